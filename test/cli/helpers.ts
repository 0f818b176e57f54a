/**
 * Running the built command (dist/cli.js) in tests: it is built before vitest by `npm test`, and
 * built again here when older than the sources (e.g. under a bare `vitest`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(ROOT, 'dist', 'cli.js');
export const FAULTY = join(ROOT, 'test', 'cli', 'bots', 'faulty.mjs');
export const PY_BOT = `python3 ${join(ROOT, 'examples', 'bots', 'random_bot.py')}`;
export const JS_BOT = `node ${join(ROOT, 'examples', 'bots', 'edge_bot.mjs')}`;

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return t;
}

/** Builds dist/ when it is missing or older than src/. */
export function ensureBuilt(): void {
  if (existsSync(CLI) && statSync(CLI).mtimeMs >= newest(join(ROOT, 'src'))) return;
  const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsup'), ['--silent'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`could not build dist/: ${r.stderr}`);
}

/** The outcome of a run of the command. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node dist/cli.js …args` (stdin from `input`), waiting at most `timeout` ms. */
export function cli(args: readonly string[], input = '', timeout = 60_000): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 64 << 20,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Where and how {@link cliAsync} runs the command. */
export interface RunOptions {
  /** Its working directory (default: the repository). */
  cwd?: string;
  /** Variables added to its environment. */
  env?: NodeJS.ProcessEnv;
  /** A file descriptor above 2 at which it gets a pipe of the test (inherited, as one of whatever starts it might be). */
  pipeAt?: number;
}

/** Runs `node dist/cli.js …args` without blocking the test's own event loop (a server of the test can answer meanwhile). */
export function cliAsync(args: readonly string[], options: RunOptions = {}): Promise<Run> {
  const stdio: ('ignore' | 'pipe')[] = ['ignore', 'pipe', 'pipe'];
  if (options.pipeAt !== undefined) {
    while (stdio.length < options.pipeAt) stdio.push('ignore');
    stdio.push('pipe');
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio,
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The lines of a JSON Lines text, parsed. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** A log's lines without the timing field `ms` (the only field that depends on the machine). */
export function withoutTimes(text: string): string[] {
  return jsonLines(text).map((line) => {
    const { ms: _ms, ...rest } = line;
    return JSON.stringify(rest);
  });
}
