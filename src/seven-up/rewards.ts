/**
 * Seven Up's rewards (the learning interface): 0 until the game is over, then by the side's rank,
 * 1 for the winning side and −1 for the last (`../shared/rewards.ts`).
 * @module
 */
import { ours } from '../shared/errors.js';
import { rewardsOf } from '../shared/rewards.js';
import { scoreOf } from './score.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';

/**
 * Each player's reward: 0 for everyone until the game is over; then `1 − 2 · (rank − 1) / (k − 1)`
 * with the rank of the player's side in `score` and k the number of sides (2 with partnerships,
 * else the players): both partners get their side's reward, and sides with equal points share a rank.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves, rewards } from 'shichinarabe/seven-up';
 * let game = createGame({ partnerships: true, seed: 2 });
 * while (legalMoves(game).length > 0) game = applyMove(game, legalMoves(game)[0]!);
 * rewards(game); // [1, -1, 1, -1] or [-1, 1, -1, 1]
 * ```
 */
export function rewards(state: GameState): number[] {
  try {
    const s = trusted(state);
    return rewardsOf(scoreOf(s), s.game.players, s.game.sides);
  } catch (e) {
    throw ours(e);
  }
}
