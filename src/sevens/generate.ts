/**
 * The legal-move generator: the one place that says which moves the player to move may make —
 * the variant's playable cells, its joker moves, and whether a pass is allowed. `legalMoves`,
 * `isLegalMove`, `applyMove`'s check, `Playout` and the bots all ask it.
 *
 * The playable cells are worked out once, when a state is made (`settlePlayable`), and kept in
 * the state (`playableLo`, `playableHi`): listing the moves, checking one and judging a pass all
 * read them from there.
 * @module
 */
import { bitIndex, count } from '../shared/cardset.js';
import { moveOf, PASS, PASS_FORCED, PASS_FREE, playMove } from './moves.js';
import { type Draft, PASSES, type State, tallyOf } from './state.js';
import type { Move } from './types.js';

/** Works out, by the variant's rules, the cells the player to move of a state being made may play now. */
export function settlePlayable(d: Draft): void {
  if (d.current < 0) {
    d.playableLo = 0;
    d.playableHi = 0;
    return;
  }
  d.game.rules.variant.findPlayable(d);
}

/**
 * Whether the player to move may pass, given whether they can play: they must when they cannot;
 * with `freePass` they may while they have passes left.
 * @returns the pass's code, or -1 when a pass is not allowed.
 */
export function passCode(s: State, canPlay: boolean): number {
  if (!canPlay) return PASS_FORCED;
  const freePasses = s.game.rules.freePasses;
  return freePasses > 0 && tallyOf(s, PASSES, s.current) < freePasses ? PASS_FREE : -1;
}

/** Whether the player to move may play the card of `cell` now (a play, not a joker move). */
export const isPlayable = (s: State, cell: number): boolean =>
  (((cell < 32 ? s.playableLo : s.playableHi) >>> (cell & 31)) & 1) === 1;

/** Whether the player to move has any play or joker move. */
export function canPlay(s: State): boolean {
  if ((s.playableLo | s.playableHi) !== 0) return true;
  return s.joker === s.current && s.game.rules.variant.jokerMoves(s, [], 0) > 0;
}

/**
 * Writes the codes of every legal move of the player to move into `out` — plays in table order,
 * then joker moves (by card, then next), then the pass if allowed — and returns how many there
 * are (0 when the game is over).
 */
export function legalCodes(s: State, out: number[]): number {
  if (s.current < 0) return 0;
  let n = 0;
  for (let w = s.playableLo; w !== 0; w &= w - 1) out[n++] = bitIndex(w & -w);
  for (let w = s.playableHi; w !== 0; w &= w - 1) out[n++] = 32 + bitIndex(w & -w);
  if (s.joker === s.current) n = s.game.rules.variant.jokerMoves(s, out, n);
  const pass = passCode(s, n > 0);
  if (pass >= 0) out[n++] = pass;
  return n;
}

/** The legal moves of the player to move as the library's move objects, in the order of {@link legalCodes}. */
export function listMoves(s: State): Move[] {
  if (s.current < 0) return [];
  const lo = s.playableLo;
  const hi = s.playableHi;
  const jokers: number[] = [];
  const joker = s.joker === s.current ? s.game.rules.variant.jokerMoves(s, jokers, 0) : 0;
  const plays = count(lo) + count(hi) + joker;
  const pass = passCode(s, plays > 0) >= 0 ? 1 : 0;
  const moves = new Array<Move>(plays + pass);
  let n = 0;
  for (let w = lo; w !== 0; w &= w - 1) moves[n++] = playMove(bitIndex(w & -w));
  for (let w = hi; w !== 0; w &= w - 1) moves[n++] = playMove(32 + bitIndex(w & -w));
  for (let i = 0; i < joker; i++) moves[n++] = moveOf(jokers[i] as number);
  if (pass === 1) moves[n] = PASS;
  return moves;
}
