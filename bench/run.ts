/**
 * Benchmarks: `npm run bench` (`-- --help` for the options). Prints medians of several timed
 * repetitions after a warm-up; every measurement runs in a fresh child process (`--task`), so none
 * inherits the JIT state another one left.
 *
 * - the yardstick: a hand-written mutable game loop (`handwritten.ts`), measured between the
 *   scenarios, so every number can also be read as a ratio to what this machine does right now;
 * - games/s: `createGame` + `legalMoves` + `applyMove` (uniform random choice, seeded) until over;
 * - ns/op of legalMoves, applyMove, view, score, serialize on mid-game states;
 * - retained bytes per GameState (10⁶ states kept alive) and serialized bytes of a mid-game state;
 * - the speed-up over the slow reference engine of `test/reference/` (the differential tests' oracle);
 * - Seven Bridge and Seven Up through their public API, µs per action against classic Sevens'
 *   (`family.ts`);
 * - with `--instructions`: instructions per game counted by callgrind (`instructions.ts`), which do
 *   not drift with the machine's load;
 * - with `--learning`: decisions per second of the Python environments against the gin_rummy_v4
 *   anchor (`learning.ts`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { GameOptions, GameState, Move } from '../src/index.js';
import { hasValgrind, SCENARIOS as COUNTED, measureInstructions } from './instructions.js';
import { benchLearning } from './learning.js';

const HELP = `npm run bench -- [options]

Benchmarks of the built package (dist/; npm run bench builds it first).

  --quick            a short run (fewer games and repetitions)
  --json FILE        also write the results as JSON to FILE
  --instructions     count instructions per game with valgrind --tool=callgrind instead
                     (repeatable whatever the machine's load; takes about ten minutes)
  --dist DIR         with --instructions: measure the build in DIR instead of dist/
  --games N          with --instructions: N, the games measured (default 4000): each
                     scenario runs W + N and W + 2N games, and the difference is N games
  --warmup W         with --instructions: W, the games played first (default 10000)
  --learning         decisions per second of the Python environments (PettingZoo AEC, one
                     process; BatchEnv at 64 games) for every game, side by side with the
                     anchor gin_rummy_v4 (PettingZoo 1.26.1 + RLCard); needs python3 with venv
  --seconds S        with --learning: seconds per measurement (default 10; 3 with --quick)
  --anchor DIR       with --learning: the anchor's sources (install.sh, bench.py); by default
                     ../shared/anchors/gin-rummy beside the repository, when it is there
  -h, --help         this text
`;

let parsed: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    args: process.argv.slice(2),
    options: {
      quick: { type: 'boolean', default: false },
      json: { type: 'string' },
      instructions: { type: 'boolean', default: false },
      dist: { type: 'string' },
      games: { type: 'string' },
      warmup: { type: 'string' },
      learning: { type: 'boolean', default: false },
      seconds: { type: 'string' },
      anchor: { type: 'string' },
      task: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
}
try {
  parsed = parseCommandLine();
} catch (e) {
  console.error(`bench: ${(e as Error).message} (see npm run bench -- --help)`);
  process.exit(2);
}
if (parsed.values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
if (parsed.values.learning) {
  const seconds = Number(parsed.values.seconds ?? (parsed.values.quick ? 3 : 10));
  if (!(seconds > 0)) {
    console.error(`bench: --seconds must be a positive number, got ${JSON.stringify(parsed.values.seconds)}`);
    process.exit(2);
  }
  try {
    const root = fileURLToPath(new URL('..', import.meta.url));
    benchLearning(root, seconds, parsed.values.anchor, parsed.values.json ?? null);
  } catch (e) {
    console.error(`bench: ${(e as Error).message}`);
    process.exit(1);
  }
  process.exit(0);
}
if (parsed.values.instructions) {
  const games = Number(parsed.values.games ?? 4000);
  if (!Number.isInteger(games) || games < 1) {
    console.error(`bench: --games must be a positive integer, got ${JSON.stringify(parsed.values.games)}`);
    process.exit(2);
  }
  const warmup = Number(parsed.values.warmup ?? 10000);
  if (!Number.isInteger(warmup) || warmup < 0) {
    console.error(`bench: --warmup must be an integer ≥ 0, got ${JSON.stringify(parsed.values.warmup)}`);
    process.exit(2);
  }
  const dist = resolve(parsed.values.dist ?? fileURLToPath(new URL('../dist', import.meta.url)));
  if (!existsSync(resolve(dist, 'index.js'))) {
    console.error(`bench: no build in ${dist} (run npm run build)`);
    process.exit(2);
  }
  if (!hasValgrind()) {
    console.error('bench: --instructions needs valgrind (apt-get install -y valgrind)');
    process.exit(2);
  }
  console.log(
    `instructions per game (callgrind; ${warmup} games of warm-up, then ${games} vs ${2 * games} games) of ${dist}`,
  );
  const counts = measureInstructions(dist, games, warmup, (line) => console.error(line));
  const yard = counts.yardstick.perGame;
  const classicAction = counts['api classic'].perAction;
  console.log(`  ${'scenario'.padEnd(18)} ${'per game'.padStart(9)}  ${'ratio'.padStart(18)}  per action`);
  for (const scenario of COUNTED) {
    const { perGame, perAction } = counts[scenario];
    const perMove = scenario.startsWith('api')
      ? `${Math.round(perAction).toLocaleString('en').padStart(6)}  (${(perAction / classicAction).toFixed(2)}× a classic action)`
      : '';
    console.log(
      `  ${scenario.padEnd(18)} ${Math.round(perGame).toLocaleString('en').padStart(9)}  ${(perGame / yard).toFixed(2).padStart(5)}× the yardstick  ${perMove}`,
    );
  }
  if (parsed.values.json !== undefined) writeFileSync(parsed.values.json, `${JSON.stringify(counts, null, 2)}\n`);
  process.exit(0);
}

/*
 * The bench measures the built package, `dist/` (what `npm install shichinarabe` gives), not the
 * TypeScript sources run through tsx: loaded as separate modules those ran about 8 % slower
 * (paired, both in one process). `npm run bench` builds first.
 */
const distUrl = (path: string): URL => new URL(`../dist/${path}`, import.meta.url);
if (!existsSync(distUrl('index.js')) || !existsSync(distUrl('bots/index.js'))) {
  console.error('bench: no build in dist/ — run `npm run build` first (`npm run bench` does)');
  process.exit(1);
}
const { applyMove, createGame, legalMoves, Random, score, serialize, view } = (await import(
  distUrl('index.js').href
)) as typeof import('../src/index.js');
const { Playout } = (await import(distUrl('bots/index.js').href)) as typeof import('../src/bots/index.js');
import type { Engine } from '../src/index.js';
import { type FamilyTiming, type Shape, timePerAction } from './family.js';
import { BenchRandom } from './generator.js';
import { handwrittenGame } from './handwritten.js';
import { refApply, refLegalMoves, refStart } from '../test/reference/engine.js';

const quick = parsed.values.quick;
const jsonPath = parsed.values.json ?? null;
const REPEATS = quick ? 3 : 7;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

/**
 * Runs `body` (which does `count` operations) REPEATS times after a warm-up; returns the median ns
 * per operation. A body may return the nanoseconds it timed itself (to leave out its set-up).
 */
function time(count: number, body: Body): number {
  warmUp(body);
  const samples: number[] = [];
  for (let r = 0; r < REPEATS; r++) samples.push(sample(count, body));
  return median(samples);
}

/** A timed body: it does some operations and may return the nanoseconds it timed itself. */
type Body = () => bigint | undefined;

/** Runs `body` for at least a third of a second (and twice): V8 needs that long to optimize `view`. */
function warmUp(body: Body): void {
  const warm = process.hrtime.bigint();
  for (let i = 0; i < 2 || process.hrtime.bigint() - warm < 330_000_000n; i++) body();
}

/** One timed run of `body`, which does `count` operations: ns per operation. */
function sample(count: number, body: Body): number {
  const t0 = process.hrtime.bigint();
  const own = body();
  return Number(own ?? process.hrtime.bigint() - t0) / count;
}

/**
 * Times a scenario (`body`, `games` games per run) and the hand-written yardstick alternately,
 * REPEATS rounds after warming both up: the medians of both rates, and the median of the
 * per-round shares (scenario / yardstick), which the machine's swings in speed move far less.
 */
function againstYardstick(games: number, body: Body): { rate: number; yard: number; share: number } {
  const yard = yardstickBody(2 * games);
  warmUp(yard);
  warmUp(body);
  const ours: number[] = [];
  const theirs: number[] = [];
  const shares: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    const y = sample(2 * games, yard);
    const x = sample(games, body);
    ours.push(x);
    theirs.push(y);
    shares.push(y / x);
  }
  if (yardSink === -1) console.log(yardSink);
  return { rate: 1e9 / median(ours), yard: 1e9 / median(theirs), share: median(shares) };
}

/** A body that plays `games` random games through the public API (timing only the games). */
function gamesBody(options: GameOptions, games: number): Body {
  let seed = 0;
  return () => {
    const rng = new BenchRandom(seed);
    // The options objects are made before the clock starts: copying them is the caller's cost.
    const setups = Array.from({ length: games }, (): GameOptions => ({ ...options, seed: seed++ }));
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < games; i++) {
      let state = createGame(setups[i]);
      for (let moves = legalMoves(state); moves.length > 0; moves = legalMoves(state)) {
        state = applyMove(state, moves[rng.int(moves.length)] as Move);
      }
    }
    return process.hrtime.bigint() - t0;
  };
}

/** A body that plays `games` games of the hand-written loop (the yardstick). */
function yardstickBody(games: number): Body {
  return () => {
    const rng = new BenchRandom(seed++);
    for (let i = 0; i < games; i++) yardSink += handwrittenGame(rng);
    return undefined;
  };
}
/** What the yardstick's games add up to (kept so that V8 cannot drop them). */
let yardSink = 0;
let seed = 1;

/** States met in random games (every state of each game), with the move that was played. */
function trajectories(
  options: GameOptions,
  games: number,
  rng = new Random('trajectories'),
): { states: GameState[]; moves: Move[] } {
  const states: GameState[] = [];
  const moves: Move[] = [];
  for (let i = 0; i < games; i++) {
    let state = createGame(options.seed === undefined ? { ...options, seed: `t${i}` } : options);
    for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
      const move = legal[rng.int(legal.length)] as Move;
      states.push(state);
      moves.push(move);
      state = applyMove(state, move);
    }
  }
  return { states, moves };
}

/**
 * Per-call costs. "Cold": over the mid-game states of many random games (the state halfway through
 * each), each call on another state, as a server juggling many games would make them — every call
 * checks its state in full, and `applyMove` checks its move in full. "In a game loop": the cost per
 * move of `legalMoves` + `applyMove` while playing games from the dealt position to the end, the
 * way the API is meant to be used (the state just made is not checked again, and a move from the
 * list just made needs no checking).
 */
function perOp(options: GameOptions): Record<string, number> {
  const states: GameState[] = [];
  const moves: Move[] = [];
  const rng = new Random('mid-game');
  for (let g = 0; g < (quick ? 400 : 2000); g++) {
    const game = trajectories({ ...options, seed: `mid${g}` }, 1, rng);
    const mid = Math.floor(game.states.length / 2);
    states.push(game.states[mid] as GameState);
    moves.push(game.moves[mid] as Move);
  }
  const n = states.length;
  const rounds = 20;
  let sink = 0;
  const result: Record<string, number> = {
    legalMovesCold: time(n * rounds, () => {
      for (let r = 0; r < rounds; r++) for (let i = 0; i < n; i++) sink += legalMoves(states[i] as GameState).length;
      return undefined;
    }),
    applyMoveCold: time(n * rounds, () => {
      for (let r = 0; r < rounds; r++) {
        for (let i = 0; i < n; i++) sink += applyMove(states[i] as GameState, moves[i] as Move) === null ? 1 : 0;
      }
      return undefined;
    }),
  };
  const starts = Array.from({ length: quick ? 500 : 2000 }, (_, i) => createGame({ ...options, seed: `loop${i}` }));
  let played = 0;
  result.legalMovesPlusApplyMoveInLoop = time(1, () => {
    const random = new Random(played);
    let count = 0;
    const t0 = process.hrtime.bigint();
    for (const start of starts) {
      let state = start;
      for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
        state = applyMove(state, legal[random.int(legal.length)] as Move);
        count++;
      }
    }
    const ns = process.hrtime.bigint() - t0;
    played += count;
    return ns / BigInt(count);
  });
  const per = (body: (s: GameState) => number) =>
    time(n, () => {
      for (let i = 0; i < n; i++) sink += body(states[i] as GameState);
      return undefined;
    });
  result.view = per((s) => view(s, 0).table.length);
  result.score = per((s) => score(s).standings.length);
  result.serialize = per((s) => serialize(s).length);
  if (sink === -1) console.log(sink);
  return result;
}

/** Retained heap bytes per state with `count` states (whole random games) kept alive. */
function bytesPerState(options: GameOptions, count: number): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) return null;
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: GameState[] = [];
  const rng = new Random('memory');
  for (let i = 0; kept.length < count; i++) {
    let state = createGame({ ...options, seed: `m${i}` });
    kept.push(state);
    for (let legal = legalMoves(state); legal.length > 0 && kept.length < count; legal = legalMoves(state)) {
      state = applyMove(state, legal[rng.int(legal.length)] as Move);
      kept.push(state);
    }
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  const bytes = (after - before) / kept.length;
  if (kept.length !== count) console.log('unreachable');
  return bytes;
}

/** Serialized size of the state halfway through random games (median). */
function serializedMidGame(options: GameOptions): number {
  const sizes: number[] = [];
  const rng = new Random('size');
  for (let i = 0; i < 200; i++) {
    const states: GameState[] = [];
    let state = createGame({ ...options, seed: `s${i}` });
    for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
      states.push(state);
      state = applyMove(state, legal[rng.int(legal.length)] as Move);
    }
    sizes.push(serialize(states[Math.floor(states.length / 2)] as GameState).length);
  }
  return median(sizes);
}

/** Games per second of the slow reference engine (same random play), for the speed-up ratio. */
function referenceGamesPerSecond(options: GameOptions, games: number): number {
  const records = Array.from({ length: games }, (_, i) => JSON.parse(serialize(createGame({ ...options, seed: i }))));
  const ns = time(games, () => {
    const rng = new Random(1);
    for (const record of records) {
      let game = refStart(record);
      for (let moves = refLegalMoves(game); moves.length > 0; moves = refLegalMoves(game)) {
        game = refApply(game, moves[rng.int(moves.length)] as Move);
      }
    }
  });
  return 1e9 / ns;
}

/** A body of `games` random games through the internal mutable `Playout` (from the dealt position; the deal not timed). */
function playoutBody(options: GameOptions, games: number): Body {
  const starts = Array.from({ length: games }, (_, i) => createGame({ ...options, seed: i }));
  return () => {
    const rng = new Random(2);
    for (const start of starts) new Playout(start).finish(rng);
    return undefined;
  };
}

const SCENARIOS: [string, GameOptions][] = [
  ['classic defaults', {}],
  ['classic, all options', { start: 'fan-tan', tunnel: true, jokers: 1, freePass: true, passLimit: 3 }],
  ['classic, 2 players', { players: 2 }],
  ['classic, 8 players', { players: 8 }],
  ['kill defaults', { variant: 'kill' }],
  ['kill, maxGroup 12 + extraTurn', { variant: 'kill', kill: { maxGroup: 12, extraTurn: true } }],
  ['kill, 2 players', { variant: 'kill', players: 2 }],
  ['kill, 8 players', { variant: 'kill', players: 8 }],
];

const games = quick ? 2000 : 20000;

/*
 * Every measurement runs in a fresh child process (this script with `--task`), so no scenario is
 * measured with the JIT state another one left behind (V8 optimizes for what it has seen: a game
 * loop measured after Kill games runs slower than the same loop in a fresh process).
 */
type Task =
  | { kind: 'games' | 'playout' | 'perOp' | 'reference'; scenario: number }
  | { kind: 'memory' | 'serialized' }
  | { kind: 'family'; family: number }
  | { kind: 'classic-actions' };

/** The other games of the family, timed per action against classic Sevens (`family.ts`). */
const FAMILY: [name: string, entry: string, options: object, shape: Shape][] = [
  ['seven-bridge, 4 players, 1 round', 'seven-bridge/index.js', {}, 'random'],
  ['seven-bridge, draw/discard/pass only', 'seven-bridge/index.js', {}, 'draw-discard-pass'],
  ['seven-bridge, 6 players, 2 jokers', 'seven-bridge/index.js', { players: 6, jokers: 2 }, 'random'],
  ['seven-up, 4 players to 7', 'seven-up/index.js', {}, 'random'],
  ['seven-up, 2 players', 'seven-up/index.js', { players: 2 }, 'random'],
];

async function runTask(task: Task): Promise<unknown> {
  const options = 'scenario' in task ? (SCENARIOS[task.scenario] as [string, GameOptions])[1] : {};
  switch (task.kind) {
    case 'family': {
      const [, entry, familyOptions, shape] = FAMILY[task.family] as (typeof FAMILY)[number];
      const engine = Object.values(await import(distUrl(entry).href)).find(
        (value): value is Engine => typeof value === 'object' && value !== null && 'legalMoves' in value,
      ) as Engine;
      return timePerAction(engine, familyOptions, shape, quick ? 100 : 400, REPEATS);
    }
    case 'classic-actions': {
      const { sevens } = (await import(distUrl('index.js').href)) as typeof import('../src/index.js');
      return timePerAction(sevens as unknown as Engine, {}, 'random', quick ? 200 : 1000, REPEATS);
    }
    case 'games': {
      return againstYardstick(games, gamesBody(options, games));
    }
    case 'playout': {
      return againstYardstick(games, playoutBody(options, games));
    }
    case 'perOp':
      return perOp(options);
    case 'reference':
      return referenceGamesPerSecond(options, quick ? 20 : 100);
    case 'memory':
      return bytesPerState({}, quick ? 100_000 : 1_000_000);
    case 'serialized':
      return { classic: serializedMidGame({}), kill: serializedMidGame({ variant: 'kill' }) };
  }
}

if (parsed.values.task !== undefined) {
  console.log(JSON.stringify(await runTask(JSON.parse(parsed.values.task) as Task)));
  process.exit(0);
}

/** Runs a task in a child process and returns its result. */
function inChild<T>(task: Task): T {
  const child = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--task',
      JSON.stringify(task),
      ...(quick ? ['--quick'] : []),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const lines = (child.stdout ?? '').trim().split('\n');
  if (child.status !== 0) throw new Error(`bench task ${JSON.stringify(task)} failed:\n${child.stderr}`);
  return JSON.parse(lines[lines.length - 1] as string) as T;
}

const report: Record<string, unknown> = {
  machine: `${cpus()[0]?.model ?? 'unknown cpu'} ×${cpus().length}, Node ${process.version}`,
  date: new Date().toISOString(),
};

console.log(
  `shichinarabe benchmarks — ${report.machine}; medians of ${REPEATS} runs, each measurement in a fresh process\n`,
);
console.log(
  'games/s through the public API (createGame + legalMoves + applyMove until over); in brackets, as a share\n' +
    "of the hand-written loop, timed in alternate rounds with it (the machine's speed varies; the share much less)",
);
const gamesTable: Record<string, number> = {};
const shares: Record<string, number> = {};
const yardsticks: number[] = [];
const show = (name: string, rate: number, share: number): void =>
  console.log(
    `  ${name.padEnd(34)} ${Math.round(rate).toLocaleString('en').padStart(9)}  (${(100 * share).toFixed(0).padStart(3)} %)`,
  );
SCENARIOS.forEach(([name], scenario) => {
  const { rate, yard, share } = inChild<{ rate: number; yard: number; share: number }>({ kind: 'games', scenario });
  yardsticks.push(yard);
  gamesTable[name] = rate;
  shares[name] = share;
  show(name, rate, share);
});
console.log(
  `  ${'hand-written loop (yardstick)'.padEnd(34)} ${Math.round(median(yardsticks)).toLocaleString('en').padStart(9)}  (median of the ${yardsticks.length} runs)`,
);
report.gamesPerSecond = gamesTable;
report.shareOfHandwritten = shares;
report.handwrittenGamesPerSecond = median(yardsticks);

console.log('\ngames/s through the internal Playout (search path; from the dealt position)');
const playouts: Record<string, number> = {};
for (const scenario of [0, 4]) {
  const name = (SCENARIOS[scenario] as [string, GameOptions])[0];
  const { rate, share } = inChild<{ rate: number; share: number }>({ kind: 'playout', scenario });
  playouts[name] = rate;
  show(name, rate, share);
}
report.playoutsPerSecond = playouts;

console.log(
  '\nns per call (median): cold = on the mid-game states of many games, each call on another state;\n' +
    'in loop = legalMoves + applyMove per move, playing whole games from the deal',
);
const ops: Record<string, Record<string, number>> = {};
for (const scenario of [0, 4]) {
  const name = (SCENARIOS[scenario] as [string, GameOptions])[0];
  ops[name] = inChild<Record<string, number>>({ kind: 'perOp', scenario });
  console.log(
    `  ${name.padEnd(18)} ${Object.entries(ops[name] as Record<string, number>)
      .map(([op, ns]) => `${op} ${Math.round(ns)}`)
      .join('  ')}`,
  );
}
report.nsPerCall = ops;

const memory = inChild<number | null>({ kind: 'memory' });
console.log(
  `\nretained bytes per GameState (${quick ? '10⁵' : '10⁶'} states of random classic games kept alive): ${
    memory === null ? 'run with node --expose-gc' : Math.round(memory)
  }`,
);
report.bytesPerState = memory;
const serialized = inChild<{ classic: number; kill: number }>({ kind: 'serialized' });
console.log(`serialize() bytes of a mid-game state (median): classic ${serialized.classic}, kill ${serialized.kill}`);
report.serializedBytes = serialized;

const speedUp: Record<string, number> = {};
for (const scenario of [0, 4]) {
  const name = (SCENARIOS[scenario] as [string, GameOptions])[0];
  const ref = inChild<number>({ kind: 'reference', scenario });
  speedUp[name] = (gamesTable[name] as number) / ref;
  console.log(
    `reference engine, ${name}: ${Math.round(ref).toLocaleString('en')} games/s — library is ${speedUp[name]?.toFixed(0)}× faster`,
  );
}
report.speedUpOverReference = speedUp;

console.log(
  '\nthe other games through their public API: µs per action (legalMoves + applyMove); in brackets, as a\n' +
    'multiple of a classic Sevens action timed in the process just before',
);
const family: Record<string, FamilyTiming & { classicUsPerAction: number; ratio: number }> = {};
FAMILY.forEach(([name], index) => {
  const classic = inChild<FamilyTiming>({ kind: 'classic-actions' });
  const timing = inChild<FamilyTiming>({ kind: 'family', family: index });
  const ratio = timing.usPerAction / classic.usPerAction;
  family[name] = { ...timing, classicUsPerAction: classic.usPerAction, ratio };
  console.log(
    `  ${name.padEnd(38)} ${timing.usPerAction.toFixed(2).padStart(6)} µs  (${ratio.toFixed(1)}×)  ${Math.round(
      timing.gamesPerSecond,
    ).toLocaleString('en')} games/s, ${Math.round(timing.actionsPerGame)} actions a game`,
  );
});
report.family = family;

if (jsonPath !== null) {
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${jsonPath}`);
}
