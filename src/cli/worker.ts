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
import { type CommonScore, type GameName, Random } from '../index.js';
import { type AnyBot, builtinBot, viewForBot } from './builtins.js';
import type { Answer, Fault } from './process.js';
import {
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
  | { role: 'bots'; game: GameName; seed: string; builtins: (string | null)[] };

/** Messages to a `games` worker and its answers. */
type GamesRequest = { games: number[] };
type GamesAnswer =
  | { game: number; text: string; line: LineInfo; faults: FaultReport[] }
  | { done: true }
  | { error: string };

/** What the match needs of a game line besides its text: the summary's inputs and the number of moves. */
export type LineInfo = Pick<GameLine, 'game' | 'seats' | 'score' | 'faults'> & { moves: number };

/** The {@link LineInfo} of a game line. */
export function infoOf(line: GameLine): LineInfo {
  const moves = (line.record as { moves?: unknown[] }).moves?.length ?? 0;
  return { game: line.game, seats: line.seats, score: line.score, faults: line.faults, moves };
}

/** Messages to a `bots` worker and its answers. */
type BotsRequest =
  | { type: 'game'; bot: number; game: number; seat: number }
  | { type: 'turn'; bot: number; seq: number; view: unknown };
type BotsAnswer = { seq: number; move?: unknown; error?: string; ms: number };

/** Runs the worker side (called when the CLI's file is loaded in a worker thread). */
export function workerMain(): void {
  const data = workerData as WorkerData;
  const port = parentPort;
  if (port === null) return;
  if (data.role === 'games') {
    const bots = data.builtins.map((name) => new LocalBuiltin(data.setup.game, name, data.setup.seed));
    // A batch of games at a time, each line sent as JSON text as soon as it is played.
    port.on('message', async (request: GamesRequest) => {
      try {
        for (const game of request.games) {
          const faults: FaultReport[] = [];
          const line = await refereeGame(data.setup, game, bots, (f) => faults.push(f));
          port.postMessage({ game, text: JSON.stringify(line), line: infoOf(line), faults } satisfies GamesAnswer);
        }
        port.postMessage({ done: true } satisfies GamesAnswer);
      } catch (e) {
        port.postMessage({ error: e instanceof Error ? e.message : String(e) } satisfies GamesAnswer);
      }
    });
    return;
  }
  const bots: (AnyBot | null)[] = data.builtins.map((name) => (name === null ? null : builtinBot(data.game, name)));
  const rngs = bots.map(() => new Random(0));
  port.on('message', (request: BotsRequest) => {
    if (request.type === 'game') {
      rngs[request.bot] = new Random(botSeed(data.seed, request.game, request.seat));
      return;
    }
    const start = process.hrtime.bigint();
    try {
      const move = (bots[request.bot] as AnyBot)(request.view, rngs[request.bot] as Random);
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

/** A `games` worker: plays the batches of games it is given. */
export class GamesWorker {
  private readonly worker: Worker;
  private onAnswer: ((answer: GamesAnswer) => void) | null = null;
  constructor(setup: MatchSetup, builtins: string[]) {
    this.worker = new Worker(workerFile(), { workerData: { role: 'games', setup, builtins } satisfies WorkerData });
    this.worker.on('message', (answer: GamesAnswer) => this.onAnswer?.(answer));
    this.worker.on('error', (e) => this.onAnswer?.({ error: e.message }));
  }
  /** Plays `games`, calling `each` with every game's line as it comes; rejects if the worker fails. */
  play(games: number[], each: (text: string, line: LineInfo, faults: FaultReport[]) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      this.onAnswer = (answer) => {
        if ('error' in answer) reject(new Error(answer.error));
        else if ('done' in answer) resolve();
        else each(answer.text, answer.line, answer.faults);
      };
      this.worker.postMessage({ games } satisfies GamesRequest);
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
  constructor(
    readonly rules: GameName,
    seed: string,
    builtins: (string | null)[],
  ) {
    this.worker = new Worker(workerFile(), {
      workerData: { role: 'bots', game: rules, seed, builtins } satisfies WorkerData,
    });
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
  turn(bot: number, view: unknown): Promise<BotsAnswer> {
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
  private rules: Record<string, unknown> | undefined;
  async prepare(): Promise<void> {}
  game(game: number, seat: number, rules: Record<string, unknown>): void {
    this.worker.game(this.index, game, seat);
    this.rules = rules;
  }
  async turn(_game: number, _id: number, seat: number, state: unknown): Promise<Answer> {
    const answer = await this.worker.turn(this.index, viewForBot(this.worker.rules, state, seat, this.rules));
    if (answer.error !== undefined) return { fault: 'crash' as Fault, message: answer.error, ms: answer.ms };
    return { move: answer.move, ms: answer.ms };
  }
  error(): void {}
  update(): void {}
  result(_game: number, _score: CommonScore): void {}
  stderrTail(): string[] {
    return [];
  }
  async close(): Promise<void> {}
}
