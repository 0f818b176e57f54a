/**
 * Worker threads of the referee, for `builtin:` bots. Two roles:
 * - `games`: plays whole games between builtin bots (a match of builtin bots only);
 * - `bots`: computes the moves of the builtin bots of one job whose other bots are processes, so
 *   that their thinking never holds up the referee's reading of the processes' answers.
 * The worker is the CLI's own file, started again with `workerData`.
 * @module
 */
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { type Bot, type BotView, botView } from '../bots/index.js';
import { type GameState, Random, type Score } from '../index.js';
import type { Answer, Fault } from './process.js';
import {
  builtinBot,
  type FaultReport,
  type GameLine,
  LocalBuiltin,
  type MatchSetup,
  refereeGame,
  type SeatBot,
} from './referee.js';
import { botSeed } from './seeds.js';

/** What a worker is started with. */
export type WorkerData =
  | { role: 'games'; setup: MatchSetup; builtins: string[] }
  | { role: 'bots'; seed: string; builtins: (string | null)[] };

/** Messages to a `games` worker and its answers. */
type GamesRequest = { game: number };
type GamesAnswer = { game: number; line: GameLine; faults: FaultReport[] } | { game: number; error: string };

/** Messages to a `bots` worker and its answers. */
type BotsRequest =
  | { type: 'game'; bot: number; game: number; seat: number }
  | { type: 'turn'; bot: number; seq: number; view: BotView };
type BotsAnswer = { seq: number; move?: unknown; error?: string; ms: number };

/** Runs the worker side (called when the CLI's file is loaded in a worker thread). */
export function workerMain(): void {
  const data = workerData as WorkerData;
  const port = parentPort;
  if (port === null) return;
  if (data.role === 'games') {
    const bots = data.builtins.map((name) => new LocalBuiltin(name, data.setup.seed));
    port.on('message', (request: GamesRequest) => {
      const faults: FaultReport[] = [];
      refereeGame(data.setup, request.game, bots, (f) => faults.push(f)).then(
        (line) => port.postMessage({ game: request.game, line, faults } satisfies GamesAnswer),
        (e: unknown) =>
          port.postMessage({
            game: request.game,
            error: e instanceof Error ? e.message : String(e),
          } satisfies GamesAnswer),
      );
    });
    return;
  }
  const bots: (Bot | null)[] = data.builtins.map((name) => (name === null ? null : builtinBot(name)));
  const rngs = bots.map(() => new Random(0));
  port.on('message', (request: BotsRequest) => {
    if (request.type === 'game') {
      rngs[request.bot] = new Random(botSeed(data.seed, request.game, request.seat));
      return;
    }
    const start = process.hrtime.bigint();
    try {
      const move = (bots[request.bot] as Bot)(request.view, rngs[request.bot] as Random);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      port.postMessage({ seq: request.seq, move, ms } satisfies BotsAnswer);
    } catch (e) {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      port.postMessage({
        seq: request.seq,
        error: e instanceof Error ? e.message : String(e),
        ms,
      } satisfies BotsAnswer);
    }
  });
}

/** The file to start workers from: this very module (the CLI bundle). */
function workerFile(): string {
  return fileURLToPath(import.meta.url);
}

/** A `games` worker: plays the games it is given, one at a time. */
export class GamesWorker {
  private readonly worker: Worker;
  private waiting: ((answer: GamesAnswer) => void) | null = null;
  constructor(setup: MatchSetup, builtins: string[]) {
    this.worker = new Worker(workerFile(), { workerData: { role: 'games', setup, builtins } satisfies WorkerData });
    this.worker.on('message', (answer: GamesAnswer) => {
      const done = this.waiting;
      this.waiting = null;
      done?.(answer);
    });
    this.worker.on('error', (e) => {
      const done = this.waiting;
      this.waiting = null;
      done?.({ game: -1, error: e.message });
    });
  }
  /** Plays one game; rejects if the worker fails. */
  play(game: number): Promise<{ line: GameLine; faults: FaultReport[] }> {
    return new Promise((resolve, reject) => {
      this.waiting = (answer) => {
        if ('error' in answer) reject(new Error(`game ${game}: ${answer.error}`));
        else resolve({ line: answer.line, faults: answer.faults });
      };
      this.worker.postMessage({ game } satisfies GamesRequest);
    });
  }
  /** Ends the worker. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** A `bots` worker shared by the builtin seats of one job. */
export class BotsWorker {
  private readonly worker: Worker;
  private seq = 0;
  private readonly waiting = new Map<number, (answer: BotsAnswer) => void>();
  constructor(seed: string, builtins: (string | null)[]) {
    this.worker = new Worker(workerFile(), { workerData: { role: 'bots', seed, builtins } satisfies WorkerData });
    this.worker.on('message', (answer: BotsAnswer) => {
      const done = this.waiting.get(answer.seq);
      this.waiting.delete(answer.seq);
      done?.(answer);
    });
    this.worker.on('error', (e) => {
      for (const done of this.waiting.values()) done({ seq: -1, error: e.message, ms: 0 });
      this.waiting.clear();
    });
  }
  /** Seats bot `bot` for a game (seeds its generator). */
  game(bot: number, game: number, seat: number): void {
    this.worker.postMessage({ type: 'game', bot, game, seat } satisfies BotsRequest);
  }
  /** Asks bot `bot` for a move. */
  turn(bot: number, view: BotView): Promise<BotsAnswer> {
    const seq = this.seq++;
    return new Promise((resolve) => {
      this.waiting.set(seq, resolve);
      this.worker.postMessage({ type: 'turn', bot, seq, view } satisfies BotsRequest);
    });
  }
  /** Ends the worker. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** A builtin bot whose moves a {@link BotsWorker} computes. */
export class WorkerBuiltin implements SeatBot {
  constructor(
    private readonly builtin: string,
    private readonly index: number,
    private readonly worker: BotsWorker,
  ) {}
  name(): string {
    return this.builtin;
  }
  async prepare(): Promise<void> {}
  game(game: number, seat: number): void {
    this.worker.game(this.index, game, seat);
  }
  async turn(_game: number, _id: number, seat: number, state: GameState): Promise<Answer> {
    const answer = await this.worker.turn(this.index, botView(state, seat));
    if (answer.error !== undefined) return { fault: 'crash' as Fault, message: answer.error, ms: answer.ms };
    return { move: answer.move, ms: answer.ms };
  }
  error(): void {}
  update(): void {}
  result(_game: number, _score: Score): void {}
  stderrTail(): string[] {
    return [];
  }
  async close(): Promise<void> {}
}
