/**
 * A move once checked: the rule code's form of a legal move (cards as numbers, the meld it makes
 * or changes), with the move's public form (only its SPEC fields, meld cards in meld order) that
 * the next state records as its `lastMove`.
 * @module
 */
import { cardName, JOKER } from '../shared/cards.js';
import { IllegalMoveError } from '../shared/errors.js';
import type { MeldData } from './state.js';
import type { IllegalMoveCode, Move } from './types.js';

/** A checked move. */
export interface Action {
  readonly type: Move['type'];
  /** The card discarded or laid off (-1 for other moves). */
  readonly card: number;
  /** The meld laid off onto (-1 for other moves). */
  readonly meld: number;
  /** The end of a run laid off onto (`NO_END`, `LOW`, `HIGH`). */
  readonly end: number;
  /** A meld's or a claim's cards, in meld order. */
  readonly cards: readonly number[] | null;
  /** The new meld's `low` (see `MeldData`). */
  readonly low: number;
  /** A lay-off's meld as it becomes. */
  readonly made: MeldData | null;
  /** The public form of the move. */
  readonly move: Move;
}

/** An `IllegalMoveError` of one of this game's codes. */
export const illegal = (code: IllegalMoveCode, message: string): IllegalMoveError =>
  new IllegalMoveError(code, message);

/** The draw, shared. */
export const DRAW_MOVE: Move = Object.freeze({ type: 'draw' });
/** The pass, shared. */
export const PASS_MOVE: Move = Object.freeze({ type: 'pass' });
/** The discard of each card (by number), shared. */
export const DISCARD_MOVES: readonly Move[] = Array.from({ length: JOKER + 1 }, (_, c) =>
  Object.freeze({ type: 'discard', card: cardName(c) ?? 'JK' }),
);

export const DRAW_ACTION: Action = Object.freeze({
  type: 'draw',
  card: -1,
  meld: -1,
  end: 0,
  cards: null,
  low: 0,
  made: null,
  move: DRAW_MOVE,
});
export const PASS_ACTION: Action = Object.freeze({ ...DRAW_ACTION, type: 'pass', move: PASS_MOVE });
/** The discard of each card (by number). */
export const DISCARD_ACTIONS: readonly Action[] = DISCARD_MOVES.map((move, card) =>
  Object.freeze({ ...DRAW_ACTION, type: 'discard', card, move }),
);

/** A meld, pon or chi move in public form. */
export function cardsMove(type: 'meld' | 'pon' | 'chi', cards: readonly number[]): Move {
  return Object.freeze({ type, cards: Object.freeze(cards.map(cardName)) as never });
}

/** A meld, pon or chi action. */
export const cardsAction = (type: 'meld' | 'pon' | 'chi', cards: readonly number[], low: number): Action => ({
  type,
  card: -1,
  meld: -1,
  end: 0,
  cards,
  low,
  made: null,
  move: cardsMove(type, cards),
});
