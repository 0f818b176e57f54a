/**
 * Seven Bridge's rewards (the learning interface): 0 until the game is over, then by rank — the
 * lowest total 1, the highest −1 — equal totals sharing a rank (`../shared/rewards.ts`).
 * @module
 */
import { ours } from '../shared/errors.js';
import { rewardsOf } from '../shared/rewards.js';
import { scoreOf } from './scoring.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';

/**
 * Each player's reward: 0 for everyone until the game is over; then `1 − 2 · (rank − 1) / (n − 1)`
 * with the player's rank in `score` (the lowest total first) and n the players. Equal totals share
 * a rank, so they share its reward: totals 10, 10, 20, 30 give 1, 1, −1/3, −1.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves, rewards } from 'shichinarabe/seven-bridge';
 * let game = createGame({ seed: 2 });
 * while (legalMoves(game).length > 0) game = applyMove(game, legalMoves(game).at(-1)!);
 * rewards(game); // one number per player, 1 for the lowest total
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
