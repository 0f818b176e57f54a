/**
 * The game state. A `Game` holds what never changes during a game — the resolved options, the
 * deal and the rules — and is shared by all the states of that game; a `State` is one moment.
 *
 * Every field is plain data (numbers, strings, arrays, objects), so a state survives
 * `structuredClone` and JSON; the rules live in a private field of the `Game`, which neither
 * copies. Hands are not stored: a player holds exactly the cards they were dealt that are neither
 * on the table nor dead, plus the joker if `joker` names them.
 *
 * Only objects made by these classes carry their private brand, which nobody else can add: a
 * copy (`structuredClone`, JSON, a spread) or a forgery is a stranger, checked in full before use
 * (`trust.ts`). States are immutable once made: the rule code changes only the draft of the next
 * state (`Draft`), a new `State` copied from the previous one.
 * @module
 */
import { count } from '../shared/cardset.js';
import type { RecordOptions } from './options.js';
import type { Rules } from './rules.js';
import type { Move } from './types.js';
import type { GameEvent, Status } from './reports.js';

/** Marks the game-record format (a record's `format`, and every `Game`'s). */
export const FORMAT = 'shichinarabe/1';

/** The deal as it was made: what each player was dealt, and the initial table. */
export interface Deal {
  /** Two card-set words per player: `[lo0, hi0, lo1, hi1, …]` (the joker is not a cell). */
  readonly hands: readonly number[];
  /** The player dealt the joker, or -1. */
  readonly joker: number;
  /** Number of cards each player was dealt, the joker included. */
  readonly sizes: readonly number[];
  /** The initial table (before any 7 is laid out, before any death). */
  readonly tableLo: number;
  readonly tableHi: number;
}

/** Everything fixed for a whole game; shared by all its states. */
export class Game {
  declare readonly format: typeof FORMAT;
  /** Every option, resolved (what a game record's `options` holds). */
  declare readonly options: RecordOptions;
  /** The deal as it was made (a game record's `deal`). */
  declare readonly deal: Deal;
  declare readonly players: number;
  readonly #rules: Rules;
  readonly #told: Told | null;

  constructor(options: RecordOptions, deal: Deal, rules: Rules, told: Told | null = null) {
    this.format = FORMAT;
    this.options = options;
    this.deal = deal;
    this.players = options.players;
    this.#rules = rules;
    this.#told = told;
  }

  /** The rules (not copied by `structuredClone` or JSON: a copied game is rebuilt from its options). */
  get rules(): Rules {
    return this.#rules;
  }

  /** For a game set up from a position (`position.ts`), what its first state's view told; else `null`. */
  get told(): Told | null {
    return this.#told;
  }
}

/**
 * What a view told of a position that a state made from it cannot derive from its own history
 * (which starts at the position): who made its last move, what that move did, how many moves were
 * made before it, and whether the joker has changed hands in public.
 */
export interface Told {
  readonly lastPlayer: number | null;
  readonly events: readonly GameEvent[];
  /** The moves made before the position's state beyond its own history (`moveNumber − moveCount`). */
  readonly moveOffset: number;
  readonly jokerSwapped: boolean;
}

/** The fields of a state. */
export interface StateFields {
  readonly game: Game;
  /** The move that made this state; `null` at the start. */
  readonly lastMove: Move | null;
  /** The state before `lastMove`, or (at the start of a chain, `history.ts`) every move before it; `null` at the start. */
  readonly before: State | readonly Move[] | null;
  /** Number of moves played so far. */
  readonly moveCount: number;
  /** Cells on the table (card-set words). */
  readonly tableLo: number;
  readonly tableHi: number;
  /** Dead cells (Kill). */
  readonly deadLo: number;
  readonly deadHi: number;
  /** The player to move, -1 when the game is over. */
  readonly current: number;
  /**
   * The cells the player to move may play now (card-set words; 0 when the game is over): derived
   * from the fields above by the variant's rules when the state is made (`generate.ts`), and kept
   * because every caller asks for them — `legalMoves`, the check of a move, the pass.
   */
  readonly playableLo: number;
  readonly playableHi: number;
  /** Bit p set while player p is still playing (not out, stuck or disqualified). */
  readonly playing: number;
  /** The joker's holder, -1 when nobody holds it (no joker, or removed with a disqualified player). */
  readonly joker: number;
  /** Per-player counters, `TALLY_BLOCKS` blocks of `players` entries each (see `PASSES` …). */
  readonly tally: readonly number[];
  /** Players in the order they went out. */
  readonly finished: readonly number[];
  /** Players in the order they were disqualified. */
  readonly disqualified: readonly number[];
}

/** One moment of a game. Its fields are only ever written while it is the draft of the next state. */
export class State implements StateFields {
  readonly #made = true;
  declare game: Game;
  declare lastMove: Move | null;
  declare before: State | readonly Move[] | null;
  declare moveCount: number;
  declare tableLo: number;
  declare tableHi: number;
  declare deadLo: number;
  declare deadHi: number;
  declare current: number;
  declare playableLo: number;
  declare playableHi: number;
  declare playing: number;
  declare joker: number;
  declare tally: readonly number[];
  declare finished: readonly number[];
  declare disqualified: readonly number[];

  // Every field is a parameter (not one object to copy from), so that making a state allocates it
  // at once with its final shape and reads only values of known kinds: a game makes one per move.
  constructor(
    game: Game,
    lastMove: Move | null,
    before: State | readonly Move[] | null,
    moveCount: number,
    tableLo: number,
    tableHi: number,
    deadLo: number,
    deadHi: number,
    current: number,
    playableLo: number,
    playableHi: number,
    playing: number,
    joker: number,
    tally: readonly number[],
    finished: readonly number[],
    disqualified: readonly number[],
  ) {
    this.game = game;
    this.lastMove = lastMove;
    this.before = before;
    this.moveCount = moveCount;
    this.tableLo = tableLo;
    this.tableHi = tableHi;
    this.deadLo = deadLo;
    this.deadHi = deadHi;
    this.current = current;
    this.playableLo = playableLo;
    this.playableHi = playableHi;
    this.playing = playing;
    this.joker = joker;
    this.tally = tally;
    this.finished = finished;
    this.disqualified = disqualified;
  }

  /** A state with these fields. */
  static from(f: StateFields): State {
    return new State(
      f.game,
      f.lastMove,
      f.before,
      f.moveCount,
      f.tableLo,
      f.tableHi,
      f.deadLo,
      f.deadHi,
      f.current,
      f.playableLo,
      f.playableHi,
      f.playing,
      f.joker,
      f.tally,
      f.finished,
      f.disqualified,
    );
  }

  /** Whether a value is a state this library made (not a copy, not a forgery). */
  static made(value: object): value is State {
    return #made in value;
  }
}

/** A state being made: the copy of the previous state that a move's rules change. */
export type Draft = State;

/**
 * A copy of a state, to change as the draft of the next one. It lists the fields again rather than
 * calling `State.from`, which is also given object literals: sharing it makes its reads
 * polymorphic on the game loop's path (measured: 12 % more instructions per classic game).
 */
export const copyOf = (s: State): Draft =>
  new State(
    s.game,
    s.lastMove,
    s.before,
    s.moveCount,
    s.tableLo,
    s.tableHi,
    s.deadLo,
    s.deadHi,
    s.current,
    s.playableLo,
    s.playableHi,
    s.playing,
    s.joker,
    s.tally,
    s.finished,
    s.disqualified,
  );

// --- Per-player facts --------------------------------------------------------------------------

/** Blocks of `State.tally`: entry `block * players + player`. */
export const PASSES = 0;
export const KILLS = 1;
export const SELF_KILLS = 2;
/** Cards held when disqualified, the joker included (for the classic chip settlement). */
export const HELD_AT_DQ = 3;
export const TALLY_BLOCKS = 4;

/** A player's counter. */
export const tallyOf = (s: State, block: number, player: number): number =>
  s.tally[block * s.game.players + player] as number;

/** One word (0 = ♠♥, 1 = ♦♣) of a player's hand: the cells dealt to them, neither on the table nor dead. */
export const handWord = (s: State, p: number, word: number): number =>
  (s.game.deal.hands[2 * p + word] as number) & ~(word === 0 ? s.tableLo | s.deadLo : s.tableHi | s.deadHi);
/** The lo word of a player's hand (cells dealt to them, neither on the table nor dead). */
export const handLo = (s: State, p: number): number => (s.game.deal.hands[2 * p] as number) & ~(s.tableLo | s.deadLo);
/** The hi word of a player's hand. */
export const handHi = (s: State, p: number): number =>
  (s.game.deal.hands[2 * p + 1] as number) & ~(s.tableHi | s.deadHi);
/** Whether a player holds a cell. */
export const holds = (s: State, p: number, cell: number): boolean =>
  (((cell < 32 ? handLo(s, p) : handHi(s, p)) >>> (cell & 31)) & 1) === 1;
/** Number of cards in a player's hand, the joker included. */
export const handSize = (s: State, p: number): number =>
  count(handLo(s, p)) + count(handHi(s, p)) + (s.joker === p ? 1 : 0);
/** Whether a player holds any card besides the joker (one test of both words). */
export function holdsCards(s: State, p: number): boolean {
  const hands = s.game.deal.hands;
  return (
    (((hands[2 * p] as number) & ~(s.tableLo | s.deadLo)) |
      ((hands[2 * p + 1] as number) & ~(s.tableHi | s.deadHi))) !==
    0
  );
}
/** Whether a player's hand is empty (no card, no joker). */
export const handEmpty = (s: State, p: number): boolean => s.joker !== p && !holdsCards(s, p);
/** The lo word of a player's dead pile (Kill). */
export const deadLo = (s: State, p: number): number => s.deadLo & (s.game.deal.hands[2 * p] as number);
/** The hi word of a player's dead pile (Kill). */
export const deadHi = (s: State, p: number): number => s.deadHi & (s.game.deal.hands[2 * p + 1] as number);
/** Number of a player's dead cards (Kill). */
export const deadCount = (s: State, p: number): number => count(deadLo(s, p)) + count(deadHi(s, p));
/** Whether a player is still playing (not out, stuck or disqualified). */
export const isPlaying = (s: State, p: number): boolean => ((s.playing >>> p) & 1) === 1;

/** A player's status: out, disqualified, still playing, or stuck with the joker (classic). */
export function statusOf(s: State, p: number): Status {
  if (s.finished.includes(p)) return 'out';
  if (s.disqualified.includes(p)) return 'disqualified';
  return isPlaying(s, p) ? 'playing' : 'stuck';
}
