/**
 * Cards, for every game of the family: the canonical card strings and their types, card numbers
 * (cells of the 4×13 Sevens table, also used as plain card numbers by the other games),
 * `parseCard` and `formatCard`.
 *
 * A cell is numbered `suit * 16 + rank` (suit 0..3 = ♠♥♦♣, rank 0..12 = A..K), so that a set of
 * cells fits the card-set primitive's 16-bit lanes (see `cardset.ts`). Numbers 13–15 of each lane
 * are never cells.
 * @module
 */
import { cells } from './cardset.js';
import { describe, ShichinarabeError } from './errors.js';

/**
 * The thirteen ranks, in table (column) order: A, 2, …, 9, T (ten), J, Q, K.
 * @example
 * ```ts
 * import { RANKS } from 'shichinarabe';
 * RANKS.indexOf('7'); // 6: the seventh column
 * ```
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
/**
 * The four suits, in table (row) order: spades, hearts, diamonds, clubs.
 * @example
 * ```ts
 * import { SUITS } from 'shichinarabe';
 * SUITS.map((suit) => `7${suit}`); // ['7S', '7H', '7D', '7C']: the sevens, top to bottom
 * ```
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;

/**
 * A rank letter: `'A'`, `'2'` … `'9'`, `'T'`, `'J'`, `'Q'`, `'K'`.
 * @example
 * ```ts
 * import { RANKS, type Rank } from 'shichinarabe';
 * const ten: Rank = 'T';
 * RANKS.indexOf(ten); // 9
 * ```
 */
export type Rank = (typeof RANKS)[number];
/**
 * A suit letter: `'S'` ♠, `'H'` ♥, `'D'` ♦, `'C'` ♣.
 * @example
 * ```ts
 * import { SUITS, type Suit } from 'shichinarabe';
 * const diamonds: Suit = 'D';
 * SUITS.indexOf(diamonds); // 2: the third row
 * ```
 */
export type Suit = (typeof SUITS)[number];
/**
 * The joker's card string.
 * @example
 * ```ts
 * import type { Card, Joker } from 'shichinarabe';
 * const joker: Joker = 'JK';
 * const card: Card = joker;
 * ```
 */
export type Joker = 'JK';
/**
 * A card: rank then suit (`'7D'`, `'TH'`, `'AS'`), or the joker `'JK'`.
 * These canonical strings are the only card form the library returns.
 * @example
 * ```ts
 * import { type Card, formatCard, parseCard } from 'shichinarabe';
 * const card: Card = parseCard('10♥'); // 'TH'
 * formatCard(card); // '10♥'
 * ```
 */
export type Card = `${Rank}${Suit}` | Joker;

/** The joker's number (not a cell). */
export const JOKER = 64;

/** The cell of a suit and rank. */
export const cellOf = (suit: number, rank: number): number => (suit << 4) | rank;
/** The suit (row) of a cell. */
export const suitOf = (cell: number): number => cell >>> 4;
/** The rank (column) of a cell. */
export const rankOf = (cell: number): number => cell & 15;

/** Every cell, in table order (♠A … ♠K, ♥A …, ♣K). */
export const CELLS: readonly number[] = Array.from({ length: 52 }, (_, i) => cellOf(Math.floor(i / 13), i % 13));

const NAMES: string[] = [];
for (const cell of CELLS) NAMES[cell] = `${RANKS[rankOf(cell)]}${SUITS[suitOf(cell)]}`;
NAMES[JOKER] = 'JK';

/** The canonical string of a cell number or {@link JOKER}. */
export const cardName = (cell: number): Card => NAMES[cell] as Card;

/** The cards of a set of cells (two card-set words), in table order. */
export const cardsIn = (lo: number, hi: number): Card[] => cells(lo, hi).map(cardName);

const RANK_CODE = new Int8Array(128).fill(-1);
const SUIT_CODE = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => {
  RANK_CODE[r.charCodeAt(0)] = i;
});
SUITS.forEach((s, i) => {
  SUIT_CODE[s.charCodeAt(0)] = i;
});

/**
 * The cell number of a canonical card string (`'7D'`), {@link JOKER} for `'JK'`, or -1 for
 * anything else (wrong type, lower case, `'10H'`…). Never throws.
 */
export function cardNumber(text: unknown): number {
  if (typeof text !== 'string' || text.length !== 2) return -1;
  const r = text.charCodeAt(0);
  const s = text.charCodeAt(1);
  if (r === 74 && s === 75) return JOKER; // 'JK'
  const rank = r < 128 ? (RANK_CODE[r] as number) : -1;
  const suit = s < 128 ? (SUIT_CODE[s] as number) : -1;
  return rank < 0 || suit < 0 ? -1 : cellOf(suit, rank);
}

const SUIT_SYMBOLS: Record<string, string> = {
  '♠': 'S',
  '♤': 'S',
  '♥': 'H',
  '♡': 'H',
  '♦': 'D',
  '♢': 'D',
  '♣': 'C',
  '♧': 'C',
};

/**
 * Reads a card written the way people write them and returns its canonical string.
 * Accepts the canonical form (`'TH'`), a `10` for the ten (`'10H'`), suit symbols before or after
 * the rank (`'10♥'`, `'♥10'`), lower case (`'7d'`), surrounding spaces, and the joker (`'JK'`,
 * `'jk'`, `'Joker'`) — so every spelling {@link formatCard} writes.
 *
 * @throws {@link ShichinarabeError} for anything that is not one card.
 * @example
 * ```ts
 * import { parseCard } from 'shichinarabe';
 * parseCard('10♥'); // 'TH'
 * parseCard('♠a'); // 'AS'
 * parseCard('7d'); // '7D'
 * ```
 */
export function parseCard(text: string): Card {
  if (typeof text !== 'string') throw new ShichinarabeError(`parseCard expects a string, got ${describe(text)}`);
  let t = text.trim().toUpperCase();
  if (t === 'JK' || t === 'JOKER') return 'JK';
  for (const [symbol, letter] of Object.entries(SUIT_SYMBOLS)) {
    if (t.startsWith(symbol)) t = `${t.slice(symbol.length)}${letter}`;
    else if (t.endsWith(symbol)) t = `${t.slice(0, -symbol.length)}${letter}`;
  }
  if (t.startsWith('10')) t = `T${t.slice(2)}`;
  const cell = cardNumber(t);
  if (cell < 0) {
    throw new ShichinarabeError(
      `${JSON.stringify(text)} is not a card: write a rank (A 2–9 T/10 J Q K) and a suit (S H D C or ♠♥♦♣), e.g. "10H" or "7♦", or "JK" for the joker`,
    );
  }
  return cardName(cell);
}

/**
 * How {@link formatCard} writes a card.
 * @example
 * ```ts
 * import { type CardStyle, formatCard } from 'shichinarabe';
 * const plain: CardStyle = { ten: 'T', suits: 'letters' };
 * formatCard('TH', plain); // 'TH'
 * ```
 */
export interface CardStyle {
  /** The ten as `'10'` (default) or `'T'`. */
  ten?: '10' | 'T';
  /** Suits as symbols ♠♥♦♣ (default) or letters S H D C. */
  suits?: 'symbols' | 'letters';
}

const SYMBOL_OF_SUIT = ['♠', '♥', '♦', '♣'];

/** Reads a style once, checking it. */
function styleOf(style: unknown): { ten: boolean; symbols: boolean } {
  if (style === undefined) return { ten: true, symbols: true };
  if (typeof style !== 'object' || style === null) {
    throw new ShichinarabeError(
      `formatCard: the style is an object such as { ten: '10', suits: 'symbols' }, got ${describe(style)}`,
    );
  }
  let ten: unknown;
  let suits: unknown;
  try {
    ({ ten, suits } = style as Record<string, unknown>);
  } catch {
    throw new ShichinarabeError('formatCard: the style could not be read');
  }
  if (ten !== undefined && ten !== '10' && ten !== 'T') {
    throw new ShichinarabeError(`formatCard: style.ten is '10' or 'T', got ${describe(ten)}`);
  }
  if (suits !== undefined && suits !== 'symbols' && suits !== 'letters') {
    throw new ShichinarabeError(`formatCard: style.suits is 'symbols' or 'letters', got ${describe(suits)}`);
  }
  return { ten: ten !== 'T', symbols: suits !== 'letters' };
}

/**
 * Writes a card for people: `'TH'` → `'10♥'` by default, `'T♥'` with `ten: 'T'`, `'10H'` with
 * `suits: 'letters'`; the joker `'JK'` → `'Joker'`. {@link parseCard} reads every spelling back:
 * `parseCard(formatCard(card, style)) === card`.
 * @throws {@link ShichinarabeError} for anything that is not a canonical card, or a style that is not one.
 * @example
 * ```ts
 * import { formatCard } from 'shichinarabe';
 * formatCard('TH'); // '10♥'
 * formatCard('7D', { suits: 'letters' }); // '7D'
 * formatCard('JK'); // 'Joker'
 * ```
 */
export function formatCard(card: Card, style?: CardStyle): string {
  const cell = cardNumber(card);
  if (cell < 0)
    throw new ShichinarabeError(`formatCard: ${describe(card)} is not a canonical card such as "7D", "TH" or "JK"`);
  const { ten, symbols } = styleOf(style);
  if (cell === JOKER) return 'Joker';
  const rank = rankOf(cell) === 9 && ten ? '10' : (RANKS[rankOf(cell)] as string);
  return `${rank}${symbols ? SYMBOL_OF_SUIT[suitOf(cell)] : SUITS[suitOf(cell)]}`;
}
