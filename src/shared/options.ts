/**
 * Reading a caller's options, for every game of the family: each value read once (an object may be
 * a Proxy or have getters that throw), checked, and refused with an {@link OptionsError} naming the
 * option — nothing clamped or guessed, the caller's object never written. Each game's `options.ts`
 * says which options it has and what they mean.
 * @module
 */
import type { GameName } from './engine.js';
import { describe, OptionsError } from './errors.js';
import { randomSeed } from './random.js';
import { refuseOtherGame } from './which-game.js';

/** Throws the {@link OptionsError} of `option` (`''`: the options object itself). */
export const fail = (option: string, message: string): never => {
  throw new OptionsError(option, `${option ? `option ${option}: ` : ''}${message}`);
};

/**
 * Reads an object's own enumerable properties once, into a plain record (getters that throw are
 * reported); a key not in `known` is refused. `name` is the object's own option name (`''` for the
 * options themselves, `'kill'` for a nested one). `game`, given for the options themselves, is the
 * game they are for: a state, view or record of another game passed as options (or record text)
 * is a `StateError` naming that game.
 */
export function snapshot(
  value: unknown,
  name: string,
  known: ReadonlySet<string>,
  game?: GameName,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    if (game !== undefined) refuseOtherGame(value, game);
    return fail(name, `expected an object, got ${describe(value)}`);
  }
  let keys: string[];
  try {
    keys = Object.keys(value);
  } catch {
    return fail(name, 'the object cannot be read');
  }
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const path = name ? `${name}.${key}` : key;
    if (!known.has(key)) {
      if (game !== undefined) refuseOtherGame(value, game);
      fail(path, `unknown option (known: ${[...known].join(', ')})`);
    }
    let v: unknown;
    try {
      v = (value as Record<string, unknown>)[key];
    } catch {
      return fail(path, 'reading it threw');
    }
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** One of `values` (a string or number, compared exactly), or `fallback` when absent. */
export function oneOf<T extends string | number>(name: string, value: unknown, values: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!values.includes(value as T)) {
    const listed = values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(' or ');
    return fail(name, `expected ${listed}, got ${describe(value)}`);
  }
  return value as T;
}

/** An integer from `min` to `max`, or `fallback` when absent. */
export function integer(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value))
    return fail(name, `expected an integer, got ${describe(value)}`);
  if (value < min || value > max) return fail(name, `${value} is out of range ${min}–${max}`);
  return value;
}

/** `true` or `false`, or `fallback` when absent. */
export function boolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') return fail(name, `expected true or false, got ${describe(value)}`);
  return value;
}

/**
 * Reads a caller's array once: its length, then each element (it may be a Proxy; a length over
 * `max` is refused with `tooMany`, e.g. `'at most 100000'`).
 */
export function listOnce(name: string, value: unknown, max: number, what: string, tooMany: string): unknown[] {
  if (!Array.isArray(value)) return fail(name, `expected an array of ${what}, got ${describe(value)}`);
  let length: number;
  try {
    length = value.length;
  } catch {
    return fail(name, 'its length cannot be read');
  }
  if (!(length <= max)) return fail(name, `${length} ${what}: ${tooMany}`);
  const out: unknown[] = [];
  try {
    for (let i = 0; i < length; i++) out.push(value[i]);
  } catch {
    return fail(name, 'reading it threw');
  }
  return out;
}

/** A random seed for a game given none (from `globalThis.crypto`). */
export function drawSeed(): number {
  try {
    return randomSeed();
  } catch {
    return fail('seed', 'no seed was given and there is no globalThis.crypto to draw one from: give a seed');
  }
}
