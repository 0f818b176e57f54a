/**
 * Public types of shichinarabe: cards, options and moves (what a caller gives). What the library
 * reports — views, events and scores — is in `reports.ts`.
 *
 * The constant tuples are the source of truth; the unions are derived from them.
 * @module
 */

export { type Card, type Joker, RANKS, type Rank, SUITS, type Suit } from '../shared/cards.js';
import type { Card } from '../shared/cards.js';

/**
 * Which game: classic 七並べ or the Kill variant 殺しの7並べ.
 * @example
 * ```ts
 * import { createGame, type Variant } from 'shichinarabe';
 * const variant: Variant = 'kill';
 * createGame({ variant, seed: 1 });
 * ```
 */
export type Variant = 'classic' | 'kill';
/**
 * How the table starts: every 7 laid out (`'sevens'`), or empty with 7♦ first (`'fan-tan'`).
 * @example
 * ```ts
 * import { createGame, type Start } from 'shichinarabe';
 * const start: Start = 'fan-tan';
 * createGame({ start, seed: 1 }); // the table starts empty; 7♦ opens
 * ```
 */
export type Start = 'sevens' | 'fan-tan';
/**
 * Classic joker play: with the card beyond it (`'bridge'`) or on its own (`'alone'`).
 * @example
 * ```ts
 * import { createGame, type JokerPlay } from 'shichinarabe';
 * const jokerPlay: JokerPlay = 'alone';
 * createGame({ jokers: 1, jokerPlay, seed: 1 });
 * ```
 */
export type JokerPlay = 'bridge' | 'alone';
/**
 * Kill variant: when a single card dies.
 * @example
 * ```ts
 * import { createGame, type Death } from 'shichinarabe';
 * const death: Death = 'left-right';
 * createGame({ variant: 'kill', kill: { death }, seed: 1 });
 * ```
 */
export type Death = 'enclosed' | 'left-right';
/**
 * Kill variant: whether a diagonal-only placement is always legal or only when it kills.
 * @example
 * ```ts
 * import { createGame, type Diagonal } from 'shichinarabe';
 * const diagonal: Diagonal = 'kill-only';
 * createGame({ variant: 'kill', kill: { diagonal }, seed: 1 });
 * ```
 */
export type Diagonal = 'always' | 'kill-only';
/**
 * Kill variant: how equal dead-card counts are broken.
 * @example
 * ```ts
 * import { createGame, type Tiebreak } from 'shichinarabe';
 * const tiebreak: Tiebreak = 'finish';
 * createGame({ variant: 'kill', kill: { tiebreak }, seed: 1 });
 * ```
 */
export type Tiebreak = 'kills' | 'finish';

/**
 * Options of the Kill variant, given as the nested `kill` object of {@link GameOptions}.
 * @example
 * ```ts
 * import { createGame, type KillOptions } from 'shichinarabe';
 * const kill: KillOptions = { maxGroup: 4, threeWallGroups: true, extraTurn: true };
 * createGame({ variant: 'kill', kill, seed: 'k' });
 * ```
 */
export interface KillOptions {
  /** Largest enclosed rectangle that dies at once, 1–12 (1 = single cards only). Default 9. */
  maxGroup?: number;
  /** Whether a group of 2+ cells touching the wall on 3 sides dies. Default `false`. */
  threeWallGroups?: boolean;
  /** Whether a move that kills gives its player another turn. Default `false`. */
  extraTurn?: boolean;
  /** When a single card dies. Default `'enclosed'`. */
  death?: Death;
  /** Whether a diagonal-only placement needs to kill. Default `'always'`. */
  diagonal?: Diagonal;
  /** Tie-break of equal dead counts. Default `'kills'`. */
  tiebreak?: Tiebreak;
}

/**
 * Options of {@link createGame}. Every field is optional; see `docs/rules.md` for each rule.
 * @example
 * ```ts
 * import { createGame, type GameOptions } from 'shichinarabe';
 * const options: GameOptions = { players: 5, seed: 42, passLimit: 2, tunnel: true, jokers: 1 };
 * createGame(options);
 * ```
 */
export interface GameOptions {
  /** `'classic'` (default) or `'kill'`. */
  variant?: Variant;
  /** Number of players, 2–8 (default 4); must equal `hands.length` when both are given. */
  players?: number;
  /** Seed of the deal: the same seed and options give the same deal. Default: random. */
  seed?: number | string;
  /** An explicit deal, one array of cards per player. */
  hands?: readonly (readonly Card[])[];
  /** Cards already on the table at the start (a set-up position). */
  table?: readonly Card[];
  /** `'sevens'` (classic default) or `'fan-tan'` (kill default). */
  start?: Start;
  /** The first player to move. Default: the player who was dealt 7♦ (player 0 if it is on `table`). */
  firstPlayer?: number;
  /** Passes allowed per player, or `null` for unlimited. Default: classic 3, kill `null`. */
  passLimit?: number | null;
  /** Whether a pass is allowed even when a card can be played (needs a finite `passLimit`). */
  freePass?: boolean;
  /** Classic only: A and K are adjacent (each suit's row is a ring). */
  tunnel?: boolean;
  /** Classic only: number of jokers, 0 or 1. */
  jokers?: 0 | 1;
  /** Classic only: how the joker is played. Default `'bridge'`. */
  jokerPlay?: JokerPlay;
  /** Kill only: the Kill options. */
  kill?: KillOptions;
}

/**
 * Play a card from hand to its cell.
 * @example
 * ```ts
 * import { applyMove, createGame, type PlayMove } from 'shichinarabe';
 * const move: PlayMove = { type: 'play', card: '8D' };
 * // applyMove(createGame({ seed: 1 }), move) throws IllegalMoveError unless the mover holds 8♦
 * ```
 */
export interface PlayMove {
  /** Always `'play'`. */
  readonly type: 'play';
  /** The card played. */
  readonly card: Card;
}

/**
 * Pass the turn.
 * @example
 * ```ts
 * import type { PassMove } from 'shichinarabe';
 * const pass: PassMove = { type: 'pass' };
 * ```
 */
export interface PassMove {
  /** Always `'pass'`. */
  readonly type: 'pass';
}

/**
 * Classic with a joker: stand the joker in the cell of `card` (and with `'bridge'`, play `next` beyond it).
 * @example
 * ```ts
 * import type { JokerMove } from 'shichinarabe';
 * // the joker stands in 5♥; the mover lays 4♥ beyond it; the holder of 5♥ lays it and takes the joker
 * const bridge: JokerMove = { type: 'joker', card: '5H', next: '4H' };
 * ```
 */
export interface JokerMove {
  /** Always `'joker'`. */
  readonly type: 'joker';
  /** The cell the joker stands in (its card's holder lays it at once and takes the joker). */
  readonly card: Card;
  /** With `jokerPlay: 'bridge'`: the mover's card beyond the joker, on the far side from the run. */
  readonly next?: Card;
}

/**
 * A move: play a card, pass, or (classic with a joker) stand the joker in a cell.
 * @example
 * ```ts
 * import { createGame, legalMoves, type Move } from 'shichinarabe';
 * const moves: Move[] = legalMoves(createGame({ seed: 7 }));
 * const plays = moves.filter((m) => m.type === 'play');
 * ```
 */
export type Move = PlayMove | PassMove | JokerMove;

/**
 * Codes of {@link IllegalMoveError}.
 * @example
 * ```ts
 * import { applyMove, createGame, IllegalMoveError, type IllegalMoveCode } from 'shichinarabe';
 * let code: IllegalMoveCode | null = null;
 * try {
 *   applyMove(createGame({ seed: 1 }), { type: 'play', card: 'KS' });
 * } catch (e) {
 *   if (e instanceof IllegalMoveError) code = e.code; // 'not-in-hand' or 'not-playable'
 * }
 * ```
 */
export type IllegalMoveCode =
  | 'game-over'
  | 'malformed'
  | 'unknown-card'
  | 'not-in-hand'
  | 'not-playable'
  | 'pass-not-allowed'
  | 'joker-not-allowed';

declare const gameStateBrand: unique symbol;

/**
 * An immutable game state. Treat it as opaque: read it through {@link view} and
 * {@link score}, persist it with {@link serialize}, and `structuredClone` it freely.
 * @example
 * ```ts
 * import { applyMove, createGame, type GameState, legalMoves, serialize } from 'shichinarabe';
 * let state: GameState = createGame({ seed: 1 });
 * state = applyMove(state, legalMoves(state)[0]);
 * const record = serialize(state); // JSON text: the options, the deal and the moves
 * ```
 */
export interface GameState {
  /** @internal */
  readonly [gameStateBrand]: true;
}
