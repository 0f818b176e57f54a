/**
 * The game loop's public functions: `legalMoves`, `isLegalMove` and `applyMove`. Each reads its
 * state through `trusted` (a state the library made is used as it is; any other object is checked
 * in full first) and never changes its arguments.
 * @module
 */
import { ours } from '../shared/errors.js';
import { isLegal, legalCode } from './check.js';
import { listMoves } from './generate.js';
import { next } from './step.js';
import { trusted } from './trust.js';
import type { GameState, Move } from './types.js';

/**
 * The legal moves of the player to move, each exactly once: `stand` then `beg`; `gift` then `run`;
 * discards or plays in card order (suits S H D C, then A 2 … K). `[]` when the game is over. The
 * move objects are shared and frozen; the array is yours.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, legalMoves } from 'shichinarabe/seven-up';
 * legalMoves(createGame({ seed: 7, target: 50 })); // [{ type: 'stand' }, { type: 'beg' }]
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
 * import { createGame, isLegalMove } from 'shichinarabe/seven-up';
 * isLegalMove(createGame({ seed: 1, target: 50 }), { type: 'gift' }); // false: the eldest stands or begs first
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
 * `type` and `card` are read, once).
 * @throws `IllegalMoveError` with a `code` when the move is not legal now.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { applyMove, createGame } from 'shichinarabe/seven-up';
 * let game = createGame({ seed: 3, target: 50 });
 * game = applyMove(game, { type: 'stand' }); // the turn-up's suit is trump; the eldest leads
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
