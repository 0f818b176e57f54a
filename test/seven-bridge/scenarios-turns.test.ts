/**
 * Scenarios of Seven Bridge's deal (§1) and turn (§4): drawing, discarding, going out, the stock
 * running out. Each is named after the rule it pins and played on an exact deal.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  type GameState,
  legalMoves,
  type Move,
  serialize,
  view,
} from '../../src/seven-bridge/index.js';
import { ALL, deckFor, discard, draw, expectIllegal, gameWith, meld, pass, play } from './helpers-engine.js';

/** Plays draw, discard-the-first-card and pass until the round (or the game) changes; returns the moves' states. */
function dull(s: GameState, until: (s: GameState) => boolean): GameState {
  let state = s;
  for (let i = 0; i < 2000 && !until(state); i++) {
    const v = view(state);
    const move: Move =
      v.phase === 'draw' ? draw : v.phase === 'claim' ? pass : { type: 'discard', card: v.hands[v.current ?? 0]![0]! };
    state = applyMove(state, move);
  }
  return state;
}

describe('§1 deal and rounds', () => {
  test('§1 deal: deck[i] goes to player (first + i) mod n, one at a time; the stock is the rest, deck[7n] on top', () => {
    const deck = deckFor(
      [
        ['AS', '2S', '3S', '4S', '5S', '6S', '7S'],
        ['AH', '2H', '3H', '4H', '5H', '6H', '7H'],
        ['AD', '2D', '3D', '4D', '5D', '6D', '7D'],
      ],
      ['KC'],
      2,
    );
    expect(deck.slice(0, 3)).toEqual(['AD', 'AS', 'AH']);
    const s = createGame({ players: 3, firstPlayer: 2, seed: 1, decks: [deck] });
    const v = view(s);
    expect(v.hands).toEqual([
      ['AS', '2S', '3S', '4S', '5S', '6S', '7S'],
      ['AH', '2H', '3H', '4H', '5H', '6H', '7H'],
      ['AD', '2D', '3D', '4D', '5D', '6D', '7D'],
    ]);
    expect(v.current).toBe(2);
    expect(v.firstPlayer).toBe(2);
    expect(v.phase).toBe('draw');
    expect(v.stockSize).toBe(52 - 21);
    expect(v.discards).toEqual([]);
    expect(view(applyMove(s, draw)).hands[2]).toContain('KC');
  });

  test('§1 rounds: each later round is dealt from its own deck, its first player left of the previous one', () => {
    const s = createGame({ players: 3, rounds: 2, firstPlayer: 2, seed: 5, stockOut: 'void' });
    const next = dull(s, (x) => view(x).round === 2);
    const v = view(next);
    expect(v.round).toBe(2);
    expect(v.firstPlayer).toBe(0);
    expect(v.current).toBe(0);
    expect(v.phase).toBe('draw');
    expect(v.melds).toEqual([]);
    expect(v.discards).toEqual([]);
    expect(v.events.map((e) => e.type)).toEqual(['answer', 'no-claim', 'stock-out', 'round-over', 'round']);
    expect(v.events.at(-1)).toEqual({ type: 'round', round: 2, firstPlayer: 0 });
    const over = dull(next, (x) => view(x).over);
    expect(view(over).events.at(-1)).toEqual({ type: 'over' });
    expect(view(over).round).toBe(2);
  });

  test("§1 seeded decks: the same seed gives the same decks; a round's deck depends only on the seed and the round", () => {
    const a = JSON.parse(serialize(createGame({ seed: 'x', players: 2 }))).decks[0];
    const b = JSON.parse(serialize(createGame({ seed: 'x', players: 5, firstPlayer: 3 }))).decks[0];
    const c = JSON.parse(serialize(createGame({ seed: 'y', players: 2 }))).decks[0];
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect([...a].sort()).toEqual([...ALL].sort());
    const two = JSON.parse(serialize(createGame({ seed: 'x', players: 2, rounds: 2 }))).decks;
    expect(two).toHaveLength(1); // round 2 is not dealt yet
  });

  test('§2 players: 2 to 6, seven cards each, the rest the stock', () => {
    for (let n = 2; n <= 6; n++) {
      const v = view(createGame({ players: n, seed: n, jokers: 2 }));
      expect(v.handSizes).toEqual(new Array(n).fill(7));
      expect(v.stockSize).toBe(54 - 7 * n);
    }
  });

  test("§2 seed: an integer or a string; 1 and '1' are the same seed, and a game given none records the seed it drew", () => {
    expect(serialize(createGame({ seed: 1 }))).toBe(serialize(createGame({ seed: 1 })));
    expect(JSON.parse(serialize(createGame({ seed: '1' }))).decks).toEqual(
      JSON.parse(serialize(createGame({ seed: 1 }))).decks,
    );
    const drawn = JSON.parse(serialize(createGame()));
    expect(Number.isInteger(drawn.options.seed)).toBe(true);
    expect(JSON.parse(serialize(createGame({ seed: drawn.options.seed }))).decks).toEqual(drawn.decks);
  });

  test('§1 jokers: identical, a hand may hold JK twice', () => {
    const hands = [
      ['JK', 'JK', '2S', '3S', '5S', '6S', '9S'],
      ['AH', '2H', '3H', '4H', '5H', '6H', '7H'],
    ];
    const v = view(gameWith(hands as never, [], { jokers: 2 }), 0);
    expect(v.hands[0]).toEqual(['2S', '3S', '5S', '6S', '9S', 'JK', 'JK']);
  });
});

describe('§4 a turn', () => {
  const hands = [
    ['2S', '3S', '4S', '5H', '6H', '7H', '8H'],
    ['AC', '3C', '5C', '9D', 'JD', 'KS', 'QH'],
  ];

  test("§4 draw: the top card of the stock goes to the mover's hand; phase 'play'", () => {
    const s = play(gameWith(hands as never, ['KD', 'QC']), draw);
    const v = view(s, 0);
    expect(v.phase).toBe('play');
    expect(v.hands[0]).toContain('KD');
    expect(v.events).toEqual([{ type: 'draw', player: 0, card: 'KD' }]);
    expect(view(s, 1).events).toEqual([{ type: 'draw', player: 0 }]);
    expect(legalMoves(s).every((m) => ['meld', 'layoff', 'discard'].includes(m.type))).toBe(true);
  });

  test('§4 play: any number of melds and lay-offs, then a discard ends the turn (nobody else moves)', () => {
    let s = play(gameWith(hands as never, ['KD', 'QC']), draw, meld('2S', '3S', '4S'), meld('5H', '6H', '7H'));
    expect(view(s).current).toBe(0);
    expect(view(s).phase).toBe('play');
    expect(legalMoves(s)).toEqual([
      { type: 'layoff', meld: 1, card: '8H', end: 'high' },
      { type: 'discard', card: '8H' },
      { type: 'discard', card: 'KD' },
    ]);
    s = play(s, discard('KD'));
    // the first n discards open no window: player 1 draws
    expect(view(s).current).toBe(1);
    expect(view(s).phase).toBe('draw');
    expect(view(s).discards).toEqual(['KD']);
  });

  test('§4 going out (discardToGoOut): by discarding the last card; no meld or lay-off may empty the hand', () => {
    let s = play(gameWith(hands as never, ['KD', 'QC']), draw, meld('2S', '3S', '4S'), meld('5H', '6H', '7H', '8H'));
    expectIllegal(
      play(gameWith(hands as never, ['9H']), draw, meld('2S', '3S', '4S')),
      meld('5H', '6H', '7H', '8H', '9H'),
      'must-keep-a-card',
    );
    s = play(s, discard('KD'));
    const v = view(s);
    expect(v.over).toBe(true);
    expect(v.events.map((e) => e.type)).toEqual(['discard', 'out', 'round-over', 'over']);
    expect(v.events[1]).toEqual({ type: 'out', player: 0, oneShot: true });
  });

  test('§4 discardToGoOut false: a meld or lay-off that empties the hand goes out at once', () => {
    let s = play(gameWith(hands as never, ['9H'], { discardToGoOut: false }), draw, meld('2S', '3S', '4S'));
    s = play(s, meld('5H', '6H', '7H', '8H', '9H'));
    const v = view(s);
    expect(v.over).toBe(true);
    expect(v.events.map((e) => e.type)).toEqual(['meld', 'out', 'round-over', 'over']);
    expect(v.events[1]).toEqual({ type: 'out', player: 0, oneShot: true });
  });

  test('§4 noSevenOrJokerFinish: no going out on a 7 or a joker, and no meld or lay-off may leave one alone', () => {
    const h = [
      ['2S', '3S', '4S', '5H', '6H', '7H', '7C'],
      ['AC', '3C', '5C', '9D', 'JD', 'KS', 'QH'],
    ];
    const s = play(gameWith(h as never, ['8H'], { noSevenOrJokerFinish: true }), draw, meld('2S', '3S', '4S'));
    expectIllegal(s, meld('5H', '6H', '7H', '8H'), 'must-keep-a-card'); // would leave 7C alone
    expect(legalMoves(s).some((m) => m.type === 'meld' && m.cards.length === 4)).toBe(false);
    const free = play(gameWith(h as never, ['8H']), draw, meld('2S', '3S', '4S'), meld('5H', '6H', '7H', '8H'));
    expect(view(free).hands[0]).toEqual(['7C']);
    expect(legalMoves(free)).toEqual([{ type: 'discard', card: '7C' }]); // no meld of the last card
  });

  test("§4 stock out: when the turn passes to a player who must draw and the stock is empty, the round ends ('void')", () => {
    const s = createGame({ players: 6, seed: 3, stockOut: 'void' });
    expect(view(s).stockSize).toBe(10);
    const end = dull(s, (x) => view(x).over);
    const v = view(end);
    expect(v.stockSize).toBe(0);
    expect(v.events.map((e) => e.type)).toEqual(['answer', 'no-claim', 'stock-out', 'round-over', 'over']);
    expect(v.events[3]).toEqual({ type: 'round-over', round: 1, winner: null, points: [0, 0, 0, 0, 0, 0] });
  });

  test('§4 stock out: a discard made with the stock empty still opens its claim window', () => {
    const s = createGame({ players: 6, seed: 3, stockOut: 'void' });
    const last = dull(s, (x) => view(x).stockSize === 0 && view(x).phase === 'play');
    const after = applyMove(last, { type: 'discard', card: view(last).hands[view(last).current!]![0]! });
    expect(view(after).phase).toBe('claim');
    expect(view(after).claim).not.toBeNull();
  });
});
