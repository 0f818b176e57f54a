/**
 * The library's typed errors, one set for every game of the family (so `instanceof` works across
 * the entries). Every error the library throws is a {@link ShichinarabeError}.
 * @module
 */

/**
 * Every code an {@link IllegalMoveError} may carry, in any game of the family. Each game's entry
 * exports the narrower union of its own codes as `IllegalMoveCode`.
 * @example
 * ```ts
 * import type { MoveErrorCode } from 'shichinarabe';
 * const code: MoveErrorCode = 'must-follow'; // a Seven Up code
 * ```
 */
export type MoveErrorCode =
  | 'game-over'
  | 'malformed'
  | 'unknown-card'
  | 'not-in-hand'
  | 'not-playable'
  | 'pass-not-allowed'
  | 'joker-not-allowed'
  | 'wrong-phase'
  | 'not-a-meld'
  | 'no-meld-yet'
  | 'does-not-fit'
  | 'must-keep-a-card'
  | 'must-follow'
  | 'gift-not-allowed';

/**
 * Base class of every error shichinarabe throws (`parseCard` and the bots' argument checks throw it directly).
 *
 * @example
 * ```ts
 * import { parseCard, ShichinarabeError } from 'shichinarabe';
 * try {
 *   parseCard('11H');
 * } catch (e) {
 *   if (e instanceof ShichinarabeError) console.log(e.message);
 * }
 * ```
 */
export class ShichinarabeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * Thrown by `applyMove` (and `replay`) for a move that is not legal now, in every game.
 * `code` says why; in Sevens: `'game-over'`, `'malformed'`, `'unknown-card'`, `'not-in-hand'`,
 * `'not-playable'`, `'pass-not-allowed'` or `'joker-not-allowed'` (each game's `IllegalMoveCode`
 * lists its own).
 *
 * @example
 * ```ts
 * import { applyMove, createGame, IllegalMoveError } from 'shichinarabe';
 * try {
 *   applyMove(createGame({ seed: 1 }), { type: 'play', card: 'KS' });
 * } catch (e) {
 *   if (e instanceof IllegalMoveError) console.log(e.code); // 'not-in-hand' or 'not-playable'
 * }
 * ```
 */
export class IllegalMoveError<Code extends MoveErrorCode = MoveErrorCode> extends ShichinarabeError {
  /** Why the move is not legal. */
  readonly code: Code;
  constructor(code: Code, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Thrown by `createGame` (and `replay`) for invalid options; `option` names the offending option
 * (`'kill.maxGroup'` for a nested one, `''` when the options object itself is wrong).
 *
 * @example
 * ```ts
 * import { createGame, OptionsError } from 'shichinarabe';
 * try {
 *   createGame({ players: 9 });
 * } catch (e) {
 *   if (e instanceof OptionsError) console.log(e.option, e.message); // 'players' …
 * }
 * ```
 */
export class OptionsError extends ShichinarabeError {
  /** The option at fault, e.g. `'players'` or `'kill.maxGroup'`. */
  readonly option: string;
  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}

/**
 * Thrown by `deserialize` for text that is not a valid game record, and by every function
 * given a value that is not a game state made by this library.
 *
 * @example
 * ```ts
 * import { deserialize, StateError } from 'shichinarabe';
 * try {
 *   deserialize('{"format":"something else"}');
 * } catch (e) {
 *   if (e instanceof StateError) console.log(e.message);
 * }
 * ```
 */
export class StateError extends ShichinarabeError {}

/** A short description of any value for error messages (never throws). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return value.length > 40
        ? `the string ${JSON.stringify(value.slice(0, 40))}…`
        : `the string ${JSON.stringify(value)}`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value} ${String(value)}`;
    case 'undefined':
      return 'undefined';
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

/**
 * The error to rethrow from a public function: ours as it is, anything else (a corrupt state
 * that slipped past the cheap checks) as a {@link StateError} with the original as its cause.
 * @internal
 */
export function ours(error: unknown): ShichinarabeError {
  return error instanceof ShichinarabeError ? error : new StateError('the game state is corrupt', { cause: error });
}
