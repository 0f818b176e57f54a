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
export { type CardStyle, formatCard, parseCard } from './sevens/cards.js';
export {
  IllegalMoveError,
  type MoveErrorCode,
  OptionsError,
  ShichinarabeError,
  StateError,
} from './shared/errors.js';
export { applyMove, isLegalMove, legalMoves } from './sevens/apply.js';
export { createGame } from './sevens/game.js';
export { sevens } from './sevens/engine.js';
export { type DescribeEventOptions, describeEvent } from './sevens/event-words.js';
export { formatMove, parseMove } from './sevens/move-words.js';
export { render } from './sevens/table-words.js';
export { actionCount, actionOf, legalActions, moveOf } from './sevens/numbering.js';
export { observationSize, observe } from './sevens/observe.js';
export { rewards } from './sevens/rewards.js';
export type { AnyMove, CommonScore, CommonView, Engine, GameName } from './shared/engine.js';
export { Random, type Seed } from './shared/random.js';
export type {
  EventWordsOptions,
  FormatMoveOptions,
  Lang,
  ParseMoveOptions,
  RenderTextOptions,
} from './shared/words.js';
export { deserialize, serialize } from './sevens/record.js';
export { replay } from './sevens/replay.js';
export { type RenderOptions, renderTable } from './sevens/render.js';
export { score } from './sevens/score.js';
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
} from './sevens/types.js';
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
} from './sevens/reports.js';
export { RANKS, SUITS } from './sevens/types.js';
export { view } from './sevens/view.js';
