/**
 * Sevens' rewards (the learning interface): 0 until the game is over, then 1 for the first,
 * −1 for the last, evenly between by rank (`../shared/rewards.ts`).
 * @module
 */
import { ours } from '../shared/errors.js';
import { rewardsOf } from '../shared/rewards.js';
import { scoreOf } from './score.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';

/**
 * Each player's reward: 0 for everyone until the game is over; then `1 − 2 · (rank − 1) / (n − 1)`
 * with the player's rank in `score` (1 for the first, −1 for the last of n players).
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves, rewards } from 'shichinarabe';
 * let game = createGame({ players: 3, seed: 2 });
 * rewards(game); // [0, 0, 0]
 * while (legalMoves(game).length > 0) game = applyMove(game, legalMoves(game)[0]!);
 * rewards(game); // 1, 0 and −1 by rank, e.g. [0, 1, -1]
 * ```
 */
export function rewards(state: GameState): number[] {
  try {
    const s = trusted(state);
    return rewardsOf(scoreOf(s), s.game.players, s.game.players);
  } catch (e) {
    throw ours(e);
  }
}
