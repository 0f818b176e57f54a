/**
 * The move history every game keeps in its states: each state records the move that made it
 * (`lastMove`) and the state before that move (`before`), so the states of a game form a chain
 * that shares its history, and a move makes no log node of its own. Every 64th move the chain is
 * cut: the new state's `before` is a copy of the previous state whose own `before` is every move
 * before it, as one array. So a chain is at most 65 states deep (`structuredClone` and JSON stay
 * shallow in a long game, a state keeps at most 64 earlier states alive), and every state the
 * library makes by a move can still reach the state before it (for its events).
 *
 * A cut copies every move so far, so it costs more the longer the game. Every 64th move rather
 * than every 32nd, most Sevens games (a 4-player game is some 35 moves of Kill or 50 of classic)
 * are never cut, and a long one is cut half as often: measured, 5 % fewer instructions per classic
 * game and 3 % per Kill game, for at most 64 earlier states kept alive instead of 32.
 *
 * Each game decides when to cut in a one-line `historyAfter` of its own (small enough for V8 to
 * inline into every move with the move's rules) and calls {@link cutHistory} at a cut.
 * @module
 */
import { StateError } from './errors.js';

/** How many states are chained before the chain is cut (a power of two). */
export const LINKS = 64;

/** A state as the history sees it: its last move, the state (or moves) before it, and its move count. */
export interface Link<M> {
  readonly lastMove: M | null;
  readonly before: Link<M> | readonly M[] | null;
  readonly moveCount: number;
}

/**
 * `s` with its history as one array (`s` itself at the start of a game): the `before` of the state
 * after `s` at a cut. `copyOf` makes a draft copy of a state (whose `before` may be written).
 */
export function cutHistory<S extends Link<M>, M>(s: S, copyOf: (s: S) => S & { before: S['before'] }): S {
  if (s.lastMove === null) return s;
  const cut = copyOf(s);
  const moves = movesOf<M>(s);
  moves.pop();
  cut.before = moves;
  return cut;
}

const corrupt = (): StateError =>
  new StateError('the game state is corrupt: its move history is not one this library made');

/**
 * Every move of a game up to a state, oldest first (a new array).
 * @throws {@link StateError} when the chain is not one this library made (too deep, a cycle, a wrong count).
 */
export function movesOf<M>(s: Link<M>): M[] {
  // Walk back to the start or to the history written out, then fill in the moves from the newest.
  let at: Link<M> | readonly M[] | null = s;
  let links = 0;
  while (at !== null && !Array.isArray(at) && (at as Link<M>).lastMove !== null) {
    if (++links > LINKS + 1) throw corrupt();
    at = (at as Link<M>).before;
  }
  const earlier = Array.isArray(at) ? (at as readonly M[]) : [];
  if (earlier.length + links !== s.moveCount) throw corrupt();
  const moves = new Array<M>(s.moveCount);
  for (let i = 0; i < earlier.length; i++) moves[i] = earlier[i] as M;
  let state = s;
  for (let i = s.moveCount - 1; i >= earlier.length; i--) {
    moves[i] = state.lastMove as M;
    state = state.before as Link<M>;
  }
  return moves;
}
