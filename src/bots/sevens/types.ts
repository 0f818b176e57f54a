/**
 * What a bot is and what it sees: {@link Bot}, {@link BotView} and {@link botView}.
 * @module
 */
import { describe, ShichinarabeError, StateError } from '../../shared/errors.js';
import type { RecordOptions } from '../../sevens/options.js';
import type { Random } from '../../shared/random.js';
import { trusted } from '../../sevens/trust.js';
import type { GameState, Move } from '../../sevens/types.js';
import type { GameView } from '../../sevens/reports.js';
import { view } from '../../sevens/view.js';

/**
 * What a bot sees: a player's {@link GameView} (their own hand only) plus the game's rules,
 * every option resolved as a game record states them (`firstPlayer` resolved; no seed, hands or table).
 * Bots never receive a `GameState`.
 * @example
 * ```ts
 * import { createGame } from 'shichinarabe';
 * import { botView } from 'shichinarabe/bots';
 * const seen = botView(createGame({ variant: 'kill', seed: 1 }), 0);
 * seen.options.variant; // 'kill'
 * seen.hands[1]; // null: another player's hand is hidden
 * ```
 */
export type BotView = GameView & {
  /** The game's rules: every option resolved (what a game record's `options` holds). */
  readonly options: RecordOptions;
};

/**
 * A bot: a pure function of what one player sees and a random generator to the move it makes.
 * It is called only when its player is to move, so `view.legalMoves` is never empty; it should
 * return one of them (a tournament records anything else as a fault). Given the same view and
 * a generator in the same state, a bot returns the same move.
 * @example
 * ```ts
 * import type { Bot } from 'shichinarabe/bots';
 * // Always the first legal move (plays before joker moves before the pass).
 * const firstBot: Bot = (view) => view.legalMoves[0]!;
 * ```
 */
export type Bot = (view: BotView, rng: Random) => Move;

/**
 * An asynchronous bot (for a bot behind a worker or a network). {@link asyncBot} wraps a {@link Bot}.
 * @example
 * ```ts
 * import { type AsyncBot, asyncBot, randomBot } from 'shichinarabe/bots';
 * const remote: AsyncBot = asyncBot(randomBot);
 * ```
 */
export type AsyncBot = (view: BotView, rng: Random) => Promise<Move>;

/**
 * Wraps a synchronous {@link Bot} as an {@link AsyncBot} (a thrown error becomes a rejection).
 * @throws `ShichinarabeError` when `bot` is not a function.
 * @example
 * ```ts
 * import { createGame, Random } from 'shichinarabe';
 * import { asyncBot, botView, randomBot } from 'shichinarabe/bots';
 * const move = await asyncBot(randomBot)(botView(createGame({ seed: 1 }), 0), new Random(1));
 * ```
 */
export function asyncBot(bot: Bot): AsyncBot {
  if (typeof bot !== 'function')
    throw new ShichinarabeError(`asyncBot expects a bot (a function), got ${describe(bot)}`);
  return async (v, rng) => bot(v, rng);
}

/** A copy of resolved options (so that a view never shares an object with a game state). */
export function copyOptions(o: RecordOptions): RecordOptions {
  return o.variant === 'kill' ? { ...o, kill: { ...o.kill } } : { ...o };
}

/**
 * What `player` sees of a game, with its rules: the referee's side of the bot interface
 * ({@link playGame} uses it). The view part is exactly `view(state, player)`.
 * @throws `StateError` for a player index out of range or a value that is not a game state.
 * @example
 * ```ts
 * import { createGame } from 'shichinarabe';
 * import { botView, randomBot } from 'shichinarabe/bots';
 * import { Random } from 'shichinarabe';
 * const game = createGame({ seed: 5 });
 * const seen = botView(game, 0);
 * const move = seen.current === 0 ? randomBot(seen, new Random(1)) : null;
 * ```
 */
export function botView(state: GameState, player: number): BotView {
  const s = trusted(state);
  if (typeof player !== 'number') throw new StateError('botView: give the index of the player who sees');
  return { ...view(state, player), options: copyOptions(s.game.options) };
}
