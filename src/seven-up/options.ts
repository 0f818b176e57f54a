/**
 * Options: what a caller passes to `createGame`, validated into the resolved options a game record
 * writes and the decks given. Nothing is clamped or guessed and the caller's objects are never
 * modified: any fault throws an {@link OptionsError} naming the option.
 * @module
 */
import { cardNumber, JOKER } from '../shared/cards.js';
import { describe, OptionsError } from '../shared/errors.js';
import { randomSeed, type Seed } from '../shared/random.js';
import type { GameOptions, Low, RecordOptions } from './types.js';

/** Validated options: the record's options and the decks given (cells, one deck per deal). */
export interface Setup {
  readonly options: RecordOptions;
  readonly decks: readonly (readonly number[])[];
}

/** The keys of a record's `options`, in the order it writes them. */
export const RECORD_OPTION_KEYS: readonly string[] = ['players', 'partnerships', 'seed', 'dealer', 'target', 'low'];
const KNOWN: ReadonlySet<string> = new Set([...RECORD_OPTION_KEYS, 'decks']);

/** The most decks a game (or a record) may give: far more than any game deals. */
export const MAX_DECKS = 100_000;

const fail = (option: string, message: string): never => {
  throw new OptionsError(option, `${option ? `option ${option}: ` : ''}${message}`);
};

/** Reads an object's own enumerable properties once (getters that throw are reported). */
function snapshot(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('', `the options are an object, got ${describe(value)}`);
  }
  let keys: string[];
  try {
    keys = Object.keys(value);
  } catch {
    return fail('', 'the options object cannot be read');
  }
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!KNOWN.has(key)) fail(key, `unknown option (known: ${[...KNOWN].join(', ')})`);
    let v: unknown;
    try {
      v = (value as Record<string, unknown>)[key];
    } catch {
      return fail(key, 'reading it threw');
    }
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function integer(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value))
    return fail(name, `expected an integer, got ${describe(value)}`);
  if (value < min || value > max) return fail(name, `${value} is out of range ${min}–${max}`);
  return value;
}

/** Reads a caller's array once (it may be a Proxy; a huge length is refused). */
function listOnce(name: string, value: unknown, max: number, what: string): unknown[] {
  if (!Array.isArray(value)) return fail(name, `expected an array of ${what}, got ${describe(value)}`);
  let length: number;
  try {
    length = value.length;
  } catch {
    return fail(name, 'its length cannot be read');
  }
  if (!(length <= max)) return fail(name, `${length} ${what}: at most ${max}`);
  const out: unknown[] = [];
  try {
    for (let i = 0; i < length; i++) out.push(value[i]);
  } catch {
    return fail(name, 'reading it threw');
  }
  return out;
}

/** A deck: the 52 cards, each exactly once, as cells. */
function deckOf(name: string, value: unknown): number[] {
  const list = listOnce(name, value, 52, 'cards');
  if (list.length !== 52) fail(name, `a deck holds the 52 cards, got ${list.length}`);
  const cells: number[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < 52; i++) {
    const cell = cardNumber(list[i]);
    if (cell < 0 || cell === JOKER) {
      fail(`${name}[${i}]`, `${describe(list[i])} is not one of the 52 cards (write e.g. "7D", "TH"; no joker)`);
    }
    if (seen.has(cell)) fail(`${name}[${i}]`, `${String(list[i])} is in the deck twice`);
    seen.add(cell);
    cells.push(cell);
  }
  return cells;
}

/** The decks given, as cells. */
export function decksOf(name: string, value: unknown): number[][] {
  if (value === undefined) return [];
  return listOnce(name, value, MAX_DECKS, 'decks').map((deck, i) => deckOf(`${name}[${i}]`, deck));
}

/** A random seed for a game given none. */
function drawSeed(): number {
  try {
    return randomSeed();
  } catch {
    return fail('seed', 'no seed was given and there is no globalThis.crypto to draw one from: give a seed');
  }
}

/**
 * Validates `createGame` options.
 * @throws {@link OptionsError}
 */
export function resolveOptions(input: GameOptions | undefined): Setup {
  const o = input === undefined ? {} : snapshot(input);
  const players = integer('players', o.players, 2, 4, 4);
  let partnerships = false;
  if (o.partnerships !== undefined) {
    if (typeof o.partnerships !== 'boolean')
      fail('partnerships', `expected true or false, got ${describe(o.partnerships)}`);
    partnerships = o.partnerships as boolean;
  }
  if (partnerships && players !== 4) fail('partnerships', `partnerships need 4 players, not ${players}`);
  const seed = o.seed;
  if (seed !== undefined && typeof seed !== 'string' && !(typeof seed === 'number' && Number.isInteger(seed))) {
    fail('seed', `expected an integer or a string, got ${describe(seed)}`);
  }
  const dealer = integer('dealer', o.dealer, 0, players - 1, 0);
  const target = integer('target', o.target, 1, 50, 7);
  let low: Low = 'taker';
  if (o.low !== undefined) {
    if (o.low !== 'taker' && o.low !== 'holder') fail('low', `expected 'taker' or 'holder', got ${describe(o.low)}`);
    low = o.low as Low;
  }
  const decks = decksOf('decks', o.decks);
  const resolvedSeed: Seed = (seed as Seed | undefined) ?? drawSeed();
  return { options: { players, partnerships, seed: resolvedSeed, dealer, target, low }, decks };
}
