/**
 * Scenario tests of the tricks (SPEC §2 of Seven Up): each test
 * names the rule it pins and builds the exact situation with explicit decks.
 */
import { describe, expect, test } from 'vitest';
import { createGame, IllegalMoveError, legalMoves, view } from '../../src/seven-up/index.js';
import { deckOf, moveOf, playMoves, spadesGame as game } from './helpers-engine.js';
import { applyMove } from '../../src/seven-up/index.js';

describe('tricks', () => {
  test('§2 the leader may play any card of the hand', () => {
    const g = playMoves(game(), ['stand']);
    expect(legalMoves(g)).toEqual(['AS', '3S', 'QH', 'KH', '5D', '6D'].map((card) => ({ type: 'play', card })));
  });

  test('§2 a follower holding the suit led plays that suit or a trump, whichever they like', () => {
    const g = playMoves(game(), ['stand', 'AS', '4S', '3S', 'JS', '2H']);
    // player 1 holds Q♥ K♥ (hearts led) and no more trumps: hearts only
    expect(legalMoves(g)).toEqual([
      { type: 'play', card: 'QH' },
      { type: 'play', card: 'KH' },
    ]);
  });

  test('§2 trumps may be played at will even when holding the suit led', () => {
    const deck = deckOf({
      players: 2,
      hands: [
        ['9C', '5S', '2D', '3D', '4D', '6D'],
        ['4C', '7H', '8H', '9H', 'TH', 'QH'],
      ],
      turnUp: '2S',
    });
    const g = playMoves(createGame({ players: 2, decks: [deck], target: 50 }), ['stand', '4C']);
    expect(legalMoves(g)).toEqual([
      { type: 'play', card: '5S' },
      { type: 'play', card: '9C' },
    ]);
    const v = view(playMoves(g, ['5S']));
    expect(v.tricks).toEqual([
      {
        leader: 1,
        plays: [
          { player: 1, card: '4C' },
          { player: 0, card: '5S' },
        ],
        winner: 0,
      },
    ]);
    expect(v.current).toBe(0); // the winner leads next
  });

  test('§2 a follower without the suit led may play any card', () => {
    const g = playMoves(game(), ['stand', 'AS', '4S', '3S', 'JS', '2H', 'KH', 'QH', 'TH', '5D']);
    expect(legalMoves(g)).toEqual([
      { type: 'play', card: '7C' },
      { type: 'play', card: '8C' },
    ]);
  });

  test('§2 must-follow: another suit while holding the suit led is refused', () => {
    const deck = deckOf({
      players: 2,
      hands: [
        ['9C', '5S', '2D', '3D', '4D', '6D'],
        ['4C', '7H', '8H', '9H', 'TH', 'QH'],
      ],
      turnUp: '2S',
    });
    const g = playMoves(createGame({ players: 2, decks: [deck], target: 50 }), ['stand', '4C']);
    expect(() => applyMove(g, moveOf('2D'))).toThrow(expect.objectContaining({ code: 'must-follow' }));
    expect(() => applyMove(g, moveOf('2D'))).toThrow(IllegalMoveError);
  });

  test('§2 the highest trump played wins the trick; with none, the highest card of the suit led (the ace high)', () => {
    const deck = deckOf({
      players: 3,
      dealer: 2,
      hands: [
        ['5H', 'AH', '2C'],
        ['KH', '3C', 'AC'],
        ['2S', '9H', 'KC'],
      ],
      turnUp: '7S',
    });
    let g = playMoves(createGame({ players: 3, dealer: 2, decks: [deck], target: 50 }), ['stand']);
    g = playMoves(g, ['5H', 'KH', '9H']); // no trump: K♥ beats 9♥ and 5♥
    expect(view(g).tricks[0]?.winner).toBe(1);
    g = playMoves(g, ['AC', '2S', '2C']); // the lowest trump beats the ace led
    expect(view(g).tricks[1]?.winner).toBe(2);
    g = playMoves(g, ['KC', 'AH', '3C']); // an ace of another suit (not trump) does not win
    expect(view(g).tricks[2]).toEqual({
      leader: 2,
      plays: [
        { player: 2, card: 'KC' },
        { player: 0, card: 'AH' },
        { player: 1, card: '3C' },
      ],
      winner: 2,
    });
  });

  test('§2 a completed trick is told as its play then the trick, its cards in the order played', () => {
    const g = playMoves(game(), ['stand', 'AS', '4S']);
    expect(view(g).events).toEqual([
      { type: 'play', player: 0, card: '4S' },
      { type: 'trick', winner: 1, cards: ['AS', '4S'] },
    ]);
    expect(view(g).trick).toEqual([]);
    expect(view(playMoves(g, ['3S'])).trick).toEqual([{ player: 1, card: '3S' }]);
  });
});
