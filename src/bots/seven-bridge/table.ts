/**
 * The melds on a Seven Bridge table as the bots read them: each meld's kind, suit, rank or places,
 * and which card would fit it (a lay-off), from the melds of a view.
 * @module
 */
import { codeOf, JOKER_CODE, SEVEN_RANK } from './cards.js';

/** A meld on the table, for the bots: a set (rank, suits held), a run (suit, places lo…hi) or a seven. */
export interface TableMeld {
  kind: 0 | 1 | 2;
  suit: number;
  rank: number;
  lo: number;
  hi: number;
  suits: number;
  size: number;
  joker: boolean;
}
/** Kinds of {@link TableMeld}. */
export const SET = 0;
export const RUN = 1;
export const SEVEN = 2;

/** A meld's record from its cards in meld order (a view's `melds[i].cards`). */
export function readMeld(kind: string, cards: readonly string[]): TableMeld {
  const codes = cards.map(codeOf);
  const real = codes.filter((c) => c !== JOKER_CODE);
  const first = real[0] ?? 0;
  const m: TableMeld = {
    kind: kind === 'set' ? SET : kind === 'run' ? RUN : SEVEN,
    suit: Math.floor(first / 13),
    rank: first % 13,
    lo: 0,
    hi: 0,
    suits: 0,
    size: codes.length,
    joker: real.length < codes.length,
  };
  for (const c of real) m.suits |= 1 << Math.floor(c / 13);
  if (m.kind === RUN) {
    const i = codes.indexOf(first);
    let lo = (first % 13) - i;
    if (lo < 0 || (first % 13 === 0 && i > 0)) lo = 13 - i;
    if (first % 13 === 0 && i === 0 && codes.length > 1) {
      const next = codes[1] as number;
      if (next !== JOKER_CODE && next % 13 === 12) lo = 13; // cannot happen in meld order; kept safe
    }
    m.lo = lo;
    m.hi = lo + codes.length - 1;
  } else if (m.kind === SEVEN) {
    m.lo = SEVEN_RANK;
    m.hi = SEVEN_RANK;
  }
  return m;
}

/** The card number at a run's place (place 13 is the ace). */
export const cardAtPlace = (suit: number, place: number): number => suit * 13 + (place === 13 ? 0 : place);

/** Whether `card` (not a joker) can be laid off on `m`. */
export function fitsMeld(m: TableMeld, card: number, aceHigh: boolean): boolean {
  if (card === JOKER_CODE) return false;
  const suit = Math.floor(card / 13);
  const rank = card % 13;
  if (m.kind === SET) return rank === m.rank && m.size < 4 && ((m.suits >> suit) & 1) === 0;
  if (suit !== m.suit) return false;
  if (m.kind === SEVEN) return rank === SEVEN_RANK - 1 || rank === SEVEN_RANK + 1;
  const top = aceHigh ? 13 : 12;
  if (m.lo > 0 && cardAtPlace(suit, m.lo - 1) === card && !(m.lo - 1 === 0 && m.hi === 13)) return true;
  return m.hi < top && cardAtPlace(suit, m.hi + 1) === card && !(m.lo === 0 && m.hi + 1 === 13);
}

/** Lays `card` on `m` (it fits), changing `m`. */
export function layOn(m: TableMeld, card: number): void {
  const suit = Math.floor(card / 13);
  m.size++;
  if (m.kind === SET) {
    m.suits |= 1 << suit;
    return;
  }
  if (m.kind === SEVEN) {
    m.kind = RUN;
    m.lo = Math.min(SEVEN_RANK, card % 13);
    m.hi = Math.max(SEVEN_RANK, card % 13);
    return;
  }
  if (m.lo > 0 && cardAtPlace(suit, m.lo - 1) === card) m.lo--;
  else m.hi++;
}

/**
 * Marks in `out` the cards that some meld of the table would take, each with its meld's index + 1
 * (0: none): a set's missing suits, a seven's 6 and 8, a run's next cards at either end.
 */
export function wantedCards(melds: readonly TableMeld[], aceHigh: boolean, out: Int16Array): Int16Array {
  out.fill(0);
  const top = aceHigh ? 13 : 12;
  for (let i = melds.length - 1; i >= 0; i--) {
    const m = melds[i] as TableMeld;
    if (m.kind === SET) {
      if (m.size < 4) for (let s = 0; s < 4; s++) if (((m.suits >> s) & 1) === 0) out[s * 13 + m.rank] = i + 1;
    } else if (m.kind === SEVEN) {
      out[m.suit * 13 + SEVEN_RANK - 1] = i + 1;
      out[m.suit * 13 + SEVEN_RANK + 1] = i + 1;
    } else {
      if (m.lo > 0 && !(m.lo - 1 === 0 && m.hi === 13)) out[cardAtPlace(m.suit, m.lo - 1)] = i + 1;
      if (m.hi < top && !(m.lo === 0 && m.hi + 1 === 13)) out[cardAtPlace(m.suit, m.hi + 1)] = i + 1;
    }
  }
  return out;
}
