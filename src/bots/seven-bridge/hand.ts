/**
 * How good a Seven Bridge hand is, for the bots: its best split into melds (sets, runs, sevens and
 * 7-pairs), and what its other cards are worth — their points, and how close they are to melds
 * given the cards still live (not seen in a meld or the discard pile).
 * @module
 */
import { type BridgeRules, JOKER_CODE, pointsOf, SEVEN_RANK } from './cards.js';

/** The candidate melds among `hand` (indices into it, as bit masks), jokers left out. */
export function meldMasks(hand: readonly number[], aceHigh: boolean): number[] {
  const out: number[] = [];
  const at = new Int8Array(53).fill(-1);
  hand.forEach((c, i) => {
    if (c !== JOKER_CODE) at[c] = i;
  });
  for (let rank = 0; rank < 13; rank++) {
    const idx: number[] = [];
    for (let s = 0; s < 4; s++) if ((at[s * 13 + rank] as number) >= 0) idx.push(at[s * 13 + rank] as number);
    if (rank === SEVEN_RANK) for (const i of idx) out.push(1 << i);
    if (idx.length >= 3) {
      let all = 0;
      for (const i of idx) all |= 1 << i;
      out.push(all);
      if (idx.length === 4) for (const i of idx) out.push(all & ~(1 << i));
    }
  }
  const top = aceHigh ? 13 : 12;
  for (let s = 0; s < 4; s++) {
    const place = (p: number): number => at[s * 13 + (p === 13 ? 0 : p)] as number;
    for (let lo = 0; lo <= top; lo++) {
      let m = 0;
      for (let hi = lo; hi <= top; hi++) {
        if (place(hi) < 0 || (lo === 0 && hi === 13)) break;
        m |= 1 << place(hi);
        const len = hi - lo + 1;
        const seven = lo <= SEVEN_RANK && hi >= SEVEN_RANK;
        if (len >= 3 || (len === 2 && seven)) out.push(m);
      }
    }
  }
  return out;
}

/** The best cover of `hand` by disjoint candidate melds: the mask of cards left out of melds, most points melded. */
export function bestCover(hand: readonly number[], rules: BridgeRules): number {
  const masks = meldMasks(hand, rules.aceHigh);
  const pts = hand.map((c) => pointsOf(c, rules) + 1);
  const full = (1 << hand.length) - 1;
  let bestLeft = full;
  let bestValue = -1;
  const go = (used: number, value: number, from: number): void => {
    if (value > bestValue) {
      bestValue = value;
      bestLeft = full & ~used;
    }
    for (let k = from; k < masks.length; k++) {
      const m = masks[k] as number;
      if ((m & used) !== 0) continue;
      let v = 0;
      for (let i = 0; i < hand.length; i++) if ((m >> i) & 1) v += pts[i] as number;
      go(used | m, value + v, k + 1);
    }
  };
  go(0, 0, 0);
  return bestLeft;
}

/** What is known live: `live[c]` is 1 for a card that may still come (not in my hand, a meld or the discard pile). */
export type Live = Uint8Array;

/**
 * The cost of holding `hand` (lower is better): the points of the cards outside melds (weighed by
 * `pointWeight`), 4 per such card, less what each is worth towards a meld with another such card
 * (a pair of a rank, two cards of a suit one or two apart, counted by the live cards that complete
 * them) or on a meld of the table (`fits`).
 */
export function handCost(
  hand: readonly number[],
  rules: BridgeRules,
  live: Live,
  pointWeight: number,
  fits: (code: number) => boolean,
): number {
  const left = bestCover(hand, rules);
  const loose: number[] = [];
  hand.forEach((c, i) => {
    if ((left >> i) & 1) loose.push(c);
  });
  let cost = 0;
  for (const c of loose) {
    if (c === JOKER_CODE) {
      cost -= 6;
      continue;
    }
    cost += 4 + pointWeight * pointsOf(c, rules);
    if (fits(c)) cost -= 3;
  }
  for (let i = 0; i < loose.length; i++) {
    const a = loose[i] as number;
    if (a === JOKER_CODE) continue;
    for (let j = i + 1; j < loose.length; j++) {
      const b = loose[j] as number;
      if (b === JOKER_CODE) continue;
      const sa = Math.floor(a / 13);
      const sb = Math.floor(b / 13);
      const ra = a % 13;
      const rb = b % 13;
      if (ra === rb) {
        let n = 0;
        for (let s = 0; s < 4; s++) n += live[s * 13 + ra] as number;
        cost -= 1.5 * n;
      } else if (sa === sb) {
        const lo = Math.min(ra, rb);
        const gap = Math.abs(ra - rb);
        const cardAt = (r: number): number => (r < 0 || r > 12 ? 0 : (live[sa * 13 + r] as number));
        if (gap === 1) cost -= 1.5 * (cardAt(lo - 1) + cardAt(lo + 2));
        else if (gap === 2) cost -= 1.5 * cardAt(lo + 1);
      }
    }
  }
  return cost;
}
