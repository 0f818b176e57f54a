/**
 * A bot in its own process, speaking `shichinarabe-bot/1`: JSON Lines over its stdin and stdout.
 * The command runs in a process group of its own (`groups.ts`), and the whole group is ended, so
 * a shell wrapper cannot leave the bot running.
 * @module
 */
import type { ChildProcess } from 'node:child_process';
import { endGroup, type Launch, plainLaunch, startGroup } from './groups.js';
import { describeId, describeLine, LineReader } from './lines.js';
import { StderrTail } from './stderr.js';

/** Why a bot's answer was not accepted. */
export type Fault = 'timeout' | 'malformed' | 'illegal' | 'crash';

/** The protocol's name. */
export const PROTOCOL = 'shichinarabe-bot/1';

/** The longest name a bot may give in `ready`. */
const MAX_NAME = 100;
/** How long a bot may take to exit after `bye` before its group is killed. */
const BYE_MS = 2000;
/** After the bot's first process exits, how long its stdout may stay open before it counts as crashed. */
const EXIT_GRACE_MS = 100;

/** An answer to a turn: a move (not yet checked) or a fault; `ms` is the time taken. */
export type Answer = { move: unknown; ms: number } | { fault: Fault; message: string; ms: number };

interface Pending {
  id: number;
  sent: bigint;
  timer: NodeJS.Timeout;
  done: (answer: Answer) => void;
}

/**
 * One bot process (started again after a crash with {@link BotProcess.start}). Never throws for
 * anything the bot does: every failure becomes a fault or a down state with a reason.
 */
export class BotProcess {
  /** The name the bot gave in `ready` (kept across restarts), or `null`. */
  name: string | null = null;
  /** Why the bot is down, when it is. */
  downReason: { fault: Fault; message: string } | null = { fault: 'crash', message: 'not started' };
  /**
   * Whether {@link BotProcess.downReason} has been told: as the answer to a turn or a start that
   * was waiting. A bot that went down between turns has its reason told by its next turn's fault.
   */
  private downTold = true;
  private child: ChildProcess | null = null;
  private pid = 0;
  private pending: Pending | null = null;
  private ready: ((ok: boolean) => void) | null = null;
  private issued = new Set<number>();
  private stderr = new StderrTail(null);
  private exited: Promise<void> = Promise.resolve();
  private launch: Launch | null = null;

  /** `launcher` says how the command is started (default: {@link plainLaunch}). */
  constructor(
    readonly command: string,
    private readonly startMs: number,
    private readonly launcher: (command: string) => Launch = plainLaunch,
  ) {}

  /** Whether the bot is running and has said `ready`. */
  get up(): boolean {
    return this.downReason === null;
  }

  /** The last lines the bot wrote to stderr, once it has closed it or after `ms` (for a bot that could not start). */
  settledStderr(ms: number): Promise<string[]> {
    return this.stderr.settled(ms);
  }

  /** The last lines the bot wrote to stderr, for fault reports. */
  stderrTail(): string[] {
    return this.stderr.tail();
  }

  /**
   * Starts the bot (ending any earlier process of it), sends `hello` and waits for `ready`
   * (at most the start time). Resolves to whether the bot is up.
   */
  async start(): Promise<boolean> {
    await this.kill();
    this.downReason = null;
    let child: ChildProcess;
    try {
      this.launch = this.launcher(this.command);
      child = startGroup(this.launch);
    } catch (e) {
      this.down('crash', `could not start: ${e instanceof Error ? e.message : String(e)}`);
      await this.launch?.release?.();
      this.launch = null;
      return false;
    }
    this.child = child;
    const lines = new LineReader((line) => {
      if (this.child === child) this.onLine(line);
    }); // the bot's stdout, cut into lines
    const pid = child.pid ?? 0;
    this.pid = pid;
    let stdoutClosed = false;
    let exitedFirst = false;
    this.exited = new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
    child.on('error', (e) => {
      if (this.child === child) this.down('crash', `could not run: ${e.message}`);
    });
    child.stdin?.on('error', () => {}); // EPIPE when the bot is gone: its exit is reported instead
    child.stdout?.on('data', (chunk: Buffer) => {
      lines.write(chunk);
    });
    child.stdout?.on('close', () => {
      stdoutClosed = true;
      if (this.child !== child) return;
      lines.end();
      // Usually the process is exiting: wait a moment to say how it ended.
      if (exitedFirst || child.exitCode !== null || child.signalCode !== null) {
        this.down('crash', this.exitText(child));
        return;
      }
      const timer = setTimeout(() => {
        if (this.child === child) this.down('crash', 'closed its stdout');
      }, EXIT_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        if (this.child === child) this.down('crash', this.exitText(child));
      });
    });
    this.stderr = new StderrTail(child.stderr);
    child.on('exit', () => {
      exitedFirst = true;
      // Whatever it wrote before exiting is still read; a child holding stdout open does not keep it alive.
      setTimeout(() => {
        if (this.child === child && !stdoutClosed) this.down('crash', this.exitText(child));
      }, EXIT_GRACE_MS).unref();
    });
    const ok = new Promise<boolean>((resolve) => {
      this.ready = resolve;
    });
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (this.ready !== null) this.down('timeout', `no "ready" within ${this.startMs} ms of "hello"`);
      });
    }, this.startMs);
    this.send({ type: 'hello', protocol: PROTOCOL });
    const result = await ok;
    clearTimeout(timer);
    return result;
  }

  private exitText(child: ChildProcess): string {
    if (child.signalCode !== null) return `killed by ${child.signalCode}`;
    return `exited with code ${child.exitCode ?? '?'}`;
  }

  /** Writes one message (dropped when the bot is down). */
  send(message: object): void {
    if (this.child === null || this.downReason !== null) return;
    try {
      this.child.stdin?.write(`${JSON.stringify(message)}\n`);
    } catch {
      // the bot is gone; its exit is reported
    }
  }

  /**
   * Sends a `turn` and waits for the answer with that `id`: a move (to be checked by the caller),
   * or a fault (`timeout`, `malformed`, `crash`).
   */
  ask(message: { type: 'turn'; game: number; id: number; view: unknown; timeMs: number }): Promise<Answer> {
    const sent = process.hrtime.bigint();
    if (!this.up) {
      const reason = this.downReason ?? { fault: 'crash' as const, message: 'not running' };
      const message = this.downTold ? `the bot is down (${reason.message})` : reason.message;
      this.downTold = true;
      return Promise.resolve({ fault: reason.fault, message, ms: 0 });
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // Let any answer that is already waiting in the pipe be read first (the referee may have been busy).
        setImmediate(() => {
          if (this.pending?.id === message.id) {
            this.finish({ fault: 'timeout', message: `no answer within ${message.timeMs} ms` });
          }
        });
      }, message.timeMs);
      this.pending = { id: message.id, sent, timer, done: resolve };
      this.issued.add(message.id);
      if (this.issued.size > 20_000) {
        // Only recent ids can still arrive late: forget the oldest half.
        let drop = 10_000;
        for (const id of this.issued) {
          if (drop-- <= 0) break;
          this.issued.delete(id);
        }
      }
      this.send(message);
    });
  }

  private finish(answer: { move: unknown } | { fault: Fault; message: string }): void {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    clearTimeout(pending.timer);
    const ms = Number(process.hrtime.bigint() - pending.sent) / 1e6;
    pending.done({ ...answer, ms } as Answer);
  }

  /** One line from the bot (`null`: a line too long to read). */
  private onLine(line: string | null): void {
    if (line !== null && line.trim() === '') return;
    let message: unknown;
    let json = false;
    if (line !== null) {
      try {
        message = JSON.parse(line);
        json = true;
      } catch {
        json = false;
      }
    }
    const object = json && typeof message === 'object' && message !== null && !Array.isArray(message);
    const m = (object ? message : {}) as Record<string, unknown>;
    if (this.ready !== null) {
      const done = this.ready;
      const named = m.type === 'ready' && typeof m.name === 'string' && m.name.trim() !== '';
      if (named && (m.name as string).length <= MAX_NAME) {
        this.ready = null;
        this.name = m.name as string;
        done(true);
      } else if (named) {
        const length = (m.name as string).length;
        this.down('malformed', `answered "hello" with a name of ${length} characters (at most ${MAX_NAME})`);
      } else {
        this.down('malformed', `answered "hello" with ${describeLine(line)}, not {"type":"ready","name":…}`);
      }
      return;
    }
    const pending = this.pending;
    if (pending === null) return; // nothing asked: a late line
    if (typeof m.id === 'number' && m.id !== pending.id && this.issued.has(m.id)) return; // an old id: late
    if (!json) this.finish({ fault: 'malformed', message: `not JSON: ${describeLine(line)}` });
    else if (!object || m.type !== 'move' || !Object.hasOwn(m, 'move')) {
      this.finish({ fault: 'malformed', message: `not a move answer: ${describeLine(line)}` });
    } else if (m.id !== pending.id) {
      this.finish({ fault: 'malformed', message: `${describeId(m.id)} (expected id ${pending.id})` });
    } else this.finish({ move: m.move });
  }

  /** Marks the bot down (once), answering any turn or start waiting on it, and ends its process group. */
  private down(fault: Fault, message: string): void {
    if (this.downReason !== null) return;
    this.downReason = { fault, message };
    this.downTold = this.ready !== null || this.pending !== null;
    if (this.ready !== null) {
      const done = this.ready;
      this.ready = null;
      done(false);
    }
    if (this.pending !== null) this.finish({ fault, message });
    endGroup(this.pid);
  }

  /** Ends the bot now (its whole process group) and waits for it to be gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (child === null) return;
    this.down('crash', 'ended by the referee');
    endGroup(this.pid);
    this.child = null;
    await this.exited;
    await this.launch?.release?.();
    this.launch = null;
    // A descendant that left the process group may still hold the pipes: let go of them.
    child.stdin?.destroy();
    child.stdout?.destroy();
    child.stderr?.destroy();
  }

  /** Sends `bye`, closes its stdin, waits up to 2 s for it to exit, then ends its process group. */
  async bye(): Promise<void> {
    const child = this.child;
    if (child === null) return;
    if (this.up) {
      this.send({ type: 'bye' });
      child.stdin?.end();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.exited,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, BYE_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    await this.kill();
  }
}
