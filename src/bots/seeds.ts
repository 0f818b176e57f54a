/**
 * Seeds for in-process play: a secret seed drawn from `globalThis.crypto` when none is given, and
 * seeds derived one way (SHA-256) from a match seed, so that a bot's generator or a deal's seed
 * tells nothing of the match seed or of the other seeds derived from it.
 * @module
 */
import { ShichinarabeError } from '../shared/errors.js';
import type { Seed } from '../shared/random.js';

/** Some state of a `globalThis.crypto` (browsers and Node ≥ 18 both have it). */
interface CryptoLike {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/** A secret 128-bit seed (32 hex digits) drawn from `globalThis.crypto`. */
export function secretSeed(): string {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (crypto === undefined) throw new ShichinarabeError('no globalThis.crypto to draw a secret seed from: give a seed');
  const words = crypto.getRandomValues(new Uint32Array(4));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/** SHA-256's round constants. */
const K256 = Uint32Array.from(
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((h) => Number.parseInt(h, 16)),
);

/** SHA-256 of a byte array, as 64 hex digits (FIPS 180-4; synchronous, so it runs anywhere). */
function sha256(bytes: readonly number[]): string {
  const h = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const bits = bytes.length * 8;
  const data = [...bytes, 0x80];
  while (data.length % 64 !== 56) data.push(0);
  for (let i = 7; i >= 0; i--) data.push(i >= 4 ? 0 : (bits >>> (8 * i)) & 0xff); // lengths below 2³² bits
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));
  for (let at = 0; at < data.length; at += 64) {
    for (let i = 0; i < 16; i++) {
      const j = at + 4 * i;
      w[i] =
        ((data[j] as number) << 24) |
        ((data[j + 1] as number) << 16) |
        ((data[j + 2] as number) << 8) |
        (data[j + 3] as number);
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
    }
    let [a, b, c, d, e, f, g, k] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const e0 = e as number;
      const a0 = a as number;
      const t1 =
        ((k as number) +
          (rotr(e0, 6) ^ rotr(e0, 11) ^ rotr(e0, 25)) +
          ((e0 & (f as number)) ^ (~e0 & (g as number))) +
          (K256[i] as number) +
          (w[i] as number)) |
        0;
      const t2 =
        ((rotr(a0, 2) ^ rotr(a0, 13) ^ rotr(a0, 22)) +
          ((a0 & (b as number)) ^ (a0 & (c as number)) ^ ((b as number) & (c as number)))) |
        0;
      k = g;
      g = f;
      f = e;
      e = ((d as number) + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    const next = [a, b, c, d, e, f, g, k] as number[];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as number) + (next[i] as number)) | 0;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}

/**
 * A seed derived one way from `seed` and `parts`: the SHA-256 of them (each as its length and its
 * UTF-16 code units), so that knowing a derived seed, or a generator seeded with it, tells nothing
 * of `seed` or of the seeds derived with other parts.
 */
export function derive(seed: Seed, ...parts: (string | number)[]): string {
  const bytes: number[] = [];
  for (const part of [String(seed), ...parts.map(String)]) {
    bytes.push(
      (part.length >>> 24) & 0xff,
      (part.length >>> 16) & 0xff,
      (part.length >>> 8) & 0xff,
      part.length & 0xff,
    );
    for (let i = 0; i < part.length; i++) {
      const u = part.charCodeAt(i);
      bytes.push(u >>> 8, u & 0xff);
    }
  }
  return sha256(bytes);
}
