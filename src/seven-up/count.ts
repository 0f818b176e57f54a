/**
 * The rules of Seven Up: the count after the sixth trick. Four points, each of 1 (a hanged jack 3),
 * awarded in this order, and the game stops at the first that brings a side to the target:
 * 1. High — the side of the player who played the highest trump played;
 * 2. Low — the side that won the trick holding the lowest trump played (`low: 'taker'`), or the
 *    side of the player who played it (`low: 'holder'`);
 * 3. Jack — if the jack of trumps was played, the side that won the trick holding it; with
 *    `hangJack` (Trinidad's "hang jack") 3 points when that side is not the side of the player who
 *    played the jack (a jack won by the player's partner is not hanged);
 * 4. Game — the side whose tricks hold the most: T = 10, A = 4, K = 3, Q = 2, J = 1; a tie for the
 *    most scores nothing.
 * If no trump was played, High, Low and Jack are not awarded. One trump can score several points.
 * @module
 */
import { cellOf, rankOf } from '../shared/cards.js';
import { bitIndex, row } from '../shared/cardset.js';
import { addPoints, closeDeal } from './points.js';
import type { Events } from './recorder.js';
import { cardOf, type Draft, ownerOf, sideOf, type State, winnerOf } from './state.js';

/** What each rank counts for Game, A … K. */
const GAME_VALUE = [4, 0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3];
/** The jack's rank. */
const JACK = 10;
/** What a hanged jack scores (`hangJack`). */
const HANGED_JACK = 3;

/** Who won the trick holding a cell (which was played). */
function takerOf(s: State, cell: number): number {
  const n = s.game.players;
  for (const trick of s.tricks) for (let i = 0; i < n; i++) if (cardOf(trick, i) === cell) return winnerOf(trick);
  return -1;
}

/** Each side's total of counting cards won in tricks. */
export function gameTotals(s: State): number[] {
  const totals = new Array<number>(s.game.sides).fill(0);
  const n = s.game.players;
  for (const trick of s.tricks) {
    const side = sideOf(s, winnerOf(trick));
    for (let i = 0; i < n; i++)
      totals[side] = (totals[side] as number) + (GAME_VALUE[rankOf(cardOf(trick, i))] as number);
  }
  return totals;
}

/** The side with the highest total, or -1 on a tie for the highest. */
function mostOf(totals: readonly number[]): number {
  let best = -1;
  let top = -1;
  for (let side = 0; side < totals.length; side++) {
    const t = totals[side] as number;
    if (t > top) {
      top = t;
      best = side;
    } else if (t === top) best = -1;
  }
  return best;
}

/**
 * Counts a played-out deal: High, Low, Jack and Game in order, each scored as it is awarded, until
 * one wins the game. The deal goes on the score sheet either way.
 */
export function countDeal(d: Draft, events: Events): void {
  const trumps = d.trump < 0 ? 0 : row(d.playedLo, d.playedHi, d.trump);
  const awarded = [-1, -1, -1, -1];
  const award = (i: number, side: number, points: number): boolean => {
    awarded[i] = side;
    return side >= 0 && addPoints(d, side, points);
  };
  let over = false;
  if (trumps === 0) {
    events?.award('high', -1, 0, -1);
    events?.award('low', -1, 0, -1);
    events?.award('jack', -1, 0, -1);
  } else {
    const high = cellOf(d.trump, (trumps & 1) !== 0 ? 0 : bitIndex(trumps));
    const lows = trumps & ~1;
    const low = cellOf(d.trump, lows === 0 ? 0 : bitIndex(lows & -lows));
    const jack = cellOf(d.trump, JACK);
    const highSide = sideOf(d, ownerOf(d, high));
    events?.award('high', highSide, 1, high);
    over = award(0, highSide, 1);
    if (!over) {
      const lowSide = sideOf(d, d.game.options.low === 'holder' ? ownerOf(d, low) : takerOf(d, low));
      events?.award('low', lowSide, 1, low);
      over = award(1, lowSide, 1);
    }
    if (!over) {
      const played = ((trumps >>> JACK) & 1) === 1;
      const jackSide = played ? sideOf(d, takerOf(d, jack)) : -1;
      const hanged = played && d.game.options.hangJack && jackSide !== sideOf(d, ownerOf(d, jack));
      const points = hanged ? HANGED_JACK : 1;
      events?.award('jack', jackSide, points, jack);
      over = award(2, jackSide, points);
    }
  }
  if (!over) {
    const totals = gameTotals(d);
    const gameSide = mostOf(totals);
    events?.game(gameSide, totals);
    award(3, gameSide, 1);
  }
  closeDeal(d, awarded[0] as number, awarded[1] as number, awarded[2] as number, awarded[3] as number);
}
