/**
 * Writes the golden playthroughs to test/golden/<name>.txt (`npm run golden`).
 *
 * The transcripts are made by test/golden/transcript.ts, shared with test/golden.test.ts, which
 * checks that the library still plays every one of them verbatim. Run this only when a change of
 * the transcripts is intended, and review the diff.
 *
 * `npm run golden -- --search [name]` prints, for each case (or the named one), the first seeds
 * whose game contains every event the case requires, to choose a case's hard-coded seed.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GOLDEN_CASES, playCase, searchSeeds } from '../test/golden/transcript.js';

const args = process.argv.slice(2);

if (args[0] === '--search') {
  const only = args[1];
  for (const c of GOLDEN_CASES) {
    if (only !== undefined && c.name !== only) continue;
    const seeds = searchSeeds(c);
    console.log(`${c.name} (needs ${c.requires.join(', ')}): ${seeds.length > 0 ? seeds.join(', ') : 'no seed found'}`);
  }
} else {
  let failed = false;
  for (const c of GOLDEN_CASES) {
    const { text, events } = playCase(c);
    const missing = c.requires.filter((e) => !events.has(e));
    if (missing.length > 0) {
      failed = true;
      console.error(`${c.name}: seed ${c.seed} no longer gives ${missing.join(', ')}; choose one with --search`);
    }
    const file = fileURLToPath(new URL(`../test/golden/${c.name}.txt`, import.meta.url));
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
  if (failed) process.exitCode = 1;
}
