/**
 * The move history of a game, kept in the states themselves (as in Sevens): each state records
 * the move that made it (`lastMove`) and the state before (`before`), so a game's states form a
 * chain sharing its history and a move makes no log node of its own. Every 64th move the chain is
 * cut: the new state's `before` is a copy of the previous state whose own `before` is every move
 * before it, as one array. A chain is thus at most 65 states deep (`structuredClone` and JSON
 * stay shallow), and every state made by a move can reach the state before it (for its events).
 * @module
 */
import { StateError } from '../shared/errors.js';
import { copyOf, type State } from './state.js';
import type { Move } from './types.js';

/** How many states are chained before the chain is cut (a power of two). */
export const LINKS = 64;

/** What the state after `s` records as `before`: `s`, or at each 64th move `s` with its history as one array. */
export const historyAfter = (s: State): State => (((s.moveCount + 1) & (LINKS - 1)) !== 0 ? s : cutAt(s));

/** `s` with its history as one array (`s` itself at the start of a game). */
function cutAt(s: State): State {
  if (s.lastMove === null) return s;
  const cut = copyOf(s);
  const moves = movesOf(s);
  moves.pop();
  cut.before = moves;
  return cut;
}

const corrupt = (): StateError =>
  new StateError('the game state is corrupt: its move history is not one this library made');

/**
 * Every move of a game up to a state, oldest first (a new array).
 * @throws {@link StateError} when the chain is not one this library made.
 */
export function movesOf(s: State): Move[] {
  let at: State | readonly Move[] | null = s;
  let links = 0;
  while (at !== null && !Array.isArray(at) && (at as State).lastMove !== null) {
    if (++links > LINKS + 1) throw corrupt();
    at = (at as State).before;
  }
  const earlier = Array.isArray(at) ? (at as readonly Move[]) : [];
  if (earlier.length + links !== s.moveCount) throw corrupt();
  const moves = new Array<Move>(s.moveCount);
  for (let i = 0; i < earlier.length; i++) moves[i] = earlier[i] as Move;
  let state = s;
  for (let i = s.moveCount - 1; i >= earlier.length; i--) {
    moves[i] = state.lastMove as Move;
    state = state.before as State;
  }
  return moves;
}
