/**
 * Scenario tests of the option `kick` (SPEC §1, §2): what a turn-up scores for the dealer's side —
 * `'jack'` a jack 1; `'trinidad'` an ace 1, a six 2, a jack 3 — exactly where a jack scores with
 * `'jack'`: the deal's first turn-up (a redeal's too) and, when running the pack, the turn-up that
 * makes trump; the `point` event `{ side, reason: 'turn-up', points }`; a kick that reaches the target.
 */
import { describe, expect, test } from 'vitest';
import { createGame, legalMoves, score, serialize, view } from '../../src/seven-up/index.js';
import { deckOf, playMoves, quietDeck } from './helpers-engine.js';

type Kick = 'jack' | 'trinidad';

describe('kick: the deal’s first turn-up', () => {
  test.each<[Kick, string, number]>([
    ['jack', 'JD', 1],
    ['jack', 'AD', 0],
    ['jack', '6D', 0],
    ['jack', 'KD', 0],
    ['trinidad', 'AD', 1],
    ['trinidad', '6D', 2],
    ['trinidad', 'JD', 3],
    ['trinidad', 'KD', 0],
    ['trinidad', '5D', 0],
    ['trinidad', 'TD', 0],
  ])('kick %s: a first turn-up %s scores %i for the dealer’s side at once', (kick, turnUp, points) => {
    const deck = deckOf({ players: 3, dealer: 2, hands: [], turnUp });
    const g = createGame({ players: 3, dealer: 2, kick, decks: [deck], target: 50 });
    expect(view(g).points).toEqual([0, 0, points]);
    expect(view(g).events).toEqual([]); // a new game's first deal is seen in the view itself
    expect(view(g).phase).toBe('stand');
  });

  test.each<[Kick, string, number]>([
    ['jack', 'JC', 1],
    ['trinidad', 'AC', 1],
    ['trinidad', '6C', 2],
    ['trinidad', 'JC', 3],
  ])(
    'kick %s: the next deal’s first turn-up %s is told after the count: deal, turn-up, point (%i)',
    (kick, turnUp, points) => {
      const hands = [
        ['2D', '3D', '4D', '5D', '6D', '7D'],
        ['2S', '3S', '4S', '5S', '6S', '7S'],
      ];
      const next = deckOf({ players: 2, dealer: 1, hands: [], turnUp });
      const g = createGame({
        players: 2,
        kick,
        decks: [deckOf({ players: 2, hands, turnUp: '2H' }), next],
        target: 50,
      });
      const plays = ['2S', '2D', '3S', '3D', '4S', '4D', '5S', '5D', '6S', '6D', '7S', '7D'];
      const v = view(playMoves(g, ['stand', ...plays]));
      expect(v.events.slice(-3)).toEqual([
        { type: 'deal', deal: 2, dealer: 1 },
        { type: 'turn-up', card: turnUp },
        { type: 'point', side: 1, reason: 'turn-up', points },
      ]);
      expect(v.points).toEqual([0, points]);
    },
  );

  test('kick trinidad: a redeal’s first turn-up scores; what the abandoned deal’s turn-up scored stays, in no deal’s line', () => {
    // 4 players: after two runs of the same suit the pack runs out
    const first = deckOf({ players: 4, hands: [], turnUp: '6H', runs: [{ turnUp: '2H' }, { turnUp: 'JH' }] });
    const second = deckOf({ players: 4, hands: [], turnUp: 'AD' });
    const g = createGame({ players: 4, kick: 'trinidad', decks: [first, second, quietDeck(4, 1)], target: 50 });
    expect(view(g).points).toEqual([2, 0, 0, 0]);
    const v = view(playMoves(g, ['beg', 'run']));
    expect(v.events).toEqual([
      { type: 'run', player: 0 },
      { type: 'turn-up', card: '2H' },
      { type: 'turn-up', card: 'JH' }, // of the refused suit: no kick
      { type: 'redeal' },
      { type: 'deal', deal: 2, dealer: 0 },
      { type: 'turn-up', card: 'AD' },
      { type: 'point', side: 0, reason: 'turn-up', points: 1 },
    ]);
    expect(v.points).toEqual([3, 0, 0, 0]);
    // deal 2 played out: its line holds its own ace (1) and its awards, not the abandoned six (2)
    let s = playMoves(g, ['beg', 'run', 'stand']);
    for (let i = 0; i < 24; i++) s = playMoves(s, [(legalMoves(s)[0] as { card: string }).card]);
    const line = score(s).deals[0];
    expect(line?.deal).toBe(2);
    const total = (line?.points ?? []).reduce((a, b) => a + b, 0);
    expect(line?.points[0]).toBeGreaterThanOrEqual(1);
    expect(score(s).points.reduce((a, b) => a + b, 0)).toBe(total + 2);
  });
});

describe('kick: running the pack', () => {
  test.each<[Kick, string, number]>([
    ['jack', 'JC', 1],
    ['jack', 'AC', 0],
    ['jack', '6C', 0],
    ['trinidad', 'AC', 1],
    ['trinidad', '6C', 2],
    ['trinidad', 'JC', 3],
    ['trinidad', 'QC', 0],
  ])(
    'kick %s: the turn-up %s that makes trump scores %i for the dealer’s side, told after trump',
    (kick, turnUp, points) => {
      const deck = deckOf({ players: 3, dealer: 2, hands: [], turnUp: '9H', runs: [{ turnUp }] });
      const v = view(playMoves(createGame({ players: 3, dealer: 2, kick, decks: [deck], target: 50 }), ['beg', 'run']));
      expect(v.points).toEqual([0, 0, points]);
      expect(v.events).toEqual([
        { type: 'run', player: 2 },
        { type: 'turn-up', card: turnUp },
        { type: 'trump', suit: 'C' },
        ...(points === 0 ? [] : [{ type: 'point', side: 2, reason: 'turn-up', points }]),
      ]);
      expect(v.phase).toBe('discard');
    },
  );

  test.each<[Kick, string]>([
    ['jack', 'JH'],
    ['trinidad', 'AH'],
    ['trinidad', '6H'],
    ['trinidad', 'JH'],
  ])('kick %s: a %s of the refused suit turned up while running scores nothing', (kick, turnUp) => {
    const deck = deckOf({ players: 2, hands: [[], []], turnUp: '9H', runs: [{ turnUp }, { turnUp: '4S' }] });
    const v = view(playMoves(createGame({ players: 2, kick, decks: [deck], target: 50 }), ['beg', 'run']));
    expect(v.points).toEqual([0, 0]);
    expect(v.trump).toBe('S');
    expect(v.events.filter((e) => e.type === 'point')).toEqual([]);
  });

  test('kick trinidad: a first turn-up that scored and then is refused keeps its points; the run’s new suit scores again', () => {
    const deck = deckOf({ players: 2, hands: [[], []], turnUp: 'JH', runs: [{ turnUp: '6S' }] });
    const g = createGame({ players: 2, kick: 'trinidad', decks: [deck], target: 50 });
    expect(view(g).points).toEqual([3, 0]);
    expect(view(playMoves(g, ['beg', 'run'])).points).toEqual([5, 0]);
  });
});

describe('kick: reaching the target', () => {
  test('kick trinidad: a jack turned up first in a 3-point game wins it as the game is created', () => {
    const deck = deckOf({ players: 2, dealer: 1, hands: [], turnUp: 'JS' });
    const g = createGame({ players: 2, dealer: 1, kick: 'trinidad', decks: [deck], target: 3 });
    expect(view(g).over).toBe(true);
    expect(legalMoves(g)).toEqual([]);
    expect(score(g)).toMatchObject({ over: true, winner: 1, points: [0, 3] });
    expect(score(g).deals).toEqual([
      { deal: 1, dealer: 1, trump: null, high: null, low: null, jack: null, game: null, points: [0, 3] },
    ]);
  });

  test('kick trinidad: a six that makes trump while running reaches the target: trump made, then the point, then over (points past the target stay)', () => {
    const deck = deckOf({ players: 2, hands: [[], []], turnUp: '9H', runs: [{ turnUp: '6D' }] });
    const g = playMoves(createGame({ players: 2, kick: 'trinidad', decks: [deck], target: 1 }), ['beg', 'run']);
    const v = view(g);
    expect(v.events).toEqual([
      { type: 'run', player: 0 },
      { type: 'turn-up', card: '6D' },
      { type: 'trump', suit: 'D' },
      { type: 'point', side: 0, reason: 'turn-up', points: 2 },
      { type: 'over', winner: 0 },
    ]);
    expect([v.over, v.trump, v.points]).toEqual([true, 'D', [2, 0]]);
    expect(score(g).deals).toEqual([
      { deal: 1, dealer: 0, trump: 'D', high: null, low: null, jack: null, game: null, points: [2, 0] },
    ]);
  });

  test('kick: defaults to "jack", written to the record', () => {
    expect(JSON.parse(serialize(createGame({ seed: 1 }))).options.kick).toBe('jack');
    expect(JSON.parse(serialize(createGame({ seed: 1, kick: 'trinidad' }))).options.kick).toBe('trinidad');
  });
});
