/**
 * Sevens' cards: the family's cards (`../shared/cards.ts`) and the numbers only Sevens uses — its
 * seat limit and the 7s that open the table.
 * @module
 */
export {
  CELLS,
  type Card,
  type CardStyle,
  cardName,
  cardNumber,
  cardsIn,
  cellOf,
  formatCard,
  JOKER,
  parseCard,
  rankOf,
  suitOf,
} from '../shared/cards.js';

/** Number of players' seats the engine supports at most. */
export const MAX_PLAYERS = 8;
/** Rank number of the 7s. */
export const SEVEN = 6;
/** The four 7s as a card-set word (bit 6 of both rows of either word; see `cardset.ts`). */
export const SEVENS_WORD = (1 << SEVEN) | (1 << (16 + SEVEN));
/** The cell of 7♦, the card that opens a Fan Tan start. */
export const SEVEN_OF_DIAMONDS = 2 * 16 + SEVEN;
