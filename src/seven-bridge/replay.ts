/**
 * From moves to a state: `replay` plays a list of moves from the start of a game, and
 * `stateOfRecord` checks every field of a game record (parsed from JSON, or read off a state the
 * library did not make) and replays it — the one way in for data the library did not produce.
 * @module
 */
import { describe, ours, ShichinarabeError, StateError } from '../shared/errors.js';
import { check } from './check.js';
import { firstState } from './game.js';
import { LATER_OPTION_KEYS, RECORD_OPTION_KEYS, resolveOptions, trimDecks } from './options.js';
import { FORMAT, type State } from './state.js';
import { next } from './step.js';
import type { GameOptions, GameState, Move } from './types.js';
import { exactKeys, isObject, movesOnce, playMoves } from '../shared/replay.js';

/** Plays the moves of `list` in turn from `s`. @throws `IllegalMoveError` naming the first illegal move (from 0). */
const playAll = (s: State, list: readonly unknown[]): State =>
  playMoves(s, list, (state, move) => next(state, check(state, move)));

/** The longest list of moves read (a game of 100 rounds is far shorter). */

/**
 * Plays a list of moves from the start of a game.
 * @throws `OptionsError` for invalid options, `IllegalMoveError` for the first illegal move (its
 * message says which, counting from 0).
 * @example
 * ```ts
 * import { replay, view } from 'shichinarabe/seven-bridge';
 * const game = replay({ seed: 11 }, [{ type: 'draw' }]);
 * view(game).phase; // 'play'
 * ```
 */
export function replay(options: GameOptions, moves: readonly Move[]): GameState {
  let start: State;
  try {
    start = firstState(resolveOptions(options));
  } catch (e) {
    if (e instanceof ShichinarabeError) throw e;
    throw new StateError('the options could not be read', { cause: e });
  }
  try {
    return playAll(start, movesOnce(moves)) as unknown as GameState;
  } catch (e) {
    throw ours(e);
  }
}

const RECORD_KEYS = ['format', 'options', 'decks', 'moves'];

/**
 * The keys a record's options must have: every option, but those of revision 2 of the rules
 * (`restocks`, `target`) may be missing from a record made before it, and are then at their defaults.
 */
const recordKeysOf = (options: unknown): readonly string[] =>
  RECORD_OPTION_KEYS.filter((key) => !LATER_OPTION_KEYS.includes(key) || (isObject(options) && key in options));

/**
 * The state of a game record — `{ format, options, decks, moves }` — with every field checked:
 * the format, every option (all of them, as a record writes them), the decks (each a permutation
 * of the deck, at most one per round), and every move, replayed in turn. With `trim` (a record's
 * text), the decks at the end that the moves dealt and that are the seed's own are left to the seed
 * (`trimDecks`); a deck not yet dealt stays given. Without (a state's own decks given, read off a
 * stranger), they are kept as given.
 * @throws {@link StateError} for anything that is not such a record.
 */
export function stateOfRecord(data: unknown, trim: boolean): State {
  try {
    const record = exactKeys(data, RECORD_KEYS, 'the record');
    if (record.format !== FORMAT)
      throw new StateError(`unknown format ${describe(record.format)}: expected "${FORMAT}"`);
    const options = exactKeys(record.options, recordKeysOf(record.options), 'options');
    if (!Array.isArray(record.decks)) throw new StateError(`decks must be an array, got ${describe(record.decks)}`);
    if (!Array.isArray(record.moves)) throw new StateError(`moves must be an array, got ${describe(record.moves)}`);
    const setup = resolveOptions({ ...options, decks: record.decks });
    const moves = movesOnce(record.moves);
    const played = playAll(firstState(setup), moves);
    if (!trim) return played;
    // A seed's deck listed for a round the moves dealt is the seed's; the same deck dealt is played
    // the same way, so only the game's decks given change (a deck not yet dealt stays given).
    const trimmed = trimDecks(setup, played.round);
    return trimmed.decks.length === setup.decks.length ? played : playAll(firstState(trimmed), moves);
  } catch (e) {
    if (e instanceof StateError) throw e;
    if (e instanceof ShichinarabeError) throw new StateError(`invalid record: ${e.message}`, { cause: e });
    throw new StateError('invalid record', { cause: e });
  }
}
