/**
 * The playground's settings and their URL form, so that any game can be linked:
 * `?variant=kill&players=4&seed=42&bots=calm,killer,coward&speed=0`.
 *
 * Game options are passed to `createGame` as given (the library validates them and its
 * `OptionsError` names the option); this module checks only what it must understand itself
 * (the number of seats, their names, the speed) and the form of each value. Every problem is
 * one line naming the parameter.
 */
import { type Card, type GameOptions, type KillOptions, parseCard } from 'shichinarabe';
import { boolean, ConfigError, DEFAULT_SPEED, integer, seatsFrom } from '../shell/params.js';
import { defaultBot, HUMAN, type Seat, seatProblem } from './seats.js';

/** Everything a game of the playground is made from. */
export interface PlaygroundConfig {
  /** Options for `createGame`, without `seed`; only those the user set (the rest are the library's defaults). */
  options: GameOptions;
  /** The seed of the deal; `null` draws a fresh one for each new game. */
  seed: string | null;
  /** One entry per player: `'human'` or a bot name (seats.ts). */
  seats: Seat[];
  /** Milliseconds between bot moves; 0 = at once. */
  speed: number;
}

export { ConfigError, DEFAULT_SPEED };

/** Top-level game options taken from the URL as they are, by kind. */
const STRING_OPTIONS = ['variant', 'start', 'jokerPlay'] as const;
const INTEGER_OPTIONS = ['players', 'firstPlayer', 'jokers'] as const;
const BOOLEAN_OPTIONS = ['freePass', 'tunnel'] as const;
/** Kill options; the URL may write them plain (`maxGroup=4`) or prefixed (`kill.maxGroup=4`). */
const KILL_STRING = ['death', 'diagonal', 'tiebreak'] as const;
const KILL_INTEGER = ['maxGroup'] as const;
const KILL_BOOLEAN = ['threeWallGroups', 'extraTurn'] as const;
const KILL_KEYS: readonly string[] = [...KILL_STRING, ...KILL_INTEGER, ...KILL_BOOLEAN];

/** Every parameter the playground reads, in the order it writes them. */
export const PARAMETERS: readonly string[] = [
  'variant',
  'players',
  'seed',
  'bots',
  'seats',
  'speed',
  'start',
  'firstPlayer',
  'passLimit',
  'freePass',
  'tunnel',
  'jokers',
  'jokerPlay',
  ...KILL_KEYS,
  'table',
  'hands',
];

function cards(name: string, text: string): Card[] {
  const items = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return items.map((item) => {
    try {
      return parseCard(item);
    } catch (error) {
      throw new ConfigError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

const trimmed = (_name: string, text: string): string => text.trim();

/** Sets `into[key]` to `read(key, value)` for each of `keys` given a value in `seen`. */
function copy(
  seen: ReadonlyMap<string, string>,
  keys: readonly string[],
  into: Record<string, unknown>,
  read: (key: string, value: string) => unknown,
): void {
  for (const key of keys) {
    const value = seen.get(key);
    if (value !== undefined) into[key] = read(key, value);
  }
}

/**
 * Reads the settings from URL parameters.
 * @throws ConfigError for an unknown or repeated parameter or a value of the wrong form.
 */
export function parseParams(params: URLSearchParams): PlaygroundConfig {
  const seen = new Map<string, string>();
  for (const [key, value] of params) {
    if (!PARAMETERS.includes(key) && !KILL_KEYS.some((k) => key === `kill.${k}`)) {
      throw new ConfigError(`unknown parameter "${key}" (known: ${PARAMETERS.join(', ')})`);
    }
    const plain = key.startsWith('kill.') ? key.slice(5) : key;
    if (seen.has(plain)) throw new ConfigError(`${plain}: given more than once`);
    seen.set(plain, value);
  }
  const options: GameOptions = {};
  const set = options as Record<string, unknown>;
  copy(seen, STRING_OPTIONS, set, trimmed);
  copy(seen, INTEGER_OPTIONS, set, integer);
  copy(seen, BOOLEAN_OPTIONS, set, boolean);
  const passLimit = seen.get('passLimit');
  if (passLimit !== undefined) {
    options.passLimit = ['none', 'null', 'unlimited', '∞'].includes(passLimit.trim().toLowerCase())
      ? null
      : integer('passLimit', passLimit);
  }
  const kill: Record<string, unknown> = {};
  copy(seen, KILL_STRING, kill, trimmed);
  copy(seen, KILL_INTEGER, kill, integer);
  copy(seen, KILL_BOOLEAN, kill, boolean);
  if (Object.keys(kill).length > 0) options.kill = kill as KillOptions;
  const table = seen.get('table');
  if (table !== undefined) options.table = cards('table', table);
  const hands = seen.get('hands');
  if (hands !== undefined) options.hands = hands.split(';').map((hand, i) => cards(`hands (player ${i})`, hand));

  const players = options.hands?.length ?? options.players ?? 4;
  if (!Number.isInteger(players) || players < 2 || players > 8) {
    throw new ConfigError(`players: a game has 2 to 8 players, got ${players}`);
  }
  const seats = seatsFrom(
    seen.get('seats'),
    seen.get('bots'),
    players,
    defaultBot(options.variant),
    seatProblem,
  ) as Seat[];

  const speedText = seen.get('speed');
  const speed = speedText === undefined ? DEFAULT_SPEED : integer('speed', speedText);
  if (speed < 0 || speed > 60_000)
    throw new ConfigError(`speed: milliseconds between bot moves, 0–60000, got ${speed}`);
  const seedText = seen.get('seed')?.trim();
  return { options, seed: seedText === undefined || seedText === '' ? null : seedText, seats, speed };
}

/** The URL parameters of a configuration (with the seed actually used); `parseParams` reads them back. */
export function toParams(config: PlaygroundConfig, seed: string | null = config.seed): URLSearchParams {
  const params = new URLSearchParams();
  const o = config.options;
  if (o.variant !== undefined) params.set('variant', o.variant);
  if (o.players !== undefined) params.set('players', String(o.players));
  if (seed !== null) params.set('seed', seed);
  const firstBot = config.seats.findIndex((s) => s !== HUMAN);
  const humansFirst = firstBot === -1 || config.seats.slice(firstBot).every((s) => s !== HUMAN);
  if (humansFirst) params.set('bots', config.seats.filter((s) => s !== HUMAN).join(','));
  else params.set('seats', config.seats.join(','));
  params.set('speed', String(config.speed));
  if (o.start !== undefined) params.set('start', o.start);
  if (o.firstPlayer !== undefined) params.set('firstPlayer', String(o.firstPlayer));
  if (o.passLimit !== undefined) params.set('passLimit', o.passLimit === null ? 'none' : String(o.passLimit));
  for (const key of BOOLEAN_OPTIONS) if (o[key] !== undefined) params.set(key, o[key] ? '1' : '0');
  if (o.jokers !== undefined) params.set('jokers', String(o.jokers));
  if (o.jokerPlay !== undefined) params.set('jokerPlay', o.jokerPlay);
  const k = o.kill ?? {};
  for (const key of KILL_STRING) if (k[key] !== undefined) params.set(key, String(k[key]));
  for (const key of KILL_INTEGER) if (k[key] !== undefined) params.set(key, String(k[key]));
  for (const key of KILL_BOOLEAN) if (k[key] !== undefined) params.set(key, k[key] ? '1' : '0');
  if (o.table !== undefined) params.set('table', o.table.join(','));
  if (o.hands !== undefined) params.set('hands', o.hands.map((h) => h.join(',')).join(';'));
  return params;
}
