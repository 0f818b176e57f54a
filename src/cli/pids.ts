/**
 * The `pids` control group of each sandboxed bot: a group of its own whose `pids.max` holds the
 * bot's processes (threads included) to {@link BOT_PROCESSES}. The groups are made beside one
 * another in the referee's own control group of a hierarchy with the `pids` controller (cgroup v2,
 * where the controller is enabled below the referee's group or may be; else cgroup v1's `pids`
 * hierarchy), where the referee may write (as root, or in a group delegated to its user). A bot's
 * group is emptied (every process in it killed) and removed when the bot has ended.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The processes (threads included) a sandboxed bot may have at once. */
export const BOT_PROCESSES = 64;

/** Where the bots' groups are made: the referee's own group in a hierarchy with the `pids` controller. */
export interface PidsHome {
  /** The referee's group's directory. */
  dir: string;
  /** The control group version of its hierarchy. */
  version: 1 | 2;
}

/** A mount of a control group hierarchy (from `/proc/self/mountinfo`). */
interface CgroupMount {
  /** Where it is mounted. */
  point: string;
  /** The group of the hierarchy mounted there. */
  root: string;
  /** `cgroup2`, or `cgroup` (v1) with its controllers. */
  type: string;
  controllers: string[];
}

/** mountinfo's escapes (`\040` for a space) undone. */
const unescaped = (text: string): string =>
  text.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));

function mounts(): CgroupMount[] {
  const found: CgroupMount[] = [];
  for (const line of read('/proc/self/mountinfo').split('\n')) {
    const [left, right] = line.split(' - ');
    if (left === undefined || right === undefined) continue;
    const fields = left.split(' ');
    const [type, , options] = right.split(' ');
    if (type !== 'cgroup' && type !== 'cgroup2') continue;
    found.push({
      point: unescaped(fields[4] ?? ''),
      root: unescaped(fields[3] ?? '/'),
      type,
      controllers: type === 'cgroup' ? (options ?? '').split(',') : [],
    });
  }
  return found;
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The directory of the referee's group in a hierarchy mounted at `mount`, whose group path is `path`. */
function groupDir(mount: CgroupMount, path: string): string | null {
  const root = mount.root === '/' ? '' : mount.root;
  if (root !== '' && path !== root && !path.startsWith(`${root}/`)) return null;
  const dir = join(mount.point, path.slice(root.length)).replace(/(.)\/+$/, '$1');
  return existsSync(dir) ? dir : null;
}

/** The error code of a failed file operation, for a one-line reason. */
const codeOf = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? String(e);

/**
 * Where bots' `pids` groups can be made, tried by making (and removing) one; or why they cannot,
 * as a phrase for a one-line warning.
 */
export function findPidsHome(): PidsHome | string {
  const own = read('/proc/self/cgroup')
    .split('\n')
    .map((line) => {
      const first = line.indexOf(':');
      const second = line.indexOf(':', first + 1);
      return {
        id: line.slice(0, first),
        controllers: line.slice(first + 1, second).split(','),
        path: line.slice(second + 1),
      };
    })
    .filter((g) => g.path.startsWith('/'));
  const all = mounts();
  const reasons: string[] = [];
  const v2 = own.find((g) => g.id === '0');
  const unified = all.find((m) => m.type === 'cgroup2');
  if (v2 !== undefined && unified !== undefined) {
    const dir = groupDir(unified, v2.path);
    if (dir !== null) {
      const why = enablePids(dir);
      if (why === null) {
        const tried = tryHome({ dir, version: 2 });
        if (tried === null) return { dir, version: 2 };
        reasons.push(tried);
      } else reasons.push(why);
    }
  }
  const v1 = own.find((g) => g.controllers.includes('pids'));
  const hierarchy = all.find((m) => m.type === 'cgroup' && m.controllers.includes('pids'));
  if (v1 !== undefined && hierarchy !== undefined) {
    const dir = groupDir(hierarchy, v1.path);
    if (dir !== null) {
      const tried = tryHome({ dir, version: 1 });
      if (tried === null) return { dir, version: 1 };
      reasons.push(tried);
    }
  }
  if (reasons.length === 0) return 'no control group hierarchy with the pids controller is mounted';
  return reasons.join('; ');
}

/** Makes the `pids` controller available to new groups below `dir` (cgroup v2); why not, or `null`. */
function enablePids(dir: string): string | null {
  if (read(join(dir, 'cgroup.subtree_control')).split(/\s+/).includes('pids')) return null;
  if (!read(join(dir, 'cgroup.controllers')).split(/\s+/).includes('pids')) {
    return `the pids controller is not available in ${dir}`;
  }
  try {
    appendFileSync(join(dir, 'cgroup.subtree_control'), '+pids');
    return null;
  } catch (e) {
    return `cannot enable the pids controller below ${dir} (${codeOf(e)})`;
  }
}

/** Makes and removes a group in `home`: why it failed, or `null`. */
function tryHome(home: PidsHome): string | null {
  let group: BotGroup;
  try {
    group = new BotGroup(home);
  } catch (e) {
    return `cannot make a control group in ${home.dir} (${e instanceof Error ? e.message : String(e)})`;
  }
  group.removeNow();
  sweep(home);
  return null;
}

/** Removes the empty groups left by referees that were killed (SIGKILL) before they could remove them. */
function sweep(home: PidsHome): void {
  for (const name of readdirSync(home.dir)) {
    const m = /^shichinarabe-(\d+)-[0-9a-f]{8}$/.exec(name);
    if (m === null || alive(Number(m[1]))) continue;
    try {
      rmdirSync(join(home.dir, name)); // refused (EBUSY) if anything still runs in it
    } catch {
      // left as it is
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return codeOf(e) !== 'ESRCH';
  }
}

/** One bot's `pids` group (made at once, with its limit set). */
export class BotGroup {
  /** The group's directory. */
  readonly dir: string;

  /** Makes the group in `home`; throws (with the failing step and its error code) if it cannot. */
  constructor(private readonly home: PidsHome) {
    this.dir = join(home.dir, `shichinarabe-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      mkdirSync(this.dir);
    } catch (e) {
      throw new Error(`mkdir ${codeOf(e)}`);
    }
    try {
      writeFileSync(join(this.dir, 'pids.max'), String(BOT_PROCESSES));
    } catch (e) {
      this.removeNow();
      throw new Error(`pids.max ${codeOf(e)}`);
    }
  }

  /** The file a process writes its pid to, to move into the group (its children follow it). */
  get procs(): string {
    return join(this.dir, 'cgroup.procs');
  }

  /** The processes in the group. */
  private members(): number[] {
    return read(this.procs)
      .split('\n')
      .filter((l) => /^\d+$/.test(l))
      .map(Number);
  }

  /** Kills every process in the group (cgroup v2's `cgroup.kill` where there is one, else each by its pid). */
  kill(): void {
    if (this.home.version === 2 && existsSync(join(this.dir, 'cgroup.kill'))) {
      try {
        writeFileSync(join(this.dir, 'cgroup.kill'), '1');
        return;
      } catch {
        // killed one by one below
      }
    }
    for (const pid of this.members()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** Removes the group if it is empty; whether it is gone. */
  removeNow(): boolean {
    try {
      rmdirSync(this.dir);
      return true;
    } catch (e) {
      return codeOf(e) === 'ENOENT';
    }
  }

  /** Kills what is left in the group and removes it once empty (waiting at most `ms`). */
  async release(ms = 2000): Promise<void> {
    const until = Date.now() + ms;
    for (;;) {
      this.kill();
      if (this.removeNow() || Date.now() > until) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** {@link BotGroup.release} without waiting on the event loop (when the referee is exiting): at most `ms`. */
  releaseSync(ms = 200): void {
    const until = Date.now() + ms;
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (;;) {
      this.kill();
      if (this.removeNow() || Date.now() > until) return;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}
