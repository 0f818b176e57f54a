/**
 * Sevens' action numbers (the learning interface): every move as a fixed number in [0, N), named
 * by the move alone, so the same move has the same number in every state where it is legal.
 *
 * | numbers | move |
 * |---|---|
 * | 0–51 | `play` the card `suit × 13 + rank` (♠A 0, ♠2 1, … ♣K 51: table order) |
 * | 52–103 (`jokerPlay: 'alone'`) | `joker` standing in the cell of card `number − 52` |
 * | 52–155 (`jokerPlay: 'bridge'`) | `joker` standing in card c's cell (c = (number − 52) >> 1) with `next` the card of c's suit one rank below c (even numbers) or above it (odd), A and K neighbours under the tunnel |
 * | N − 1 | `pass` |
 *
 * N is 53 without a joker (every Kill game), 105 with `'alone'`, 157 with `'bridge'`. A pass is
 * one number whether it is forced or free.
 * @module
 */
import { actionIn, ascending } from '../shared/action-numbers.js';
import { cardIndex } from '../shared/observation.js';
import { ours } from '../shared/errors.js';
import { legalCode } from './check.js';
import { cellOf, rankOf } from './cards.js';
import { createGame } from './game.js';
import { legalCodes } from './generate.js';
import { isPass, isPlay, jokerCell, jokerMove, jokerNext, PASS, playMove } from './moves.js';
import type { RecordOptions } from './options.js';
import type { State } from './state.js';
import { next } from './step.js';
import { trusted } from './trust.js';
import type { GameOptions, GameState, Move } from './types.js';

/** The shape of a game's numbers: the joker's numbers (0, 52 or 104) and whether it goes down with a next card. */
interface Space {
  readonly jokers: number;
  readonly bridge: boolean;
  /** The pass's number, the last. */
  readonly pass: number;
}

function spaceOf(o: RecordOptions): Space {
  const joker = o.variant === 'classic' && o.jokers === 1;
  const bridge = joker && o.variant === 'classic' && o.jokerPlay === 'bridge';
  const jokers = joker ? (bridge ? 104 : 52) : 0;
  return { jokers, bridge, pass: 52 + jokers };
}

/** The number of a move code (`moves.ts`). */
function numberOfCode(space: Space, code: number): number {
  if (isPlay(code)) return cardIndex(code);
  if (isPass(code)) return space.pass;
  const x = jokerCell(code);
  if (!space.bridge) return 52 + cardIndex(x);
  const above = rankOf(jokerNext(code)) === (rankOf(x) + 1) % 13 ? 1 : 0;
  return 52 + 2 * cardIndex(x) + above;
}

/** The cell of a card index (`suit × 13 + rank`). */
const cellAt = (index: number): number => cellOf(Math.floor(index / 13), index % 13);

/** The library's move object a number names (legal or not). */
function moveOfNumber(space: Space, action: number): Move {
  if (action < 52) return playMove(cellAt(action));
  if (action === space.pass) return PASS;
  const k = action - 52;
  if (!space.bridge) return jokerMove(cellAt(k), -1);
  const x = cellAt(k >> 1);
  const rank = (rankOf(x) + ((k & 1) === 1 ? 1 : 12)) % 13;
  return jokerMove(x, cellOf(x >>> 4, rank));
}

/**
 * The size N of Sevens' action space under these options (the same options, the same N): 53
 * without a joker, 105 with `jokerPlay: 'alone'`, 157 with `'bridge'` (see the learning guide for
 * what each number means).
 * @throws `OptionsError` for options `createGame` refuses.
 * @example
 * ```ts
 * import { actionCount } from 'shichinarabe';
 * actionCount(); // 53: 52 plays and the pass
 * actionCount({ jokers: 1 }); // 157: with the joker's bridge moves
 * ```
 */
export function actionCount(options?: GameOptions): number {
  return spaceOf(trusted(createGame(options)).game.options).pass + 1;
}

/**
 * The number of a legal move: the same move has the same number in every state where it is legal.
 * The move is read as `applyMove` reads it.
 * @throws `IllegalMoveError` when the move is not legal in `state` (with `applyMove`'s code).
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { actionOf, createGame, legalMoves } from 'shichinarabe';
 * const game = createGame({ seed: 7 });
 * const move = legalMoves(game)[0]!; // e.g. { type: 'play', card: '6S' }
 * actionOf(game, move); // 5 for 6♠: suit 0 × 13 + rank 5
 * ```
 */
export function actionOf(state: GameState, move: Move): number {
  try {
    const s = trusted(state);
    return numberOfCode(spaceOf(s.game.options), legalCode(s, move));
  } catch (e) {
    throw ours(e);
  }
}

/**
 * The legal move a number names in `state` (the library's own move object, equal to the one in
 * `legalMoves`).
 * @throws `IllegalMoveError` `'malformed'` for anything but an integer in [0, N), and `applyMove`'s
 * code when the move it names is not legal now.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, legalActions, moveOf } from 'shichinarabe';
 * const game = createGame({ seed: 7 });
 * moveOf(game, legalActions(game)[0]!); // e.g. { type: 'play', card: '6S' }
 * ```
 */
export function moveOf(state: GameState, action: number): Move {
  try {
    const s = trusted(state);
    const space = spaceOf(s.game.options);
    const move = moveOfNumber(space, actionIn(action, space.pass + 1));
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
export function afterAction(s: State, action: number): State {
  const space = spaceOf(s.game.options);
  return next(s, legalCode(s, moveOfNumber(space, actionIn(action, space.pass + 1))));
}

/** The numbers of the legal moves of a state the library made, ascending. */
export function legalNumbers(s: State): number[] {
  const codes: number[] = [];
  const n = legalCodes(s, codes);
  const space = spaceOf(s.game.options);
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = numberOfCode(space, codes[i] as number);
  return ascending(out);
}

/**
 * The numbers of `legalMoves(state)`, ascending (`[]` when the game is over).
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, legalActions } from 'shichinarabe';
 * legalActions(createGame({ seed: 7 })); // e.g. [5, 33]
 * ```
 */
export function legalActions(state: GameState): number[] {
  try {
    return legalNumbers(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}
