/** The games the page plays, each loaded only when shown (its code is a chunk of its own). */
import type { GameName } from 'shichinarabe';
import type { Game } from './game.js';

export const GAME_NAMES: readonly GameName[] = ['sevens', 'seven-bridge', 'seven-up'];

const loaders: Record<GameName, () => Promise<Game>> = {
  sevens: async () => (await import('../sevens/game.js')).sevensGame,
  'seven-bridge': async () => (await import('../seven-bridge/game.js')).sevenBridgeGame,
  'seven-up': async () => (await import('../seven-up/game.js')).sevenUpGame,
};

/** The game named `name` (a game of the family). */
export function loadGame(name: GameName): Promise<Game> {
  return loaders[name]();
}

/** The game a record is of, by its `format`; `null` for none of ours. */
export function gameOfFormat(format: unknown): GameName | null {
  if (format === 'shichinarabe/1') return 'sevens';
  if (format === 'shichinarabe/seven-bridge/1') return 'seven-bridge';
  if (format === 'shichinarabe/seven-up/1') return 'seven-up';
  return null;
}

/** The `game` URL parameter read; a one-line error for anything else. */
export function gameOfParam(text: string | null): GameName | string {
  if (text === null || text.trim() === '') return 'sevens';
  const name = text.trim();
  if ((GAME_NAMES as readonly string[]).includes(name)) return name as GameName;
  return `game: "${name}" is not a game of the playground (${GAME_NAMES.join(', ')})`;
}
