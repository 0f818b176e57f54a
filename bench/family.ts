/**
 * The family's games timed by the same loop (`npm run bench`): random games through the public
 * API of any {@link Engine}, as microseconds per action (one `legalMoves` + one `applyMove`, the
 * `createGame` spread over the game's moves), timed in alternate rounds with classic Sevens so
 * that the ratio — the figure the speed budgets are written in — is read on the same machine at
 * the same moment.
 *
 * Two shapes of game:
 * - `random`: every move drawn uniformly from `legalMoves`;
 * - `draw-discard-pass`: only draws, discards and passes (Seven Bridge), the playout other engines
 *   publish figures for: one round of four players, nobody melds or claims.
 * @module
 */
import type { AnyMove, Engine } from '../src/index.js';
import { BenchRandom } from './generator.js';

/** How a game's moves are chosen. */
export type Shape = 'random' | 'draw-discard-pass';

const PLAIN = new Set(['draw', 'discard', 'pass']);

/** Plays `games` games; returns the nanoseconds they took and how many actions they made. */
function playGames(
  engine: Engine,
  options: object,
  games: number,
  shape: Shape,
  firstSeed: number,
): { ns: number; actions: number } {
  const rng = new BenchRandom(firstSeed);
  const setups = Array.from({ length: games }, (_, i) => ({ ...options, seed: firstSeed + i }));
  let actions = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < games; i++) {
    let state = engine.createGame(setups[i]);
    for (let moves = engine.legalMoves(state); moves.length > 0; moves = engine.legalMoves(state)) {
      let pool: AnyMove[] = moves;
      if (shape === 'draw-discard-pass') {
        pool = moves.filter((m) => PLAIN.has(m.type));
        if (pool.length === 0) pool = moves;
      }
      state = engine.applyMove(state, pool[rng.int(pool.length)] as AnyMove);
      actions++;
    }
  }
  return { ns: Number(process.hrtime.bigint() - t0), actions };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

/** What {@link timeAgainstSevens} measures. */
export interface FamilyTiming {
  /** Median microseconds per action of the game measured. */
  usPerAction: number;
  /** Median microseconds per action of classic Sevens, timed in the same rounds. */
  sevensUsPerAction: number;
  /** Median of the per-round ratios (game / classic Sevens, per action). */
  ratio: number;
  /** Games per second of the game measured. */
  gamesPerSecond: number;
  /** Mean actions per game. */
  actionsPerGame: number;
}

/**
 * Times `games` games of `engine` and `games` classic Sevens games in alternate rounds (`repeats`
 * of them, after a warm-up of a third of a second each).
 */
export function timeAgainstSevens(
  engine: Engine,
  sevens: Engine,
  options: object,
  shape: Shape,
  games: number,
  repeats: number,
): FamilyTiming {
  let seed = 1;
  for (const e of [engine, sevens]) {
    const t0 = Date.now();
    while (Date.now() - t0 < 330)
      playGames(e, e === engine ? options : {}, 50, e === engine ? shape : 'random', seed++);
  }
  const ours: number[] = [];
  const theirs: number[] = [];
  const ratios: number[] = [];
  const rates: number[] = [];
  let actions = 0;
  let played = 0;
  for (let r = 0; r < repeats; r++) {
    const s = playGames(sevens, {}, games, 'random', seed);
    const g = playGames(engine, options, games, shape, seed);
    seed += games;
    const x = g.ns / 1000 / g.actions;
    const y = s.ns / 1000 / s.actions;
    ours.push(x);
    theirs.push(y);
    ratios.push(x / y);
    rates.push((1e9 * games) / g.ns);
    actions += g.actions;
    played += games;
  }
  return {
    usPerAction: median(ours),
    sevensUsPerAction: median(theirs),
    ratio: median(ratios),
    gamesPerSecond: median(rates),
    actionsPerGame: actions / played,
  };
}
