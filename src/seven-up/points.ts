/**
 * Points and the end: a side scoring points, the game ending the moment a side reaches the
 * target, and a deal's line on the score sheet (who took each award, and what each side scored in
 * the deal, its turn-ups and gift included).
 * @module
 */
import { SUITS } from '../shared/cards.js';
import type { DealScore } from './reports.js';
import { type Draft, OVER } from './state.js';

/** A side, or -1 (not awarded), as the score sheet writes it. */
const sideOrNull = (side: number): number | null => (side < 0 ? null : side);

/**
 * Writes the deal being played to the score sheet: who scored High, Low, Jack and Game (-1:
 * nobody), and what each side scored since the deal was dealt.
 */
export function closeDeal(d: Draft, high: number, low: number, jack: number, game: number): void {
  const line: DealScore = {
    deal: d.deal,
    dealer: d.dealer,
    trump: d.trump < 0 ? null : (SUITS[d.trump] as DealScore['trump']),
    high: sideOrNull(high),
    low: sideOrNull(low),
    jack: sideOrNull(jack),
    game: sideOrNull(game),
    points: d.points.map((p, side) => p - (d.pointsBefore[side] as number)),
  };
  d.results = [...d.results, line];
}

/**
 * `points` for `side`. When they bring the side to the target, the game is over at once: the side
 * wins and nobody moves any more. Returns whether the game is over.
 */
export function addPoints(d: Draft, side: number, points: number): boolean {
  const all = d.points.slice();
  all[side] = (all[side] as number) + points;
  d.points = all;
  if ((all[side] as number) < d.game.options.target) return false;
  d.winner = side;
  d.phase = OVER;
  d.current = -1;
  return true;
}

/** Points scored outside the count (a turn-up, a gift); the deal is written to the sheet if they win the game. */
export function bonusPoints(d: Draft, side: number, points: number): void {
  if (addPoints(d, side, points)) closeDeal(d, -1, -1, -1, -1);
}
