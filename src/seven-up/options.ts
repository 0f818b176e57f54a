/**
 * Options: what a caller passes to `createGame`, validated into the resolved options a game record
 * writes and the decks given. Nothing is clamped or guessed and the caller's objects are never
 * modified: any fault throws an {@link OptionsError} naming the option.
 * @module
 */
import { cardNumber, JOKER } from '../shared/cards.js';
import { describe, OptionsError } from '../shared/errors.js';
import type { Seed } from '../shared/random.js';
import type { GameOptions, RecordOptions } from './types.js';
import { boolean, drawSeed, fail, integer, listOnce, oneOf, snapshot } from '../shared/options.js';

/** Validated options: the record's options and the decks given (cells, one deck per deal). */
export interface Setup {
  readonly options: RecordOptions;
  readonly decks: readonly (readonly number[])[];
}

/** The keys of a record's `options`, in the order it writes them. */
export const RECORD_OPTION_KEYS: readonly string[] = [
  'players',
  'partnerships',
  'seed',
  'dealer',
  'target',
  'direction',
  'kick',
  'hangJack',
  'giftMayWin',
  'low',
];

/**
 * The options revision 2 added, at their defaults: a record written before them lacks them and is
 * read as the game it was (every one at its default plays the revision-1 game).
 */
export const REVISION_2_DEFAULTS: Readonly<Record<string, unknown>> = {
  direction: 'clockwise',
  kick: 'jack',
  hangJack: false,
  giftMayWin: true,
};
const KNOWN: ReadonlySet<string> = new Set([...RECORD_OPTION_KEYS, 'decks']);

/** The most decks a game (or a record) may give: far more than any game deals. */
export const MAX_DECKS = 100_000;

/** A deck: the 52 cards, each exactly once, as cells. */
function deckOf(name: string, value: unknown): number[] {
  const list = listOnce(name, value, 52, 'cards', 'at most 52');
  if (list.length !== 52) fail(name, `a deck holds the 52 cards, got ${list.length}`);
  const cells: number[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < 52; i++) {
    const cell = cardNumber(list[i]);
    if (cell < 0 || cell === JOKER) {
      fail(`${name}[${i}]`, `${describe(list[i])} is not one of the 52 cards (write e.g. "7D", "TH"; no joker)`);
    }
    if (seen.has(cell)) fail(`${name}[${i}]`, `${String(list[i])} is in the deck twice`);
    seen.add(cell);
    cells.push(cell);
  }
  return cells;
}

/** The decks given, as cells. */
export function decksOf(name: string, value: unknown): number[][] {
  if (value === undefined) return [];
  return listOnce(name, value, MAX_DECKS, 'decks', `at most ${MAX_DECKS}`).map((deck, i) =>
    deckOf(`${name}[${i}]`, deck),
  );
}

/**
 * Validates `createGame` options.
 * @throws {@link OptionsError}
 */
export function resolveOptions(input: GameOptions | undefined): Setup {
  const o = input === undefined ? {} : snapshot(input, '', KNOWN, 'seven-up');
  const players = integer('players', o.players, 2, 4, 4);
  let partnerships = false;
  if (o.partnerships !== undefined) {
    if (typeof o.partnerships !== 'boolean')
      fail('partnerships', `expected true or false, got ${describe(o.partnerships)}`);
    partnerships = o.partnerships as boolean;
  }
  if (partnerships && players !== 4) fail('partnerships', `partnerships need 4 players, not ${players}`);
  const seed = o.seed;
  if (seed !== undefined && typeof seed !== 'string' && !(typeof seed === 'number' && Number.isInteger(seed))) {
    fail('seed', `expected an integer or a string, got ${describe(seed)}`);
  }
  const dealer = integer('dealer', o.dealer, 0, players - 1, 0);
  const target = integer('target', o.target, 1, 100, 7);
  const direction = oneOf('direction', o.direction, ['clockwise', 'anticlockwise'] as const, 'clockwise');
  const kick = oneOf('kick', o.kick, ['jack', 'trinidad'] as const, 'jack');
  const hangJack = boolean('hangJack', o.hangJack, false);
  const giftMayWin = boolean('giftMayWin', o.giftMayWin, true);
  const low = oneOf('low', o.low, ['taker', 'holder'] as const, 'taker');
  const decks = decksOf('decks', o.decks);
  const resolvedSeed: Seed = (seed as Seed | undefined) ?? drawSeed();
  return {
    options: { players, partnerships, seed: resolvedSeed, dealer, target, direction, kick, hangJack, giftMayWin, low },
    decks,
  };
}
