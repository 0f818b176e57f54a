/**
 * A player's hand on a draft state: cards in and out, and the rule on what a hand may be left
 * holding in the middle of a turn (going out, `discardToGoOut`, `noSevenOrJokerFinish`).
 * @module
 */
import { JOKER, rankOf } from '../shared/cards.js';
import { count } from '../shared/cardset.js';
import { SEVEN } from './melds.js';
import type { Draft, State } from './state.js';

/** A player's hand with one card added (the draft gets a new hands array). */
export function addCard(d: Draft, p: number, card: number): void {
  const hands = d.hands.slice();
  if (card === JOKER) hands[3 * p + 2] = (hands[3 * p + 2] as number) + 1;
  else if (card < 32) hands[3 * p] = (hands[3 * p] as number) | (1 << card);
  else hands[3 * p + 1] = (hands[3 * p + 1] as number) | (1 << (card - 32));
  d.hands = hands;
}

/** A player's hand without these cards (which they hold; the draft gets a new hands array). */
export function removeCards(d: Draft, p: number, cards: readonly number[]): void {
  const hands = d.hands.slice();
  for (const card of cards) {
    if (card === JOKER) hands[3 * p + 2] = (hands[3 * p + 2] as number) - 1;
    else if (card < 32) hands[3 * p] = (hands[3 * p] as number) & ~(1 << card);
    else hands[3 * p + 1] = (hands[3 * p + 1] as number) & ~(1 << (card - 32));
  }
  d.hands = hands;
}

/** Whether a player holds these cards (a joker as many times as it is listed; a card listed twice is not held twice). */
export function holdsAll(s: State, p: number, cards: readonly number[]): boolean {
  let lo = s.hands[3 * p] as number;
  let hi = s.hands[3 * p + 1] as number;
  let jokers = s.hands[3 * p + 2] as number;
  for (const card of cards) {
    if (card === JOKER) {
      if (--jokers < 0) return false;
    } else if (card < 32) {
      if (((lo >>> card) & 1) === 0) return false;
      lo &= ~(1 << card);
    } else {
      if (((hi >>> (card - 32)) & 1) === 0) return false;
      hi &= ~(1 << (card - 32));
    }
  }
  return true;
}

/** Whether a player holds a card. */
export function holds(s: State, p: number, card: number): boolean {
  if (card === JOKER) return (s.hands[3 * p + 2] as number) > 0;
  const word = card < 32 ? (s.hands[3 * p] as number) : (s.hands[3 * p + 1] as number);
  return ((word >>> (card & 31)) & 1) === 1;
}

/**
 * Whether a meld, lay-off or claim may leave the mover holding this hand (two card-set words and
 * a number of jokers). With `discardToGoOut`, a player goes out only by a discard, so such a move
 * must leave a card; with `noSevenOrJokerFinish`, it must not leave exactly one card that is a 7
 * or a joker (that last card could never be discarded).
 */
export function mayLeave(s: State, lo: number, hi: number, jokers: number): boolean {
  const o = s.game.options;
  const left = count(lo) + count(hi) + jokers;
  if (left === 0) return !o.discardToGoOut;
  if (left === 1 && o.noSevenOrJokerFinish) {
    if (jokers === 1) return false;
    const bit = lo !== 0 ? lo : hi;
    const card = (lo !== 0 ? 0 : 32) + (31 - Math.clz32(bit));
    return rankOf(card) !== SEVEN;
  }
  return true;
}

/** The hand a player would hold without these cards: `[lo, hi, jokers]`. */
export function handWithout(s: State, p: number, cards: readonly number[]): [number, number, number] {
  let lo = s.hands[3 * p] as number;
  let hi = s.hands[3 * p + 1] as number;
  let jokers = s.hands[3 * p + 2] as number;
  for (const card of cards) {
    if (card === JOKER) jokers--;
    else if (card < 32) lo &= ~(1 << card);
    else hi &= ~(1 << (card - 32));
  }
  return [lo, hi, jokers];
}

/** Whether a discard of this card, the player's last, is allowed (`noSevenOrJokerFinish` forbids a 7 or a joker). */
export const mayGoOutWith = (s: State, card: number): boolean =>
  !s.game.options.noSevenOrJokerFinish || (card !== JOKER && rankOf(card) !== SEVEN);
