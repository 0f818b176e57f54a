/**
 * The move log of a game: a persistent list (each state adds one node that points at the log
 * before it, so states share their history). Every 64 moves the history so far is flattened
 * into one array, so the nesting stays shallow: `structuredClone` and `JSON.stringify` recurse
 * into a state, and a deep chain would overflow their stacks in a long game.
 * @module
 */
import { cardNumber } from './cards.js';
import { StateError } from './errors.js';
import { jokerMove, PASS, playMove } from './moves.js';
import type { Move } from './types.js';

/** One node of the log. */
export interface Log {
  /** The latest move. */
  readonly move: Move;
  /** The log before it: a node, every earlier move as an array (each 64th node), or `null` at the start. */
  readonly prev: Log | readonly Move[] | null;
  /** Number of moves in the log, this one included. */
  readonly count: number;
}

/** How many nodes may be chained before the history is flattened. */
const FLATTEN_EVERY = 64;

/** The log with one more move. */
export function appendMove(log: Log | null, move: Move): Log {
  const count = (log === null ? 0 : log.count) + 1;
  return { move, prev: log !== null && count % FLATTEN_EVERY === 0 ? movesOf(log) : log, count };
}

/** Every move of a log, oldest first. */
export function movesOf(log: Log | null): Move[] {
  const newest: Move[] = [];
  let at: Log | readonly Move[] | null = log;
  while (at !== null && !Array.isArray(at)) {
    const node = at as Log;
    newest.push(node.move);
    at = node.prev;
  }
  newest.reverse();
  return at === null ? newest : [...(at as readonly Move[]), ...newest];
}

/**
 * The library's own (shared, frozen) object for a logged move. A state that went through
 * `structuredClone` or JSON holds copies; handing those out would let a caller edit the state.
 */
export function canonicalMove(move: Move): Move {
  if (move.type === 'pass') return PASS;
  const cell = cardNumber(move.card);
  const next = move.type === 'joker' && move.next !== undefined ? cardNumber(move.next) : -1;
  if (cell < 0 || cell >= 64 || (move.type === 'joker' && move.next !== undefined && next < 0)) {
    throw new StateError('the game state is corrupt: its move log holds something that is not a move');
  }
  return move.type === 'play' ? playMove(cell) : jokerMove(cell, next);
}
