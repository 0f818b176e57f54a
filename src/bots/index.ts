/**
 * Bots for shichinarabe (`shichinarabe/bots`): the bot interface, the shipped bots, a referee
 * to play them against each other, and `determinize` for search. Browser-safe like the core.
 *
 * A {@link Bot} is a pure function of what one player sees ({@link BotView}: their
 * `GameView` plus the resolved options) and a seeded {@link Random} to a `Move`; bots never
 * receive a `GameState`.
 *
 * @example
 * ```ts
 * import { calmBot, ismctsBot, killerBot, playGame, tournament } from 'shichinarabe/bots';
 * const game = playGame({ options: { variant: 'kill' }, bots: [calmBot, killerBot, calmBot, killerBot], seed: 1 });
 * game.score.standings; // final standings
 * const table = tournament({
 *   options: { variant: 'kill' },
 *   bots: [
 *     { name: 'mcts', bot: ismctsBot({ iterations: 100 }) },
 *     { name: 'calm', bot: calmBot },
 *     { name: 'mcts', bot: ismctsBot({ iterations: 100 }) },
 *     { name: 'calm', bot: calmBot },
 *   ],
 *   games: 40,
 *   seed: 'demo',
 * });
 * ```
 * @module shichinarabe/bots
 */
export type { RecordOptions, ClassicRecordOptions, KillRecordOptions, ResolvedKillOptions } from '../sevens/options.js';
export { Random, type Seed } from '../shared/random.js';
export {
  BOTS,
  bruteBot,
  calmBot,
  classicBot,
  cowardBot,
  killerBot,
  randomBot,
  simpletonBot,
} from './sevens/bots.js';
export { DETERMINIZE_TRIES, determinize } from './sevens/determinize.js';
export { DEFAULT_ITERATIONS, type IsmctsOptions, ismctsBot } from './sevens/ismcts.js';
export { Playout } from '../sevens/playout.js';
export type { BotFault, FaultCode, GameResult, PlayGameOptions } from './sevens/match.js';
export type {
  BotStats,
  Entrant,
  TournamentFault,
  TournamentOptions,
  TournamentResult,
} from './sevens/tournament.js';
export { wilson } from './wilson.js';
export { GAME_BOTS, sevenBridgeBots, sevenUpBots } from './family.js';
export {
  type AnyBot,
  type AnyBotView,
  type AnyEngine,
  type BotOf,
  type BotViewOf,
  botViewOf,
  type EngineOf,
  type FamilyTypes,
} from './generic.js';
export {
  type EngineBotStats,
  type EngineEntrant,
  type EngineTournamentFault,
  type EngineTournamentOptions,
  type EngineTournamentResult,
  tournament,
} from './league.js';
export { type EngineBotFault, type EngineGameResult, type EnginePlayOptions, playGame } from './play.js';
export { sevenBridgeHeuristic } from './seven-bridge/heuristic.js';
export { SEVEN_BRIDGE_ITERATIONS, sevenBridgeIsmcts } from './seven-bridge/ismcts.js';
export { sevenBridgeRandom } from './seven-bridge/random.js';
export { sevenUpHeuristic } from './seven-up/heuristic.js';
export { type FamilySearchOptions, SEVEN_UP_ITERATIONS, sevenUpIsmcts } from './seven-up/ismcts.js';
export { sevenUpRandom } from './seven-up/random.js';
export { type AsyncBot, asyncBot, type Bot, type BotView, botView } from './sevens/types.js';
