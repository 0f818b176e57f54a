/**
 * The story of a move: the rule code tells what happens to a `Recorder` as it plays a move —
 * `events?.trump(suit)` — and is given none (`null`) in the game loop, so recording costs nothing
 * there. Cards are given as cells and written as card strings.
 * @module
 */
import { cardName, SUITS } from '../shared/cards.js';
import type { AwardEvent, Event } from './event-types.js';

/** Writes the events of a move being played. */
export class Recorder {
  /** The events so far, in order. */
  readonly events: Event[] = [];

  deal(deal: number, dealer: number): void {
    this.events.push({ type: 'deal', deal, dealer });
  }
  turnUp(cell: number): void {
    this.events.push({ type: 'turn-up', card: cardName(cell) });
  }
  point(side: number, reason: 'turn-up' | 'gift', points: number): void {
    this.events.push({ type: 'point', side, reason, points });
  }
  /** The eldest's or the dealer's choice. */
  choice(type: 'stand' | 'beg' | 'gift' | 'run', player: number): void {
    this.events.push({ type, player });
  }
  redeal(): void {
    this.events.push({ type: 'redeal' });
  }
  trump(suit: number): void {
    this.events.push({ type: 'trump', suit: SUITS[suit] as (typeof SUITS)[number] });
  }
  discard(player: number, cell: number): void {
    this.events.push({ type: 'discard', player, card: cardName(cell) });
  }
  play(player: number, cell: number): void {
    this.events.push({ type: 'play', player, card: cardName(cell) });
  }
  trick(winner: number, cells: readonly number[]): void {
    this.events.push({ type: 'trick', winner, cards: cells.map(cardName) });
  }
  /** A point of the count: its side (or -1: not awarded), what it scored, and its card. */
  award(kind: 'high' | 'low' | 'jack', side: number, points: number, cell: number): void {
    const e: AwardEvent =
      side < 0
        ? { type: 'award', kind, side: null, points: 0 }
        : { type: 'award', kind, side, points, card: cardName(cell) };
    this.events.push(e);
  }
  /** The point for Game: its side (or -1: a tie) and every side's total. */
  game(side: number, totals: readonly number[]): void {
    const e: AwardEvent =
      side < 0
        ? { type: 'award', kind: 'game', side: null, points: 0, totals: [...totals] }
        : { type: 'award', kind: 'game', side, points: 1, totals: [...totals] };
    this.events.push(e);
  }
  over(winner: number): void {
    this.events.push({ type: 'over', winner });
  }
}

/** Where the rule code writes what happens: a recorder, or `null` in the game loop. */
export type Events = Recorder | null;
