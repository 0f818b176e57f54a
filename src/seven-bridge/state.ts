/**
 * The game state. A `Game` holds what never changes during a game — the resolved options and the
 * decks given — and is shared by all the states of that game; a `State` is one moment.
 *
 * Every field is plain data (numbers, arrays, plain objects), so a state survives
 * `structuredClone` and JSON. Cards are numbers: a cell `suit * 16 + rank` (see the shared
 * `cards.ts`) or `JOKER` (64); a hand is two card-set words and a count of jokers.
 *
 * Only objects made by `State` carry its private brand: a copy or a forgery is a stranger, checked
 * in full before use (`trust.ts`). A state is never written once made: a move's rules change
 * the draft of the next state (`copyOf`), nothing else.
 * @module
 */
import { count } from '../shared/cardset.js';
import type { Card } from '../shared/cards.js';
import type { RoundResult } from './reports.js';
import type { Move, RecordOptions } from './types.js';

/** The game-record format. */
export const FORMAT = 'shichinarabe/seven-bridge/1';

/** Phases, as numbers in a state. */
export const DRAW = 0;
export const PLAY = 1;
export const CLAIM = 2;
export const OVER = 3;
/** The phases' names, by number. */
export const PHASES = ['draw', 'play', 'claim', 'over'] as const;

/** Meld kinds, as a state stores them. */
export type MeldKind = 'set' | 'run' | 'seven';

/**
 * A meld on the table. `cards` are in meld order; `low` is, for a run, the place in the rank
 * order of its first card (0 = an ace below 2, 1 = 2, …, 12 = K, 13 = an ace above K); for a set
 * or a seven, its rank.
 */
export interface MeldData {
  readonly owner: number;
  readonly kind: MeldKind;
  readonly cards: readonly number[];
  readonly low: number;
}

/** Everything fixed for a whole game; shared by all its states. */
export class Game {
  declare readonly format: typeof FORMAT;
  /** Every option, resolved (what a game record's `options` holds). */
  declare readonly options: RecordOptions;
  /**
   * The decks given (`options.decks` of `createGame`, or a record's `decks` without those at its
   * end that are the seed's own), canonical cards.
   */
  declare readonly decks: readonly (readonly Card[])[];
  declare readonly players: number;

  constructor(options: RecordOptions, decks: readonly (readonly Card[])[]) {
    this.format = FORMAT;
    this.options = options;
    this.decks = decks;
    this.players = options.players;
  }
}

/** One moment of a game. Its fields are only ever written while it is the draft of the next state. */
export class State {
  readonly #made = true;
  /** The game (options and decks given). */
  declare game: Game;
  /** The move that made this state (its public form); `null` at the start. */
  declare lastMove: Move | null;
  /** The state before `lastMove`, or (at a cut of the chain, `history.ts`) every move before it. */
  declare before: State | readonly Move[] | null;
  /** Moves made so far. */
  declare moveCount: number;
  /** The round, 1-based. */
  declare round: number;
  /** This round's first player. */
  declare first: number;
  /** `DRAW`, `PLAY`, `CLAIM` or `OVER`. */
  declare phase: number;
  /** The player to move (in a claim window, the player asked); -1 when over. */
  declare current: number;
  /**
   * This round's deck as dealt, or after the stock was rebuilt, the rebuilt stock (top first);
   * shared by the states until the next deal or rebuild.
   */
  declare deck: readonly number[];
  /** The index in `deck` of the stock's top card (`deck.length`: the stock is empty). */
  declare stock: number;
  /** How many times this round's stock has been rebuilt from the discard pile. */
  declare restocked: number;
  /** Three numbers per player: the two card-set words of their hand and their number of jokers. */
  declare hands: readonly number[];
  /** The discard pile, bottom to top. */
  declare discards: readonly number[];
  /** This round's melds, by id. */
  declare melds: readonly MeldData[];
  /** Bit p set when player p owns a meld this round. */
  declare owners: number;
  /** Discards made this round. */
  declare discardCount: number;
  /** In a claim window: the discarder; otherwise -1. */
  declare discarder: number;
  /** In a claim window: the chi held (its cards in meld order), or `null`. */
  declare chi: readonly number[] | null;
  /** Whether the player whose turn it is owned a meld when the turn began (no one-go win then). */
  declare melded: boolean;
  /** When this turn began with a claim, the discarder claimed from; otherwise -1. */
  declare claimedFrom: number;
  /** The finished rounds. */
  declare results: readonly RoundResult[];

  constructor(
    game: Game,
    lastMove: Move | null,
    before: State | readonly Move[] | null,
    moveCount: number,
    round: number,
    first: number,
    phase: number,
    current: number,
    deck: readonly number[],
    stock: number,
    restocked: number,
    hands: readonly number[],
    discards: readonly number[],
    melds: readonly MeldData[],
    owners: number,
    discardCount: number,
    discarder: number,
    chi: readonly number[] | null,
    melded: boolean,
    claimedFrom: number,
    results: readonly RoundResult[],
  ) {
    this.game = game;
    this.lastMove = lastMove;
    this.before = before;
    this.moveCount = moveCount;
    this.round = round;
    this.first = first;
    this.phase = phase;
    this.current = current;
    this.deck = deck;
    this.stock = stock;
    this.restocked = restocked;
    this.hands = hands;
    this.discards = discards;
    this.melds = melds;
    this.owners = owners;
    this.discardCount = discardCount;
    this.discarder = discarder;
    this.chi = chi;
    this.melded = melded;
    this.claimedFrom = claimedFrom;
    this.results = results;
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
    s.round,
    s.first,
    s.phase,
    s.current,
    s.deck,
    s.stock,
    s.restocked,
    s.hands,
    s.discards,
    s.melds,
    s.owners,
    s.discardCount,
    s.discarder,
    s.chi,
    s.melded,
    s.claimedFrom,
    s.results,
  );

// --- Hands -------------------------------------------------------------------------------------

/** The lo word (♠ ♥) of a player's hand. */
export const handLo = (s: State, p: number): number => s.hands[3 * p] as number;
/** The hi word (♦ ♣) of a player's hand. */
export const handHi = (s: State, p: number): number => s.hands[3 * p + 1] as number;
/** The number of jokers in a player's hand. */
export const jokersOf = (s: State, p: number): number => s.hands[3 * p + 2] as number;
/** The number of cards in a player's hand. */
export const handSize = (s: State, p: number): number =>
  count(s.hands[3 * p] as number) + count(s.hands[3 * p + 1] as number) + (s.hands[3 * p + 2] as number);
/** Whether a player owns a meld this round. */
export const ownsMeld = (s: State, p: number): boolean => ((s.owners >>> p) & 1) === 1;
/** The player to the left of `p` (the next in turn). */
export const leftOf = (s: State, p: number): number => (p + 1 === s.game.players ? 0 : p + 1);
