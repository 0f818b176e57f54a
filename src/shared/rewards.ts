/**
 * Rewards for learners (the learning interface, every game): 0 for every player until the game is
 * over; then `1 − 2 · (rank − 1) / (k − 1)` from the player's rank in the score, `k` the number of
 * sides (the players, or the partnerships), so 1 for the best and −1 for the worst. Players who
 * share a rank get the same reward: the formula of that rank (ranks tie in Seven Bridge and Seven
 * Up; a rank shared by two is not averaged with the rank below it).
 * @module
 */
import type { CommonScore } from './engine.js';

/** Each player's reward from a score (`players` entries), with `sides` sides in the game. */
export function rewardsOf(score: CommonScore, players: number, sides: number): number[] {
  const out = new Array<number>(players).fill(0);
  if (!score.over) return out;
  for (const { player, rank } of score.standings) out[player] = 1 - (2 * (rank - 1)) / (sides - 1);
  return out;
}
