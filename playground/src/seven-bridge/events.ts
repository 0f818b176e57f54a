/** Seven Bridge's events (`view(state).events`) in words, for the move log. */
import type { Event } from 'shichinarabe/seven-bridge';
import { showCard, showCards } from '../shell/cards.js';

/** One event in words; `name(p)` names player p. */
export function describeEvent(e: Event, name: (player: number) => string): string {
  switch (e.type) {
    case 'draw':
      return `${name(e.player)} drew ${e.card === undefined ? 'a card' : showCard(e.card)}`;
    case 'meld':
      return `${name(e.player)} melded ${showCards(e.cards)} (meld ${e.meld})`;
    case 'layoff':
      return `${name(e.player)} laid ${showCard(e.card)} off on meld ${e.meld}${e.end === undefined ? '' : ` (${e.end} end)`}`;
    case 'discard':
      return `${name(e.player)} discarded ${showCard(e.card)}`;
    case 'answer':
      return e.answer === 'chi'
        ? `${name(e.player)} called chi (held until the others answer)`
        : e.answer === 'pass'
          ? `${name(e.player)} passed`
          : `${name(e.player)} answered the claim window`;
    case 'claim':
      return `${name(e.player)} claimed ${name(e.from)}'s discard: ${e.kind} ${showCards(e.cards)} (meld ${e.meld})`;
    case 'no-claim':
      return 'nobody claimed the discard';
    case 'out':
      return `${name(e.player)} went out${e.oneShot ? ' in one go' : ''}`;
    case 'restock':
      return `the stock ran out: the discard pile but its top card was shuffled into a new stock of ${e.cards} cards`;
    case 'stock-out':
      return 'the stock ran out';
    case 'round-over':
      return `round ${e.round} over${e.winner === null ? '' : `, won by ${name(e.winner)}`}: points ${e.points.join(', ')}`;
    case 'round':
      return `round ${e.round} dealt: ${name(e.firstPlayer)} plays first`;
    case 'over':
      return 'the game is over';
  }
}
