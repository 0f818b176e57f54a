/**
 * Finding melds in a hand: every set and run a player could lay down from their cards (and, for a
 * claim, with the discard among them). Each meld is found exactly once, in a fixed order: sets by
 * rank, then runs by suit and low place, then 6-7 / 7-8 pairs, then sevens. What a meld is, is
 * `melds.ts`'s; this file only searches.
 * @module
 */
import { cellOf, JOKER, rankOf, suitOf } from '../shared/cards.js';
import { count, row } from '../shared/cardset.js';
import { runCards, SEVEN, setCards, topPlace } from './melds.js';

/** Receives a meld found (its cards in meld order, and its `low`). */
export type Found = (cards: number[], low: number) => void;

/**
 * Every set of a rank from the suits held (`suits`, a mask) and at most one of the `jokers` held:
 * 3 or 4 cards, at most one joker. With `need` (a suit, or -1), only sets holding that suit.
 */
export function eachSet(rank: number, suits: number, jokers: number, need: number, visit: Found): void {
  const needBit = need < 0 ? 0 : 1 << need;
  // every non-empty subset of the suits held, in increasing mask order
  for (let sub = 1; sub < 16; sub++) {
    if ((sub & suits) !== sub || (sub & needBit) !== needBit) continue;
    const k = count(sub);
    if (k >= 3) visit(setCards(rank, sub, false), rank);
    if (jokers > 0 && (k === 2 || k === 3)) visit(setCards(rank, sub, true), rank);
  }
}

/**
 * Every run of a suit from the ranks held (`ranks`, a 13-bit row) and at most one joker: 3 or
 * more places, each a card held or the joker (which may also stand for a card held). With `need`
 * (a rank, or -1), only runs holding that card as itself.
 */
export function eachRun(
  suit: number,
  ranks: number,
  jokers: number,
  aceHigh: boolean,
  need: number,
  visit: Found,
): void {
  const top = topPlace(aceHigh);
  const placed = ranks | (aceHigh && (ranks & 1) !== 0 ? 1 << 13 : 0);
  const needPlaces = need < 0 ? 0 : need === 0 ? 1 | (aceHigh ? 1 << 13 : 0) : 1 << need;
  const spare = jokers > 0 ? 1 : 0;
  for (let low = 0; low <= top - 2; low++) {
    let missing = 0;
    let missAt = -1;
    for (let high = low; high <= top; high++) {
      if (low === 0 && high === 13) break;
      if (((placed >>> high) & 1) === 0) {
        missing++;
        missAt = high;
        if (missing > spare) break;
      }
      if (high - low < 2) continue;
      const span = ((1 << (high + 1)) - 1) & ~((1 << low) - 1);
      if (needPlaces !== 0 && (span & needPlaces) === 0) continue;
      if (missing === 1) {
        visit(runCards(suit, low, high, missAt), low);
        continue;
      }
      visit(runCards(suit, low, high, -1), low);
      if (spare === 0) continue;
      for (let at = low; at <= high; at++) {
        if (((needPlaces >>> at) & 1) === 0) visit(runCards(suit, low, high, at), low);
      }
    }
  }
}

/**
 * Every meld a hand (two card-set words and a count of jokers) can lay down: sets by rank, runs by
 * suit, then 6-7 and 7-8 pairs, then sevens alone.
 */
export function eachMeld(lo: number, hi: number, jokers: number, aceHigh: boolean, visit: Found): void {
  const a = row(lo, hi, 0);
  const b = row(lo, hi, 1);
  const c = row(lo, hi, 2);
  const d = row(lo, hi, 3);
  // the ranks held in 3 suits or more (in 2 or more with a joker): the only ranks that make a set
  const twice = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d);
  const thrice = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
  for (let ranks = jokers > 0 ? twice : thrice; ranks !== 0; ranks &= ranks - 1) {
    const rank = 31 - Math.clz32(ranks & -ranks);
    const suits =
      ((a >>> rank) & 1) | (((b >>> rank) & 1) << 1) | (((c >>> rank) & 1) << 2) | (((d >>> rank) & 1) << 3);
    eachSet(rank, suits, jokers, -1, visit);
  }
  const rows = [a, b, c, d];
  for (let suit = 0; suit < 4; suit++) {
    const ranks = rows[suit] as number;
    // a run needs two cards of the suit within three places (a joker between), or three in a row
    const wide = aceHigh && (ranks & 1) !== 0 ? ranks | (1 << 13) : ranks;
    const near = jokers > 0 ? wide & ((wide >>> 1) | (wide >>> 2)) : wide & (wide >>> 1) & (wide >>> 2);
    if (near !== 0) eachRun(suit, ranks, jokers, aceHigh, -1, visit);
  }
  for (let suit = 0; suit < 4; suit++) {
    const ranks = rows[suit] as number;
    if (((ranks >>> SEVEN) & 1) === 0) continue;
    if ((ranks >>> (SEVEN - 1)) & 1) visit([cellOf(suit, SEVEN - 1), cellOf(suit, SEVEN)], SEVEN - 1);
    if ((ranks >>> (SEVEN + 1)) & 1) visit([cellOf(suit, SEVEN), cellOf(suit, SEVEN + 1)], SEVEN);
  }
  for (let suit = 0; suit < 4; suit++) {
    if (((rows[suit] as number) >>> SEVEN) & 1) visit([cellOf(suit, SEVEN)], SEVEN);
  }
}

/** Every set (pon) a hand can make with the discard `card` among its cards. */
export function eachSetWith(card: number, lo: number, hi: number, jokers: number, visit: Found): void {
  if (card === JOKER) return;
  const rank = rankOf(card);
  let suits = 1 << suitOf(card);
  for (let suit = 0; suit < 4; suit++) suits |= ((row(lo, hi, suit) >>> rank) & 1) << suit;
  eachSet(rank, suits, jokers, suitOf(card), visit);
}

/** Every run (chi) of 3 or more cards a hand can make with the discard `card` among its cards. */
export function eachRunWith(
  card: number,
  lo: number,
  hi: number,
  jokers: number,
  aceHigh: boolean,
  visit: Found,
): void {
  if (card === JOKER) return;
  const suit = suitOf(card);
  eachRun(suit, row(lo, hi, suit) | (1 << rankOf(card)), jokers, aceHigh, rankOf(card), visit);
}
