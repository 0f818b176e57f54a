/**
 * Scoring (the lowest total wins: 最も点数の少ないプレイヤーが勝者).
 *
 * - **Card points** (`points`): `'standard'`: an ace 10 (1 with `aces: 'low'`), J Q K 10, 2–10
 *   their number; `'datt'`: an ace 15, T J Q K 10, 2–9 5. A joker scores `jokerPoints`.
 * - **Going out**: the winner scores 0; every other player the points of their hand, times 2 if
 *   the winner went out in one go and `oneShotDouble`, times 2 if they hold a 7 and
 *   `sevenPenalty` (`'each'`: times 2 for each 7 they hold: ×2, ×4, ×8, ×16), times 5 if they
 *   hold a joker and `jokerPenalty` (all that apply).
 * - **`discarderPays`**: when the winner's last turn began with a claim, the player whose discard
 *   was claimed scores the sum of every other player's points (their own included), the others 0.
 * - **Stock out**: `'void'` scores 0 for everyone; `'score'` scores every hand with the 7 and
 *   joker penalties, without the one-go doubling; so does `'reshuffle'` when the stock may not be
 *   rebuilt again (`round.ts`).
 * - **Target**: with a `target`, the game ends after a round in which some player's total is
 *   `target` or more (`round.ts` asks {@link reachedTarget}).
 * - **Standings**: by total, lowest first; equal totals share a rank (1 + the number of players
 *   with a lower total).
 * @module
 */
import { CELLS, rankOf } from '../shared/cards.js';
import { has } from '../shared/cardset.js';
import { SEVEN } from './melds.js';
import type { RoundResult, Score } from './reports.js';
import { type Game, handHi, handLo, jokersOf, OVER, type State } from './state.js';
import type { RecordOptions } from './types.js';

/** The points of a card of rank `rank` (0 = A … 12 = K). */
export function cardPoints(o: RecordOptions, rank: number): number {
  if (o.points === 'datt') return rank === 0 ? 15 : rank >= 9 ? 10 : 5;
  if (rank === 0) return o.aces === 'low' ? 1 : 10;
  return rank >= 9 ? 10 : rank + 1;
}

/** A player's hand points, with the 7 and joker penalties (and the one-go doubling when `doubled`). */
export function handPoints(s: State, p: number, doubled: boolean): number {
  const o = s.game.options;
  const lo = handLo(s, p);
  const hi = handHi(s, p);
  const jokers = jokersOf(s, p);
  let points = jokers * o.jokerPoints;
  let sevens = 0;
  for (const cell of CELLS) {
    if (!has(lo, hi, cell)) continue;
    points += cardPoints(o, rankOf(cell));
    if (rankOf(cell) === SEVEN) sevens++;
  }
  if (doubled && o.oneShotDouble) points *= 2;
  if (sevens > 0 && o.sevenPenalty !== false) points *= o.sevenPenalty === 'each' ? 2 ** sevens : 2;
  if (jokers > 0 && o.jokerPenalty) points *= 5;
  return points;
}

/** The round points when `winner` went out (in one go or not); `claimedFrom`: whose discard began the winner's last turn, or -1. */
export function outPoints(s: State, winner: number, oneShot: boolean, claimedFrom: number): number[] {
  const n = s.game.players;
  const points: number[] = [];
  for (let p = 0; p < n; p++) points.push(p === winner ? 0 : handPoints(s, p, oneShot));
  if (s.game.options.discarderPays && claimedFrom >= 0) {
    let sum = 0;
    for (let p = 0; p < n; p++) sum += points[p] as number;
    for (let p = 0; p < n; p++) points[p] = p === claimedFrom ? sum : 0;
  }
  return points;
}

/** The round points on a stock out. */
export function stockOutPoints(s: State): number[] {
  const points: number[] = [];
  for (let p = 0; p < s.game.players; p++)
    points.push(s.game.options.stockOut === 'void' ? 0 : handPoints(s, p, false));
  return points;
}

/** Each player's total over the finished rounds. */
export function totalsOf(results: readonly RoundResult[], players: number): number[] {
  const totals = new Array<number>(players).fill(0);
  for (const r of results)
    for (let p = 0; p < players; p++) totals[p] = (totals[p] as number) + (r.points[p] as number);
  return totals;
}

/** Whether the game has a `target` and some player's total over `results` reaches it. */
export function reachedTarget(results: readonly RoundResult[], game: Game): boolean {
  const target = game.options.target;
  return target !== null && totalsOf(results, game.players).some((t) => t >= target);
}

/** The score of a state: finished rounds, totals, standings. */
export function scoreOf(s: State): Score {
  const n = s.game.players;
  const totals = totalsOf(s.results, n);
  const standings = totals
    .map((total, player) => ({ player, rank: 1 + totals.filter((t) => t < total).length, total }))
    .sort((a, b) => a.rank - b.rank || a.player - b.player);
  return {
    over: s.phase === OVER,
    rounds: s.results.map((r) => ({ ...r, points: [...r.points] })),
    totals,
    standings,
  };
}
