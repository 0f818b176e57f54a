/**
 * Public types of Seven Bridge: what a caller gives — options and moves — and the opaque state.
 * What the library reports (views, melds, events, scores) is in `reports.ts`.
 * @module
 */
import type { Card } from '../shared/cards.js';
import type { Seed } from '../shared/random.js';

export type { Card, CardStyle, Joker, Rank, Suit } from '../shared/cards.js';

/**
 * Where an ace stands in a run: below 2 or above K (never both in one run), or only below 2.
 * @example
 * ```ts
 * import { createGame, type Aces } from 'shichinarabe/seven-bridge';
 * const aces: Aces = 'low';
 * createGame({ aces, seed: 1 }); // Q-K-A is no run; an ace scores 1
 * ```
 */
export type Aces = 'high-or-low' | 'low';

/**
 * How cards left in hand are counted: `'standard'` (A 10, or 1 with `aces: 'low'`; J Q K 10; 2–10
 * their number) or `'datt'` (A 15, T J Q K 10, 2–9 5).
 * @example
 * ```ts
 * import { createGame, type Points } from 'shichinarabe/seven-bridge';
 * const points: Points = 'datt';
 * createGame({ points, seed: 1 });
 * ```
 */
export type Points = 'standard' | 'datt';

/**
 * What an empty stock does when a player must draw: it is rebuilt from the discard pile but its
 * top card (`'reshuffle'`, at most `restocks` times a round, then as `'score'`), or the round ends
 * and scores nothing (`'void'`), or every player scores the cards in their hand (`'score'`).
 * @example
 * ```ts
 * import { createGame, type StockOut } from 'shichinarabe/seven-bridge';
 * const stockOut: StockOut = 'score';
 * createGame({ stockOut, seed: 1 });
 * ```
 */
export type StockOut = 'reshuffle' | 'void' | 'score';

/**
 * The 7 penalty: none (`false`), double the points of a player holding a 7 when the round ends
 * (`true`), or double them once for each 7 held (`'each'`: ×2, ×4, ×8, ×16).
 * @example
 * ```ts
 * import { createGame, type SevenPenalty } from 'shichinarabe/seven-bridge';
 * const sevenPenalty: SevenPenalty = 'each';
 * createGame({ sevenPenalty, seed: 1 });
 * ```
 */
export type SevenPenalty = boolean | 'each';

/**
 * Options of `createGame`. Every field is optional; the defaults are the common rules.
 * @example
 * ```ts
 * import { createGame, type GameOptions } from 'shichinarabe/seven-bridge';
 * const options: GameOptions = { players: 3, rounds: 5, jokers: 1, seed: 'club night' };
 * createGame(options);
 * ```
 */
export interface GameOptions {
  /** Number of players, 2–6. Default 4. */
  players?: number;
  /** Seed of the shuffles: the same seed and options give the same decks. Default: random. */
  seed?: Seed;
  /** Explicit decks of rounds 1, 2, … (each an ordering of the whole deck); later rounds come from the seed. */
  decks?: readonly (readonly Card[])[];
  /** Who plays first in round 1. Default 0. */
  firstPlayer?: number;
  /** Most rounds, 1–100. Default 1, or 100 with a `target`. */
  rounds?: number;
  /** Jokers in the deck: 0, 1 or 2. Default 0. */
  jokers?: number;
  /** Where an ace stands in a run. Default `'high-or-low'`. */
  aces?: Aces;
  /** Whether the first discards of a round (one per player) may be claimed. Default `false`. */
  firstRoundClaims?: boolean;
  /** Whether going out needs a last discard. Default `true`. */
  discardToGoOut?: boolean;
  /** How cards in hand are counted. Default `'standard'`. */
  points?: Points;
  /** A joker's points, 15 or 20. Default 20. */
  jokerPoints?: number;
  /** Whether going out in one go doubles the others' points. Default `true`. */
  oneShotDouble?: boolean;
  /** A player holding a 7 when the round ends scores double (`true`), or double for each 7 (`'each'`). Default `false`. */
  sevenPenalty?: SevenPenalty;
  /** Whether a player holding a joker when another goes out scores five times. Default `false`. */
  jokerPenalty?: boolean;
  /** Whether the player whose discard let the winner go out pays everyone's points. Default `false`. */
  discarderPays?: boolean;
  /** Whether a 7 or a joker may not be the last card. Default `false`. */
  noSevenOrJokerFinish?: boolean;
  /** What an empty stock does. Default `'reshuffle'`. */
  stockOut?: StockOut;
  /** With `stockOut: 'reshuffle'`: how many times a round's stock may be rebuilt, 1–20. Default 3. */
  restocks?: number;
  /** A point limit, 1–100000: the game also ends after a round in which a total reaches it. Default `null` (none). */
  target?: number | null;
}

/**
 * Every option, resolved: what a game record's `options` holds (the seed included, the decks not).
 * @example
 * ```ts
 * import { createGame, serialize, type RecordOptions } from 'shichinarabe/seven-bridge';
 * const options: RecordOptions = JSON.parse(serialize(createGame({ seed: 1 }))).options;
 * options.players; // 4
 * ```
 */
export interface RecordOptions {
  /** Number of players. */
  players: number;
  /** The seed of the shuffles (given, or drawn at random). */
  seed: Seed;
  /** Round 1's first player. */
  firstPlayer: number;
  /** Most rounds. */
  rounds: number;
  /** Jokers in the deck. */
  jokers: 0 | 1 | 2;
  /** Where an ace stands in a run. */
  aces: Aces;
  /** Whether the first discards may be claimed. */
  firstRoundClaims: boolean;
  /** Whether going out needs a last discard. */
  discardToGoOut: boolean;
  /** How cards in hand are counted. */
  points: Points;
  /** A joker's points. */
  jokerPoints: 15 | 20;
  /** Whether a one-go win doubles the others' points. */
  oneShotDouble: boolean;
  /** Whether a 7 in hand doubles a loser's points (`'each'`: once per 7). */
  sevenPenalty: SevenPenalty;
  /** Whether a joker in hand multiplies a loser's points by five. */
  jokerPenalty: boolean;
  /** Whether the discarder of a claimed winning discard pays everyone's points. */
  discarderPays: boolean;
  /** Whether a 7 or a joker may not be the last card. */
  noSevenOrJokerFinish: boolean;
  /** What an empty stock does. */
  stockOut: StockOut;
  /** How many times a round's stock may be rebuilt (with `'reshuffle'`). */
  restocks: number;
  /** The point limit that also ends the game, or `null`. */
  target: number | null;
}

/**
 * The phase of a turn: draw a card, play (melds, lay-offs, then a discard), answer a claim
 * window, or the game is over.
 * @example
 * ```ts
 * import { createGame, view, type Phase } from 'shichinarabe/seven-bridge';
 * const phase: Phase = view(createGame({ seed: 1 })).phase; // 'draw'
 * ```
 */
export type Phase = 'draw' | 'play' | 'claim' | 'over';

/**
 * Draw the top card of the stock (phase `'draw'`).
 * @example
 * ```ts
 * import type { DrawMove } from 'shichinarabe/seven-bridge';
 * const move: DrawMove = { type: 'draw' };
 * ```
 */
export interface DrawMove {
  /** A draw. */
  type: 'draw';
}
/**
 * Discard a card from hand; the turn ends (phase `'play'`).
 * @example
 * ```ts
 * import type { DiscardMove } from 'shichinarabe/seven-bridge';
 * const move: DiscardMove = { type: 'discard', card: 'KS' };
 * ```
 */
export interface DiscardMove {
  /** A discard. */
  type: 'discard';
  /** The card to discard. */
  card: Card;
}
/**
 * Lay cards from hand down as a new meld (phase `'play'`): a set in any order, a run in meld order.
 * @example
 * ```ts
 * import type { MeldMove } from 'shichinarabe/seven-bridge';
 * const run: MeldMove = { type: 'meld', cards: ['4H', '5H', '6H'] };
 * const seven: MeldMove = { type: 'meld', cards: ['7C'] };
 * ```
 */
export interface MeldMove {
  /** A meld. */
  type: 'meld';
  /** The cards from hand: a set in any order, a run in meld order. */
  cards: Card[];
}
/**
 * Lay a card from hand on a meld (phase `'play'`); `end` says which end of a run, and only of a run.
 * @example
 * ```ts
 * import type { LayoffMove } from 'shichinarabe/seven-bridge';
 * const move: LayoffMove = { type: 'layoff', meld: 0, card: '7H', end: 'high' };
 * ```
 */
export interface LayoffMove {
  /** A lay-off. */
  type: 'layoff';
  /** The id of the meld (anyone's). */
  meld: number;
  /** The card from hand. */
  card: Card;
  /** The run's end, `'low'` or `'high'`: given exactly when the meld is a run. */
  end?: 'low' | 'high';
}
/**
 * Make no claim on the discard (phase `'claim'`).
 * @example
 * ```ts
 * import type { PassMove } from 'shichinarabe/seven-bridge';
 * const move: PassMove = { type: 'pass' };
 * ```
 */
export interface PassMove {
  /** No claim. */
  type: 'pass';
}
/**
 * Claim the discard to make a set (セイム / ポン), the discard among `cards` (phase `'claim'`).
 * @example
 * ```ts
 * import type { PonMove } from 'shichinarabe/seven-bridge';
 * const move: PonMove = { type: 'pon', cards: ['9S', '9H', '9C'] };
 * ```
 */
export interface PonMove {
  /** A pon (セイム). */
  type: 'pon';
  /** The set's cards, the discard included, in any order. */
  cards: Card[];
}
/**
 * Claim the discard of the player on one's right to make a run (カット / チー), in meld order
 * (phase `'claim'`).
 * @example
 * ```ts
 * import type { ChiMove } from 'shichinarabe/seven-bridge';
 * const move: ChiMove = { type: 'chi', cards: ['2D', '3D', '4D'] };
 * ```
 */
export interface ChiMove {
  /** A chi (カット). */
  type: 'chi';
  /** The run's cards, the discard included, in meld order. */
  cards: Card[];
}

/**
 * A move of Seven Bridge. Only `type` and the fields named by each move type are read.
 * @example
 * ```ts
 * import { applyMove, createGame, type Move } from 'shichinarabe/seven-bridge';
 * const move: Move = { type: 'draw' };
 * applyMove(createGame({ seed: 1 }), move);
 * ```
 */
export type Move = DrawMove | DiscardMove | MeldMove | LayoffMove | PassMove | PonMove | ChiMove;

/**
 * Why a move is not legal (an `IllegalMoveError`'s `code` in Seven Bridge).
 * @example
 * ```ts
 * import { applyMove, createGame, IllegalMoveError, type IllegalMoveCode } from 'shichinarabe/seven-bridge';
 * let code: IllegalMoveCode | undefined;
 * try {
 *   applyMove(createGame({ seed: 1 }), { type: 'pass' });
 * } catch (e) {
 *   if (e instanceof IllegalMoveError) code = e.code as IllegalMoveCode; // 'wrong-phase'
 * }
 * ```
 */
export type IllegalMoveCode =
  | 'game-over'
  | 'malformed'
  | 'unknown-card'
  | 'wrong-phase'
  | 'not-in-hand'
  | 'not-a-meld'
  | 'no-meld-yet'
  | 'does-not-fit'
  | 'must-keep-a-card';

declare const gameStateBrand: unique symbol;

/**
 * An immutable Seven Bridge game state. Treat it as opaque: read it through `view` and `score`,
 * persist it with `serialize`, and `structuredClone` it freely.
 * @example
 * ```ts
 * import { applyMove, createGame, type GameState, legalMoves } from 'shichinarabe/seven-bridge';
 * let state: GameState = createGame({ seed: 1 });
 * state = applyMove(state, legalMoves(state)[0]!);
 * ```
 */
export interface GameState {
  /** @internal */
  readonly [gameStateBrand]: true;
}
