/**
 * Scenario tests of the option `direction` (SPEC §1 "Direction", §2): anticlockwise, the eldest is
 * the dealer's right (p − 1), the deal goes `deck[i]` to `(eldest − i) mod n`, the discards, the
 * play and the next deal's dealer go the same way, and partnerships stay 0 and 2 against 1 and 3.
 */
import { describe, expect, test } from 'vitest';
import { createGame, type GameState, legalMoves, type Move, score, serialize, view } from '../../src/seven-up/index.js';
import { deckOf, playMoves } from './helpers-engine.js';

const anti = 'anticlockwise' as const;

/** Plays the first legal move until `done` says stop (at most 400 moves). */
function playUntil(state: GameState, done: (s: GameState) => boolean): GameState {
  let s = state;
  for (let i = 0; i < 400 && !done(s); i++) s = applyFirst(s);
  return s;
}
const applyFirst = (s: GameState): GameState => {
  const m = legalMoves(s)[0] as Move;
  return playMoves(s, [m.type === 'play' ? m.card : m.type === 'discard' ? `d:${m.card}` : m.type]);
};

describe('direction: the eldest and the deal', () => {
  test.each([
    // players, dealer, eldest, the players deck[0], deck[1], … are dealt to
    [2, 0, 1, [1, 0, 1, 0]],
    [2, 1, 0, [0, 1, 0, 1]],
    [3, 0, 2, [2, 1, 0, 2]],
    [3, 2, 1, [1, 0, 2, 1]],
    [4, 0, 3, [3, 2, 1, 0]],
    [4, 1, 0, [0, 3, 2, 1]],
    [4, 3, 2, [2, 1, 0, 3]],
  ])(
    'direction anticlockwise, %i players, dealer %i: the eldest is %i; deck[i] goes to (eldest − i) mod n',
    (players, dealer, eldest, receivers) => {
      const deck = deckOf({ players, dealer, direction: anti, hands: [], turnUp: '9D' });
      const v = view(createGame({ players, dealer, direction: anti, decks: [deck], target: 50 }));
      expect([v.dealer, v.eldest, v.current, v.phase]).toEqual([dealer, eldest, eldest, 'stand']);
      receivers.forEach((p, i) => {
        expect(v.hands[p], `deck[${i}]`).toContain(deck[i]);
      });
      for (let i = 0; i < 6 * players; i++) {
        expect(v.hands[(((eldest - i) % players) + players) % players]).toContain(deck[i]);
      }
      expect(v.turnUps).toEqual([deck[6 * players]]);
      expect(v.handSizes).toEqual(new Array(players).fill(6));
    },
  );

  test('direction: with 2 players both directions play the same game (the next player is the other one)', () => {
    const a = createGame({ players: 2, seed: 'both ways', target: 5 });
    const b = createGame({ players: 2, seed: 'both ways', target: 5, direction: anti });
    let x = a;
    let y = b;
    for (let i = 0; i < 300 && legalMoves(x).length > 0; i++) {
      expect(legalMoves(y)).toEqual(legalMoves(x));
      const { events: ex, ...vx } = view(x, 0);
      const { events: ey, ...vy } = view(y, 0);
      expect(vy).toEqual(vx);
      expect(ey).toEqual(ex);
      const m = legalMoves(x)[i % legalMoves(x).length] as Move;
      x = playMoves(x, [m.type === 'play' ? m.card : m.type === 'discard' ? `d:${m.card}` : m.type]);
      y = playMoves(y, [m.type === 'play' ? m.card : m.type === 'discard' ? `d:${m.card}` : m.type]);
    }
    expect(score(y)).toEqual(score(x));
    expect(JSON.parse(serialize(y)).options.direction).toBe('anticlockwise');
  });

  test('direction defaults to clockwise, written to the record', () => {
    expect(JSON.parse(serialize(createGame({ seed: 1 }))).options.direction).toBe('clockwise');
    expect(view(createGame({ seed: 1, dealer: 2 })).eldest).toBe(3);
    expect(view(createGame({ seed: 1, dealer: 2, direction: anti })).eldest).toBe(1);
  });
});

describe('direction: running the pack and discarding', () => {
  test('direction anticlockwise: a run deals 3 more each from the eldest to the right, and discards go eldest first, then to the right', () => {
    // 3 players, dealer 0, eldest 2: then 1, then 0
    const deck = deckOf({
      players: 3,
      dealer: 0,
      direction: anti,
      hands: [],
      turnUp: '9H',
      runs: [
        {
          hands: [
            ['AC', 'KC', 'QC'],
            ['2C', '3C', '4C'],
            ['5C', '6C', '7C'],
          ],
          turnUp: '4S',
        },
      ],
    });
    // the run's cards: deck[19 …] to 2, 1, 0, 2, 1, 0, …
    expect(deck.slice(19, 22)).toEqual(['5C', '2C', 'AC']);
    let g = playMoves(createGame({ players: 3, direction: anti, decks: [deck], target: 50 }), ['beg', 'run']);
    const v = view(g);
    expect(v.hands[0]).toEqual(expect.arrayContaining(['AC', 'KC', 'QC']));
    expect(v.hands[1]).toEqual(expect.arrayContaining(['2C', '3C', '4C']));
    expect(v.hands[2]).toEqual(expect.arrayContaining(['5C', '6C', '7C']));
    expect([v.trump, v.phase, v.current]).toEqual(['S', 'discard', 2]);
    const order: number[] = [];
    while (view(g).phase === 'discard') {
      order.push(view(g).current as number);
      g = applyFirst(g);
    }
    expect(order).toEqual([2, 2, 2, 1, 1, 1, 0, 0, 0]);
    expect([view(g).phase, view(g).current]).toEqual(['play', 2]);
  });

  test('direction anticlockwise: a redeal keeps the dealer (and so the eldest)', () => {
    const first = deckOf({
      players: 4,
      dealer: 2,
      direction: anti,
      hands: [],
      turnUp: '5H',
      runs: [{ turnUp: '2H' }, { turnUp: '3H' }],
    });
    const second = deckOf({ players: 4, dealer: 2, direction: anti, hands: [], turnUp: '5C' });
    const v = view(
      playMoves(createGame({ players: 4, dealer: 2, direction: anti, decks: [first, second], target: 50 }), [
        'beg',
        'run',
      ]),
    );
    expect(v.events.slice(-3)).toEqual([
      { type: 'redeal' },
      { type: 'deal', deal: 2, dealer: 2 },
      { type: 'turn-up', card: '5C' },
    ]);
    expect([v.dealer, v.eldest, v.current]).toEqual([2, 1, 1]);
  });
});

describe('direction: the tricks and the next deal', () => {
  // 4 players, dealer 1, eldest 0; spades trump; in play order 0, 3, 2, 1
  const hands = [
    ['2S', '3C', '4C', '5C', '6C', '7C'],
    ['AS', '8C', '9C', 'TC', 'JC', 'QC'],
    ['3S', '2D', '3D', '4D', '5D', '6D'],
    ['4S', '7D', '8D', '9D', 'TD', 'JD'],
  ];
  const game = (partnerships: boolean) =>
    createGame({
      players: 4,
      dealer: 1,
      partnerships,
      direction: anti,
      decks: [deckOf({ players: 4, dealer: 1, direction: anti, hands, turnUp: '9S' })],
      target: 50,
    });

  test('direction anticlockwise: the eldest leads, then each player to the right; the trick lists them in that order', () => {
    let g = playMoves(game(false), ['stand']);
    expect(view(g).current).toBe(0);
    g = playMoves(g, ['2S']);
    expect(view(g).current).toBe(3);
    g = playMoves(g, ['4S']);
    expect(view(g).current).toBe(2);
    g = playMoves(g, ['3S']);
    expect(view(g).current).toBe(1);
    expect(view(g).trick).toEqual([
      { player: 0, card: '2S' },
      { player: 3, card: '4S' },
      { player: 2, card: '3S' },
    ]);
    g = playMoves(g, ['AS']);
    const v = view(g);
    expect(v.events.at(-1)).toEqual({ type: 'trick', winner: 1, cards: ['2S', '4S', '3S', 'AS'] });
    expect(v.tricks).toEqual([
      {
        leader: 0,
        plays: [
          { player: 0, card: '2S' },
          { player: 3, card: '4S' },
          { player: 2, card: '3S' },
          { player: 1, card: 'AS' },
        ],
        winner: 1,
      },
    ]);
    expect(v.current).toBe(1); // the winner leads; then 0, 3, 2
    g = playMoves(g, ['8C']);
    expect(view(g).current).toBe(0);
  });

  test('direction anticlockwise: a trick’s winner is the player of its best card (player 3 trumps the club led by 0)', () => {
    const g = playMoves(game(false), ['stand', '3C', '4S', '2D', '8C']);
    expect(view(g).events.at(-1)).toEqual({ type: 'trick', winner: 3, cards: ['3C', '4S', '2D', '8C'] });
    expect(view(g).current).toBe(3);
  });

  test('direction anticlockwise: the next deal is dealt by the dealer’s right neighbour', () => {
    const g = playUntil(game(false), (s) => view(s).deal === 2 || view(s).over);
    const v = view(g);
    expect([v.deal, v.dealer, v.eldest, v.current]).toEqual([2, 0, 3, 3]);
    expect(score(g).deals.map((d) => d.dealer)).toEqual([1]);
  });

  test('direction anticlockwise with partnerships: sides stay 0 & 2 against 1 & 3; a gift scores for the eldest’s side, a kick for the dealer’s', () => {
    const g = game(true);
    expect(view(g).sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const gift = view(playMoves(g, ['beg', 'gift']));
    expect(gift.events.at(-1)).toEqual({ type: 'point', side: 0, reason: 'gift', points: 1 }); // eldest 0
    expect(gift.points).toEqual([1, 0]);
    const kick = createGame({
      players: 4,
      dealer: 1,
      partnerships: true,
      direction: anti,
      kick: 'trinidad',
      decks: [deckOf({ players: 4, dealer: 1, direction: anti, hands: [], turnUp: '6C' })],
      target: 50,
    });
    expect(view(kick).points).toEqual([0, 2]); // dealer 1's side
    // the first trick: 0 leads 2♠, 3 plays 4♠ (side 1), 2 plays 3♠, 1 plays A♠ (side 1) and wins
    const played = view(playMoves(g, ['stand', '2S', '4S', '3S', 'AS']));
    expect(played.tricks[0]?.winner).toBe(1);
  });
});
