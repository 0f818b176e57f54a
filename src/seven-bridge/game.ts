/**
 * Creating a game: the options validated, then round 1 dealt with `firstPlayer` to move.
 * @module
 */
import { OptionsError, ShichinarabeError } from '../shared/errors.js';
import { resolveOptions, type Setup } from './options.js';
import { deal } from './round.js';
import { DRAW, Game, State } from './state.js';
import type { GameOptions, GameState } from './types.js';

/** The first state of a game set up from validated options. */
export function firstState(setup: Setup): State {
  const game = new Game(setup.options, setup.decks);
  const s = new State(game, null, null, 0, 1, 0, DRAW, 0, [], 0, 0, [], [], [], 0, 0, -1, null, false, -1, []);
  deal(s, 1, setup.options.firstPlayer);
  return s;
}

/**
 * Starts a game of Seven Bridge. With no options: 4 players, one round, no joker, a random seed.
 * Round 1's first player is to move, in phase `'draw'`.
 *
 * Invalid options throw {@link OptionsError} naming the option; the options object is never modified.
 * @example
 * ```ts
 * import { createGame, view } from 'shichinarabe/seven-bridge';
 * const game = createGame({ players: 3, rounds: 3, jokers: 1, seed: 42 });
 * view(game).phase; // 'draw'
 * view(game, 0).hands[0]?.length; // 7
 * ```
 */
export function createGame(options?: GameOptions): GameState {
  let setup: Setup;
  try {
    setup = resolveOptions(options);
  } catch (e) {
    if (e instanceof ShichinarabeError) throw e;
    throw new OptionsError('', 'the options could not be read (a getter or Proxy threw)');
  }
  return firstState(setup) as unknown as GameState;
}
