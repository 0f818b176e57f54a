/**
 * Golden Seven Up games: each seeded game of test/seven-up/golden.ts, played again in memory, must
 * match its transcript test/seven-up/golden/<name>.txt verbatim (deals, moves, turn-ups, trump,
 * points, tricks, awards, the final score and the record).
 *
 * A mismatch means the library now deals, plays, reports or scores differently. Inspect the diff:
 * if the change is intended, run `npx tsx test/seven-up/golden.ts --write` and review the rewritten
 * transcripts in the commit; otherwise it is a regression.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { deserialize, serialize } from '../../src/seven-up/index.js';
import { GOLDEN_CASES, playCase } from './golden.js';

describe('golden Seven Up games', () => {
  for (const c of GOLDEN_CASES) {
    test(`${c.name}: ${c.title}`, () => {
      const expected = readFileSync(new URL(`./golden/${c.name}.txt`, import.meta.url), 'utf8');
      const { text, shown } = playCase(c);
      expect(text, `test/seven-up/golden/${c.name}.txt differs from the game the library plays now`).toBe(expected);
      // the seed was chosen so that the game shows these rules
      expect(c.requires.filter((r) => !shown.has(r))).toEqual([]);
      const record =
        expected
          .trimEnd()
          .split('\n')
          .at(-1)
          ?.replace(/^record: /, '') ?? '';
      expect(serialize(deserialize(record))).toBe(record);
    });
  }
});
