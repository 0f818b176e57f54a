/** Cards for people: `'TH'` → `'10♥'`, `'JK'` → `'Joker'`; suit colours. */
import type { Card } from 'shichinarabe';

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card as people write it: `'10♥'`, `'7♦'`, `'A♠'`, `'Joker'`. */
export function showCard(card: Card): string {
  if (card === 'JK') return 'Joker';
  const rank = card[0] === 'T' ? '10' : (card[0] ?? '');
  return `${rank}${SUIT_SYMBOL[card[1] ?? ''] ?? ''}`;
}

/** Whether a card is red (hearts, diamonds). */
export function isRed(card: Card): boolean {
  return card[1] === 'H' || card[1] === 'D';
}
