/**
 * Creating a game: the options validated, and the first state — the first deal dealt by the
 * chosen dealer (a turn-up that scores already scored).
 * @module
 */
import { OptionsError, ShichinarabeError } from '../shared/errors.js';
import { startDeal } from './deal.js';
import { resolveOptions, type Setup } from './options.js';
import { Game, State, STAND } from './state.js';
import type { GameOptions, GameState } from './types.js';

/** The first state of a game set up from validated options. */
export function firstState(setup: Setup): State {
  const game = new Game(setup.options, setup.decks);
  const s = new State(
    game,
    null,
    null,
    0,
    0,
    setup.options.dealer,
    [],
    0,
    STAND,
    0,
    -1,
    [],
    0,
    0,
    0,
    0,
    0,
    0,
    [],
    new Array<number>(game.sides).fill(0),
    [],
    [],
    -1,
  );
  startDeal(s, 1, setup.options.dealer, null);
  return s;
}

/**
 * Starts a game of Seven Up. With no options: four players each for themselves, dealer 0, 7 points
 * to win, clockwise, a jack turned up scoring 1, no hanged jack, gifts that may win, Low to the
 * taker, a random seed (written to the game's record).
 *
 * Invalid options throw {@link OptionsError} naming the option; the options object is never modified.
 * @example
 * ```ts
 * import { createGame, view } from 'shichinarabe/seven-up';
 * const game = createGame({ players: 4, partnerships: true, seed: 42 });
 * view(game).phase; // 'stand' (or 'over' if a turned-up jack already won a 1-point game)
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
