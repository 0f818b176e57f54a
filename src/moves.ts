/**
 * The canonical move objects. Every move the library returns or records is one of these shared,
 * frozen objects, so `legalMoves` allocates no move and a state never holds a caller's object.
 * @module
 */
import { CELLS, cardName } from './cards.js';
import type { Move } from './types.js';

/** `{ type: 'pass' }`. */
export const PASS: Move = Object.freeze({ type: 'pass' });

const PLAYS: Move[] = [];
for (const cell of CELLS) PLAYS[cell] = Object.freeze({ type: 'play', card: cardName(cell) });

const PLAY_CELLS = new Map<unknown, number>();
for (const cell of CELLS) PLAY_CELLS.set(PLAYS[cell], cell);
/** The cell of a library play object (one of `playMove`'s), or -1 for any other value. */
export const cellOfPlay = (move: unknown): number => PLAY_CELLS.get(move) ?? -1;

/** The move that plays a cell's card. */
export const playMove = (cell: number): Move => PLAYS[cell] as Move;

const JOKERS = new Map<number, Move>();
/** The joker move standing in cell `x`, with the card of cell `next` (or none: -1). */
export function jokerMove(x: number, next: number): Move {
  const key = x * 128 + next + 1;
  let move = JOKERS.get(key);
  if (move === undefined) {
    move = Object.freeze(
      next < 0 ? { type: 'joker', card: cardName(x) } : { type: 'joker', card: cardName(x), next: cardName(next) },
    );
    JOKERS.set(key, move);
  }
  return move;
}
