/**
 * The rules of one game: the flags read from its options, and the variant record — which rule
 * module answers each question the shared machinery asks (what may be played, what a play does,
 * when the game is over, how players rank). Both are chosen once, when the game is created
 * (`game.ts`), so code shared by the variants never asks which variant it is playing.
 *
 * Also here: the one start rule both variants share, the Fan Tan opening.
 * @module
 */
import type { Draft, State } from './state.js';
import type { Recorder } from './events.js';

/** Where a step of the rules tells what happened: a recorder, or `null` when nobody asked. */
export type Events = Recorder | null;

/** What a variant's rule module answers (`classic.ts` with `joker.ts`, or `kill.ts`); see `variants.ts`. */
export interface Variant {
  /** Sets up the table before the first turn (Kill: initial deaths; classic: players dealt no card go out). */
  start(d: Draft): void;
  /**
   * Works out the cells the player to move of a state being made holds and may play now, into its
   * `playableLo` and `playableHi` (the game is not over).
   */
  findPlayable(d: Draft): void;
  /**
   * One word (0 = ♠♥, 1 = ♦♣) of the cells where a card may be played now on the table (tLo, tHi)
   * with the dead cells (dLo, dHi), whoever holds it. For search code (what a player who passed
   * cannot hold); the game itself asks `findPlayable`.
   */
  openCells(rules: Rules, tLo: number, tHi: number, dLo: number, dHi: number, word: number): number;
  /** Why the mover's card of `cell` may not be played now, once the game has opened (for an error message). */
  whyNotPlayable(s: State, cell: number): string;
  /** Appends the codes of the joker moves of the player to move to `out` from index `n`; returns the new count. */
  jokerMoves(s: State, out: number[], n: number): number;
  /**
   * The cells that would die if the card of `cell` (off the table) were placed now, as card-set
   * words `[lo, hi]` (classic: none). For search code; changes nothing.
   */
  deathsAfter(s: State, cell: number): readonly [number, number];
  /** Plays the card of `cell` from the mover's hand, with all its consequences, and hands the turn on. */
  play(d: Draft, cell: number, events: Events): void;
  /** Plays the joker in cell `x` (with `next`, or -1), with its consequences, and hands the turn on. */
  playJoker(d: Draft, x: number, next: number, events: Events): void;
  /** What follows when a disqualified player's cards have been laid on the table (Kill: deaths). */
  afterLaying(d: Draft, events: Events): void;
  /** The game is over when at most this many players are still playing (classic 1, Kill 0). */
  readonly playersLeftAtEnd: 0 | 1;
  /** The players, best first (final or provisional). */
  ranking(s: State): number[];
  /** Each player's net chips given the ranking (classic's Fan Tan settlement), or `null` (Kill: all 0). */
  chips(s: State, order: readonly number[]): number[] | null;
}

/** The rules of a game: its variant record and the flags its options set. */
export interface Rules {
  readonly variant: Variant;
  /** The `'fan-tan'` start: the table starts empty and 7♦ is played first. */
  readonly fanTan: boolean;
  /** The card that must open the game, as its bit in the hi word (♦, ♣): 7♦ with `'fan-tan'`, else 0. */
  readonly opening: number;
  /** The 7s laid out before the first turn, as a card-set word of both words: all four with `'sevens'`, else 0. */
  readonly laidOut: number;
  /** The 7s that may be played whenever they are in hand, as a card-set word of both words: all four with `'fan-tan'`, else 0. */
  readonly sevens: number;
  /** Passes allowed, -1 for unlimited. */
  readonly passLimit: number;
  readonly freePass: boolean;
  /** Passes a player may make while they could play: `passLimit` with `freePass`, else 0. */
  readonly freePasses: number;
  /** Classic: A and K are adjacent. */
  readonly tunnel: boolean;
  /** Classic: for each row of the table (13 bits), the cells where a card may be played (`classic.ts`); empty in Kill. */
  readonly openRows: Uint16Array;
  /** Classic: the joker goes down with the card beyond it (`'bridge'`), else alone. */
  readonly bridge: boolean;
  /** Kill: largest enclosed rectangle that dies at once (1 in classic). */
  readonly maxGroup: number;
  readonly threeWallGroups: boolean;
  readonly extraTurn: boolean;
  /** Kill: `death: 'left-right'`. */
  readonly leftRight: boolean;
  /** Kill: `diagonal: 'kill-only'`. */
  readonly killOnlyDiagonal: boolean;
  /** Kill: `tiebreak: 'kills'` (else `'finish'`). */
  readonly byKills: boolean;
}

/**
 * The Fan Tan opening: with the `'fan-tan'` start, nothing but 7♦ may be played until 7♦ is on
 * the table — or dead (Kill: a set-up table can kill it before it is played; the game then opens
 * without it). 7♦ is in the hi word (♦, ♣), so only those words are needed.
 */
export const awaitingSevenOfDiamonds = (rules: Rules, tableHi: number, deadHi: number): boolean =>
  ((tableHi | deadHi) & rules.opening) !== rules.opening;
