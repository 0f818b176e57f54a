/**
 * Game records: `serialize` and `deserialize`. A record is JSON text —
 * `{ "format": "shichinarabe/seven-bridge/1", "options": {…}, "decks": [...], "moves": [...] }` —
 * with every option resolved (the seed included), the deck of every round dealt so far (as
 * dealt) followed by any decks given and not yet dealt, and the moves (only their fields, meld
 * cards in meld order).
 * @module
 */
import { ours } from '../shared/errors.js';
import { readRecord } from '../shared/record.js';
import { deckCards } from './deck.js';
import { movesOf } from './history.js';
import { stateOfRecord } from './replay.js';
import { FORMAT, type State } from './state.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';

/**
 * Writes a game as a JSON game record; `deserialize` of it goes on exactly as the game would.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, deserialize, serialize } from 'shichinarabe/seven-bridge';
 * const text = serialize(createGame({ seed: 1 }));
 * JSON.parse(text).format; // 'shichinarabe/seven-bridge/1'
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
  const decks = [];
  for (let r = 1; r <= s.round; r++) decks.push(deckCards(g, r));
  for (let r = s.round; r < g.decks.length; r++) decks.push([...(g.decks[r] as string[])]);
  return JSON.stringify({ format: FORMAT, options: g.options, decks, moves: movesOf(s) });
}

/**
 * Reads a game record made by `serialize` (or another program writing the format), validating
 * everything: the format (another game's record is refused), every option, the decks, and every
 * move, replayed in turn.
 * @throws `StateError` for anything that is not such a record.
 * @example
 * ```ts
 * import { createGame, deserialize, serialize, view } from 'shichinarabe/seven-bridge';
 * const game = deserialize(serialize(createGame({ seed: 2 })));
 * view(game).current; // 0
 * ```
 */
export function deserialize(text: string): GameState {
  try {
    return stateOfRecord(readRecord(text, 'seven-bridge'), true) as unknown as GameState;
  } catch (e) {
    throw ours(e);
  }
}
