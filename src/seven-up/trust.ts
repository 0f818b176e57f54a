/**
 * Which states to trust. A state the library made carries the private brand of `State` and is used
 * as it is. Any other object passed as a state — a `structuredClone` sent from a worker, an object
 * parsed from JSON, a forgery — is checked in full the first time it is seen: its options, decks
 * and moves are read off it as a game record and replayed (`replay.ts`), and every field of the
 * state that gives, and of every state of its chain, must equal the object's (`../shared/trust.ts`). The replayed state, the object's twin, is remembered
 * (a `WeakMap`, so the object can still be collected) and used in its place from then on.
 * @module
 */
import { cardName } from '../shared/cards.js';
import { checkStranger, fault, historyOf, notAState, sameChain } from '../shared/trust.js';
import { MAX_DECKS } from './options.js';
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
    return twins.get(value) ?? remember(value, checkStranger(value, 'seven-up', twinOf));
  }
  throw notAState(value, 'seven-up');
}

function remember(value: object, twin: State): State {
  twins.set(value, twin);
  return twin;
}

/** Replays what a stranger claims to be, and checks that it is exactly that, along its whole chain. */
function twinOf(s: Record<string, unknown>): State {
  const game = s.game as Record<string, unknown>;
  if (typeof game !== 'object' || game === null) throw fault('it has no game');
  const twin = stateOfRecord({
    format: game.format,
    options: game.options,
    decks: decksOf(game.decks),
    moves: historyOf(s),
  });
  sameChain(twin, s, 'its options, decks and moves');
  return twin;
}

/** A stranger's decks (lists of cells) as lists of cards, for the record's check. */
function decksOf(decks: unknown): unknown[] {
  if (!Array.isArray(decks) || !(decks.length <= MAX_DECKS)) throw fault('its game has no decks');
  return decks.map((deck: unknown) => {
    if (!Array.isArray(deck) || deck.length !== 52) throw fault('a deck of its game is not one');
    return deck.map((cell: unknown) => {
      if (!(typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < 64 && (cell & 15) < 13)) {
        throw fault('a deck of its game is not one');
      }
      return cardName(cell);
    });
  });
}
