/**
 * Instructions per game, counted by `valgrind --tool=callgrind` (`npm run bench -- --instructions`).
 *
 * Wall-clock time on a shared machine drifts by ±2× from one minute to the next; the number of
 * CPU instructions a program executes does not. Each scenario runs in a fresh `node` process under
 * callgrind, once with W + N games and once with W + 2N games, and the difference divided by N is
 * the cost of one game in steady state:
 * - start-up, module loading and the first W games (the warm-up) are the same in both processes
 *   and cancel out. The warm-up matters: V8 keeps compiling functions that a game reaches rarely
 *   (once per game, or only on a rare pass) for thousands of games, and without it the compiler's
 *   work was counted as the games' (10 % of a classic game through the API at N = 2,000).
 * - a full collection of the old generation comes once in some 20,000 games of Kill (more rarely
 *   in classic), and whether one fell inside the N games or not moved a count by up to 8 %. The
 *   processes run with `--initial-old-space-size=128` (MB), so that none comes in the games measured:
 *   the counts leave out that rare cost (about 1 % of a game, spread over 20,000) and include
 *   everything else, the scavenges of the young generation (every few games) among it. (Forcing a
 *   collection with `gc()` after the warm-up instead shrank the young generation, and the extra
 *   scavenges added 3 % to a `Playout` game.)
 * Node runs with `--single-threaded`, so that no compiler or collector thread runs concurrently
 * (callgrind counts every thread), and with `--random-seed=1 --hash-seed=1`: V8 otherwise seeds its
 * hash tables and its internal generator anew in every process, which moves the counts by up to
 * ±10 %. With both, the same build gives the same count to a few instructions per game.
 *
 * Every scenario plays whole random games from a seeded deal, uniformly at random among the legal
 * moves, and counts everything: the deal, the moves and the loop around them.
 * - `yardstick`: the hand-written mutable classic loop of `handwritten.ts` (no API, no checks);
 * - `api classic` / `api kill`: `createGame` + `legalMoves` + `applyMove` until over;
 * - `playout classic` / `playout kill`: `createGame` + `new Playout(...)` + `finish(rng)`;
 * - `api seven-bridge` / `api seven-up`: the API loop of `shichinarabe/seven-bridge` (one round of
 *   four players, the defaults) and `shichinarabe/seven-up` (four players to 7 points).
 * The API scenarios are also counted per action (one `legalMoves` + `applyMove`, the game's
 * `createGame` spread over its moves): the family's speed budgets compare the other games' actions
 * with a classic Sevens action.
 * The yardstick and the API loops draw from the bench's own generator (`generator.ts`), so that a
 * change to the library's `Random` moves only what the library itself does (`Playout.finish`
 * draws its moves from a library `Random`, which is part of its work).
 *
 * A count depends on how V8 compiles the loop around the library as well as the library: the API
 * loop is an ordinary function that V8 optimizes, and which of the library's functions it inlines
 * into it changes with their sizes and with the loop's own (measured: the same build of classic
 * counted 72,700 or 79,500 instructions per game as the loop drew its moves from the library's
 * `Random` or from the bench's generator). Compare builds with the same bench, never counts from
 * different versions of it.
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
export const SCENARIOS = [
  'yardstick',
  'api classic',
  'api kill',
  'playout classic',
  'playout kill',
  'api seven-bridge',
  'api seven-up',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** The script each measured process runs: `node child.js SCENARIO GAMES WARMUP DIST`. */
const CHILD = `
const [scenario, count, warmupCount, dist] = process.argv.slice(2);
const entry = scenario === 'api seven-bridge' ? '/seven-bridge/index.js' : scenario === 'api seven-up' ? '/seven-up/index.js' : '/index.js';
const { applyMove, createGame, legalMoves, Random } = await import(dist + entry);
const { Playout } = await import(dist + '/bots/index.js');
const { BenchRandom } = await import('./generator.js');
const { handwrittenGame } = await import('./handwritten.js');
const options = scenario.endsWith('kill') ? { variant: 'kill' } : {};
// Each game is its own function call, so that V8 optimizes it like any caller's function.
function apiGame(seed, pick) {
  let state = createGame({ ...options, seed });
  let moves = 0;
  for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
    state = applyMove(state, legal[pick.int(legal.length)]);
    moves++;
  }
  return moves;
}
const library = new Random(1);
function playoutGame(seed) {
  const playout = new Playout(createGame({ ...options, seed }));
  playout.finish(library);
  return playout.current;
}
const play = scenario === 'yardstick' ? (_, pick) => handwrittenGame(pick) : scenario.startsWith('api') ? apiGame : playoutGame;
const pick = new BenchRandom(1);
const counted = scenario.startsWith('api');
let sink = 0;
let g = 0;
for (const end = Number(warmupCount); g < end; g++) sink += play(g, pick);
// The moves of the API games measured, so that a count can also be read per action.
let actions = 0;
for (const end = g + Number(count); g < end; g++) {
  const result = play(g, pick);
  if (counted) actions += result;
  else sink += result;
}
if (sink === -1) console.log(sink);
console.log('actions ' + actions);
`;

/** Whether valgrind can be run here. */
export function hasValgrind(): boolean {
  const probe = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  return probe.status === 0;
}

/** Instructions executed by one process that plays `warmup` + `games` games, and the moves of the `games`. */
function instructions(
  dir: string,
  scenario: Scenario,
  games: number,
  warmup: number,
  dist: string,
): { instructions: number; actions: number } {
  const run = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      '--random-seed=1',
      '--hash-seed=1',
      '--initial-old-space-size=128',
      join(dir, 'child.js'),
      scenario,
      String(games),
      String(warmup),
      dist,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const collected = /Collected : (\d+)/.exec(run.stderr ?? '');
  const actions = /actions (\d+)/.exec(run.stdout ?? '');
  if (run.status !== 0 || collected === null || actions === null) {
    throw new Error(
      `callgrind run of '${scenario}' (${warmup} + ${games} games) failed:\n${(run.stderr ?? '').slice(-2000)}`,
    );
  }
  return { instructions: Number(collected[1]), actions: Number(actions[1]) };
}

/** Instructions per game and per action (a move: `legalMoves` + `applyMove`) of a scenario. */
export interface Count {
  perGame: number;
  perAction: number;
}

/** The bench's own modules, as JavaScript, for the measured processes. */
const BENCH_MODULES = ['generator', 'handwritten'] as const;

/** Instructions per game of each scenario: (W + 2N games) − (W + N games), divided by N. */
export function measureInstructions(
  dist: string,
  games: number,
  warmup: number,
  progress: (line: string) => void,
): Record<Scenario, Count> {
  const dir = mkdtempSync(join(tmpdir(), 'shichinarabe-instructions-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    for (const name of BENCH_MODULES) {
      const source = readFileSync(fileURLToPath(new URL(`./${name}.ts`, import.meta.url)), 'utf8');
      const js = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      writeFileSync(join(dir, `${name}.js`), js);
    }
    writeFileSync(join(dir, 'child.js'), CHILD);
    const out = {} as Record<Scenario, Count>;
    SCENARIOS.forEach((scenario, i) => {
      progress(
        `  [${i + 1}/${SCENARIOS.length}] ${scenario}: ${warmup} + ${games} and ${warmup} + ${2 * games} games under callgrind…`,
      );
      const once = instructions(dir, scenario, games, warmup, dist);
      const twice = instructions(dir, scenario, 2 * games, warmup, dist);
      const spent = twice.instructions - once.instructions;
      const actions = twice.actions - once.actions;
      out[scenario] = { perGame: spent / games, perAction: actions > 0 ? spent / actions : Number.NaN };
    });
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
