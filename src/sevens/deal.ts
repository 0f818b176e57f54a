/**
 * The deal: who holds which cards at the start, as card-set words. With a seed, the deck (less any
 * cards on the initial table) is shuffled with the library's seeded generator and dealt one card
 * at a time starting with player 0, so when it does not divide evenly the first players get one
 * card more. An explicit deal (`hands` + `table`) must use every card of the deck exactly once.
 * @module
 */
import { CELLS, cardName, JOKER } from './cards.js';
import { bitOf, count, FULL_WORD, wordOf } from '../shared/cardset.js';
import { type Seed, shuffleSeeded } from '../shared/random.js';
import type { Deal } from './state.js';

/** A fault in a given deal; `option` is `'hands'` or `'table'` (turned into an OptionsError by the caller). */
export class DealError extends Error {
  constructor(
    readonly option: string,
    message: string,
  ) {
    super(message);
  }
}

/** The player dealt a cell (or the joker), or -1. */
export function holderOf(deal: Deal, cell: number): number {
  if (cell === JOKER) return deal.joker;
  for (let p = 0; 2 * p < deal.hands.length; p++)
    if (((deal.hands[2 * p + wordOf(cell)] as number) & bitOf(cell)) !== 0) return p;
  return -1;
}

/** Number of cards each player was dealt, the joker included. */
function sizesOf(hands: readonly number[], joker: number): number[] {
  const sizes: number[] = [];
  for (let p = 0; 2 * p < hands.length; p++) {
    sizes.push(count(hands[2 * p] as number) + count(hands[2 * p + 1] as number) + (joker === p ? 1 : 0));
  }
  return sizes;
}

const zeros = (n: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
};

/** Puts cells into a pair of words, refusing a cell twice. */
function addCells(words: number[], at: number, cells: readonly number[], option: string, seen: number[]): void {
  for (const cell of cells) {
    if (cell === JOKER) continue;
    const w = wordOf(cell);
    const bit = bitOf(cell);
    if (((seen[w] as number) & bit) !== 0) throw new DealError(option, `${cardName(cell)} is used more than once`);
    seen[w] = (seen[w] as number) | bit;
    words[at + w] = (words[at + w] as number) | bit;
  }
}

/** Reads the initial table, refusing the joker and repeated cards. */
function tableWords(table: readonly number[], seen: number[]): [number, number] {
  if (table.includes(JOKER)) throw new DealError('table', 'the joker cannot be on the table');
  const words = [0, 0];
  addCells(words, 0, table, 'table', seen);
  return [words[0] as number, words[1] as number];
}

/** An explicit deal: `hands` and `table` must use every card of the deck (52 + jokers) exactly once. */
export function dealGiven(hands: readonly (readonly number[])[], table: readonly number[], jokers: number): Deal {
  const seen = [0, 0];
  const [tableLo, tableHi] = tableWords(table, seen);
  const words = zeros(2 * hands.length);
  let joker = -1;
  hands.forEach((hand, p) => {
    addCells(words, 2 * p, hand, 'hands', seen);
    for (const card of hand) {
      if (card !== JOKER) continue;
      if (jokers === 0) throw new DealError('hands', 'holds the joker "JK" but jokers is 0');
      if (joker >= 0) throw new DealError('hands', 'JK is used more than once');
      joker = p;
    }
  });
  if (seen[0] !== FULL_WORD || seen[1] !== FULL_WORD || (jokers === 1 && joker < 0)) {
    const missing = CELLS.filter((c) => ((seen[wordOf(c)] as number) & bitOf(c)) === 0).map(cardName);
    if (jokers === 1 && joker < 0) missing.push('JK');
    throw new DealError(
      'hands',
      `hands and table must use every card of the deck exactly once; missing ${missing.join(' ')}`,
    );
  }
  return { hands: words, joker, sizes: sizesOf(words, joker), tableLo, tableHi };
}

/** A seeded (or, without a seed, random) deal of every card not on the table. */
export function dealShuffled(players: number, table: readonly number[], jokers: number, seed: Seed | undefined): Deal {
  const seen = [0, 0];
  const [tableLo, tableHi] = tableWords(table, seen);
  const deck =
    table.length === 0 && jokers === 0
      ? CELLS.slice() // the usual deal: the whole deck
      : CELLS.filter((c) => ((seen[wordOf(c)] as number) & bitOf(c)) === 0);
  if (jokers === 1) deck.push(JOKER);
  shuffleSeeded(seed, deck);
  // One card at a time from player 0 around the table: player p gets deck[p], deck[p + players], …
  const words: number[] = [];
  const sizes: number[] = [];
  let joker = -1;
  for (let p = 0; p < players; p++) {
    let lo = 0;
    let hi = 0;
    let size = 0; // counted as dealt: the first players get one card more, and a player past the deck's end none
    for (let i = p; i < deck.length; i += players) {
      const card = deck[i] as number;
      if (card < 32) lo |= 1 << card;
      else if (card < 64) hi |= 1 << (card - 32);
      else joker = p;
      size++;
    }
    words.push(lo, hi);
    sizes.push(size);
  }
  return { hands: words, joker, sizes, tableLo, tableHi };
}
