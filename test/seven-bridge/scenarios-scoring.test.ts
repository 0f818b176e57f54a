/**
 * Scenarios of Seven Bridge's scoring and options of §6, each named after the rule it pins, on an
 * exact deal.
 */
import { describe, expect, test } from 'vitest';
import { applyMove, type GameOptions, type GameState, type Move, score, view } from '../../src/seven-bridge/index.js';
import { discard, draw, gameWith, meld, play, pon } from './helpers-engine.js';

const WINNER = ['2S', '3S', '4S', '5H', '6H', '7H', '8H'];
const LOSER = ['AC', '3C', '5C', '9D', 'JD', 'KS', 'QH']; // 10 + 3 + 5 + 9 + 10 + 10 + 10 = 57

/** Player 0 goes out in one go on their first turn; `other` is player 1's hand. */
function oneGo(other: string[] = LOSER, options: GameOptions = {}): GameState {
  return play(
    gameWith([WINNER, other] as never, ['KD'], options),
    draw,
    meld('2S', '3S', '4S'),
    meld('5H', '6H', '7H', '8H'),
    discard('KD'),
  );
}

const points = (s: GameState) => score(s).rounds.at(-1)?.points;

describe('§6 scoring', () => {
  test('§6 the winner scores 0; a one-go win doubles the others (oneShotDouble, default)', () => {
    const s = oneGo();
    expect(score(s).rounds).toEqual([{ round: 1, winner: 0, oneShot: true, reason: 'out', points: [0, 114] }]);
    expect(view(s).events.at(-2)).toEqual({ type: 'round-over', round: 1, winner: 0, points: [0, 114] });
    expect(points(oneGo(LOSER, { oneShotDouble: false }))).toEqual([0, 57]);
  });

  test('§6 in one go: only when the winner owned no meld when their last turn began', () => {
    const s = play(
      gameWith([['2S', '3S', '4S', '5H', '6H', '7H', '9C'], LOSER] as never, ['KD', '2D', '8H']),
      draw,
      meld('2S', '3S', '4S'),
      discard('KD'),
      draw,
      discard('2D'),
      draw,
      meld('5H', '6H', '7H', '8H'),
      discard('9C'),
    );
    expect(score(s).rounds[0]).toEqual({ round: 1, winner: 0, oneShot: false, reason: 'out', points: [0, 57] });
    expect(view(s).events.find((e) => e.type === 'out')).toEqual({ type: 'out', player: 0, oneShot: false });
  });

  test("§6 card points 'standard': A 10, J Q K 10, 2–10 their number; with aces 'low' an ace scores 1", () => {
    expect(points(oneGo(['AC', '2C', 'TC', 'JC', 'QC', 'KC', '9D'], { oneShotDouble: false }))).toEqual([0, 61]);
    expect(points(oneGo(['AC', '2C', 'TC', 'JC', 'QC', 'KC', '9D'], { oneShotDouble: false, aces: 'low' }))).toEqual([
      0, 52,
    ]);
  });

  test("§6 card points 'datt': A 15, T J Q K 10, 2–9 5", () => {
    expect(points(oneGo(['AC', '2C', 'TC', 'JC', 'QC', 'KC', '9D'], { oneShotDouble: false, points: 'datt' }))).toEqual(
      [0, 15 + 5 + 40 + 5],
    );
  });

  test('§6 jokerPoints: a joker in hand scores 20 (default) or 15', () => {
    const hand = ['JK', '2C', '3C', '5D', '9C', 'KC', 'QD']; // 2 + 3 + 5 + 9 + 10 + 10 = 39 and the joker
    expect(points(oneGo(hand, { jokers: 1, oneShotDouble: false }))).toEqual([0, 59]);
    expect(points(oneGo(hand, { jokers: 1, oneShotDouble: false, jokerPoints: 15 }))).toEqual([0, 54]);
  });

  test('§6 sevenPenalty: a player holding a 7 when another goes out scores double (with the one-go double too)', () => {
    const hand = ['7C', '3C', '5C', '9D', 'JD', 'KS', 'QH']; // 54
    expect(points(oneGo(hand))).toEqual([0, 108]);
    expect(points(oneGo(hand, { sevenPenalty: true }))).toEqual([0, 216]);
  });

  test('§6 jokerPenalty: a player holding a joker when another goes out scores five times', () => {
    const hand = ['JK', '3C', '5C', '9D', 'JD', 'KS', 'QH']; // 20 + 47 = 67
    expect(points(oneGo(hand, { jokers: 1, jokerPenalty: true, oneShotDouble: false }))).toEqual([0, 335]);
    expect(points(oneGo(hand, { jokers: 1, jokerPenalty: true }))).toEqual([0, 670]);
  });

  test("§6 discarderPays: when the winner's last turn began with a claim, the discarder scores everyone's points", () => {
    const hands = [
      ['9D', '2S', '4S', '6S', '8S', 'TS', 'QS'],
      ['9S', '9H', '2C', '3C', '4C', '5C', '8D'],
      ['TD', 'JD', '3H', '5H', 'KH', 'AC', 'QC'],
    ];
    const moves: Move[] = [draw, discard('9D'), pon('9S', '9H', '9D'), meld('2C', '3C', '4C', '5C'), discard('8D')];
    const plain = play(gameWith(hands as never, ['AH'], { firstRoundClaims: true }), ...moves);
    // player 1 owned no meld before the claim's meld: a one-go win
    expect(score(plain).rounds[0]).toEqual({
      round: 1,
      winner: 1,
      oneShot: true,
      reason: 'out',
      points: [100, 0, 116],
    });
    const pays = play(gameWith(hands as never, ['AH'], { firstRoundClaims: true, discarderPays: true }), ...moves);
    expect(points(pays)).toEqual([216, 0, 0]);
  });

  test("§6 stockOut 'void': the round scores nothing; 'score': every hand with the 7 and joker penalties, not doubled", () => {
    const dull = (options: GameOptions) => {
      let s = gameWith(
        [
          ['7S', '2S', '4S', '6S', '8S', 'TS', 'QS'],
          ['AH', '3H', '5H', '7H', '9H', 'JH', 'KH'],
        ],
        [],
        options,
      );
      while (!view(s).over) {
        const v = view(s);
        const move: Move =
          v.phase === 'draw'
            ? draw
            : v.phase === 'claim'
              ? { type: 'pass' }
              : { type: 'discard', card: v.hands[v.current!]!.at(-1)! };
        s = applyMove(s, move);
      }
      return s;
    };
    const empty = dull({});
    expect(score(empty).rounds).toEqual([
      { round: 1, winner: null, oneShot: false, reason: 'stock-out', points: [0, 0] },
    ]);
    const scored = dull({ stockOut: 'score', sevenPenalty: true });
    const hands = view(scored).hands;
    const value = (c: string) => ({ A: 10, T: 10, J: 10, Q: 10, K: 10 })[c[0] as 'A'] ?? Number(c[0]);
    const expected = hands.map(
      (h) => h!.reduce((sum, c) => sum + value(c), 0) * (h!.some((c) => c[0] === '7') ? 2 : 1),
    );
    expect(points(scored)).toEqual(expected);
    expect(score(scored).rounds[0]?.reason).toBe('stock-out');
  });

  test('§6 standings: lowest total first; equal totals share a rank', () => {
    const s = play(
      gameWith([WINNER, LOSER, ['AD', '3D', '5D', '9C', 'JC', 'KC', 'QD']] as never, ['KD']),
      draw,
      meld('2S', '3S', '4S'),
      meld('5H', '6H', '7H', '8H'),
      discard('KD'),
    );
    expect(score(s)).toEqual({
      over: true,
      rounds: [{ round: 1, winner: 0, oneShot: true, reason: 'out', points: [0, 114, 114] }],
      totals: [0, 114, 114],
      standings: [
        { player: 0, rank: 1, total: 0 },
        { player: 1, rank: 2, total: 114 },
        { player: 2, rank: 2, total: 114 },
      ],
    });
  });

  test('§6 rounds: the totals add up over the rounds; after round `rounds` the game is over', () => {
    const s = play(
      gameWith([WINNER, LOSER] as never, ['KD'], { rounds: 2 }),
      draw,
      meld('2S', '3S', '4S'),
      meld('5H', '6H', '7H', '8H'),
      discard('KD'),
    );
    const v = view(s);
    expect(v.over).toBe(false);
    expect(v.round).toBe(2);
    expect(v.totals).toEqual([0, 114]);
    expect(v.events.map((e) => e.type)).toEqual(['discard', 'out', 'round-over', 'round']);
    expect(score(s).over).toBe(false);
    expect(score(s).standings.map((x) => x.player)).toEqual([0, 1]);
  });
});
