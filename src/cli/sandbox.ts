/**
 * `match --sandbox`: how a bot command is started under bubblewrap (`bwrap`), and the checks made
 * once before the first bot starts. A sandboxed bot has its own PID, network, IPC and UTS
 * namespaces (no network at all, no other process of the machine in sight); of the machine's
 * files it sees the system (`/usr`, `/etc`, …) and its working directory read-only, the paths of
 * `--sandbox-bind` read-only, and a private `/tmp` of its own; the match log and the seed file are
 * hidden even there. Each of its processes may take `--bot-memory` MB of address space (`prlimit
 * --as`, also the size of its `/tmp`), and all of them together {@link BOT_PROCESSES} processes
 * (the `pids` control group, `pids.ts`, where the referee may make one). Run as root, the bot runs
 * as `nobody` (uid 65534), without capabilities. Its environment holds only `PATH`, the locale
 * and `HOME=/tmp`. When the referee ends the process group of `bwrap`, or dies, the whole sandbox
 * ends (`--die-with-parent`, and the end of its PID namespace).
 * @module
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { UsageError } from './args.js';
import { type Launch, shellLine } from './groups.js';
import { BotGroup, BOT_PROCESSES, findPidsHome, type PidsHome } from './pids.js';

/** What `--sandbox` is asked to do. */
export interface SandboxRequest {
  /** The bots' working directory (the referee's), shown read-only. */
  cwd: string;
  /** More paths shown read-only (`--sandbox-bind`), as given. */
  binds: readonly string[];
  /** Files hidden even where they lie in a shown path: the match log, the seed file. */
  hidden: readonly string[];
  /** Each process's address space limit, in MB (`--bot-memory`). */
  memoryMb: number;
}

/** A checked sandbox, ready to start bots in. */
export interface Sandbox {
  bwrap: string;
  prlimit: string;
  /** bubblewrap's options (read from a file descriptor, so that they are not its command line). */
  options: string[];
  /** What runs the command inside: `setpriv` to `nobody` when the referee is root, else nothing. */
  runAs: string[];
  /** The environment of bubblewrap and the bot. */
  env: NodeJS.ProcessEnv;
  memoryMb: number;
  /** Where the bots' `pids` groups are made, or `null`. */
  pids: PidsHome | null;
  /** Why there is no `pids` group (a phrase), or `null`. */
  pidsMissing: string | null;
}

/** The system's directories, shown read-only (the ones that exist; a symbolic link is made again as one). */
const SYSTEM = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];

/** The user a bot runs as when the referee is root. */
const NOBODY = '65534';

/** The variables of the referee's environment a sandboxed bot keeps. */
const KEPT = /^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ)$/;

/** A program on the `PATH`, or `null`. */
export function findProgram(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      if (statSync(path).isFile()) return path;
    } catch {
      // not here
    }
  }
  return null;
}

/** `prlimit`, or a {@link UsageError} naming its package. */
export function findPrlimit(flag: string): string {
  const prlimit = findProgram('prlimit');
  if (prlimit === null)
    throw new UsageError(`${flag} needs prlimit, which is not installed: install the package util-linux`);
  return prlimit;
}

/** A path's real path, or `null` if it does not exist. */
function real(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** Whether `path` is `dir` or inside it. */
const within = (path: string, dir: string): boolean =>
  path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);

/**
 * The directories to make in the sandbox's root, shallowest first, before `paths` are shown there:
 * the ones above them, but `/` and the system's (bubblewrap would make them readable by their
 * owner only, and a bot run as `nobody` could not reach its files).
 */
function ancestors(paths: readonly string[], system: readonly string[]): string[] {
  const dirs = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/').filter((p) => p !== '');
    for (let i = 1; i < parts.length; i++) dirs.add(`/${parts.slice(0, i).join('/')}`);
  }
  return [...dirs].filter((dir) => dir !== '/tmp' && !system.some((s) => within(dir, s))).sort();
}

/** A directory that would show the sandbox the machine itself: `/`, or in `/proc` or `/dev`. */
function checkShown(path: string, what: string): void {
  if (path === '/' || within(path, '/proc') || within(path, '/dev')) {
    throw new UsageError(`--sandbox cannot show ${what} ${path} to the bots: it would show them the whole machine`);
  }
}

/**
 * Checks what `--sandbox` needs (Linux, `bwrap`, `prlimit`, as root `setpriv`; the paths to show)
 * and that bubblewrap can make a sandbox here, by starting one; finds where the bots' `pids` groups
 * can be made. Every failure is a one-line {@link UsageError} (exit 2).
 */
export function prepareSandbox(request: SandboxRequest): Sandbox {
  if (process.platform !== 'linux') {
    throw new UsageError(
      '--sandbox works on Linux only (it runs bots under bubblewrap): elsewhere run them in containers',
    );
  }
  const bwrap = findProgram('bwrap');
  if (bwrap === null) {
    throw new UsageError('--sandbox needs bubblewrap (bwrap), which is not installed: install the package bubblewrap');
  }
  const prlimit = findPrlimit('--sandbox');
  const root = process.getuid?.() === 0;
  const setpriv = root ? findProgram('setpriv') : null;
  if (root && setpriv === null) {
    throw new UsageError('--sandbox run as root needs setpriv, which is not installed: install the package util-linux');
  }
  checkShown(request.cwd, 'the working directory');
  const binds = request.binds.map((given) => {
    const path = real(given);
    if (path === null) throw new UsageError(`--sandbox-bind ${given}: no such file or directory`);
    checkShown(path, '--sandbox-bind');
    return path;
  });
  const system = SYSTEM.filter((dir) => real(dir) !== null);
  const shown = [request.cwd, ...binds, ...system.map((dir) => real(dir) as string)];
  if (setpriv !== null && !shown.some((dir) => within(setpriv, dir))) binds.push(setpriv);
  const hidden = request.hidden
    .map(real)
    .filter(
      (path): path is string => path !== null && statSync(path).isFile() && shown.some((dir) => within(path, dir)),
    );
  const options = [
    ...['--unshare-ipc', '--unshare-pid', '--unshare-net', '--unshare-uts', '--unshare-cgroup-try'],
    ...['--die-with-parent', '--new-session', '--cap-drop', 'ALL'],
    ...(root ? ['--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP'] : []),
    ...['--proc', '/proc', '--dev', '/dev'],
    ...['--perms', '1777', '--size', String(request.memoryMb * 1024 * 1024), '--tmpfs', '/tmp'],
    ...system.flatMap((dir) =>
      lstatSync(dir).isSymbolicLink() ? ['--symlink', readlinkSync(dir), dir] : ['--ro-bind', dir, dir],
    ),
    ...ancestors([request.cwd, ...binds], system).flatMap((dir) => ['--perms', '0755', '--dir', dir]),
    ...['--ro-bind', request.cwd, request.cwd],
    ...binds.flatMap((path) => ['--ro-bind', path, path]),
    ...hidden.flatMap((path) => ['--ro-bind', '/dev/null', path]),
    ...['--chdir', request.cwd],
  ];
  const drop = [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--inh-caps=-all', '--bounding-set=-all'];
  const runAs = setpriv === null ? [] : [setpriv, ...drop, '--'];
  const env: NodeJS.ProcessEnv = { HOME: '/tmp' };
  for (const [name, value] of Object.entries(process.env)) if (KEPT.test(name)) env[name] = value;
  const probe = spawnSync(bwrap, ['--args', '0', '--', ...runAs, '/bin/sh', '-c', 'exit 0'], {
    input: argsText(options),
    env,
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (probe.status !== 0) {
    const said = (probe.stderr ?? '').trim().split('\n').pop() || (probe.error?.message ?? `exit ${probe.status}`);
    throw new UsageError(`--sandbox: bubblewrap cannot make a sandbox here: ${said}`);
  }
  const home = findPidsHome();
  return {
    bwrap,
    prlimit,
    options,
    runAs,
    env,
    memoryMb: request.memoryMb,
    pids: typeof home === 'string' ? null : home,
    pidsMissing: typeof home === 'string' ? home : null,
  };
}

/** Options as `bwrap --args FD` reads them: each ended by a NUL (the command stays on its command line). */
const argsText = (args: readonly string[]): string => args.map((a) => `${a}\0`).join('');

/** `prlimit --as`'s argument: the limit in bytes, soft and hard. */
const addressSpace = (mb: number): string => `--as=${mb * 1024 * 1024}:${mb * 1024 * 1024}`;

/**
 * How a bot command starts in the sandbox: a shell moves itself into the bot's new `pids` group
 * (when there is one), then becomes `prlimit`, which becomes `bwrap` (its options on fd 3), which
 * runs the command under `/bin/sh -c` inside. Throws if the bot's group cannot be made.
 */
export function sandboxLaunch(sandbox: Sandbox, command: string): Launch {
  const group = sandbox.pids === null ? null : new BotGroup(sandbox.pids);
  const chain = [
    ...[sandbox.prlimit, addressSpace(sandbox.memoryMb), '--', sandbox.bwrap, '--args', '3', '--'],
    ...[...sandbox.runAs, '/bin/sh', '-c', shellLine(command)],
  ];
  return {
    ...(group === null
      ? { file: chain[0] as string, args: chain.slice(1) }
      : { file: '/bin/sh', args: ['-c', 'echo $$ > "$0" || exit 125; exec "$@"', group.procs, ...chain] }),
    env: sandbox.env,
    fd3: argsText(sandbox.options),
    sealed: true,
    end: (final) => {
      group?.kill();
      if (final) group?.releaseSync();
    },
    release: async () => {
      await group?.release();
    },
  };
}

/** How a bot command starts under `--bot-memory` alone (no sandbox): `prlimit --as` runs `/bin/sh -c`. */
export function memoryLaunch(prlimit: string, memoryMb: number, command: string): Launch {
  return { file: prlimit, args: [addressSpace(memoryMb), '--', '/bin/sh', '-c', shellLine(command)] };
}

/** The warning printed when the bots' processes cannot be held to {@link BOT_PROCESSES}. */
export function pidsWarning(why: string): string {
  return `warning: --sandbox: each bot's processes are not held to ${BOT_PROCESSES}: ${why}`;
}
