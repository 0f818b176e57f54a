/**
 * Public types of Seven Up: options, moves (what a caller gives) and the game-state brand. What the
 * library reports — views, events and scores — is in `reports.ts`.
 * @module
 */
import type { Card } from '../shared/cards.js';
import type { Seed } from '../shared/random.js';

export type { Card, Rank, Suit } from '../shared/cards.js';

/**
 * Who scores Low: the side that won the trick holding the lowest trump played (`'taker'`, the
 * default), or the side of the player who played it (`'holder'`, the older English rule).
 * @example
 * ```ts
 * import { createGame, type Low } from 'shichinarabe/seven-up';
 * const low: Low = 'holder';
 * createGame({ low, seed: 1 });
 * ```
 */
export type Low = 'taker' | 'holder';

/**
 * Which way the deal, the play and the dealer's seat go: `'clockwise'` (to the left, player
 * p + 1; the default) or `'anticlockwise'` (player p − 1, as in Trinidad and Tobago).
 * @example
 * ```ts
 * import { createGame, type Direction, view } from 'shichinarabe/seven-up';
 * const direction: Direction = 'anticlockwise';
 * view(createGame({ direction, dealer: 0, seed: 1 })).eldest; // 3: the dealer's right
 * ```
 */
export type Direction = 'clockwise' | 'anticlockwise';

/**
 * What a turn-up scores for the dealer's side: `'jack'` (a jack 1, the default) or `'trinidad'`
 * (Trinidad All Fours "kicks": an ace 1, a six 2, a jack 3).
 * @example
 * ```ts
 * import { createGame, type Kick } from 'shichinarabe/seven-up';
 * const kick: Kick = 'trinidad';
 * createGame({ kick, target: 14, seed: 1 });
 * ```
 */
export type Kick = 'jack' | 'trinidad';

/**
 * Options of `createGame`; every one may be left out.
 * @example
 * ```ts
 * import { createGame, type GameOptions } from 'shichinarabe/seven-up';
 * const options: GameOptions = { players: 4, partnerships: true, target: 11, seed: 'club-night' };
 * createGame(options);
 * ```
 */
export interface GameOptions {
  /** Number of players, 2–4 (default 4). */
  players?: number;
  /** Four players only: 0 and 2 against 1 and 3 (default `false`: each plays alone). */
  partnerships?: boolean;
  /** The seed of the decks not given (default: a random seed, written to the record). */
  seed?: Seed;
  /** Explicit decks (each a permutation of the 52 cards) for the first deals, redeals included. */
  decks?: readonly (readonly Card[])[];
  /** The first deal's dealer (default 0); the deal passes to the next player in `direction`. */
  dealer?: number;
  /** Points to win, 1–100 (default 7). */
  target?: number;
  /** Which way the deal, the play and the dealer's seat go (default `'clockwise'`). */
  direction?: Direction;
  /** What a turn-up scores for the dealer's side (default `'jack'`: a jack 1). */
  kick?: Kick;
  /** A jack of trumps won by the other side of the player who played it scores 3 (default `false`). */
  hangJack?: boolean;
  /** `false`: the dealer may not gift a point that brings the eldest's side to the target (default `true`). */
  giftMayWin?: boolean;
  /** Who scores Low (default `'taker'`). */
  low?: Low;
}

/**
 * Every option resolved, as a game record's `options` holds them (the decks are the record's own field).
 * @example
 * ```ts
 * import { createGame, serialize, type RecordOptions } from 'shichinarabe/seven-up';
 * const options: RecordOptions = JSON.parse(serialize(createGame({ seed: 3 }))).options;
 * options.target; // 7
 * ```
 */
export interface RecordOptions {
  /** Number of players. */
  players: number;
  /** Whether 0 and 2 play against 1 and 3. */
  partnerships: boolean;
  /** The seed of the decks not given. */
  seed: Seed;
  /** The first deal's dealer. */
  dealer: number;
  /** Points to win. */
  target: number;
  /** Which way the deal, the play and the dealer's seat go. */
  direction: Direction;
  /** What a turn-up scores. */
  kick: Kick;
  /** Whether a hanged jack scores 3. */
  hangJack: boolean;
  /** Whether a gift may bring the eldest's side to the target. */
  giftMayWin: boolean;
  /** Who scores Low. */
  low: Low;
}

/**
 * The eldest takes the turn-up's suit as trump ("I stand").
 * @example
 * ```ts
 * import type { StandMove } from 'shichinarabe/seven-up';
 * const move: StandMove = { type: 'stand' };
 * ```
 */
export interface StandMove {
  /** Always `'stand'`. */
  readonly type: 'stand';
}
/**
 * The eldest passes the choice of trump to the dealer ("I beg").
 * @example
 * ```ts
 * import type { BegMove } from 'shichinarabe/seven-up';
 * const move: BegMove = { type: 'beg' };
 * ```
 */
export interface BegMove {
  /** Always `'beg'`. */
  readonly type: 'beg';
}
/**
 * The dealer keeps the turn-up's suit as trump and gives the eldest's side a point (a gift).
 * @example
 * ```ts
 * import type { GiftMove } from 'shichinarabe/seven-up';
 * const move: GiftMove = { type: 'gift' };
 * ```
 */
export interface GiftMove {
  /** Always `'gift'`. */
  readonly type: 'gift';
}
/**
 * The dealer refuses the turn-up and runs the pack.
 * @example
 * ```ts
 * import type { RunMove } from 'shichinarabe/seven-up';
 * const move: RunMove = { type: 'run' };
 * ```
 */
export interface RunMove {
  /** Always `'run'`. */
  readonly type: 'run';
}
/**
 * A player holding more than six cards after a run discards one, face down.
 * @example
 * ```ts
 * import type { DiscardMove } from 'shichinarabe/seven-up';
 * const move: DiscardMove = { type: 'discard', card: '2C' };
 * ```
 */
export interface DiscardMove {
  /** Always `'discard'`. */
  readonly type: 'discard';
  /** The card discarded. */
  readonly card: Card;
}
/**
 * A card played to the trick.
 * @example
 * ```ts
 * import type { PlayMove } from 'shichinarabe/seven-up';
 * const move: PlayMove = { type: 'play', card: 'AS' };
 * ```
 */
export interface PlayMove {
  /** Always `'play'`. */
  readonly type: 'play';
  /** The card played. */
  readonly card: Card;
}

/**
 * A move of Seven Up.
 * @example
 * ```ts
 * import { applyMove, createGame, type Move } from 'shichinarabe/seven-up';
 * const move: Move = { type: 'beg' };
 * applyMove(createGame({ seed: 1, target: 50 }), move);
 * ```
 */
export type Move = StandMove | BegMove | GiftMove | RunMove | DiscardMove | PlayMove;

/**
 * What the turn waits for: the eldest to stand or beg, the dealer to give or run, a discard, a
 * card to a trick, or nothing (`'over'`).
 * @example
 * ```ts
 * import { createGame, type Phase, view } from 'shichinarabe/seven-up';
 * const phase: Phase = view(createGame({ seed: 1, target: 50 })).phase; // 'stand'
 * ```
 */
export type Phase = 'stand' | 'gift' | 'discard' | 'play' | 'over';

/**
 * The codes of an `IllegalMoveError` thrown by Seven Up's `applyMove`: `'game-over'`, `'malformed'`
 * (not an object, an unknown type, a card field that is not a string), `'unknown-card'` (a string
 * that is not one of the 52 cards), `'wrong-phase'` (a move of another phase), `'not-in-hand'`,
 * `'must-follow'` (neither the suit led nor a trump while holding the suit led) and
 * `'gift-not-allowed'` (a gift that would bring the eldest's side to the target, with
 * `giftMayWin: false`).
 * @example
 * ```ts
 * import { applyMove, createGame, IllegalMoveError, type IllegalMoveCode } from 'shichinarabe/seven-up';
 * let code: IllegalMoveCode | undefined;
 * try {
 *   applyMove(createGame({ seed: 1, target: 50 }), { type: 'gift' });
 * } catch (e) {
 *   if (e instanceof IllegalMoveError) code = e.code; // 'wrong-phase'
 * }
 * ```
 */
export type IllegalMoveCode =
  | 'game-over'
  | 'malformed'
  | 'unknown-card'
  | 'wrong-phase'
  | 'not-in-hand'
  | 'must-follow'
  | 'gift-not-allowed';

declare const gameStateBrand: unique symbol;

/**
 * An immutable Seven Up game state. Treat it as opaque: read it through `view` and `score`,
 * persist it with `serialize`, and `structuredClone` it freely.
 * @example
 * ```ts
 * import { applyMove, createGame, type GameState, legalMoves } from 'shichinarabe/seven-up';
 * let state: GameState = createGame({ seed: 1 });
 * state = applyMove(state, legalMoves(state)[0]!);
 * ```
 */
export interface GameState {
  /** @internal */
  readonly [gameStateBrand]: true;
}
