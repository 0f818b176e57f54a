/**
 * Judging a caller's move, in two steps: `parseMove` reads it once (its `type` and `card` fields;
 * others are ignored) into a move code, and `judge` says whether that code is legal now. A move
 * that is not gets an {@link IllegalMoveError} with a message a person can act on. Faults are
 * checked in this order: `'game-over'`, `'malformed'`, `'unknown-card'`, `'wrong-phase'`,
 * `'not-in-hand'`, `'must-follow'`, `'gift-not-allowed'`.
 * @module
 */
import { cardName, cardNumber, JOKER, SUITS, suitOf } from '../shared/cards.js';
import { describe, IllegalMoveError } from '../shared/errors.js';
import {
  BEG_CODE,
  codeOfOwn,
  DISCARD_CODES,
  GIFT_CODE,
  isDiscardCode,
  isPlayCode,
  RUN_CODE,
  STAND_CODE,
} from './moves.js';
import { DISCARD, GIFT, holds, OVER, PHASES, PLAY, STAND, type State, trickCard } from './state.js';
import { mayGift } from './deal.js';
import { mayPlay } from './tricks.js';
import type { IllegalMoveCode } from './types.js';

/** A move that could not be read as one. */
interface BadMove {
  readonly code: 'malformed' | 'unknown-card';
  readonly message: string;
}

const CHOICES: Record<string, number> = { stand: STAND_CODE, beg: BEG_CODE, gift: GIFT_CODE, run: RUN_CODE };

/** Reads a caller's move once, field by field: its move code, or what is wrong with it. */
function parseMove(move: unknown): number | BadMove {
  const own = codeOfOwn(move);
  if (own >= 0) return own;
  if (typeof move !== 'object' || move === null)
    return { code: 'malformed', message: 'a move is an object with a "type"' };
  let type: unknown;
  let card: unknown;
  try {
    type = (move as Record<string, unknown>).type;
    if (type === 'play' || type === 'discard') card = (move as Record<string, unknown>).card;
  } catch {
    return { code: 'malformed', message: 'the move could not be read' };
  }
  if (typeof type === 'string' && Object.hasOwn(CHOICES, type)) return CHOICES[type] as number;
  if (type !== 'play' && type !== 'discard') {
    return {
      code: 'malformed',
      message: `unknown move type ${describe(type)}: use 'stand', 'beg', 'gift', 'run', 'discard' or 'play'`,
    };
  }
  if (typeof card !== 'string') return { code: 'malformed', message: `a ${type} move needs a "card" string` };
  const cell = cardNumber(card);
  if (cell < 0 || cell === JOKER) {
    return {
      code: 'unknown-card',
      message: `${JSON.stringify(card)} is not one of the 52 cards (write e.g. "7D", "TH")`,
    };
  }
  return type === 'play' ? cell : DISCARD_CODES + cell;
}

/** The phase in which a move code may be made. */
function phaseOfCode(code: number): number {
  if (isPlayCode(code)) return PLAY;
  if (isDiscardCode(code)) return DISCARD;
  return code === STAND_CODE || code === BEG_CODE ? STAND : GIFT;
}

const WAITING = [
  'the eldest to stand or beg',
  'the dealer to give a point (gift) or run the pack',
  'discards',
  'a card to the trick',
];

/** The move code of a caller's move if it is legal now, else the fault and its message. */
export function judge(s: State, move: unknown): number | { code: IllegalMoveCode; message: string } {
  if (s.phase === OVER) return { code: 'game-over', message: 'the game is over' };
  const code = parseMove(move);
  if (typeof code !== 'number') return code;
  if (phaseOfCode(code) !== s.phase) {
    return {
      code: 'wrong-phase',
      message: `not now: the game is in the ${PHASES[s.phase]} phase, waiting for ${WAITING[s.phase]}`,
    };
  }
  if (code < STAND_CODE) {
    const cell = code & 63;
    if (!holds(s, s.current, cell)) {
      return { code: 'not-in-hand', message: `P${s.current + 1} does not hold ${cardName(cell)}` };
    }
    if (s.phase === PLAY && !mayPlay(s, cell)) {
      const led = SUITS[suitOf(trickCard(s.trick, 0))];
      return {
        code: 'must-follow',
        message: `${cardName(cell)} is neither of the suit led (${led}) nor a trump, and P${s.current + 1} holds a card of the suit led`,
      };
    }
  } else if (code === GIFT_CODE && !mayGift(s)) {
    return {
      code: 'gift-not-allowed',
      message: `the dealer may not give a point that would bring the eldest's side to ${s.game.options.target} (giftMayWin: false): run the pack`,
    };
  }
  return code;
}

/** The move code of a legal move. @throws {@link IllegalMoveError} for any other. */
export function legalCode(s: State, move: unknown): number {
  const code = judge(s, move);
  if (typeof code === 'number') return code;
  throw new IllegalMoveError<IllegalMoveCode>(code.code, code.message);
}

/** Whether a move is legal now (never throws for a state the library made). */
export const isLegal = (s: State, move: unknown): boolean => typeof judge(s, move) === 'number';
