/**
 * URL parameters of a game whose options are plain fields (Seven Bridge, Seven Up):
 * `?game=seven-up&players=4&seed=42&bots=heuristic,random,ismcts&speed=0&target=11`.
 * Every problem is one line naming the parameter; rule values are left to the library, whose
 * `OptionsError` names the option.
 */

/** Everything a game of the playground is made from. */
export interface Config {
  /** Options for the engine's `createGame`, without `seed`: only those the user set. */
  options: Record<string, unknown>;
  /** The seed of the deal; `null` draws a fresh one for each new game. */
  seed: string | null;
  /** One entry per player: `'human'` or a bot name of the game. */
  seats: string[];
  /** Milliseconds between bot moves; 0 = at once. */
  speed: number;
}

/** A settings field of a game, in the URL and in the controls. */
export interface Field {
  /** The option's key in `createGame`'s options and in the URL. */
  key: string;
  /** How it is read: an integer, a yes/no, or one of `values`. */
  kind: 'integer' | 'boolean' | 'choice';
  /** Its label in the settings, in English and in Japanese. */
  label: string;
  ja: string;
  /**
   * The choices of a `'choice'` field; of a `'boolean'` field, its choices besides yes and no, kept
   * as the string (Seven Bridge's `sevenPenalty: 'each'`).
   */
  values?: readonly string[];
  /** What the library does when the field is left empty. */
  fallback: string;
}

/** A seat played by a person at this page. */
export const HUMAN = 'human';

/** A bad parameter; the message is one line and names it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The default time between bot moves (ms). */
export const DEFAULT_SPEED = 500;

/** What the parser needs to know of a game. */
export interface ParamRules {
  fields: readonly Field[];
  /** Players when none are given, and the range the page accepts (the library checks the rest). */
  players: { fallback: number; min: number; max: number };
  seatProblem(seat: string): string | null;
  defaultBot: string;
}

export function integer(name: string, text: string): number {
  if (!/^-?\d{1,9}$/.test(text.trim())) throw new ConfigError(`${name}: expected an integer, got "${text}"`);
  return Number(text.trim());
}

export function boolean(name: string, text: string): boolean {
  const t = text.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on', ''].includes(t)) return true;
  if (['0', 'false', 'no', 'off'].includes(t)) return false;
  throw new ConfigError(`${name}: expected true or false (1 or 0), got "${text}"`);
}

/** A yes/no field's value: a boolean, or one of its other choices (`values`) as the string. */
function yesNoOr(field: Field, text: string): boolean | string {
  const others = field.values ?? [];
  if (others.includes(text.trim())) return text.trim();
  try {
    return boolean(field.key, text);
  } catch (e) {
    if (others.length === 0) throw e;
    throw new ConfigError(`${field.key}: expected true or false (1 or 0) or ${others.join(' or ')}, got "${text}"`);
  }
}

export function list(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The seats: `seats` names every seat; `bots` names the last seats' bots (the seats before them
 * are human); neither = player 0 human, the others the default bot.
 */
export function seatsFrom(
  seatsText: string | undefined,
  botsText: string | undefined,
  players: number,
  defaultBot: string,
  problem: (seat: string) => string | null,
): string[] {
  if (seatsText !== undefined && botsText !== undefined) throw new ConfigError('give seats or bots, not both');
  let seats: string[];
  if (seatsText !== undefined) {
    seats = list(seatsText);
    if (seats.length !== players) {
      throw new ConfigError(`seats: ${players} players need ${players} seats, got ${seats.length}`);
    }
  } else if (botsText !== undefined) {
    const bots = list(botsText);
    if (bots.length > players) throw new ConfigError(`bots: ${players} players, but ${bots.length} bots`);
    seats = [...Array.from({ length: players - bots.length }, () => HUMAN), ...bots];
  } else {
    seats = Array.from({ length: players }, (_, p) => (p === 0 ? HUMAN : defaultBot));
  }
  for (const seat of seats) {
    const why = problem(seat);
    if (why !== null) throw new ConfigError(`${seatsText !== undefined ? 'seats' : 'bots'}: ${why}`);
  }
  return seats;
}

/** Reads the common parameters and the game's fields; throws ConfigError. */
export function parseFieldParams(params: URLSearchParams, rules: ParamRules): Config {
  const known = ['players', 'seed', 'bots', 'seats', 'speed', ...rules.fields.map((f) => f.key)];
  const seen = new Map<string, string>();
  for (const [key, value] of params) {
    if (!known.includes(key)) throw new ConfigError(`unknown parameter "${key}" (known: game, ${known.join(', ')})`);
    if (seen.has(key)) throw new ConfigError(`${key}: given more than once`);
    seen.set(key, value);
  }
  const options: Record<string, unknown> = {};
  const playersText = seen.get('players');
  if (playersText !== undefined) options.players = integer('players', playersText);
  for (const field of rules.fields) {
    const text = seen.get(field.key);
    if (text === undefined) continue;
    if (field.kind === 'integer') options[field.key] = integer(field.key, text);
    else if (field.kind === 'boolean') options[field.key] = yesNoOr(field, text);
    else options[field.key] = text.trim();
  }
  const players = (options.players as number | undefined) ?? rules.players.fallback;
  const { min, max } = rules.players;
  if (players < min || players > max)
    throw new ConfigError(`players: this game has ${min} to ${max} players, got ${players}`);
  const seats = seatsFrom(seen.get('seats'), seen.get('bots'), players, rules.defaultBot, rules.seatProblem);
  const speedText = seen.get('speed');
  const speed = speedText === undefined ? DEFAULT_SPEED : integer('speed', speedText);
  if (speed < 0 || speed > 60_000)
    throw new ConfigError(`speed: milliseconds between bot moves, 0–60000, got ${speed}`);
  const seedText = seen.get('seed')?.trim();
  return { options, seed: seedText === undefined || seedText === '' ? null : seedText, seats, speed };
}

/** The URL parameters of a configuration (`parseFieldParams` reads them back). */
export function fieldParams(config: Config, seed: string | null, fields: readonly Field[]): URLSearchParams {
  const params = new URLSearchParams();
  const o = config.options;
  if (o.players !== undefined) params.set('players', String(o.players));
  if (seed !== null) params.set('seed', seed);
  const firstBot = config.seats.findIndex((s) => s !== HUMAN);
  const humansFirst = firstBot === -1 || config.seats.slice(firstBot).every((s) => s !== HUMAN);
  if (humansFirst) params.set('bots', config.seats.filter((s) => s !== HUMAN).join(','));
  else params.set('seats', config.seats.join(','));
  params.set('speed', String(config.speed));
  for (const field of fields) {
    const value = o[field.key];
    if (value === undefined) continue;
    params.set(field.key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return params;
}
