/**
 * Scenarios of the stock rebuilt from the discard pile (SPEC-seven-bridge §6 `stockOut:
 * 'reshuffle'`, the default of revision 2), each named after the rule it pins, on exact decks.
 *
 * Most games here deal the 52 cards in table order (♠A … ♣K) to 6 players: the stock is then
 * 4♣ … K♣, and every player draws and discards the card drawn, passing every claim window, so the
 * discard pile gathers the stock in the order it was drawn.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  deserialize,
  type Event,
  type GameOptions,
  type GameState,
  legalMoves,
  Random,
  score,
  serialize,
  StateError,
  view,
} from '../../src/seven-bridge/index.js';
import { copyOf, type State } from '../../src/seven-bridge/state.js';
import { canonical } from './reference-compare.js';
import { ALL } from './helpers-engine.js';

/** The stock of the table-order deck with 6 players, top first. */
const STOCK = ['4C', '5C', '6C', '7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC'];

/** A 6-player game on the table-order deck (jokers after it). */
const tableOrder = (options: GameOptions = {}, jokers = 0): GameState =>
  createGame({
    seed: 2026,
    players: 6,
    jokers,
    ...options,
    decks: [[...ALL, ...Array.from({ length: jokers }, () => 'JK' as const)]],
  });

/** One move of the dull play: draw; discard the card just drawn; pass. */
function dullMove(s: GameState): GameState {
  const v = view(s);
  if (v.phase === 'draw') return applyMove(s, { type: 'draw' });
  if (v.phase === 'claim') return applyMove(s, { type: 'pass' });
  const drawn = v.events.find((e) => e.type === 'draw');
  const card = drawn?.type === 'draw' ? drawn.card : undefined;
  return applyMove(s, { type: 'discard', card: card ?? (v.hands[v.current as number]?.[0] as string) } as never);
}

/** Plays the dull play until `until` holds (or the game is over); every state's events, in order. */
function dullUntil(s: GameState, until: (s: GameState) => boolean): { state: GameState; events: Event[] } {
  let state = s;
  const events: Event[] = [];
  for (let i = 0; i < 5000 && !until(state) && !view(state).over; i++) {
    state = dullMove(state);
    events.push(...view(state).events);
  }
  return { state, events };
}

const restocked = (s: GameState): boolean => view(s).events.some((e) => e.type === 'restock');
const drawsOf = (events: readonly Event[]): string[] =>
  events.flatMap((e) => (e.type === 'draw' && e.card !== undefined ? [e.card] : []));

/** The card points of a hand ('standard'). */
const handPoints = (hand: readonly string[]): number =>
  hand.reduce((sum, c) => sum + (c === 'JK' ? 20 : 'AJQKT'.includes(c[0] as string) ? 10 : Number(c[0])), 0);

describe("§6 stockOut 'reshuffle': the stock rebuilt from the discard pile", () => {
  test("§6 'reshuffle' is the default: the pile but its top card becomes the stock, in the order new Random(text).shuffle gives, element 0 drawn first", () => {
    const { state, events } = dullUntil(tableOrder(), restocked);
    expect(drawsOf(events)).toEqual(STOCK); // the pile gathered the stock in order
    const v = view(state);
    expect(v.events).toEqual([
      { type: 'answer', player: 2, answer: 'pass' },
      { type: 'no-claim' },
      { type: 'restock', cards: 9 },
    ]);
    expect(v.discards).toEqual(['KC']); // the top card stays as the pile
    expect(v.stockSize).toBe(9);
    expect(v.phase).toBe('draw');
    expect(v.current).toBe(4); // the player who must draw, left of the last discarder, draws as usual
    // the order: text seven-bridge/<seed>/<round>/restock/<k>, cards the pile bottom to top without its top
    const order = new Random('seven-bridge/2026/1/restock/1').shuffle(STOCK.slice(0, -1));
    expect(order).toEqual(['6C', 'TC', 'QC', '7C', '8C', '5C', 'JC', '9C', '4C']);
    const after = dullUntil(state, (s) => view(s).stockSize === 0 && view(s).phase === 'play');
    expect(drawsOf(after.events)).toEqual(order);
  });

  test('§6 a seed is read as text: the integer 2026 and the string "2026" rebuild the same stock; another seed another one', () => {
    const draws = (seed: number | string) => {
      const { state } = dullUntil(tableOrder({ seed }), restocked);
      return drawsOf(dullUntil(state, (s) => view(s).stockSize === 0 && view(s).phase === 'play').events);
    };
    expect(draws('2026')).toEqual(draws(2026));
    expect(draws(7)).toEqual(new Random('seven-bridge/7/1/restock/1').shuffle(STOCK.slice(0, -1)));
    expect(draws(7)).toEqual(['7C', '9C', 'JC', '5C', '6C', '4C', '8C', 'QC', 'TC']);
  });

  test('§6 restocks: at most `restocks` rebuilds a round (k = 1, 2, 3 in the text), then a stock out scored as with score', () => {
    const start = tableOrder();
    const { state, events } = dullUntil(start, (s) => view(s).over);
    const rebuilds = events.filter((e) => e.type === 'restock');
    expect(rebuilds).toEqual([
      { type: 'restock', cards: 9 },
      { type: 'restock', cards: 9 },
      { type: 'restock', cards: 9 },
    ]);
    // each rebuild shuffles the pile but its top with its own k
    let pile = STOCK;
    const draws = drawsOf(events);
    for (let k = 1; k <= 3; k++) {
      const order = new Random(`seven-bridge/2026/1/restock/${k}`).shuffle(pile.slice(0, -1));
      expect(draws.slice(10 + 9 * (k - 1), 10 + 9 * k)).toEqual(order);
      pile = [pile.at(-1) as string, ...order];
    }
    const v = view(state);
    expect(v.events.map((e) => e.type)).toEqual(['answer', 'no-claim', 'stock-out', 'round-over', 'over']);
    // the last round: the hands stay as the round ended
    const expected = v.hands.map((h) => handPoints(h ?? []));
    expect(score(state).rounds).toEqual([
      { round: 1, winner: null, oneShot: false, reason: 'stock-out', points: expected },
    ]);
    expect(expected.every((p) => p > 0)).toBe(true); // a scored stock out: no tie of everyone at 0
  });

  test('§6 restocks: 1 rebuild allowed, the second stock out ends the round; restocks: 20 allows 20', () => {
    const one = dullUntil(tableOrder({ restocks: 1 }), (s) => view(s).over);
    expect(one.events.filter((e) => e.type === 'restock')).toHaveLength(1);
    expect(one.events.filter((e) => e.type === 'stock-out')).toHaveLength(1);
    const twenty = dullUntil(tableOrder({ restocks: 20 }), (s) => view(s).over);
    expect(twenty.events.filter((e) => e.type === 'restock')).toHaveLength(20);
    expect(score(twenty.state).rounds[0]?.reason).toBe('stock-out');
  });

  test('§6 rebuilds are counted per round: a new round may rebuild its stock `restocks` times again', () => {
    const { events } = dullUntil(
      createGame({ seed: 3, players: 6, rounds: 2, restocks: 2, decks: [ALL, ALL] }),
      (s) => view(s).over,
    );
    const types = events.map((e) => e.type).filter((t) => t === 'restock' || t === 'round' || t === 'over');
    expect(types).toEqual(['restock', 'restock', 'round', 'restock', 'restock', 'over']);
  });

  test("§7 events: a discard that opens no window (a joker) is followed at once by 'restock'; the pile's top is the joker", () => {
    // the stock is 4C … KC then the joker, drawn last by player 4
    const { state } = dullUntil(tableOrder({}, 1), restocked);
    const v = view(state);
    expect(v.events).toEqual([
      { type: 'discard', player: 4, card: 'JK' },
      { type: 'restock', cards: 10 },
    ]);
    expect(v.discards).toEqual(['JK']);
    expect(v.current).toBe(5);
  });

  test("§6 a pile of fewer than 2 cards is not rebuilt: the round ends in a stock out scored as with 'score'", () => {
    // Unreachable in play (the pile then holds at least as many cards as the stock had), so the
    // state is made by hand: the last window of the stock, its pile cut to its top card.
    const last = dullUntil(tableOrder(), (s) => {
      const v = view(s);
      return v.stockSize === 0 && v.phase === 'claim' && v.current === 2;
    }).state;
    const cut = copyOf(last as unknown as State);
    cut.discards = cut.discards.slice(-1);
    const end = applyMove(cut as unknown as GameState, { type: 'pass' });
    expect(view(end).events.map((e) => e.type)).toEqual(['answer', 'no-claim', 'stock-out', 'round-over', 'over']);
    expect(score(end).rounds[0]?.points).toEqual(view(last).hands.map((h) => handPoints(h ?? [])));
  });

  test("§6 'void' and 'score' never rebuild the stock", () => {
    for (const stockOut of ['void', 'score'] as const) {
      const { events } = dullUntil(tableOrder({ stockOut }), (s) => view(s).over);
      expect(events.some((e) => e.type === 'restock')).toBe(false);
      expect(events.filter((e) => e.type === 'stock-out')).toHaveLength(1);
    }
  });
});

describe('§7 what views, records and replays make of a rebuilt stock', () => {
  test('§7 a view hides the rebuilt stock’s order: games whose rebuilt stocks differ look the same to everyone until a card is drawn', () => {
    const a = dullUntil(tableOrder({ seed: 2026 }), restocked).state;
    const b = dullUntil(tableOrder({ seed: 7 }), restocked).state;
    for (const p of [undefined, 0, 1, 2, 3, 4, 5]) {
      expect(canonical({ ...view(a, p), moveNumber: 0 })).toBe(canonical({ ...view(b, p), moveNumber: 0 }));
    }
    const drawnA = view(applyMove(a, { type: 'draw' }), 4).events;
    const drawnB = view(applyMove(b, { type: 'draw' }), 4).events;
    expect(drawnA).toEqual([{ type: 'draw', player: 4, card: '6C' }]);
    expect(drawnB).toEqual([{ type: 'draw', player: 4, card: '7C' }]);
    // others see only that a card was drawn
    expect(view(applyMove(a, { type: 'draw' }), 0).events).toEqual(view(applyMove(b, { type: 'draw' }), 0).events);
  });

  test('§7 records need no new field: serialize / deserialize go on through rebuilds exactly as the game would', () => {
    const { state } = dullUntil(tableOrder(), restocked);
    const record = JSON.parse(serialize(state));
    expect(record.options).toMatchObject({ stockOut: 'reshuffle', restocks: 3, target: null, seed: 2026 });
    expect(record.decks).toEqual([ALL]);
    const again = deserialize(serialize(state));
    const here = dullUntil(state, (s) => view(s).over);
    const there = dullUntil(again, (s) => view(s).over);
    expect(canonical(there.events)).toBe(canonical(here.events));
    expect(serialize(there.state)).toBe(serialize(here.state));
  });

  test('§2 decks given without a seed: the seed drawn and recorded orders the rebuilt stock', () => {
    const s = createGame({ players: 6, decks: [ALL] });
    const seed = JSON.parse(serialize(s)).options.seed;
    expect(typeof seed).toBe('number');
    const { state } = dullUntil(s, restocked);
    const draws = drawsOf(dullUntil(state, (x) => view(x).stockSize === 0 && view(x).phase === 'play').events);
    expect(draws).toEqual(new Random(`seven-bridge/${seed}/1/restock/1`).shuffle(STOCK.slice(0, -1)));
    // and the record replays it
    const copy = deserialize(serialize(state));
    expect(drawsOf(dullUntil(copy, (x) => view(x).stockSize === 0 && view(x).phase === 'play').events)).toEqual(draws);
  });

  test('§7 a record made before revision 2 (no restocks, no target; stockOut written) still reads, those options at their defaults', () => {
    const old = createGame({ seed: 5, players: 6, stockOut: 'void', decks: [ALL] });
    const played = dullUntil(old, (s) => view(s).over).state;
    const record = JSON.parse(serialize(played));
    delete record.options.restocks;
    delete record.options.target;
    const read = deserialize(JSON.stringify(record));
    expect(score(read)).toEqual(score(played));
    expect(JSON.parse(serialize(read)).options).toMatchObject({ stockOut: 'void', restocks: 3, target: null });
    // either may be missing alone
    const { restocks: _r, ...noTarget } = JSON.parse(serialize(played)).options;
    expect(() => deserialize(JSON.stringify({ ...record, options: { ...noTarget, restocks: 3 } }))).not.toThrow();
    // an option the library does not know is still refused, and so is a bad value of a new one
    expect(() => deserialize(JSON.stringify({ ...record, options: { ...record.options, restock: 3 } }))).toThrow(
      StateError,
    );
    expect(() => deserialize(JSON.stringify({ ...record, options: { ...record.options, restocks: 5 } }))).toThrow(
      StateError,
    );
  });

  test('§7 legal moves after a rebuild: the player to move draws, from the new stock', () => {
    const { state } = dullUntil(tableOrder(), restocked);
    expect(legalMoves(state)).toEqual([{ type: 'draw' }]);
  });
});
