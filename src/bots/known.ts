/**
 * Internal: a bot's view read into card-set words, for cheap evaluation.
 * @module
 */
import { cardNumber } from '../cards.js';
import { FULL_WORD, wordsOf as wordsOfCells } from '../cardset.js';
import { rulesOf } from '../game.js';
import type { RecordOptions } from '../options.js';
import type { Random } from '../random.js';
import type { Rules } from '../rules.js';
import type { Card, Move } from '../types.js';
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

/** A move's key: `'play 7D'`, `'pass'`, `'joker TH JH'`. */
export function moveKey(m: { type: string; card?: string; next?: string }): string {
  return m.type === 'pass' ? 'pass' : `${m.type} ${m.card}${m.next === undefined ? '' : ` ${m.next}`}`;
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
