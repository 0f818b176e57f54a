/**
 * Standings: who ranks where, final or provisional — the variant ranks the players and settles
 * the chips (classic's Fan Tan settlement; Kill: none).
 * @module
 */
import { ours } from '../shared/errors.js';
import { deadCount, handSize, KILLS, SELF_KILLS, type State, statusOf, tallyOf } from './state.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';
import type { Score, Standing } from './reports.js';

/**
 * The standings, final when the game is over, provisional before (same rules on the current position).
 * @throws {@link StateError} when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, score } from 'shichinarabe';
 * const { over, standings } = score(createGame({ seed: 5 }));
 * standings[0]; // { player, rank: 1, status: 'playing', cardsLeft, dead: 0, kills: 0, selfKills: 0, chips }
 * ```
 */
export function score(state: GameState): Score {
  try {
    return scoreOf(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}

/** The standings of a state the library made. */
export function scoreOf(s: State): Score {
  const variant = s.game.rules.variant;
  const order = variant.ranking(s);
  const chips = variant.chips(s, order);
  const standings: Standing[] = order.map((player, i) => ({
    player,
    rank: i + 1,
    status: statusOf(s, player),
    cardsLeft: s.disqualified.includes(player) ? 0 : handSize(s, player),
    dead: deadCount(s, player),
    kills: tallyOf(s, KILLS, player),
    selfKills: tallyOf(s, SELF_KILLS, player),
    chips: chips === null ? 0 : (chips[player] as number),
  }));
  return { over: s.current < 0, standings };
}
