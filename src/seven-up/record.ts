/**
 * Game records: `serialize` and `deserialize`. A record is JSON text —
 * `{ "format": "shichinarabe/seven-up/1", "options": {…}, "decks": [...], "moves": [...] }` —
 * the interchange format for logs, bot competitions and other languages.
 * @module
 */
import { cardName } from '../shared/cards.js';
import { ours } from '../shared/errors.js';
import { readRecord } from '../shared/record.js';
import { deckFor } from './decks.js';
import { movesOf } from './history.js';
import { stateOfRecord } from './replay.js';
import { FORMAT, type State } from './state.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';

/**
 * Writes a game as a JSON game record: every option resolved (the seed included), every deck dealt
 * so far (redeals included) followed by any deck given and not yet dealt, and the moves.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, deserialize, serialize } from 'shichinarabe/seven-up';
 * const text = serialize(createGame({ seed: 1 }));
 * JSON.parse(text).format; // 'shichinarabe/seven-up/1'
 * deserialize(text); // the same game
 * ```
 */
export function serialize(state: GameState): string {
  try {
    return recordOf(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}

function recordOf(s: State): string {
  const g = s.game;
  const decks: string[][] = [];
  const total = Math.max(s.deal, g.decks.length);
  for (let k = 1; k <= total; k++) decks.push(deckFor(g, k).map(cardName));
  return JSON.stringify({ format: FORMAT, options: g.options, decks, moves: movesOf(s) });
}

/**
 * Reads a game record made by {@link serialize} (or by another program that writes the format),
 * validating everything: the format, every option, the decks, and every move, replayed in turn.
 * @throws `StateError` for anything that is not such a record (another game's record included).
 * @example
 * ```ts
 * import { createGame, deserialize, serialize, view } from 'shichinarabe/seven-up';
 * const game = deserialize(serialize(createGame({ seed: 2 })));
 * view(game).current; // the player to move
 * ```
 */
export function deserialize(text: string): GameState {
  try {
    return stateOfRecord(readRecord(text, 'seven-up')) as unknown as GameState;
  } catch (e) {
    throw ours(e);
  }
}
