/**
 * Seven Bridge's action numbers (the learning interface): every move as a fixed number in [0, N),
 * named by the move alone, so the same move has the same number in every state where it is legal
 * (and a number names one move). J is 1 when the game has jokers, else 0; the melds' numbers are
 * `meld-numbers.ts`'s (M of them: 305 without jokers, 1,619 with; S sets: 65 or 195; R runs:
 * 228 or 1,412).
 *
 * | numbers, in order | move |
 * |---|---|
 * | 1 | `draw` |
 * | 1 | `pass` |
 * | 52 + J | `discard` the card `suit × 13 + rank` (♠A first, ♣K last), then the joker |
 * | M | `meld` of each meld number |
 * | S | `pon` making each set |
 * | R | `chi` making each run |
 * | 20 × (156 + 3J) | `layoff` on meld id 0–19: for each card `suit × 13 + rank` the lay-off with no `end` (a set, a seven), at `'low'`, at `'high'`; then the joker's three |
 *
 * N is 3,772 without jokers and 6,461 with. A round has at most 20 melds: a meld holding no 7
 * has at least 3 cards, at most one of them a joker, so at most 16 such melds fit in the 48
 * cards that are not 7s and the 2 jokers; the 7s are in at most 4 more.
 * @module
 */
import { actionIn, ascending } from '../shared/action-numbers.js';
import { type Card, cardName, cardNumber, cellOf, JOKER } from '../shared/cards.js';
import { ours } from '../shared/errors.js';
import { cardIndex } from '../shared/observation.js';
import { check } from './check.js';
import { createGame } from './game.js';
import { listMoves } from './generate.js';
import { HIGH, LOW, NO_END } from './melds.js';
import { meldCards, type MeldNumbers, meldNumber, meldNumbers } from './meld-numbers.js';
import type { State } from './state.js';
import { next } from './step.js';
import { trusted } from './trust.js';
import type { GameOptions, GameState, Move, RecordOptions } from './types.js';

/** The most melds a round can hold (see above). */
export const MOST_MELDS = 20;

/** Where each kind of move's numbers start under a game's options. */
interface Space {
  readonly melds: MeldNumbers;
  readonly discard: number;
  readonly meld: number;
  readonly pon: number;
  readonly chi: number;
  readonly layoff: number;
  /** Numbers per meld id. */
  readonly perMeld: number;
  readonly count: number;
}

const DRAW = 0;
const PASS = 1;

function spaceOf(o: RecordOptions): Space {
  const jokers = o.jokers > 0;
  const melds = meldNumbers(jokers);
  const discard = 2;
  const meld = discard + 52 + (jokers ? 1 : 0);
  const pon = meld + melds.size;
  const chi = pon + melds.sets;
  const layoff = chi + melds.runs;
  const perMeld = 3 * 52 + (jokers ? 3 : 0);
  return { melds, discard, meld, pon, chi, layoff, perMeld, count: layoff + MOST_MELDS * perMeld };
}

/** A card's number among 52 + the joker (`suit × 13 + rank`, the joker 52). */
const cardSlot = (card: number): number => (card === JOKER ? 52 : cardIndex(card));
/** The card of a card slot. */
const slotCard = (slot: number): number => (slot === 52 ? JOKER : cellOf(Math.floor(slot / 13), slot % 13));

const ENDS = ['low', 'high'] as const;

/** The number of a move in its public form (as the library lists it: a set's cards in meld order). */
function numberOfMove(space: Space, move: Move): number {
  switch (move.type) {
    case 'draw':
      return DRAW;
    case 'pass':
      return PASS;
    case 'discard':
      return space.discard + cardSlot(cardNumber(move.card));
    case 'layoff': {
      const end = move.end === 'low' ? LOW : move.end === 'high' ? HIGH : NO_END;
      return space.layoff + move.meld * space.perMeld + 3 * cardSlot(cardNumber(move.card)) + end;
    }
    default: {
      const cards = move.cards.map(cardNumber);
      const n = meldNumber(space.melds, cards);
      if (move.type === 'meld') return space.meld + n;
      return move.type === 'pon' ? space.pon + n : space.chi + n - space.melds.sets;
    }
  }
}

/** The move a number names, in public form (legal or not). */
function moveOfNumber(space: Space, action: number): Move {
  if (action === DRAW) return { type: 'draw' };
  if (action === PASS) return { type: 'pass' };
  if (action < space.meld) return { type: 'discard', card: cardName(slotCard(action - space.discard)) };
  if (action >= space.layoff) {
    const k = action - space.layoff;
    const meld = Math.floor(k / space.perMeld);
    const slot = k % space.perMeld;
    const card: Card = cardName(slotCard(Math.floor(slot / 3)));
    const end = slot % 3;
    return end === NO_END
      ? { type: 'layoff', meld, card }
      : { type: 'layoff', meld, card, end: ENDS[end - 1] as 'low' | 'high' };
  }
  const [type, index] =
    action < space.pon
      ? (['meld', action - space.meld] as const)
      : action < space.chi
        ? (['pon', action - space.pon] as const)
        : (['chi', action - space.chi + space.melds.sets] as const);
  return { type, cards: meldCards(space.melds, index).map(cardName) };
}

/**
 * The size N of Seven Bridge's action space under these options (the same options, the same N):
 * 3,772 without jokers, 6,461 with (see the learning guide for what each number means).
 * @throws `OptionsError` for options `createGame` refuses.
 * @example
 * ```ts
 * import { actionCount } from 'shichinarabe/seven-bridge';
 * actionCount(); // 3772
 * actionCount({ jokers: 2 }); // 6461
 * ```
 */
export function actionCount(options?: GameOptions): number {
  return spaceOf(trusted(createGame(options)).game.options).count;
}

/**
 * The number of a legal move: the same move has the same number in every state where it is legal.
 * The move is read as `applyMove` reads it (a set's cards in any order).
 * @throws `IllegalMoveError` when the move is not legal in `state` (with `applyMove`'s code).
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { actionOf, createGame } from 'shichinarabe/seven-bridge';
 * actionOf(createGame({ seed: 1 }), { type: 'draw' }); // 0
 * ```
 */
export function actionOf(state: GameState, move: Move): number {
  try {
    const s = trusted(state);
    return numberOfMove(spaceOf(s.game.options), check(s, move).move);
  } catch (e) {
    throw ours(e);
  }
}

/**
 * The legal move a number names in `state`, in the form `legalMoves` lists it.
 * @throws `IllegalMoveError` `'malformed'` for anything but an integer in [0, N), and `applyMove`'s
 * code when the move it names is not legal now.
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, moveOf } from 'shichinarabe/seven-bridge';
 * moveOf(createGame({ seed: 1 }), 0); // { type: 'draw' }
 * ```
 */
export function moveOf(state: GameState, action: number): Move {
  try {
    const s = trusted(state);
    const space = spaceOf(s.game.options);
    return check(s, moveOfNumber(space, actionIn(action, space.count))).move;
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
  return next(s, check(s, moveOfNumber(space, actionIn(action, space.count))));
}

/** The numbers of the legal moves of a state the library made, ascending. */
export function legalNumbers(s: State): number[] {
  const moves = listMoves(s);
  const space = spaceOf(s.game.options);
  const out = new Array<number>(moves.length);
  for (let i = 0; i < moves.length; i++) out[i] = numberOfMove(space, moves[i] as Move);
  return ascending(out);
}

/**
 * The numbers of `legalMoves(state)`, ascending (`[]` when the game is over).
 * @throws `StateError` when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, legalActions } from 'shichinarabe/seven-bridge';
 * legalActions(createGame({ seed: 1 })); // [0]: the draw
 * ```
 */
export function legalActions(state: GameState): number[] {
  try {
    return legalNumbers(trusted(state));
  } catch (e) {
    throw ours(e);
  }
}
