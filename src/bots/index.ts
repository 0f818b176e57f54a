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
} from './bots.js';
export { DETERMINIZE_TRIES, determinize } from './determinize.js';
export { DEFAULT_ITERATIONS, type IsmctsOptions, ismctsBot } from './ismcts.js';
export { Playout } from '../sevens/playout.js';
export { type BotFault, type FaultCode, type GameResult, type PlayGameOptions, playGame } from './match.js';
export {
  type BotStats,
  type Entrant,
  type TournamentFault,
  type TournamentOptions,
  type TournamentResult,
  tournament,
  wilson,
} from './tournament.js';
export { type AsyncBot, asyncBot, type Bot, type BotView, botView } from './types.js';
