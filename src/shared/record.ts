/**
 * What the games' records share: JSON text with a `format` that names the game
 * (`shichinarabe/1` Sevens, `shichinarabe/seven-bridge/1`, `shichinarabe/seven-up/1`). Each game
 * reads the rest of its own record.
 * @module
 */
import type { GameName } from './engine.js';
import { describe, StateError } from './errors.js';
import { GAMES, refuseOtherGame } from './which-game.js';

/**
 * Parses a game record's JSON text and checks that it is an object of `game`'s format.
 * @throws {@link StateError} for text that is not JSON, not an object, or of another format
 * (naming the game it belongs to, when it is one of the family's: "a Seven Up record: use
 * shichinarabe/seven-up"); for a state or view of another game instead of text, that game.
 */
export function readRecord(text: unknown, game: GameName): Record<string, unknown> {
  if (typeof text !== 'string') {
    refuseOtherGame(text, game);
    throw new StateError(`deserialize expects JSON text, got ${describe(text)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StateError('not JSON text');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new StateError(`a game record is a JSON object, got ${describe(data)}`);
  }
  const record = data as Record<string, unknown>;
  const { format } = GAMES[game];
  if (record.format !== format) {
    refuseOtherGame(record, game);
    throw new StateError(`not a game record of format ${format} (its format is ${describe(record.format)})`);
  }
  return record;
}
