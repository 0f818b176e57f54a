/**
 * The reference engine's melds (SPEC-seven-bridge §3), as plain predicates on card lists, and the
 * brute-force search for every meld a bunch of cards can make.
 *
 * - `runValues(cards)`: the rank values (A = 1 or 14, 2 … K = 2 … 13) of `cards` read IN THE GIVEN
 *   ORDER as a run, or null. A run: 3+ cards of one suit in consecutive ranks, at most one joker
 *   standing for one rank inside or at an end; or exactly two, a 7 and the 6 or 8 of its suit
 *   (no joker). An ace is 1 (below 2) or, with aces 'high-or-low', 14 (above K), never both in
 *   one run.
 * - `isSet(cards)`: in ANY order, 3 or 4 cards of one rank, different suits, at most one joker.
 * - a seven: one 7 alone.
 *
 * Searching: every sub-multiset of the cards is tried; for runs, every placement of the joker in
 * the naturals sorted by value (ace low, and ace high): a run in meld order lists its naturals by
 * increasing value, so these orderings contain every run.
 * @module
 */
import { isJoker, isSeven, JK, type RefCard, rankIndex, suitIndex } from './reference-cards.js';

export type Aces = 'high-or-low' | 'low';
export type MeldKind = 'set' | 'run' | 'seven';

/** The values an ace or another card may take. */
function valuesOf(card: RefCard, aces: Aces): number[] {
  const r = rankIndex(card);
  if (r === 0) return aces === 'high-or-low' ? [1, 14] : [1];
  return [r + 1];
}

/** The rank values of `cards` read in the given order as a run, or null. */
export function runValues(cards: readonly RefCard[], aces: Aces): number[] | null {
  const jokers = cards.filter(isJoker).length;
  const naturals = cards.filter((c) => !isJoker(c));
  if (naturals.length === 0) return null;
  const suit = suitIndex(naturals[0] as RefCard);
  if (naturals.some((c) => suitIndex(c) !== suit)) return null;
  if (cards.length === 2) {
    // the 6-7 / 7-8 pair, no joker
    if (jokers > 0) return null;
    const [a, b] = cards as [RefCard, RefCard];
    const ok = (rankIndex(a) === 5 && rankIndex(b) === 6) || (rankIndex(a) === 6 && rankIndex(b) === 7);
    return ok ? [rankIndex(a) + 1, rankIndex(b) + 1] : null;
  }
  if (cards.length < 3 || jokers > 1) return null;
  const top = aces === 'high-or-low' ? 14 : 13;
  const first = cards.findIndex((c) => !isJoker(c));
  for (const value of valuesOf(cards[first] as RefCard, aces)) {
    const start = value - first;
    const values = cards.map((_, j) => start + j);
    const low = values[0] as number;
    const high = values[values.length - 1] as number;
    if (low < 1 || high > top) continue;
    if (low === 1 && high === 14) continue; // the ace both below 2 and above K
    if (cards.every((c, j) => isJoker(c) || valuesOf(c, aces).includes(values[j] as number))) return values;
  }
  return null;
}

/** Whether `cards` (any order) make a set. */
export function isSet(cards: readonly RefCard[]): boolean {
  if (cards.length < 3 || cards.length > 4) return false;
  const naturals = cards.filter((c) => !isJoker(c));
  if (cards.length - naturals.length > 1) return false;
  const rank = rankIndex(naturals[0] as RefCard);
  if (naturals.some((c) => rankIndex(c) !== rank)) return false;
  return new Set(naturals.map(suitIndex)).size === naturals.length;
}

/** A set's meld order: S H D C, the joker last. */
export const setOrder = (cards: readonly RefCard[]): RefCard[] =>
  [...cards].sort((a, b) => (isJoker(a) ? 9 : suitIndex(a)) - (isJoker(b) ? 9 : suitIndex(b)));

/**
 * The meld `cards` make as a `meld` move gives them (a set in any order, a run in meld order, a
 * seven), with its cards in meld order; null when they make none.
 */
export function meldOf(cards: readonly RefCard[], aces: Aces): { kind: MeldKind; cards: RefCard[] } | null {
  if (runValues(cards, aces) !== null) return { kind: 'run', cards: [...cards] };
  if (isSet(cards)) return { kind: 'set', cards: setOrder(cards) };
  if (cards.length === 1 && isSeven(cards[0] as RefCard)) return { kind: 'seven', cards: [...cards] };
  return null;
}

/** Every distinct sub-multiset of `cards` (as sorted lists), the empty one included. */
export function subMultisets(cards: readonly RefCard[]): RefCard[][] {
  const seen = new Map<string, RefCard[]>();
  for (let mask = 0; mask < 1 << cards.length; mask++) {
    const subset = cards.filter((_, i) => (mask >> i) & 1).sort();
    seen.set(subset.join(','), subset);
  }
  return [...seen.values()];
}

/** Every ordering of `cards` that could be a run in meld order (see the module header). */
function runCandidates(cards: readonly RefCard[], aces: Aces): RefCard[][] {
  const jokers = cards.filter(isJoker).length;
  const naturals = cards.filter((c) => !isJoker(c));
  if (jokers > 1) return [];
  const out: RefCard[][] = [];
  for (const aceValue of aces === 'high-or-low' ? [1, 14] : [1]) {
    const value = (c: RefCard): number => (rankIndex(c) === 0 ? aceValue : rankIndex(c) + 1);
    const sorted = [...naturals].sort((a, b) => value(a) - value(b));
    if (jokers === 0) out.push(sorted);
    else for (let at = 0; at <= sorted.length; at++) out.push([...sorted.slice(0, at), JK, ...sorted.slice(at)]);
  }
  return out;
}

/** Every meld (kind and cards in meld order) that exactly the cards `cards` make, without repeats. */
export function meldsOf(cards: readonly RefCard[], aces: Aces): { kind: MeldKind; cards: RefCard[] }[] {
  // a shortcut only: a meld's naturals share a rank or a suit
  const naturals = cards.filter((c) => !isJoker(c));
  const sameRank = naturals.every((c) => rankIndex(c) === rankIndex(naturals[0] as RefCard));
  const sameSuit = naturals.every((c) => suitIndex(c) === suitIndex(naturals[0] as RefCard));
  if (!sameRank && !sameSuit) return [];
  const found = new Map<string, { kind: MeldKind; cards: RefCard[] }>();
  if (isSet(cards)) found.set(setOrder(cards).join(','), { kind: 'set', cards: setOrder(cards) });
  for (const order of runCandidates(cards, aces)) {
    if (runValues(order, aces) !== null) found.set(order.join(','), { kind: 'run', cards: order });
  }
  if (cards.length === 1 && isSeven(cards[0] as RefCard))
    found.set(cards[0] as RefCard, { kind: 'seven', cards: [...cards] });
  return [...found.values()];
}

/** The kind a meld's cards (in meld order) have. */
export function kindOf(cards: readonly RefCard[], aces: Aces): MeldKind | null {
  if (cards.length === 1 && isSeven(cards[0] as RefCard)) return 'seven';
  if (runValues(cards, aces) !== null) return 'run';
  if (isSet(cards)) return 'set';
  return null;
}
