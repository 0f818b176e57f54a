/**
 * Seven Up's cards as small integers for the bots: suit × 13 + rank (A 2 … K as 0 … 12), with each
 * card's power in play (2 lowest, A highest) and its value in the count for Game.
 * @module
 */
const RANK_CHARS = 'A23456789TJQK';
const SUIT_CHARS = 'SHDC';

/** A card's number, 0–51, from its name (`'TH'` → 1 × 13 + 9). */
export const codeOf = (card: string): number =>
  SUIT_CHARS.indexOf(card[1] ?? '') * 13 + RANK_CHARS.indexOf(card[0] ?? '');
/** The card's name from its number. */
export const nameOf = (code: number): string => `${RANK_CHARS[code % 13]}${SUIT_CHARS[Math.floor(code / 13)]}`;
/** The suit's number, 0–3, from its letter. */
export const suitCode = (suit: string): number => SUIT_CHARS.indexOf(suit);
/** The card's suit, 0–3. */
export const suitOf = (code: number): number => Math.floor(code / 13);
/** Power in play: 2 → 1 … K → 12, A → 13. */
export const powerOf = (code: number): number => (code % 13 === 0 ? 13 : code % 13);
/** Rank index of the jack. */
export const JACK = 10;
/** Rank index of the ten. */
export const TEN = 9;
const COUNT = [4, 0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3];
/** The card's value in the count for Game: T 10, A 4, K 3, Q 2, J 1, the others 0. */
export const countOf = (code: number): number => COUNT[code % 13] as number;
