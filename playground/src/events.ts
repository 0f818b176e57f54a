/**
 * What a move did, as the library reports it in `view(state).events` (SPEC rev 4, §5), told in
 * words for the move log. The playground never works events out for itself: a core without
 * `events` gets a log of the moves alone.
 */
import type { Card, GameState, GameView } from 'shichinarabe';
import { view } from 'shichinarabe';
import { showCard } from './cards.js';

/** One thing a move did (SPEC §5 `GameEvent`). */
export type GameEvent =
  | { type: 'play'; player: number; card: Card }
  | { type: 'joker'; player: number; card: Card }
  | { type: 'swap'; player: number; card: Card }
  | { type: 'pass'; player: number; passes: number }
  | { type: 'disqualified'; player: number; cards: Card[] }
  | { type: 'died'; player: number; cards: Card[]; by: number | null }
  | { type: 'out'; player: number }
  | { type: 'stuck'; player: number }
  | { type: 'extra-turn'; player: number }
  | { type: 'over' };

/** The view fields of SPEC rev 4 that a core before it lacks. */
type ViewWithEvents = GameView & { events?: GameEvent[]; lastPlayer?: number | null };

/** The events of the move that made `state` (`[]` at the start, or from a core without events). */
export function eventsOf(state: GameState): GameEvent[] {
  return (view(state) as ViewWithEvents).events ?? [];
}

/** Who made the move that made `state`, given the state before it. */
export function moverOf(state: GameState, before: GameState | undefined): number | null {
  const v = view(state) as ViewWithEvents;
  if (v.lastPlayer !== undefined) return v.lastPlayer;
  return before === undefined ? null : view(before).current;
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
      return `${name(e.player)} passed (${e.passes}${passLimit === null ? '' : ` of ${passLimit}`} ${e.passes === 1 ? 'pass' : 'passes'})`;
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
