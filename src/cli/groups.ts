/**
 * Bot process groups. A bot command runs under `/bin/sh -c` as the leader of a process group of
 * its own, and the whole group is ended, so a shell wrapper cannot leave the bot running. A
 * simple command is `exec`'d by that shell, so that the bot's own stdout is the pipe's only
 * writer: a bot that closes it is seen to. Every group still alive is remembered, so that the
 * referee can end them all when it exits.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** First words after which `exec` would change what a command line does (reserved words, special builtins). */
const NOT_EXECUTABLE = new Set([
  'exec',
  'eval',
  '.',
  'source',
  'cd',
  'export',
  'set',
  'unset',
  'trap',
  'if',
  'while',
  'until',
  'for',
  'case',
  '!',
  'time',
  '{',
  '[[',
  'command',
  'builtin',
  'readonly',
  'ulimit',
  'umask',
]);

/**
 * The line `/bin/sh -c` runs for a bot command: `exec CMD` when `CMD` is one simple command (no
 * `;`, `&`, `|`, parentheses, braces, backquotes or newlines, not starting with an assignment or a
 * shell keyword), else `CMD` as given. With `exec` the shell becomes the bot instead of waiting
 * for it while holding the bot's stdout open.
 */
export function shellLine(command: string): string {
  if (/[;&|(){}`\n\r]/.test(command)) return command;
  const first = command.trim().split(/\s+/)[0] ?? '';
  if (first === '' || first.includes('=') || NOT_EXECUTABLE.has(first)) return command;
  return `exec ${command}`;
}

/** Every process group started and not yet ended, so that the referee can end them all on exit. */
const live = new Set<number>();

/**
 * Starts a bot command under `/bin/sh -c` ({@link shellLine}) as the leader of a new process
 * group, with its stdin, stdout and stderr piped. Throws what `spawn` throws.
 */
export function startGroup(command: string): ChildProcess {
  const child = spawn('/bin/sh', ['-c', shellLine(command)], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  if ((child.pid ?? 0) > 0) live.add(child.pid as number);
  return child;
}

/** Ends a process group started by {@link startGroup} (SIGKILL to the whole group); a pid of 0 (none) is ignored. */
export function endGroup(pid: number): void {
  if (pid <= 0) return; // never signal group 0: that is the referee's own
  killGroup(pid);
  live.delete(pid);
}

/** Kills every bot process group still alive (on the referee's exit or interruption). */
export function killAll(): void {
  for (const pid of live) killGroup(pid);
  live.clear();
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
