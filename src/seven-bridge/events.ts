/**
 * Events: what a move did, in order. The rule code tells its story to a `Recorder` as it plays a
 * move — `events?.draw(p, card)` — and is given none (`null`) in the game loop, so recording costs
 * nothing there. A state's events are found on demand by playing its last move again, with a
 * recorder, on the state before it (`view.ts`).
 * @module
 */
import { cardName } from '../shared/cards.js';
import type { Event } from './event-types.js';

/** The recorder the rule code is given, or `null` when nobody listens. */
export type Events = Recorder | null;

const END_NAMES = [undefined, 'low', 'high'] as const;

/** Writes the events of a move being played; cards are given as numbers and written as card strings. */
export class Recorder {
  /** The events so far, in order. */
  readonly events: Event[] = [];

  draw(player: number, card: number): void {
    this.events.push({ type: 'draw', player, card: cardName(card) });
  }
  meld(player: number, meld: number, cards: readonly number[]): void {
    this.events.push({ type: 'meld', player, meld, cards: cards.map(cardName) });
  }
  layoff(player: number, meld: number, card: number, end: number): void {
    const name = END_NAMES[end];
    this.events.push(
      name === undefined
        ? { type: 'layoff', player, meld, card: cardName(card) }
        : { type: 'layoff', player, meld, card: cardName(card), end: name },
    );
  }
  discard(player: number, card: number): void {
    this.events.push({ type: 'discard', player, card: cardName(card) });
  }
  answer(player: number, answer: 'pass' | 'chi'): void {
    this.events.push({ type: 'answer', player, answer });
  }
  claim(player: number, kind: 'pon' | 'chi', meld: number, cards: readonly number[], from: number): void {
    this.events.push({ type: 'claim', player, kind, meld, cards: cards.map(cardName), from });
  }
  noClaim(): void {
    this.events.push({ type: 'no-claim' });
  }
  out(player: number, oneShot: boolean): void {
    this.events.push({ type: 'out', player, oneShot });
  }
  restock(cards: number): void {
    this.events.push({ type: 'restock', cards });
  }
  stockOut(): void {
    this.events.push({ type: 'stock-out' });
  }
  roundOver(round: number, winner: number | null, points: readonly number[]): void {
    this.events.push({ type: 'round-over', round, winner, points: [...points] });
  }
  round(round: number, firstPlayer: number): void {
    this.events.push({ type: 'round', round, firstPlayer });
  }
  over(): void {
    this.events.push({ type: 'over' });
  }
}
