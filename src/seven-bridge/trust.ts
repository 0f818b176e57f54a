/**
 * Which states to trust (as in Sevens). A state the library made carries the private brand of
 * `State` and is used as it is. Any other object passed as a state — a `structuredClone` sent
 * from a worker, an object parsed from JSON, a forgery — is checked in full the first time it is
 * seen: its options, decks given and moves are read off it as a game record and replayed
 * (`replay.ts`), and every field of the state that gives — and of every state of its chain of
 * earlier states (`history.ts`) — must equal the object's. The replayed
 * state, the object's twin, is remembered (a `WeakMap`, so the object can still be collected)
 * and used in its place from then on.
 * @module
 */
import { describe, StateError } from '../shared/errors.js';
import { LINKS } from './history.js';
import { stateOfRecord } from './replay.js';
import { State } from './state.js';

/** Strangers already checked, with their twins (a cache: it only saves checking them again). */
const twins = new WeakMap<object, State>();

/** A chain of states a stranger may have before its history array: twice the library's own. */
const MAX_LINKS = 2 * LINKS;
/** The longest history a stranger may have. */
const MAX_MOVES = 1_000_000;

/**
 * The library's state for a value passed as a game state: the value itself when the library made
 * it, else its checked twin.
 * @throws {@link StateError} when the value is not a state this library could have made.
 */
export function trusted(value: unknown): State {
  if (typeof value === 'object' && value !== null) {
    if (State.made(value)) return value;
    return twins.get(value) ?? checkStranger(value);
  }
  throw new StateError(
    `not a game state (${describe(value)}): pass a state made by createGame, applyMove, replay or deserialize`,
  );
}

function checkStranger(value: object): State {
  let twin: State;
  try {
    twin = twinOf(value as Record<string, unknown>);
  } catch (e) {
    const why = e instanceof StateError ? e.message : 'it could not be read';
    throw new StateError(`not a game state this library could have made: ${why}`, { cause: e });
  }
  twins.set(value, twin);
  return twin;
}

const fault = (what: string): StateError => new StateError(what);

/** Replays what a stranger claims to be, and checks that it is exactly that. */
function twinOf(s: Record<string, unknown>): State {
  const game = s.game as Record<string, unknown>;
  if (typeof game !== 'object' || game === null) throw fault('it has no game');
  const twin = stateOfRecord(
    { format: game.format, options: game.options, decks: game.decks, moves: historyOf(s) },
    false,
  );
  // every field of every state of its chain, down to the history written out, as the twin's
  let mine: State | readonly unknown[] | null = twin;
  let theirs: unknown = s;
  while (mine !== null && !Array.isArray(mine)) {
    if (typeof theirs !== 'object' || theirs === null || Array.isArray(theirs))
      throw fault('its history is not its own');
    const state = mine as State;
    const other = theirs as Record<string, unknown>;
    const keys = Object.keys(state);
    if (Object.keys(other).length !== keys.length) throw fault('its fields are not those of a state');
    for (const key of keys) {
      if (key !== 'before' && !same((state as unknown as Record<string, unknown>)[key], other[key], 0)) {
        throw fault(`its ${key} is not what its options, decks and moves give`);
      }
    }
    mine = state.before;
    theirs = other.before;
  }
  if (!same(mine, theirs, 0)) throw fault('its history is not its own');
  return twin;
}

/** Every move of a stranger's history, oldest first, walking its chain of states as the library makes it. */
function historyOf(s: Record<string, unknown>): unknown[] {
  const newest: unknown[] = [];
  let at: unknown = s;
  let started = false;
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
function same(mine: unknown, theirs: unknown, depth: number): boolean {
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
