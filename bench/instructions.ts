/**
 * Instructions per game, counted by `valgrind --tool=callgrind` (`npm run bench -- --instructions`).
 *
 * Wall-clock time on a shared machine drifts by ±2× from one minute to the next; the number of
 * CPU instructions a program executes does not. Each scenario runs in a fresh `node` process under
 * callgrind, once with N games and once with 2N games, and the difference divided by N is the
 * cost of one game: start-up, module loading and the first compilations cancel out. Node runs with
 * `--single-threaded`, so that no compiler or collector thread runs concurrently (callgrind counts
 * every thread), and with `--random-seed=1 --hash-seed=1`: V8 otherwise seeds its hash tables and
 * its internal generator anew in every process, which moves the counts by up to ±10 %. With both,
 * the same build gives the same count to a few instructions per game.
 *
 * Every scenario plays whole random games from a seeded deal, uniformly at random among the legal
 * moves, and counts everything: the deal, the moves and the loop around them.
 * - `yardstick`: the hand-written mutable classic loop of `handwritten.ts` (no API, no checks);
 * - `api classic` / `api kill`: `createGame` + `legalMoves` + `applyMove` until over;
 * - `playout classic` / `playout kill`: `createGame` + `new Playout(...)` + `finish(rng)`.
 *
 * The ratio to the yardstick is the figure to compare between builds (`--dist DIR` measures another
 * build of the package, e.g. a worktree of an older commit).
 * @module
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The scenarios, in the order they are reported. */
export const SCENARIOS = ['yardstick', 'api classic', 'api kill', 'playout classic', 'playout kill'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** The script each measured process runs: `node child.mjs SCENARIO GAMES DIST`. */
const CHILD = `
const [scenario, count, dist] = process.argv.slice(2);
const games = Number(count);
const { applyMove, createGame, legalMoves, Random } = await import(dist + '/index.js');
const { Playout } = await import(dist + '/bots/index.js');
const { handwrittenGame } = await import('./handwritten.mjs');
const options = scenario.endsWith('kill') ? { variant: 'kill' } : {};
// Each game is its own function call, so that V8 optimizes it like any caller's function.
function apiGame(seed, rng) {
  let state = createGame({ ...options, seed });
  let moves = 0;
  for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
    state = applyMove(state, legal[rng.int(legal.length)]);
    moves++;
  }
  return moves;
}
function playoutGame(seed, rng) {
  const playout = new Playout(createGame({ ...options, seed }));
  playout.finish(rng);
  return playout.current;
}
const play = scenario === 'yardstick' ? (_, rng) => handwrittenGame(rng) : scenario.startsWith('api') ? apiGame : playoutGame;
const rng = new Random(1);
let sink = 0;
for (let g = 0; g < games; g++) sink += play(g, rng);
if (sink === -1) console.log(sink);
`;

/** Whether valgrind can be run here. */
export function hasValgrind(): boolean {
  const probe = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  return probe.status === 0;
}

/** Instructions executed by one process that plays `games` games of a scenario. */
function instructions(dir: string, scenario: Scenario, games: number, dist: string): number {
  const run = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      '--random-seed=1',
      '--hash-seed=1',
      join(dir, 'child.mjs'),
      scenario,
      String(games),
      dist,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const collected = /Collected : (\d+)/.exec(run.stderr ?? '');
  if (run.status !== 0 || collected === null) {
    throw new Error(`callgrind run of '${scenario}' (${games} games) failed:\n${(run.stderr ?? '').slice(-2000)}`);
  }
  return Number(collected[1]);
}

/** Instructions per game of each scenario, with `games` and `2 × games` games per process. */
export function measureInstructions(
  dist: string,
  games: number,
  progress: (line: string) => void,
): Record<Scenario, number> {
  const dir = mkdtempSync(join(tmpdir(), 'shichinarabe-instructions-'));
  try {
    const yardstick = readFileSync(fileURLToPath(new URL('./handwritten.ts', import.meta.url)), 'utf8');
    const js = ts.transpileModule(yardstick, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(dir, 'handwritten.mjs'), js);
    writeFileSync(join(dir, 'child.mjs'), CHILD);
    const out = {} as Record<Scenario, number>;
    SCENARIOS.forEach((scenario, i) => {
      progress(`  [${i + 1}/${SCENARIOS.length}] ${scenario}: ${games} and ${2 * games} games under callgrind…`);
      const once = instructions(dir, scenario, games, dist);
      const twice = instructions(dir, scenario, 2 * games, dist);
      out[scenario] = (twice - once) / games;
    });
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
