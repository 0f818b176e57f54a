/**
 * Seven Bridge's meld numbers (the learning interface): every meld a `meld`, a `pon` or a `chi`
 * can lay down, numbered once and for all, so a meld has one number whatever the state.
 *
 * A new meld has at most 8 cards: a hand holds at most 8 (7 dealt, one drawn; a claim takes the
 * discard instead of a draw, with at most 7 in hand), and a meld or a claim may use all of it only
 * without `discardToGoOut`. The numbers run, in this order:
 *
 * 1. **sets**, by rank (A … K), then by the suits held and the joker: for each set of suits in
 *    increasing bit order (♠ = 1, ♥ = 2, ♦ = 4, ♣ = 8), the set of 3 or 4 natural cards, then (with
 *    jokers in the game) the set of those 2 or 3 suits and a joker — 5 sets a rank without jokers,
 *    15 with;
 * 2. **runs of 3 to 8 places**, by suit (♠ ♥ ♦ ♣), then their lowest place (0 an ace below 2,
 *    1 the 2 … 11 the Q), then their length, then (with jokers) the joker's place: none first,
 *    then the lowest place to the highest — places 0–13 as if aces were high or low (with
 *    `aces: 'low'` the runs through place 13 are never legal) — 57 runs a suit without jokers, 353 with;
 * 3. the **6-7 and 7-8 pairs**, by suit (6-7 first);
 * 4. the **sevens** alone, by suit.
 *
 * A pon makes a set and a chi a run of 3 or more, so their numbers are the sets' and the runs'.
 * @module
 */
import { cellOf, JOKER, rankOf, suitOf } from '../shared/cards.js';
import { runCards, SEVEN, setCards } from './melds.js';

/** The most cards a new meld (a meld, a pon or a chi) can have. */
export const MOST_MELD_CARDS = 8;
/** The highest place of a run (an ace above K). */
const TOP = 13;

/** How a game's melds are numbered: with or without jokers. */
export interface MeldNumbers {
  readonly jokers: boolean;
  /** Sets in all (13 ranks). */
  readonly sets: number;
  /** Runs of each suit. */
  readonly runsPerSuit: number;
  /** Runs in all (4 suits). */
  readonly runs: number;
  /** Numbers in all: sets, runs, pairs, sevens. */
  readonly size: number;
  /** The first run number of each (low place, length): `low * 9 + length`; -1 for none. */
  readonly runStart: Int16Array;
  /** Each set's suits (bits) and joker (bit 4), by its number within a rank. */
  readonly setShapes: Int8Array;
  /** Each set's number within its rank, by suits (bits) + 16 × joker; -1 for none. */
  readonly setSlots: Int8Array;
}

function numbersOf(jokers: boolean): MeldNumbers {
  const setShapes: number[] = [];
  const setSlots = new Int8Array(32).fill(-1);
  for (let suits = 1; suits < 16; suits++) {
    let k = 0;
    for (let b = suits; b !== 0; b &= b - 1) k++;
    if (k >= 3) {
      setSlots[suits] = setShapes.length;
      setShapes.push(suits);
    }
    if (jokers && (k === 2 || k === 3)) {
      setSlots[16 + suits] = setShapes.length;
      setShapes.push(16 + suits);
    }
  }
  const runStart = new Int16Array(14 * 9).fill(-1);
  let runs = 0;
  for (let low = 0; low <= TOP - 2; low++) {
    for (let length = 3; length <= MOST_MELD_CARDS && low + length - 1 <= TOP; length++) {
      runStart[low * 9 + length] = runs;
      runs += jokers ? length + 1 : 1;
    }
  }
  const sets = 13 * setShapes.length;
  return {
    jokers,
    sets,
    runsPerSuit: runs,
    runs: 4 * runs,
    size: sets + 4 * runs + 8 + 4,
    runStart,
    setShapes: Int8Array.from(setShapes),
    setSlots,
  };
}

const WITHOUT_JOKERS = numbersOf(false);
const WITH_JOKERS = numbersOf(true);

/** The meld numbers of a game with or without jokers. */
export const meldNumbers = (jokers: boolean): MeldNumbers => (jokers ? WITH_JOKERS : WITHOUT_JOKERS);

/**
 * The number of a meld's cards in meld order (a set in suit order, the joker last; a run low to
 * high), or -1 when they are no meld a new meld can be (a run longer than 8, two jokers, …).
 */
export function meldNumber(m: MeldNumbers, cards: readonly number[]): number {
  const n = cards.length;
  if (n === 0 || n > MOST_MELD_CARDS) return -1;
  let at = 0;
  while (at < n && cards[at] === JOKER) at++;
  if (at === n) return -1;
  const first = cards[at] as number;
  if (n === 1) return rankOf(first) === SEVEN ? m.size - 4 + suitOf(first) : -1;
  let sameRank = n >= 3;
  let suits = 0;
  let joker = -1;
  for (let i = 0; i < n; i++) {
    const c = cards[i] as number;
    if (c === JOKER) {
      if (joker >= 0) return -1;
      joker = i;
      continue;
    }
    if (rankOf(c) !== rankOf(first)) sameRank = false;
    suits |= 1 << suitOf(c);
  }
  if (sameRank) {
    const slot = m.setSlots[suits + (joker >= 0 ? 16 : 0)] as number;
    return slot < 0 ? -1 : rankOf(first) * m.setShapes.length + slot;
  }
  const suit = suitOf(first);
  const low = rankOf(first) - at; // a run's first natural card: an ace there stands below 2
  if (n === 2) {
    if (joker >= 0 || (low !== SEVEN - 1 && low !== SEVEN)) return -1;
    return m.sets + m.runs + 2 * suit + (low === SEVEN ? 1 : 0);
  }
  const start = low < 0 || low > TOP - 2 ? -1 : (m.runStart[low * 9 + n] as number);
  if (start < 0 || (joker >= 0 && !m.jokers)) return -1;
  return m.sets + suit * m.runsPerSuit + start + (m.jokers ? joker + 1 : 0);
}

/** The cards (in meld order) of a meld number in [0, m.size). */
export function meldCards(m: MeldNumbers, index: number): number[] {
  if (index < m.sets) {
    const perRank = m.setShapes.length;
    const shape = m.setShapes[index % perRank] as number;
    return setCards(Math.floor(index / perRank), shape & 15, shape >= 16);
  }
  if (index < m.sets + m.runs) {
    const suit = Math.floor((index - m.sets) / m.runsPerSuit);
    const r = (index - m.sets) % m.runsPerSuit;
    for (let low = TOP - 2; low >= 0; low--) {
      for (let length = MOST_MELD_CARDS; length >= 3; length--) {
        const start = m.runStart[low * 9 + length] as number;
        if (start < 0 || start > r) continue;
        const slot = r - start; // 0: no joker; else the joker's place is low + slot - 1
        return runCards(suit, low, low + length - 1, slot === 0 ? -1 : low + slot - 1);
      }
    }
  }
  const k = index - m.sets - m.runs;
  if (k < 8) {
    const suit = k >> 1;
    return (k & 1) === 0
      ? [cellOf(suit, SEVEN - 1), cellOf(suit, SEVEN)]
      : [cellOf(suit, SEVEN), cellOf(suit, SEVEN + 1)];
  }
  return [cellOf(k - 8, SEVEN)];
}
