/**
 * The events of Seven Bridge: what a move did, as views report it.
 * @module
 */
import type { Card } from '../shared/cards.js';

/**
 * A player drew the stock's top card (`card` only in the drawer's view and the whole truth).
 * @example
 * ```ts
 * import type { DrawEvent } from 'shichinarabe/seven-bridge';
 * const e: DrawEvent = { type: 'draw', player: 0, card: 'QS' };
 * ```
 */
export interface DrawEvent {
  /** A draw. */
  type: 'draw';
  /** Who drew. */
  player: number;
  /** The card drawn: in the drawer's view and the whole truth only. */
  card?: Card;
}
/**
 * A player made a meld from their hand.
 * @example
 * ```ts
 * import type { MeldEvent } from 'shichinarabe/seven-bridge';
 * const e: MeldEvent = { type: 'meld', player: 1, meld: 0, cards: ['7D'] };
 * ```
 */
export interface MeldEvent {
  /** A meld. */
  type: 'meld';
  /** Who made it. */
  player: number;
  /** The new meld's id. */
  meld: number;
  /** Its cards in meld order. */
  cards: Card[];
}
/**
 * A player laid a card on a meld (`end` for a run).
 * @example
 * ```ts
 * import type { LayoffEvent } from 'shichinarabe/seven-bridge';
 * const e: LayoffEvent = { type: 'layoff', player: 1, meld: 0, card: '8D' };
 * ```
 */
export interface LayoffEvent {
  /** A lay-off. */
  type: 'layoff';
  /** Who laid the card. */
  player: number;
  /** The meld's id. */
  meld: number;
  /** The card laid off. */
  card: Card;
  /** The end of the run it went to (none on a set or a seven). */
  end?: 'low' | 'high';
}
/**
 * A player discarded a card.
 * @example
 * ```ts
 * import type { DiscardEvent } from 'shichinarabe/seven-bridge';
 * const e: DiscardEvent = { type: 'discard', player: 3, card: 'KC' };
 * ```
 */
export interface DiscardEvent {
  /** A discard. */
  type: 'discard';
  /** Who discarded. */
  player: number;
  /** The card discarded. */
  card: Card;
}
/**
 * A player asked in a claim window answered (`answer` only in the answerer's view and the whole
 * truth; a pon shows as its `claim` instead).
 * @example
 * ```ts
 * import type { AnswerEvent } from 'shichinarabe/seven-bridge';
 * const e: AnswerEvent = { type: 'answer', player: 2, answer: 'pass' };
 * ```
 */
export interface AnswerEvent {
  /** An answer in a claim window. */
  type: 'answer';
  /** Who answered. */
  player: number;
  /** The answer: in the answerer's view and the whole truth only. */
  answer?: 'pass' | 'chi';
}
/**
 * A claim was made: the discard and `cards` from the claimer's hand became meld `meld`.
 * @example
 * ```ts
 * import type { ClaimEvent } from 'shichinarabe/seven-bridge';
 * const e: ClaimEvent = { type: 'claim', player: 2, kind: 'pon', meld: 1, cards: ['9S', '9H', '9C'], from: 1 };
 * ```
 */
export interface ClaimEvent {
  /** A claim made. */
  type: 'claim';
  /** The claimer. */
  player: number;
  /** `'pon'` (a set) or `'chi'` (a run). */
  kind: 'pon' | 'chi';
  /** The new meld's id. */
  meld: number;
  /** The meld's cards in meld order, the discard among them. */
  cards: Card[];
  /** The discarder. */
  from: number;
}
/**
 * A claim window closed without a claim.
 * @example
 * ```ts
 * import type { NoClaimEvent } from 'shichinarabe/seven-bridge';
 * const e: NoClaimEvent = { type: 'no-claim' };
 * ```
 */
export interface NoClaimEvent {
  /** The window closed without a claim. */
  type: 'no-claim';
}
/**
 * A player went out (`oneShot`: in one go, owning no meld when their last turn began).
 * @example
 * ```ts
 * import type { OutEvent } from 'shichinarabe/seven-bridge';
 * const e: OutEvent = { type: 'out', player: 0, oneShot: false };
 * ```
 */
export interface OutEvent {
  /** A player went out. */
  type: 'out';
  /** Who went out. */
  player: number;
  /** Whether in one go (no meld owned when their last turn began). */
  oneShot: boolean;
}
/**
 * The stock was empty when a player had to draw, and was rebuilt from the discard pile but its top
 * card (`stockOut: 'reshuffle'`); `cards` is the new stock's size. The player then draws as usual.
 * @example
 * ```ts
 * import type { RestockEvent } from 'shichinarabe/seven-bridge';
 * const e: RestockEvent = { type: 'restock', cards: 17 };
 * ```
 */
export interface RestockEvent {
  /** The stock was rebuilt. */
  type: 'restock';
  /** The new stock's size (its order is hidden). */
  cards: number;
}
/**
 * The stock was empty when a player had to draw (and was not rebuilt): the round ends.
 * @example
 * ```ts
 * import type { StockOutEvent } from 'shichinarabe/seven-bridge';
 * const e: StockOutEvent = { type: 'stock-out' };
 * ```
 */
export interface StockOutEvent {
  /** The stock ran out. */
  type: 'stock-out';
}
/**
 * A round ended: its winner (`null` on a stock out) and each player's points for it.
 * @example
 * ```ts
 * import type { RoundOverEvent } from 'shichinarabe/seven-bridge';
 * const e: RoundOverEvent = { type: 'round-over', round: 1, winner: 0, points: [0, 12, 30, 7] };
 * ```
 */
export interface RoundOverEvent {
  /** A round ended. */
  type: 'round-over';
  /** The round, 1-based. */
  round: number;
  /** Who went out; `null` on a stock out. */
  winner: number | null;
  /** Each player's points for the round. */
  points: number[];
}
/**
 * A new round was dealt; its first player is to move.
 * @example
 * ```ts
 * import type { RoundEvent } from 'shichinarabe/seven-bridge';
 * const e: RoundEvent = { type: 'round', round: 2, firstPlayer: 1 };
 * ```
 */
export interface RoundEvent {
  /** A new round was dealt. */
  type: 'round';
  /** The new round, 1-based. */
  round: number;
  /** Its first player, now to move. */
  firstPlayer: number;
}
/**
 * The game ended with this move.
 * @example
 * ```ts
 * import type { OverEvent } from 'shichinarabe/seven-bridge';
 * const e: OverEvent = { type: 'over' };
 * ```
 */
export interface OverEvent {
  /** The game ended. */
  type: 'over';
}

/**
 * What a move did, in order: the move's own event, a window's `claim` or `no-claim`, then `out`,
 * `restock` or `stock-out`, `round-over`, then `round` or `over`.
 * @example
 * ```ts
 * import { applyMove, createGame, type Event, view } from 'shichinarabe/seven-bridge';
 * const events: Event[] = view(applyMove(createGame({ seed: 1 }), { type: 'draw' }), 0).events;
 * events[0]?.type; // 'draw'
 * ```
 */
export type Event =
  | DrawEvent
  | MeldEvent
  | LayoffEvent
  | DiscardEvent
  | AnswerEvent
  | ClaimEvent
  | NoClaimEvent
  | OutEvent
  | RestockEvent
  | StockOutEvent
  | RoundOverEvent
  | RoundEvent
  | OverEvent;
