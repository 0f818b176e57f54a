/**
 * Internal: a bot's view read into card-set words, for cheap evaluation.
 * @module
 */
import { cardNumber } from '../../sevens/cards.js';
import { FULL_WORD, wordsOf as wordsOfCells } from '../../shared/cardset.js';
import { rulesOf } from '../../sevens/game.js';
import type { RecordOptions } from '../../sevens/options.js';
import type { Random } from '../../shared/random.js';
import type { Rules } from '../../sevens/rules.js';
import type { Card, Move } from '../../sevens/types.js';
import type { BotView } from './types.js';

/** What one player knows, as card-set words. */
export interface Known {
  readonly options: RecordOptions;
  /** The game's rules, for the rule modules' functions. */
  readonly rules: Rules;
  readonly players: number;
  readonly me: number;
  readonly handLo: number;
  readonly handHi: number;
  /** Whether I hold the joker. */
  readonly joker: boolean;
  readonly tableLo: number;
  readonly tableHi: number;
  readonly deadLo: number;
  readonly deadHi: number;
  /** The cells in other players' hands: neither mine, on the table nor dead. */
  readonly unseenLo: number;
  readonly unseenHi: number;
}

/** Card-set words of a list of cards (the joker is skipped). */
export function wordsOf(cards: readonly Card[] | null): [number, number] {
  return cards === null ? [0, 0] : wordsOfCells(cards.map(cardNumber));
}

/** The rules of resolved options (a cache, one per options object). */
const rulesCache = new WeakMap<object, Rules>();

/** The rules of resolved options. */
export function rulesFor(options: RecordOptions): Rules {
  let rules = rulesCache.get(options);
  if (rules === undefined) {
    rules = rulesOf(options);
    rulesCache.set(options, rules);
  }
  return rules;
}

/** Reads a bot's view. */
export function known(v: BotView): Known {
  const me = v.player ?? (v.current as number);
  const hand = v.hands[me] ?? [];
  const [handLo, handHi] = wordsOf(hand);
  const [tableLo, tableHi] = wordsOf(v.table);
  let deadLo = 0;
  let deadHi = 0;
  for (const pile of v.dead) {
    const [lo, hi] = wordsOf(pile);
    deadLo |= lo;
    deadHi |= hi;
  }
  return {
    options: v.options,
    rules: rulesFor(v.options),
    players: v.options.players,
    me,
    handLo,
    handHi,
    joker: hand.includes('JK'),
    tableLo,
    tableHi,
    deadLo,
    deadHi,
    unseenLo: FULL_WORD & ~(handLo | tableLo | deadLo),
    unseenHi: FULL_WORD & ~(handHi | tableHi | deadHi),
  };
}

/** Picks the move of highest score; ties go to a random one of them (through `rng`). */
export function best(moves: readonly Move[], scores: readonly number[], rng: Random): Move {
  let top = -Infinity;
  let ties = 0;
  let choice = moves[0] as Move;
  for (let i = 0; i < moves.length; i++) {
    const s = scores[i] as number;
    if (s > top + 1e-9) {
      top = s;
      ties = 1;
      choice = moves[i] as Move;
    } else if (s > top - 1e-9) {
      ties++;
      if (rng.int(ties) === 0) choice = moves[i] as Move; // reservoir: each tie equally likely
    }
  }
  return choice;
}
