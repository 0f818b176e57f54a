/**
 * Benchmarks: `npm run bench` (add `-- --json bench/results.json` to also write JSON, `-- --quick`
 * for a short run). Prints medians of several timed repetitions after a warm-up.
 *
 * - games/s: `createGame` + `legalMoves` + `applyMove` (uniform random choice, seeded) until over;
 * - ns/op of legalMoves, applyMove, view, score, serialize over a pool of mid-game states;
 * - retained bytes per GameState (10⁶ states kept alive) and serialized bytes of a mid-game state;
 * - the speed-up over the slow reference engine of `test/reference/` (the differential tests' oracle).
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import {
  applyMove,
  createGame,
  type GameOptions,
  type GameState,
  legalMoves,
  type Move,
  Random,
  score,
  serialize,
  view,
} from '../src/index.js';
import { Playout } from '../src/playout.js';
import { refApply, refLegalMoves, refStart } from '../test/reference/engine.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const jsonAt = args.indexOf('--json');
const jsonPath = jsonAt >= 0 ? (args[jsonAt + 1] ?? 'bench/results.json') : null;
const REPEATS = quick ? 3 : 7;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

/** Runs `body` (which does `count` operations) REPEATS times after a warm-up; returns the median ns per operation. */
function time(count: number, body: () => void): number {
  body();
  const samples: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    const t0 = process.hrtime.bigint();
    body();
    samples.push(Number(process.hrtime.bigint() - t0) / count);
  }
  return median(samples);
}

/** Plays `games` random games through the public API; returns games per second. */
function gamesPerSecond(options: GameOptions, games: number): number {
  let seed = 0;
  const ns = time(games, () => {
    const rng = new Random(seed);
    for (let i = 0; i < games; i++) {
      let state = createGame({ ...options, seed: seed++ });
      for (let moves = legalMoves(state); moves.length > 0; moves = legalMoves(state)) {
        state = applyMove(state, moves[rng.int(moves.length)] as Move);
      }
    }
  });
  return 1e9 / ns;
}

/** States met in random games (every state of each game), with the move that was played. */
function trajectories(options: GameOptions, games: number): { states: GameState[]; moves: Move[] } {
  const states: GameState[] = [];
  const moves: Move[] = [];
  const rng = new Random('trajectories');
  for (let i = 0; i < games; i++) {
    let state = createGame({ ...options, seed: `t${i}` });
    for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
      const move = legal[rng.int(legal.length)] as Move;
      states.push(state);
      moves.push(move);
      state = applyMove(state, move);
    }
  }
  return { states, moves };
}

function perOp(options: GameOptions): Record<string, number> {
  const { states, moves } = trajectories(options, quick ? 200 : 1000);
  const n = states.length;
  let sink = 0;
  const result = {
    legalMoves: time(n, () => {
      for (let i = 0; i < n; i++) sink += legalMoves(states[i] as GameState).length;
    }),
    applyMove: time(n, () => {
      for (let i = 0; i < n; i++) sink += applyMove(states[i] as GameState, moves[i] as Move) === null ? 1 : 0;
    }),
    view:
      time(n, () => {
        for (let i = 0; i < n; i += 4) sink += view(states[i] as GameState, 0).table.length;
      }) * 4,
    score:
      time(n, () => {
        for (let i = 0; i < n; i += 4) sink += score(states[i] as GameState).standings.length;
      }) * 4,
    serialize:
      time(n, () => {
        for (let i = 0; i < n; i += 4) sink += serialize(states[i] as GameState).length;
      }) * 4,
  };
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

/** Random games per second through the internal mutable `Playout` (from the dealt position; the deal not timed). */
function playoutsPerSecond(options: GameOptions, games: number): number {
  const starts = Array.from({ length: games }, (_, i) => createGame({ ...options, seed: i }));
  const ns = time(games, () => {
    const rng = new Random(2);
    for (const start of starts) new Playout(start).finish(rng);
  });
  return 1e9 / ns;
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
const report: Record<string, unknown> = {
  machine: `${cpus()[0]?.model ?? 'unknown cpu'} ×${cpus().length}, Node ${process.version}`,
  date: new Date().toISOString(),
};

console.log(`shichinarabe benchmarks — ${report.machine}; medians of ${REPEATS} runs\n`);
console.log('games/s through the public API (createGame + legalMoves + applyMove until over)');
const gamesTable: Record<string, number> = {};
for (const [name, options] of SCENARIOS) {
  gamesTable[name] = gamesPerSecond(options, games);
  console.log(
    `  ${name.padEnd(34)} ${Math.round(gamesTable[name] as number)
      .toLocaleString('en')
      .padStart(9)}`,
  );
}
report.gamesPerSecond = gamesTable;

console.log('\ngames/s through the internal Playout (search path; from the dealt position)');
const playouts: Record<string, number> = {};
for (const [name, options] of [SCENARIOS[0], SCENARIOS[4]] as [string, GameOptions][]) {
  playouts[name] = playoutsPerSecond(options, games);
  console.log(
    `  ${name.padEnd(34)} ${Math.round(playouts[name] as number)
      .toLocaleString('en')
      .padStart(9)}`,
  );
}
report.playoutsPerSecond = playouts;

console.log('\nns per call over the states of random games (median)');
const ops: Record<string, Record<string, number>> = {};
for (const [name, options] of [SCENARIOS[0], SCENARIOS[4]] as [string, GameOptions][]) {
  ops[name] = perOp(options);
  console.log(
    `  ${name.padEnd(18)} ${Object.entries(ops[name] as Record<string, number>)
      .map(([op, ns]) => `${op} ${Math.round(ns)}`)
      .join('  ')}`,
  );
}
report.nsPerCall = ops;

const memory = bytesPerState({}, quick ? 100_000 : 1_000_000);
console.log(
  `\nretained bytes per GameState (${quick ? '10⁵' : '10⁶'} states of random classic games kept alive): ${
    memory === null ? 'run with node --expose-gc' : Math.round(memory)
  }`,
);
report.bytesPerState = memory;
const serialized = { classic: serializedMidGame({}), kill: serializedMidGame({ variant: 'kill' }) };
console.log(`serialize() bytes of a mid-game state (median): classic ${serialized.classic}, kill ${serialized.kill}`);
report.serializedBytes = serialized;

const refGames = quick ? 20 : 100;
const speedUp: Record<string, number> = {};
for (const [name, options] of [SCENARIOS[0], SCENARIOS[4]] as [string, GameOptions][]) {
  const ref = referenceGamesPerSecond(options, refGames);
  speedUp[name] = (gamesTable[name] as number) / ref;
  console.log(
    `reference engine, ${name}: ${Math.round(ref).toLocaleString('en')} games/s — library is ${speedUp[name]?.toFixed(0)}× faster`,
  );
}
report.speedUpOverReference = speedUp;

if (jsonPath !== null) {
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${jsonPath}`);
}
