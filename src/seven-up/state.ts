/**
 * The game state. A `Game` holds what never changes during a game — the resolved options and the
 * decks given — and is shared by all the states of that game; a `State` is one moment.
 *
 * Every field is plain data (numbers, arrays of numbers, small objects), so a state survives
 * `structuredClone` and JSON. Cards are cells (`suit * 16 + rank`, see `shared/cards.ts`) and sets
 * of cards are card-set words (`shared/cardset.ts`). Hands are not stored: a player holds the cards
 * dealt to them (`dealt`) that are neither played (`played`) nor discarded (`discards`).
 *
 * Only objects made by these classes carry their private brand, which nobody else can add: a copy
 * (`structuredClone`, JSON, a spread) or a forgery is a stranger, checked in full before use
 * (`trust.ts`). States are immutable once made: the rule code changes only the draft of the next
 * state, a new `State` copied from the previous one.
 * @module
 */
import { count } from '../shared/cardset.js';
import type { DealScore } from './reports.js';
import type { Move, RecordOptions } from './types.js';

/** A game record's `format`. */
export const FORMAT = 'shichinarabe/seven-up/1';

/** Phases (`State.phase`), in the order of a deal. */
export const STAND = 0;
export const GIFT = 1;
export const DISCARD = 2;
export const PLAY = 3;
export const OVER = 4;
/** The public names of the phases, by code. */
export const PHASES = ['stand', 'gift', 'discard', 'play', 'over'] as const;

/** Cards each player holds for the tricks; also the number of tricks. */
export const HAND = 6;
/** Cards each player gets when the pack is run. */
export const RUN_CARDS = 3;

/** What a turn-up of each rank (A … K) scores for the dealer's side: `kick: 'jack'`, a jack 1. */
const JACK_KICKS: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0];
/** `kick: 'trinidad'`: an ace 1, a six 2, a jack 3. */
const TRINIDAD_KICKS: readonly number[] = [1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 0];

/** Everything fixed for a whole game; shared by all its states. */
export class Game {
  declare readonly format: typeof FORMAT;
  /** Every option, resolved (what a record's `options` holds). */
  declare readonly options: RecordOptions;
  /** The decks given (cells), for deals 1, 2, …; later deals' decks come from the seed. */
  declare readonly decks: readonly (readonly number[])[];
  declare readonly players: number;
  /** Number of sides: 2 with partnerships, else one per player. */
  declare readonly sides: number;
  /** What a seat adds (mod `players`) to reach the next player in `direction`: 1, or `players` − 1. */
  declare readonly turn: number;
  /** What a turn-up of each rank (A … K) scores for the dealer's side. */
  declare readonly kicks: readonly number[];

  constructor(options: RecordOptions, decks: readonly (readonly number[])[]) {
    this.format = FORMAT;
    this.options = options;
    this.decks = decks;
    this.players = options.players;
    this.sides = options.partnerships ? 2 : options.players;
    this.turn = options.direction === 'anticlockwise' ? options.players - 1 : 1;
    this.kicks = options.kick === 'trinidad' ? TRINIDAD_KICKS : JACK_KICKS;
  }
}

/** The fields of a state. */
export interface StateFields {
  readonly game: Game;
  /** The move that made this state; `null` at the start. */
  readonly lastMove: Move | null;
  /** The state before `lastMove`, or (at the start of a chain, `history.ts`) every move before it. */
  readonly before: State | readonly Move[] | null;
  /** Number of moves played so far. */
  readonly moveCount: number;
  /** Deals started so far, redeals included (1-based). */
  readonly deal: number;
  readonly dealer: number;
  /** This deal's deck (cells, in the order they are dealt). */
  readonly deck: readonly number[];
  /** Times the pack was run in this deal (turn-ups so far − 1). */
  readonly runs: number;
  /** `STAND`, `GIFT`, `DISCARD`, `PLAY` or `OVER`. */
  readonly phase: number;
  /** The player to move, -1 when the game is over. */
  readonly current: number;
  /** The trump suit (0–3), -1 before it is made. */
  readonly trump: number;
  /** The cards dealt to each player in this deal: two card-set words per player `[lo0, hi0, lo1, …]`. */
  readonly dealt: readonly number[];
  /** Cards played to tricks in this deal (card-set words). */
  readonly playedLo: number;
  readonly playedHi: number;
  /** Cards discarded in this deal. */
  readonly discardsLo: number;
  readonly discardsHi: number;
  /** Who leads the trick being played. */
  readonly leader: number;
  /** The trick being played, packed: number of cards (3 bits), then each card's cell (6 bits each). */
  readonly trick: number;
  /** The deal's finished tricks, packed: leader (2 bits), winner (2 bits), then each card's cell (6 bits each). */
  readonly tricks: readonly number[];
  /** Each side's points. */
  readonly points: readonly number[];
  /** Each side's points when this deal was dealt (what the deal scored is the difference). */
  readonly pointsBefore: readonly number[];
  /** The deals played out or ended by the game's end. */
  readonly results: readonly DealScore[];
  /** The winning side, -1 before the end. */
  readonly winner: number;
}

/** One moment of a game. Its fields are only ever written while it is the draft of the next state. */
export class State implements StateFields {
  readonly #made = true;
  declare game: Game;
  declare lastMove: Move | null;
  declare before: State | readonly Move[] | null;
  declare moveCount: number;
  declare deal: number;
  declare dealer: number;
  declare deck: readonly number[];
  declare runs: number;
  declare phase: number;
  declare current: number;
  declare trump: number;
  declare dealt: readonly number[];
  declare playedLo: number;
  declare playedHi: number;
  declare discardsLo: number;
  declare discardsHi: number;
  declare leader: number;
  declare trick: number;
  declare tricks: readonly number[];
  declare points: readonly number[];
  declare pointsBefore: readonly number[];
  declare results: readonly DealScore[];
  declare winner: number;

  // Every field a parameter, so that a state is allocated at once with its final shape.
  constructor(
    game: Game,
    lastMove: Move | null,
    before: State | readonly Move[] | null,
    moveCount: number,
    deal: number,
    dealer: number,
    deck: readonly number[],
    runs: number,
    phase: number,
    current: number,
    trump: number,
    dealt: readonly number[],
    playedLo: number,
    playedHi: number,
    discardsLo: number,
    discardsHi: number,
    leader: number,
    trick: number,
    tricks: readonly number[],
    points: readonly number[],
    pointsBefore: readonly number[],
    results: readonly DealScore[],
    winner: number,
  ) {
    this.game = game;
    this.lastMove = lastMove;
    this.before = before;
    this.moveCount = moveCount;
    this.deal = deal;
    this.dealer = dealer;
    this.deck = deck;
    this.runs = runs;
    this.phase = phase;
    this.current = current;
    this.trump = trump;
    this.dealt = dealt;
    this.playedLo = playedLo;
    this.playedHi = playedHi;
    this.discardsLo = discardsLo;
    this.discardsHi = discardsHi;
    this.leader = leader;
    this.trick = trick;
    this.tricks = tricks;
    this.points = points;
    this.pointsBefore = pointsBefore;
    this.results = results;
    this.winner = winner;
  }

  /** Whether a value is a state this library made (not a copy, not a forgery). */
  static made(value: object): value is State {
    return #made in value;
  }
}

/** A state being made: the copy of the previous state that a move's rules change. */
export type Draft = State;

/** A copy of a state, to change as the draft of the next one. */
export const copyOf = (s: State): Draft =>
  new State(
    s.game,
    s.lastMove,
    s.before,
    s.moveCount,
    s.deal,
    s.dealer,
    s.deck,
    s.runs,
    s.phase,
    s.current,
    s.trump,
    s.dealt,
    s.playedLo,
    s.playedHi,
    s.discardsLo,
    s.discardsHi,
    s.leader,
    s.trick,
    s.tricks,
    s.points,
    s.pointsBefore,
    s.results,
    s.winner,
  );

// --- Players, sides, hands ---------------------------------------------------------------------

/** The next player in the game's direction: `p + 1` clockwise, `p − 1` anticlockwise (mod the players). */
export const nextPlayer = (s: State, p: number): number => (p + s.game.turn) % s.game.players;
/** The player `k` seats on from `p` in the game's direction. */
export const seatAfter = (s: State, p: number, k: number): number => (p + k * s.game.turn) % s.game.players;
/** The eldest: the dealer's left neighbour (the next player in the game's direction). */
export const eldestOf = (s: State): number => nextPlayer(s, s.dealer);
/** A player's side: with partnerships 0 and 2 are side 0, 1 and 3 side 1; else each player is a side. */
export const sideOf = (s: State, player: number): number => (s.game.options.partnerships ? player & 1 : player);
/** The lo word (♠, ♥) of a player's hand. */
export const handLo = (s: State, p: number): number => (s.dealt[2 * p] as number) & ~(s.playedLo | s.discardsLo);
/** The hi word (♦, ♣) of a player's hand. */
export const handHi = (s: State, p: number): number => (s.dealt[2 * p + 1] as number) & ~(s.playedHi | s.discardsHi);
/** Number of cards in a player's hand. */
export const handSize = (s: State, p: number): number => count(handLo(s, p)) + count(handHi(s, p));
/** Whether a player holds a cell. */
export const holds = (s: State, p: number, cell: number): boolean =>
  (((cell < 32 ? handLo(s, p) : handHi(s, p)) >>> (cell & 31)) & 1) === 1;
/** Who was dealt a cell in this deal, or -1. */
export function ownerOf(s: State, cell: number): number {
  const word = cell < 32 ? 0 : 1;
  for (let p = 0; p < s.game.players; p++)
    if ((((s.dealt[2 * p + word] as number) >>> (cell & 31)) & 1) === 1) return p;
  return -1;
}

// --- The pack ----------------------------------------------------------------------------------

/** Where the deck's `k`-th turn-up (0 = the first) lies: after six cards each, then 3 each + 1 per run. */
export const turnUpAt = (players: number, k: number): number => HAND * players + k * (RUN_CARDS * players + 1);
/** The cell of the deal's latest turn-up. */
export const turnUpOf = (s: State): number => s.deck[turnUpAt(s.game.players, s.runs)] as number;
/** Cards neither dealt nor turned up in this deal. */
export const packSizeOf = (s: State): number => 52 - turnUpAt(s.game.players, s.runs) - 1;

// --- Tricks ------------------------------------------------------------------------------------

/** Number of cards in the trick being played. */
export const trickSize = (trick: number): number => trick & 7;
/** The cell of the `i`-th card of the trick being played. */
export const trickCard = (trick: number, i: number): number => (trick >>> (3 + 6 * i)) & 63;
/** A finished trick's leader. */
export const leaderOf = (packed: number): number => packed & 3;
/** A finished trick's winner. */
export const winnerOf = (packed: number): number => (packed >>> 2) & 3;
/** The cell of the `i`-th card of a finished trick. */
export const cardOf = (packed: number, i: number): number => (packed >>> (4 + 6 * i)) & 63;
