/**
 * The score: points per side, the score sheet of the deals, and the standings — the winning side
 * first, then the other sides by points, equal points sharing a rank.
 * @module
 */
import { ours } from '../shared/errors.js';
import type { Score, Standing } from './reports.js';
import { sideOf, type State } from './state.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';
import { sidesOf } from './view.js';

/**
 * The score, final when the game is over, provisional before.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, score } from 'shichinarabe/seven-up';
 * const { points, standings } = score(createGame({ seed: 5, target: 50 }));
 * standings[0]; // { player: 0, side: 0, rank: 1, points: 0 } (or a dealer's turned-up jack ahead)
 * ```
 */
export function score(state: GameState): Score {
  try {
    return scoreOf(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}

/** The score of a state the library made. */
export function scoreOf(s: State): Score {
  const points = s.points;
  const sides = points.length;
  // A side's rank: 1 + the sides ranked ahead of it (the winner ahead of all, then more points).
  const ahead = (a: number, b: number): boolean =>
    a !== b && (a === s.winner || (b !== s.winner && (points[a] as number) > (points[b] as number)));
  const rank: number[] = [];
  for (let side = 0; side < sides; side++) {
    let r = 1;
    for (let other = 0; other < sides; other++) if (ahead(other, side)) r++;
    rank.push(r);
  }
  const standings: Standing[] = [];
  for (let player = 0; player < s.game.players; player++) {
    const side = sideOf(s, player);
    standings.push({ player, side, rank: rank[side] as number, points: points[side] as number });
  }
  standings.sort((a, b) => a.rank - b.rank || a.player - b.player);
  return {
    over: s.winner >= 0,
    target: s.game.options.target,
    sides: sidesOf(s),
    points: [...points],
    winner: s.winner < 0 ? null : s.winner,
    deals: s.results.map((d) => ({ ...d })),
    standings,
  };
}
