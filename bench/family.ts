/**
 * The family's games timed by the same loop (`npm run bench`): random games through the public
 * API of any {@link Engine}, as microseconds per action (one `legalMoves` + one `applyMove`, the
 * `createGame` spread over the game's moves). `run.ts` times classic Sevens the same way just
 * before each game, so that the ratio — the figure the speed budgets are written in — is read on
 * the same machine at nearly the same moment.
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

/** What {@link timePerAction} measures. */
export interface FamilyTiming {
  /** Median microseconds per action. */
  usPerAction: number;
  /** Games per second (the median run's). */
  gamesPerSecond: number;
  /** Mean actions per game. */
  actionsPerGame: number;
}

/**
 * Times `repeats` runs of `games` games of `engine` after a warm-up of a third of a second. Each
 * engine is timed in a process of its own (`run.ts`): a loop that has seen another game's moves
 * is compiled for both and runs slower.
 */
export function timePerAction(
  engine: Engine,
  options: object,
  shape: Shape,
  games: number,
  repeats: number,
): FamilyTiming {
  let seed = 1;
  const t0 = Date.now();
  while (Date.now() - t0 < 330) playGames(engine, options, 50, shape, seed++);
  const perAction: number[] = [];
  let actions = 0;
  for (let r = 0; r < repeats; r++) {
    const run = playGames(engine, options, games, shape, seed);
    seed += games;
    perAction.push(run.ns / 1000 / run.actions);
    actions += run.actions;
  }
  const us = median(perAction);
  const actionsPerGame = actions / (games * repeats);
  return { usPerAction: us, gamesPerSecond: 1e6 / (us * actionsPerGame), actionsPerGame };
}
