/**
 * What every game's `replay` and `deserialize` share: reading a caller's list of moves once,
 * playing it move by move with the first illegal move named, and checking a record's keys.
 * @module
 */
import { describe, IllegalMoveError, StateError } from './errors.js';
import { MAX_MOVES } from './trust.js';

/**
 * Plays the moves of `list` in turn from `start`, each by `play` (which checks it and makes the
 * next state).
 * @throws {@link IllegalMoveError} naming the first illegal move (counting from 0).
 */
export function playMoves<S>(start: S, list: readonly unknown[], play: (state: S, move: unknown) => S): S {
  let state = start;
  for (let i = 0; i < list.length; i++) {
    try {
      state = play(state, list[i]);
    } catch (e) {
      if (e instanceof IllegalMoveError) throw new IllegalMoveError(e.code, `move ${i}: ${e.message}`);
      throw e;
    }
  }
  return state;
}

/**
 * Reads a caller's list of moves once (it may be a Proxy; a list longer than any game is refused).
 * @throws {@link IllegalMoveError} `'malformed'` for anything that is not such a list.
 */
export function movesOnce(moves: unknown): unknown[] {
  if (!Array.isArray(moves)) {
    throw new IllegalMoveError('malformed', `replay expects an array of moves, got ${describe(moves)}`);
  }
  try {
    const length = moves.length;
    if (!(length <= MAX_MOVES)) throw new IllegalMoveError('malformed', `${length} moves: more than any game has`);
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) out.push(moves[i]);
    return out;
  } catch (e) {
    if (e instanceof IllegalMoveError) throw e;
    throw new IllegalMoveError('malformed', 'replay could not read its list of moves');
  }
}

/** Whether a value is a plain object (not `null`, not an array). */
export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Checks that an object has exactly these keys (`what` names it in the message).
 * @throws {@link StateError} otherwise.
 */
export function exactKeys(x: unknown, keys: readonly string[], what: string): Record<string, unknown> {
  if (!isObject(x)) throw new StateError(`${what} must be an object, got ${describe(x)}`);
  const have = Object.keys(x);
  for (const key of have) if (!keys.includes(key)) throw new StateError(`${what} has an unknown key "${key}"`);
  for (const key of keys) if (!(key in x)) throw new StateError(`${what} lacks "${key}"`);
  return x;
}
