/**
 * The `shichinarabe` command end to end: the built dist/cli.js run as a child process, refereeing
 * real bot processes (the example bots, and faulty bots) over the shichinarabe-bot/1 protocol.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMove, deserialize, type GameState, type Move, type Score, score, view } from '../../src/index.js';
import { cli, ensureBuilt, FAULTY, JS_BOT, jsonLines, PY_BOT, ROOT, withoutTimes } from './helpers.js';

let dir = '';
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'shichinarabe-arena-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const file = (name: string): string => join(dir, name);

interface Line {
  type: 'game';
  game: number;
  seats: string[];
  record: { moves: Move[] };
  score: Score;
  faults: { seat: number; move: number; fault: string }[];
  ms: number[];
}

const gameLines = (text: string): Line[] => jsonLines(text).filter((l) => l.type === 'game') as unknown as Line[];

/** Every game's record deserializes and replays to its logged score; every fault's move is the first legal move. */
function checkRecords(lines: readonly Line[]): void {
  for (const line of lines) {
    const final = deserialize(JSON.stringify(line.record));
    expect(score(final)).toEqual(line.score);
    expect(line.score.over).toBe(true);
    expect(line.ms).toHaveLength(line.seats.length);
    let state: GameState = deserialize(JSON.stringify({ ...line.record, moves: [] }));
    const faultAt = new Map(line.faults.map((f) => [f.move, f]));
    line.record.moves.forEach((move, i) => {
      const f = faultAt.get(i);
      if (f !== undefined) {
        expect(view(state).current).toBe(f.seat);
        expect(move).toEqual(view(state).legalMoves[0]);
      }
      state = applyMove(state, move);
    });
  }
}

describe('shichinarabe match', () => {
  it('referees the example bots (Python and JavaScript) with builtin bots; the log replays', () => {
    const out = file('examples.jsonl');
    const r = cli([
      'match',
      ...['--bot', PY_BOT, '--bot', JS_BOT, '--bot', 'builtin:calm', '--bot', 'builtin:killer'],
      ...['--variant', 'kill', '--games', '8', '--rotate', '--out', out],
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = jsonLines(readFileSync(out, 'utf8'));
    expect(lines).toHaveLength(9);
    const games = lines.slice(0, 8) as unknown as Line[];
    expect(games.map((l) => l.game)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Without --seed the referee drew a secret one, printed at the end and in no line of the log.
    const seed = /\nseed: ([0-9a-f]{32}) \(drawn by the referee; --seed \1 plays this match again\)\n$/.exec(
      r.stdout,
    )?.[1];
    expect(seed).toBeDefined();
    expect(readFileSync(out, 'utf8')).not.toContain(seed);
    // Rotation: game g seats the bots rotated by g places.
    const names = ['random_bot.py', 'edge_bot.mjs', 'calm', 'killer'];
    games.forEach((l) => {
      expect(l.seats).toEqual(names.map((_, s) => names[(s + l.game) % 4]));
      expect(l.faults).toEqual([]);
    });
    checkRecords(games);
    const summary = lines[8] as { type: string; games: number; bots: { name: string; games: number; wins: number }[] };
    expect(summary.type).toBe('summary');
    expect(summary.games).toBe(8);
    expect(summary.bots.map((b) => [b.name, b.games])).toEqual(names.map((n) => [n, 8]));
    expect(summary.bots.reduce((sum, b) => sum + b.wins, 0)).toBe(8);
  });

  it('records timeouts, illegal moves, garbage and crashes, restarts a crashed bot, and leaves other seats alone', () => {
    const out = file('faults.jsonl');
    const bot = (mode: string) => ['--bot', `node ${FAULTY} ${mode}`];
    const r = cli([
      'match',
      ...bot('timeout'),
      ...bot('illegal'),
      ...bot('garbage'),
      ...bot('crash'),
      ...['--bot', 'builtin:calm', '--bot', JS_BOT],
      ...['--games', '3', '--time-ms', '1000', '--start-ms', '4000', '--seed', 'faults', '--out', out],
    ]);
    expect(r.code).toBe(0);
    const games = gameLines(readFileSync(out, 'utf8'));
    expect(games).toHaveLength(3);
    checkRecords(games);
    const expected = ['timeout', 'illegal', 'malformed', 'crash', null, null];
    for (const line of games) {
      expect(line.seats).toEqual(['timeout', 'illegal', 'garbage', 'crash', 'calm', 'edge_bot.mjs']);
      expected.forEach((fault, seat) => {
        const kinds = new Set(line.faults.filter((f) => f.seat === seat).map((f) => f.fault));
        // The timeout bot is late once in the match (its second turn); its late answer is ignored.
        const once = seat === 0 && line.game > 0;
        expect([...kinds]).toEqual(fault === null || once ? [] : [fault]);
      });
      if (line.game === 0) {
        const second = line.record.moves.map((_, i) => i).filter((i) => moverAt(line, i) === 0)[1];
        expect(line.faults.filter((f) => f.seat === 0)).toEqual([{ seat: 0, move: second, fault: 'timeout' }]);
      }
      // The crash bot crashes at its third turn: in every game (after a restart) its first two moves are its own.
      const crashTurns = line.record.moves
        .map((_, i) => i)
        .filter((i) => moverAt(line, i) === 3)
        .slice(0, 3);
      const faulted = new Set(line.faults.filter((f) => f.seat === 3).map((f) => f.move));
      expect(crashTurns.map((i) => faulted.has(i))).toEqual([false, false, true]);
    }
    expect(r.stderr).toContain('bot 4 (crash) was started again after its crash');
    expect(r.stderr).toContain('crash bot: giving up at my third turn'); // its stderr, in the fault report
    expect(r.stderr).toMatch(/crash: exited with code 3/);
  });

  // Regression: an answer without an id, or with one too deep to serialize, threw in the
  // referee (a stack trace, and the match was lost) instead of being a malformed answer.
  it('records a move answer with no id, or an id nested too deep to quote, as malformed', () => {
    const out = file('badid.jsonl');
    const r = cli([
      'match',
      ...['--bot', `node ${FAULTY} badid`, '--bot', 'builtin:random'],
      ...['--games', '2', '--seed', 'badid', '--out', out],
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('    at ');
    expect(r.stderr).toMatch(/malformed: no id \(expected id \d+\)/);
    expect(r.stderr).toMatch(/malformed: wrong id \(an array\)/);
    const games = gameLines(readFileSync(out, 'utf8'));
    expect(games).toHaveLength(2);
    checkRecords(games);
    for (const line of games) {
      const turns = line.record.moves.map((_, i) => i).filter((i) => moverAt(line, i) === 0);
      expect(line.faults).toEqual(turns.map((move) => ({ seat: 0, move, fault: 'malformed' })));
    }
  });

  // Regression: a bot that went down between its turns had every turn of the game recorded as a
  // crash, but the report on stderr left out why (and its stderr lines), and said only that it
  // was started again.
  it('reports why a bot went down between its turns, with its stderr, at its next turn', () => {
    const out = file('quit.jsonl');
    const r = cli([
      'match',
      ...['--bot', `node ${FAULTY} quit`, '--bot', `sleep 0.5; node ${FAULTY} good`],
      ...['--seed', 'quit', '--out', out],
    ]);
    expect(r.code, r.stderr).toBe(0);
    const [line] = gameLines(readFileSync(out, 'utf8'));
    if (line === undefined) throw new Error('no game line');
    checkRecords([line]);
    const turns = line.record.moves.map((_, i) => i).filter((i) => moverAt(line, i) === 0);
    expect(line.faults).toEqual(turns.map((move) => ({ seat: 0, move, fault: 'crash' })));
    // People's numbers: P1 is seat 0, and moves count from 1 as `replay` prints them.
    const first = (turns[0] as number) + 1;
    expect(r.stderr).toContain(`fault: game 0, move ${first}, P1 (quit): crash: exited with code 4\n`);
    expect(r.stderr).toContain('quit bot: leaving before my first turn');
    // A crash is counted once per turn played for the bot, in the log, the summary and on
    // stderr alike: the first turn told on its own, the rest of the game in one line with its count.
    const rest = turns.length - 1;
    const last = (turns[turns.length - 1] as number) + 1;
    expect(r.stderr).toContain(
      `fault: game 0, moves ${(turns[1] as number) + 1}–${last}, P1 (quit): crash ×${rest}: the bot was down (exited with code 4); the referee played these ${rest} turns for it\n`,
    );
    expect(r.stderr.match(/^fault:/gm)).toHaveLength(2);
    expect(r.stdout).toMatch(new RegExp(`\\nquit +1 +.* ${turns.length}\\n`));
  });

  it('records a line longer than the limit as malformed, and reads the next line as usual', () => {
    const out = file('long.jsonl');
    const r = cli([
      'match',
      ...['--bot', `node ${FAULTY} long`, '--bot', 'builtin:random'],
      ...['--seed', 'long', '--out', out],
    ]);
    expect(r.code, r.stderr).toBe(0);
    const [line] = gameLines(readFileSync(out, 'utf8'));
    if (line === undefined) throw new Error('no game line');
    checkRecords([line]);
    const second = line.record.moves.map((_, i) => i).filter((i) => moverAt(line, i) === 0)[1];
    expect(line.faults).toEqual([{ seat: 0, move: second, fault: 'malformed' }]);
    expect(r.stderr).toContain('malformed: not JSON: a line longer than 1048576 characters');
  });

  it("ignores a byte order mark at the start of a bot's output", () => {
    const out = file('bom.jsonl');
    const r = cli(['match', '--bot', `node ${FAULTY} bom`, '--bot', 'builtin:random', '--seed', 'bom', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const [line] = gameLines(readFileSync(out, 'utf8'));
    expect(line?.seats).toEqual(['bom', 'random']);
    expect(line?.faults).toEqual([]);
  });

  // Regression: under a plain `sh -c CMD` the shell kept the bot's stdout open, so a bot that
  // closed it was seen as timing out on every later turn, not as crashed.
  it('records a bot that closes its stdout but keeps running as crashed, at once, and starts it again', () => {
    const out = file('mute.jsonl');
    const r = cli([
      'match',
      ...['--bot', `node ${FAULTY} mute`, '--bot', 'builtin:random'],
      ...['--games', '2', '--time-ms', '20000', '--seed', 'mute', '--out', out],
    ]);
    expect(r.code).toBe(0);
    const games = gameLines(readFileSync(out, 'utf8'));
    checkRecords(games);
    for (const line of games) {
      const turns = line.record.moves.map((_, i) => i).filter((i) => moverAt(line, i) === 0);
      expect(line.faults.map((f) => f.fault)).toEqual(turns.slice(1).map(() => 'crash'));
      expect(line.faults.map((f) => f.move)).toEqual(turns.slice(1));
    }
    expect(r.stderr).toContain('bot 1 (mute) was started again after its crash');
  });

  it('ends the whole process group of a bot, even under a shell wrapper and when it ignores bye', () => {
    const pidFile = file('stubborn.pid');
    const r = cli([
      'match',
      ...['--bot', `node ${FAULTY} stubborn ${pidFile}; echo wrapper-done`, '--bot', 'builtin:random'],
      ...['--seed', '1'],
    ]);
    expect(r.code).toBe(0);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });

  it('gives the same game lines for the same seed (or --seed-file), with --jobs 2, and with --shard I/K and merge', () => {
    const bots = ['--bot', PY_BOT, '--bot', JS_BOT, '--bot', 'builtin:calm', '--bot', 'builtin:killer'];
    const common = ['match', ...bots, '--variant', 'kill', '--games', '6', '--rotate', '--seed', 'same', '--quiet'];
    const run = (name: string, extra: string[]): string => {
      const r = cli([...common, ...extra, '--out', file(name)]);
      expect(r.code, r.stderr).toBe(0);
      return readFileSync(file(name), 'utf8');
    };
    const one = run('one.jsonl', []);
    const again = run('again.jsonl', []);
    const jobs = run('jobs.jsonl', ['--jobs', '2']);
    const shard0 = run('shard0.jsonl', ['--shard', '0/2']);
    writeFileSync(file('seed.txt'), 'same\n');
    const fromFile = (args: string[]) =>
      args.map((a, i) => (args[i - 1] === '--seed' ? file('seed.txt') : a === '--seed' ? '--seed-file' : a));
    const r1 = cli([...fromFile(common), '--shard', '1/2', '--out', file('shard1.jsonl')]);
    expect(r1.code, r1.stderr).toBe(0);
    const shard1 = readFileSync(file('shard1.jsonl'), 'utf8');
    expect(gameLines(shard0).map((l) => l.game)).toEqual([0, 2, 4]);
    expect(gameLines(shard1).map((l) => l.game)).toEqual([1, 3, 5]);
    const merged = cli(['merge', file('shard1.jsonl'), file('shard0.jsonl')]);
    expect(merged.code, merged.stderr).toBe(0);
    expect(withoutTimes(again)).toEqual(withoutTimes(one));
    expect(withoutTimes(jobs)).toEqual(withoutTimes(one));
    expect(withoutTimes(merged.stdout)).toEqual(withoutTimes(one));
    // The summary lines are byte for byte the same (they hold no times).
    expect(merged.stdout.trim().split('\n').pop()).toBe(one.trim().split('\n').pop());
    // A different seed deals differently.
    const other = cli([...common.slice(0, -3), '--seed', 'other', '--quiet', '--out', file('other.jsonl')]);
    expect(other.code).toBe(0);
    const deal = (text: string) => JSON.stringify((gameLines(text)[0]?.record as { deal?: unknown } | undefined)?.deal);
    expect(deal(readFileSync(file('other.jsonl'), 'utf8'))).not.toBe(deal(one));
  });

  it('plays builtin leagues in worker threads with --jobs, with the same lines as one job', () => {
    const common = ['match', '--bot', 'builtin:random', '--bot', 'builtin:simpleton', '--bot', 'builtin:classic'];
    const args = [...common, '--games', '12', '--rotate', '--seed', 'w', '--options', '{"passLimit":5}', '--out', '-'];
    const one = cli(args);
    const two = cli([...args, '--jobs', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(withoutTimes(two.stdout)).toEqual(withoutTimes(one.stdout));
    expect(gameLines(one.stdout)).toHaveLength(12);
    checkRecords(gameLines(one.stdout));
    expect(one.stderr).toContain('seed: w');
  });
});

describe('shichinarabe replay', () => {
  it('prints a logged game move by move and checks it against the logged score', () => {
    const log = file('replay.jsonl');
    expect(
      cli(['match', '--bot', 'builtin:calm', '--bot', JS_BOT, '--variant', 'kill', '--games', '2', '--out', log]).code,
    ).toBe(0);
    const r = cli(['replay', log, '--game', '1']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Game 1 of /);
    expect(r.stdout).toContain('Final standings:');
    expect(r.stdout).toContain('The record replays to the logged score.');
    const moves = gameLines(readFileSync(log, 'utf8'))[1]?.record.moves.length as number;
    expect(r.stdout).toMatch(new RegExp(`\\n {0,3}${moves}\\. .*The game is over\\.\\n`));
    expect(r.stdout).toMatch(/\n {3}1\. P[12] \((calm|edge_bot\.mjs)\) plays 7♦\./); // Kill opens with 7♦ (Fan Tan start)
    expect(r.stdout).toMatch(/ dies? \(killed by /);
  });
});

describe('shichinarabe play', () => {
  it('plays a whole game read from a pipe, explaining input it cannot use', () => {
    const input = `zz\n99\nhelp\n${'1\n'.repeat(200)}`;
    for (const args of [
      ['play', '--seed', '3'],
      ['play', '--variant', 'kill', '--seed', '4', '--vs', 'calm,killer,coward'],
    ]) {
      const r = cli(args, input);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('"zz" is not a card or a move');
      expect(r.stdout).toContain('There is no move 99');
      expect(r.stdout).toContain('Your moves: 1) ');
      expect(r.stdout).toContain('Final standings:');
      expect(r.stdout).toMatch(/You finished (1st|2nd|3rd|4th) of 4\./);
      // Every move is narrated from its events, the human's and the bots'.
      expect(r.stdout).toMatch(/\nYou (play|pass) /);
      expect(r.stdout).toMatch(/\nP2 \((classic|calm)\) (plays|passes) /);
      // People are P1…P4 (the person is P1 by default), as in the playground.
      expect(r.stdout).toMatch(/You are P1; against P2 \((classic|calm)\), P3 /);
      expect(r.stdout).toContain('The game is over.');
    }
  });

  it('fails in one line when the input ends before the game', () => {
    const r = cli(['play', '--seed', '3'], '1\n');
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe('shichinarabe play: the input ended before the game did');
  });
});

describe('the command line', () => {
  const two = ['--bot', 'builtin:random', '--bot', 'builtin:calm'];
  const bad: string[][] = [
    [],
    ['frobnicate'],
    ['help', 'frobnicate'],
    ['match'],
    ['match', '--bot', 'builtin:random'],
    ['match', ...two, '--games', 'abc'],
    ['match', ...two, '--games', '0'],
    ['match', ...two, '--games', '-3'],
    ['match', ...two, '--games'],
    ['match', ...two, '--games', '2', '--games', '3'],
    ['match', ...two, '--players', '9'],
    ['match', ...two, '--players', '3'],
    ['match', ...two, '--variant', 'foo'],
    ['match', ...two, '--options', '{bad'],
    ['match', ...two, '--options', '[1]'],
    ['match', ...two, '--options', '{"seed":1}'],
    ['match', ...two, '--options', '{"players":3}'],
    ['match', ...two, '--options', '{"passLimit":-1}'],
    ['match', ...two, '--options', '{"tunnel":true}', '--variant', 'kill'],
    ['match', ...two, '--options', '{"variant":"kill"}', '--variant', 'classic'],
    ['match', '--bot', 'builtin:nope', '--bot', 'builtin:calm'],
    ['match', '--bot', '  ', '--bot', 'builtin:calm'],
    ['match', ...two, '--time-ms', '0'],
    ['match', ...two, '--time-ms', '1.5'],
    ['match', ...two, '--jobs', 'many'],
    ['match', ...two, '--shard', '1/2'],
    ['match', ...two, '--shard', '2/2', '--seed', '1'],
    ['match', ...two, '--shard', 'x', '--seed', '1'],
    ['match', ...two, '--seed', ''],
    ['match', ...two, '--seed-file', '/nonexistent-dir/seed'],
    ['match', ...two, '--seed', '1', '--seed-file', 'package.json'],
    ['match', ...two, '--out', '/nonexistent-dir/x.jsonl'],
    ['match', ...two, '--sandbox-bind', '/tmp'],
    ['match', ...two, '--bot-memory', '8'],
    ['match', ...two, '--sandbox', '--bot-memory', 'lots'],
    ['match', '--bot', 'python3 bot.py', '--bot', 'builtin:calm', '--sandbox', '--sandbox-bind', '/nonexistent-dir'],
    ['match', '--bot', 'python3 bot.py', '--bot', 'builtin:calm', '--sandbox', '--sandbox-bind', '/proc/1'],
    ['match', ...two, '--rotate=yes'],
    ['match', ...two, '--frob'],
    ['match', ...two, 'stray'],
    ['merge'],
    ['merge', '/nonexistent-dir/a.jsonl'],
    ['merge', 'package.json'],
    ['replay'],
    ['replay', '/nonexistent-dir/a.jsonl'],
    ['replay', 'package.json', 'extra'],
    ['replay', 'package.json', '--game', 'x'],
    ['play', '--vs', 'nope'],
    ['play', '--vs', ','],
    ['play', '--players', '1'],
    ['play', '--players', '4', '--seat', '5'],
    ['play', '--players', '4', '--seat', '0'],
    ['play', '--game', 'seven-up', '--players', '5'],
    ['play', '--game', 'seven-bridge', '--vs', 'calm'],
    ['play', '--game', 'seven-up', '--variant', 'kill'],
    ['play', '--game', 'go'],
    ['replay', 'package.json', '--game', 'chess'],
    ['play', '--variant', 'foo'],
    ['play', '--options', '{"seed":1}'],
    ['play', '--options', '{"jokers":3}'],
  ];
  it.each(bad.map((args) => [args.join(' ') || '(nothing)', args] as const))(
    'refuses `shichinarabe %s` in one line, without a stack trace',
    (_, args) => {
      const r = cli(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      const err = r.stderr.trimEnd();
      expect(err.split('\n')).toHaveLength(1);
      expect(err).toMatch(/^shichinarabe( \w+)?: \S/);
      expect(err).not.toMatch(/\n\s+at |internal error/);
    },
  );

  it('says how to give a value that starts with a dash', () => {
    const r = cli(['match', '--bot', 'builtin:random', '--bot', 'builtin:calm', '--games', '-3']);
    expect(r.stderr.trim()).toBe(
      "shichinarabe match: --games needs a value; for one that starts with '-' write --games=VALUE",
    );
  });

  it('refuses to merge shard logs with a shard missing, twice, or from another match', () => {
    const bots = ['--bot', 'builtin:random', '--bot', 'builtin:calm', '--seed', 's', '--quiet'];
    for (const [name, shard, games] of [
      ['s0.jsonl', '0/2', '4'],
      ['s1.jsonl', '1/2', '4'],
      ['t1.jsonl', '1/2', '6'],
    ] as const) {
      expect(cli(['match', ...bots, '--games', games, '--shard', shard, '--out', file(name)]).code).toBe(0);
    }
    const otherSeed = ['match', ...bots.slice(0, 4), '--seed', 'u', '--games', '4', '--shard', '1/2'];
    expect(cli([...otherSeed, '--quiet', '--out', file('u1.jsonl')]).code).toBe(0);
    expect(cli(['merge', file('s0.jsonl'), file('s1.jsonl')]).code).toBe(0);
    for (const [logs, message] of [
      [['s0.jsonl'], 'shard 1/2 is missing'],
      [['s0.jsonl', 's0.jsonl'], 'are both shard 0/2'],
      [['s0.jsonl', 't1.jsonl'], 'a shard of another match'],
      [['s0.jsonl', 'u1.jsonl'], 'are logs of different matches (their seeds differ)'],
    ] as const) {
      const r = cli(['merge', ...logs.map(file)]);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(message);
    }
  });

  it('npm run tournament answers --help and refuses bad arguments in one line', () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const run = (args: string[]) =>
      spawnSync(tsx, [join(ROOT, 'scripts', 'tournament.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run tournament/);
    for (const args of [
      ['--games', 'abc'],
      ['--players', '9'],
      ['--variant', 'foo'],
      ['--options', '{bad'],
      ['--bots', 'nope'],
    ]) {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^tournament: /);
    }
  });

  it('has --help for every command', () => {
    for (const args of [
      ['--help'],
      ['help', 'match'],
      ['match', '--help'],
      ['merge', '-h'],
      ['replay', '--help'],
      ['play', '--help'],
    ]) {
      const r = cli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: shichinarabe/);
    }
  });
});

/** The player who made move i of a logged game. */
function moverAt(line: Line, i: number): number {
  let cached = movers.get(line);
  if (cached === undefined) {
    cached = [];
    let state: GameState = deserialize(JSON.stringify({ ...line.record, moves: [] }));
    for (const move of line.record.moves) {
      cached.push(view(state).current as number);
      state = applyMove(state, move);
    }
    movers.set(line, cached);
  }
  return cached[i] as number;
}
const movers = new WeakMap<Line, number[]>();

/** Whether a process is alive (a zombie, dead but not yet reaped, counts as gone). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
