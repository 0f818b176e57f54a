/**
 * Seven Up's action numbers (the learning interface): every move as a fixed number in [0, 108),
 * named by the move alone, so the same move has the same number in every state where it is legal.
 *
 * | numbers | move |
 * |---|---|
 * | 0–51 | `play` the card `suit × 13 + rank` (♠A 0, ♠2 1, … ♣K 51: table order) |
 * | 52–103 | `discard` the card `number − 52` |
 * | 104, 105, 106, 107 | `stand`, `beg`, `gift`, `run` |
 *
 * No option changes the numbers.
 * @module
 */
import { actionIn, ascending } from '../shared/action-numbers.js';
import { cellOf } from '../shared/cards.js';
import { ours } from '../shared/errors.js';
import { cardIndex } from '../shared/observation.js';
import { legalCode } from './check.js';
import { createGame } from './game.js';
import { listMoves } from './generate.js';
import { codeOfOwn, DISCARD_CODES, moveOf as moveOfCode, STAND_CODE } from './moves.js';
import type { State } from './state.js';
import { next } from './step.js';
import { trusted } from './trust.js';
import type { GameOptions, GameState, Move } from './types.js';

/** Every game's number of actions. */
const ACTIONS = 108;
/** The number of `stand` (then `beg`, `gift`, `run`). */
const STAND = 104;

/** The number of a move code (`moves.ts`). */
function numberOfCode(code: number): number {
  if (code >= STAND_CODE) return STAND + code - STAND_CODE;
  if (code >= DISCARD_CODES) return 52 + cardIndex(code - DISCARD_CODES);
  return cardIndex(code);
}

/** The move code a number names. */
function codeOfNumber(action: number): number {
  if (action >= STAND) return STAND_CODE + action - STAND;
  const discard = action >= 52;
  const index = discard ? action - 52 : action;
  return (discard ? DISCARD_CODES : 0) + cellOf(Math.floor(index / 13), index % 13);
}

/**
 * The size N of Seven Up's action space: 108 under every option (52 plays, 52 discards, stand,
 * beg, gift, run).
 * @throws `OptionsError` for options `createGame` refuses.
 * @example
 * ```ts
 * import { actionCount } from 'shichinarabe/seven-up';
 * actionCount(); // 108
 * ```
 */
export function actionCount(options?: GameOptions): number {
  createGame(options);
  return ACTIONS;
}

/**
 * The number of a legal move: the same move has the same number in every state where it is legal.
 * The move is read as `applyMove` reads it.
 * @throws `IllegalMoveError` when the move is not legal in `state` (with `applyMove`'s code).
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { actionOf, createGame } from 'shichinarabe/seven-up';
 * actionOf(createGame({ seed: 1 }), { type: 'stand' }); // 104
 * ```
 */
export function actionOf(state: GameState, move: Move): number {
  try {
    return numberOfCode(legalCode(trusted(state), move));
  } catch (e) {
    throw ours(e);
  }
}

/**
 * The legal move a number names in `state` (the library's own move object, equal to the one in
 * `legalMoves`).
 * @throws `IllegalMoveError` `'malformed'` for anything but an integer in [0, 108), and
 * `applyMove`'s code when the move it names is not legal now.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, moveOf } from 'shichinarabe/seven-up';
 * moveOf(createGame({ seed: 1 }), 105); // { type: 'beg' }
 * ```
 */
export function moveOf(state: GameState, action: number): Move {
  try {
    const s = trusted(state);
    const move = moveOfCode(codeOfNumber(actionIn(action, ACTIONS)));
    legalCode(s, move);
    return move;
  } catch (e) {
    throw ours(e);
  }
}

/**
 * The state after the move a number names, in a state the library made.
 * @throws `IllegalMoveError` as {@link moveOf} does.
 */
export const afterAction = (s: State, action: number): State =>
  next(s, legalCode(s, moveOfCode(codeOfNumber(actionIn(action, ACTIONS)))));

/** The numbers of the legal moves of a state the library made, ascending. */
export function legalNumbers(s: State): number[] {
  const moves = listMoves(s);
  const out = new Array<number>(moves.length);
  for (let i = 0; i < moves.length; i++) out[i] = numberOfCode(codeOfOwn(moves[i]));
  return ascending(out);
}

/**
 * The numbers of `legalMoves(state)`, ascending (`[]` when the game is over).
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, legalActions } from 'shichinarabe/seven-up';
 * legalActions(createGame({ seed: 1 })); // [104, 105]: stand or beg
 * ```
 */
export function legalActions(state: GameState): number[] {
  try {
    return legalNumbers(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}
