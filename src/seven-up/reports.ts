/**
 * Public types of what Seven Up reports: views ({@link View}) and scores ({@link Score}); the
 * events of a move are in `event-types.ts`.
 * @module
 */
import type { Card, Suit } from '../shared/cards.js';
import type { Event } from './event-types.js';
import type { Move, Phase } from './types.js';

/**
 * A card played to a trick, and by whom.
 * @example
 * ```ts
 * import type { Play } from 'shichinarabe/seven-up';
 * const play: Play = { player: 2, card: 'TD' };
 * ```
 */
export interface Play {
  /** Who played it. */
  readonly player: number;
  /** The card. */
  readonly card: Card;
}
/**
 * A finished trick of the deal being played.
 * @example
 * ```ts
 * import type { Trick } from 'shichinarabe/seven-up';
 * const trick: Trick = { leader: 1, plays: [{ player: 1, card: '4C' }, { player: 0, card: 'QC' }], winner: 0 };
 * ```
 */
export interface Trick {
  /** Who led. */
  readonly leader: number;
  /** The cards, in the order played. */
  readonly plays: readonly Play[];
  /** Who won it. */
  readonly winner: number;
}

/**
 * Another player's discard as a player's view shows it (`View.lastMove`): its card is hidden.
 * @example
 * ```ts
 * import type { HiddenDiscard } from 'shichinarabe/seven-up';
 * const seen: HiddenDiscard = { type: 'discard' };
 * ```
 */
export interface HiddenDiscard {
  /** Always `'discard'`. */
  readonly type: 'discard';
}

/**
 * What a player (or an onlooker with the whole truth) may see of a game. A player's view hides
 * exactly the other hands, the order of the pack and the cards others discarded.
 * @example
 * ```ts
 * import { createGame, view } from 'shichinarabe/seven-up';
 * const v = view(createGame({ seed: 4, target: 50 }), 1);
 * v.phase; // 'stand': player 1, the eldest, stands or begs
 * v.hands[0]; // null: hidden
 * ```
 */
export interface View {
  /** Whose view; `null` for the whole truth. */
  readonly player: number | null;
  /** The player to move; `null` when over. */
  readonly current: number | null;
  /** What the turn waits for. */
  readonly phase: Phase;
  /** Whether the game is over. */
  readonly over: boolean;
  /** Deals started so far, redeals included (1-based). */
  readonly deal: number;
  /** This deal's dealer. */
  readonly dealer: number;
  /** This deal's eldest (the dealer's next player in the game's direction). */
  readonly eldest: number;
  /** The players of each side. */
  readonly sides: readonly (readonly number[])[];
  /** Each side's points. */
  readonly points: readonly number[];
  /** Each hand, sorted (suits S H D C, then A 2 … K); another player's is `null` in a player's view. */
  readonly hands: readonly (readonly Card[] | null)[];
  /** How many cards each player holds. */
  readonly handSizes: readonly number[];
  /** Cards neither dealt nor turned up in this deal. */
  readonly packSize: number;
  /** This deal's turn-ups, in order. */
  readonly turnUps: readonly Card[];
  /** The trump suit, `null` before it is made. */
  readonly trump: Suit | null;
  /** The trick being played. */
  readonly trick: readonly Play[];
  /** The deal's finished tricks. */
  readonly tricks: readonly Trick[];
  /** The viewer's legal moves when it is their turn (the mover's in the whole truth), else `[]`. */
  readonly legalMoves: readonly Move[];
  /** The last move; another player's discard shows as `{ type: 'discard' }` without its card. */
  readonly lastMove: Move | HiddenDiscard | null;
  /** Who made the last move; `null` at the start. */
  readonly lastPlayer: number | null;
  /** What the last move did, in order (`[]` at the start). */
  readonly events: readonly Event[];
  /** Moves made so far. */
  readonly moveNumber: number;
}

/**
 * One deal of the score sheet: who scored each point of the count (a side, or `null`), and what
 * each side scored in the deal, its turn-ups and gift included.
 * @example
 * ```ts
 * import type { DealScore } from 'shichinarabe/seven-up';
 * const d: DealScore = { deal: 1, dealer: 0, trump: 'S', high: 1, low: 0, jack: null, game: 1, points: [1, 2] };
 * ```
 */
export interface DealScore {
  /** The deal's number (redeals counted). */
  readonly deal: number;
  /** Who dealt. */
  readonly dealer: number;
  /** The trump suit, `null` if the game ended before it was made. */
  readonly trump: Suit | null;
  /** The side scoring High, `null` when not awarded. */
  readonly high: number | null;
  /** The side scoring Low. */
  readonly low: number | null;
  /** The side scoring Jack. */
  readonly jack: number | null;
  /** The side scoring Game. */
  readonly game: number | null;
  /** What each side scored in this deal: its turn-ups, its gift and its awards (a hanged jack 3). */
  readonly points: readonly number[];
}
/**
 * One player's standing.
 * @example
 * ```ts
 * import type { Standing } from 'shichinarabe/seven-up';
 * const s: Standing = { player: 2, side: 0, rank: 1, points: 7 };
 * ```
 */
export interface Standing {
  /** The player. */
  readonly player: number;
  /** Their side. */
  readonly side: number;
  /** Their side's rank (1 = best; equal points share a rank). */
  readonly rank: number;
  /** Their side's points. */
  readonly points: number;
}
/**
 * The score: points per side, the finished deals and the standings (final when over).
 * @example
 * ```ts
 * import { createGame, score } from 'shichinarabe/seven-up';
 * const s = score(createGame({ seed: 2, target: 50 }));
 * s.points; // [0, 0, 0, 0] unless a jack was turned up
 * ```
 */
export interface Score {
  /** Whether the game is over. */
  readonly over: boolean;
  /** Points to win. */
  readonly target: number;
  /** The players of each side. */
  readonly sides: readonly (readonly number[])[];
  /** Each side's points. */
  readonly points: readonly number[];
  /** The winning side, `null` before the end. */
  readonly winner: number | null;
  /**
   * The deals played out or ended by the game's end. An abandoned deal (redealt) is in no line:
   * what its turn-up scored counts in `points` but in no deal's `points`.
   */
  readonly deals: readonly DealScore[];
  /** One per player, by rank then player. */
  readonly standings: readonly Standing[];
}
