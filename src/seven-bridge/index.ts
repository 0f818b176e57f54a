/**
 * Seven Bridge (セブンブリッジ), the Japanese rummy of seven-card hands, as a pure rules engine:
 * `shichinarabe/seven-bridge`. The same shape as every game of the family (`createGame`,
 * `legalMoves`, `applyMove`, `view`, `score`, records, the engine object `sevenBridge`); the
 * rules and their options are on the library's rules page for Seven Bridge.
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves, score } from 'shichinarabe/seven-bridge';
 * let game = createGame({ players: 4, seed: 'friday' });
 * while (legalMoves(game).length > 0) game = applyMove(game, legalMoves(game)[0]!);
 * score(game).standings;
 * ```
 * @module
 */
export {
  type Card,
  type CardStyle,
  formatCard,
  type Joker,
  parseCard,
  RANKS,
  type Rank,
  SUITS,
  type Suit,
} from '../shared/cards.js';
export type { AnyMove, CommonScore, CommonView, Engine, GameName } from '../shared/engine.js';
export {
  IllegalMoveError,
  type MoveErrorCode,
  OptionsError,
  ShichinarabeError,
  StateError,
} from '../shared/errors.js';
export { Random, type Seed } from '../shared/random.js';
export type {
  EventWordsOptions,
  FormatMoveOptions,
  Lang,
  ParseMoveOptions,
  RenderTextOptions,
} from '../shared/words.js';
export { applyMove, isLegalMove, legalMoves } from './apply.js';
export { sevenBridge } from './engine.js';
export { type DescribeEventOptions, describeEvent } from './event-words.js';
export { createGame } from './game.js';
export { formatMove, parseMove } from './move-words.js';
export { actionCount, actionOf, legalActions, moveOf } from './numbering.js';
export { observationSize, observe } from './observe.js';
export { rewards } from './rewards.js';
export { deserialize, serialize } from './record.js';
export { replay } from './replay.js';
export type {
  AnswerEvent,
  ClaimEvent,
  DiscardEvent,
  DrawEvent,
  Event,
  LayoffEvent,
  MeldEvent,
  NoClaimEvent,
  OutEvent,
  OverEvent,
  RestockEvent,
  RoundEvent,
  RoundOverEvent,
  StockOutEvent,
} from './event-types.js';
export type { Meld, RoundResult, Score, View } from './reports.js';
export { score } from './score.js';
export { render } from './table-words.js';
export type {
  Aces,
  ChiMove,
  DiscardMove,
  DrawMove,
  GameOptions,
  GameState,
  IllegalMoveCode,
  LayoffMove,
  MeldMove,
  Move,
  PassMove,
  Phase,
  Points,
  PonMove,
  RecordOptions,
  SevenPenalty,
  StockOut,
} from './types.js';
export { view } from './view.js';
