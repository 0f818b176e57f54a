/**
 * The family's games as the command sees them: each game's engine object, its name for people,
 * the options `--options` may not set, and the checked options of `--variant`, `--players` and
 * `--options`. Everything else in the command is written once over the `Engine` type.
 * @module
 */
import { type Engine, type GameName, sevens, ShichinarabeError } from '../index.js';
import { sevenBridge } from '../seven-bridge/index.js';
import { sevenUp } from '../seven-up/index.js';
import { firstLine, UsageError } from './args.js';

/** The games, in the order `--game` lists them. */
export const GAME_NAMES: readonly GameName[] = ['sevens', 'seven-bridge', 'seven-up'];

/** Each game's engine object. */
export const ENGINES: Readonly<Record<GameName, Engine>> = {
  sevens: sevens as unknown as Engine,
  'seven-bridge': sevenBridge as unknown as Engine,
  'seven-up': sevenUp as unknown as Engine,
};

/** Each game's name for people. */
export const TITLES: Readonly<Record<GameName, string>> = {
  sevens: 'Sevens',
  'seven-bridge': 'Seven Bridge',
  'seven-up': 'Seven Up',
};

/** The players a game takes. */
export const PLAYERS: Readonly<Record<GameName, readonly [number, number]>> = {
  sevens: [2, 8],
  'seven-bridge': [2, 6],
  'seven-up': [2, 4],
};

/** The game of `--game` (default Sevens), or a {@link UsageError}. */
export function gameOf(text: string | undefined): GameName {
  if (text === undefined) return 'sevens';
  const t = text.trim().toLowerCase();
  if ((GAME_NAMES as readonly string[]).includes(t)) return t as GameName;
  throw new UsageError(`--game must be sevens, seven-bridge or seven-up, not "${text}"`);
}

/**
 * The options the command sets itself, which `--options` may not: the seed always (`--seed`),
 * the players in a match (`--players`), and what fixes the cards (Sevens' `hands` and `table`,
 * the other games' `decks`).
 */
export function forbiddenOptions(game: GameName, match: boolean): string[] {
  const cards = game === 'sevens' ? ['hands', 'table'] : ['decks'];
  return ['seed', ...cards, ...(match ? ['players'] : [])];
}

/**
 * The game options of `--variant` (Sevens only), `--players` and `--options`, checked by the
 * game's own `createGame` (an `OptionsError` becomes a {@link UsageError}, the library's words).
 */
export function optionsOf(
  game: GameName,
  variant: string | undefined,
  players: number | undefined,
  json: Record<string, unknown>,
): Record<string, unknown> {
  const options: Record<string, unknown> = { ...json };
  if (variant !== undefined) {
    if (game !== 'sevens') {
      throw new UsageError(`--variant is for Sevens only; set ${TITLES[game]}'s rules with --options`);
    }
    if (variant !== 'classic' && variant !== 'kill') {
      throw new UsageError(`--variant must be classic or kill, not "${variant}"`);
    }
    if (json.variant !== undefined && json.variant !== variant) {
      throw new UsageError(`--variant ${variant} contradicts "variant" in --options`);
    }
    options.variant = variant;
  }
  if (players !== undefined) {
    const [lo, hi] = PLAYERS[game];
    if (players < lo || players > hi) {
      throw new UsageError(`${TITLES[game]} takes ${lo} to ${hi} players, not ${players}`);
    }
    options.players = players;
  }
  try {
    ENGINES[game].createGame({ ...options, seed: 'check' });
  } catch (e) {
    if (e instanceof ShichinarabeError) throw new UsageError(firstLine(e.message));
    throw e;
  }
  return options;
}

/**
 * The rules of a game as its bots are told them: the options of its game record, every option
 * resolved, without the seed (the seed of a deal would tell a bot every hidden card).
 */
export function rulesForBots(engine: Engine, state: unknown): Record<string, unknown> {
  const options = { ...(JSON.parse(engine.serialize(state)) as { options: Record<string, unknown> }).options };
  delete options.seed;
  return options;
}

/** The game a record is of, from its `format`, or `null`. */
export function gameOfRecord(record: unknown): GameName | null {
  const format = (record as { format?: unknown } | null)?.format;
  if (format === 'shichinarabe/1') return 'sevens';
  if (format === 'shichinarabe/seven-bridge/1') return 'seven-bridge';
  if (format === 'shichinarabe/seven-up/1') return 'seven-up';
  return null;
}
