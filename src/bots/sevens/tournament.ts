/**
 * Leagues of in-process bots: `tournament` plays many seeded games, seats rotated, and sums up
 * each bot's ranks, wins and faults with their 95 % intervals (`wilson`, in `../wilson.ts`).
 * @module
 */
import { ShichinarabeError } from '../../shared/errors.js';
import { createGame } from '../../sevens/game.js';
import type { Seed } from '../../shared/random.js';
import { trusted } from '../../sevens/trust.js';
import type { GameOptions } from '../../sevens/types.js';
import { type BotFault, playGame } from './match.js';
import { derive, secretSeed } from '../seeds.js';
import type { Bot } from './types.js';
import { wilson } from '../wilson.js';

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
