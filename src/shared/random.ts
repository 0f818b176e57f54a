/**
 * The library's seeded pseudo-random generator (sfc32, seeded by a 128-bit string hash). The deal
 * uses it, and bots and simulations can too; the same seed always gives the same sequence, on
 * every platform, within a major version.
 *
 * The deal draws through this module's own functions, never through `Random`'s methods, so code
 * that replaces `Random.prototype.shuffle` or `next` (an in-process bot can reach the class as
 * `rng.constructor`) cannot watch a deal being made.
 * @module
 */
import { describe, ShichinarabeError } from './errors.js';

/**
 * A seed: any integer or string (the integer `1` and the string `'1'` are the same seed).
 * @example
 * ```ts
 * import { createGame, Random, type Seed } from 'shichinarabe';
 * const seed: Seed = 'league-7/game-3';
 * createGame({ seed }); // the same deal every time
 * new Random(seed).int(10);
 * ```
 */
export type Seed = number | string;

/** Hashes a string to four 32-bit words (a murmur-style mix over its UTF-16 code units). */
function hash128(text: string): [number, number, number, number] {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = 0x85a308d3;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    a = b ^ Math.imul(a ^ k, 597399067);
    b = c ^ Math.imul(b ^ k, 2869860233);
    c = d ^ Math.imul(c ^ k, 951274213);
    d = a ^ Math.imul(d ^ k, 2716044179);
  }
  a = Math.imul(c ^ (a >>> 18), 597399067);
  b = Math.imul(d ^ (b >>> 22), 2869860233);
  c = Math.imul(a ^ (c >>> 17), 951274213);
  d = Math.imul(b ^ (d >>> 19), 2716044179);
  return [(a ^ b ^ c ^ d) | 0, (b ^ a) | 0, (c ^ a) | 0, (d ^ a) | 0];
}

/** A seed as given, or a random one without; a value that is neither a number nor a string is refused. */
function seedOf(seed: Seed | undefined): Seed {
  if (seed === undefined) return randomSeed();
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw new ShichinarabeError(`a seed is an integer or a string, got ${describe(seed)}`);
  }
  return seed;
}

/**
 * Shuffles `items` in place with a generator seeded by `seed`: exactly
 * `new Random(seed).shuffle(items)`. Internal: the deal's shuffle. It is written out here, on local
 * variables, rather than through `Random`, whose methods code in the same process can replace (an
 * in-process bot can reach the class as `rng.constructor`): nothing can watch a deal being made.
 */
export function shuffleSeeded<T>(seed: Seed | undefined, items: T[]): void {
  const state = hash128(String(seedOf(seed)));
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  // sfc32, as in `Random.next`: 12 outputs discarded after seeding (the `i > length - 1` turns),
  // then Fisher–Yates from the end, each swap index drawn as `int(i + 1)` would
  for (let i = items.length + 11; i > 0; i--) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    if (i >= items.length) continue;
    const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
    const item = items[i] as T;
    items[i] = items[j] as T;
    items[j] = item;
  }
}

/**
 * A small, fast, seedable random generator (sfc32). It is mutable: each call advances it;
 * `clone()` forks an independent copy with the same future.
 *
 * @example
 * ```ts
 * import { Random } from 'shichinarabe';
 * const rng = new Random('tournament-1');
 * rng.int(6); // 0..5, the same every run for this seed
 * ```
 */
export class Random {
  // Declared, not defined: the constructor sets them, so V8 sees four integer fields from the start.
  declare private a: number;
  declare private b: number;
  declare private c: number;
  declare private d: number;

  /**
   * Seeds the generator from an integer or a string; without a seed, from `crypto.getRandomValues`.
   * @throws `ShichinarabeError` for a seed that is neither a number nor a string.
   */
  constructor(seed?: Seed) {
    const state = hash128(String(seedOf(seed))); // indexed, not destructured: no iterator
    this.a = state[0];
    this.b = state[1];
    this.c = state[2];
    this.d = state[3];
    for (let i = 0; i < 12; i++) this.next();
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /**
   * An integer in [0, n), for an integer n from 1 to 2³².
   * @throws `ShichinarabeError` for any other `n`.
   */
  int(n: number): number {
    if (!(typeof n === 'number' && n >= 1 && n <= 4294967296 && Number.isInteger(n))) {
      throw new ShichinarabeError(`Random.int(n) needs an integer n from 1 to 2^32, got ${describe(n)}`);
    }
    return Math.floor(this.float() * n);
  }

  /** An independent copy that will produce the same sequence as this one from now on. */
  clone(): Random {
    const copy = Object.create(Random.prototype) as Random; // same field order as the constructor
    copy.a = this.a;
    copy.b = this.b;
    copy.c = this.c;
    copy.d = this.d;
    return copy;
  }

  /**
   * Shuffles an array in place (Fisher–Yates) and returns it.
   * @throws `ShichinarabeError` when `items` is not an array whose elements can be written
   * (a frozen array, for example); the generator has then not moved.
   */
  shuffle<T>(items: T[]): T[] {
    if (!Array.isArray(items) || Object.isFrozen(items)) {
      throw new ShichinarabeError(`Random.shuffle needs an array it may change, got ${describe(items)}`);
    }
    // The same steps as `int(i + 1)` on `next()`, with the generator held in locals: twice as fast.
    let a = this.a;
    let b = this.b;
    let c = this.c;
    let d = this.d;
    try {
      for (let i = items.length - 1; i > 0; i--) {
        const t = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (((c << 21) | (c >>> 11)) + t) | 0;
        const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
        const item = items[i] as T;
        items[i] = items[j] as T;
        items[j] = item;
      }
    } catch (e) {
      throw new ShichinarabeError('Random.shuffle could not change the array', { cause: e });
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return items;
  }
}

interface CryptoLike {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/** A fresh random 32-bit seed from `globalThis.crypto` (browsers and Node ≥ 18 both have it). */
export function randomSeed(): number {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (crypto === undefined) throw new ShichinarabeError('no globalThis.crypto to draw a random seed from: give a seed');
  return crypto.getRandomValues(new Uint32Array(1))[0] as number;
}
