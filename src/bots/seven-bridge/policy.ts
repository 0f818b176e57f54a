/**
 * Seven Bridge's quick rules of thumb for the search's playouts, on card numbers: greedy melds
 * (runs, sets, then 7s with their 6 or 8, or alone), every lay-off that fits, claims of a pair or
 * of two cards of a run, and the discard of the loosest card (high points first when someone is
 * near out).
 * @module
 */
import { type BridgeRules, JOKER_CODE, pointsOf, SEVEN_RANK } from './cards.js';
import { cardAtPlace } from './table.js';

/** Whether `hand` holds `card`. */
const holds = (hand: readonly number[], card: number): boolean => hand.indexOf(card) >= 0;

/** Each suit's ranks held, as 13-bit masks (A = bit 0), jokers left out. */
function suitMasks(hand: readonly number[], out: Int32Array): Int32Array {
  out.fill(0);
  for (const c of hand)
    if (c !== JOKER_CODE) out[Math.floor(c / 13)] = (out[Math.floor(c / 13)] as number) | (1 << (c % 13));
  return out;
}

/**
 * The next greedy meld in `hand` (card numbers in meld order), or `null`: a run, a set, then a 7
 * with its 6 or 8, or alone. At most `most` cards. `masks` is scratch space (four words).
 */
export function greedyMeld(
  hand: readonly number[],
  rules: BridgeRules,
  most: number,
  masks: Int32Array,
): number[] | null {
  if (most < 1) return null;
  suitMasks(hand, masks);
  const top = rules.aceHigh ? 13 : 12;
  if (most >= 3) {
    for (let s = 0; s < 4; s++) {
      const m = masks[s] as number;
      const places = rules.aceHigh ? m | ((m & 1) << 13) : m;
      if ((places & (places >> 1) & (places >> 2)) === 0) continue;
      let lo = -1;
      for (let place = 0; place <= top + 1; place++) {
        const held = place <= top && ((places >> place) & 1) === 1 && !(place === 13 && lo === 0);
        if (held) {
          if (lo < 0) lo = place;
          continue;
        }
        if (lo >= 0 && place - lo >= 3) {
          const run: number[] = [];
          for (let q = lo; q < place && run.length < most; q++) run.push(s * 13 + (q === 13 ? 0 : q));
          return run;
        }
        lo = place <= top && ((places >> place) & 1) === 1 ? place : -1;
      }
    }
    const m0 = masks[0] as number;
    const m1 = masks[1] as number;
    const m2 = masks[2] as number;
    const m3 = masks[3] as number;
    const three = (m0 & m1 & (m2 | m3)) | ((m0 | m1) & m2 & m3);
    if (three !== 0) {
      const rank = 31 - Math.clz32(three & -three);
      const set: number[] = [];
      for (let s = 0; s < 4; s++) if ((((masks[s] as number) >> rank) & 1) === 1) set.push(s * 13 + rank);
      return set.slice(0, Math.min(set.length, most));
    }
  }
  for (let s = 0; s < 4; s++) {
    const m = masks[s] as number;
    if (((m >> SEVEN_RANK) & 1) === 0) continue;
    const seven = s * 13 + SEVEN_RANK;
    if (most >= 2 && ((m >> (SEVEN_RANK - 1)) & 1) === 1) return [seven - 1, seven];
    if (most >= 2 && ((m >> (SEVEN_RANK + 1)) & 1) === 1) return [seven, seven + 1];
    return [seven];
  }
  return null;
}

/** A card of `hand` that some meld takes (`wanted` from `wantedCards`), with the meld's index, or `null`. */
export function greedyLayoff(hand: readonly number[], wanted: Int16Array): [number, number] | null {
  for (const c of hand) {
    const w = wanted[c] as number;
    if (w > 0) return [c, w - 1];
  }
  return null;
}

/** The two hand cards that claim `card` for a set, or `null`. */
export function ponCards(hand: readonly number[], card: number): number[] | null {
  if (card === JOKER_CODE) return null;
  const out: number[] = [];
  for (let s = 0; s < 4 && out.length < 2; s++) {
    const c = s * 13 + (card % 13);
    if (c !== card && holds(hand, c)) out.push(c);
  }
  return out.length === 2 ? out : null;
}

/** The two hand cards that claim `card` for a run of three, or `null`. */
export function chiCards(hand: readonly number[], card: number, aceHigh: boolean): number[] | null {
  if (card === JOKER_CODE) return null;
  const s = Math.floor(card / 13);
  const places = card % 13 === 0 ? (aceHigh ? [0, 13] : [0]) : [card % 13];
  const top = aceHigh ? 13 : 12;
  for (const p of places) {
    for (const [a, b] of [
      [p - 2, p - 1],
      [p - 1, p + 1],
      [p + 1, p + 2],
    ] as const) {
      if (a < 0 || b > top || (Math.min(a, p) === 0 && Math.max(b, p) === 13)) continue;
      const ca = cardAtPlace(s, a);
      const cb = cardAtPlace(s, b);
      if (holds(hand, ca) && holds(hand, cb)) return [ca, cb];
    }
  }
  return null;
}

/** The card to discard: the one least worth keeping (its partners in hand and on the table, less its points). */
export function loosestCard(
  hand: readonly number[],
  wanted: Int16Array,
  rules: BridgeRules,
  pw: number,
  masks: Int32Array,
): number {
  suitMasks(hand, masks);
  let best = hand[0] as number;
  let bestKeep = Infinity;
  for (const c of hand) {
    if (c === JOKER_CODE) continue;
    const r = c % 13;
    const m = masks[Math.floor(c / 13)] as number;
    const wide = rules.aceHigh ? m | ((m & 1) << 13) : m;
    let k = r === SEVEN_RANK ? 8 : 0;
    for (let s = 0; s < 4; s++) if ((((masks[s] as number) >> r) & 1) === 1) k += 6;
    k -= 6;
    k += 5 * (((wide >> (r + 1)) & 1) + (r > 0 ? (m >> (r - 1)) & 1 : 0) + (r === 0 ? (wide >> 12) & 1 : 0));
    k += 3 * (((wide >> (r + 2)) & 1) + (r > 1 ? (m >> (r - 2)) & 1 : 0) + (r === 0 ? (wide >> 11) & 1 : 0));
    if ((wanted[c] as number) > 0) k += 4;
    k -= pw * pointsOf(c, rules);
    if (k < bestKeep) {
      bestKeep = k;
      best = c;
    }
  }
  return best;
}
