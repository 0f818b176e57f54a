/**
 * One game between bots: `playGame` asks each bot for its move with its own view only, checks
 * every answer, and records a fault (and plays the first legal move) for a bot that throws or
 * answers an illegal move.
 * @module
 */
import { IllegalMoveError, ShichinarabeError } from '../../shared/errors.js';
import { applyMove } from '../../sevens/apply.js';
import { createGame } from '../../sevens/game.js';
import { Random, type Seed } from '../../shared/random.js';
import { score } from '../../sevens/score.js';
import { trusted } from '../../sevens/trust.js';
import type { GameOptions, GameState, IllegalMoveCode, Move } from '../../sevens/types.js';
import type { Score } from '../../sevens/reports.js';
import { type Bot, botView } from './types.js';
import { derive, secretSeed } from '../seeds.js';

/**
 * Why a bot's move was refused: the {@link IllegalMoveCode} of its move, or `'threw'`.
 * @example
 * ```ts
 * import { playGame, randomBot } from 'shichinarabe/bots';
 * const cheat = () => ({ type: 'pass' }) as const;
 * const { faults } = playGame({ options: { players: 2 }, bots: [cheat, randomBot], seed: 1 });
 * faults[0]?.code; // 'pass-not-allowed' when player 0 could play
 * ```
 */
export type FaultCode = IllegalMoveCode | 'threw';

/**
 * A bot's fault in a game: it threw, or returned a move that is not legal.
 * @example
 * ```ts
 * import { playGame, randomBot } from 'shichinarabe/bots';
 * const crash = () => {
 *   throw new Error('oops');
 * };
 * playGame({ options: { players: 2 }, bots: [crash, randomBot], seed: 1 }).faults[0]; // { player: 0, moveIndex: 0, code: 'threw', … }
 * ```
 */
export interface BotFault {
  /** The seat (player index) of the bot at fault. */
  player: number;
  /** The index of the move in the game's move list (the first legal move was played there instead). */
  moveIndex: number;
  /** The error code of the refused move, or `'threw'` when the bot threw. */
  code: FaultCode;
  /** The error's message. */
  message: string;
}

/**
 * Options of {@link playGame}.
 * @example
 * ```ts
 * import { classicBot, type PlayGameOptions, playGame } from 'shichinarabe/bots';
 * const setup: PlayGameOptions = { options: { players: 3, tunnel: true }, bots: [classicBot, classicBot, classicBot], seed: 'x' };
 * playGame(setup);
 * ```
 */
export interface PlayGameOptions {
  /** The game's options (`createGame`); without a `seed` (and without `hands`), `seed` below makes the deal. */
  options?: GameOptions;
  /** One bot per seat: `bots[p]` plays player p. */
  bots: readonly Bot[];
  /**
   * Seeds the deal (when `options.seed` is not given) and each seat's random generator. Seat p's
   * generator is seeded with the SHA-256 of the seed, `'seat'` and p, so a bot cannot work back
   * from its generator to the seed and the deal. Default: a secret 128-bit seed drawn from
   * `globalThis.crypto`, reported in the result.
   */
  seed?: Seed;
}

/**
 * The outcome of {@link playGame}.
 * @example
 * ```ts
 * import { randomBot, playGame } from 'shichinarabe/bots';
 * const { state, moves, faults, score, seed } = playGame({ options: { players: 2 }, bots: [randomBot, randomBot] });
 * console.log(seed, moves.length, faults.length, score.standings[0]);
 * ```
 */
export interface GameResult {
  /** The final state. */
  state: GameState;
  /** The moves played, in order (a faulty bot's replacement moves included). */
  moves: Move[];
  /** The bots' faults, in order. */
  faults: BotFault[];
  /** The final standings (`score(state)`). */
  score: Score;
  /** The seed used. */
  seed: Seed;
}

/** The most moves a game may take before `playGame` gives up on it (far above any real game). */
const MAX_MOVES = 10_000;

/**
 * Plays one game between bots, as a referee would: each bot is shown only its player's
 * {@link botView} and given its own seeded generator. A bot that throws or returns a move that
 * is not legal is recorded as a {@link BotFault} (with the error code) and the first legal move
 * is played for it. The same options, bots and seed always give the same game (for bots that
 * do not read the clock).
 *
 * **In-process bots are trusted code.** A bot runs in the referee's own JavaScript realm: it can
 * read or patch anything the referee can (the library's classes included), so nothing here stops
 * a bot that means to cheat, and a bot that never returns hangs the game. The secret default seed
 * and the one-way seeding of the bots' generators only keep an honest bot from learning the deal
 * by accident. Bots you do not trust belong in their own processes, refereed by the
 * `shichinarabe match` command (per-move time limits, faults recorded, crashed bots restarted).
 * @throws `OptionsError` for invalid options; `ShichinarabeError` when the number of bots is not the number of players.
 * @example
 * ```ts
 * import { classicBot, playGame, randomBot } from 'shichinarabe/bots';
 * const { score, faults, moves } = playGame({ options: { players: 3 }, bots: [classicBot, randomBot, randomBot], seed: 1 });
 * score.standings[0]?.player; // the winner
 * ```
 */
export function playGame({ options = {}, bots, seed }: PlayGameOptions): GameResult {
  const used: Seed = seed ?? secretSeed();
  let state = createGame(options.seed === undefined ? { ...options, seed: used } : options);
  const n = trusted(state).game.players;
  if (!Array.isArray(bots) || bots.length !== n) {
    throw new ShichinarabeError(`playGame: ${n} players need ${n} bots, got ${Array.isArray(bots) ? bots.length : 0}`);
  }
  const rngs = bots.map((_, p) => new Random(derive(used, 'seat', p)));
  const moves: Move[] = [];
  const faults: BotFault[] = [];
  for (let s = trusted(state); s.current >= 0; s = trusted(state)) {
    if (moves.length >= MAX_MOVES) throw new ShichinarabeError(`playGame: no end after ${MAX_MOVES} moves`);
    const p = s.current;
    const seen = botView(state, p);
    const fallback = seen.legalMoves[0] as Move;
    let move: Move;
    try {
      move = (bots[p] as Bot)(seen, rngs[p] as Random);
    } catch (e) {
      faults.push({ player: p, moveIndex: moves.length, code: 'threw', message: messageOf(e) });
      move = fallback;
    }
    try {
      state = applyMove(state, move);
    } catch (e) {
      const code: FaultCode = e instanceof IllegalMoveError ? e.code : 'malformed';
      faults.push({ player: p, moveIndex: moves.length, code, message: messageOf(e) });
      move = fallback;
      state = applyMove(state, move);
    }
    moves.push(trusted(state).lastMove ?? move);
  }
  return { state, moves, faults, score: score(state), seed: used };
}

function messageOf(e: unknown): string {
  try {
    return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  } catch {
    return 'unknown error';
  }
}
