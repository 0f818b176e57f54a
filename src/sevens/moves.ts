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

/**
 * Gives an object a private move code, which only this module can read. The object itself is
 * returned unchanged (no property is added: a stamp is invisible to `Object.keys`, JSON,
 * `structuredClone` and a `Proxy`, and nobody else can forge one).
 */
class Stamped {
  constructor(o: object) {
    // biome-ignore lint/correctness/noConstructorReturn: the base of the stamp, which returns the object it stamps
    return o;
  }
}
class Stamp extends Stamped {
  readonly #code: number;
  constructor(o: object, code: number) {
    super(o);
    this.#code = code;
  }
  /** The code stamped on `move`, or -1. */
  static codeOf(move: unknown): number {
    return typeof move === 'object' && move !== null && #code in move ? (move as Stamp).#code : -1;
  }
}

/** A frozen move object with its code stamped on it. */
function stamped(move: Move, code: number): Move {
  new Stamp(move, code);
  return Object.freeze(move);
}

/** `{ type: 'pass' }`. */
export const PASS: Move = stamped({ type: 'pass' }, PASS_FORCED);

/** The move objects of plays and passes, by code (the numbers that are not cells hold a pass, never read). */
const SIMPLE: Move[] = Array.from({ length: PASS_FREE + 1 }, () => PASS);
for (const cell of CELLS) SIMPLE[cell] = stamped({ type: 'play', card: cardName(cell) }, cell);

/** The move that plays a cell's card. */
export const playMove = (cell: number): Move => SIMPLE[cell] as Move;

/** Joker moves made so far, by code (a cache: there are at most a few hundred). */
const JOKERS = new Map<number, Move>();

/**
 * The code of one of the library's own move objects (a pass: `PASS_FORCED`, whether forced or
 * free is for the rules to say), or -1 for any other value. Only the private stamp is looked at:
 * nothing of the value is read.
 */
export const codeOfOwn = (move: unknown): number => Stamp.codeOf(move);

/** The joker move standing in cell `x`, with the card of cell `next` (or none: -1). */
export function jokerMove(x: number, next: number): Move {
  const code = jokerCode(x, next);
  let move = JOKERS.get(code);
  if (move === undefined) {
    move = stamped(
      next < 0 ? { type: 'joker', card: cardName(x) } : { type: 'joker', card: cardName(x), next: cardName(next) },
      code,
    );
    JOKERS.set(code, move);
  }
  return move;
}

/** The library's move object for a move code. */
export const moveOf = (code: number): Move =>
  code <= PASS_FREE ? (SIMPLE[code] as Move) : jokerMove(jokerCell(code), jokerNext(code));
