/**
 * The move log of a game, kept in the states themselves: each state records the move that made it
 * (`lastMove`) and the state before that move (`before`), so the states of a game form a chain
 * that shares its history and no separate log node is made per move. Every 32nd move the history
 * so far is written out as one array instead, so a chain is never deeper than 32 states: a state
 * keeps at most 31 earlier states alive, and `structuredClone` and `JSON.stringify`, which recurse
 * into a state, stay shallow in a long game.
 * @module
 */
import { cardNumber } from './cards.js';
import { StateError } from './errors.js';
import { jokerMove, PASS, playMove } from './moves.js';
import type { State } from './state.js';
import type { Move } from './types.js';

/** How many states may be chained before the history is written out as an array. */
const FLATTEN_EVERY = 32;

/** What a state after `s` records as `before`: `s` itself, or every move so far at each 32nd move. */
export const historyAfter = (s: State): State | readonly Move[] =>
  (s.moveCount + 1) % FLATTEN_EVERY === 0 ? movesOf(s) : s;

/**
 * Every move of a game up to a state, oldest first.
 * @throws {@link StateError} when the chain is not one this library made (too deep, or a cycle).
 */
export function movesOf(s: State): Move[] {
  // Walk back to the start or to the written-out history, then fill in the moves from the newest.
  let at: State | readonly Move[] | null = s;
  let chained = 0;
  while (at !== null && !Array.isArray(at) && (at as State).lastMove !== null) {
    if (chained++ > FLATTEN_EVERY) throw corrupt();
    at = (at as State).before;
  }
  const earlier = Array.isArray(at) ? (at as readonly Move[]) : [];
  if (earlier.length + chained !== s.moveCount) throw corrupt();
  const moves = earlier.slice();
  moves.length = s.moveCount;
  let state = s;
  for (let i = s.moveCount - 1; i >= earlier.length; i--) {
    moves[i] = state.lastMove as Move;
    state = state.before as State;
  }
  return moves;
}

const corrupt = (): StateError =>
  new StateError('the game state is corrupt: its move history is not one this library made');

/**
 * The library's own (shared, frozen) object for a logged move. A state that went through
 * `structuredClone` or JSON holds copies; handing those out would let a caller edit the state.
 */
export function canonicalMove(move: Move): Move {
  if (typeof move !== 'object' || move === null) {
    throw new StateError('the game state is corrupt: its move log holds something that is not a move');
  }
  if (move.type === 'pass') return PASS;
  const cell = cardNumber(move.card);
  const next = move.type === 'joker' && move.next !== undefined ? cardNumber(move.next) : -1;
  if (cell < 0 || cell >= 64 || (move.type === 'joker' && move.next !== undefined && next < 0)) {
    throw new StateError('the game state is corrupt: its move log holds something that is not a move');
  }
  return move.type === 'play' ? playMove(cell) : jokerMove(cell, next);
}
