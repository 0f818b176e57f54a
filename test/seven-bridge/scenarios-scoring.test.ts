/**
 * Scenarios of Seven Bridge's scoring and options of §6, each named after the rule it pins, on an
 * exact deal.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  type GameOptions,
  type GameState,
  type Move,
  serialize,
  score,
  view,
} from '../../src/seven-bridge/index.js';
import { deckFor, discard, draw, gameWith, meld, play, pon } from './helpers-engine.js';

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
    const empty = dull({ stockOut: 'void' });
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

  /** Player 0 goes out in one go with two sets; player 1 holds `hand` (one-go doubling on). */
  const setsOut = (hand: string[], sevenPenalty: boolean | 'each') =>
    play(
      gameWith([['2S', '3S', '4S', 'KS', 'KH', 'KD', '9D'], hand] as never, ['KC'], { sevenPenalty }),
      draw,
      meld('2S', '3S', '4S'),
      meld('KS', 'KH', 'KD', 'KC'),
      discard('9D'),
    );

  test.each([
    [0, ['8H', 'AH', '2D', 'TC', 'JC', 'QC', '5D'], 110, 110],
    [1, ['7D', 'AH', '2D', 'TC', 'JC', 'QC', '5D'], 216, 216],
    [2, ['7D', '7H', '2D', 'TC', 'JC', 'QC', '5D'], 408, 204],
    [3, ['7D', '7H', '7C', '2D', 'TC', 'JC', 'QC'], 848, 212],
    [4, ['7S', '7D', '7H', '7C', '2D', 'TC', 'JC'], 1600, 200],
  ])(
    "§6 sevenPenalty 'each': %i sevens held when another goes out: ×2 per 7 (%i), where true doubles once (%i)",
    (_sevens, hand, each, once) => {
      // card points 55, 54, 51, 53, 50; ×2 for going out in one go
      expect(points(setsOut(hand, 'each'))).toEqual([0, each]);
      expect(points(setsOut(hand, true))).toEqual([0, once]);
    },
  );

  test("§6 sevenPenalty 'each' applies at a stock out too (with 'score' and when the rebuilds are spent)", () => {
    const hands = [
      ['7S', '7H', '7D', '2S', '3S', '4D', '9C'], // 39, three 7s: ×8
      ['7C', 'AS', '5H', '6D', '8C', 'QH', 'KD'], // 56, one 7: ×2
    ];
    const drawnOut = (options: GameOptions): GameState => {
      let s = createGame({ seed: 1, players: 2, sevenPenalty: 'each', ...options, decks: [deckFor(hands as never)] });
      while (!view(s).over) {
        const v = view(s);
        const drawn = v.events.find((e) => e.type === 'draw');
        const move: Move =
          v.phase === 'draw'
            ? draw
            : v.phase === 'claim'
              ? { type: 'pass' }
              : discard(drawn?.type === 'draw' ? (drawn.card as never) : (v.hands[v.current as number]![0] as never));
        s = applyMove(s, move);
      }
      return s;
    };
    for (const options of [{ stockOut: 'score' }, {}, { restocks: 1 }] as GameOptions[]) {
      const s = drawnOut(options);
      expect(score(s).rounds).toEqual([
        { round: 1, winner: null, oneShot: false, reason: 'stock-out', points: [312, 112] },
      ]);
    }
  });

  /** Player 0 goes out in one go in round 1 (player 1 scores 114); `options` over two players. */
  const roundOne = (options: GameOptions) =>
    play(
      createGame({
        seed: 1,
        players: 2,
        ...options,
        decks: [deckFor([WINNER, LOSER] as never, ['KD'])],
      }),
      draw,
      meld('2S', '3S', '4S'),
      meld('5H', '6H', '7H', '8H'),
      discard('KD'),
    );

  test.each([
    ['reached exactly', 114, ['discard', 'out', 'round-over', 'over']],
    ['passed', 100, ['discard', 'out', 'round-over', 'over']],
    ['passed by far', 1, ['discard', 'out', 'round-over', 'over']],
    ['not reached', 115, ['discard', 'out', 'round-over', 'round']],
  ])('§6 target %s (%i): the game also ends after a round in which a total reaches it', (_what, target, events) => {
    const s = roundOne({ target: target as number });
    expect(view(s).events.map((e) => e.type)).toEqual(events);
    expect(view(s).totals).toEqual([0, 114]);
    expect(score(s).over).toBe(events.at(-1) === 'over');
  });

  test('§2 rounds: 100 by default with a target, 1 without; a target never reached leaves `rounds` the most rounds played', () => {
    expect(JSON.parse(serialize(createGame({ target: 500 }))).options).toMatchObject({ rounds: 100, target: 500 });
    expect(JSON.parse(serialize(createGame({ target: null }))).options).toMatchObject({ rounds: 1, target: null });
    expect(JSON.parse(serialize(createGame({}))).options).toMatchObject({ rounds: 1, target: null });
    const s = roundOne({ rounds: 1, target: 1000 });
    expect(view(s).events.at(-1)).toEqual({ type: 'over' });
    expect(score(s).standings.map((x) => x.rank)).toEqual([1, 2]);
  });
});
