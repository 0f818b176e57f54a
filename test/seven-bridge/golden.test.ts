/**
 * Seven Bridge golden transcripts: each seeded game of golden.ts, replayed in memory, must match
 * test/seven-bridge/golden/<name>.txt verbatim (the deals, every move and what it did, the melds,
 * the hands at the end of each round, the score and the record).
 *
 * A mismatch means the library now deals, plays, reports or scores differently: inspect the diff;
 * only if the change is intended, run `npx tsx test/seven-bridge/golden.ts --write` and review the
 * rewritten transcripts in the commit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as sb from '../../src/seven-bridge/index.js';
import { GOLDEN_CASES, playCase } from './golden.js';
import { canonical } from './reference-compare.js';
import { type RefMove, type RefOptions, refApply, refResolve, refScore, refStart } from './reference.js';

describe('Seven Bridge golden transcripts', () => {
  for (const c of GOLDEN_CASES) {
    test(`${c.name}: ${c.title}`, () => {
      const expected = readFileSync(new URL(`./golden/${c.name}.txt`, import.meta.url), 'utf8');
      const { text, features } = playCase(c);
      expect(text, `test/seven-bridge/golden/${c.name}.txt differs from the game the library plays now`).toBe(expected);
      // the seed was chosen so that the game shows these rules
      expect(c.requires.filter((f) => !features.has(f))).toEqual([]);
      // the record at the end replays to the same game
      const record =
        expected
          .trimEnd()
          .split('\n')
          .at(-1)
          ?.replace(/^record: /, '') ?? '';
      expect(sb.serialize(sb.deserialize(record))).toBe(record);
      // and the reference engine, given its decks and moves, scores it the same
      const { options, decks, moves } = JSON.parse(record) as {
        options: RefOptions;
        decks: string[][];
        moves: RefMove[];
      };
      const ref = moves.reduce(refApply, refStart(refResolve(options), decks));
      expect(canonical(refScore(ref))).toBe(canonical(sb.score(sb.deserialize(record))));
    });
  }
});
