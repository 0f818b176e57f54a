/**
 * Public types of the events of a move ({@link Event}): what a view's `events` tells, in order.
 * @module
 */
import type { Card, Suit } from '../shared/cards.js';

/**
 * A deal (or a redeal) was dealt: six cards each and a turn-up.
 * @example
 * ```ts
 * import type { DealEvent } from 'shichinarabe/seven-up';
 * const e: DealEvent = { type: 'deal', deal: 2, dealer: 1 };
 * ```
 */
export interface DealEvent {
  /** Always `'deal'`. */
  readonly type: 'deal';
  /** The deal's number (deals started so far, redeals included). */
  readonly deal: number;
  /** Who dealt. */
  readonly dealer: number;
}
/**
 * A card was turned up from the pack.
 * @example
 * ```ts
 * import type { TurnUpEvent } from 'shichinarabe/seven-up';
 * const e: TurnUpEvent = { type: 'turn-up', card: 'JH' };
 * ```
 */
export interface TurnUpEvent {
  /** Always `'turn-up'`. */
  readonly type: 'turn-up';
  /** The card turned up. */
  readonly card: Card;
}
/**
 * A side scored outside the count: a turn-up (the dealer's side: a jack 1, or with `kick:
 * 'trinidad'` an ace 1, a six 2, a jack 3; the card is the turn-up event's before it) or a gift
 * (the eldest's side, 1).
 * @example
 * ```ts
 * import type { PointEvent } from 'shichinarabe/seven-up';
 * const gift: PointEvent = { type: 'point', side: 0, reason: 'gift', points: 1 };
 * const kick: PointEvent = { type: 'point', side: 1, reason: 'turn-up', points: 3 };
 * ```
 */
export interface PointEvent {
  /** Always `'point'`. */
  readonly type: 'point';
  /** The side scoring. */
  readonly side: number;
  /** Why: the turn-up (told in the `turn-up` event before it) or the gift. */
  readonly reason: 'turn-up' | 'gift';
  /** How many points. */
  readonly points: number;
}
/**
 * The eldest stood.
 * @example
 * ```ts
 * import type { StandEvent } from 'shichinarabe/seven-up';
 * const e: StandEvent = { type: 'stand', player: 1 };
 * ```
 */
export interface StandEvent {
  /** Always `'stand'`. */
  readonly type: 'stand';
  /** The eldest. */
  readonly player: number;
}
/**
 * The eldest begged.
 * @example
 * ```ts
 * import type { BegEvent } from 'shichinarabe/seven-up';
 * const e: BegEvent = { type: 'beg', player: 1 };
 * ```
 */
export interface BegEvent {
  /** Always `'beg'`. */
  readonly type: 'beg';
  /** The eldest. */
  readonly player: number;
}
/**
 * The dealer gave a point and kept the turn-up's suit.
 * @example
 * ```ts
 * import type { GiftEvent } from 'shichinarabe/seven-up';
 * const e: GiftEvent = { type: 'gift', player: 0 };
 * ```
 */
export interface GiftEvent {
  /** Always `'gift'`. */
  readonly type: 'gift';
  /** The dealer. */
  readonly player: number;
}
/**
 * The dealer ran the pack.
 * @example
 * ```ts
 * import type { RunEvent } from 'shichinarabe/seven-up';
 * const e: RunEvent = { type: 'run', player: 0 };
 * ```
 */
export interface RunEvent {
  /** Always `'run'`. */
  readonly type: 'run';
  /** The dealer. */
  readonly player: number;
}
/**
 * The pack ran out before a new suit was turned up: the deal is abandoned and the same dealer deals again.
 * @example
 * ```ts
 * import type { RedealEvent } from 'shichinarabe/seven-up';
 * const e: RedealEvent = { type: 'redeal' };
 * ```
 */
export interface RedealEvent {
  /** Always `'redeal'`. */
  readonly type: 'redeal';
}
/**
 * Trump was made.
 * @example
 * ```ts
 * import type { TrumpEvent } from 'shichinarabe/seven-up';
 * const e: TrumpEvent = { type: 'trump', suit: 'H' };
 * ```
 */
export interface TrumpEvent {
  /** Always `'trump'`. */
  readonly type: 'trump';
  /** The trump suit. */
  readonly suit: Suit;
}
/**
 * A player discarded a card face down; `card` only in the discarder's view and the whole truth.
 * @example
 * ```ts
 * import type { DiscardEvent } from 'shichinarabe/seven-up';
 * const mine: DiscardEvent = { type: 'discard', player: 2, card: '3C' };
 * const theirs: DiscardEvent = { type: 'discard', player: 2 };
 * ```
 */
export interface DiscardEvent {
  /** Always `'discard'`. */
  readonly type: 'discard';
  /** Who discarded. */
  readonly player: number;
  /** The card, when the viewer may know it. */
  readonly card?: Card;
}
/**
 * A card was played to the trick.
 * @example
 * ```ts
 * import type { PlayEvent } from 'shichinarabe/seven-up';
 * const e: PlayEvent = { type: 'play', player: 3, card: 'KD' };
 * ```
 */
export interface PlayEvent {
  /** Always `'play'`. */
  readonly type: 'play';
  /** Who played. */
  readonly player: number;
  /** The card. */
  readonly card: Card;
}
/**
 * A trick was completed.
 * @example
 * ```ts
 * import type { TrickEvent } from 'shichinarabe/seven-up';
 * const e: TrickEvent = { type: 'trick', winner: 1, cards: ['5S', 'KS', '2H', '9S'] };
 * ```
 */
export interface TrickEvent {
  /** Always `'trick'`. */
  readonly type: 'trick';
  /** Who won it (and leads next). */
  readonly winner: number;
  /** Its cards, in the order played. */
  readonly cards: readonly Card[];
}
/**
 * One of the four points of the count after the sixth trick: `side: null` (and `points: 0`) when
 * not awarded; `points` 1, or 3 for a hanged jack (`hangJack`). `card` names the card of High, Low
 * and Jack when awarded; `totals` (per side) comes with Game.
 * @example
 * ```ts
 * import type { AwardEvent } from 'shichinarabe/seven-up';
 * const high: AwardEvent = { type: 'award', kind: 'high', side: 1, points: 1, card: 'AH' };
 * const hanged: AwardEvent = { type: 'award', kind: 'jack', side: 0, points: 3, card: 'JH' };
 * const game: AwardEvent = { type: 'award', kind: 'game', side: null, points: 0, totals: [12, 12] };
 * ```
 */
export interface AwardEvent {
  /** Always `'award'`. */
  readonly type: 'award';
  /** Which point. */
  readonly kind: 'high' | 'low' | 'jack' | 'game';
  /** The side scoring it, `null` when not awarded. */
  readonly side: number | null;
  /** What it scored: 1, 3 for a hanged jack, 0 when not awarded. */
  readonly points: number;
  /** High, Low, Jack: the card that scores it (when awarded). */
  readonly card?: Card;
  /** Game: each side's total of counting cards won. */
  readonly totals?: readonly number[];
}
/**
 * The game ended: a side reached the target.
 * @example
 * ```ts
 * import type { OverEvent } from 'shichinarabe/seven-up';
 * const e: OverEvent = { type: 'over', winner: 0 };
 * ```
 */
export interface OverEvent {
  /** Always `'over'`. */
  readonly type: 'over';
  /** The winning side. */
  readonly winner: number;
}

/**
 * What a move did, in order (see {@link View.events}).
 * @example
 * ```ts
 * import { applyMove, createGame, type Event, view } from 'shichinarabe/seven-up';
 * const events: readonly Event[] = view(applyMove(createGame({ seed: 1, target: 50 }), { type: 'stand' })).events;
 * events[0]; // { type: 'stand', player: 1 }
 * ```
 */
export type Event =
  | DealEvent
  | TurnUpEvent
  | PointEvent
  | StandEvent
  | BegEvent
  | GiftEvent
  | RunEvent
  | RedealEvent
  | TrumpEvent
  | DiscardEvent
  | PlayEvent
  | TrickEvent
  | AwardEvent
  | OverEvent;
