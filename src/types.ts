/**
 * Public types of shichinarabe: cards, moves, options, views and scores.
 *
 * The constant tuples are the source of truth; the unions are derived from them.
 * @module
 */

/** The thirteen ranks, in table (column) order: A, 2, …, 9, T (ten), J, Q, K. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
/** The four suits, in table (row) order: spades, hearts, diamonds, clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;

/**
 * A rank letter: `'A'`, `'2'` … `'9'`, `'T'`, `'J'`, `'Q'`, `'K'`.
 * @example
 * ```ts
 * import { RANKS, type Rank } from 'shichinarabe';
 * const ten: Rank = 'T';
 * RANKS.indexOf(ten); // 9
 * ```
 */
export type Rank = (typeof RANKS)[number];
/**
 * A suit letter: `'S'` ♠, `'H'` ♥, `'D'` ♦, `'C'` ♣.
 * @example
 * ```ts
 * import { SUITS, type Suit } from 'shichinarabe';
 * const diamonds: Suit = 'D';
 * SUITS.indexOf(diamonds); // 2: the third row
 * ```
 */
export type Suit = (typeof SUITS)[number];
/**
 * The joker's card string.
 * @example
 * ```ts
 * import type { Card, Joker } from 'shichinarabe';
 * const joker: Joker = 'JK';
 * const card: Card = joker;
 * ```
 */
export type Joker = 'JK';
/**
 * A card: rank then suit (`'7D'`, `'TH'`, `'AS'`), or the joker `'JK'`.
 * These canonical strings are the only card form the library returns.
 * @example
 * ```ts
 * import { type Card, formatCard, parseCard } from 'shichinarabe';
 * const card: Card = parseCard('10♥'); // 'TH'
 * formatCard(card); // '10♥'
 * ```
 */
export type Card = `${Rank}${Suit}` | Joker;

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
