/**
 * The game state: what never changes during a game (`Game`: resolved options and the deal) and
 * the immutable `State` of one moment. Both are plain data — numbers, strings, arrays, objects —
 * so a state survives `structuredClone` and JSON unchanged, and every function gives the same
 * answer for a copy as for the original (identity only lets the library skip work it has just done).
 *
 * Hands are not stored: a player holds exactly the cards they were dealt that are neither on the
 * table nor dead, plus the joker if `joker` names them.
 * @module
 */
import { SEVEN_OF_DIAMONDS } from './cards.js';
import { bitOf, count, FULL_WORD, has, wordOf } from './cardset.js';
import { StateError } from './errors.js';
import type { RecordOptions } from './options.js';
import type { Deal } from './deal.js';
import type { Move } from './types.js';

/** Marks a `Game` made by this library; also the game-record format. */
export const FORMAT = 'shichinarabe/1';

/** Everything fixed for a whole game; shared by all its states. */
export interface Game {
  readonly format: typeof FORMAT;
  /** Every option, resolved (what a game record's `options` holds). */
  readonly options: RecordOptions;
  /** The deal as it was made (a game record's `deal`). */
  readonly deal: Deal;
  readonly players: number;
  /** Cards each player was dealt, two card-set words per player (`deal.hands`). */
  readonly dealt: readonly number[];
  /** Number of cards each player was dealt, the joker included. */
  readonly dealtSizes: readonly number[];
  // Flags derived once from `options`, for the rule code:
  readonly kill: boolean;
  readonly fanTan: boolean;
  /** Passes allowed, -1 for unlimited. */
  readonly passLimit: number;
  readonly freePass: boolean;
  readonly tunnel: boolean;
  /** Classic joker play with the card beyond it ('bridge'), else 'alone'. */
  readonly bridge: boolean;
  readonly maxGroup: number;
  readonly threeWallGroups: boolean;
  readonly extraTurn: boolean;
  readonly leftRight: boolean;
  readonly killOnlyDiagonal: boolean;
}

/** One moment of a game. */
export interface State {
  readonly game: Game;
  /** The move that made this state; `null` at the start (see `log.ts`). */
  readonly lastMove: Move | null;
  /** The state before `lastMove`, or every move before it as an array (each 32nd move); `null` at the start. */
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
  /** Bit p set while player p is still playing (not out, stuck or disqualified). */
  readonly playing: number;
  /** The joker's holder, -1 when nobody holds it (no joker, or removed with a disqualified player). */
  readonly joker: number;
  /** Per-player counters, `TALLY_*` blocks of `players` entries each. */
  readonly tally: readonly number[];
  /** Players in the order they went out. */
  readonly finished: readonly number[];
  /** Players in the order they were disqualified. */
  readonly disqualified: readonly number[];
}

/** Blocks of `State.tally`: entry `block * players + player`. */
export const PASSES = 0;
export const KILLS = 1;
export const SELF_KILLS = 2;
/** Cards held when disqualified, the joker included (for the classic chip settlement). */
export const HELD_AT_DQ = 3;
export const TALLY_BLOCKS = 4;

export const tallyOf = (s: State, block: number, player: number): number =>
  s.tally[block * s.game.players + player] as number;

/** The lo word of a player's hand (cells dealt to them, neither on the table nor dead). */
export const handLo = (s: State, p: number): number => (s.game.dealt[2 * p] as number) & ~(s.tableLo | s.deadLo);
/** The hi word of a player's hand. */
export const handHi = (s: State, p: number): number => (s.game.dealt[2 * p + 1] as number) & ~(s.tableHi | s.deadHi);
/** Whether a player holds a cell. */
export const holds = (s: State, p: number, cell: number): boolean =>
  ((wordOf(cell) === 0 ? handLo(s, p) : handHi(s, p)) & bitOf(cell)) !== 0;
/** Number of cards in a player's hand, the joker included. */
export const handSize = (s: State, p: number): number =>
  count(handLo(s, p)) + count(handHi(s, p)) + (s.joker === p ? 1 : 0);
/** Whether a player's hand is empty. */
export const handEmpty = (s: State, p: number): boolean => handLo(s, p) === 0 && handHi(s, p) === 0 && s.joker !== p;
/** The lo word of a player's dead pile (Kill). */
export const deadLo = (s: State, p: number): number => s.deadLo & (s.game.dealt[2 * p] as number);
/** The hi word of a player's dead pile (Kill). */
export const deadHi = (s: State, p: number): number => s.deadHi & (s.game.dealt[2 * p + 1] as number);
/** Whether 7♦ is on the table: with the Fan Tan start, nothing else may be played before it. */
export const sevenOfDiamondsDown = (s: State): boolean => has(s.tableLo, s.tableHi, SEVEN_OF_DIAMONDS);
/** Whether a player is still playing. */
export const isPlaying = (s: State, p: number): boolean => ((s.playing >>> p) & 1) === 1;

const isInt = (x: unknown): x is number => typeof x === 'number' && (x | 0) === x;

/**
 * The state that last passed the check, or that the library last made. States are immutable, so
 * checking it again is skipped: in a game loop (`legalMoves(s)`, then `applyMove(s, m)`, then the
 * same for the state it returns) every call after the first is free. A state changed in place by
 * its holder, against its `Readonly` type, is not checked again while it stays this one.
 */
let checked: unknown = null;
/** The game (shared by all states of one game) that last passed the check. */
let checkedGame: unknown = null;

/**
 * Checks cheaply that a value is a game state made by this library (directly, through
 * `structuredClone`, or through JSON) and returns it typed. Untrusted data should come through
 * `deserialize`, which validates everything.
 * @throws {@link StateError}
 */
export function asState(value: unknown): State {
  if (value === checked) return value as State;
  if (!looksLikeState(value)) {
    throw new StateError('not a game state: pass a state made by createGame, applyMove, replay or deserialize');
  }
  checked = value;
  return value;
}

/** Records a state the library has just made, so that the next `asState` of it is free. */
export function made<T extends State>(state: T): T {
  checked = state;
  return state;
}

function looksLikeGame(value: unknown): boolean {
  const g = value as Game;
  if (
    typeof value !== 'object' ||
    value === null ||
    g.format !== FORMAT ||
    !isInt(g.players) ||
    g.players < 2 ||
    g.players > 8 ||
    !Array.isArray(g.dealt) ||
    g.dealt.length !== 2 * g.players
  ) {
    return false;
  }
  checkedGame = value;
  return true;
}

function looksLikeState(value: unknown): value is State {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as State;
  try {
    return !(
      (s.game !== checkedGame && !looksLikeGame(s.game)) ||
      !isInt(s.tableLo) ||
      !isInt(s.tableHi) ||
      !isInt(s.deadLo) ||
      !isInt(s.deadHi) ||
      !isInt(s.current) ||
      !isInt(s.playing) ||
      !isInt(s.joker) ||
      !isInt(s.moveCount) ||
      typeof s.before !== 'object' ||
      !Array.isArray(s.tally) ||
      s.tally.length !== TALLY_BLOCKS * s.game.players ||
      !Array.isArray(s.finished) ||
      !Array.isArray(s.disqualified) ||
      (s.tableLo & ~FULL_WORD) !== 0 ||
      (s.tableHi & ~FULL_WORD) !== 0 ||
      s.current >= s.game.players
    );
  } catch {
    return false;
  }
}
