/**
 * A bot that cannot start is the organiser's mistake, not a fault of the bot: `match` stops before
 * its first game with one line naming the bot and why (its last stderr line) and exit code 1, in
 * every game of the family. Faults after a good start (a bot that cannot be started again after a
 * crash) stay faults, and the match goes on.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ensureBuilt, FAULTY, jsonLines } from './helpers.js';

let dir = '';
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'shichinarabe-start-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const GAMES = [
  ['sevens', 'builtin:random'],
  ['seven-bridge', 'builtin:seven-bridge/random'],
  ['seven-up', 'builtin:seven-up/random'],
] as const;

/** The one line `match` stops with. */
function stopLine(args: string[]): string {
  const r = cli(['match', ...args]);
  expect(r.code, r.stderr).toBe(1);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at |internal error|^fault:/m);
  return lines[0] as string;
}

describe('a bot that cannot start stops the match before its first game', () => {
  it.each(GAMES)('a command that does not exist (%s): its shell says why', (game, other) => {
    const line = stopLine(['--game', game, '--bot', other, '--bot', '/no/such/bot', '--bot', other]);
    // e.g. `/bin/sh: 1: exec: /no/such/bot: not found` (each shell words it its own way)
    expect(line).toMatch(
      /^shichinarabe match: bot 2 \("\/no\/such\/bot"\) could not start: exited with code 127; its last stderr line: .*\/no\/such\/bot.*not found$/,
    );
  });

  it('a bot that exits before "ready": its last stderr line, and no log is left', () => {
    const out = join(dir, 'nostart.jsonl');
    const line = stopLine(['--bot', `node ${FAULTY} nostart`, '--bot', 'builtin:calm', '--out', out]);
    expect(line).toBe(
      `shichinarabe match: bot 1 ("node ${FAULTY} nostart") could not start: exited with code 1; its last stderr line: nostart bot: cannot open my weights file`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('a bot that never answers "hello", or answers it wrongly; two such bots are told as one line', () => {
    const game = ['--game', 'seven-up', '--start-ms', '800'];
    expect(stopLine([...game, '--bot', 'builtin:seven-up/random', '--bot', `node ${FAULTY} noready`])).toBe(
      `shichinarabe match: bot 2 ("node ${FAULTY} noready") could not start: no "ready" within 800 ms of "hello"; it wrote nothing on stderr`,
    );
    expect(stopLine([...game, '--bot', `node ${FAULTY} badready`, '--bot', `node ${FAULTY} noready`])).toMatch(
      /^shichinarabe match: bot 1 \(.*badready"\) could not start: answered "hello" with "\{\\"type\\":\\"ready\\"\}", not \{"type":"ready","name":…\}; it wrote nothing on stderr \(and 1 more bot could not start\)$/,
    );
    expect(stopLine(['--bot', `node ${FAULTY} longname`, '--bot', 'builtin:random'])).toContain(
      'could not start: answered "hello" with a name of 101 characters (at most 100)',
    );
  });

  it('with --jobs, every job starts its processes first', () => {
    const line = stopLine(['--game', 'seven-bridge', '--bot', '/no/such/bot', '--bot', 'builtin:seven-bridge/random']);
    const jobs = stopLine([
      ...['--game', 'seven-bridge', '--bot', '/no/such/bot', '--bot', 'builtin:seven-bridge/random'],
      ...['--jobs', '3', '--games', '6'],
    ]);
    expect(jobs).toBe(line);
  });
});

describe('a bot that started well and then cannot be started again', () => {
  it('has its turns played for it, each a fault, and the match goes on', () => {
    const out = join(dir, 'once.jsonl');
    const r = cli([
      'match',
      ...['--game', 'seven-up', '--bot', `node ${FAULTY} once ${join(dir, 'once.flag')}`],
      ...['--bot', 'builtin:seven-up/random', '--games', '2', '--seed', 'once', '--out', out],
    ]);
    expect(r.code, r.stderr).toBe(0);
    const lines = jsonLines(readFileSync(out, 'utf8'));
    const games = lines.filter((l) => l.type === 'game') as { faults: { seat: number }[] }[];
    expect(games).toHaveLength(2);
    // Game 1: the bot is down from the start, every one of its turns played for it.
    expect(games[1]?.faults.length).toBeGreaterThan(0);
    expect(r.stderr).toContain('bot 1 (once) could not be started again: crash: exited with code 5');
    expect(r.stderr).toContain('once bot: I do not start twice');
    const summary = lines[2] as { bots: { name: string; faults: number }[] };
    const faults = (games[0]?.faults.length ?? 0) + (games[1]?.faults.length ?? 0);
    expect(summary.bots.find((b) => b.name === 'once')?.faults).toBe(faults);
  });
});
