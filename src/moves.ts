/**
 * Moves: the library's own move objects, and the move code — a move as one small number, the form
 * in which the rule code, the legal-move generator and `Playout` handle moves.
 *
 * | move | code |
 * |---|---|
 * | play the card of cell c | c (0–63) |
 * | pass, when the mover cannot play (forced) | `PASS_FORCED` (64) |
 * | pass, when the mover could play (free) | `PASS_FREE` (65) |
 * | the joker in cell x, with the card of cell `next` (or none: -1) | `jokerCode(x, next)` (≥ 128) |
 *
 * The two pass codes matter to the rules: only a pass made when the player cannot play may
 * disqualify them. Every move object the library returns or records is one of the shared, frozen
 * objects below, so listing moves allocates no move and a state never holds a caller's object.
 * @module
 */
import { CELLS, cardName } from './cards.js';
import type { Move } from './types.js';

/** The code of a pass by a player who cannot play. */
export const PASS_FORCED = 64;
/** The code of a pass by a player who could play (`freePass`). */
export const PASS_FREE = 65;
const JOKER_CODES = 128;

/** Whether a code plays a card (its code is its cell). */
export const isPlay = (code: number): boolean => code < PASS_FORCED;
/** Whether a code is a pass. */
export const isPass = (code: number): boolean => code === PASS_FORCED || code === PASS_FREE;
/** The code of the joker standing in cell `x` with the card of cell `next` (-1 for none). */
export const jokerCode = (x: number, next: number): number => JOKER_CODES + (x << 7) + next + 1;
/** The cell a joker code stands the joker in. */
export const jokerCell = (code: number): number => (code - JOKER_CODES) >>> 7;
/** The cell of a joker code's `next` card, or -1 for none. */
export const jokerNext = (code: number): number => ((code - JOKER_CODES) & 127) - 1;

/** `{ type: 'pass' }`. */
export const PASS: Move = Object.freeze({ type: 'pass' });

/** The move objects of plays and passes, by code (the numbers that are not cells hold a pass, never read). */
const SIMPLE: Move[] = Array.from({ length: PASS_FREE + 1 }, () => PASS);
for (const cell of CELLS) SIMPLE[cell] = Object.freeze({ type: 'play', card: cardName(cell) });

/** The move that plays a cell's card. */
export const playMove = (cell: number): Move => SIMPLE[cell] as Move;

/** Joker moves made so far, by code (a cache: there are at most a few hundred). */
const JOKERS = new Map<number, Move>();

/** The code of each move object the library has made (plays, the pass, joker moves made so far). */
const CODES = new Map<Move, number>();
for (const cell of CELLS) CODES.set(SIMPLE[cell] as Move, cell);
CODES.set(PASS, PASS_FORCED);

/**
 * The code of one of the library's own move objects (a pass: `PASS_FORCED`, whether forced or
 * free is for the rules to say), or -1 for any other value. Only identity is compared: nothing of
 * the value is read.
 */
export const codeOfOwn = (move: unknown): number => CODES.get(move as Move) ?? -1;

/** The joker move standing in cell `x`, with the card of cell `next` (or none: -1). */
export function jokerMove(x: number, next: number): Move {
  const code = jokerCode(x, next);
  let move = JOKERS.get(code);
  if (move === undefined) {
    move = Object.freeze(
      next < 0 ? { type: 'joker', card: cardName(x) } : { type: 'joker', card: cardName(x), next: cardName(next) },
    );
    JOKERS.set(code, move);
    CODES.set(move, code);
  }
  return move;
}

/** The library's move object for a move code. */
export const moveOf = (code: number): Move =>
  code <= PASS_FREE ? (SIMPLE[code] as Move) : jokerMove(jokerCell(code), jokerNext(code));
