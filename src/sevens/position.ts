/**
 * Positions: building a game state directly from the facts of one moment — hands, table, dead
 * piles, counters, who is out or disqualified, whose turn it is and the last move — rather than
 * by playing a game from its deal. The bots' `determinize` uses it to turn a player's view and
 * a guess of the hidden hands into a state to search.
 *
 * The state's `game.deal` is a consistent stand-in for the real deal: each player was "dealt"
 * their hand and their dead pile, and the whole current table is the "initial table", so hands,
 * dead piles and every rule derive correctly from it. Its history is one move (`lastMove`), so
 * such a state plays on exactly like the real one, but `serialize` of it is not a faithful game
 * record (a game with a removed joker even writes a record that `deserialize` refuses): positions
 * are for search, not for records. Internal: not exported from the package.
 * @module
 */
import { JOKER } from './cards.js';
import { count, wordsOf } from '../shared/cardset.js';
import { rulesOf } from './game.js';
import { settlePlayable } from './generate.js';
import type { RecordOptions } from './options.js';
import { type Deal, Game, HELD_AT_DQ, KILLS, PASSES, SELF_KILLS, State, TALLY_BLOCKS, type Told } from './state.js';
import type { Move } from './types.js';

/** The facts of one moment of a game, cards as cell numbers (the joker as {@link JOKER}). */
export interface Position {
  /** The resolved options. */
  readonly options: RecordOptions;
  /** Each player's hand (cells; {@link JOKER} for the joker). */
  readonly hands: readonly (readonly number[])[];
  /** The cells on the table. */
  readonly table: readonly number[];
  /** Each player's dead cells (Kill). */
  readonly dead: readonly (readonly number[])[];
  /** Per-player counters. */
  readonly passes: readonly number[];
  readonly kills: readonly number[];
  readonly selfKills: readonly number[];
  /** Cards held when disqualified (classic chips); zeros when not given. */
  readonly heldAtDq?: readonly number[];
  /** Players in the order they went out. */
  readonly finished: readonly number[];
  /** Players in the order they were disqualified. */
  readonly disqualified: readonly number[];
  /** The player to move, -1 when the game is over. */
  readonly current: number;
  /** The last move (one of the library's move objects), or `null`. */
  readonly lastMove: Move | null;
  /** What the position's view told beyond its facts: who made the last move, what it did, … (see `Told`). */
  readonly told?: Told;
}

/**
 * Builds the state of a position. Nothing is validated beyond what the shape needs: the caller
 * (the bots' `determinize`) makes positions that are consistent with a real game.
 * Players still playing are those neither out nor disqualified, and in classic not holding the
 * joker alone ('stuck').
 */
export function positionState(p: Position): State {
  const n = p.options.players;
  const hands: number[] = [];
  const sizes: number[] = [];
  let joker = -1;
  let deadLo = 0;
  let deadHi = 0;
  let playing = 0;
  for (let q = 0; q < n; q++) {
    const hand = p.hands[q] ?? [];
    const [hLo, hHi] = wordsOf(hand);
    const [dLo, dHi] = wordsOf(p.dead[q] ?? []);
    const holdsJoker = hand.includes(JOKER);
    if (holdsJoker) joker = q;
    hands.push(hLo | dLo, hHi | dHi);
    sizes.push(count(hLo | dLo) + count(hHi | dHi) + (holdsJoker ? 1 : 0));
    deadLo |= dLo;
    deadHi |= dHi;
    const stuck = holdsJoker && hand.length === 1; // the joker alone (only classic has one)
    if (!p.finished.includes(q) && !p.disqualified.includes(q) && !stuck) playing |= 1 << q;
  }
  const [tableLo, tableHi] = wordsOf(p.table);
  const deal: Deal = { hands, joker, sizes, tableLo, tableHi };
  const tally = new Array<number>(TALLY_BLOCKS * n).fill(0);
  for (let q = 0; q < n; q++) {
    tally[PASSES * n + q] = p.passes[q] ?? 0;
    tally[KILLS * n + q] = p.kills[q] ?? 0;
    tally[SELF_KILLS * n + q] = p.selfKills[q] ?? 0;
    tally[HELD_AT_DQ * n + q] = p.heldAtDq?.[q] ?? 0;
  }
  const state = State.from({
    game: new Game(p.options, deal, rulesOf(p.options), p.told ?? null),
    // Only the last move is known: the history before it is empty.
    lastMove: p.lastMove,
    before: p.lastMove === null ? null : [],
    moveCount: p.lastMove === null ? 0 : 1,
    tableLo,
    tableHi,
    deadLo,
    deadHi,
    current: p.current,
    playableLo: 0,
    playableHi: 0,
    playing,
    joker,
    tally,
    finished: [...p.finished],
    disqualified: [...p.disqualified],
  });
  settlePlayable(state);
  return state;
}
