/**
 * Options: validating what a caller passes to `createGame` into resolved options (what a game
 * record's `options` holds, the seed included) and the decks given. Nothing is clamped or
 * guessed, the caller's objects are never modified, and every fault is an {@link OptionsError}
 * naming the option.
 * @module
 */
import { type Card, cardName, cardNumber, JOKER } from '../shared/cards.js';
import { describe, OptionsError } from '../shared/errors.js';
import type { Seed } from '../shared/random.js';
import { seededDeck } from './deck.js';
import type { RecordOptions, SevenPenalty } from './types.js';
import { boolean, drawSeed, fail, integer, oneOf, snapshot } from '../shared/options.js';

/** The keys of a game record's `options`, in the order it writes them. */
export const RECORD_OPTION_KEYS = [
  'players',
  'seed',
  'firstPlayer',
  'rounds',
  'jokers',
  'aces',
  'firstRoundClaims',
  'discardToGoOut',
  'points',
  'jokerPoints',
  'oneShotDouble',
  'sevenPenalty',
  'jokerPenalty',
  'discarderPays',
  'noSevenOrJokerFinish',
  'stockOut',
  'restocks',
  'target',
] as const;

/** The options a record made before revision 2 of the rules lacks (read at their defaults). */
export const LATER_OPTION_KEYS: readonly string[] = ['restocks', 'target'];

/** The most times a round's stock is rebuilt, by default. */
const RESTOCKS = 3;

const KNOWN: ReadonlySet<string> = new Set([...RECORD_OPTION_KEYS, 'decks']);

/** Resolved options and the decks given. */
export interface Setup {
  options: RecordOptions;
  decks: Card[][];
}

/** Reads one deck: a permutation of the 52 cards and `jokers` jokers. */
function deckOf(name: string, value: unknown, jokers: number): Card[] {
  const size = 52 + jokers;
  if (!Array.isArray(value)) return fail(name, `expected an array of ${size} cards, got ${describe(value)}`);
  const length = value.length;
  if (length !== size)
    return fail(
      name,
      `${length} cards: a deck is the 52 cards${jokers ? ` and ${jokers} × 'JK'` : ''}, ${size} in all`,
    );
  const seen = new Set<number>();
  let jokersSeen = 0;
  const out: Card[] = [];
  for (let i = 0; i < length; i++) {
    const card = cardNumber(value[i]);
    if (card < 0) fail(`${name}[${i}]`, `${describe(value[i])} is not a canonical card such as "7D", "TH" or "JK"`);
    if (card === JOKER) {
      if (++jokersSeen > jokers) fail(name, `more than ${jokers} jokers (option jokers is ${jokers})`);
    } else if (seen.has(card)) fail(name, `${cardName(card)} twice: a deck holds each card once`);
    seen.add(card);
    out.push(cardName(card));
  }
  return out;
}

/**
 * A record's decks as a game's decks given: without those at its end that were dealt (rounds 1 to
 * `dealt`) and are the seed's own decks for their rounds (a record lists every deck dealt; those
 * the seed gives are the seed's). A deck not yet dealt is in a record only because it was given,
 * and stays. So a deserialized game goes on as the game it was written from, and writes the same record.
 */
export function trimDecks(setup: Setup, dealt: number): Setup {
  const { seed, jokers } = setup.options;
  const decks = [...setup.decks];
  while (
    decks.length > 0 &&
    decks.length <= dealt &&
    sameCards(decks[decks.length - 1] as Card[], seededDeck(seed, decks.length, jokers))
  ) {
    decks.pop();
  }
  return { options: setup.options, decks };
}

/** Whether a deck of cards is a deck of numbers. */
function sameCards(cards: readonly Card[], numbers: readonly number[]): boolean {
  return cards.length === numbers.length && cards.every((c, i) => cardNumber(c) === numbers[i]);
}

/** `target`: a number of points 1–100000, or `null` (default: no target). */
function targetOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return fail('target', `expected an integer (points) or null, got ${describe(value)}`);
  }
  return integer('target', value, 1, 100_000, 1);
}

/** `sevenPenalty`: `false` (default), `true` or `'each'`. */
function sevenPenaltyOf(value: unknown): SevenPenalty {
  if (value === undefined || value === false || value === true || value === 'each') return value ?? false;
  return fail('sevenPenalty', `expected true, false or 'each', got ${describe(value)}`);
}

/**
 * Validates `createGame` options.
 * @throws {@link OptionsError}
 */
export function resolveOptions(input: unknown): Setup {
  const o = input === undefined ? {} : snapshot(input, '', KNOWN);
  const players = integer('players', o.players, 2, 6, 4);
  if (o.seed !== undefined && typeof o.seed !== 'string' && !(typeof o.seed === 'number' && Number.isInteger(o.seed))) {
    fail('seed', `expected an integer or a string, got ${describe(o.seed)}`);
  }
  const firstPlayer = integer('firstPlayer', o.firstPlayer, 0, players - 1, 0);
  const target = targetOf(o.target);
  const rounds = integer('rounds', o.rounds, 1, 100, target === null ? 1 : 100);
  const jokers = oneOf('jokers', o.jokers, [0, 1, 2] as const, 0);
  const aces = oneOf('aces', o.aces, ['high-or-low', 'low'] as const, 'high-or-low');
  const firstRoundClaims = boolean('firstRoundClaims', o.firstRoundClaims, false);
  const discardToGoOut = boolean('discardToGoOut', o.discardToGoOut, true);
  const points = oneOf('points', o.points, ['standard', 'datt'] as const, 'standard');
  const jokerPoints = oneOf('jokerPoints', o.jokerPoints, [15, 20] as const, 20);
  const oneShotDouble = boolean('oneShotDouble', o.oneShotDouble, true);
  const sevenPenalty = sevenPenaltyOf(o.sevenPenalty);
  const jokerPenalty = boolean('jokerPenalty', o.jokerPenalty, false);
  const discarderPays = boolean('discarderPays', o.discarderPays, false);
  const noSevenOrJokerFinish = boolean('noSevenOrJokerFinish', o.noSevenOrJokerFinish, false);
  const stockOut = oneOf('stockOut', o.stockOut, ['reshuffle', 'void', 'score'] as const, 'reshuffle');
  const restocks = integer('restocks', o.restocks, 1, 20, RESTOCKS);
  if (restocks !== RESTOCKS && stockOut !== 'reshuffle') {
    fail('restocks', `rebuilds the stock: it must be left at ${RESTOCKS} with stockOut '${stockOut}'`);
  }
  if (jokers === 0 && jokerPoints !== 20)
    fail('jokerPoints', 'is a joker option: it must be left at 20 with jokers: 0');
  if (jokers === 0 && jokerPenalty) fail('jokerPenalty', 'is a joker option: it cannot be true with jokers: 0');
  if (noSevenOrJokerFinish && !discardToGoOut) {
    fail('noSevenOrJokerFinish', 'needs discardToGoOut: true (the last card is a discard)');
  }
  const decks: Card[][] = [];
  if (o.decks !== undefined) {
    if (!Array.isArray(o.decks)) fail('decks', `expected an array of decks, got ${describe(o.decks)}`);
    const given = o.decks as unknown[];
    const length = given.length;
    if (length > rounds)
      fail('decks', `${length} decks for ${rounds} round${rounds === 1 ? '' : 's'}: at most one per round`);
    for (let i = 0; i < length; i++) decks.push(deckOf(`decks[${i}]`, given[i], jokers));
  }
  const seed: Seed = (o.seed as Seed | undefined) ?? drawSeed();
  const options: RecordOptions = {
    players,
    seed,
    firstPlayer,
    rounds,
    jokers,
    aces,
    firstRoundClaims,
    discardToGoOut,
    points,
    jokerPoints,
    oneShotDouble,
    sevenPenalty,
    jokerPenalty,
    discarderPays,
    noSevenOrJokerFinish,
    stockOut,
    restocks,
    target,
  };
  return { options, decks };
}
