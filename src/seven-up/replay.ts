/**
 * From a game record to a state: `replay` plays a list of moves from the start of a game, and
 * `stateOfRecord` checks every field of a record (parsed from JSON, or read off a state the library
 * did not make) and replays it — the one way in for data the library did not produce.
 * @module
 */
import { describe, ours, ShichinarabeError, StateError } from '../shared/errors.js';
import { legalCode } from './check.js';
import { firstState } from './game.js';
import { RECORD_OPTION_KEYS, REVISION_2_DEFAULTS, resolveOptions } from './options.js';
import { FORMAT, type State } from './state.js';
import { next } from './step.js';
import type { GameOptions, GameState, Move } from './types.js';
import { exactKeys, isObject, movesOnce, playMoves } from '../shared/replay.js';

/** Plays the moves of `list` in turn from `s`. @throws `IllegalMoveError` naming the first illegal move (from 0). */
const playAll = (s: State, list: readonly unknown[]): State =>
  playMoves(s, list, (state, move) => next(state, legalCode(state, move)));

/**
 * Plays a list of moves from the start of a game.
 * @throws `OptionsError` for invalid options, `IllegalMoveError` for the first illegal move (its
 * message says which, counting from 0).
 * @example
 * ```ts
 * import { replay, view } from 'shichinarabe/seven-up';
 * const game = replay({ seed: 11, target: 50 }, [{ type: 'beg' }, { type: 'gift' }]);
 * view(game).phase; // 'play'
 * ```
 */
export function replay(options: GameOptions, moves: readonly Move[]): GameState {
  try {
    const start = firstState(resolveOptions(options));
    return playAll(start, movesOnce(moves)) as unknown as GameState;
  } catch (e) {
    throw ours(e);
  }
}

/**
 * A record's options as this revision reads them: a record written before revision 2 lacks all of
 * `direction`, `kick`, `hangJack` and `giftMayWin`, and played the game they give at their
 * defaults. A record that has some of them and not the others is no record either revision wrote.
 */
function withRevision2(options: unknown): unknown {
  if (!isObject(options) || Object.keys(REVISION_2_DEFAULTS).some((key) => key in options)) return options;
  return { ...options, ...REVISION_2_DEFAULTS };
}

/**
 * The state of a game record — `{ format, options, decks, moves }` — with every field checked: the
 * format, every option (all of them, the seed included; the four revision 2 added may all be
 * missing, as in a record written before it, and are then at their defaults), decks that are
 * permutations of the 52 cards, and every move, replayed in turn.
 * @throws {@link StateError} for anything that is not such a record.
 */
export function stateOfRecord(data: unknown): State {
  try {
    const record = exactKeys(data, ['format', 'options', 'decks', 'moves'], 'the record');
    if (record.format !== FORMAT)
      throw new StateError(`unknown format ${describe(record.format)}: expected "${FORMAT}"`);
    const options = exactKeys(withRevision2(record.options), RECORD_OPTION_KEYS, 'options');
    if (!Array.isArray(record.decks)) throw new StateError(`decks must be an array, got ${describe(record.decks)}`);
    if (!Array.isArray(record.moves)) throw new StateError(`moves must be an array, got ${describe(record.moves)}`);
    if (options.seed === undefined) throw new StateError('options.seed must be an integer or a string');
    return playAll(
      firstState(resolveOptions({ ...(options as GameOptions), decks: record.decks as never })),
      record.moves,
    );
  } catch (e) {
    if (e instanceof StateError) throw e;
    if (e instanceof ShichinarabeError) throw new StateError(`invalid record: ${e.message}`, { cause: e });
    throw new StateError('invalid record', { cause: e });
  }
}
