/**
 * Which states to trust. A state the library made (returned by any of its functions) carries the
 * private brand of `State` and is used as it is. Any other object passed as a state — a
 * `structuredClone` sent from a worker, an object parsed from JSON, a forgery — is checked in
 * full the first time it is seen: its options, deal and moves are read off it as a game record
 * and replayed (`replay.ts`), and every field of the state that gives must equal the object's.
 * The replayed state, the object's twin, is remembered (a `WeakMap`, so the object can still be
 * collected) and used in its place from then on: a copy of a real state behaves exactly like it,
 * and a forgery is a {@link StateError} from every function, never a corrupt answer.
 * @module
 */
import { cardsIn } from './cards.js';
import { FULL_WORD } from '../shared/cardset.js';
import { checkStranger, fault, historyOf, notAState, same } from '../shared/trust.js';
import { stateOfRecord } from './replay.js';
import { State } from './state.js';
import type { Card } from './types.js';

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
    return twins.get(value) ?? remember(value, checkStranger(value, 'sevens', twinOf));
  }
  throw notAState(value, 'sevens');
}

function remember(value: object, twin: State): State {
  twins.set(value, twin);
  return twin;
}

/** Replays what a stranger claims to be, and checks that it is exactly that. */
function twinOf(s: Record<string, unknown>): State {
  const game = s.game as Record<string, unknown>;
  if (typeof game !== 'object' || game === null) throw fault('it has no game');
  const deal = game.deal as Record<string, unknown>;
  if (typeof deal !== 'object' || deal === null) throw fault('its game has no deal');
  const twin = stateOfRecord({
    format: game.format,
    options: game.options,
    deal: { hands: handsOf(deal), table: cardsOf(deal.tableLo, deal.tableHi) },
    moves: historyOf(s),
  });
  const keys = Object.keys(twin);
  if (Object.keys(s).length !== keys.length) throw fault('its fields are not those of a state');
  for (const key of keys) {
    // `before` only holds the history, already replayed; any shape of it that gives these moves will do
    if (key !== 'before' && !same((twin as unknown as Record<string, unknown>)[key], s[key])) {
      throw fault(`its ${key} is not what its deal and moves give`);
    }
  }
  return twin;
}

/** The cards of two card-set words. */
function cardsOf(lo: unknown, hi: unknown): Card[] {
  if (!isWord(lo) || !isWord(hi)) throw fault('a set of cards in its deal is not one');
  return cardsIn(lo, hi);
}

const isWord = (x: unknown): x is number => typeof x === 'number' && (x | 0) === x && (x & ~FULL_WORD) === 0;

/** The hands of a deal (card-set words per player, and the joker's holder) as lists of cards. */
function handsOf(deal: Record<string, unknown>): Card[][] {
  const words = deal.hands;
  if (!Array.isArray(words) || words.length > 16 || words.length % 2 !== 0) throw fault('its deal has no hands');
  const joker = deal.joker;
  const hands: Card[][] = [];
  for (let p = 0; 2 * p < words.length; p++) {
    const hand = cardsOf(words[2 * p], words[2 * p + 1]);
    if (joker === p) hand.push('JK');
    hands.push(hand);
  }
  if (joker !== -1 && !(typeof joker === 'number' && joker >= 0 && joker < hands.length)) {
    throw fault('its deal gives the joker to nobody there');
  }
  return hands;
}
