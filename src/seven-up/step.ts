/**
 * A move, made: `step` plays a move code on the draft of the next state — the deal's rules for a
 * choice or a discard, the tricks' for a play, then the count and the next deal after the sixth
 * trick — and `next` makes the next state of a judged-legal move, with the move logged. Nothing
 * here checks legality: callers judge first (`check.ts`) or play only codes the generator listed.
 * @module
 */
import { countDeal } from './count.js';
import { beg, discard, gift, nextDeal, run, stand } from './deal.js';
import { historyAfter } from './history.js';
import { BEG_CODE, DISCARD_CODES, GIFT_CODE, isPlayCode, moveOf, STAND_CODE } from './moves.js';
import type { Events } from './recorder.js';
import { copyOf, type Draft, OVER, type State } from './state.js';
import { play } from './tricks.js';

/** Plays a legal move code on a draft, in place, telling `events` (or nobody: `null`) what happens. */
export function step(d: Draft, code: number, events: Events): void {
  if (isPlayCode(code)) {
    if (play(d, code, events)) {
      countDeal(d, events);
      if (d.phase !== OVER) nextDeal(d, events);
    }
  } else if (code < STAND_CODE) discard(d, code - DISCARD_CODES, events);
  else if (code === STAND_CODE) stand(d, events);
  else if (code === BEG_CODE) beg(d, events);
  else if (code === GIFT_CODE) gift(d, events);
  else run(d, events);
  if (d.phase === OVER) events?.over(d.winner);
}

/** The state after a legal move code, with the move logged; `s` is not changed. */
export function next(s: State, code: number): State {
  const d = copyOf(s);
  d.lastMove = moveOf(code);
  d.before = historyAfter(s);
  d.moveCount = s.moveCount + 1;
  step(d, code, null);
  return d;
}
