/**
 * The shipped bots of every game of the family, by game and name: {@link GAME_BOTS} (what the
 * referee's `builtin:` bots and the tournament script look up).
 * @module
 */
import type { GameName } from '../shared/engine.js';
import { BOTS } from './sevens/bots.js';
import type { AnyBot, BotOf } from './generic.js';
import { ismctsBot } from './sevens/ismcts.js';
import { sevenBridgeHeuristic } from './seven-bridge/heuristic.js';
import { sevenBridgeIsmcts } from './seven-bridge/ismcts.js';
import { sevenBridgeRandom } from './seven-bridge/random.js';
import { sevenUpHeuristic } from './seven-up/heuristic.js';
import { sevenUpIsmcts } from './seven-up/ismcts.js';
import { sevenUpRandom } from './seven-up/random.js';

/**
 * Seven Bridge's shipped bots by name: `random`, `heuristic` ({@link sevenBridgeHeuristic}) and
 * `ismcts` ({@link sevenBridgeIsmcts} at its default budget).
 * @example
 * ```ts
 * import { playGame, sevenBridgeBots } from 'shichinarabe/bots';
 * import { sevenBridge } from 'shichinarabe/seven-bridge';
 * const { random } = sevenBridgeBots;
 * playGame({ engine: sevenBridge, bots: [random, random, random, random], seed: 1 });
 * ```
 */
export const sevenBridgeBots: Readonly<{
  /** Uniformly random among the legal moves. */
  random: BotOf<'seven-bridge'>;
  /** The rules of thumb described in the bots guide. */
  heuristic: BotOf<'seven-bridge'>;
  /** Determinized information-set search at its default budget. */
  ismcts: BotOf<'seven-bridge'>;
}> = Object.freeze({
  random: sevenBridgeRandom,
  heuristic: sevenBridgeHeuristic,
  ismcts: sevenBridgeIsmcts(),
});

/**
 * Seven Up's shipped bots by name: `random`, `heuristic` ({@link sevenUpHeuristic}) and `ismcts`
 * ({@link sevenUpIsmcts} at its default budget).
 * @example
 * ```ts
 * import { playGame, sevenUpBots } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * const { random } = sevenUpBots;
 * playGame({ engine: sevenUp, bots: [random, random, random, random], seed: 1 });
 * ```
 */
export const sevenUpBots: Readonly<{
  /** Uniformly random among the legal moves. */
  random: BotOf<'seven-up'>;
  /** The rules of thumb described in the bots guide. */
  heuristic: BotOf<'seven-up'>;
  /** Determinized information-set search at its default budget. */
  ismcts: BotOf<'seven-up'>;
}> = Object.freeze({
  random: sevenUpRandom,
  heuristic: sevenUpHeuristic,
  ismcts: sevenUpIsmcts(),
});

/**
 * Every shipped bot of every game, by game name then bot name (random first): Sevens' `BOTS` plus
 * `ismcts` at its default budget; Seven Bridge's and Seven Up's bots. A referee looks a
 * `builtin:GAME/NAME` bot up here and calls it only with views of that game.
 * @example
 * ```ts
 * import { GAME_BOTS, playGame } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * Object.keys(GAME_BOTS['seven-up']); // ['random', …]
 * const bot = GAME_BOTS['seven-up'].random!;
 * playGame({ engine: sevenUp, bots: [bot, bot, bot, bot], seed: 1 });
 * ```
 */
export const GAME_BOTS: Readonly<Record<GameName, Readonly<Record<string, AnyBot>>>> = Object.freeze({
  sevens: Object.freeze({ ...BOTS, ismcts: ismctsBot() }) as Readonly<Record<string, AnyBot>>,
  'seven-bridge': sevenBridgeBots as Readonly<Record<string, AnyBot>>,
  'seven-up': sevenUpBots as Readonly<Record<string, AnyBot>>,
});
