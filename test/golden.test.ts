/**
 * Golden playthroughs: each seeded game of test/golden/transcript.ts, replayed in memory, must
 * match its transcript test/golden/<name>.txt verbatim (the deal, every move and table, the
 * deaths and kills, the final standings and the game record).
 *
 * A mismatch means the library now deals, plays, renders or scores differently. Inspect the
 * diff: if the change is intended, run `npm run golden` to rewrite the transcripts and review
 * them in the commit; otherwise it is a regression.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from '../src/index.js';
import { GOLDEN_CASES, playCase } from './golden/transcript.js';

const HOW_TO_UPDATE =
  'inspect the diff; run `npm run golden` (and review the rewritten transcripts) only if the change is intended';

describe('golden playthroughs', () => {
  for (const c of GOLDEN_CASES) {
    it(`${c.name}: ${c.title}`, () => {
      const file = new URL(`./golden/${c.name}.txt`, import.meta.url);
      const expected = readFileSync(file, 'utf8');
      const { text, events } = playCase(c);
      expect(text, `test/golden/${c.name}.txt differs from the game the library plays now: ${HOW_TO_UPDATE}`).toBe(
        expected,
      );
      // The seed was chosen so that the game shows these rules; keep it that way.
      expect(c.requires.filter((e) => !events.has(e))).toEqual([]);
      // The record at the end of the transcript replays to the same game.
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
