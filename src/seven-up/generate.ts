/**
 * The legal-move generator: every legal move of the player to move, exactly once, in a fixed
 * order — stand then beg; gift (when the dealer may give) then run; discards and plays in card
 * order (suits S H D C, then A 2 … K).
 * @module
 */
import { mayGift } from './deal.js';
import { BEG_CODE, DISCARD_CODES, GIFT_CODE, moveOf, RUN_CODE, STAND_CODE } from './moves.js';
import { DISCARD, GIFT, handHi, handLo, PLAY, STAND, type State } from './state.js';
import { playable } from './tricks.js';
import type { Move } from './types.js';

const STAND_OR_BEG: readonly Move[] = [moveOf(STAND_CODE), moveOf(BEG_CODE)];
const GIFT_OR_RUN: readonly Move[] = [moveOf(GIFT_CODE), moveOf(RUN_CODE)];
const RUN_ONLY: readonly Move[] = [moveOf(RUN_CODE)];

/** The moves of the cells of two card-set words, `base` added to each cell's code. */
function movesOfCells(lo: number, hi: number, base: number): Move[] {
  const out: Move[] = [];
  for (let w = lo; w !== 0; w &= w - 1) out.push(moveOf(base + 31 - Math.clz32(w & -w)));
  for (let w = hi; w !== 0; w &= w - 1) out.push(moveOf(base + 63 - Math.clz32(w & -w)));
  return out;
}

/** The legal moves of the player to move (a new array; the moves are shared and frozen); `[]` when over. */
export function listMoves(s: State): Move[] {
  switch (s.phase) {
    case STAND:
      return STAND_OR_BEG.slice();
    case GIFT:
      return (mayGift(s) ? GIFT_OR_RUN : RUN_ONLY).slice();
    case DISCARD:
      return movesOfCells(handLo(s, s.current), handHi(s, s.current), DISCARD_CODES);
    case PLAY: {
      const [lo, hi] = playable(s);
      return movesOfCells(lo, hi, 0);
    }
    default:
      return [];
  }
}
