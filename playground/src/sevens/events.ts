/**
 * What a move did, as the library reports it in `view(state).events`, told in words for the
 * move log. The playground never works events out for itself.
 */
import type { Card, GameEvent, GameState } from 'shichinarabe';
import { view } from 'shichinarabe';
import { showCard } from '../shell/cards.js';

/** The events of the move that made `state` (`[]` at the start). */
export function eventsOf(state: GameState): GameEvent[] {
  return view(state).events;
}

/** Who made the move that made `state` (`null` at the start). */
export function moverOf(state: GameState): number | null {
  return view(state).lastPlayer;
}

/** One event in words; `name(p)` names player p, `passLimit` is the game's (null = unlimited). */
export function describeEvent(e: GameEvent, name: (player: number) => string, passLimit: number | null): string {
  const list = (cards: readonly Card[]) => cards.map((c) => showCard(c)).join(' ');
  switch (e.type) {
    case 'play':
      return `${name(e.player)} played ${showCard(e.card)}`;
    case 'joker':
      return `${name(e.player)} stood the joker in ${showCard(e.card)}'s cell`;
    case 'swap':
      return `${name(e.player)} laid ${showCard(e.card)} and took the joker`;
    case 'pass':
      return `${name(e.player)} passed (${e.passes}${passLimit === null ? '' : ` of ${passLimit}`} ${e.passes === 1 && passLimit === null ? 'pass' : 'passes'})`;
    case 'disqualified':
      return `${name(e.player)} was disqualified: ${e.cards.length > 0 ? `${list(e.cards)} laid face up` : 'no cards to lay'}`;
    case 'died': {
      const whose = `${name(e.player)}'s ${list(e.cards)} died`;
      if (e.by === null) return `${whose} (nobody's kill)`;
      return e.by === e.player ? `${whose} (a self-kill)` : `${whose}, killed by ${name(e.by)}`;
    }
    case 'out':
      return `${name(e.player)} went out`;
    case 'stuck':
      return `${name(e.player)} is stuck with only the joker`;
    case 'extra-turn':
      return `${name(e.player)} killed and moves again`;
    case 'over':
      return 'the game is over';
  }
}
