/**
 * Seven Up's events (`view(state).events`) in words, for the move log: what a turn-up (a kick) or
 * a hanged jack was worth says so.
 */
import type { Event, Kick } from 'shichinarabe/seven-up';
import { showCard, showCards } from '../shell/cards.js';

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const AWARD: Record<string, string> = { high: 'High', low: 'Low', jack: 'Jack', game: 'Game' };

/** A side as people say it: its players' names joined (`P1 (you) + P3 (heuristic)`). */
export type SideName = (side: number) => string;

/** The card a turn-up's points say it was: a jack with jack kicks; Trinidad's ace 1, six 2, jack 3. */
function kicked(points: number, kick: Kick): string {
  if (kick === 'jack') return 'a jack';
  return points === 1 ? 'an ace' : points === 2 ? 'a six' : 'a jack';
}

/** One event in words (`kick`: the game's turn-up points). */
export function describeEvent(e: Event, name: (player: number) => string, side: SideName, kick: Kick = 'jack'): string {
  switch (e.type) {
    case 'deal':
      return `deal ${e.deal}: ${name(e.dealer)} deals`;
    case 'turn-up':
      return `${showCard(e.card)} turned up`;
    case 'point':
      return `${side(e.side)} scores ${e.points} (${e.reason === 'gift' ? 'the gift' : `${kicked(e.points, kick)} turned up`})`;
    case 'stand':
      return `${name(e.player)} stands`;
    case 'beg':
      return `${name(e.player)} begs`;
    case 'gift':
      return `${name(e.player)} gives one point (gift)`;
    case 'run':
      return `${name(e.player)} runs the pack`;
    case 'redeal':
      return 'the pack ran out: the same dealer deals again';
    case 'trump':
      return `trumps are ${SUIT[e.suit] ?? e.suit}`;
    case 'discard':
      return `${name(e.player)} discarded ${e.card === undefined ? 'a card' : showCard(e.card)}`;
    case 'play':
      return `${name(e.player)} played ${showCard(e.card)}`;
    case 'trick':
      return `${name(e.winner)} won the trick (${showCards(e.cards)})`;
    case 'award': {
      const what = AWARD[e.kind] ?? e.kind;
      if (e.side === null)
        return `${what}: not awarded${e.totals === undefined ? '' : ` (card points ${e.totals.join(', ')})`}`;
      const detail =
        e.card !== undefined
          ? ` (${showCard(e.card)})`
          : e.totals !== undefined
            ? ` (card points ${e.totals.join(', ')})`
            : '';
      const hanged = e.points === 1 ? '' : `: ${e.points} points, the jack hanged`;
      return `${what} to ${side(e.side)}${detail}${hanged}`;
    }
    case 'over':
      return `${side(e.winner)} wins the game`;
  }
}
