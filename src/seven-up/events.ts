/**
 * What a state's last move did: its events, found on demand by playing the move again, with a
 * recorder, on the state before it (which a state the library made by a move can always reach),
 * and who made it.
 * @module
 */
import { codeOfOwn } from './moves.js';
import { Recorder } from './recorder.js';
import type { Event } from './event-types.js';
import { copyOf, State } from './state.js';
import { step } from './step.js';

/** The state before a state's last move, when the state links to it. */
function previous(s: State): State | null {
  const before = s.before;
  return before !== null && State.made(before as object) ? (before as State) : null;
}

/** Who made a state's last move: `null` at the start. */
export function lastPlayerOf(s: State): number | null {
  if (s.lastMove === null) return null;
  return previous(s)?.current ?? null;
}

/** What a state's last move did, in order (`[]` at the start). */
export function eventsOf(s: State): Event[] {
  if (s.lastMove === null) return [];
  const before = previous(s);
  if (before === null) return [];
  const recorder = new Recorder();
  step(copyOf(before), codeOfOwn(s.lastMove), recorder);
  return recorder.events;
}
