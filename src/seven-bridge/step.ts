/**
 * A move, made: the next state of a checked action, with the move logged in the history. Nothing
 * here checks legality (`check.ts` does).
 * @module
 */
import type { Action } from './actions.js';
import { historyAfter } from './history.js';
import { copyOf, type State } from './state.js';
import { play } from './turns.js';

/** The state after a checked action; `s` is not changed. */
export function next(s: State, a: Action): State {
  const d = copyOf(s);
  d.lastMove = a.move;
  d.before = historyAfter(s);
  d.moveCount = s.moveCount + 1;
  play(d, a, null);
  return d;
}
