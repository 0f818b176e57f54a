/**
 * Internal: a bot's view read into card-set words, for cheap evaluation.
 * @module
 */
import { cardNumber, JOKER } from '../cards.js';
import { bitOf, FULL_WORD, wordOf } from '../cardset.js';
import type { RecordOptions } from '../options.js';
import { makeGame } from '../play.js';
import type { Game } from '../state.js';
import type { Random } from '../random.js';
import type { Card, Move } from '../types.js';
import type { BotView } from './types.js';

/** What one player knows, as card-set words. */
export interface Known {
  readonly options: RecordOptions;
  /** The rule flags (a `Game` with an empty deal), for the rule helpers. */
  readonly game: Game;
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
  let lo = 0;
  let hi = 0;
  if (cards === null) return [0, 0];
  for (const card of cards) {
    const cell = cardNumber(card);
    if (cell < 0 || cell === JOKER) continue;
    if (wordOf(cell) === 0) lo |= bitOf(cell);
    else hi |= bitOf(cell);
  }
  return [lo, hi];
}

const games = new WeakMap<object, Game>();

/** The rule flags of resolved options (cached per options object). */
export function gameOf(options: RecordOptions): Game {
  let g = games.get(options);
  if (g === undefined) {
    g = makeGame({ options, deal: { hands: [], joker: -1, sizes: [], tableLo: 0, tableHi: 0 } });
    games.set(options, g);
  }
  return g;
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
    game: gameOf(v.options),
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
