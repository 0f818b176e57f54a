/**
 * Seven Up's heuristic decisions on card numbers, shared by the heuristic bot and the search's
 * playouts: how strong a trump holding is, and which card to play to a trick.
 * @module
 */
import { countOf, JACK, powerOf, suitOf, TEN } from './cards.js';

/**
 * How good `hand` is with `trump` as trump: high trumps (A 4, K 3, Q 2), the jack (2 if guarded
 * by another trump), the ten 1.5, every trump 1, and a little for the other suits' aces and tens.
 */
export function trumpStrength(hand: readonly number[], trump: number): number {
  let s = 0;
  let trumps = 0;
  for (const c of hand) if (suitOf(c) === trump) trumps++;
  for (const c of hand) {
    const p = powerOf(c);
    if (suitOf(c) === trump) {
      s += 1 + (p === 13 ? 4 : p === 12 ? 3 : p === 11 ? 2 : 0);
      if (c % 13 === JACK) s += trumps >= 2 ? 2 : 0.5;
      if (c % 13 === TEN) s += 1.5;
    } else if (p === 13 || c % 13 === TEN) s += 0.5;
  }
  return s;
}

/** What a trick-playing decision knows: the hand, trump, the trick so far, and the cards already played. */
export interface TrickInfo {
  /** Whether a jack of trumps won by the other side of its player scores 3 (`hangJack`). */
  hangJack: boolean;
  /** The cards in hand. */
  hand: readonly number[];
  /** The trump suit, 0–3. */
  trump: number;
  /** The cards of the trick so far, in order. */
  cards: readonly number[];
  /** Which of those were played by my side. */
  mine: readonly boolean[];
  /** Players still to play after me in this trick. */
  after: number;
  /** Cards played this deal, by number (earlier tricks and this one). */
  played: Uint8Array;
}

/** The legal cards: any lead; else the suit led or a trump, or anything when void in the suit led. */
export function legalCards(hand: readonly number[], trump: number, led: number, out: number[]): number[] {
  out.length = 0;
  if (led < 0) {
    for (const c of hand) out.push(c);
    return out;
  }
  let follow = false;
  for (const c of hand) if (suitOf(c) === led) follow = true;
  for (const c of hand) if (!follow || suitOf(c) === led || suitOf(c) === trump) out.push(c);
  return out;
}

/** Whether card `a` beats the winning card `b` of a trick (of the suit led or a trump). */
export function beats(a: number, b: number, trump: number): boolean {
  const ta = suitOf(a) === trump;
  const tb = suitOf(b) === trump;
  if (ta !== tb) return ta;
  if (suitOf(a) !== suitOf(b)) return false;
  return powerOf(a) > powerOf(b);
}

/** The index of the winning card among `cards`. */
export function winnerIndex(cards: readonly number[], trump: number): number {
  let w = 0;
  for (let i = 1; i < cards.length; i++) if (beats(cards[i] as number, cards[w] as number, trump)) w = i;
  return w;
}

/** Whether every trump above `card` has been played or is in `hand`. */
function topTrump(card: number, info: TrickInfo): boolean {
  const base = info.trump * 13;
  for (let p = powerOf(card) + 1; p <= 13; p++) {
    const c = base + (p === 13 ? 0 : p);
    if (info.played[c] === 0 && !info.hand.includes(c)) return false;
  }
  return true;
}

/** What the jack of trumps in a trick is worth to win: a point (12), or 3 when it hangs (30). */
const jackValue = (info: TrickInfo): number => (info.hangJack ? 30 : 12);

/** What a card given away costs: count value, and more for the jack (more still when it can be hanged) and a low trump. */
function cost(c: number, info: TrickInfo): number {
  const t = suitOf(c) === info.trump;
  const jack = t && c % 13 === JACK ? (info.hangJack ? 20 : 8) : 0;
  return countOf(c) + (t ? 3 + powerOf(c) / 2 : powerOf(c) / 14) + jack;
}

/**
 * The heuristic's card: lead the top trump when holding it with another trump (draw trumps for
 * the jack and Low), or, when a jack can be hanged, a sure trump above a jack still out (hunting
 * it), else a low card of a plain suit; follow by taking a trick worth taking (tens, the jack —
 * far more when it would hang —, any count when last) with the cheapest winning card, never
 * risking the jack of trumps under a higher trump still out; give count to a partner's winning
 * trick (and, when a jack can be hanged, the jack of trumps itself, safe there); otherwise throw
 * the cheapest card.
 */
export function chooseCard(info: TrickInfo, legal: readonly number[]): number {
  const { trump, cards } = info;
  if (legal.length === 1) return legal[0] as number;
  if (cards.length === 0) return lead(info, legal);
  const w = winnerIndex(cards, trump);
  const winning = cards[w] as number;
  let value = 0;
  for (const c of cards) value += countOf(c) + (suitOf(c) === trump && c % 13 === JACK ? jackValue(info) : 0);
  if (info.mine[w] === true && (info.after === 0 || (suitOf(winning) === trump && topTrump(winning, info)))) {
    // my side has the trick for sure: give it count (a plain ten first), never a trump for nothing
    // (but a jack of trumps that could be hanged is safest here)
    let best = legal[0] as number;
    let bestScore = -1e9;
    for (const c of legal) {
      const safeJack = info.hangJack && suitOf(c) === trump && c % 13 === JACK ? 30 : 0;
      const score = countOf(c) - (suitOf(c) === trump ? 5 + countOf(c) : 0) - powerOf(c) / 20 + safeJack;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  }
  let take = -1;
  let takeCost = 1e9;
  for (const c of legal) {
    if (!beats(c, winning, trump)) continue;
    const isJack = suitOf(c) === trump && c % 13 === JACK;
    if (isJack && info.after > 0 && !topTrump(c, info)) continue; // protect the jack
    const k = cost(c, info) - countOf(c) * 0.5;
    if (k < takeCost) {
      takeCost = k;
      take = c;
    }
  }
  const worth = value >= 10 || (value > 0 && info.after === 0) || value >= 3;
  if (take >= 0 && (worth || (info.after === 0 && countOf(take) > 0))) return take;
  let low = legal[0] as number;
  for (const c of legal) if (cost(c, info) < cost(low, info)) low = c;
  return low;
}

/** Whether the jack of trumps is still out: neither played nor in `hand`. */
function jackOut(info: TrickInfo): boolean {
  const jack = info.trump * 13 + JACK;
  return info.played[jack] === 0 && !info.hand.includes(jack);
}

function lead(info: TrickInfo, legal: readonly number[]): number {
  const { trump } = info;
  const trumps = legal.filter((c) => suitOf(c) === trump).sort((a, b) => powerOf(b) - powerOf(a));
  const top = trumps[0];
  if (top !== undefined && trumps.length >= 2 && topTrump(top, info)) return top;
  // a jack to hang: lead a sure trump above it, whoever holds it must follow or keep it longer
  if (top !== undefined && info.hangJack && powerOf(top) > JACK && topTrump(top, info) && jackOut(info)) return top;
  let best = legal[0] as number;
  let bestScore = 1e9;
  for (const c of legal) {
    const t = suitOf(c) === trump;
    const score = (t ? 20 + powerOf(c) : powerOf(c)) + (c % 13 === TEN ? 15 : 0) + (t && c % 13 === JACK ? 30 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** The card to discard down to six: the one least worth keeping. */
export function chooseDiscard(hand: readonly number[], trump: number): number {
  let best = hand[0] as number;
  let bestScore = 1e9;
  for (const c of hand) {
    const t = suitOf(c) === trump;
    const score = (t ? 30 : 0) + powerOf(c) + countOf(c) * 2 + (t && c % 13 === JACK ? 20 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
