/**
 * What every game's check of strangers shares. A state the library made carries its game's private
 * brand and is used as it is; any other object passed as a state — a `structuredClone` sent from a
 * worker, an object parsed from JSON, a forgery — is read as a game record (its options, deal or
 * decks, and the moves of its history), replayed, and compared field by field with the state that
 * gives: the stranger's twin, which each game remembers and uses in its place. This module holds
 * the game-independent parts: reading a stranger's history, comparing plain data, and the error.
 * @module
 */
import type { GameName } from './engine.js';
import { describe, StateError } from './errors.js';
import { LINKS } from './history.js';
import { GAMES, refuseAsState, refuseOtherGame } from './which-game.js';

/** A chain of states a stranger may have before its history array: twice the library's own. */
export const MAX_LINKS = 2 * LINKS;
/** The longest history a stranger may have. */
export const MAX_MOVES = 1_000_000;

/** A fault of a stranger, said in words that follow "not a game state this library could have made: ". */
export const fault = (what: string): StateError => new StateError(what);

/**
 * The twin of a stranger, made by `twinOf`, or a {@link StateError}: one that names the game the
 * stranger belongs to when it is another game's state, view or record ("a Seven Up state: use
 * shichinarabe/seven-up"), else one that says why it is not a state of `game` this library could
 * have made (a view of `game` is told to pass its state).
 */
export function checkStranger<S>(value: object, game: GameName, twinOf: (s: Record<string, unknown>) => S): S {
  refuseAsState(value, game);
  try {
    return twinOf(value as Record<string, unknown>);
  } catch (e) {
    const why = e instanceof StateError ? e.message : 'it could not be read';
    throw new StateError(`not a ${GAMES[game].title} game state this library could have made: ${why}`, { cause: e });
  }
}

/**
 * The {@link StateError} for a value passed as a state of `game` that is no object: another game's
 * record (as text) named as such, anything else said plainly.
 */
export function notAState(value: unknown, game: GameName): StateError {
  refuseOtherGame(value, game);
  return new StateError(
    `not a ${GAMES[game].title} game state (${describe(value)}): pass a state made by createGame, applyMove, replay or deserialize`,
  );
}

/** Every move of a stranger's history, oldest first, walking its chain of states as the library makes it. */
export function historyOf(s: Record<string, unknown>): unknown[] {
  const newest: unknown[] = [];
  let at: unknown = s;
  let started = false; // reached the first state of the game
  while (typeof at === 'object' && at !== null && !Array.isArray(at)) {
    const last = (at as Record<string, unknown>).lastMove;
    if (last === null) {
      started = true;
      break;
    }
    if (newest.length >= MAX_LINKS) throw fault('its history is not one this library makes');
    newest.push(last);
    at = (at as Record<string, unknown>).before;
  }
  const moves: unknown[] = [];
  if (Array.isArray(at)) {
    const length = at.length;
    if (!(length <= MAX_MOVES)) throw fault(`its history holds more than ${MAX_MOVES} moves`);
    for (let i = 0; i < length; i++) moves.push(at[i]);
  } else if (!started && at !== null) {
    throw fault('its history is not one this library makes');
  }
  for (let i = newest.length - 1; i >= 0; i--) moves.push(newest[i]);
  if (moves.length !== s.moveCount) throw fault('its move count is not the length of its history');
  return moves;
}

/** Whether a stranger's value is the same plain data as the twin's (`mine`): same keys, same primitives. */
export function same(mine: unknown, theirs: unknown, depth = 0): boolean {
  if (typeof mine !== 'object' || mine === null) return Object.is(mine, theirs);
  if (typeof theirs !== 'object' || theirs === null || depth > 8) return false;
  if (Array.isArray(mine) !== Array.isArray(theirs)) return false;
  const keys = Object.keys(mine);
  if (Object.keys(theirs).length !== keys.length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(theirs, key)) return false;
    if (!same((mine as Record<string, unknown>)[key], (theirs as Record<string, unknown>)[key], depth + 1))
      return false;
  }
  return true;
}

/**
 * Checks that a stranger is its twin field for field, along its whole chain of earlier states down
 * to the history written out (`what` says what the fields come from, for the message).
 * @throws {@link StateError} at the first field that differs.
 */
export function sameChain(twin: object, stranger: Record<string, unknown>, what: string): void {
  let mine: unknown = twin;
  let theirs: unknown = stranger;
  while (typeof mine === 'object' && mine !== null && !Array.isArray(mine)) {
    if (typeof theirs !== 'object' || theirs === null || Array.isArray(theirs)) {
      throw fault('its history is not its own');
    }
    const state = mine as Record<string, unknown>;
    const other = theirs as Record<string, unknown>;
    const keys = Object.keys(state);
    if (Object.keys(other).length !== keys.length) throw fault('its fields are not those of a state');
    for (const key of keys) {
      if (key !== 'before' && !same(state[key], other[key])) throw fault(`its ${key} is not what ${what} give`);
    }
    mine = state.before;
    theirs = other.before;
  }
  if (!same(mine, theirs)) throw fault('its history is not its own');
}
