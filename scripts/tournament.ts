/**
 * Runs bot tournaments from the command line (`npm run tournament -- …`) and prints Markdown tables.
 *
 *   npm run tournament -- --variant kill --bots calm,killer,coward,brute --games 4000 --seed 1
 *   npm run tournament -- --variant kill --matrix simpleton,calm,killer --games 10000 --seed 1
 *
 * Options:
 *   --variant classic|kill   the game (default classic; every other option at its default)
 *   --options '<json>'       more game options (GameOptions, without seed), e.g. '{"jokers":1}'
 *   --players N              players per game (default 4)
 *   --bots a,b,…             one line-up, repeated to fill the seats (a,b → a,b,a,b)
 *   --matrix a,b,…           every pair: games with the line-up a,b,a,b (seat rotation), one cell per pair
 *   --games N                games per tournament (per pair with --matrix); default 1000
 *   --seed S                 tournament seed (default 1)
 *   --json FILE              also write the raw results as JSON
 * Bots: random, classic, simpleton, calm, killer, coward, brute, ismcts (the default budget: 300
 * iterations per move in Kill, 1 500 in classic), ismcts:N (N iterations), ismcts:Nms (N ms per
 * move; not reproducible).
 * Progress goes to stderr.
 */
import { writeFileSync } from 'node:fs';
import { BOTS, type Bot, type Entrant, ismctsBot, type TournamentResult, tournament } from '../src/bots/index.js';
import { gameOptions, int, jsonOptions, parse, str, UsageError } from '../src/cli/args.js';
import { ShichinarabeError } from '../src/index.js';

const HELP = `Usage: npm run tournament -- [--variant classic|kill] [--players N] [--options JSON]
                      (--bots a,b,… | --matrix a,b,…) [--games N] [--seed S] [--json FILE]

Plays in-process bot tournaments and prints Markdown tables (progress on stderr).
  --variant V      classic or kill (default classic)
  --options JSON   more game options, e.g. '{"jokers":1}' (not seed or players)
  --players N      players per game, 2–8 (default 4)
  --bots a,b,…     one line-up, repeated to fill the seats (a,b → a,b,a,b); default random
  --matrix a,b,…   every pair: games with the line-up a,b,a,b (seat rotation), one cell per pair
  --games N        games per tournament (per pair with --matrix); default 1000
  --seed S         tournament seed (default 1)
  --json FILE      also write the raw results as JSON
Bots: ${Object.keys(BOTS).join(', ')}, ismcts (the default budget: 300 iterations per move in Kill,
1 500 in classic), ismcts:N (N iterations), ismcts:Nms (N ms per move; not reproducible). For bots in other languages, see shichinarabe match.`;

function die(message: string): never {
  process.stderr.write(`tournament: ${message}\n`);
  process.exit(2);
}

let parsed: ReturnType<typeof parse>;
try {
  parsed = parse(process.argv.slice(2), {
    options: {
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

function botOf(spec: string): Bot {
  const known = BOTS[spec];
  if (known !== undefined) return known;
  const m = /^ismcts(?::(\d{1,9})(ms)?)?$/.exec(spec);
  if (m === null) die(`unknown bot "${spec}" (known: ${Object.keys(BOTS).join(', ')}, ismcts, ismcts:N, ismcts:Nms)`);
  if (m[1] === undefined) return ismctsBot();
  if (Number(m[1]) < 1) die(`${spec}: the budget must be at least 1`);
  return m[2] ? ismctsBot({ timeMs: Number(m[1]) }) : ismctsBot({ iterations: Number(m[1]) });
}

function names(list: string | undefined, option: string): string[] | undefined {
  if (list === undefined) return undefined;
  const out = list.split(',').map((n) => n.trim());
  if (out.some((n) => n === '')) die(`--${option} is a list of bot names separated by commas`);
  for (const n of out) botOf(n);
  return out;
}

let players = 4;
let games = 1000;
let options: ReturnType<typeof gameOptions> = {};
try {
  players = int(parsed, 'players', 4, 2, 8);
  games = int(parsed, 'games', 1000, 1, 1_000_000_000);
  options = gameOptions(
    str(parsed, 'variant') ?? 'classic',
    players,
    jsonOptions(str(parsed, 'options'), ['seed', 'players']),
  );
} catch (e) {
  if (e instanceof UsageError || e instanceof ShichinarabeError) die(e.message);
  throw e;
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

function lineupTable(r: TournamentResult): string {
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
const results: TournamentResult[] = [];
console.log(`options: ${JSON.stringify(options)}; games ${games}; seed ${seed}\n`);
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
    const r = tournament({
      options,
      bots: lineup,
      games,
      seed: `${seed}/${a}/${b}`,
      onProgress: progress(`[${i + 1}/${pairs.length}] ${a} vs ${b}:`),
    });
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
  const r = tournament({ options, bots: lineup, games, seed, onProgress: progress('games:') });
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
