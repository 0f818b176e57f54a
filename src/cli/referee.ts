/**
 * The referee of one game: seats the bots, sends each its own view, asks the bot to move for
 * every turn, plays the first legal move for it on a fault, and returns the game's log line.
 * @module
 */
import type { CommonScore, GameName } from '../index.js';
import { Random } from '../index.js';
import { type AnyBot, builtinBot, viewForBot } from './builtins.js';
import { ENGINES, rulesForBots } from './games.js';
import type { Launch } from './groups.js';
import { type Answer, BotProcess, type Fault } from './process.js';
import { botSeed, dealSeed } from './seeds.js';

/** A fault in the match log: the seat, the index in `record.moves` of the move played for it, why. */
export interface LoggedFault {
  seat: number;
  move: number;
  fault: Fault;
}

/**
 * One game's line of the match log. It holds no match seed: the record's own seed (Seven Bridge's
 * and Seven Up's `options.seed`; a Sevens record holds the dealt hands) is the game's deal seed,
 * derived one way from the match seed and the game number, so a line tells nothing of the games
 * still to come.
 */
export interface GameLine {
  type: 'game';
  game: number;
  seats: string[];
  record: unknown;
  score: CommonScore;
  faults: LoggedFault[];
  ms: number[];
}

/** A fault as it happened, with details for people (the log keeps only {@link LoggedFault}). */
export interface FaultReport extends LoggedFault {
  game: number;
  name: string;
  message: string;
  stderr: string[];
}

/** One bot as the referee drives it, whatever runs it. */
export interface SeatBot {
  /** The bot's name for the log. */
  name(): string;
  /** Called before each game: starts the bot again if it crashed. */
  prepare(): Promise<void>;
  /** Game `game` starts with this bot in `seat`; `rules` are the options its bot is told. */
  game(game: number, seat: number, rules: Record<string, unknown>, state: unknown): void;
  /** The bot's turn: its answer (a move to check, or a fault). */
  turn(game: number, id: number, seat: number, state: unknown, timeMs: number): Promise<Answer>;
  /** Its answer to turn `id` was not accepted. */
  error(game: number, id: number, fault: Fault, message: string): void;
  /** A move was made. */
  update(game: number, seat: number, state: unknown): void;
  /** The game ended. */
  result(game: number, final: CommonScore): void;
  /** The last stderr lines, for fault reports. */
  stderrTail(): string[];
  /** The match is over. */
  close(): Promise<void>;
}

/** A builtin bot run in this thread; its generator is seeded by the match seed, the game and the seat. */
export class LocalBuiltin implements SeatBot {
  private readonly bot: AnyBot;
  private rng = new Random(0);
  private rules: Record<string, unknown> | undefined;
  constructor(
    private readonly game_: GameName,
    private readonly builtin: string,
    private readonly seed: string,
  ) {
    this.bot = builtinBot(game_, builtin);
  }
  name(): string {
    return this.builtin;
  }
  async prepare(): Promise<void> {}
  game(game: number, seat: number, rules: Record<string, unknown>): void {
    this.rng = new Random(botSeed(this.seed, game, seat));
    this.rules = rules;
  }
  async turn(_game: number, _id: number, seat: number, state: unknown): Promise<Answer> {
    const start = process.hrtime.bigint();
    try {
      const move = this.bot(viewForBot(this.game_, state, seat, this.rules), this.rng);
      return { move, ms: elapsed(start) };
    } catch (e) {
      return { fault: 'crash', message: e instanceof Error ? e.message : String(e), ms: elapsed(start) };
    }
  }
  error(): void {}
  update(): void {}
  result(): void {}
  stderrTail(): string[] {
    return [];
  }
  async close(): Promise<void> {}
}

function elapsed(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** A bot in its own process, speaking `shichinarabe-bot/1`. */
export class ProcessSeat implements SeatBot {
  readonly process: BotProcess;
  constructor(
    private readonly rules: GameName,
    readonly command: string,
    startMs: number,
    private readonly onStart?: (bot: ProcessSeat, event: 'failed' | 'restarted') => void,
    launcher?: (command: string) => Launch,
  ) {
    this.process = new BotProcess(command, startMs, launcher);
  }
  private get engine() {
    return ENGINES[this.rules];
  }
  /**
   * The bot's first start, before the match's first game: whether it said `ready`. A bot that
   * cannot start is not a fault but the organiser's mistake (the match does not begin).
   */
  async firstStart(): Promise<boolean> {
    this.started = true;
    return this.process.start();
  }
  name(): string {
    return this.process.name ?? this.command;
  }
  /** Starts the bot (the first time, or again after a crash). */
  async prepare(): Promise<void> {
    if (this.process.up) return;
    const restart = this.started;
    this.started = true;
    const ok = await this.process.start();
    if (!ok) this.onStart?.(this, 'failed');
    else if (restart) this.onStart?.(this, 'restarted');
  }
  private started = false;
  game(game: number, seat: number, rules: Record<string, unknown>, state: unknown): void {
    const view = this.engine.view(state, seat);
    this.process.send({ type: 'game', game, rules: this.rules, seat, options: rules, view });
  }
  turn(game: number, id: number, seat: number, state: unknown, timeMs: number): Promise<Answer> {
    return this.process.ask({ type: 'turn', game, id, view: this.engine.view(state, seat), timeMs });
  }
  error(game: number, id: number, fault: Fault, message: string): void {
    this.process.send({ type: 'error', game, id, fault, message });
  }
  update(game: number, seat: number, state: unknown): void {
    this.process.send({ type: 'update', game, view: this.engine.view(state, seat) });
  }
  result(game: number, final: CommonScore): void {
    this.process.send({ type: 'result', game, score: final });
  }
  stderrTail(): string[] {
    return this.process.stderrTail();
  }
  close(): Promise<void> {
    return this.process.bye();
  }
}

/** What every game of a match shares. */
export interface MatchSetup {
  /** The game played. */
  game: GameName;
  /** The match seed. */
  seed: string;
  /** The game options (no seed). */
  options: Record<string, unknown>;
  /** Players per game (= bots). */
  players: number;
  /** Per-move time limit of process bots. */
  timeMs: number;
  /** Seat the bots rotated by the game number. */
  rotate: boolean;
}

/** The bot (index in the `--bot` order) in `seat` of game `game`. */
export function botInSeat(setup: MatchSetup, game: number, seat: number): number {
  return setup.rotate ? (seat + game) % setup.players : seat;
}

/** Turn ids: unique within the match, from the game number and the move number. */
const IDS_PER_GAME = 1_000_000;

/** Rounds a time in ms to the microsecond. */
const roundMs = (ms: number): number => Math.round(ms * 1000) / 1000;

/**
 * Plays game `game` between `bots` (by `--bot` order; seated as {@link botInSeat} says) and
 * returns its log line. `onFault` hears every fault as it happens.
 */
export async function refereeGame(
  setup: MatchSetup,
  game: number,
  bots: readonly SeatBot[],
  onFault?: (report: FaultReport) => void,
): Promise<GameLine> {
  const n = setup.players;
  const seated = Array.from({ length: n }, (_, seat) => bots[botInSeat(setup, game, seat)] as SeatBot);
  await Promise.all(seated.map((b) => b.prepare()));
  const engine = ENGINES[setup.game];
  let state = engine.createGame({ ...setup.options, seed: dealSeed(setup.seed, game) });
  const rules = rulesForBots(engine, state);
  const names = seated.map((b) => b.name());
  seated.forEach((b, seat) => {
    b.game(game, seat, rules, state);
  });
  const faults: LoggedFault[] = [];
  const ms = seated.map(() => 0);
  for (let v = engine.view(state); !v.over; v = engine.view(state)) {
    const seat = v.current as number;
    const moveIndex = v.moveNumber; // the index in record.moves of the move about to be made
    if (moveIndex >= IDS_PER_GAME) throw new Error(`game ${game} did not end after ${IDS_PER_GAME} moves`);
    const id = game * IDS_PER_GAME + moveIndex;
    const bot = seated[seat] as SeatBot;
    const answer = await bot.turn(game, id, seat, state, setup.timeMs);
    ms[seat] = (ms[seat] as number) + answer.ms;
    let next: unknown = null;
    let fault: { fault: Fault; message: string } | null = null;
    if ('fault' in answer) fault = { fault: answer.fault, message: answer.message };
    else {
      try {
        next = engine.applyMove(state, answer.move as never);
      } catch (e) {
        fault = { fault: 'illegal', message: e instanceof Error ? e.message : String(e) };
      }
    }
    if (next === null) {
      const f = fault as { fault: Fault; message: string };
      faults.push({ seat, move: moveIndex, fault: f.fault });
      bot.error(game, id, f.fault, f.message);
      onFault?.({
        seat,
        move: moveIndex,
        fault: f.fault,
        game,
        name: names[seat] as string,
        message: f.message,
        stderr: bot.stderrTail(),
      });
      next = engine.applyMove(state, engine.view(state, seat).legalMoves[0] as never);
    }
    state = next;
    seated.forEach((b, p) => {
      b.update(game, p, state);
    });
  }
  const final = engine.score(state);
  for (const b of seated) b.result(game, final);
  return {
    type: 'game',
    game,
    seats: names,
    record: JSON.parse(engine.serialize(state)),
    score: final,
    faults,
    ms: ms.map(roundMs),
  };
}
