/**
 * The card-set helpers behind the fast Kill rules (`runThrough`, `runLength`, `emptyRows`,
 * `nearLo`/`nearHi`, `blockLo`/`blockHi`), each against a slow, obvious version of itself.
 * The rules themselves are pinned by kill-groups.test.ts and the differential test.
 */
import { describe, expect, test } from 'vitest';
import {
  blockHi,
  blockLo,
  emptyRows,
  FULL_WORD,
  nearHi,
  nearLo,
  runLength,
  runThrough,
} from '../src/shared/cardset.js';
import { Random } from '../src/index.js';

/** The run of set bits of `set` holding `bit`, one bit at a time. */
function slowRun(set: number, bit: number): number {
  let run = bit;
  for (let b = bit << 1; b < 1 << 13 && (set & b) !== 0; b <<= 1) run |= b;
  for (let b = bit >>> 1; b !== 0 && (set & b) !== 0; b >>>= 1) run |= b;
  return run;
}

/** Random card-set words from the library's seeded generator. */
function words(seed: number): () => number {
  const rng = new Random(seed);
  return () => rng.next() & FULL_WORD;
}

/**
 * The lo and hi words of `near`, cell by cell: a cell is near a set when it or one of its 8
 * neighbours (sides and corners, inside the 4×13 table) is in the set.
 */
function slowNear(lo: number, hi: number): [number, number] {
  const inSet = (suit: number, rank: number): boolean =>
    suit >= 0 && suit < 4 && rank >= 0 && rank < 13 && (((suit < 2 ? lo : hi) >>> (16 * (suit & 1) + rank)) & 1) === 1;
  const out = [0, 0];
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 0; rank < 13; rank++) {
      let near = false;
      for (let ds = -1; ds <= 1; ds++) for (let dr = -1; dr <= 1; dr++) near ||= inSet(suit + ds, rank + dr);
      if (near) out[suit >>> 1] = (out[suit >>> 1] as number) | (1 << (16 * (suit & 1) + rank));
    }
  }
  return [(out[0] as number) >>> 0, (out[1] as number) >>> 0];
}

describe('card-set helpers of the Kill rules', () => {
  test('runThrough and runLength: every 13-bit row, every cell of it', () => {
    for (let set = 1; set < 1 << 13; set++) {
      for (let w = set; w !== 0; w &= w - 1) {
        const bit = w & -w;
        const run = slowRun(set, bit);
        if (runThrough(set, bit) !== run) expect(runThrough(set, bit), `${set.toString(2)} ${bit}`).toBe(run);
        let n = 0;
        for (let r = run; r !== 0; r &= r - 1) n++;
        if (runLength(run) !== n) expect(runLength(run)).toBe(n);
      }
    }
  });

  test('emptyRows, nearLo/nearHi and blockLo/blockHi on random sets', () => {
    const rnd = words(7);
    for (let i = 0; i < 20000; i++) {
      // sparse and dense sets
      const lo = i % 2 === 0 ? rnd() & rnd() & rnd() : rnd();
      const hi = i % 3 === 0 ? rnd() & rnd() & rnd() : rnd();
      const rows = [lo & 0x1fff, lo >>> 16, hi & 0x1fff, hi >>> 16];
      const empty = rows.reduce((m, r, k) => (r === 0 ? m | (1 << k) : m), 0);
      expect(emptyRows(lo, hi)).toBe(empty);
      const [nearLoSlow, nearHiSlow] = slowNear(lo, hi);
      expect(nearLo(lo, hi) >>> 0).toBe(nearLoSlow);
      expect(nearHi(lo, hi) >>> 0).toBe(nearHiSlow);
      const columns = rows[i & 3] as number;
      const suits = i & 15;
      const cellsLo = ((suits & 1 ? columns : 0) | (suits & 2 ? columns << 16 : 0)) >>> 0;
      const cellsHi = ((suits & 4 ? columns : 0) | (suits & 8 ? columns << 16 : 0)) >>> 0;
      expect(blockLo(columns, suits) >>> 0).toBe(cellsLo);
      expect(blockHi(columns, suits) >>> 0).toBe(cellsHi);
    }
  });
});
