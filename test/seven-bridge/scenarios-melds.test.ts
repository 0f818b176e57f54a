/**
 * Scenarios of Seven Bridge's melds (§3) and lay-offs (§4), each named after the rule it pins,
 * each on an exact deal.
 */
import { describe, expect, test } from 'vitest';
import { legalMoves, type Move, view } from '../../src/seven-bridge/index.js';
import { discard, draw, expectIllegal, gameWith, layoff, meld, play } from './helpers-engine.js';

/** Player 0 holds these 7 cards and draws `drawn`; player 1 holds junk. */
function p0(hand: string[], drawn = 'KC', options = {}) {
  const junk = ['2C', '9D', 'TS', 'JH', '4C', '8C', 'QD'].filter((c) => !hand.includes(c) && c !== drawn);
  const p1 = [...junk, '5D', '3D', 'TD'].slice(0, 7);
  return play(gameWith([hand, p1] as never, [drawn] as never, options), draw);
}

const meldMoves = (s: Parameters<typeof legalMoves>[0]) =>
  legalMoves(s).filter((m): m is Extract<Move, { type: 'meld' }> => m.type === 'meld');

describe('§3 melds', () => {
  test('§3 set: 3 or 4 cards of one rank, given in any order, laid in suit order S H D C', () => {
    let s = p0(['KS', 'KD', 'KH', '3H', '5S', '9C', 'QC']);
    s = play(s, meld('KD', 'KS', 'KH'));
    expect(view(s).melds).toEqual([{ id: 0, owner: 0, kind: 'set', cards: ['KS', 'KH', 'KD'] }]);
    const four = play(p0(['KS', 'KD', 'KH', '3H', '5S', '9C', 'QC']), meld('KC', 'KH', 'KD', 'KS'));
    expect(view(four).melds[0]?.cards).toEqual(['KS', 'KH', 'KD', 'KC']);
  });

  test('§3 set: two cards of a rank are no set', () => {
    expectIllegal(p0(['KS', 'KD', '3H', '5S', '9C', 'QC', '2H']), meld('KS', 'KD'), 'not-a-meld');
  });

  test('§3 run: 3 or more cards of one suit in consecutive ranks, in meld order (low to high)', () => {
    const s = p0(['3H', '4H', '5H', '6H', 'KS', '9C', 'QC']);
    expect(view(play(s, meld('3H', '4H', '5H', '6H'))).melds[0]).toEqual({
      id: 0,
      owner: 0,
      kind: 'run',
      cards: ['3H', '4H', '5H', '6H'],
    });
    expectIllegal(s, meld('6H', '5H', '4H'), 'not-a-meld');
    expectIllegal(s, meld('3H', '5H', '6H'), 'not-a-meld');
  });

  test('§3 run of two: a 7 with the 6 or the 8 of its suit, without a joker', () => {
    const s = p0(['6S', '7S', '8S', '5S', 'KH', '9C', 'QC'], 'JK', { jokers: 1 });
    expect(view(play(s, meld('6S', '7S'))).melds[0]?.kind).toBe('run');
    expect(view(play(s, meld('7S', '8S'))).melds[0]?.cards).toEqual(['7S', '8S']);
    expectIllegal(s, meld('5S', '6S'), 'not-a-meld');
    expectIllegal(s, meld('7S', 'JK'), 'not-a-meld');
    expectIllegal(s, meld('JK', '7S'), 'not-a-meld');
  });

  test('§3 seven: one 7 alone is a meld; a joker alone is not', () => {
    const s = p0(['7D', '2S', '4H', '9S', 'KH', '9C', 'QC'], 'JK', { jokers: 1 });
    expect(view(play(s, meld('7D'))).melds[0]).toEqual({ id: 0, owner: 0, kind: 'seven', cards: ['7D'] });
    expectIllegal(s, meld('JK'), 'not-a-meld');
    expectIllegal(s, meld('2S'), 'not-a-meld');
  });

  test("§3 aces 'high-or-low': Q-K-A and A-2-3 are runs, K-A-2 is not", () => {
    const s = p0(['QH', 'KH', 'AH', '2H', '3H', '9C', '5S']);
    expect(view(play(s, meld('QH', 'KH', 'AH'))).melds[0]?.cards).toEqual(['QH', 'KH', 'AH']);
    expect(view(play(s, meld('AH', '2H', '3H'))).melds[0]?.cards).toEqual(['AH', '2H', '3H']);
    expectIllegal(s, meld('KH', 'AH', '2H'), 'not-a-meld');
    const runs = meldMoves(s).map((m) => m.cards.join(' '));
    expect(runs).toContain('QH KH AH');
    expect(runs).toContain('AH 2H 3H');
    expect(runs).not.toContain('KH AH 2H');
  });

  test("§3 aces 'low': an ace stands only below 2", () => {
    const s = p0(['QH', 'KH', 'AH', '2H', '3H', '9C', '5S'], 'KC', { aces: 'low' });
    expectIllegal(s, meld('QH', 'KH', 'AH'), 'not-a-meld');
    expect(view(play(s, meld('AH', '2H', '3H'))).melds[0]?.kind).toBe('run');
  });

  test('§3 jokers: a joker stands for a missing suit in a set, or one rank inside or at an end of a run', () => {
    const s = p0(['4H', '6H', '9S', '9D', 'KH', '2C', 'QC'], 'JK', { jokers: 1 });
    expect(view(play(s, meld('4H', 'JK', '6H'))).melds[0]?.cards).toEqual(['4H', 'JK', '6H']);
    expect(view(play(s, meld('JK', '9D', '9S'))).melds[0]).toEqual({
      id: 0,
      owner: 0,
      kind: 'set',
      cards: ['9S', '9D', 'JK'],
    });
    expectIllegal(s, meld('4H', '6H', 'JK'), 'not-a-meld'); // a run's cards in meld order
  });

  test('§3 at most one joker per meld', () => {
    const s = p0(['4H', 'JK', '9S', '9D', 'KH', '2C', 'QC'], 'JK', { jokers: 2 });
    expect(view(s, 0).hands[0]?.filter((c) => c === 'JK')).toHaveLength(2);
    expectIllegal(s, meld('4H', 'JK', 'JK'), 'not-a-meld');
    expectIllegal(s, meld('9S', '9D', 'JK', 'JK'), 'not-a-meld');
  });

  test('§3 a joker may stand for a card its player holds', () => {
    const s = play(p0(['4H', '5H', '6H', '9S', 'KH', '2C', 'QC'], 'JK', { jokers: 1 }), meld('4H', 'JK', '6H'));
    expect(view(s, 0).hands[0]).toContain('5H');
  });

  test('§3 legalMoves: each place of a joker in a run is its own move', () => {
    const s = p0(['5H', '6H', '9S', '2D', 'KS', '3C', 'QC'], 'JK', { jokers: 1 });
    expect(meldMoves(s).map((m) => m.cards.join(' '))).toEqual(['JK 5H 6H', '5H 6H JK']);
  });

  test('§3 a set of three 7s is a set; a seven never becomes a set', () => {
    const s = p0(['7S', '7H', '7D', '9S', 'KH', '2C', 'QC']);
    expect(view(play(s, meld('7S', '7H', '7D'))).melds[0]?.kind).toBe('set');
    expectIllegal(play(s, meld('7S')), layoff(0, '7H'), 'does-not-fit');
  });
});

describe('§4 lay-off', () => {
  test('§4 lay-off: only a player who owns a meld (this round, this turn included) may lay off', () => {
    const hands = [
      ['3H', '4H', '5H', '9S', 'KH', '2C', 'QC'],
      ['6H', '8D', '8S', '8C', 'TD', 'JS', '4C'],
    ];
    let s = gameWith(hands as never, ['KC', 'AS']);
    s = play(s, draw, meld('3H', '4H', '5H'), discard('KC'), draw);
    expectIllegal(s, layoff(0, '6H', 'high'), 'no-meld-yet');
    expect(legalMoves(s).some((m) => m.type === 'layoff')).toBe(false);
    s = play(s, meld('8S', '8D', '8C'), layoff(0, '6H', 'high'));
    expect(view(s).melds[0]?.cards).toEqual(['3H', '4H', '5H', '6H']);
  });

  test('§4 lay-off on a set: a card of its rank whose suit is missing, or a joker if it has none, while under 4 cards', () => {
    let s = p0(['8S', '8D', '8C', '8H', 'KH', '2C', 'QC'], 'JK', { jokers: 1 });
    s = play(s, meld('8D', '8S', '8C'));
    expect(legalMoves(s).filter((m) => m.type === 'layoff')).toEqual([
      { type: 'layoff', meld: 0, card: '8H' },
      { type: 'layoff', meld: 0, card: 'JK' },
    ]);
    const withJoker = play(s, layoff(0, 'JK'));
    expect(view(withJoker).melds[0]?.cards).toEqual(['8S', '8D', '8C', 'JK']);
    expectIllegal(withJoker, layoff(0, '8H'), 'does-not-fit');
    expect(view(play(s, layoff(0, '8H'))).melds[0]?.cards).toEqual(['8S', '8H', '8D', '8C']);
  });

  test('§4 lay-off on a run: the next card of its suit beyond either end, or a joker at either end', () => {
    let s = p0(['4D', '5D', '6D', '3D', '7D', 'KH', 'QC'], 'JK', { jokers: 1 });
    s = play(s, meld('4D', '5D', '6D'));
    expect(legalMoves(s).filter((m) => m.type === 'layoff')).toEqual([
      { type: 'layoff', meld: 0, card: '3D', end: 'low' },
      { type: 'layoff', meld: 0, card: 'JK', end: 'low' },
      { type: 'layoff', meld: 0, card: '7D', end: 'high' },
      { type: 'layoff', meld: 0, card: 'JK', end: 'high' },
    ]);
    expect(view(play(s, layoff(0, '3D', 'low'))).melds[0]?.cards).toEqual(['3D', '4D', '5D', '6D']);
    const joker = play(s, layoff(0, 'JK', 'high'));
    expect(view(joker).melds[0]?.cards).toEqual(['4D', '5D', '6D', 'JK']);
    expectIllegal(joker, layoff(0, '7D', 'high'), 'does-not-fit'); // 7D's place is the joker's
    expectIllegal(s, layoff(0, '7D', 'low'), 'does-not-fit');
  });

  test('§4 lay-off: an ace fits beyond a 2 or a K (high-or-low), never both ends of one run', () => {
    let s = p0(['2S', '3S', '4S', 'JS', 'QS', 'KS', 'AS']);
    s = play(s, meld('2S', '3S', '4S'), meld('JS', 'QS', 'KS'));
    const aces = legalMoves(s).filter((m) => m.type === 'layoff');
    expect(aces).toEqual([
      { type: 'layoff', meld: 0, card: 'AS', end: 'low' },
      { type: 'layoff', meld: 1, card: 'AS', end: 'high' },
    ]);
    const low = p0(['2S', '3S', '4S', 'JS', 'QS', 'KS', 'AS'], 'KC', { aces: 'low' });
    const lowMelds = play(low, meld('2S', '3S', '4S'), meld('JS', 'QS', 'KS'));
    expect(legalMoves(lowMelds).filter((m) => m.type === 'layoff')).toEqual([
      { type: 'layoff', meld: 0, card: 'AS', end: 'low' },
    ]);
    // an A-2-3 run takes nothing below; a Q-K-A run nothing above
    const ends = play(
      p0(['AH', '2H', '3H', 'QD', 'KD', 'AD', '4H'], 'KH'),
      meld('AH', '2H', '3H'),
      meld('QD', 'KD', 'AD'),
    );
    expect(legalMoves(ends).filter((m) => m.type === 'layoff')).toEqual([
      { type: 'layoff', meld: 0, card: '4H', end: 'high' },
    ]);
  });

  test('§4 lay-off on a seven: its 6 (low) or 8 (high) makes it a run; no end, never a joker or a 7', () => {
    let s = p0(['7C', '6C', '8C', '7H', 'KH', '2S', 'QD'], 'JK', { jokers: 1 });
    s = play(s, meld('7C'));
    expect(legalMoves(s).filter((m) => m.type === 'layoff')).toEqual([
      { type: 'layoff', meld: 0, card: '6C' },
      { type: 'layoff', meld: 0, card: '8C' },
    ]);
    const six = play(s, layoff(0, '6C'));
    expect(view(six).melds[0]).toEqual({ id: 0, owner: 0, kind: 'run', cards: ['6C', '7C'] });
    expect(view(play(six, layoff(0, '8C', 'high'))).melds[0]?.cards).toEqual(['6C', '7C', '8C']);
    expectIllegal(s, layoff(0, 'JK'), 'does-not-fit');
    expectIllegal(s, layoff(0, '7H'), 'does-not-fit');
  });

  test('§4 a 6-7 pair takes a joker by lay-off and becomes a run of three', () => {
    const s = play(
      p0(['7C', '6C', '2H', '9H', 'KH', '2S', 'QD'], 'JK', { jokers: 1 }),
      meld('6C', '7C'),
      layoff(0, 'JK', 'high'),
    );
    expect(view(s).melds[0]).toEqual({ id: 0, owner: 0, kind: 'run', cards: ['6C', '7C', 'JK'] });
  });

  test("§4 lay-off end: 'malformed' onto a run without end, or with an end onto a set or a seven", () => {
    let s = p0(['4D', '5D', '6D', '3D', '7S', '9S', '9H'], '9C');
    s = play(s, meld('4D', '5D', '6D'), meld('7S'), meld('9S', '9H', '9C'));
    expectIllegal(s, layoff(0, '3D'), 'malformed');
    expectIllegal(s, { type: 'layoff', meld: 0, card: '3D', end: 'middle' }, 'malformed');
    expectIllegal(
      play(p0(['4D', '5D', '6D', '3D', '7S', '8S', '9H'], '9C'), meld('7S')),
      layoff(0, '8S', 'high'),
      'malformed',
    );
    const set = play(p0(['9S', '9H', '9C', '9D', '2S', 'KH', '3C'], '2H'), meld('9S', '9H', '9C'));
    expectIllegal(set, layoff(0, '9D', 'low'), 'malformed');
  });

  test('§4 lay-off onto a meld id that does not exist: does-not-fit', () => {
    const s = play(p0(['4D', '5D', '6D', '3D', '7S', '9S', '9H']), meld('4D', '5D', '6D'));
    expectIllegal(s, layoff(5, '3D', 'low'), 'does-not-fit');
  });
});
