/**
 * Scenario tests of the deal (SPEC §2 of Seven Up): each test names the rule it pins and builds
 * the exact situation with explicit decks.
 */
import { describe, expect, test } from 'vitest';
import { createGame, legalMoves, score, view } from '../../src/seven-up/index.js';
import { deckOf, playMoves, quietDeck } from './helpers-engine.js';

const two = (hands: string[][], turnUp: string, extra: object = {}) => ({
  players: 2,
  decks: [deckOf({ players: 2, hands, turnUp }), quietDeck(2, 1)],
  target: 50,
  ...extra,
});

describe('dealing', () => {
  test('§2 six cards each, one at a time from the eldest (the dealer’s left), then the turn-up', () => {
    const deck = deckOf({ players: 3, dealer: 1, hands: [], turnUp: '9D' });
    const g = createGame({ players: 3, dealer: 1, decks: [deck], target: 50 });
    const v = view(g);
    expect(v.dealer).toBe(1);
    expect(v.eldest).toBe(2);
    // deck[0] goes to the eldest (2), deck[1] to player 0, deck[2] to player 1, …
    expect(v.hands[2]).toContain(deck[0]);
    expect(v.hands[0]).toContain(deck[1]);
    expect(v.hands[1]).toContain(deck[2]);
    expect(v.hands[2]).toContain(deck[15]);
    expect(v.handSizes).toEqual([6, 6, 6]);
    expect(v.turnUps).toEqual([deck[18]]);
    expect(v.packSize).toBe(52 - 18 - 1);
    expect(v.trump).toBeNull();
    expect(v.phase).toBe('stand');
    expect(v.current).toBe(2);
    expect(v.deal).toBe(1);
  });

  test('§2 hands are listed sorted: suits S H D C, then A 2 … K', () => {
    const g = createGame(two([['KC', '2H', 'AS', 'TD', 'AH', '3S'], []], '5C'));
    expect(view(g).hands[0]).toEqual(['AS', '3S', 'AH', '2H', 'TD', 'KC']);
  });

  test('§2 a jack turned up scores 1 for the dealer’s side at once', () => {
    const g = createGame(two([[], []], 'JD'));
    expect(view(g).points).toEqual([1, 0]);
    expect(view(g).events).toEqual([]); // a new game's first deal is seen in the view itself
    expect(view(g).phase).toBe('stand');
  });

  test('§2 with partnerships a turned-up jack scores for the dealer’s partnership', () => {
    const deck = deckOf({ players: 4, dealer: 3, hands: [], turnUp: 'JS' });
    const g = createGame({ players: 4, partnerships: true, dealer: 3, decks: [deck], target: 50 });
    expect(view(g).points).toEqual([0, 1]);
  });
});

describe('stand or beg, gift or run', () => {
  const hands = [
    ['2S', '3S', '4S', '5S', '6S', '7S'],
    ['2D', '3D', '4D', '5D', '6D', '7D'],
  ];

  test('§2 the eldest moves first and may stand or beg (and only that)', () => {
    const g = createGame(two(hands, '9H'));
    expect(view(g).current).toBe(1);
    expect(legalMoves(g)).toEqual([{ type: 'stand' }, { type: 'beg' }]);
  });

  test('§2 stand makes the turn-up’s suit trump and the eldest leads the first trick', () => {
    const g = playMoves(createGame(two(hands, '9H')), ['stand']);
    const v = view(g);
    expect(v.trump).toBe('H');
    expect(v.phase).toBe('play');
    expect(v.current).toBe(1);
    expect(v.events).toEqual([
      { type: 'stand', player: 1 },
      { type: 'trump', suit: 'H' },
    ]);
    expect(v.points).toEqual([0, 0]);
  });

  test('§2 beg passes the choice to the dealer, who may give or run', () => {
    const g = playMoves(createGame(two(hands, '9H')), ['beg']);
    const v = view(g);
    expect(v.phase).toBe('gift');
    expect(v.current).toBe(0);
    expect(v.trump).toBeNull();
    expect(v.events).toEqual([{ type: 'beg', player: 1 }]);
    expect(legalMoves(g)).toEqual([{ type: 'gift' }, { type: 'run' }]);
  });

  test('§2 a gift makes the turn-up’s suit trump and scores 1 for the eldest’s side (trump told first)', () => {
    const g = playMoves(createGame(two(hands, '9H')), ['beg', 'gift']);
    const v = view(g);
    expect(v.trump).toBe('H');
    expect(v.points).toEqual([0, 1]);
    expect(v.phase).toBe('play');
    expect(v.current).toBe(1);
    expect(v.handSizes).toEqual([6, 6]);
    expect(v.events).toEqual([
      { type: 'gift', player: 0 },
      { type: 'trump', suit: 'H' },
      { type: 'point', side: 1, reason: 'gift', points: 1 },
    ]);
  });

  test('§2 with partnerships a gift scores for the eldest’s partnership', () => {
    const deck = deckOf({ players: 4, dealer: 0, hands: [], turnUp: '4C' });
    const g = playMoves(createGame({ players: 4, partnerships: true, decks: [deck], target: 50 }), ['beg', 'gift']);
    expect(view(g).points).toEqual([0, 1]);
  });
});

describe('running the pack', () => {
  test('§2 a run deals 3 more cards each from the eldest and turns up the next card; a new suit is trump', () => {
    const deck = deckOf({
      players: 2,
      hands: [[], []],
      turnUp: '9H',
      runs: [
        {
          hands: [
            ['AC', 'KC', 'QC'],
            ['2C', '3C', '4C'],
          ],
          turnUp: '8S',
        },
      ],
    });
    const g = playMoves(createGame({ players: 2, decks: [deck], target: 50 }), ['beg', 'run']);
    const v = view(g);
    expect(v.turnUps).toEqual(['9H', '8S']);
    expect(v.trump).toBe('S');
    expect(v.handSizes).toEqual([9, 9]);
    expect(v.hands[0]).toEqual(expect.arrayContaining(['AC', 'KC', 'QC']));
    expect(v.hands[1]).toEqual(expect.arrayContaining(['2C', '3C', '4C']));
    expect(v.packSize).toBe(52 - 12 - 1 - 6 - 1);
    expect(v.phase).toBe('discard');
    expect(v.current).toBe(1);
    expect(v.points).toEqual([0, 0]);
    expect(v.events).toEqual([
      { type: 'run', player: 0 },
      { type: 'turn-up', card: '8S' },
      { type: 'trump', suit: 'S' },
    ]);
  });

  test('§2 the run repeats while the turn-up has the first turn-up’s suit', () => {
    const deck = deckOf({
      players: 2,
      hands: [[], []],
      turnUp: '9H',
      runs: [{ turnUp: '2H' }, { turnUp: 'KH' }, { turnUp: '3D' }],
    });
    const v = view(playMoves(createGame({ players: 2, decks: [deck], target: 50 }), ['beg', 'run']));
    expect(v.turnUps).toEqual(['9H', '2H', 'KH', '3D']);
    expect(v.trump).toBe('D');
    expect(v.handSizes).toEqual([15, 15]);
    expect(v.events.map((e) => e.type)).toEqual(['run', 'turn-up', 'turn-up', 'turn-up', 'trump']);
  });

  test('§2 a jack turned up that makes trump scores 1 for the dealer’s side (trump told first)', () => {
    const deck = deckOf({ players: 3, dealer: 2, hands: [], turnUp: '9H', runs: [{ turnUp: 'JC' }] });
    const v = view(playMoves(createGame({ players: 3, dealer: 2, decks: [deck], target: 50 }), ['beg', 'run']));
    expect(v.points).toEqual([0, 0, 1]);
    expect(v.events).toEqual([
      { type: 'run', player: 2 },
      { type: 'turn-up', card: 'JC' },
      { type: 'trump', suit: 'C' },
      { type: 'point', side: 2, reason: 'turn-up', points: 1 },
    ]);
  });

  test('§2 a jack of the refused suit turned up while running scores nothing', () => {
    const deck = deckOf({ players: 2, hands: [[], []], turnUp: '9H', runs: [{ turnUp: 'JH' }, { turnUp: '4S' }] });
    const v = view(playMoves(createGame({ players: 2, decks: [deck], target: 50 }), ['beg', 'run']));
    expect(v.points).toEqual([0, 0]);
    expect(v.trump).toBe('S');
  });

  test('§2 the pack running out before a new suit: the same dealer deals again from the next deck; points stay', () => {
    // 4 players: 25 cards, then 13 per run: after two runs 1 card is left, fewer than 13
    const first = deckOf({
      players: 4,
      dealer: 2,
      hands: [],
      turnUp: 'JH',
      runs: [{ turnUp: '2H' }, { turnUp: '3H' }],
    });
    const second = deckOf({ players: 4, dealer: 2, hands: [], turnUp: '5C' });
    const g = createGame({ players: 4, dealer: 2, decks: [first, second], target: 50 });
    expect(view(g).points).toEqual([0, 0, 1, 0]);
    const v = view(playMoves(g, ['beg', 'run']));
    expect(v.events).toEqual([
      { type: 'run', player: 2 },
      { type: 'turn-up', card: '2H' },
      { type: 'turn-up', card: '3H' },
      { type: 'redeal' },
      { type: 'deal', deal: 2, dealer: 2 },
      { type: 'turn-up', card: '5C' },
    ]);
    expect(v.deal).toBe(2);
    expect(v.dealer).toBe(2);
    expect(v.turnUps).toEqual(['5C']);
    expect(v.handSizes).toEqual([6, 6, 6, 6]);
    expect(v.points).toEqual([0, 0, 1, 0]);
    expect(v.phase).toBe('stand');
    expect(v.current).toBe(3);
    expect(score(playMoves(g, ['beg', 'run'])).deals).toEqual([]); // an abandoned deal is not on the sheet
  });

  test('§2 a redeal whose turn-up is a jack scores for the dealer, told after the redeal', () => {
    const first = deckOf({ players: 4, hands: [], turnUp: '5H', runs: [{ turnUp: '2H' }, { turnUp: '3H' }] });
    const second = deckOf({ players: 4, hands: [], turnUp: 'JD' });
    const v = view(playMoves(createGame({ players: 4, decks: [first, second], target: 50 }), ['beg', 'run']));
    expect(v.events.slice(-4)).toEqual([
      { type: 'redeal' },
      { type: 'deal', deal: 2, dealer: 0 },
      { type: 'turn-up', card: 'JD' },
      { type: 'point', side: 0, reason: 'turn-up', points: 1 },
    ]);
    expect(v.points).toEqual([1, 0, 0, 0]);
  });
});

describe('discarding down to six', () => {
  const deck = deckOf({ players: 3, dealer: 2, hands: [], turnUp: '9H', runs: [{ turnUp: '4S' }] });
  const start = () => playMoves(createGame({ players: 3, dealer: 2, decks: [deck], target: 50 }), ['beg', 'run']);

  test('§2 the eldest discards first, one card at a time, then each player to the left; then the eldest leads', () => {
    let g = start();
    const order: number[] = [];
    while (view(g).phase === 'discard') {
      const v = view(g);
      order.push(v.current as number);
      const card = (v.hands[v.current as number] as string[])[0] as string;
      g = playMoves(g, [`d:${card}`]);
    }
    expect(order).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    const v = view(g);
    expect(v.handSizes).toEqual([6, 6, 6]);
    expect(v.phase).toBe('play');
    expect(v.current).toBe(0);
  });

  test('§2 any card of the hand may be discarded, trumps included (every card listed once)', () => {
    const g = start();
    const hand = view(g).hands[0] as string[];
    expect(legalMoves(g)).toEqual(hand.map((card) => ({ type: 'discard', card })));
  });

  test('§2 a discard is face down: others see { type: "discard" } without the card', () => {
    const g = start();
    const card = (view(g).hands[0] as string[])[2] as string;
    const after = playMoves(g, [`d:${card}`]);
    expect(view(after).lastMove).toEqual({ type: 'discard', card });
    expect(view(after, 0).lastMove).toEqual({ type: 'discard', card });
    expect(view(after, 0).events).toEqual([{ type: 'discard', player: 0, card }]);
    expect(view(after, 1).lastMove).toEqual({ type: 'discard' });
    expect(view(after, 1).events).toEqual([{ type: 'discard', player: 0 }]);
    expect(view(after).hands[0]).not.toContain(card);
    expect(view(after).handSizes).toEqual([8, 9, 9]);
  });
});
