/**
 * Game records: `serialize` and `deserialize`. A record is JSON text —
 * `{ "format": "shichinarabe/1", "options": {…}, "deal": { "hands", "table" }, "moves": [...] }` —
 * the interchange format for logs, bot competitions and other languages.
 * @module
 */
import { cardName, cardsIn, JOKER } from './cards.js';
import { ours } from '../shared/errors.js';
import { readRecord } from '../shared/record.js';
import { movesOf } from './history.js';
import { stateOfRecord } from './replay.js';
import { FORMAT, type State } from './state.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';

/**
 * Writes a game as a JSON game record: every option resolved (without seed, hands and table),
 * the deal as it was made (before any 7 is laid out and before any death), and the moves.
 * @throws {@link StateError} when `state` is not a game state.
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
    return recordOf(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}

function recordOf(s: State): string {
  const g = s.game;
  const words = g.deal.hands;
  const hands = Array.from({ length: g.players }, (_, p) => {
    const hand = cardsIn(words[2 * p] as number, words[2 * p + 1] as number);
    if (g.deal.joker === p) hand.push(cardName(JOKER));
    return hand;
  });
  return JSON.stringify({
    format: FORMAT,
    options: g.options,
    deal: { hands, table: cardsIn(g.deal.tableLo, g.deal.tableHi) },
    moves: movesOf(s),
  });
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
  return stateOfRecord(readRecord(text, 'sevens')) as unknown as GameState;
}
