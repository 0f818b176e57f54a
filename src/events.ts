/**
 * Events: what a move did, in the order it happened (SPEC: the move's own event, a swap, a
 * disqualification, deaths by owner, players leaving, an extra turn, the end).
 *
 * The rule code tells its story to a `Recorder` as it plays a move — `events?.out(p)` — and is
 * given none (`null`) in the game loop, so recording costs nothing there. A state's events are
 * found on demand by playing its last move again, with a recorder, on the state before it
 * (`eventsOf`), which a state the library made by a move can always reach.
 * @module
 */
import { cardName, cardsIn } from './cards.js';
import type { GameEvent } from './types.js';

/** Writes the events of a move being played. Cards are given as cells and written as card strings. */
export class Recorder {
  /** The events so far, in order. */
  readonly events: GameEvent[] = [];

  /** `player` laid the card of `cell` from their hand (a play, or a joker's `next`). */
  play(player: number, cell: number): void {
    this.events.push({ type: 'play', player, card: cardName(cell) });
  }
  /** `player` stood the joker in the cell `cell`. */
  joker(player: number, cell: number): void {
    this.events.push({ type: 'joker', player, card: cardName(cell) });
  }
  /** `player` laid the card of `cell` and took the joker. */
  swap(player: number, cell: number): void {
    this.events.push({ type: 'swap', player, card: cardName(cell) });
  }
  /** `player` passed; it is their pass number `passes`. */
  pass(player: number, passes: number): void {
    this.events.push({ type: 'pass', player, passes });
  }
  /** `player` was disqualified; the cells (lo, hi) were laid face up. */
  disqualified(player: number, lo: number, hi: number): void {
    this.events.push({ type: 'disqualified', player, cards: cardsIn(lo, hi) });
  }
  /** Cards of `player` in the cells (lo, hi) died, killed by `by` (or nobody: `null`). */
  died(player: number, lo: number, hi: number, by: number | null): void {
    this.events.push({ type: 'died', player, cards: cardsIn(lo, hi), by });
  }
  /** `player` went out. */
  out(player: number): void {
    this.events.push({ type: 'out', player });
  }
  /** `player` is stuck with the joker. */
  stuck(player: number): void {
    this.events.push({ type: 'stuck', player });
  }
  /** `player` killed and moves again. */
  extraTurn(player: number): void {
    this.events.push({ type: 'extra-turn', player });
  }
  /** The game ended with this move. */
  over(): void {
    this.events.push({ type: 'over' });
  }
}
