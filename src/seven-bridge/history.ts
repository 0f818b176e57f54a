/**
 * The move history of a game, kept in its states as every game of the family keeps it
 * (`../shared/history.ts`): a chain of states cut every 64th move.
 * @module
 */
import { cutHistory, LINKS, movesOf as movesOfChain } from '../shared/history.js';
import { copyOf, type State } from './state.js';
import type { Move } from './types.js';

/** What the state after `s` records as `before`: `s`, or at each 64th move `s` with its history as one array. */
export const historyAfter = (s: State): State =>
  ((s.moveCount + 1) & (LINKS - 1)) !== 0 ? s : cutHistory<State, Move>(s, copyOf);

/**
 * Every move of a game up to a state, oldest first (a new array).
 * @throws `StateError` when the chain is not one this library made.
 */
export const movesOf = (s: State): Move[] => movesOfChain<Move>(s);
