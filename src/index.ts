/**
 * shichinarabe — the rules engine for 七並べ (Sevens), its Kill variant 殺しの7並べ and the Fan Tan start.
 * @module
 */
export { RANKS, SUITS } from './types.js';
export type {
  Card,
  Death,
  Diagonal,
  GameOptions,
  GameState,
  GameView,
  IllegalMoveCode,
  Joker,
  JokerPlay,
  KillOptions,
  Move,
  Rank,
  Score,
  Standing,
  Start,
  Status,
  Suit,
  Tiebreak,
  Variant,
} from './types.js';
