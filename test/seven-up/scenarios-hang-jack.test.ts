/**
 * Scenario tests of the option `hangJack` (SPEC §1, §3): a jack of trumps won in a trick by a side
 * other than the side of the player who played it scores 3 for that side instead of 1; a jack won
 * by its player or by the player's partner is not hanged. The `award` event carries the points
 * (1, 3, or 0 when not awarded) and so does the deal's line of `score().deals`; a hanged jack that
 * reaches the target ends the game before Game is awarded.
 */
import { describe, expect, test } from 'vitest';
import { createGame, legalMoves, score, serialize, view } from '../../src/seven-up/index.js';
import { deckOf, HANDS, playMoves, quietDeck } from './helpers-engine.js';

// The fixture deal (2 players, spades trump): player 1 leads A♠ and player 0 follows with J♠: the
// jack, played by 0, is won by 1. T2 1:3S 0:4S → 0; T3 0:2H 1:KH → 1; T4 1:QH 0:TH → 1; T5 1:5D 0:7C
// → 1; T6 1:6D 0:8C → 1. High A♠ (1), Low 3♠ taken by 0, Jack by 1, Game 20 to 0 for 1.
const HANG = ['AS', 'JS', '3S', '4S', '2H', 'KH', 'QH', 'TH', '5D', '7C', '6D', '8C'];
const twoPlayers = (extra: object) =>
  createGame({
    players: 2,
    decks: [deckOf({ players: 2, hands: HANDS, turnUp: '2S' }), quietDeck(2, 1)],
    target: 50,
    ...extra,
  });
const awards = (g: ReturnType<typeof createGame>) => view(g).events.filter((e) => e.type === 'award');

describe('hangJack', () => {
  test.each([
    [true, 3, [1, 5]],
    [false, 1, [1, 3]],
  ])('hangJack %s: a jack of trumps played by player 0 and won by player 1 scores %i', (hangJack, points, totals) => {
    const g = playMoves(twoPlayers({ hangJack }), ['stand', ...HANG]);
    expect(awards(g)).toEqual([
      { type: 'award', kind: 'high', side: 1, points: 1, card: 'AS' },
      { type: 'award', kind: 'low', side: 0, points: 1, card: '3S' },
      { type: 'award', kind: 'jack', side: 1, points, card: 'JS' },
      { type: 'award', kind: 'game', side: 1, points: 1, totals: [0, 20] },
    ]);
    expect(view(g).points).toEqual(totals);
    expect(score(g).deals).toEqual([
      { deal: 1, dealer: 0, trump: 'S', high: 1, low: 0, jack: 1, game: 1, points: totals },
    ]);
  });

  test('hangJack: a jack won by the player who played it is not hanged (1 point)', () => {
    // the fixture play: player 0 takes the 3♠ led with the J♠
    const play = ['AS', '4S', '3S', 'JS', '2H', 'KH', 'QH', 'TH', '5D', '7C', '6D', '8C'];
    const g = playMoves(twoPlayers({ hangJack: true }), ['stand', ...play]);
    expect(awards(g)[2]).toEqual({ type: 'award', kind: 'jack', side: 0, points: 1, card: 'JS' });
  });

  // 4 players, dealer 3, eldest 0; hearts trump (2H turned up). Player 0 leads J♥; then 1, 2, 3.
  const hands = [
    ['JH', '2C', '3C', '4C', '5C', '6C'],
    ['3H', '7C', '8C', '9C', 'TC', 'JC'],
    ['AH', '2D', '3D', '4D', '5D', '6D'],
    ['KH', '7D', '8D', '9D', 'TD', 'JD'],
  ];
  const fourPlayers = (partnerships: boolean, hangJack: boolean) =>
    createGame({
      players: 4,
      dealer: 3,
      partnerships,
      hangJack,
      decks: [deckOf({ players: 4, dealer: 3, hands, turnUp: '2H' }), quietDeck(4, 0)],
      target: 50,
    });
  const jackAward = (partnerships: boolean, hangJack: boolean) => {
    let g = playMoves(fourPlayers(partnerships, hangJack), ['stand', 'JH', '3H', 'AH', 'KH']);
    expect(view(g).tricks[0]?.winner).toBe(2); // the A♥ of player 2 takes the J♥ of player 0
    while (view(g).deal === 1) g = playMoves(g, [(legalMoves(g)[0] as { card: string }).card]);
    return awards(g).find((e) => e.kind === 'jack');
  };

  test.each([
    [true, true, 0, 1],
    [true, false, 0, 1],
    [false, true, 2, 3],
    [false, false, 2, 1],
  ])(
    'hangJack with partnerships %s (hangJack %s): the J♥ of player 0 won by player 2 scores for side %i: %i',
    (partnerships, hangJack, side, points) => {
      expect(jackAward(partnerships, hangJack)).toEqual({ type: 'award', kind: 'jack', side, points, card: 'JH' });
    },
  );

  test('hangJack: a hanged jack that reaches the target wins at once; Game is not awarded', () => {
    const g = playMoves(twoPlayers({ hangJack: true, target: 4 }), ['stand', ...HANG]);
    expect(view(g).events.slice(-4)).toEqual([
      { type: 'award', kind: 'high', side: 1, points: 1, card: 'AS' },
      { type: 'award', kind: 'low', side: 0, points: 1, card: '3S' },
      { type: 'award', kind: 'jack', side: 1, points: 3, card: 'JS' },
      { type: 'over', winner: 1 },
    ]);
    const s = score(g);
    expect([s.over, s.winner, s.points]).toEqual([true, 1, [1, 4]]);
    expect(s.deals).toEqual([{ deal: 1, dealer: 0, trump: 'S', high: 1, low: 0, jack: 1, game: null, points: [1, 4] }]);
  });

  test('hangJack: a hanged jack may carry a side past the target (points are never capped)', () => {
    const g = playMoves(twoPlayers({ hangJack: true, target: 2 }), ['stand', ...HANG]);
    // High brings side 1 to 1, Low side 0 to 1, the hanged jack side 1 to 4
    expect(score(g).points).toEqual([1, 4]);
    expect(score(g).winner).toBe(1);
  });

  test('hangJack: a kick and a hanged jack add up in the deal’s line (Trinidad kicks)', () => {
    const g = playMoves(
      createGame({
        players: 2,
        kick: 'trinidad',
        hangJack: true,
        decks: [deckOf({ players: 2, hands: HANDS, turnUp: '6S' }), quietDeck(2, 1)],
        target: 50,
      }),
      ['stand', ...HANG],
    );
    expect(score(g).deals[0]?.points).toEqual([3, 5]); // 0: the six (2) and Low; 1: High, the hanged jack, Game
  });

  test('hangJack: defaults to false, written to the record', () => {
    expect(JSON.parse(serialize(createGame({ seed: 1 }))).options.hangJack).toBe(false);
    expect(JSON.parse(serialize(createGame({ seed: 1, hangJack: true }))).options.hangJack).toBe(true);
  });
});
