/**
 * Public types of what Seven Up reports: views ({@link View}), the events of a move
 * ({@link Event}) and scores ({@link Score}).
 * @module
 */
import type { Card, Suit } from '../shared/cards.js';
import type { Move, Phase } from './types.js';

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
 * A side scored a point outside the count: a turned-up jack (the dealer's side) or a gift (the eldest's side).
 * @example
 * ```ts
 * import type { PointEvent } from 'shichinarabe/seven-up';
 * const e: PointEvent = { type: 'point', side: 0, reason: 'gift' };
 * ```
 */
export interface PointEvent {
  /** Always `'point'`. */
  readonly type: 'point';
  /** The side scoring. */
  readonly side: number;
  /** Why. */
  readonly reason: 'turn-up-jack' | 'gift';
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
 * One of the four points of the count after the sixth trick: `side: null` when not awarded.
 * `card` names the card of High, Low and Jack when awarded; `totals` (per side) comes with Game.
 * @example
 * ```ts
 * import type { AwardEvent } from 'shichinarabe/seven-up';
 * const high: AwardEvent = { type: 'award', kind: 'high', side: 1, card: 'AH' };
 * const game: AwardEvent = { type: 'award', kind: 'game', side: null, totals: [12, 12] };
 * ```
 */
export interface AwardEvent {
  /** Always `'award'`. */
  readonly type: 'award';
  /** Which point. */
  readonly kind: 'high' | 'low' | 'jack' | 'game';
  /** The side scoring it, `null` when not awarded. */
  readonly side: number | null;
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
  /** This deal's eldest (the dealer's left neighbour). */
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
 * One deal of the score sheet: who scored each point of the count (a side, or `null`).
 * @example
 * ```ts
 * import type { DealScore } from 'shichinarabe/seven-up';
 * const d: DealScore = { deal: 1, dealer: 0, trump: 'S', high: 1, low: 0, jack: null, game: 1 };
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
  /** The deals played out or ended by the game's end (abandoned deals left out). */
  readonly deals: readonly DealScore[];
  /** One per player, by rank then player. */
  readonly standings: readonly Standing[];
}
