/** Cards for people: the library's `formatCard` (`'TH'` → `'10♥'`, `'JK'` → `'Joker'`), and suit colours. */
import { type Card, formatCard } from 'shichinarabe';

/** A card as people write it: `'10♥'`, `'7♦'`, `'A♠'`, `'Joker'`. */
export function showCard(card: Card): string {
  return formatCard(card);
}

/** Whether a card is red (hearts, diamonds). */
export function isRed(card: Card): boolean {
  return card[1] === 'H' || card[1] === 'D';
}

/** Cards as people write them, separated by spaces. */
export function showCards(cards: readonly Card[]): string {
  return cards.map(showCard).join(' ');
}

/** A text with every card code in it (`4S`, `TH`, `JK`) written for people (`4♠`, `10♥`, `Joker`). */
export function withCards(text: string): string {
  return text.replace(/(?<![A-Za-z0-9])([2-9TJQKA][SHDC]|JK)(?![A-Za-z0-9])/g, (code) => showCard(code as Card));
}
