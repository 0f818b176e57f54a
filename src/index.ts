/**
 * shichinarabe — the rules engine for 七並べ (Sevens), its Kill variant 殺しの7並べ and the Fan Tan
 * start: pure functions over immutable game states.
 *
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves, Random, score } from 'shichinarabe';
 * const rng = new Random(1);
 * let game = createGame({ seed: 1 });
 * for (let moves = legalMoves(game); moves.length > 0; moves = legalMoves(game)) {
 *   game = applyMove(game, moves[rng.int(moves.length)]!);
 * }
 * console.log(score(game).standings);
 * ```
 * @module shichinarabe
 */
export { type CardStyle, formatCard, parseCard } from './cards.js';
export { IllegalMoveError, OptionsError, ShichinarabeError, StateError } from './errors.js';
export { applyMove, isLegalMove, legalMoves } from './apply.js';
export { createGame } from './game.js';
export { Random, type Seed } from './random.js';
export { deserialize, serialize } from './record.js';
export { replay } from './replay.js';
export { type RenderOptions, renderTable } from './render.js';
export { score } from './score.js';
export type {
  Card,
  Death,
  Diagonal,
  GameOptions,
  GameState,
  IllegalMoveCode,
  Joker,
  JokerMove,
  JokerPlay,
  KillOptions,
  Move,
  PassMove,
  PlayMove,
  Rank,
  Start,
  Suit,
  Tiebreak,
  Variant,
} from './types.js';
export type {
  DiedEvent,
  DisqualifiedEvent,
  ExtraTurnEvent,
  GameEvent,
  GameView,
  JokerEvent,
  OutEvent,
  OverEvent,
  PassEvent,
  PlayEvent,
  Score,
  Standing,
  Status,
  StuckEvent,
  SwapEvent,
} from './reports.js';
export { RANKS, SUITS } from './types.js';
export { view } from './view.js';
