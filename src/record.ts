/**
 * Game records: `serialize`, `deserialize` and `replay`. A record is JSON text —
 * `{ "format": "shichinarabe/1", "options": {…}, "deal": { "hands", "table" }, "moves": [...] }` —
 * the interchange format for logs, bot competitions and other languages.
 * @module
 */
import { cardName, describe, JOKER } from './cards.js';
import { cells } from './cardset.js';
import { IllegalMoveError, ours, ShichinarabeError, StateError } from './errors.js';
import { applyMove, createGame } from './play.js';
import { canonicalMove, movesOf } from './log.js';
import { asState, FORMAT, type State } from './state.js';
import type { Card, GameOptions, GameState, Move } from './types.js';

/**
 * Writes a game as a JSON game record: every option resolved (without seed, hands and table),
 * the deal as it was made (before any 7 is laid out and before any death), and the moves.
 * @example
 * ```ts
 * import { createGame, deserialize, serialize } from 'shichinarabe';
 * const text = serialize(createGame({ seed: 1 }));
 * JSON.parse(text).format; // 'shichinarabe/1'
 * deserialize(text); // the same game
 * ```
 */
export function serialize(state: GameState): string {
  try {
    return recordOf(asState(state));
  } catch (e) {
    throw ours(e);
  }
}

function recordOf(s: State): string {
  const g = s.game;
  const hands = Array.from({ length: g.players }, (_, p) => {
    const hand = cells(g.dealt[2 * p] as number, g.dealt[2 * p + 1] as number).map(cardName);
    if (g.deal.joker === p) hand.push(cardName(JOKER));
    return hand;
  });
  const table = cells(g.deal.tableLo, g.deal.tableHi).map(cardName);
  return JSON.stringify({
    format: FORMAT,
    options: g.options,
    deal: { hands, table },
    moves: movesOf(s).map(canonicalMove),
  });
}

const RECORD_KEYS = ['format', 'options', 'deal', 'moves'];
const OPTION_KEYS = {
  classic: ['variant', 'players', 'start', 'firstPlayer', 'passLimit', 'freePass', 'tunnel', 'jokers', 'jokerPlay'],
  kill: ['variant', 'players', 'start', 'firstPlayer', 'passLimit', 'freePass', 'kill'],
};
const KILL_KEYS = ['maxGroup', 'threeWallGroups', 'extraTurn', 'death', 'diagonal', 'tiebreak'];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Checks that an object has exactly these keys. */
function exactKeys(x: unknown, keys: readonly string[], what: string): Record<string, unknown> {
  if (!isObject(x)) throw new StateError(`${what} must be an object, got ${describe(x)}`);
  const have = Object.keys(x);
  for (const key of have) if (!keys.includes(key)) throw new StateError(`${what} has an unknown key "${key}"`);
  for (const key of keys) if (!(key in x)) throw new StateError(`${what} lacks "${key}"`);
  return x;
}

/**
 * Reads a game record made by {@link serialize} (or by another program that writes the format),
 * validating everything: the format, every option, a deal that uses every card exactly once,
 * and every move, replayed in turn.
 * @throws {@link StateError} for anything that is not such a record.
 * @example
 * ```ts
 * import { createGame, deserialize, serialize, view } from 'shichinarabe';
 * const game = deserialize(serialize(createGame({ seed: 2 })));
 * view(game).current; // the player to move
 * ```
 */
export function deserialize(text: string): GameState {
  if (typeof text !== 'string') throw new StateError(`deserialize expects JSON text, got ${describe(text)}`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StateError('not JSON text');
  }
  const record = exactKeys(data, RECORD_KEYS, 'the record');
  if (record.format !== FORMAT) throw new StateError(`unknown format ${describe(record.format)}: expected "${FORMAT}"`);
  const options = isObject(record.options) ? record.options : exactKeys(record.options, [], 'options');
  const variant = options.variant === 'kill' ? 'kill' : 'classic';
  exactKeys(options, OPTION_KEYS[variant], 'options');
  if (variant === 'kill') exactKeys(options.kill, KILL_KEYS, 'options.kill');
  const deal = exactKeys(record.deal, ['hands', 'table'], 'deal');
  if (!Array.isArray(record.moves)) throw new StateError(`moves must be an array, got ${describe(record.moves)}`);
  try {
    return replay(
      { ...(options as GameOptions), hands: deal.hands as Card[][], table: deal.table as Card[] },
      record.moves as Move[],
    );
  } catch (e) {
    if (e instanceof StateError) throw e;
    if (e instanceof ShichinarabeError) throw new StateError(`invalid record: ${e.message}`, { cause: e });
    throw new StateError('invalid record', { cause: e });
  }
}

/**
 * Plays a list of moves from the start of a game.
 * @throws `OptionsError` for invalid options, {@link IllegalMoveError} for the first illegal
 * move (its message says which, counting from 0).
 * @example
 * ```ts
 * import { createGame, legalMoves, replay, serialize } from 'shichinarabe';
 * const options = { seed: 11 };
 * const first = legalMoves(createGame(options))[0];
 * const game = replay(options, [first]);
 * ```
 */
export function replay(options: GameOptions, moves: readonly Move[]): GameState {
  let state = createGame(options);
  if (!Array.isArray(moves))
    throw new IllegalMoveError('malformed', `replay expects an array of moves, got ${describe(moves)}`);
  let list: unknown[];
  try {
    list = Array.from(moves as unknown[]); // read the caller's array once (it may be a Proxy)
  } catch {
    throw new IllegalMoveError('malformed', 'replay could not read its list of moves');
  }
  for (let i = 0; i < list.length; i++) {
    try {
      state = applyMove(state, list[i] as Move);
    } catch (e) {
      if (e instanceof IllegalMoveError) throw new IllegalMoveError(e.code, `move ${i}: ${e.message}`);
      throw e;
    }
  }
  return state;
}
