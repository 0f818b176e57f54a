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
 * Bots: random, classic, simpleton, calm, killer, coward, brute, ismcts (200 iterations per move),
 * ismcts:N (N iterations), ismcts:Nms (N ms per move; not reproducible).
 * Progress goes to stderr.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { GameOptions } from '../src/index.js';
import { BOTS, type Bot, type Entrant, ismctsBot, type TournamentResult, tournament } from '../src/bots/index.js';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'classic' },
    options: { type: 'string' },
    players: { type: 'string', default: '4' },
    bots: { type: 'string' },
    matrix: { type: 'string' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    json: { type: 'string' },
  },
});

function die(message: string): never {
  process.stderr.write(`tournament: ${message}\n`);
  process.exit(2);
}

function botOf(spec: string): Bot {
  const known = BOTS[spec];
  if (known !== undefined) return known;
  const m = /^ismcts(?::(\d+)(ms)?)?$/.exec(spec);
  if (m === null) die(`unknown bot "${spec}" (known: ${Object.keys(BOTS).join(', ')}, ismcts, ismcts:N, ismcts:Nms)`);
  if (m[1] === undefined) return ismctsBot();
  return m[2] ? ismctsBot({ timeMs: Number(m[1]) }) : ismctsBot({ iterations: Number(m[1]) });
}

const players = Number(values.players);
const games = Number(values.games);
const seed = values.seed as string;
const options: GameOptions = {
  ...(values.options ? (JSON.parse(values.options) as GameOptions) : {}),
  variant: values.variant as 'classic' | 'kill',
  players,
};

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
if (values.matrix !== undefined) {
  const names = values.matrix.split(',').filter(Boolean);
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
  const names = (values.bots ?? 'random').split(',').filter(Boolean);
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
if (values.json !== undefined) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
