/**
 * The learning interface's observations (SPEC §9) over random games of every game and random
 * option mixes:
 * - every observation has observationSize numbers, all finite and in [0, 1];
 * - each equals, number for number, the reference observation written from the player's view alone
 *   (reference-observe.ts, the learning guide's tables read off the view's fields): so an
 *   observation is a function of the view;
 * - two states that differ only in cards hidden from a player — the same game dealt with two hidden
 *   cards swapped (between two other hands, or between another hand and the stock or pack), then
 *   the same moves — give that player equal observations wherever their views are equal;
 * - observe(state, p, into) writes the same numbers into `into`; bad players and arrays are refused.
 */
import { describe, expect, test } from 'vitest';
import { ShichinarabeError, StateError } from '../../src/index.js';
import { Random } from '../../src/shared/random.js';
import { ENTRIES, type Entry, playersOf, randomGames } from './games.js';
import { referenceObservation } from './reference-observe.js';

const GAMES = randomGames(8, 'observe');

const recordOptions = (entry: Entry, state: unknown): Record<string, unknown> =>
  JSON.parse(entry.serialize(state)).options;

/** The view as plain data, to compare two views. */
const plain = (v: unknown): string => JSON.stringify(v);

describe.each(ENTRIES.map((e) => [e.name, e] as const))('%s', (name, entry) => {
  const games = GAMES.filter((g) => g.entry.name === name);

  test('every observation has observationSize numbers, each finite and in [0, 1], and equals the reference written from the view', () => {
    let compared = 0;
    for (const g of games) {
      const size = entry.observationSize(g.options);
      const options = recordOptions(entry, g.states[0]);
      // every state of short games; about 150 of a long one
      const every = Math.max(1, Math.floor(g.states.length / 150));
      for (const s of g.states.filter((_, i) => i % every === 0)) {
        for (let p = 0; p < playersOf(entry, s); p++) {
          const o = entry.observe(s, p);
          expect(o).toBeInstanceOf(Float32Array);
          expect(o.length).toBe(size);
          expect(o.findIndex((x: number) => !(Number.isFinite(x) && x >= 0 && x <= 1))).toBe(-1);
          const reference = referenceObservation(name, entry.view(s, p), options).map(Math.fround);
          expect(Array.from(o)).toEqual(reference);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  test('observe(state, p, into) overwrites and returns into with the same numbers', () => {
    const g = games[0] as (typeof games)[number];
    const into = new Float32Array(entry.observationSize(g.options)).fill(0.5);
    for (const s of g.states.slice(0, 40)) {
      const out = entry.observe(s, 0, into);
      expect(out).toBe(into);
      expect(Array.from(out)).toEqual(Array.from(entry.observe(s, 0)));
    }
  });

  test('a player out of range is a StateError; an into of the wrong kind or size a ShichinarabeError', () => {
    const g = games[0] as (typeof games)[number];
    const s = g.states[0];
    for (const p of [-1, playersOf(entry, s), 0.5, '0', null]) expect(() => entry.observe(s, p)).toThrow(StateError);
    for (const into of [new Float32Array(3), new Float64Array(entry.observationSize(g.options)), [], 'x']) {
      expect(() => entry.observe(s, 0, into)).toThrow(ShichinarabeError);
    }
    expect(() => entry.observe({ not: 'a state' }, 0)).toThrow(StateError);
  });

  test('a copy of a state (structuredClone) observes as the state itself', () => {
    for (const g of games.slice(0, 2)) {
      for (const s of g.states.filter((_, i) => i % 9 === 0)) {
        const copy = structuredClone(s);
        expect(Array.from(entry.observe(copy, 1))).toEqual(Array.from(entry.observe(s, 1)));
      }
    }
  });
});

/** The deal of a game as options that fix it, and the same with two hidden cards swapped. */
interface Swap {
  options: Record<string, unknown>;
  swapped: Record<string, unknown>;
  /** Players who see neither card. */
  blind: number[];
}

/** Sevens: two cards (neither a 7) swapped between the hands of players a and b. */
function sevensSwap(_options: Record<string, unknown>, state: unknown, entry: Entry, rng: Random): Swap | null {
  const record = JSON.parse(entry.serialize(state));
  const hands = record.deal.hands as string[][];
  const n = hands.length;
  if (n < 3) return null;
  const a = rng.int(n);
  const b = (a + 1 + rng.int(n - 1)) % n;
  const pick = (h: string[]) => h.filter((c) => c[0] !== '7' && c !== 'JK')[rng.int(h.length)] ?? null;
  const x = pick(hands[a] as string[]);
  const y = pick(hands[b] as string[]);
  if (x === null || y === null) return null;
  const swapped = hands.map((h) => h.map((c) => (c === x ? y : c === y ? x : c)));
  const base = { ...record.options, hands, table: record.deal.table };
  return {
    options: base,
    swapped: { ...base, hands: swapped },
    blind: Array.from({ length: n }, (_, p) => p).filter((p) => p !== a && p !== b),
  };
}

/** Seven Bridge and Seven Up: the first deck with a card of player a's first cards swapped for one deep in the stock or pack. */
function deckSwap(options: Record<string, unknown>, state: unknown, entry: Entry, rng: Random): Swap | null {
  const record = JSON.parse(entry.serialize(state));
  const decks = record.decks as string[][];
  const deck = decks[0] as string[];
  const n = record.options.players as number;
  const a = rng.int(n);
  // Seven Bridge deals deck[i] to (first + i) mod n; Seven Up to (eldest + i) mod n: find a's cards by dealing order
  const first =
    entry.name === 'seven-bridge' ? (record.options.firstPlayer as number) : (record.options.dealer + 1) % n;
  const mine = deck.slice(0, 6 * n).filter((_, i) => (first + i) % n === a);
  const x = mine[rng.int(mine.length)] as string;
  const y = deck[deck.length - 1 - rng.int(5)] as string; // deep in the stock or pack
  if (x === y || x === 'JK' || y === 'JK') return null;
  const swappedDeck = deck.map((c) => (c === x ? y : c === y ? x : c));
  const { decks: _, ...rest } = options;
  return {
    options: { ...rest, seed: record.options.seed, decks: [deck, ...decks.slice(1)] },
    swapped: { ...rest, seed: record.options.seed, decks: [swappedDeck, ...decks.slice(1)] },
    blind: Array.from({ length: n }, (_, p) => p).filter((p) => p !== a),
  };
}

describe.each(ENTRIES.map((e) => [e.name, e] as const))('%s: hidden cards', (name, entry) => {
  test('two games that differ only in cards hidden from a player give that player equal observations wherever their views are equal', () => {
    let equalViews = 0;
    let seen = 0;
    for (const [i, g] of GAMES.filter((x) => x.entry.name === name).entries()) {
      const rng = new Random(`swap-${name}-${i}`);
      const swap = (name === 'sevens' ? sevensSwap : deckSwap)(g.options, g.states[0], entry, rng);
      if (swap === null) continue;
      let a = entry.createGame(swap.options);
      let b = entry.createGame(swap.swapped);
      // whoever holds a swapped card sees the difference, and so does their observation
      const sighted = Array.from({ length: playersOf(entry, a) }, (_, p) => p).filter((p) => !swap.blind.includes(p));
      for (const p of sighted) {
        expect(Array.from(entry.observe(a, p))).not.toEqual(Array.from(entry.observe(b, p)));
        seen++;
      }
      for (const move of g.moves) {
        for (const p of swap.blind) {
          if (plain(entry.view(a, p)) === plain(entry.view(b, p))) {
            expect(Array.from(entry.observe(a, p))).toEqual(Array.from(entry.observe(b, p)));
            equalViews++;
          }
        }
        try {
          a = entry.applyMove(a, move);
          b = entry.applyMove(b, move);
        } catch {
          break; // the swapped card changed what may be played: the games part here
        }
      }
    }
    expect(equalViews).toBeGreaterThan(100);
    expect(seen).toBeGreaterThan(3);
  });
});
