/**
 * The move history of a game, kept in its states as every game of the family keeps it
 * (`../shared/history.ts`): each state links to the state before it, and every 64th move the chain
 * is cut by writing the moves so far into one array.
 * @module
 */
import { cutHistory, LINKS, movesOf as movesOfChain } from '../shared/history.js';
import { copyOf, type State } from './state.js';
import type { Move } from './types.js';

export { LINKS };

/**
 * What the state after `s` records as `before`: `s`, or at each 64th move `s` with its history as
 * one array. The cut is a function of its own so that this one stays small enough for V8 to
 * inline into every move together with the move's rules (measured: 2 % fewer instructions per
 * classic game).
 */
export const historyAfter = (s: State): State => (((s.moveCount + 1) & (LINKS - 1)) !== 0 ? s : cutAt(s));

/** `s` with its history as one array (`s` itself at the start of a game). */
const cutAt = (s: State): State => cutHistory<State, Move>(s, copyOf);

/**
 * Every move of a game up to a state, oldest first (a new array).
 * @throws `StateError` when the chain is not one this library made (too deep, a cycle, a wrong count).
 */
export const movesOf = (s: State): Move[] => movesOfChain<Move>(s);
