/**
 * Playing bots against each other: `playGame` and `tournament`.
 * @module
 */
import { IllegalMoveError, ShichinarabeError } from '../errors.js';
import { applyMove } from '../apply.js';
import { createGame } from '../game.js';
import { Random, type Seed } from '../random.js';
import { score } from '../score.js';
import { trusted } from '../trust.js';
import type { GameOptions, GameState, IllegalMoveCode, Move } from '../types.js';
import type { Score } from '../reports.js';
import { type Bot, botView } from './types.js';

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

/** Some state of a `globalThis.crypto` (browsers and Node ≥ 18 both have it). */
interface CryptoLike {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/** A secret 128-bit seed (32 hex digits) drawn from `globalThis.crypto`. */
function secretSeed(): string {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (crypto === undefined) throw new ShichinarabeError('no globalThis.crypto to draw a secret seed from: give a seed');
  const words = crypto.getRandomValues(new Uint32Array(4));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/** SHA-256's round constants. */
const K256 = Uint32Array.from(
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((h) => Number.parseInt(h, 16)),
);

/** SHA-256 of a byte array, as 64 hex digits (FIPS 180-4; synchronous, so it runs anywhere). */
function sha256(bytes: readonly number[]): string {
  const h = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const bits = bytes.length * 8;
  const data = [...bytes, 0x80];
  while (data.length % 64 !== 56) data.push(0);
  for (let i = 7; i >= 0; i--) data.push(i >= 4 ? 0 : (bits >>> (8 * i)) & 0xff); // lengths below 2³² bits
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));
  for (let at = 0; at < data.length; at += 64) {
    for (let i = 0; i < 16; i++) {
      const j = at + 4 * i;
      w[i] =
        ((data[j] as number) << 24) |
        ((data[j + 1] as number) << 16) |
        ((data[j + 2] as number) << 8) |
        (data[j + 3] as number);
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
    }
    let [a, b, c, d, e, f, g, k] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const e0 = e as number;
      const a0 = a as number;
      const t1 =
        ((k as number) +
          (rotr(e0, 6) ^ rotr(e0, 11) ^ rotr(e0, 25)) +
          ((e0 & (f as number)) ^ (~e0 & (g as number))) +
          (K256[i] as number) +
          (w[i] as number)) |
        0;
      const t2 =
        ((rotr(a0, 2) ^ rotr(a0, 13) ^ rotr(a0, 22)) +
          ((a0 & (b as number)) ^ (a0 & (c as number)) ^ ((b as number) & (c as number)))) |
        0;
      k = g;
      g = f;
      f = e;
      e = ((d as number) + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    const next = [a, b, c, d, e, f, g, k] as number[];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as number) + (next[i] as number)) | 0;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}

/**
 * A seed derived one way from `seed` and `parts`: the SHA-256 of them (each as its length and its
 * UTF-16 code units), so that knowing a derived seed, or a generator seeded with it, tells nothing
 * of `seed` or of the seeds derived with other parts.
 */
function derive(seed: Seed, ...parts: (string | number)[]): string {
  const bytes: number[] = [];
  for (const part of [String(seed), ...parts.map(String)]) {
    bytes.push(
      (part.length >>> 24) & 0xff,
      (part.length >>> 16) & 0xff,
      (part.length >>> 8) & 0xff,
      part.length & 0xff,
    );
    for (let i = 0; i < part.length; i++) {
      const u = part.charCodeAt(i);
      bytes.push(u >>> 8, u & 0xff);
    }
  }
  return sha256(bytes);
}

function messageOf(e: unknown): string {
  try {
    return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  } catch {
    return 'unknown error';
  }
}

/**
 * A named bot in a {@link tournament}; the same name in several seats pools their results.
 * @example
 * ```ts
 * import { type Entrant, calmBot, ismctsBot } from 'shichinarabe/bots';
 * const lineup: Entrant[] = [
 *   { name: 'calm', bot: calmBot },
 *   { name: 'mcts', bot: ismctsBot({ iterations: 50 }) },
 * ];
 * ```
 */
export interface Entrant {
  /** The name results are reported under. */
  name: string;
  /** The bot. */
  bot: Bot;
}

/**
 * Options of {@link tournament}.
 * @example
 * ```ts
 * import { randomBot, type TournamentOptions, tournament } from 'shichinarabe/bots';
 * const run: TournamentOptions = {
 *   options: { players: 2 },
 *   bots: [{ name: 'a', bot: randomBot }, { name: 'b', bot: randomBot }],
 *   games: 100,
 *   seed: 7,
 *   onProgress: (done, total) => console.log(`${done}/${total}`),
 * };
 * tournament(run);
 * ```
 */
export interface TournamentOptions {
  /** The game's options, without `seed` (the tournament seeds each deal). */
  options?: GameOptions;
  /** The line-up, one entrant per seat (its length is the number of players). */
  bots: readonly Entrant[];
  /** Number of games; best a multiple of the number of players, so every deal is played from every seat. */
  games: number;
  /**
   * Seeds every deal and every bot's generator (each derived from it one way, with SHA-256).
   * Default: a secret 128-bit seed drawn from `globalThis.crypto`, reported in the result.
   */
  seed?: Seed;
  /** Called after each game with the number of games done and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * One entrant's results in a {@link TournamentResult} (pooled over seats with the same name).
 * @example
 * ```ts
 * import { randomBot, tournament } from 'shichinarabe/bots';
 * const lineup = [{ name: 'a', bot: randomBot }, { name: 'b', bot: randomBot }];
 * const [a] = tournament({ options: { players: 2 }, bots: lineup, games: 100 }).bots;
 * console.log(a?.meanRank, a?.winRate, a?.winRateInterval);
 * ```
 */
export interface BotStats {
  /** The entrant's name. */
  name: string;
  /** Seat-games played (games × seats with this name). */
  seats: number;
  /** Mean rank, 1 = best. */
  meanRank: number;
  /** 95 % interval of the mean rank (normal approximation). */
  meanRankInterval: [number, number];
  /** Seat-games won (rank 1). */
  wins: number;
  /** wins / seats. */
  winRate: number;
  /** 95 % Wilson interval of the win rate. */
  winRateInterval: [number, number];
  /** Mean dead cards per game (Kill; 0 in classic). */
  meanDead: number;
  /** Mean other players' cards killed per game (Kill; 0 in classic). */
  meanKills: number;
  /** Mean own cards killed per game (Kill; 0 in classic). */
  meanSelfKills: number;
  /** Mean net chips per game (classic; 0 in Kill). */
  meanChips: number;
  /** Faults (illegal moves or errors) over all its games. */
  faults: number;
}

/**
 * The outcome of {@link tournament}.
 * @example
 * ```ts
 * import { randomBot, tournament } from 'shichinarabe/bots';
 * const lineup = [{ name: 'a', bot: randomBot }, { name: 'b', bot: randomBot }];
 * const { games, bots, faults } = tournament({ options: { players: 2 }, bots: lineup, games: 10 });
 * ```
 */
export interface TournamentResult {
  /** Games played. */
  games: number;
  /** The seed. */
  seed: Seed;
  /** Players per game. */
  players: number;
  /** Per entrant name, in order of first appearance in the line-up. */
  bots: BotStats[];
  /** Every fault, with the game it happened in. */
  faults: TournamentFault[];
}

/**
 * A {@link BotFault} in a tournament: which game, and the entrant's name.
 * @example
 * ```ts
 * import { tournament } from 'shichinarabe/bots';
 * const pass = () => ({ type: 'pass' }) as const;
 * const { faults } = tournament({ options: { players: 2 }, bots: [{ name: 'p', bot: pass }, { name: 'q', bot: pass }], games: 2 });
 * faults[0]; // { game: 0, name: 'p', code: 'pass-not-allowed', … } when p could play
 * ```
 */
export interface TournamentFault extends BotFault {
  /** The game's index (0-based). */
  game: number;
  /** The name of the entrant at fault. */
  name: string;
}

/**
 * The 95 % Wilson score interval of k successes in n trials.
 * @example
 * ```ts
 * import { wilson } from 'shichinarabe/bots';
 * wilson(30, 100); // about [0.219, 0.396]
 * ```
 */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const den = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / den;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

/**
 * Plays many games between bots with seat rotation and reports each entrant's mean rank, win
 * rate (with a 95 % Wilson interval; seats of the same name in one game are counted as separate
 * samples), mean dead cards, kills and self-kills or chips, and faults. Game g plays deal ⌊g / players⌋ with the line-up
 * rotated by g mod players (seat s gets entrant (s + g) mod players), so each deal is played from
 * every seat. Deal d and the bots' generators of game g are seeded with SHA-256 digests of the
 * seed and their own labels, so no bot can work back from its generator to the seed or a deal;
 * without a `seed`, a secret one is drawn from `globalThis.crypto` (and reported in the result),
 * so no bot can know it in advance either. The same options, line-up, games and seed give the
 * same result (for bots that do not read the clock).
 *
 * In-process bots are trusted code (see {@link playGame}): for bots you do not trust, run the
 * match with the `shichinarabe match` command, which keeps each bot in its own process.
 * @throws `ShichinarabeError` for a line-up whose length is not the number of players, a `seed` in
 * `options`, or a number of games that is not a positive integer; `OptionsError` for invalid options.
 * @example
 * ```ts
 * import { calmBot, killerBot, tournament } from 'shichinarabe/bots';
 * const result = tournament({
 *   options: { variant: 'kill' },
 *   bots: [
 *     { name: 'calm', bot: calmBot },
 *     { name: 'killer', bot: killerBot },
 *     { name: 'calm', bot: calmBot },
 *     { name: 'killer', bot: killerBot },
 *   ],
 *   games: 400,
 *   seed: 1,
 * });
 * result.bots.map((b) => `${b.name}: ${b.meanRank.toFixed(2)}`);
 * ```
 */
export function tournament({
  options = {},
  bots,
  games,
  seed = secretSeed(),
  onProgress,
}: TournamentOptions): TournamentResult {
  if (options.seed !== undefined) throw new ShichinarabeError('tournament: give the seed as `seed`, not in options');
  if (!Number.isInteger(games) || games < 1)
    throw new ShichinarabeError('tournament: games must be a positive integer');
  const probe = trusted(createGame({ ...options, seed: derive(seed, 'deal', 0) }));
  const n = probe.game.players;
  if (!Array.isArray(bots) || bots.length !== n) {
    throw new ShichinarabeError(
      `tournament: ${n} players need a line-up of ${n}, got ${Array.isArray(bots) ? bots.length : 0}`,
    );
  }
  const names: string[] = [];
  for (const e of bots) if (!names.includes(e.name)) names.push(e.name);
  const acc = names.map(() => ({
    seats: 0,
    rank: 0,
    rank2: 0,
    wins: 0,
    dead: 0,
    kills: 0,
    selfKills: 0,
    chips: 0,
    faults: 0,
  }));
  const faults: TournamentFault[] = [];
  for (let g = 0; g < games; g++) {
    const deal = Math.floor(g / n);
    const lineup = Array.from({ length: n }, (_, s) => bots[(s + g) % n] as Entrant);
    const result = playGame({
      options: { ...options, seed: derive(seed, 'deal', deal) },
      bots: lineup.map((e) => e.bot),
      seed: derive(seed, 'game', g),
    });
    for (const row of result.score.standings) {
      const a = acc[names.indexOf((lineup[row.player] as Entrant).name)] as (typeof acc)[number];
      a.seats++;
      a.rank += row.rank;
      a.rank2 += row.rank * row.rank;
      if (row.rank === 1) a.wins++;
      a.dead += row.dead;
      a.kills += row.kills;
      a.selfKills += row.selfKills;
      a.chips += row.chips;
    }
    for (const f of result.faults) {
      const name = (lineup[f.player] as Entrant).name;
      (acc[names.indexOf(name)] as (typeof acc)[number]).faults++;
      faults.push({ ...f, game: g, name });
    }
    onProgress?.(g + 1, games);
  }
  const stats = names.map((name, i): BotStats => {
    const a = acc[i] as (typeof acc)[number];
    const mean = a.rank / a.seats;
    const sd = Math.sqrt(Math.max(0, a.rank2 / a.seats - mean * mean));
    const half = (1.959964 * sd) / Math.sqrt(a.seats);
    return {
      name,
      seats: a.seats,
      meanRank: mean,
      meanRankInterval: [mean - half, mean + half],
      wins: a.wins,
      winRate: a.wins / a.seats,
      winRateInterval: wilson(a.wins, a.seats),
      meanDead: a.dead / a.seats,
      meanKills: a.kills / a.seats,
      meanSelfKills: a.selfKills / a.seats,
      meanChips: a.chips / a.seats,
      faults: a.faults,
    };
  });
  return { games, seed, players: n, bots: stats, faults };
}
