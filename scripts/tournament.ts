/**
 * Runs bot tournaments from the command line (`npm run tournament -- …`) and prints Markdown tables.
 *
 *   npm run tournament -- --variant kill --bots calm,killer,coward,brute --games 4000 --seed 1
 *   npm run tournament -- --variant kill --matrix simpleton,calm,killer --games 10000 --seed 1
 *   npm run tournament -- --game seven-bridge --bots ismcts,heuristic,heuristic,heuristic --games 2000 --seed 1
 *
 * Options:
 *   --game sevens|seven-bridge|seven-up   the game (default sevens)
 *   --variant classic|kill   Sevens only (default classic; every other option at its default)
 *   --options '<json>'       more game options (GameOptions, without seed), e.g. '{"jokers":1}'
 *   --players N              players per game (default 4)
 *   --bots a,b,…             one line-up, repeated to fill the seats (a,b → a,b,a,b)
 *   --matrix a,b,…           every pair: games with the line-up a,b,a,b (seat rotation), one cell per pair
 *   --games N                games per tournament (per pair with --matrix); default 1000
 *   --seed S                 tournament seed (default 1)
 *   --json FILE              also write the raw results as JSON
 * Bots: Sevens: random, classic, simpleton, calm, killer, coward, brute, ismcts (the default budget: 300
 * iterations per move in Kill, 1 500 in classic); Seven Bridge and Seven Up: random, heuristic,
 * ismcts; every game: ismcts:N (N iterations), ismcts:Nms (N ms per move; not reproducible).
 * Progress goes to stderr.
 */
import { writeFileSync } from 'node:fs';
import {
  type AnyBot,
  type AnyEngine,
  BOTS,
  type Bot,
  type EngineTournamentResult,
  type Entrant,
  GAME_BOTS,
  ismctsBot,
  sevenBridgeIsmcts,
  sevenUpIsmcts,
  type TournamentResult,
  tournament,
} from '../src/bots/index.js';
import { gameOptions, int, jsonOptions, parse, str, UsageError } from '../src/cli/args.js';
import { ShichinarabeError } from '../src/index.js';
import { sevenBridge } from '../src/seven-bridge/index.js';
import { sevenUp } from '../src/seven-up/index.js';

const HELP = `Usage: npm run tournament -- [--game G] [--variant classic|kill] [--players N] [--options JSON]
                      (--bots a,b,… | --matrix a,b,…) [--games N] [--seed S] [--json FILE]

Plays in-process bot tournaments and prints Markdown tables (progress on stderr).
  --game G         sevens (default), seven-bridge or seven-up
  --variant V      Sevens only: classic or kill (default classic)
  --options JSON   more game options, e.g. '{"jokers":1}' (not seed or players)
  --players N      players per game, 2–8 (default 4)
  --bots a,b,…     one line-up, repeated to fill the seats (a,b → a,b,a,b); default random
  --matrix a,b,…   every pair: games with the line-up a,b,a,b (seat rotation), one cell per pair
  --games N        games per tournament (per pair with --matrix); default 1000
  --seed S         tournament seed (default 1)
  --json FILE      also write the raw results as JSON
Bots: Sevens: ${Object.keys(BOTS).join(', ')}, ismcts (the default budget: 300 iterations per move in Kill,
1 500 in classic); Seven Bridge and Seven Up: ${Object.keys(GAME_BOTS['seven-up']).join(', ')}; every game: ismcts:N
(N iterations), ismcts:Nms (N ms per move; not reproducible). For bots in other languages, see shichinarabe match.`;

function die(message: string): never {
  process.stderr.write(`tournament: ${message}\n`);
  process.exit(2);
}

let parsed: ReturnType<typeof parse>;
try {
  parsed = parse(process.argv.slice(2), {
    options: {
      game: { type: 'string' },
      variant: { type: 'string' },
      options: { type: 'string' },
      players: { type: 'string' },
      bots: { type: 'string' },
      matrix: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (e) {
  die(e instanceof Error ? e.message : String(e));
}
if (parsed.values.help === true) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}

const game = str(parsed, 'game') ?? 'sevens';
if (game !== 'sevens' && game !== 'seven-bridge' && game !== 'seven-up')
  die(`unknown game "${game}" (sevens, seven-bridge, seven-up)`);
if (game !== 'sevens' && str(parsed, 'variant') !== undefined) die('--variant is for Sevens only');
const known: Readonly<Record<string, AnyBot>> = game === 'sevens' ? (BOTS as Record<string, AnyBot>) : GAME_BOTS[game];
const search = game === 'sevens' ? ismctsBot : game === 'seven-bridge' ? sevenBridgeIsmcts : sevenUpIsmcts;

function botOf(spec: string): Bot {
  const bot = known[spec];
  if (bot !== undefined && spec !== 'ismcts') return bot as Bot;
  const m = /^ismcts(?::(\d{1,9})(ms)?)?$/.exec(spec);
  if (m === null)
    die(
      `unknown ${game} bot "${spec}" (known: ${Object.keys(known)
        .filter((n) => n !== 'ismcts')
        .join(', ')}, ismcts, ismcts:N, ismcts:Nms)`,
    );
  if (m[1] === undefined) return search() as Bot;
  if (Number(m[1]) < 1) die(`${spec}: the budget must be at least 1`);
  return (m[2] ? search({ timeMs: Number(m[1]) }) : search({ iterations: Number(m[1]) })) as Bot;
}

function names(list: string | undefined, option: string): string[] | undefined {
  if (list === undefined) return undefined;
  const out = list.split(',').map((n) => n.trim());
  if (out.some((n) => n === '')) die(`--${option} is a list of bot names separated by commas`);
  for (const n of out) botOf(n);
  return out;
}

const engine: AnyEngine = game === 'seven-bridge' ? sevenBridge : sevenUp;
let players = 4;
let games = 1000;
let options: ReturnType<typeof gameOptions> = {};
try {
  players = int(parsed, 'players', 4, 2, 8);
  games = int(parsed, 'games', 1000, 1, 1_000_000_000);
  options =
    game === 'sevens'
      ? gameOptions(
          str(parsed, 'variant') ?? 'classic',
          players,
          jsonOptions(str(parsed, 'options'), ['seed', 'players']),
        )
      : familyOptions(jsonOptions(str(parsed, 'options'), ['seed', 'players']));
} catch (e) {
  if (e instanceof UsageError || e instanceof ShichinarabeError) die(e.message);
  throw e;
}
/** A new game's options of `--players` and `--options`, checked by the game's `createGame`. */
function familyOptions(json: Record<string, unknown>): ReturnType<typeof gameOptions> {
  const o = { ...json, players };
  try {
    engine.createGame({ ...o, seed: 'check' });
  } catch (e) {
    if (e instanceof ShichinarabeError) throw new UsageError(e.message.split('\n')[0] ?? e.message);
    throw e;
  }
  return o as ReturnType<typeof gameOptions>;
}

const seed = str(parsed, 'seed') ?? '1';
if (seed.trim() === '') die('--seed needs a value');
const matrix = names(str(parsed, 'matrix'), 'matrix');
const lineupNames = names(str(parsed, 'bots'), 'bots');
if (matrix !== undefined && lineupNames !== undefined) die('give --bots or --matrix, not both');
const jsonFile = str(parsed, 'json');

/** A progress line on stderr (rewritten in place on a terminal, every 10 % otherwise). */
function progress(label: string): (done: number, total: number) => void {
  const start = Date.now();
  let last = 0;
  let lastTenth = -1;
  const tty = process.stderr.isTTY === true;
  return (done, total) => {
    const now = Date.now();
    const tenth = Math.floor((10 * done) / total);
    if (tty ? now - last < 250 && done < total : tenth === lastTenth) return;
    last = now;
    lastTenth = tenth;
    const secs = (now - start) / 1000;
    const eta = done > 0 ? (secs / done) * (total - done) : 0;
    const line = `${label} ${done}/${total} games, ${(done / Math.max(secs, 1e-3)).toFixed(1)}/s, ${secs.toFixed(0)} s, eta ${eta.toFixed(0)} s`;
    process.stderr.write(tty ? `\r${line}\x1b[K${done === total ? '\n' : ''}` : `${line}\n`);
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

function lineupTable(result: TournamentResult | EngineTournamentResult): string {
  if (!('meanDead' in (result.bots[0] ?? {}))) {
    const rows = ['| bot | seats | mean rank (95 % CI) | win rate (95 % CI) | faults |', '|---|---:|---:|---:|---:|'];
    for (const b of result.bots) {
      rows.push(
        `| ${b.name} | ${b.seats} | ${b.meanRank.toFixed(3)} (${b.meanRankInterval[0].toFixed(3)}–${b.meanRankInterval[1].toFixed(3)}) | ` +
          `${pct(b.winRate)} (${pct(b.winRateInterval[0])}–${pct(b.winRateInterval[1])}) | ${b.faults} |`,
      );
    }
    return rows.join('\n');
  }
  const r = result as TournamentResult;
  const kill = options.variant === 'kill';
  const rows = [
    `| bot | seats | mean rank (95 % CI) | win rate (95 % CI) | ${kill ? 'mean dead | mean kills | mean self-kills' : 'mean chips'} | faults |`,
    `|---|---:|---:|---:|---:|${kill ? '---:|---:|' : ''}---:|`,
  ];
  for (const b of r.bots) {
    rows.push(
      `| ${b.name} | ${b.seats} | ${b.meanRank.toFixed(3)} (${b.meanRankInterval[0].toFixed(3)}–${b.meanRankInterval[1].toFixed(3)}) | ` +
        `${pct(b.winRate)} (${pct(b.winRateInterval[0])}–${pct(b.winRateInterval[1])}) | ` +
        `${kill ? [b.meanDead, b.meanKills, b.meanSelfKills].map((x) => x.toFixed(2)).join(' | ') : b.meanChips.toFixed(2)} | ${b.faults} |`,
    );
  }
  return rows.join('\n');
}

const started = Date.now();
const results: (TournamentResult | EngineTournamentResult)[] = [];
console.log(
  `${game === 'sevens' ? '' : `game: ${game}; `}options: ${JSON.stringify(options)}; games ${games}; seed ${seed}\n`,
);
/** The tournament of the game chosen. */
function run(bots: Entrant[], runSeed: string, onProgress: (done: number, total: number) => void) {
  if (game === 'sevens') return tournament({ options, bots, games, seed: runSeed, onProgress });
  return tournament({
    engine,
    options,
    bots: bots as { name: string; bot: AnyBot }[],
    games,
    seed: runSeed,
    onProgress,
  });
}
if (matrix !== undefined) {
  const names = matrix;
  if (names.length < 2) die('--matrix needs at least two bots');
  const bots = new Map(names.map((n) => [n, botOf(n)] as const));
  const rank = new Map<string, number>();
  const win = new Map<string, number>();
  const faults = new Map<string, number>();
  const pairs: [string, string][] = [];
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) pairs.push([names[i] as string, names[j] as string]);
  pairs.forEach(([a, b], i) => {
    const lineup: Entrant[] = Array.from({ length: players }, (_, s) => {
      const name = s % 2 === 0 ? a : b;
      return { name, bot: bots.get(name) as Bot };
    });
    const r = run(lineup, `${seed}/${a}/${b}`, progress(`[${i + 1}/${pairs.length}] ${a} vs ${b}:`));
    results.push(r);
    for (const s of r.bots) {
      const other = s.name === a ? b : a;
      rank.set(`${s.name}|${other}`, s.meanRank);
      win.set(`${s.name}|${other}`, s.winRate);
      faults.set(s.name, (faults.get(s.name) ?? 0) + s.faults);
    }
  });
  const header = `| row vs column | ${names.join(' | ')} | mean |`;
  const rule = `|---|${names.map(() => '---:').join('|')}|---:|`;
  for (const [title, table, fmt] of [
    ['Mean rank of the row bot (1 = best, 2.5 = even)', rank, (x: number) => x.toFixed(3)],
    ['Win rate of the row bot (25 % = even)', win, pct],
  ] as const) {
    console.log(`${title}; ${games} games per cell, seats alternating row, column, row, column, rotated:\n`);
    console.log(header);
    console.log(rule);
    for (const r of names) {
      const cells = names.map((c) => (c === r ? '—' : fmt(table.get(`${r}|${c}`) as number)));
      const mean = names.filter((c) => c !== r).reduce((sum, c) => sum + (table.get(`${r}|${c}`) as number), 0);
      console.log(`| ${r} | ${cells.join(' | ')} | ${fmt(mean / (names.length - 1))} |`);
    }
    console.log('');
  }
  console.log(`faults: ${names.map((n) => `${n} ${faults.get(n) ?? 0}`).join(', ')}`);
} else {
  const names = lineupNames ?? ['random'];
  const bots = new Map(names.map((n) => [n, botOf(n)] as const));
  const lineup: Entrant[] = Array.from({ length: players }, (_, s) => {
    const name = names[s % names.length] as string;
    return { name, bot: bots.get(name) as Bot };
  });
  const r = run(lineup, seed, progress('games:'));
  results.push(r);
  console.log(lineupTable(r));
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
if (jsonFile !== undefined) {
  try {
    writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  } catch (e) {
    die(`cannot write --json ${jsonFile}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}
