/**
 * The library's seeded pseudo-random generator (sfc32, seeded by a 128-bit string hash).
 * The deal uses it, and bots and simulations can too; the same seed always gives the same
 * sequence, on every platform, within a major version.
 * @module
 */
import { ShichinarabeError } from './errors.js';

/** A seed: any integer or string (the integer `1` and the string `'1'` are the same seed). */
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
  return [(a ^ b ^ c ^ d) >>> 0, (b ^ a) >>> 0, (c ^ a) >>> 0, (d ^ a) >>> 0];
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

  /** Seeds the generator from an integer or a string; without a seed, from `crypto.getRandomValues`. */
  constructor(seed?: Seed) {
    const [a, b, c, d] = hash128(String(seed ?? randomSeed()));
    // Kept as signed 32-bit integers, which V8 stores unboxed.
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** An integer in [0, n) for 1 ≤ n ≤ 2³². */
  int(n: number): number {
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

  /** Shuffles an array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    // The same steps as `int(i + 1)` on `next()`, with the generator held in locals: twice as fast.
    let a = this.a;
    let b = this.b;
    let c = this.c;
    let d = this.d;
    for (let i = items.length - 1; i > 0; i--) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
      const item = items[i] as T;
      items[i] = items[j] as T;
      items[j] = item;
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
