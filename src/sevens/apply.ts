/**
 * The game loop's public functions: `legalMoves`, `isLegalMove` and `applyMove`. Each reads its
 * state through `trusted` (a state the library made is used as it is; any other object is
 * checked in full first), asks the legal-move generator, and never changes its arguments.
 * @module
 */
import { isLegal, legalCode } from './check.js';
import { ours } from '../shared/errors.js';
import { listMoves } from './generate.js';
import { next } from './step.js';
import { trusted } from './trust.js';
import type { GameState, Move } from './types.js';

/**
 * The legal moves of the player to move: plays in table order, then joker moves (by card, then
 * next), then the pass if allowed. `[]` when the game is over. The move objects are shared and
 * frozen; the array is yours.
 * @throws {@link StateError} when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, legalMoves } from 'shichinarabe';
 * legalMoves(createGame({ seed: 7 })); // e.g. [{ type: 'play', card: '6S' }, { type: 'play', card: '8D' }]
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
 * import { createGame, isLegalMove } from 'shichinarabe';
 * isLegalMove(createGame({ seed: 1 }), { type: 'pass' }); // false unless the player cannot play
 * ```
 */
export function isLegalMove(state: GameState, move: Move): boolean {
  try {
    return isLegal(trusted(state), move);
  } catch {
    return false;
  }
}

/**
 * Plays a move and returns the next state; `state` and `move` are never modified (only the move's
 * `type`, `card` and `next` are read, once).
 * @throws {@link IllegalMoveError} with a `code` when the move is not legal now.
 * @throws {@link StateError} when `state` is not a game state.
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves } from 'shichinarabe';
 * let game = createGame({ seed: 3 });
 * game = applyMove(game, legalMoves(game)[0]);
 * ```
 */
export function applyMove(state: GameState, move: Move): GameState {
  try {
    const s = trusted(state);
    return next(s, legalCode(s, move)) as unknown as GameState;
  } catch (e) {
    throw ours(e);
  }
}
