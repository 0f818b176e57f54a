/**
 * Public types of what the library reports: views ({@link GameView}), the events of a move
 * ({@link GameEvent}) and scores ({@link Score}).
 * @module
 */
import type { Card, Move } from './types.js';

/**
 * A card laid from a hand: a play, or the `next` card of a joker move.
 * @example
 * ```ts
 * import type { PlayEvent } from 'shichinarabe';
 * const played: PlayEvent = { type: 'play', player: 2, card: '8H' };
 * ```
 */
export interface PlayEvent {
  /** Always `'play'`. */
  readonly type: 'play';
  /** Who laid it. */
  readonly player: number;
  /** The card. */
  readonly card: Card;
}
/**
 * The joker stood in `card`'s cell (classic).
 * @example
 * ```ts
 * import type { JokerEvent } from 'shichinarabe';
 * const stood: JokerEvent = { type: 'joker', player: 3, card: '5H' };
 * ```
 */
export interface JokerEvent {
  /** Always `'joker'`. */
  readonly type: 'joker';
  /** Who played the joker. */
  readonly player: number;
  /** The cell the joker stood in. */
  readonly card: Card;
}
/**
 * `card`'s holder laid it in its cell and took the joker (classic).
 * @example
 * ```ts
 * import type { SwapEvent } from 'shichinarabe';
 * const swap: SwapEvent = { type: 'swap', player: 1, card: '5H' }; // player 1 laid 5♥ and took the joker
 * ```
 */
export interface SwapEvent {
  /** Always `'swap'`. */
  readonly type: 'swap';
  /** Who laid `card` and now holds the joker. */
  readonly player: number;
  /** The card. */
  readonly card: Card;
}
/**
 * A pass.
 * @example
 * ```ts
 * import type { PassEvent } from 'shichinarabe';
 * const passed: PassEvent = { type: 'pass', player: 0, passes: 2 }; // player 0's second pass
 * ```
 */
export interface PassEvent {
  /** Always `'pass'`. */
  readonly type: 'pass';
  /** The player it happened to. */
  readonly player: number;
  /** That player's number of passes after this one. */
  readonly passes: number;
}
/**
 * A player was disqualified by a pass: their cards were laid face up (a joker leaves the game).
 * @example
 * ```ts
 * import type { DisqualifiedEvent } from 'shichinarabe';
 * const out: DisqualifiedEvent = { type: 'disqualified', player: 1, cards: ['2S', 'KH'] };
 * ```
 */
export interface DisqualifiedEvent {
  /** Always `'disqualified'`. */
  readonly type: 'disqualified';
  /** The player it happened to. */
  readonly player: number;
  /** The cards laid on the table, in table order (a joker is not among them). */
  readonly cards: Card[];
}
/**
 * Cards of one owner died (Kill).
 * @example
 * ```ts
 * import type { DiedEvent } from 'shichinarabe';
 * const died: DiedEvent = { type: 'died', player: 0, cards: ['6D'], by: 3 }; // player 3's move killed 6♦ of player 0
 * ```
 */
export interface DiedEvent {
  /** Always `'died'`. */
  readonly type: 'died';
  /** Whose cards died. */
  readonly player: number;
  /** The cards, in table order. */
  readonly cards: Card[];
  /** The player whose move killed them, or `null` when nobody is credited (a disqualification). */
  readonly by: number | null;
}
/**
 * A player went out (joined `finished`).
 * @example
 * ```ts
 * import type { OutEvent } from 'shichinarabe';
 * const out: OutEvent = { type: 'out', player: 2 };
 * ```
 */
export interface OutEvent {
  /** Always `'out'`. */
  readonly type: 'out';
  /** The player it happened to. */
  readonly player: number;
}
/**
 * A player is stuck with only the joker left (classic): out of play, not among the finished.
 * @example
 * ```ts
 * import type { StuckEvent } from 'shichinarabe';
 * const stuck: StuckEvent = { type: 'stuck', player: 2 }; // player 2 holds only the joker
 * ```
 */
export interface StuckEvent {
  /** Always `'stuck'`. */
  readonly type: 'stuck';
  /** The player it happened to. */
  readonly player: number;
}
/**
 * The mover killed and moves again (Kill `extraTurn`).
 * @example
 * ```ts
 * import type { ExtraTurnEvent } from 'shichinarabe';
 * const again: ExtraTurnEvent = { type: 'extra-turn', player: 1 };
 * ```
 */
export interface ExtraTurnEvent {
  /** Always `'extra-turn'`. */
  readonly type: 'extra-turn';
  /** The player it happened to. */
  readonly player: number;
}
/**
 * The game ended with this move.
 * @example
 * ```ts
 * import type { OverEvent } from 'shichinarabe';
 * const over: OverEvent = { type: 'over' };
 * ```
 */
export interface OverEvent {
  /** Always `'over'`. */
  readonly type: 'over';
}

/**
 * Something the last move did; see {@link GameView.events}. Every event is public: the same in
 * every view.
 * @example
 * ```ts
 * import { applyMove, createGame, type GameEvent, legalMoves, view } from 'shichinarabe';
 * let game = createGame({ variant: 'kill', seed: 3 });
 * game = applyMove(game, legalMoves(game)[0]);
 * const events: GameEvent[] = view(game, 0).events;
 * for (const e of events) if (e.type === 'died') console.log(`${e.cards.join(' ')} of player ${e.player} died`);
 * ```
 */
export type GameEvent =
  | PlayEvent
  | JokerEvent
  | SwapEvent
  | PassEvent
  | DisqualifiedEvent
  | DiedEvent
  | OutEvent
  | StuckEvent
  | ExtraTurnEvent
  | OverEvent;

/**
 * Everything a frontend or a bot may know of a game; see {@link view}.
 * @example
 * ```ts
 * import { createGame, type GameView, view } from 'shichinarabe';
 * const mine: GameView = view(createGame({ seed: 9 }), 0);
 * mine.hands[0]; // my cards
 * mine.hands[1]; // null: hidden
 * mine.events; // [] at the start
 * ```
 */
export interface GameView {
  /** Whose view this is; `null` for the whole truth. */
  player: number | null;
  /** The player to move; `null` when the game is over. */
  current: number | null;
  /** Whether the game is over. */
  over: boolean;
  /** Each player's hand in table order, the joker last; other players' hands are `null` in a player's view. */
  hands: (Card[] | null)[];
  /** Number of cards in each player's hand. */
  handSizes: number[];
  /** Cards on the table, in table order. */
  table: Card[];
  /** Each player's revealed dead cards (Kill), in table order. */
  dead: Card[][];
  /** Other players' cards each player has killed (Kill). */
  kills: number[];
  /** Own cards each player has killed (Kill). */
  selfKills: number[];
  /** Passes each player has made. */
  passes: number[];
  /** Players in the order they went out. */
  finished: number[];
  /** Players in the order they were disqualified. */
  disqualified: number[];
  /** The mover's legal moves (in a player's view: `[]` when it is not their turn). */
  legalMoves: Move[];
  /** The last move made, or `null` at the start. */
  lastMove: Move | null;
  /** Who made `lastMove` (`null` at the start). */
  lastPlayer: number | null;
  /**
   * What `lastMove` did, in the order it happened (`[]` at the start): the move's own event (`play`;
   * `joker` then the `play` of its `next`; or `pass`), then a `swap`, a `disqualified`, the `died`
   * events (owners in player order), the `out` and `stuck` events in the order players left, an
   * `extra-turn`, and `over` last. Every event is public: the same in every view. A Kill player
   * whose last cards another's move killed goes out when the turn would pass to them: their `out`
   * is among the events of the move after which that happens.
   */
  events: GameEvent[];
  /**
   * Who holds the joker, when the viewer can know it: always in the whole truth (`null` when
   * nobody does: no joker in the game, or it left with a disqualified player); in a player's view
   * when that player holds it, when it has changed hands in public (a `swap`) since the deal, or
   * when its holder is stuck with it; otherwise `null`.
   */
  jokerHolder: number | null;
  /** Moves made so far, passes included. */
  moveNumber: number;
}

/**
 * A player's standing in a {@link Score}.
 * @example
 * ```ts
 * import { createGame, score, type Status } from 'shichinarabe';
 * const status: Status = score(createGame({ seed: 1 })).standings[0]!.status; // 'playing'
 * ```
 */
export type Status = 'out' | 'playing' | 'stuck' | 'disqualified';

/**
 * One row of {@link Score.standings}.
 * @example
 * ```ts
 * import { createGame, score, type Standing } from 'shichinarabe';
 * const best: Standing = score(createGame({ seed: 1 })).standings[0]!;
 * console.log(best.player, best.rank, best.cardsLeft, best.chips);
 * ```
 */
export interface Standing {
  /** The player's index. */
  player: number;
  /** 1 = best; ranks are a permutation of 1..players. */
  rank: number;
  /** `'out'`, `'playing'`, `'stuck'` (classic: only the joker left) or `'disqualified'`. */
  status: Status;
  /** Cards left in hand (0 for a disqualified player). */
  cardsLeft: number;
  /** Dead cards (Kill). */
  dead: number;
  /** Other players' cards this player killed (Kill). */
  kills: number;
  /** Own cards this player killed (Kill). */
  selfKills: number;
  /** Classic: net Fan Tan chips (they sum to 0). Kill: 0. */
  chips: number;
}

/**
 * Final or provisional standings; see {@link score}.
 * @example
 * ```ts
 * import { createGame, type Score, score } from 'shichinarabe';
 * const result: Score = score(createGame({ seed: 1 }));
 * result.over; // false: provisional standings
 * ```
 */
export interface Score {
  /** Whether the game is over (the standings are final). */
  over: boolean;
  /** One row per player, sorted by rank. */
  standings: Standing[];
}
