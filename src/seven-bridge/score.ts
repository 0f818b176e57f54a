/**
 * The public `score`.
 * @module
 */
import { ours } from '../shared/errors.js';
import type { Score } from './reports.js';
import { scoreOf } from './scoring.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';

/**
 * The standings: every finished round (winner, one-go win, reason, points), the totals, and each
 * player's rank (lowest total first; equal totals share a rank). Final when `over`.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, score } from 'shichinarabe/seven-bridge';
 * const s = score(createGame({ seed: 1, players: 3 }));
 * s.totals; // [0, 0, 0]
 * s.standings[0]; // { player: 0, rank: 1, total: 0 }
 * ```
 */
export function score(state: GameState): Score {
  try {
    return scoreOf(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}
