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

/** A rank letter: `'A'`, `'2'` … `'9'`, `'T'`, `'J'`, `'Q'`, `'K'`. */
export type Rank = (typeof RANKS)[number];
/** A suit letter: `'S'` ♠, `'H'` ♥, `'D'` ♦, `'C'` ♣. */
export type Suit = (typeof SUITS)[number];
/** The joker's card string. */
export type Joker = 'JK';
/**
 * A card: rank then suit (`'7D'`, `'TH'`, `'AS'`), or the joker `'JK'`.
 * These canonical strings are the only card form the library returns.
 */
export type Card = `${Rank}${Suit}` | Joker;

/** Which game: classic 七並べ or the Kill variant 殺しの7並べ. */
export type Variant = 'classic' | 'kill';
/** How the table starts: every 7 laid out (`'sevens'`), or empty with 7♦ first (`'fan-tan'`). */
export type Start = 'sevens' | 'fan-tan';
/** Classic joker play: with the card beyond it (`'bridge'`) or on its own (`'alone'`). */
export type JokerPlay = 'bridge' | 'alone';
/** Kill variant: when a single card dies. */
export type Death = 'enclosed' | 'left-right';
/** Kill variant: whether a diagonal-only placement is always legal or only when it kills. */
export type Diagonal = 'always' | 'kill-only';
/** Kill variant: how equal dead-card counts are broken. */
export type Tiebreak = 'kills' | 'finish';

/** Options of the Kill variant, given as the nested `kill` object of {@link GameOptions}. */
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

/** Options of {@link createGame}. Every field is optional; see `docs/rules.md` for each rule. */
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

/** Play a card from hand to its cell. */
export interface PlayMove {
  /** Always `'play'`. */
  readonly type: 'play';
  /** The card played. */
  readonly card: Card;
}

/** Pass the turn. */
export interface PassMove {
  /** Always `'pass'`. */
  readonly type: 'pass';
}

/** Classic with a joker: stand the joker in the cell of `card` (and with `'bridge'`, play `next` beyond it). */
export interface JokerMove {
  /** Always `'joker'`. */
  readonly type: 'joker';
  /** The cell the joker stands in (its card's holder lays it at once and takes the joker). */
  readonly card: Card;
  /** With `jokerPlay: 'bridge'`: the mover's card beyond the joker, on the far side from the run. */
  readonly next?: Card;
}

/** A move: play a card, pass, or (classic with a joker) stand the joker in a cell. */
export type Move = PlayMove | PassMove | JokerMove;

/** A card laid from a hand: a play, or the `next` card of a joker move. */
export interface PlayEvent {
  readonly type: 'play';
  /** Who laid it. */
  readonly player: number;
  readonly card: Card;
}
/** The joker stood in `card`'s cell (classic). */
export interface JokerEvent {
  readonly type: 'joker';
  /** Who played the joker. */
  readonly player: number;
  /** The cell the joker stood in. */
  readonly card: Card;
}
/** `card`'s holder laid it in its cell and took the joker (classic). */
export interface SwapEvent {
  readonly type: 'swap';
  /** Who laid `card` and now holds the joker. */
  readonly player: number;
  readonly card: Card;
}
/** A pass. */
export interface PassEvent {
  readonly type: 'pass';
  readonly player: number;
  /** That player's number of passes after this one. */
  readonly passes: number;
}
/** A player was disqualified by a pass: their cards were laid face up (a joker leaves the game). */
export interface DisqualifiedEvent {
  readonly type: 'disqualified';
  readonly player: number;
  /** The cards laid on the table, in table order (a joker is not among them). */
  readonly cards: Card[];
}
/** Cards of one owner died (Kill). */
export interface DiedEvent {
  readonly type: 'died';
  /** Whose cards died. */
  readonly player: number;
  /** The cards, in table order. */
  readonly cards: Card[];
  /** The player whose move killed them, or `null` when nobody is credited (a disqualification). */
  readonly by: number | null;
}
/** A player went out (joined `finished`). */
export interface OutEvent {
  readonly type: 'out';
  readonly player: number;
}
/** A player is stuck with only the joker left (classic): out of play, not among the finished. */
export interface StuckEvent {
  readonly type: 'stuck';
  readonly player: number;
}
/** The mover killed and moves again (Kill `extraTurn`). */
export interface ExtraTurnEvent {
  readonly type: 'extra-turn';
  readonly player: number;
}
/** The game ended with this move. */
export interface OverEvent {
  readonly type: 'over';
}

/**
 * Something the last move did; see {@link GameView.events}. Every event is public: the same in
 * every view.
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

/** Everything a frontend or a bot may know of a game; see {@link view}. */
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
}

/** A player's standing in a {@link Score}. */
export type Status = 'out' | 'playing' | 'stuck' | 'disqualified';

/** One row of {@link Score.standings}. */
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

/** Final or provisional standings; see {@link score}. */
export interface Score {
  /** Whether the game is over (the standings are final). */
  over: boolean;
  /** One row per player, sorted by rank. */
  standings: Standing[];
}

/** Codes of {@link IllegalMoveError}. */
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
 */
export interface GameState {
  /** @internal */
  readonly [gameStateBrand]: true;
}
