/**
 * Leagues of in-process bots in any game of the family: {@link tournament} takes an engine
 * object (Sevens by default, exactly as before), plays many seeded games with the seats rotated,
 * and sums up each bot's ranks, wins and faults with their 95 % intervals.
 * @module
 */
import type { GameName } from '../shared/engine.js';
import { ShichinarabeError } from '../shared/errors.js';
import type { Seed } from '../shared/random.js';
import { type AnyBot, type AnyEngine, type BotOf, checkEngine, type EngineOf, type FamilyTypes } from './generic.js';
import { type EngineBotFault, playGame } from './play.js';
import { derive, secretSeed } from './seeds.js';
import { type TournamentOptions, type TournamentResult, tournament as sevensTournament } from './sevens/tournament.js';
import { wilson } from './wilson.js';

/**
 * A named bot of game `G` in a {@link tournament}; the same name in several seats pools their results.
 * @example
 * ```ts
 * import { type EngineEntrant, sevenUpBots } from 'shichinarabe/bots';
 * const entrant: EngineEntrant<'seven-up'> = { name: 'heuristic', bot: sevenUpBots.heuristic };
 * ```
 */
export interface EngineEntrant<G extends GameName> {
  /** The name results are reported under. */
  name: string;
  /** The bot. */
  bot: BotOf<G>;
}

/**
 * Options of {@link tournament} with an engine object.
 * @example
 * ```ts
 * import { type EngineTournamentOptions, sevenUpBots } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * const { heuristic, random } = sevenUpBots;
 * const run: EngineTournamentOptions<'seven-up'> = {
 *   engine: sevenUp,
 *   bots: [{ name: 'h', bot: heuristic }, { name: 'r', bot: random }, { name: 'r', bot: random }, { name: 'r', bot: random }],
 *   games: 8,
 *   seed: 1,
 * };
 * ```
 */
export interface EngineTournamentOptions<G extends GameName> {
  /** The game's engine object. */
  engine: EngineOf<G>;
  /** The game's options, without `seed` (the tournament seeds each deal). */
  options?: FamilyTypes[G]['options'];
  /** The line-up, one entrant per seat (its length is the number of players). */
  bots: readonly EngineEntrant<G>[];
  /** Number of games; best a multiple of the number of players. */
  games: number;
  /** Seeds every game and every bot's generator; default a secret seed, reported in the result. */
  seed?: Seed;
  /** Called after each game with the number of games done and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * One entrant's results in an {@link EngineTournamentResult}.
 * @example
 * ```ts
 * import type { EngineBotStats } from 'shichinarabe/bots';
 * const show = (b: EngineBotStats) => `${b.name}: ${b.meanRank.toFixed(3)}`;
 * ```
 */
export interface EngineBotStats {
  /** The entrant's name. */
  name: string;
  /** Seat-games played (games × seats with this name). */
  seats: number;
  /** Mean rank, 1 = best (tied players share the better rank). */
  meanRank: number;
  /** 95 % interval of the mean rank (normal approximation). */
  meanRankInterval: [number, number];
  /** Seat-games won (rank 1, ties included). */
  wins: number;
  /** wins / seats. */
  winRate: number;
  /** 95 % Wilson interval of the win rate. */
  winRateInterval: [number, number];
  /** Faults (illegal moves or errors) over all its games. */
  faults: number;
}

/**
 * A fault in a tournament: the game's index and the entrant's name.
 * @example
 * ```ts
 * import type { EngineTournamentFault } from 'shichinarabe/bots';
 * const line = (f: EngineTournamentFault) => `game ${f.game}: ${f.name} ${f.code}`;
 * ```
 */
export interface EngineTournamentFault extends EngineBotFault {
  /** The game's index (0-based). */
  game: number;
  /** The name of the entrant at fault. */
  name: string;
}

/**
 * The outcome of {@link tournament} with an engine object.
 * @example
 * ```ts
 * import { type EngineTournamentResult, sevenBridgeBots, tournament } from 'shichinarabe/bots';
 * import { sevenBridge } from 'shichinarabe/seven-bridge';
 * const r = sevenBridgeBots.random;
 * const result: EngineTournamentResult = tournament({ engine: sevenBridge, bots: [1, 2, 3, 4].map(() => ({ name: 'r', bot: r })), games: 4, seed: 1 });
 * ```
 */
export interface EngineTournamentResult {
  /** The game's name. */
  game: GameName;
  /** Games played. */
  games: number;
  /** The seed. */
  seed: Seed;
  /** Players per game. */
  players: number;
  /** Per entrant name, in order of first appearance in the line-up. */
  bots: EngineBotStats[];
  /** Every fault, with the game it happened in. */
  faults: EngineTournamentFault[];
}

/**
 * Plays many games between bots with seat rotation and reports each entrant's mean rank (with
 * its 95 % interval), win rate (95 % Wilson interval) and faults. Without `engine` it is the
 * Sevens tournament, exactly as it always was (its result has Sevens' extra columns). With
 * `engine`, game g plays deal ⌊g / players⌋ (seeded from the seed and `'deal'`) with the
 * line-up rotated by g mod players, so each deal is played from every seat; the bots'
 * generators are seeded one way from the seed, so the same arguments give the same result.
 * @throws `ShichinarabeError` for a line-up whose length is not the number of players, a `seed` in
 * `options`, or a number of games that is not a positive integer; `OptionsError` for invalid options.
 * @example
 * ```ts
 * import { sevenUpBots, tournament } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * const { heuristic, random } = sevenUpBots;
 * const result = tournament({
 *   engine: sevenUp,
 *   bots: [
 *     { name: 'heuristic', bot: heuristic },
 *     { name: 'random', bot: random },
 *     { name: 'random', bot: random },
 *     { name: 'random', bot: random },
 *   ],
 *   games: 40,
 *   seed: 1,
 * });
 * result.bots.map((b) => `${b.name}: ${b.meanRank.toFixed(2)}`);
 * ```
 */
export function tournament(
  setup: TournamentOptions & { engine?: { readonly name: 'sevens' } & AnyEngine },
): TournamentResult;
export function tournament<G extends GameName>(setup: EngineTournamentOptions<G>): EngineTournamentResult;
export function tournament(setup: {
  engine: AnyEngine;
  options?: object;
  bots: readonly { name: string; bot: AnyBot }[];
  games: number;
  seed?: Seed;
  onProgress?: (done: number, total: number) => void;
}): EngineTournamentResult;
export function tournament(setup: {
  engine?: AnyEngine;
  options?: object;
  bots: readonly { name: string; bot: AnyBot }[];
  games: number;
  seed?: Seed;
  onProgress?: (done: number, total: number) => void;
}): TournamentResult | EngineTournamentResult {
  const { engine } = setup;
  if (engine === undefined || (typeof engine === 'object' && engine !== null && engine.name === 'sevens')) {
    const { engine: _engine, ...rest } = setup;
    return sevensTournament(rest as TournamentOptions);
  }
  checkEngine(engine, 'tournament');
  return league(engine, setup);
}

function league(
  engine: AnyEngine,
  {
    options = {},
    bots,
    games,
    seed = secretSeed(),
    onProgress,
  }: {
    options?: object;
    bots: readonly { name: string; bot: AnyBot }[];
    games: number;
    seed?: Seed;
    onProgress?: (done: number, total: number) => void;
  },
): EngineTournamentResult {
  if ((options as { seed?: unknown }).seed !== undefined)
    throw new ShichinarabeError('tournament: give the seed as `seed`, not in options');
  if (!Number.isInteger(games) || games < 1)
    throw new ShichinarabeError('tournament: games must be a positive integer');
  const n = engine.view(engine.createGame({ ...options, seed: derive(seed, 'deal', 0) })).handSizes.length;
  if (!Array.isArray(bots) || bots.length !== n) {
    throw new ShichinarabeError(
      `tournament: ${n} players need a line-up of ${n}, got ${Array.isArray(bots) ? bots.length : 0}`,
    );
  }
  const names: string[] = [];
  for (const e of bots) if (!names.includes(e.name)) names.push(e.name);
  const acc = names.map(() => ({ seats: 0, rank: 0, rank2: 0, wins: 0, faults: 0 }));
  const faults: EngineTournamentFault[] = [];
  for (let g = 0; g < games; g++) {
    const lineup = Array.from({ length: n }, (_, s) => bots[(s + g) % n] as { name: string; bot: AnyBot });
    const result = playGame({
      engine,
      options: { ...options, seed: derive(seed, 'deal', Math.floor(g / n)) },
      bots: lineup.map((e) => e.bot),
      seed: derive(seed, 'game', g),
    });
    for (const row of result.score.standings) {
      const a = acc[names.indexOf(lineup[row.player]?.name ?? '')] as (typeof acc)[number];
      a.seats++;
      a.rank += row.rank;
      a.rank2 += row.rank * row.rank;
      if (row.rank === 1) a.wins++;
    }
    for (const f of result.faults) {
      const name = lineup[f.player]?.name ?? '';
      (acc[names.indexOf(name)] as (typeof acc)[number]).faults++;
      faults.push({ ...f, game: g, name });
    }
    onProgress?.(g + 1, games);
  }
  const stats = names.map((name, i): EngineBotStats => {
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
      faults: a.faults,
    };
  });
  return { game: engine.name, games, seed, players: n, bots: stats, faults };
}
