/**
 * The referee plays every game of the family (SPEC §7): Seven Bridge and Seven Up refereed by the
 * built command between the Python example bots, faulty bots and builtin bots; the `game` message
 * carries `rules`; logs replay with each entry's `deserialize`; `--jobs`, `--shard` and `merge`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, sevens } from '../../src/index.js';
import { sevenBridge } from '../../src/seven-bridge/index.js';
import { sevenUp } from '../../src/seven-up/index.js';
import { cli, ensureBuilt, FAULTY, jsonLines, ROOT, withoutTimes } from './helpers.js';

let dir = '';
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'shichinarabe-family-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const file = (name: string): string => join(dir, name);

const ENGINES = { sevens, 'seven-bridge': sevenBridge, 'seven-up': sevenUp } as unknown as Record<string, Engine>;
const PY = {
  'seven-bridge': `python3 ${join(ROOT, 'examples', 'bots', 'seven_bridge_random.py')}`,
  'seven-up': `python3 ${join(ROOT, 'examples', 'bots', 'seven_up_random.py')}`,
} as const;

interface Line {
  type: 'game';
  game: number;
  seats: string[];
  record: { format: string; moves: { type: string }[] };
  score: { over: boolean };
  faults: { seat: number; move: number; fault: string }[];
  ms: number[];
}
const gameLines = (text: string): Line[] => jsonLines(text).filter((l) => l.type === 'game') as unknown as Line[];

/**
 * Every record deserializes with its game's entry and replays to the logged score; every fault's
 * move is the first legal move of the faulty seat, which was to move. Returns who made each move.
 */
function checkRecords(game: string, lines: readonly Line[]): number[][] {
  const engine = ENGINES[game] as Engine;
  return lines.map((line) => {
    expect(line.record.format).toBe(game === 'sevens' ? 'shichinarabe/1' : `shichinarabe/${game}/1`);
    expect(engine.score(engine.deserialize(JSON.stringify(line.record)))).toEqual(line.score);
    expect(line.score.over).toBe(true);
    let state = engine.deserialize(JSON.stringify({ ...line.record, moves: [] }));
    const faultAt = new Map(line.faults.map((f) => [f.move, f]));
    const movers: number[] = [];
    line.record.moves.forEach((move, i) => {
      const v = engine.view(state);
      movers.push(v.current as number);
      const f = faultAt.get(i);
      if (f !== undefined) {
        expect(v.current).toBe(f.seat);
        expect(move).toEqual(v.legalMoves[0]);
      }
      state = engine.applyMove(state, move);
    });
    return movers;
  });
}

describe.each(['seven-bridge', 'seven-up'] as const)('shichinarabe match --game %s', (game) => {
  const builtin = (name: string) => ['--bot', `builtin:${game}/${name}`];

  it('referees the Python example bot with the builtin bots (the issue command); the log replays', () => {
    const out = file(`${game}.jsonl`);
    const r = cli([
      ...['match', '--game', game, '--bot', PY[game], ...builtin('heuristic'), ...builtin('ismcts')],
      ...[...builtin('random'), '--games', '4', '--rotate', '--out', out],
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = jsonLines(readFileSync(out, 'utf8'));
    const games = lines.slice(0, 4) as unknown as Line[];
    const names = [`${game.replace('-', '_')}_random.py`, `${game}/heuristic`, `${game}/ismcts`, `${game}/random`];
    games.forEach((l) => {
      expect(l.seats).toEqual(names.map((_, s) => names[(s + l.game) % 4]));
      expect(l.faults).toEqual([]);
    });
    checkRecords(game, games);
    const summary = lines[4] as { type: string; bots: { name: string; games: number }[] };
    expect(summary.bots.map((b) => [b.name, b.games])).toEqual(names.map((n) => [n, 4]));
    expect(r.stdout).toMatch(new RegExp(`^4 games of ${game === 'seven-up' ? 'Seven Up' : 'Seven Bridge'}, 4 players`));
  });

  it('tells each bot the rules, its seat and only its own view; never the seed', () => {
    const rec = file(`${game}-recorded.jsonl`);
    const r = cli([
      ...['match', '--game', game, '--bot', `node ${FAULTY} recorder ${rec}`, ...builtin('random')],
      ...['--games', '2', '--rotate', '--seed', 'rules'],
    ]);
    expect(r.code, r.stderr).toBe(0);
    const messages = jsonLines(readFileSync(rec, 'utf8'));
    const starts = messages.filter((m) => m.type === 'game');
    expect(starts.map((m) => [m.game, m.rules, m.seat])).toEqual([
      [0, game, 0],
      [1, game, 1],
    ]);
    for (const m of starts) {
      expect(m.options).toMatchObject({ players: 2 });
      expect(m.options).not.toHaveProperty('seed');
      expect(m.options).not.toHaveProperty('decks');
    }
    const views = messages.filter((m) => 'view' in m).map((m) => m.view as { player: number; hands: unknown[] });
    expect(views.length).toBeGreaterThan(10);
    for (const v of views) expect(v.hands.filter((h) => h !== null)).toHaveLength(1);
    expect(messages.filter((m) => m.type === 'result')).toHaveLength(2);
    expect(messages.at(-1)).toEqual({ type: 'bye' });
  });

  it('records faults (timeout, illegal, malformed, crash) and plays the first legal move for the bot', () => {
    const out = file(`${game}-faults.jsonl`);
    const bot = (mode: string) => ['--bot', `node ${FAULTY} ${mode}`];
    const players =
      game === 'seven-up'
        ? [bot('illegal'), bot('garbage'), bot('crash')]
        : [bot('timeout'), bot('illegal'), bot('garbage'), bot('crash')];
    const r = cli([
      ...['match', '--game', game, ...players.flat(), ...builtin('random')],
      ...['--time-ms', '400', '--seed', 'faults', '--out', out],
    ]);
    expect(r.code, r.stderr).toBe(0);
    const [line] = gameLines(readFileSync(out, 'utf8'));
    if (line === undefined) throw new Error('no game line');
    checkRecords(game, [line]);
    const kinds = new Set(line.faults.map((f) => `${line.seats[f.seat]}:${f.fault}`));
    expect(kinds).toContain('illegal:illegal');
    expect(kinds).toContain('garbage:malformed');
    expect(kinds).toContain('crash:crash');
    if (game === 'seven-bridge') expect(kinds).toContain('timeout:timeout');
    expect([...kinds].some((k) => k.startsWith(`${game}/random:`))).toBe(false);
    // The summary counts every turn played for a bot, as the log lists them.
    const summary = jsonLines(readFileSync(out, 'utf8')).at(-1) as { bots: { name: string; faults: number }[] };
    for (const b of summary.bots) {
      expect(b.faults).toBe(line.faults.filter((f) => line.seats[f.seat] === b.name).length);
    }
  });

  it('gives the same game lines with --jobs 2, and with --shard I/K and merge', () => {
    const common = ['match', '--game', game, '--bot', PY[game], ...builtin('random'), ...builtin('heuristic')];
    const args = [...common, '--games', '4', '--rotate', '--seed', 'same', '--quiet'];
    const run = (name: string, extra: string[]): string => {
      const r = cli([...args, ...extra, '--out', file(name)]);
      expect(r.code, r.stderr).toBe(0);
      return readFileSync(file(name), 'utf8');
    };
    const one = run(`${game}-one.jsonl`, []);
    const jobs = run(`${game}-jobs.jsonl`, ['--jobs', '2']);
    run(`${game}-s0.jsonl`, ['--shard', '0/2']);
    run(`${game}-s1.jsonl`, ['--shard', '1/2']);
    const merged = cli(['merge', file(`${game}-s1.jsonl`), file(`${game}-s0.jsonl`)]);
    expect(merged.code, merged.stderr).toBe(0);
    expect(withoutTimes(jobs)).toEqual(withoutTimes(one));
    expect(withoutTimes(merged.stdout)).toEqual(withoutTimes(one));
    checkRecords(game, gameLines(one));
  });

  it('plays a league of builtin bots in worker threads with --jobs, with the same lines as one job', () => {
    const args = ['match', '--game', game, ...builtin('random'), ...builtin('heuristic'), ...builtin('random')];
    const common = [...args, '--games', '6', '--rotate', '--seed', 'w', '--out', '-', '--quiet'];
    const one = cli(common);
    const two = cli([...common, '--jobs', '2']);
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(0);
    expect(withoutTimes(two.stdout)).toEqual(withoutTimes(one.stdout));
    checkRecords(game, gameLines(one.stdout));
  });
});

describe('the game of a match', () => {
  it('refuses a bot of another game, --variant outside Sevens, and players the game does not take', () => {
    for (const [args, message] of [
      [
        ['--game', 'seven-up', '--bot', 'builtin:calm', '--bot', 'builtin:seven-up/random'],
        'builtin:calm is a Sevens bot, but this is Seven Up',
      ],
      [['--bot', 'builtin:seven-bridge/random', '--bot', 'builtin:calm'], 'give --game seven-bridge'],
      [
        ['--game', 'seven-bridge', '--bot', 'builtin:seven-bridge/nope', '--bot', 'builtin:seven-bridge/random'],
        'unknown bot "builtin:seven-bridge/nope"',
      ],
      [
        [
          '--game',
          'seven-up',
          '--variant',
          'kill',
          '--bot',
          'builtin:seven-up/random',
          '--bot',
          'builtin:seven-up/random',
        ],
        '--variant is for Sevens only',
      ],
      [
        ['--game', 'seven-up', ...Array(5).fill(['--bot', 'builtin:seven-up/random']).flat()],
        '5 bots, but Seven Up takes at most 4 players',
      ],
      [
        [
          '--game',
          'seven-bridge',
          '--options',
          '{"decks":[]}',
          '--bot',
          'builtin:seven-bridge/random',
          '--bot',
          'builtin:seven-bridge/random',
        ],
        '--options may not set "decks"',
      ],
      [
        [
          '--game',
          'seven-bridge',
          '--options',
          '{"rounds":0}',
          '--bot',
          'builtin:seven-bridge/random',
          '--bot',
          'builtin:seven-bridge/random',
        ],
        'rounds',
      ],
      [
        ['--game', 'chess', '--bot', 'builtin:random', '--bot', 'builtin:random'],
        '--game must be sevens, seven-bridge or seven-up, not "chess"',
      ],
    ] as const) {
      const r = cli(['match', ...args]);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(message);
    }
  });
});
