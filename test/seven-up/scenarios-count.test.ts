/**
 * Scenario tests of the count and the end (SPEC §3 of Seven Up): each test
 * names the rule it pins and builds the exact situation with explicit decks.
 */
import { describe, expect, test } from 'vitest';
import { createGame, legalMoves, score, view } from '../../src/seven-up/index.js';
import { deckOf, HANDS, moveOf, PLAY, playMoves, quietDeck, spadesGame as game } from './helpers-engine.js';
import { applyMove } from '../../src/seven-up/index.js';

describe('the count', () => {
  test('§3 High, Low (taker), Jack and Game, in that order, after the sixth trick', () => {
    const g = playMoves(game(), ['stand', ...PLAY]);
    const v = view(g);
    expect(v.events).toEqual([
      { type: 'play', player: 0, card: '8C' },
      { type: 'trick', winner: 1, cards: ['6D', '8C'] },
      { type: 'award', kind: 'high', side: 1, points: 1, card: 'AS' },
      { type: 'award', kind: 'low', side: 0, points: 1, card: '3S' }, // player 0 took 3♠ with J♠
      { type: 'award', kind: 'jack', side: 0, points: 1, card: 'JS' },
      { type: 'award', kind: 'game', side: 1, points: 1, totals: [1, 19] },
      { type: 'deal', deal: 2, dealer: 1 },
      { type: 'turn-up', card: '2C' },
    ]);
    expect(v.points).toEqual([2, 2]);
    expect(score(g).deals).toEqual([
      { deal: 1, dealer: 0, trump: 'S', high: 1, low: 0, jack: 0, game: 1, points: [2, 2] },
    ]);
  });

  test('§3 low: "holder" gives Low to the side of the player who played the lowest trump', () => {
    const g = playMoves(game({ low: 'holder' }), ['stand', ...PLAY]);
    expect(view(g).events[3]).toEqual({ type: 'award', kind: 'low', side: 1, points: 1, card: '3S' });
    expect(view(g).points).toEqual([1, 3]);
  });

  test('§3 High, Low and Jack count only trumps played (not the turn-up); Jack is not awarded when its jack is not played', () => {
    // hearts trump (2H turned up); only 5H is dealt: it is High and Low; no J♥ in play
    const deck = deckOf({
      players: 2,
      hands: [
        ['5H', 'AS', 'KS', 'QS', '2D', '3D'],
        ['2S', '3S', '4S', '6S', '7S', '8S'],
      ],
      turnUp: '2H',
    });
    const g = playMoves(createGame({ players: 2, decks: [deck, quietDeck(2, 1)], target: 50 }), [
      'stand',
      '2S',
      '5H',
      'AS',
      '3S',
      'KS',
      '4S',
      'QS',
      '6S',
      '2D',
      '7S',
      '3D',
      '8S',
    ]);
    const awards = view(g).events.filter((e) => e.type === 'award');
    expect(awards).toEqual([
      { type: 'award', kind: 'high', side: 0, points: 1, card: '5H' },
      { type: 'award', kind: 'low', side: 0, points: 1, card: '5H' },
      { type: 'award', kind: 'jack', side: null, points: 0 },
      { type: 'award', kind: 'game', side: 0, points: 1, totals: [9, 0] },
    ]);
  });

  test('§3 no trump played: High, Low and Jack are not awarded; a tie for Game scores nothing', () => {
    const deck = deckOf({
      players: 2,
      hands: [
        ['2D', '3D', '4D', '5D', '6D', '7D'],
        ['2S', '3S', '4S', '5S', '6S', '7S'],
      ],
      turnUp: '2H',
    });
    const g = playMoves(createGame({ players: 2, decks: [deck, quietDeck(2, 1)], target: 50 }), [
      'stand',
      '2S',
      '2D',
      '3S',
      '3D',
      '4S',
      '4D',
      '5S',
      '5D',
      '6S',
      '6D',
      '7S',
      '7D',
    ]);
    expect(view(g).events.filter((e) => e.type === 'award')).toEqual([
      { type: 'award', kind: 'high', side: null, points: 0 },
      { type: 'award', kind: 'low', side: null, points: 0 },
      { type: 'award', kind: 'jack', side: null, points: 0 },
      { type: 'award', kind: 'game', side: null, points: 0, totals: [0, 0] },
    ]);
    expect(view(g).points).toEqual([0, 0]);
    expect(score(g).deals).toEqual([
      { deal: 1, dealer: 0, trump: 'H', high: null, low: null, jack: null, game: null, points: [0, 0] },
    ]);
  });

  test('§3 with partnerships the cards either partner wins count for the side', () => {
    const hands = [
      ['TS', '9S', '2C', '7C', '8C', '9C'],
      ['2S', '3S', '4S', '5S', '6S', '7S'],
      ['AS', '2D', '3D', '4D', '5D', '6D'],
      ['8S', '3C', '4C', '5C', '6C', 'KC'],
    ];
    const deck = deckOf({ players: 4, hands, turnUp: '2H' });
    const g0 = createGame({ players: 4, partnerships: true, decks: [deck, quietDeck(4, 1)], target: 50 });
    const tricks = ['2S', 'AS', '8S', 'TS', '2D', 'KC', '2C', '3S', '3D', '3C', '7C', '4S'];
    const more = ['4D', '4C', '8C', '5S', '5D', '5C', '9C', '6S', '6D', '6C', '9S', '7S'];
    const g = playMoves(g0, ['stand', ...tricks, ...more]);
    expect(
      view(g)
        .events.filter((e) => e.type === 'award')
        .at(-1),
    ).toEqual({
      type: 'award',
      kind: 'game',
      side: 0,
      points: 1,
      totals: [17, 0],
    });
    expect(view(g).points).toEqual([1, 0]);
    expect(view(g).sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(score(g).standings.map((s) => [s.player, s.side, s.rank])).toEqual([
      [0, 0, 1],
      [2, 0, 1],
      [1, 1, 2],
      [3, 1, 2], // one side ahead: rank 2, counted by sides
    ]);
  });

  test('§3 the next deal is dealt by the previous dealer’s left neighbour; its deal and turn-up belong to the move that ended the previous one', () => {
    const g = playMoves(game(), ['stand', ...PLAY]);
    const v = view(g);
    expect(v.deal).toBe(2);
    expect(v.dealer).toBe(1);
    expect(v.eldest).toBe(0);
    expect(v.current).toBe(0);
    expect(v.phase).toBe('stand');
    expect(v.tricks).toEqual([]);
    expect(v.handSizes).toEqual([6, 6]);
  });

  test('§3 a jack turned up in the next deal is told after the count, with its point', () => {
    const next = deckOf({ players: 2, dealer: 1, hands: [], turnUp: 'JC' });
    const g = createGame({ players: 2, decks: [deckOf({ players: 2, hands: HANDS, turnUp: '2S' }), next], target: 50 });
    const v = view(playMoves(g, ['stand', ...PLAY]));
    expect(v.events.slice(-3)).toEqual([
      { type: 'deal', deal: 2, dealer: 1 },
      { type: 'turn-up', card: 'JC' },
      { type: 'point', side: 1, reason: 'turn-up', points: 1 },
    ]);
    expect(v.points).toEqual([2, 3]);
  });
});

describe('the end', () => {
  test('§3 the first side to reach the target wins at once: the later awards are not made', () => {
    const g = playMoves(game({ target: 2 }), ['stand', ...PLAY]);
    const v = view(g);
    expect(v.events.slice(2)).toEqual([
      { type: 'award', kind: 'high', side: 1, points: 1, card: 'AS' },
      { type: 'award', kind: 'low', side: 0, points: 1, card: '3S' },
      { type: 'award', kind: 'jack', side: 0, points: 1, card: 'JS' },
      { type: 'over', winner: 0 },
    ]);
    expect(v.over).toBe(true);
    expect(v.phase).toBe('over');
    expect(v.current).toBeNull();
    expect(legalMoves(g)).toEqual([]);
    const s = score(g);
    expect(s.winner).toBe(0);
    expect(s.points).toEqual([2, 1]);
    expect(s.deals).toEqual([{ deal: 1, dealer: 0, trump: 'S', high: 1, low: 0, jack: 0, game: null, points: [2, 1] }]);
    expect(() => applyMove(g, moveOf('stand'))).toThrow(expect.objectContaining({ code: 'game-over' }));
  });

  test('§3 a gift that reaches the target wins at once, its trump still made', () => {
    const g = playMoves(game({ target: 1 }), ['beg', 'gift']);
    const v = view(g);
    expect(v.events).toEqual([
      { type: 'gift', player: 0 },
      { type: 'trump', suit: 'S' },
      { type: 'point', side: 1, reason: 'gift', points: 1 },
      { type: 'over', winner: 1 },
    ]);
    expect(v.trump).toBe('S');
    expect(score(g).deals).toEqual([
      { deal: 1, dealer: 0, trump: 'S', high: null, low: null, jack: null, game: null, points: [0, 1] },
    ]);
  });

  test('§3 a turned-up jack that reaches the target wins at once, even before the first move', () => {
    const deck = deckOf({ players: 3, dealer: 1, hands: [], turnUp: 'JH' });
    const g = createGame({ players: 3, dealer: 1, decks: [deck], target: 1 });
    const v = view(g);
    expect(v.over).toBe(true);
    expect(v.phase).toBe('over');
    expect(v.events).toEqual([]);
    expect(legalMoves(g)).toEqual([]);
    expect(score(g)).toMatchObject({ over: true, winner: 1, points: [0, 1, 0] });
    expect(score(g).deals).toEqual([
      { deal: 1, dealer: 1, trump: null, high: null, low: null, jack: null, game: null, points: [0, 1, 0] },
    ]);
  });

  test('§3 standings: the winner first, then by points; equal points share a rank (1 + the sides ahead)', () => {
    const deck = deckOf({ players: 4, dealer: 1, hands: [], turnUp: 'JH' });
    const s = score(createGame({ players: 4, dealer: 1, decks: [deck], target: 50 }));
    expect(s.over).toBe(false);
    expect(s.standings).toEqual([
      { player: 1, side: 1, rank: 1, points: 1 },
      { player: 0, side: 0, rank: 2, points: 0 },
      { player: 2, side: 2, rank: 2, points: 0 },
      { player: 3, side: 3, rank: 2, points: 0 },
    ]);
    const over = score(playMoves(game({ target: 2 }), ['stand', ...PLAY]));
    expect(over.standings).toEqual([
      { player: 0, side: 0, rank: 1, points: 2 },
      { player: 1, side: 1, rank: 2, points: 1 },
    ]);
  });

  test('§3 score().deals lists finished deals only, never the one being played', () => {
    const g = playMoves(game(), ['stand', 'AS', '4S']);
    expect(score(g).deals).toEqual([]);
    expect(score(playMoves(game(), ['stand', ...PLAY])).deals).toHaveLength(1);
  });
});
