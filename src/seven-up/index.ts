/**
 * shichinarabe/seven-up — the rules engine for Seven Up / All Fours (セブンアップ, オール・フォーズ,
 * High-Low-Jack): pure functions over immutable game states, with the family's one engine shape.
 *
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves, Random, score } from 'shichinarabe/seven-up';
 * const rng = new Random(1);
 * let game = createGame({ seed: 1 });
 * for (let moves = legalMoves(game); moves.length > 0; moves = legalMoves(game)) {
 *   game = applyMove(game, moves[rng.int(moves.length)]!);
 * }
 * console.log(score(game).standings);
 * ```
 * @module shichinarabe/seven-up
 */
import { formatCard, parseCard } from '../shared/cards.js';
import type { Engine } from '../shared/engine.js';
import { applyMove, isLegalMove, legalMoves } from './apply.js';
import { type DescribeEventOptions, describeEvent } from './event-words.js';
import { createGame } from './game.js';
import { formatMove, parseMove } from './move-words.js';
import { deserialize, serialize } from './record.js';
import type { Score, View } from './reports.js';
import { replay } from './replay.js';
import { score } from './score.js';
import { render } from './table-words.js';
import type { GameOptions, GameState, Move } from './types.js';
import { view } from './view.js';

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
export { type DescribeEventOptions, describeEvent } from './event-words.js';
export { createGame } from './game.js';
export { formatMove, parseMove } from './move-words.js';
export { actionCount, actionOf, legalActions, moveOf } from './numbering.js';
export { observationSize, observe } from './observe.js';
export { rewards } from './rewards.js';
export { deserialize, serialize } from './record.js';
export type {
  AwardEvent,
  BegEvent,
  DealEvent,
  DiscardEvent,
  Event,
  GiftEvent,
  OverEvent,
  PlayEvent,
  PointEvent,
  RedealEvent,
  RunEvent,
  StandEvent,
  TrickEvent,
  TrumpEvent,
  TurnUpEvent,
} from './event-types.js';
export type { DealScore, HiddenDiscard, Play, Score, Standing, Trick, View } from './reports.js';
export { replay } from './replay.js';
export { score } from './score.js';
export { render } from './table-words.js';
export type {
  BegMove,
  Direction,
  DiscardMove,
  GameOptions,
  GameState,
  GiftMove,
  IllegalMoveCode,
  Kick,
  Low,
  Move,
  Phase,
  PlayMove,
  RecordOptions,
  RunMove,
  StandMove,
} from './types.js';
export { view } from './view.js';

/**
 * Seven Up's engine object: its functions and name, for generic code (a referee, `tournament`,
 * a playground, a user's own loop). Frozen; each function is the entry's own.
 * @example
 * ```ts
 * import { Random, sevenUp } from 'shichinarabe/seven-up';
 * const rng = new Random(2);
 * let state = sevenUp.createGame({ seed: 2 });
 * for (let moves = sevenUp.legalMoves(state); moves.length > 0; moves = sevenUp.legalMoves(state)) {
 *   state = sevenUp.applyMove(state, moves[rng.int(moves.length)]!);
 * }
 * sevenUp.score(state).winner;
 * ```
 */
export const sevenUp: Engine<GameState, Move, GameOptions, View, Score, DescribeEventOptions> =
  /* @__PURE__ */ Object.freeze({
    name: 'seven-up',
    createGame,
    legalMoves,
    isLegalMove,
    applyMove,
    view,
    score,
    serialize,
    deserialize,
    replay,
    parseCard,
    formatCard,
    formatMove,
    parseMove,
    describeEvent,
    render,
  });
