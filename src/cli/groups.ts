/**
 * Bot process groups. A bot command runs under `/bin/sh -c` as the leader of a process group of
 * its own, and the whole group is ended, so a shell wrapper cannot leave the bot running. A
 * simple command is `exec`'d by that shell, so that the bot's own stdout is the pipe's only
 * writer: a bot that closes it is seen to. A {@link Launch} may start the command otherwise (in a
 * sandbox, under a memory limit) and end more than the group. Every group still alive is
 * remembered, so that the referee can end them all when it exits.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';

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

/** How a bot command is started: the program that leads its process group, and what else ends with it. */
export interface Launch {
  /** The program (it becomes the leader of the new process group). */
  file: string;
  /** Its arguments. */
  args: string[];
  /** Its environment (default: the referee's). */
  env?: NodeJS.ProcessEnv;
  /** Written to the program's file descriptor 3, which is then closed (bubblewrap reads its arguments there). */
  fd3?: string;
  /**
   * Whether the program must not inherit the file descriptors the referee itself inherited (open
   * without close-on-exec: a pipe of whatever started the referee): each becomes `/dev/null` in it.
   */
  sealed?: boolean;
  /**
   * Ends at once every process the launch made outside the process group (called after the group
   * is killed); `final` when the referee is exiting: then it also removes what it made, if it can.
   */
  end?: (final: boolean) => void;
  /** Once the program has exited: waits for the rest of its processes to be gone and removes what the launch made. */
  release?: () => Promise<void>;
}

/** The referee's file descriptors above 2 that a program it starts would inherit (open without close-on-exec). */
function inherited(): number[] {
  const fds: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc/self/fdinfo');
  } catch {
    return fds; // no /proc: nothing known to seal
  }
  for (const entry of entries) {
    const fd = Number(entry);
    if (!(fd > 2)) continue;
    try {
      const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${entry}`, 'utf8'))?.[1];
      if (flags !== undefined && (Number.parseInt(flags, 8) & CLOSE_ON_EXEC) === 0) fds.push(fd);
    } catch {
      // closed meanwhile
    }
  }
  return fds;
}

/** `O_CLOEXEC` in the `flags` of `/proc/self/fdinfo` (octal 02000000 on Linux). */
const CLOSE_ON_EXEC = 0o2000000;

/** The plain launch: `/bin/sh -c` {@link shellLine}. */
export function plainLaunch(command: string): Launch {
  return { file: '/bin/sh', args: ['-c', shellLine(command)] };
}

/** Every process group started and not yet ended (with what else ends with it), so that the referee can end them all on exit. */
const live = new Map<number, Launch>();

/**
 * Starts a bot command as the leader of a new process group (by default under `/bin/sh -c`,
 * {@link shellLine}), with its stdin, stdout and stderr piped. Throws what `spawn` throws.
 */
export function startGroup(launch: Launch): ChildProcess {
  const stdio: ('pipe' | 'ignore' | number)[] = ['pipe', 'pipe', 'pipe'];
  if (launch.fd3 !== undefined) stdio.push('pipe');
  const devNull = launch.sealed === true ? openSync('/dev/null', 'r+') : null;
  if (devNull !== null) {
    for (const fd of inherited()) {
      while (stdio.length <= fd) stdio.push('ignore');
      if (stdio[fd] === 'ignore') stdio[fd] = devNull;
    }
  }
  let child: ChildProcess;
  try {
    child = spawn(launch.file, launch.args, { detached: true, stdio, env: launch.env ?? process.env });
  } finally {
    if (devNull !== null) closeSync(devNull);
  }
  if (launch.fd3 !== undefined) {
    const fd3 = child.stdio[3] as Writable | null;
    fd3?.on('error', () => {}); // a program that could not start: its exit is reported
    fd3?.end(launch.fd3);
  }
  if ((child.pid ?? 0) > 0) live.set(child.pid as number, launch);
  return child;
}

/** Ends a process group started by {@link startGroup} (SIGKILL to the whole group, and what its launch made); a pid of 0 (none) is ignored. */
export function endGroup(pid: number): void {
  if (pid <= 0) return; // never signal group 0: that is the referee's own
  killGroup(pid);
  live.get(pid)?.end?.(false);
  live.delete(pid);
}

/** Kills every bot process group still alive (on the referee's exit or interruption). */
export function killAll(): void {
  for (const [pid, launch] of live) {
    killGroup(pid);
    launch.end?.(true);
  }
  live.clear();
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
