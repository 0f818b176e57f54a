/**
 * Which states to trust (as in Sevens). A state the library made carries the private brand of
 * `State` and is used as it is. Any other object passed as a state — a `structuredClone` sent
 * from a worker, an object parsed from JSON, a forgery — is checked in full the first time it is
 * seen: its options, decks given and moves are read off it as a game record and replayed
 * (`replay.ts`), and every field of the state that gives — and of every state of its chain of
 * earlier states (`history.ts`) — must equal the object's. The replayed
 * state, the object's twin, is remembered (a `WeakMap`, so the object can still be collected)
 * and used in its place from then on.
 * @module
 */
import { checkStranger, fault, historyOf, notAState, sameChain } from '../shared/trust.js';
import { stateOfRecord } from './replay.js';
import { State } from './state.js';

/** Strangers already checked, with their twins (a cache: it only saves checking them again). */
const twins = new WeakMap<object, State>();

/**
 * The library's state for a value passed as a game state: the value itself when the library made
 * it, else its checked twin.
 * @throws {@link StateError} when the value is not a state this library could have made.
 */
export function trusted(value: unknown): State {
  if (typeof value === 'object' && value !== null) {
    if (State.made(value)) return value;
    return twins.get(value) ?? remember(value, checkStranger(value, 'seven-bridge', twinOf));
  }
  throw notAState(value, 'seven-bridge');
}

function remember(value: object, twin: State): State {
  twins.set(value, twin);
  return twin;
}

/** Replays what a stranger claims to be, and checks that it is exactly that, along its whole chain. */
function twinOf(s: Record<string, unknown>): State {
  const game = s.game as Record<string, unknown>;
  if (typeof game !== 'object' || game === null) throw fault('it has no game');
  const twin = stateOfRecord(
    { format: game.format, options: game.options, decks: game.decks, moves: historyOf(s) },
    false,
  );
  sameChain(twin, s, 'its options, decks and moves');
  return twin;
}
