/**
 * Melds (メルド): what a set, a run and a seven are, the rank order and its aces, jokers, meld
 * order, and which card fits a meld (付け札). Pure functions of cards as numbers (a cell, or
 * `JOKER`); nothing here knows whose turn it is.
 *
 * - **set** (同位札): 3 or 4 cards of one rank, different suits; a joker may stand for a missing
 *   suit; at most 4 cards in all. Meld order: suits S H D C, the joker last.
 * - **run** (シークエンス): 3 or more cards of one suit in consecutive ranks, low to high; or a 7
 *   with the 6 or the 8 of its suit (no joker in such a pair). A joker may stand for one rank,
 *   inside or at an end.
 * - **seven**: one 7 alone (never a joker). Its 6 or 8 laid off makes it a run.
 * - **Rank order**: A 2 … K A. A run's cards have *places* 0–13: place 0 is an ace below 2,
 *   place r the rank r (1 = 2 … 12 = K), place 13 an ace above K — allowed with
 *   `aces: 'high-or-low'` only, and never together with place 0 (K-A-2 is no run).
 * - **At most one joker per meld**, whenever it is made, claimed or laid off onto.
 * @module
 */
import { cellOf, JOKER, rankOf, suitOf } from '../shared/cards.js';
import type { MeldData, MeldKind } from './state.js';

/** The rank of a 7. */
export const SEVEN = 6;
/** An end of a run, as a lay-off names it: none (a set or a seven), low or high. */
export const NO_END = 0;
export const LOW = 1;
export const HIGH = 2;

/** The highest place a run may reach: an ace above K, or K. */
export const topPlace = (aceHigh: boolean): number => (aceHigh ? 13 : 12);
/** The card of a suit at a place of the rank order (place 13 is the ace). */
export const cellAt = (suit: number, place: number): number => cellOf(suit, place === 13 ? 0 : place);
/** Whether a run may span the places low…high: within the order, and not an ace at both ends. */
export const runFits = (low: number, high: number, aceHigh: boolean): boolean =>
  low >= 0 && high <= topPlace(aceHigh) && !(low === 0 && high === 13);

/** The kind of a meld's cards in meld order (they are a meld): a seven, a set or a run. */
function kindOf(cards: readonly number[]): MeldKind {
  if (cards.length === 1) return 'seven';
  let rank = -1;
  for (const c of cards) {
    if (c === JOKER) continue;
    if (rank >= 0 && rankOf(c) !== rank) return 'run';
    rank = rankOf(c);
  }
  return cards.length >= 3 ? 'set' : 'run';
}

/** A new meld record. */
export const meldOf = (owner: number, cards: readonly number[], low: number): MeldData => ({
  owner,
  kind: kindOf(cards),
  cards,
  low,
});

/**
 * The meld that a list of cards makes, in meld order with its `low`, or `null` when it is none.
 * A set may be given in any order (it comes back in meld order); a run must be in meld order.
 */
export function readMeld(cards: readonly number[], aceHigh: boolean): { cards: number[]; low: number } | null {
  const n = cards.length;
  let jokers = 0;
  for (const c of cards) if (c === JOKER) jokers++;
  if (jokers > 1 || n === 0 || n > 14) return null;
  if (n === 1)
    return cards[0] !== JOKER && rankOf(cards[0] as number) === SEVEN ? { cards: [...cards], low: SEVEN } : null;
  return readSet(cards) ?? readRun(cards, aceHigh);
}

/** A set: 3 or 4 cards of one rank, different suits, at most one joker; in meld order. */
function readSet(cards: readonly number[]): { cards: number[]; low: number } | null {
  if (cards.length < 3 || cards.length > 4) return null;
  let rank = -1;
  let suits = 0;
  let joker = false;
  for (const c of cards) {
    if (c === JOKER) {
      joker = true;
      continue;
    }
    const bit = 1 << suitOf(c);
    if ((rank >= 0 && rankOf(c) !== rank) || (suits & bit) !== 0) return null;
    rank = rankOf(c);
    suits |= bit;
  }
  return { cards: setCards(rank, suits, joker), low: rank };
}

/** A set's cards in meld order: its suits S H D C, then the joker. */
export function setCards(rank: number, suits: number, joker: boolean): number[] {
  const out: number[] = [];
  for (let suit = 0; suit < 4; suit++) if ((suits >>> suit) & 1) out.push(cellOf(suit, rank));
  if (joker) out.push(JOKER);
  return out;
}

/** A run in meld order: consecutive places of one suit, low to high (an ace at either end), or a 6-7 / 7-8 pair. */
function readRun(cards: readonly number[], aceHigh: boolean): { cards: number[]; low: number } | null {
  const n = cards.length;
  let at = 0;
  while (cards[at] === JOKER) at++;
  const first = cards[at] as number;
  const suit = suitOf(first);
  // the first real card's place: its rank, or for an ace also 13
  const places = rankOf(first) === 0 ? [0, 13] : [rankOf(first)];
  for (const place of places) {
    const low = place - at;
    if (!runFits(low, low + n - 1, aceHigh)) continue;
    let ok = true;
    for (let i = 0; i < n && ok; i++) ok = cards[i] === JOKER || cards[i] === cellAt(suit, low + i);
    if (!ok) continue;
    if (n === 2 && (cards.includes(JOKER) || !(low === SEVEN - 1 || low === SEVEN))) return null;
    return { cards: [...cards], low };
  }
  return null;
}

/** The cards of a run of a suit over places low…high, the joker at place `jokerAt` (-1: none). */
export function runCards(suit: number, low: number, high: number, jokerAt: number): number[] {
  const out: number[] = [];
  for (let place = low; place <= high; place++) out.push(place === jokerAt ? JOKER : cellAt(suit, place));
  return out;
}

/** The suit of a run or a seven (its first real card's). */
export const suitOfMeld = (m: MeldData): number => suitOf(m.cards[m.cards[0] === JOKER ? 1 : 0] as number);

/**
 * Lay-off (付け札): the meld `m` with `card` laid on it at `end`, or `null` if it does not fit.
 * On a set: a card of its rank whose suit it lacks, or a joker if it has none, while it has fewer
 * than 4 cards. On a run: the card of its suit next beyond the named end, or a joker there if it
 * has none, within the rank order. On a seven: its 6 (low) or 8 (high), no `end`, never a joker.
 * A lay-off onto a run without `end`, or with one onto a set or a seven, fits nothing.
 */
export function laidOff(m: MeldData, card: number, end: number, aceHigh: boolean): MeldData | null {
  const cards = m.cards;
  const joker = cards.includes(JOKER);
  if (m.kind === 'set') {
    if (end !== NO_END || cards.length >= 4) return null;
    if (card === JOKER) return joker ? null : { ...m, cards: [...cards, JOKER] };
    if (rankOf(card) !== m.low || cards.includes(card)) return null;
    let suits = 1 << suitOf(card);
    for (const c of cards) if (c !== JOKER) suits |= 1 << suitOf(c);
    return { ...m, cards: setCards(m.low, suits, joker) };
  }
  if (m.kind === 'seven') {
    if (end !== NO_END || card === JOKER || suitOf(card) !== suitOf(cards[0] as number)) return null;
    if (rankOf(card) === SEVEN - 1)
      return { owner: m.owner, kind: 'run', cards: [card, cards[0] as number], low: SEVEN - 1 };
    if (rankOf(card) === SEVEN + 1)
      return { owner: m.owner, kind: 'run', cards: [cards[0] as number, card], low: SEVEN };
    return null;
  }
  if (end === NO_END) return null;
  const low = end === LOW ? m.low - 1 : m.low;
  const high = m.low + cards.length - (end === LOW ? 1 : 0);
  if (!runFits(low, high, aceHigh)) return null;
  const place = end === LOW ? low : high;
  if (card === JOKER ? joker : card !== cellAt(suitOfMeld(m), place)) return null;
  return { ...m, cards: end === LOW ? [card, ...cards] : [...cards, card], low };
}

/**
 * Every card that fits a meld, with its end: `visit(card, end)` for each (a set's missing suits
 * in suit order then the joker; a run's low end then its high end, the card before the joker).
 */
export function eachFit(m: MeldData, aceHigh: boolean, visit: (card: number, end: number) => void): void {
  const cards = m.cards;
  const joker = cards.includes(JOKER);
  if (m.kind === 'set') {
    if (cards.length >= 4) return;
    for (let suit = 0; suit < 4; suit++) {
      const card = cellOf(suit, m.low);
      if (!cards.includes(card)) visit(card, NO_END);
    }
    if (!joker) visit(JOKER, NO_END);
    return;
  }
  const suit = suitOfMeld(m);
  if (m.kind === 'seven') {
    visit(cellOf(suit, SEVEN - 1), NO_END);
    visit(cellOf(suit, SEVEN + 1), NO_END);
    return;
  }
  const high = m.low + cards.length - 1;
  if (runFits(m.low - 1, high, aceHigh)) {
    visit(cellAt(suit, m.low - 1), LOW);
    if (!joker) visit(JOKER, LOW);
  }
  if (runFits(m.low, high + 1, aceHigh)) {
    visit(cellAt(suit, high + 1), HIGH);
    if (!joker) visit(JOKER, HIGH);
  }
}
