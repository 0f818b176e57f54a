/**
 * Seven Up's bots and the rules of revision 2: the heuristic hunts a jack that can be hanged
 * (`hangJack`), keeps its own out of reach, weighs Trinidad kicks (`kick`) when it stands, gives or
 * runs; the search plays the tricks in the game's `direction` and scores a hanged jack 3.
 */
import { describe, expect, test } from 'vitest';
import { botViewOf, playGame, sevenUpBots, sevenUpIsmcts } from '../../src/bots/index.js';
import { sevenUpHeuristic } from '../../src/bots/seven-up/heuristic.js';
import { dealTricks, tableOf } from '../../src/bots/seven-up/simulation.js';
import { Random } from '../../src/shared/random.js';
import {
  applyMove,
  createGame,
  type GameState,
  legalMoves,
  type Move,
  sevenUp,
  view,
} from '../../src/seven-up/index.js';
import { deckOf, playMoves, quietDeck } from '../seven-up/helpers-engine.js';

const heuristicMove = (s: GameState): Move => {
  const me = view(s).current as number;
  return sevenUpHeuristic(botViewOf(sevenUp, s, me), new Random(1));
};

describe('the heuristic and hangJack', () => {
  // 2 players, dealer 0, eldest 1; spades trump. Player 1 holds the A♠ alone of the trumps; the
  // J♠ is player 0's.
  const hands = [
    ['JS', '2S', '3H', '4H', '5H', '6H'],
    ['AS', '2D', '3D', '4D', '5D', '6D'],
  ];
  const game = (hangJack: boolean) =>
    createGame({
      players: 2,
      hangJack,
      decks: [deckOf({ players: 2, hands, turnUp: '9S' }), quietDeck(2, 1)],
      target: 50,
    });

  test('hangJack: holding the top trump alone, the heuristic leads it to hunt a jack still out (without hangJack, a low plain card)', () => {
    expect(heuristicMove(playMoves(game(true), ['stand']))).toEqual({ type: 'play', card: 'AS' });
    expect(heuristicMove(playMoves(game(false), ['stand']))).toEqual({ type: 'play', card: '2D' });
  });

  test('hangJack: the heuristic wins the jack of trumps an opponent played, with its cheapest winning trump', () => {
    // player 1 leads 2♦; player 0 (void in diamonds) must choose
    const hunt = createGame({
      players: 2,
      hangJack: true,
      decks: [
        deckOf({
          players: 2,
          hands: [
            ['KS', 'QS', '3H', '4H', '5H', '6H'],
            ['JS', '2D', '3D', '4D', '5D', '6D'],
          ],
          turnUp: '9S',
        }),
        quietDeck(2, 1),
      ],
      target: 50,
    });
    const s = playMoves(hunt, ['stand', 'JS']);
    expect(heuristicMove(s)).toEqual({ type: 'play', card: 'QS' });
  });

  test('hangJack: with partners, the heuristic drops its jack of trumps on its partner’s sure trick', () => {
    // 4 players in partnerships, dealer 3, eldest 0; hearts trump. Player 0 leads A♥ (the top trump);
    // 1 follows 2♥; player 2, 0's partner, holds J♥ and 3♥
    const hands4 = [
      ['AH', '2C', '3C', '4C', '5C', '6C'],
      ['2H', '7C', '8C', '9C', 'TC', 'JC'],
      ['JH', '3H', '2D', '3D', '4D', '5D'],
      ['KH', '6D', '7D', '8D', '9D', 'TD'],
    ];
    const g = (hangJack: boolean) =>
      createGame({
        players: 4,
        dealer: 3,
        partnerships: true,
        hangJack,
        decks: [deckOf({ players: 4, dealer: 3, hands: hands4, turnUp: '9H' }), quietDeck(4, 0)],
        target: 50,
      });
    expect(heuristicMove(playMoves(g(true), ['stand', 'AH', '2H']))).toEqual({ type: 'play', card: 'JH' });
    expect(heuristicMove(playMoves(g(false), ['stand', 'AH', '2H']))).toEqual({ type: 'play', card: '3H' });
  });
});

describe('the heuristic and Trinidad kicks', () => {
  test('kick trinidad: a dealer whose side a kick could bring to the target runs rather than give', () => {
    // 2 players, target 3: the dealer (0) holds a strong spade hand that it would give on
    const strong = [
      ['AS', 'KS', 'QS', 'JS', 'TS', '9S'],
      ['2D', '3D', '4D', '5D', '6D', '7D'],
    ];
    const deck = deckOf({ players: 2, hands: strong, turnUp: '2S' });
    const at = (kick: 'jack' | 'trinidad') =>
      playMoves(createGame({ players: 2, kick, target: 3, decks: [deck] }), ['beg']);
    expect(heuristicMove(at('jack'))).toEqual({ type: 'gift' });
    expect(heuristicMove(at('trinidad'))).toEqual({ type: 'run' });
  });

  test('kick trinidad: the eldest stands on a holding one point weaker than with jack kicks', () => {
    // the eldest (1) holds K♠ 3♠ 4♠ and plain cards: strength 3 + 3 = 6, one short of 7
    const hands = [
      ['2D', '3D', '4D', '5D', '6D', '7D'],
      ['KS', '3S', '4S', '2H', '3H', '4H'],
    ];
    const deck = deckOf({ players: 2, hands, turnUp: '8S' });
    const at = (kick: 'jack' | 'trinidad') => createGame({ players: 2, kick, target: 50, decks: [deck] });
    expect(heuristicMove(at('jack'))).toEqual({ type: 'beg' });
    expect(heuristicMove(at('trinidad'))).toEqual({ type: 'stand' });
  });
});

describe('the search and revision 2', () => {
  test('direction: the search’s simulation passes the turn the game’s way (anticlockwise too)', () => {
    for (const direction of ['clockwise', 'anticlockwise'] as const) {
      for (let seed = 0; seed < 12; seed++) {
        let s = createGame({ players: 4, direction, seed: `dir/${seed}`, target: 50 });
        const rng = new Random(seed);
        while (view(s).phase !== 'play') s = applyMove(s, legalMoves(s)[rng.int(legalMoves(s).length)] as Move);
        for (let k = 0; k < 3; k++) {
          const me = view(s).current as number;
          const sim = dealTricks(tableOf(botViewOf(sevenUp, s, me)), rng);
          const m = legalMoves(s)[0] as Move & { card: string };
          const code = 'SHDC'.indexOf(m.card[1] as string) * 13 + 'A23456789TJQK'.indexOf(m.card[0] as string);
          sim.play(code);
          s = applyMove(s, m);
          expect(sim.toMove(), `${direction} seed ${seed}`).toBe(view(s).current);
        }
      }
    }
  });

  test('hangJack: in the search’s rewards a hanged jack is worth 3 points to the side that won it', () => {
    // 2 players, spades trump; player 0 takes the two tens (Game), player 1 the clubs; one trick
    // left: player 1 leads A♠ and player 0 must follow with J♠
    const hands = [
      ['JS', 'TH', 'TD', '3C', '4C', '5C'],
      ['AS', '2H', '2D', '6C', '7C', '8C'],
    ];
    const before = ['stand', '2H', 'TH', 'TD', '2D', '3C', '6C', '7C', '4C', '8C', '5C'];
    const rewardOf = (hangJack: boolean) => {
      const s = playMoves(
        createGame({ players: 2, hangJack, decks: [deckOf({ players: 2, hands, turnUp: '9S' })], target: 50 }),
        before,
      );
      expect(view(s).current).toBe(1);
      const sim = dealTricks(tableOf(botViewOf(sevenUp, s, 1)), new Random(1));
      sim.play(0); // A♠
      sim.play(10); // J♠, forced
      return sim.rewards();
    };
    // player 1: High, Low (the J♠) and Jack — 3 points, or 5 with the jack hanged; player 0: Game.
    // A side's reward: ½ × the share of sides it beats on points + ½ × its points in the deal / the
    // most a deal gives (4, or 6 with hanged jacks)
    const plain = rewardOf(false);
    const hanged = rewardOf(true);
    expect(plain[1]).toBeCloseTo(0.5 + 0.5 * (3 / 4));
    expect(hanged[1]).toBeCloseTo(0.5 + 0.5 * (5 / 6));
    expect(plain[0]).toBeCloseTo(0.5 * (1 / 4));
    expect(hanged[0]).toBeCloseTo(0.5 * (1 / 6));
  });

  test('every option mix: the heuristic and a small search play whole games without a fault', () => {
    const bots = [sevenUpBots.heuristic, sevenUpIsmcts({ iterations: 30 }), sevenUpBots.heuristic, sevenUpBots.random];
    for (const [i, options] of [
      { direction: 'anticlockwise', kick: 'trinidad', hangJack: true, giftMayWin: false, target: 14 },
      { direction: 'anticlockwise', partnerships: true, hangJack: true, low: 'holder', target: 14, kick: 'trinidad' },
      { giftMayWin: false, target: 3 },
    ].entries()) {
      const result = playGame({ engine: sevenUp, options: options as never, bots, seed: i });
      expect(result.faults).toEqual([]);
      expect(result.score.over).toBe(true);
    }
  });
});
