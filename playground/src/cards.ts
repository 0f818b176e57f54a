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
