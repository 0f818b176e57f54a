/**
 * A move, made: `step` plays a move code on the draft of the next state — the shared turn
 * machinery for a pass, the variant's rules for a play or a joker — and `next` makes the next
 * state of a judged-legal move, with the move logged. Nothing here checks legality: callers
 * judge first (`apply.ts`, `check.ts`) or play only codes the generator listed (`Playout`).
 * @module
 */
import { settlePlayable } from './generate.js';
import { historyAfter } from './history.js';
import { isPass, isPlay, jokerCell, jokerNext, moveOf, PASS_FREE } from './moves.js';
import type { Events } from './rules.js';
import { copyOf, type Draft, type State } from './state.js';
import { pass } from './turns.js';

/** Plays a legal move code on a draft, in place, writing what happened to `events` (or not: `null`). */
export function step(d: Draft, code: number, events: Events): void {
  const variant = d.game.rules.variant;
  if (isPlay(code)) {
    events?.play(d.current, code);
    variant.play(d, code, events);
  } else if (isPass(code)) {
    pass(d, code === PASS_FREE, events);
  } else {
    variant.playJoker(d, jokerCell(code), jokerNext(code), events);
  }
  if (d.current < 0) events?.over();
  settlePlayable(d);
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
