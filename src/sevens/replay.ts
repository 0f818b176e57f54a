/**
 * From a game record to a state: `replay` plays a list of moves from the start of a game, and
 * `stateOfRecord` checks every field of a record (parsed from JSON, or read off a state the
 * library did not make) and replays it — the one way in for data the library did not produce.
 * @module
 */
import { describe, IllegalMoveError, ShichinarabeError, StateError } from '../shared/errors.js';
import { legalCode } from './check.js';
import { firstState } from './game.js';
import { KILL_OPTION_KEYS, RECORD_OPTION_KEYS, resolveOptions } from './options.js';
import { FORMAT, type State } from './state.js';
import { next } from './step.js';
import type { GameOptions, GameState, Move } from './types.js';
import { exactKeys, isObject, movesOnce, playMoves } from '../shared/replay.js';

/** Plays the moves of `list` in turn from `s`. @throws `IllegalMoveError` naming the first illegal move (from 0). */
const playAll = (s: State, list: readonly unknown[]): State =>
  playMoves(s, list, (state, move) => next(state, legalCode(state, move)));

/**
 * Plays a list of moves from the start of a game.
 * @throws `OptionsError` for invalid options, {@link IllegalMoveError} for the first illegal
 * move (its message says which, counting from 0).
 * @example
 * ```ts
 * import { createGame, legalMoves, replay } from 'shichinarabe';
 * const options = { seed: 11 };
 * const first = legalMoves(createGame(options))[0];
 * const game = replay(options, [first]);
 * ```
 */
export function replay(options: GameOptions, moves: readonly Move[]): GameState {
  const start = firstState(resolve(options));
  return playAll(start, movesOnce(moves)) as unknown as GameState;
}

function resolve(options: GameOptions): ReturnType<typeof resolveOptions> {
  try {
    return resolveOptions(options);
  } catch (e) {
    if (e instanceof ShichinarabeError) throw e;
    throw new StateError('the options could not be read', { cause: e });
  }
}

const RECORD_KEYS = ['format', 'options', 'deal', 'moves'];

/**
 * The state of a game record — `{ format, options, deal: { hands, table }, moves }` — with every
 * field checked: the format, every option (as a record writes them), a deal that uses every card
 * exactly once, and every move, replayed in turn.
 * @throws {@link StateError} for anything that is not such a record.
 */
export function stateOfRecord(data: unknown): State {
  try {
    const record = exactKeys(data, RECORD_KEYS, 'the record');
    if (record.format !== FORMAT) {
      throw new StateError(`unknown format ${describe(record.format)}: expected "${FORMAT}"`);
    }
    const options = record.options;
    if (!isObject(options)) throw new StateError(`options must be an object, got ${describe(options)}`);
    const variant = options.variant === 'kill' ? 'kill' : 'classic';
    exactKeys(options, RECORD_OPTION_KEYS[variant], 'options');
    if (variant === 'kill') exactKeys(options.kill, KILL_OPTION_KEYS, 'options.kill');
    const deal = exactKeys(record.deal, ['hands', 'table'], 'deal');
    if (!Array.isArray(record.moves)) throw new StateError(`moves must be an array, got ${describe(record.moves)}`);
    return playAll(
      firstState(
        resolveOptions({ ...(options as GameOptions), hands: deal.hands as never, table: deal.table as never }),
      ),
      record.moves,
    );
  } catch (e) {
    if (e instanceof StateError) throw e;
    if (e instanceof ShichinarabeError) throw new StateError(`invalid record: ${e.message}`, { cause: e });
    throw new StateError('invalid record', { cause: e });
  }
}
