/**
 * What the games' records share: JSON text with a `format` that names the game
 * (`shichinarabe/1` Sevens, `shichinarabe/seven-bridge/1`, `shichinarabe/seven-up/1`). Each game
 * reads the rest of its own record.
 * @module
 */
import { describe, StateError } from './errors.js';

/** The record format of each game of the family. */
export const FORMATS = {
  sevens: 'shichinarabe/1',
  'seven-bridge': 'shichinarabe/seven-bridge/1',
  'seven-up': 'shichinarabe/seven-up/1',
} as const;

/**
 * Parses a game record's JSON text and checks that it is an object of the given format.
 * @throws {@link StateError} for text that is not JSON, not an object, or of another format
 * (naming the game it belongs to, when it is one of the family's).
 */
export function readRecord(text: unknown, format: string): Record<string, unknown> {
  if (typeof text !== 'string') throw new StateError(`deserialize expects JSON text, got ${describe(text)}`);
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
  if (record.format !== format) {
    const game = Object.entries(FORMATS).find(([, f]) => f === record.format)?.[0];
    throw new StateError(
      game
        ? `this is a record of ${game} (format ${JSON.stringify(record.format)}), not of this game (${format})`
        : `not a game record of format ${format} (its format is ${describe(record.format)})`,
    );
  }
  return record;
}
