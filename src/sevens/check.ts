/**
 * Judging a caller's move, in two steps: `parseMove` reads it once (its `type`, `card` and `next`
 * fields; others are ignored) into a move code, and `judge` asks the legal-move generator whether
 * that code is legal now. A move that is not gets an {@link IllegalMoveError} with a message a
 * person can act on. Faults are checked in the documented order, `'game-over'` first.
 * @module
 */
import { cardName, cardNumber, JOKER } from './cards.js';
import { describe, IllegalMoveError } from '../shared/errors.js';
import { canPlay, isPlayable, passCode } from './generate.js';
import { whyJokerRefused } from './joker.js';
import { codeOfOwn, isPlay, jokerCell, jokerCode, jokerNext, moveOf, PASS_FORCED, PASS_FREE } from './moves.js';
import { awaitingSevenOfDiamonds } from './rules.js';
import { holds, type State } from './state.js';
import type { IllegalMoveCode, Move } from './types.js';

/** The code `parseMove` gives a pass (whether it is forced or free is for `judge` to say). */
const PASS_ASKED = PASS_FORCED;
/** The code `parseMove` gives `{ type: 'play', card: 'JK' }` (the joker is played with a joker move). */
const PLAY_THE_JOKER = 66;
/** The code `parseMove` gives a joker move whose card or next is the joker itself. */
const JOKER_FOR_ITSELF = 67;

/** A move that could not be read as one: not an object, an unknown type, a missing or unknown card. */
export interface BadMove {
  readonly code: 'malformed' | 'unknown-card';
  readonly message: string;
}

/** A card field's cell (`JOKER` for `'JK'`), or what is wrong with it. */
function cardField(value: unknown, type: string, key: string): number | BadMove {
  if (typeof value !== 'string') return { code: 'malformed', message: `a ${type} move needs a "${key}" card string` };
  const cell = cardNumber(value);
  if (cell >= 0) return cell;
  return { code: 'unknown-card', message: `${JSON.stringify(value)} is not a card (write e.g. "7D", "TH", "JK")` };
}

/** Reads a caller's move once, field by field, never trusting it to read without throwing: its move code, or what is wrong. */
function parseMove(move: unknown): number | BadMove {
  const own = codeOfOwn(move); // the library's own move objects need no reading
  if (own >= 0) return own;
  if (typeof move !== 'object' || move === null)
    return { code: 'malformed', message: 'a move is an object with a "type"' };
  let type: unknown;
  let card: unknown;
  let next: unknown;
  try {
    const m = move as Record<string, unknown>;
    type = m.type;
    if (type === 'play' || type === 'joker') card = m.card;
    if (type === 'joker') next = m.next;
  } catch {
    return { code: 'malformed', message: 'the move could not be read' };
  }
  if (type === 'pass') return PASS_ASKED;
  if (type !== 'play' && type !== 'joker') {
    return { code: 'malformed', message: `unknown move type ${describe(type)}: use 'play', 'pass' or 'joker'` };
  }
  const x = cardField(card, type, 'card');
  if (typeof x !== 'number') return x;
  if (type === 'play') return x === JOKER ? PLAY_THE_JOKER : x;
  const y = next === undefined ? -1 : cardField(next, type, 'next');
  if (typeof y !== 'number') return y;
  return x === JOKER || y === JOKER ? JOKER_FOR_ITSELF : jokerCode(x, y);
}

/**
 * The library's own move object for a caller's move read once (a pass as `PASS`), or `null` when
 * it cannot be read as a move, or plays or stands the joker for itself.
 */
export function readMove(move: unknown): Move | null {
  const code = parseMove(move);
  return typeof code !== 'number' || code === PLAY_THE_JOKER || code === JOKER_FOR_ITSELF ? null : moveOf(code);
}

/** The codes of {@link IllegalMoveError} that `judge` may give, as negative numbers. */
const FAULTS: readonly IllegalMoveCode[] = [
  'game-over',
  'not-in-hand',
  'not-playable',
  'pass-not-allowed',
  'joker-not-allowed',
];
const fault = (code: IllegalMoveCode): number => -1 - FAULTS.indexOf(code);

/**
 * The code of a parsed move (a `parseMove` code) when the move is legal now — a pass's code says
 * whether it is forced or free — else a fault (a negative number; see {@link refusal}).
 */
export function judge(s: State, code: number): number {
  const p = s.current;
  if (p < 0) return fault('game-over');
  if (isPlay(code)) {
    if (isPlayable(s, code)) return code;
    return fault(holds(s, p, code) ? 'not-playable' : 'not-in-hand');
  }
  if (code === PASS_ASKED) {
    const pass = passCode(s, canPlay(s));
    return pass >= 0 ? pass : fault('pass-not-allowed');
  }
  if (code === PLAY_THE_JOKER) return fault(s.joker === p ? 'joker-not-allowed' : 'not-in-hand');
  if (code !== JOKER_FOR_ITSELF && s.joker === p) {
    const listed: number[] = [];
    const n = s.game.rules.variant.jokerMoves(s, listed, 0);
    for (let i = 0; i < n; i++) if (listed[i] === code) return code;
  }
  return fault('joker-not-allowed');
}

/**
 * The code of a caller's move when it is legal now (read once).
 * @throws {@link IllegalMoveError} when it is not: the game is over, the move cannot be read as
 * one, or the rules do not allow it now.
 */
export function legalCode(s: State, move: unknown): number {
  const own = codeOfOwn(move);
  if (own >= 0 && isPlay(own) && isPlayable(s, own)) return own; // the usual case: the library's own play object, playable now
  return judged(s, move);
}

/** `legalCode` for any move: parsed, then judged. */
function judged(s: State, move: unknown): number {
  const parsed = parseMove(move);
  if (s.current < 0) throw new IllegalMoveError('game-over', 'illegal move: the game is over');
  if (typeof parsed !== 'number') throw new IllegalMoveError(parsed.code, `illegal move: ${parsed.message}`);
  const code = judge(s, parsed);
  if (code < 0) throw refusal(s, parsed, code);
  return code;
}

/** Whether a caller's move (read once) is legal now. */
export function isLegal(s: State, move: unknown): boolean {
  const parsed = parseMove(move);
  return typeof parsed === 'number' && judge(s, parsed) >= 0;
}

/** The error for a parsed move judged illegal (`judgement` < 0), with a message a person can act on. */
function refusal(s: State, code: number, judgement: number): IllegalMoveError {
  const fault = FAULTS[-1 - judgement] as IllegalMoveCode;
  return new IllegalMoveError(fault, `illegal move ${moveText(code)}: ${reason(s, code, fault)}`);
}

function moveText(code: number): string {
  if (isPlay(code)) return `play ${cardName(code)}`;
  if (code === PASS_ASKED || code === PASS_FREE) return 'pass';
  if (code === PLAY_THE_JOKER) return 'play JK';
  if (code === JOKER_FOR_ITSELF) return 'joker JK';
  const next = jokerNext(code);
  return `joker ${cardName(jokerCell(code))}${next < 0 ? '' : ` ${cardName(next)}`}`;
}

function reason(s: State, code: number, fault: IllegalMoveCode): string {
  const p = s.current;
  switch (fault) {
    case 'game-over':
      return 'the game is over';
    case 'not-in-hand':
      return `P${p + 1} does not hold ${code === PLAY_THE_JOKER ? 'the joker' : cardName(code)}`;
    case 'not-playable':
      return notPlayable(s, code);
    case 'pass-not-allowed': {
      const rules = s.game.rules;
      return rules.freePass
        ? `P${p + 1} has used all ${rules.passLimit} passes and can play`
        : `P${p + 1} can play, so may not pass`;
    }
    default:
      return code === PLAY_THE_JOKER
        ? 'the joker is played with a { type: "joker", card, next } move'
        : jokerRefused(s, code);
  }
}

function notPlayable(s: State, cell: number): string {
  const rules = s.game.rules;
  if (awaitingSevenOfDiamonds(rules, s.tableHi, s.deadHi))
    return `${cardName(cell)} cannot be played before 7D opens the game`;
  return rules.variant.whyNotPlayable(s, cell);
}

function jokerRefused(s: State, code: number): string {
  const p = s.current;
  if (s.joker !== p) return `P${p + 1} does not hold the joker`;
  if (code === JOKER_FOR_ITSELF) return 'the joker cannot stand in for itself';
  return whyJokerRefused(s, jokerCell(code), jokerNext(code));
}
