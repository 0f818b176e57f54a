/**
 * Events: what a move did, in the order it happened (the move's own event, a swap, a
 * disqualification, deaths by owner, players leaving, an extra turn, the end).
 *
 * The rule code tells its story to a `Recorder` as it plays a move — `events?.out(p)` — and is
 * given none (`null`) in the game loop, so recording costs nothing there. A state's events are
 * found on demand by playing its last move again, with a recorder, on the state before it
 * (`eventsOf`), which a state the library made by a move can always reach.
 * @module
 */
import { cardName, cardsIn } from './cards.js';
import { canPlay, passCode } from './generate.js';
import { codeOfOwn, PASS_FORCED } from './moves.js';
import { copyOf, State } from './state.js';
import { step } from './step.js';
import type { GameEvent } from './reports.js';

/** The state before a state's last move, when the state links to it (every state made by a move does). */
function previous(s: State): State | null {
  const before = s.before;
  return before !== null && State.made(before as object) ? (before as State) : null;
}

/** Who made a state's last move: `null` at the start. */
export function lastPlayerOf(s: State): number | null {
  if (s.lastMove === null) return null;
  const before = previous(s);
  return before !== null ? before.current : (s.game.told?.lastPlayer ?? null);
}

/** What a state's last move did, in order (`[]` at the start): that move played again, with a recorder, on the state before it. */
export function eventsOf(s: State): GameEvent[] {
  if (s.lastMove === null) return [];
  const before = previous(s);
  if (before === null) return (s.game.told?.events ?? []).map(copyEvent);
  let code = codeOfOwn(s.lastMove);
  if (code === PASS_FORCED) code = passCode(before, canPlay(before)); // forced or free, as it was
  const recorder = new Recorder();
  step(copyOf(before), code, recorder);
  return recorder.events;
}

/** A copy of an event (its card list too), so that no two views share one. */
function copyEvent(e: GameEvent): GameEvent {
  return e.type === 'disqualified' || e.type === 'died' ? { ...e, cards: [...e.cards] } : { ...e };
}

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
