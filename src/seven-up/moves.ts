/**
 * Moves: the library's own move objects, and the move code — a move as one small number, the form
 * in which the rule code and the legal-move generator handle moves.
 *
 * | move | code |
 * |---|---|
 * | play the card of cell c | c (0–63) |
 * | discard the card of cell c | 64 + c |
 * | stand, beg, gift, run | 128, 129, 130, 131 |
 *
 * Every move object the library returns or records is one of the shared, frozen objects below,
 * stamped with its code in a private field (invisible to `Object.keys`, JSON and
 * `structuredClone`, and which nobody else can forge), so listing moves allocates no move.
 * @module
 */
import { CELLS, cardName } from '../shared/cards.js';
import type { Move } from './types.js';

export const DISCARD_CODES = 64;
export const STAND_CODE = 128;
export const BEG_CODE = 129;
export const GIFT_CODE = 130;
export const RUN_CODE = 131;

/** Whether a code plays a card. */
export const isPlayCode = (code: number): boolean => code < DISCARD_CODES;
/** Whether a code discards a card. */
export const isDiscardCode = (code: number): boolean => code >= DISCARD_CODES && code < STAND_CODE;

/** Gives an object a private move code (the object itself is returned unchanged). */
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

function stamped(move: Move, code: number): Move {
  new Stamp(move, code);
  return Object.freeze(move);
}

const MOVES: Move[] = [];
const STAND = stamped({ type: 'stand' }, STAND_CODE);
for (let code = 0; code <= RUN_CODE; code++) MOVES.push(STAND);
for (const cell of CELLS) {
  MOVES[cell] = stamped({ type: 'play', card: cardName(cell) }, cell);
  MOVES[DISCARD_CODES + cell] = stamped({ type: 'discard', card: cardName(cell) }, DISCARD_CODES + cell);
}
MOVES[BEG_CODE] = stamped({ type: 'beg' }, BEG_CODE);
MOVES[GIFT_CODE] = stamped({ type: 'gift' }, GIFT_CODE);
MOVES[RUN_CODE] = stamped({ type: 'run' }, RUN_CODE);

/** The library's move object for a move code. */
export const moveOf = (code: number): Move => MOVES[code] as Move;

/** The code of one of the library's own move objects, or -1 for any other value (nothing of it is read). */
export const codeOfOwn = (move: unknown): number => Stamp.codeOf(move);

/** Another player's discard as a view shows it: `{ type: 'discard' }`, without the card. */
export const HIDDEN_DISCARD: { readonly type: 'discard' } = Object.freeze({ type: 'discard' });
