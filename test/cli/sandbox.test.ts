/**
 * `match --sandbox` against hostile bots of our own (test/cli/bots/, Python standard library):
 * `spy.py` tries the referee's command line, the match log, the seed file, the referee's memory, a
 * TCP connection to a listener of this test on the loopback, writes outside its directory and in
 * it, and counts the file descriptors it inherited (this test gives the referee a pipe of its own); `hog.py` takes gigabytes; `swarm.py` starts a hundred processes. Without the sandbox the
 * spy finds every door open; under it each is closed or held, and the match is played to the end.
 * Where bubblewrap cannot run here, the tests that need it are skipped, with the reason in their name.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { BOT_PROCESSES } from '../../src/cli/pids.js';
import { prepareSandbox } from '../../src/cli/sandbox.js';
import { CLI, cliAsync, ensureBuilt, jsonLines, ROOT } from './helpers.js';

const BOTS = join(ROOT, 'test', 'cli', 'bots');
const EXAMPLES = join(ROOT, 'examples', 'bots');

/** Why bubblewrap cannot make a sandbox here (the referee's own checks), or `null`. */
function sandboxMissing(): string | null {
  try {
    prepareSandbox({ cwd: ROOT, binds: [], hidden: [], memoryMb: 1024 });
    return null;
  } catch (e) {
    return e instanceof UsageError ? e.message : String(e);
  }
}
const missing = sandboxMissing();
if (missing !== null) console.warn(`test/cli/sandbox.test.ts: the tests under --sandbox are skipped: ${missing}`);
const underSandbox = missing === null ? 'under --sandbox' : `under --sandbox (skipped: ${missing})`;

let dir = '';
let outside = '';
let seed = '';
let server: Server;
let port = 0;
const visits: string[] = [];
beforeAll(async () => {
  ensureBuilt();
  // The bots' working directory: readable by everyone (as root the sandbox runs bots as nobody).
  dir = mkdtempSync(join(tmpdir(), 'shichinarabe-sandbox-'));
  chmodSync(dir, 0o755);
  outside = mkdtempSync(join(tmpdir(), 'shichinarabe-outside-'));
  chmodSync(outside, 0o777);
  seed = randomBytes(16).toString('hex');
  writeFileSync(join(dir, 'seed.txt'), `${seed}\n`, { mode: 0o600 });
  server = createServer((socket) => {
    socket.on('data', (chunk) => visits.push(chunk.toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** What the spy said: its name (when it started) and its report at game 1 (on stderr). */
interface SpyReport {
  start: Record<string, string>;
  later: Record<string, string>;
}

async function spy(sandbox: boolean): Promise<SpyReport> {
  visits.length = 0;
  rmSync(join(outside, 'spy-was-here.txt'), { force: true });
  rmSync(join(dir, 'spy-was-here.txt'), { force: true });
  const log = join(dir, 'log.jsonl');
  const command = ['python3', join(BOTS, 'spy.py'), log, join(dir, 'seed.txt'), String(port), outside].join(' ');
  const args = [
    ...['match', '--bot', command, '--bot', 'builtin:calm', '--games', '2'],
    ...['--seed-file', 'seed.txt', '--out', 'log.jsonl', ...(sandbox ? ['--sandbox', '--sandbox-bind', BOTS] : [])],
  ];
  // The referee inherits a pipe of this test (as fd 5, not closed on exec), as it might one of whatever starts it.
  const r = await cliAsync(args, { cwd: dir, pipeAt: 5 });
  expect(r.code, r.stderr).toBe(0);
  const lines = jsonLines(readFileSync(log, 'utf8'));
  expect(lines.map((l) => l.type)).toEqual(['game', 'game', 'summary']); // played to the end
  const name = (lines[0]?.seats as string[] | undefined)?.[0] ?? '';
  const start = Object.fromEntries(
    name
      .split(' ')
      .slice(1)
      .map((kv) => kv.split(':') as [string, string]),
  );
  const later = JSON.parse(/spy found in game 1: (.*)/.exec(r.stderr)?.[1] ?? 'null') as Record<string, string>;
  expect(later, r.stderr).not.toBeNull();
  return { start, later };
}

describe('a hostile bot (spy.py)', () => {
  it('without --sandbox finds every door open: the command line, the log, the seed file, memory, network, disk', async () => {
    const { start, later } = await spy(false);
    const { fds, ...rest } = start;
    expect(rest).toEqual({
      cmdline: 'found',
      log: '0B', // the log is empty before the first game ends
      seed: seed.slice(0, 8),
      mem: '64B',
      tcp: 'open',
      write: 'done',
      here: 'done',
    });
    expect(Number(fds)).toBeGreaterThanOrEqual(1); // this test's pipe (and whatever started the test)
    expect(later.log).toMatch(/^[1-9]\d*B$/); // game 0's line
    // …but the log itself gives nothing away: no line holds the match seed.
    expect(later['seed-in-log']).toBe('no');
    expect(visits).toContain('spy was here\n');
    expect(existsSync(join(outside, 'spy-was-here.txt'))).toBe(true);
  });

  it.skipIf(missing !== null)(`${underSandbox} finds every door closed, and plays to the end`, async () => {
    const { start, later } = await spy(true);
    for (const found of [start, later]) {
      expect(found.cmdline).toBe('none'); // no process of the machine in sight
      expect(found.mem).toBe('none'); // so no referee's memory either
      expect(found.log).not.toMatch(/^[1-9]\d*B$/); // hidden (or empty), even while games are logged
      expect(found.seed).toMatch(/^(E[A-Z]+|empty)$/);
      expect(found.tcp).toMatch(/^E[A-Z]+$/);
      expect(found.write).toMatch(/^E[A-Z]+$/);
      expect(found.here).toMatch(/^E[A-Z]+$/);
      expect(found.fds).toBe('0');
    }
    expect(visits).toEqual([]);
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(dir, 'spy-was-here.txt'))).toBe(false);
  });
});

/** The pids of the processes of the machine whose command line holds `marker`. */
function holding(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missing !== null)(`hostile bots ${underSandbox}`, () => {
  it('holds a bot that takes gigabytes to --bot-memory: its own crash, and the match goes on', async () => {
    const r = await cliAsync(
      [
        'match',
        ...['--bot', `python3 ${join(BOTS, 'hog.py')}`, '--bot', 'builtin:calm', '--games', '2', '--seed', 'hog'],
        ...['--sandbox', '--sandbox-bind', BOTS, '--bot-memory', '256', '--out', '-'],
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const games = jsonLines(r.stdout).filter((l) => l.type === 'game');
    expect(games).toHaveLength(2);
    for (const g of games) {
      const faults = g.faults as { seat: number; fault: string }[];
      expect(faults[0]).toMatchObject({ seat: 0, fault: 'crash' }); // at its first turn
      expect(faults.every((f) => f.seat === 0)).toBe(true);
    }
    const refused = [...r.stderr.matchAll(/hog: refused after (\d+) MB/g)].map((m) => Number(m[1]));
    expect(refused).toHaveLength(2); // in each game, after a restart
    for (const mb of refused) expect(mb).toBeLessThan(256);
    expect(r.stderr).not.toContain('hog: held');
  });

  it(`holds a bot that starts a hundred processes to ${BOT_PROCESSES} (or warns that it cannot), and ends them all with the match`, async () => {
    const marker = `swarm-${randomBytes(6).toString('hex')}`;
    const r = await cliAsync(
      [
        'match',
        ...['--bot', `python3 ${join(BOTS, 'swarm.py')} ${marker}`, '--bot', 'builtin:calm', '--games', '2'],
        ...['--seed', 'swarm', '--sandbox', '--sandbox-bind', BOTS, '--out', '-'],
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const games = jsonLines(r.stdout).filter((l) => l.type === 'game');
    expect(games).toHaveLength(2);
    const started = Number(
      /^swarm started (\d+) of 100$/.exec((games[0]?.seats as string[] | undefined)?.[0] ?? '')?.[1],
    );
    const warning = r.stderr.match(
      /^shichinarabe match: warning: --sandbox: each bot's processes are not held to 64: .+$/gm,
    );
    if (warning === null) {
      expect(started).toBeGreaterThan(0);
      expect(started).toBeLessThan(BOT_PROCESSES);
    } else {
      expect(warning).toHaveLength(1);
      console.warn(`no pids control group here, so the swarm started ${started} processes: ${warning[0]}`);
    }
    expect(holding(marker)).toEqual([]);
  });

  it('ends every process of its sandboxes when the referee itself is killed', async () => {
    const marker = `swarm-${randomBytes(6).toString('hex')}`;
    const referee: ChildProcess = spawn(
      process.execPath,
      [
        CLI,
        'match',
        ...['--bot', `python3 ${join(BOTS, 'swarm.py')} ${marker}`, '--bot', 'builtin:calm', '--games', '100000'],
        ...['--seed', 'killed', '--sandbox', '--sandbox-bind', BOTS, '--quiet'],
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    for (let i = 0; i < 500 && holding(marker).length < 20; i++) await sleep(20);
    expect(holding(marker).length).toBeGreaterThanOrEqual(20);
    referee.kill('SIGKILL');
    for (let i = 0; i < 250 && holding(marker).length > 0; i++) await sleep(20);
    expect(holding(marker)).toEqual([]);
  });

  it.each([
    ['sevens', 'random_bot.py', 'builtin:random'],
    ['seven-bridge', 'seven_bridge_random.py', 'builtin:seven-bridge/random'],
    ['seven-up', 'seven_up_random.py', 'builtin:seven-up/random'],
  ])('referees %s between a sandboxed example bot and a builtin bot', async (game, file, builtin) => {
    const r = await cliAsync(
      [
        'match',
        ...['--game', game, '--bot', `python3 ${join(EXAMPLES, file)}`, '--bot', builtin, '--games', '2'],
        ...['--rotate', '--seed', 'family', '--sandbox', '--sandbox-bind', EXAMPLES, '--out', '-'],
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const games = jsonLines(r.stdout).filter((l) => l.type === 'game');
    expect(games.map((g) => g.faults)).toEqual([[], []]);
    expect(games.map((g) => (g.seats as string[]).includes(file))).toEqual([true, true]);
  });
});

describe('--sandbox without bubblewrap, and what needs none of it', () => {
  const noBwrap = { PATH: '/nonexistent' };
  it('is a one-line error naming the package to install (exit 2)', async () => {
    const r = await cliAsync(['match', '--bot', 'python3 bot.py', '--bot', 'builtin:calm', '--sandbox'], {
      cwd: dir,
      env: noBwrap,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'shichinarabe match: --sandbox needs bubblewrap (bwrap), which is not installed: install the package bubblewrap\n',
    );
  });

  it('plays builtin bots without bubblewrap: they run inside the referee', async () => {
    const r = await cliAsync(['match', '--bot', 'builtin:calm', '--bot', 'builtin:killer', '--sandbox'], {
      cwd: dir,
      env: noBwrap,
    });
    expect(r.code, r.stderr).toBe(0);
  });

  it('holds a bot process to --bot-memory without the sandbox too (prlimit)', async () => {
    const r = await cliAsync(
      [
        'match',
        ...['--bot', `python3 ${join(BOTS, 'hog.py')}`, '--bot', 'builtin:calm', '--seed', 'hog'],
        ...['--bot-memory', '256', '--out', '-'],
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/hog: refused after \d+ MB/);
  });
});
