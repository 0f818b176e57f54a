/**
 * Points and the end: a side scoring a point, the game ending the moment a side reaches the
 * target, and a deal's line on the score sheet.
 * @module
 */
import { SUITS } from '../shared/cards.js';
import type { DealScore } from './reports.js';
import { type Draft, OVER } from './state.js';

/** A side, or -1 (not awarded), as the score sheet writes it. */
const sideOrNull = (side: number): number | null => (side < 0 ? null : side);

/** Writes the deal being played to the score sheet: who scored High, Low, Jack and Game (-1: nobody). */
export function closeDeal(d: Draft, high: number, low: number, jack: number, game: number): void {
  const line: DealScore = {
    deal: d.deal,
    dealer: d.dealer,
    trump: d.trump < 0 ? null : (SUITS[d.trump] as DealScore['trump']),
    high: sideOrNull(high),
    low: sideOrNull(low),
    jack: sideOrNull(jack),
    game: sideOrNull(game),
  };
  d.results = [...d.results, line];
}

/**
 * A point for `side`. When it brings the side to the target, the game is over at once: the side
 * wins and nobody moves any more. Returns whether the game is over.
 */
export function addPoint(d: Draft, side: number): boolean {
  const points = d.points.slice();
  points[side] = (points[side] as number) + 1;
  d.points = points;
  if ((points[side] as number) < d.game.options.target) return false;
  d.winner = side;
  d.phase = OVER;
  d.current = -1;
  return true;
}

/** A point scored outside the count (a turned-up jack, a gift); the deal is written to the sheet if it wins the game. */
export function bonusPoint(d: Draft, side: number): void {
  if (addPoint(d, side)) closeDeal(d, -1, -1, -1, -1);
}
