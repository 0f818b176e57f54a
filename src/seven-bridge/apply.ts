/**
 * The game loop's public functions: `legalMoves`, `isLegalMove` and `applyMove`. Each reads its
 * state through `trusted` (a state the library made is used as it is; any other object is
 * checked in full first) and never changes its arguments.
 * @module
 */
import { ours } from '../shared/errors.js';
import { check } from './check.js';
import { listMoves } from './generate.js';
import { next } from './step.js';
import { trusted } from './trust.js';
import type { GameState, Move } from './types.js';

/**
 * The legal moves of the player to move, each exactly once, in a fixed order (see the rules
 * page); `[]` when the game is over. The array is yours; shared move objects are frozen.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, legalMoves } from 'shichinarabe/seven-bridge';
 * legalMoves(createGame({ seed: 7 })); // [{ type: 'draw' }]
 * ```
 */
export function legalMoves(state: GameState): Move[] {
  try {
    return listMoves(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}

/**
 * Whether a move is legal now. Never throws: anything malformed, or a state that is not one, is `false`.
 * @example
 * ```ts
 * import { createGame, isLegalMove } from 'shichinarabe/seven-bridge';
 * isLegalMove(createGame({ seed: 1 }), { type: 'draw' }); // true
 * isLegalMove(createGame({ seed: 1 }), { type: 'pass' }); // false: no claim window is open
 * ```
 */
export function isLegalMove(state: GameState, move: Move): boolean {
  try {
    check(trusted(state), move);
    return true;
  } catch {
    return false;
  }
}

/**
 * Plays a move and returns the next state; `state` and `move` are never modified (only the move's
 * `type` and the fields of its type are read, once).
 * @throws `IllegalMoveError` with a `code` when the move is not legal now.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves } from 'shichinarabe/seven-bridge';
 * let game = createGame({ seed: 3 });
 * game = applyMove(game, { type: 'draw' });
 * game = applyMove(game, legalMoves(game).at(-1)!); // a discard
 * ```
 */
export function applyMove(state: GameState, move: Move): GameState {
  try {
    const s = trusted(state);
    return next(s, check(s, move)) as unknown as GameState;
  } catch (e) {
    throw ours(e);
  }
}
