/**
 * Command-line arguments: `node:util` `parseArgs` in strict mode, with every mistake turned into a
 * {@link UsageError} whose message is one line a person can act on.
 * @module
 */
import { parseArgs } from 'node:util';
import { createGame, type GameOptions, type Lang, ShichinarabeError } from '../index.js';

/**
 * A bad command line: printed as one line (`shichinarabe <command>: <message>`), exit code 2; or,
 * with another exit code, a mistake of the same kind found later (a bot command that cannot start).
 */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** What a command accepts: `parseArgs` options, plus whether positionals are allowed. */
export interface ArgSpec {
  options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;
  positionals?: boolean;
}

/** The parsed command line. */
export interface Parsed {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/**
 * Parses `args` strictly: an unknown option, a missing value, a value given to a flag, a stray
 * positional or an option given twice (other than a repeatable one) is a {@link UsageError}.
 */
export function parse(args: readonly string[], spec: ArgSpec): Parsed {
  let result: ReturnType<typeof parseArgs>;
  try {
    result = parseArgs({
      args: [...args],
      options: spec.options,
      strict: true,
      allowPositionals: spec.positionals === true,
      tokens: true,
    });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // A value that starts with '-' (`--games -1`) reads as an option to parseArgs.
    const dashed = /^Option '(--[\w-]+)(?: <value>)?' argument is ambiguous/.exec(message);
    if (dashed !== null)
      throw new UsageError(`${dashed[1]} needs a value; for one that starts with '-' write ${dashed[1]}=VALUE`);
    // parseArgs adds a hint about `--` to unknown options; the first sentence is the point.
    throw new UsageError(message.split(/\.\s/)[0]?.replace(/\.$/, '') ?? message);
  }
  const seen = new Set<string>();
  for (const token of result.tokens ?? []) {
    if (token.kind !== 'option') continue;
    if (spec.options[token.name]?.multiple !== true && seen.has(token.name)) {
      throw new UsageError(`--${token.name} is given twice`);
    }
    seen.add(token.name);
  }
  return { values: result.values as Parsed['values'], positionals: result.positionals };
}

/** The string value of an option, or `undefined`. */
export function str(parsed: Parsed, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A whole number from `--name` within [min, max], or `fallback` when the option is absent. */
export function int(parsed: Parsed, name: string, fallback: number, min: number, max: number): number {
  const text = str(parsed, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`--${name} must be a whole number, not "${text}"`);
  const value = Number(text.trim());
  if (value < min || value > max) throw new UsageError(`--${name} must be between ${min} and ${max}, not ${value}`);
  return value;
}

/** Parses `--options JSON`: an object without the keys in `forbidden`. */
export function jsonOptions(text: string | undefined, forbidden: readonly string[]): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--options is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError('--options must be a JSON object, e.g. \'{"passLimit":5}\'');
  }
  for (const key of forbidden) {
    if (Object.hasOwn(value, key)) throw new UsageError(`--options may not set "${key}"${hintFor(key)}`);
  }
  return value as Record<string, unknown>;
}

function hintFor(key: string): string {
  if (key === 'seed') return ' (use --seed)';
  if (key === 'players') return ' (use --players)';
  if (key === 'variant') return ' (use --variant)';
  if (key === 'decks' || key === 'hands' || key === 'table') return ' (the cards are dealt from --seed)';
  return '';
}

/**
 * Sevens' game options of `--variant`, `--players` and `--options`, checked by the library
 * (an `OptionsError` becomes a {@link UsageError} naming the option). The command's own
 * commands use `optionsOf` of `games.ts`, for every game; `npm run tournament` uses this.
 */
export function gameOptions(
  variant: string | undefined,
  players: number | undefined,
  json: Record<string, unknown>,
): GameOptions {
  if (variant !== undefined && variant !== 'classic' && variant !== 'kill') {
    throw new UsageError(`--variant must be classic or kill, not "${variant}"`);
  }
  const options = { ...json } as GameOptions & Record<string, unknown>;
  if (variant !== undefined) {
    if (json.variant !== undefined && json.variant !== variant) {
      throw new UsageError(`--variant ${variant} contradicts "variant" in --options`);
    }
    options.variant = variant;
  }
  if (players !== undefined) options.players = players;
  try {
    createGame({ ...options, seed: 'check' });
  } catch (e) {
    if (e instanceof ShichinarabeError) throw new UsageError(firstLine(e.message));
    throw e;
  }
  return options;
}

/** The first line of a message. */
export function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}

/** The language of `--lang` (default English), or a {@link UsageError}. */
export function langOf(text: string | undefined): Lang {
  if (text === undefined) return 'en';
  const t = text.trim().toLowerCase();
  if (t === 'en' || t === 'ja') return t;
  throw new UsageError(`--lang must be en or ja, not "${text}"`);
}
