/**
 * Bad input: every `IllegalMoveError` code of Seven Bridge, an `OptionsError` naming each option
 * of §2, and inputs of every shape that must make nothing but the library's typed errors.
 */
import { describe, expect, test } from 'vitest';
import {
  createGame,
  type GameOptions,
  IllegalMoveError,
  isLegalMove,
  OptionsError,
  replay,
  ShichinarabeError,
  view,
} from '../../src/seven-bridge/index.js';
import { deckFor, discard, draw, expectIllegal, gameWith, meld, play } from './helpers-engine.js';

const HANDS = [
  ['2S', '3S', '4S', '5H', '6H', '7H', '8H'],
  ['AC', '3C', '5C', '9D', 'JD', 'KS', 'QH'],
];

describe('IllegalMoveError codes', () => {
  const start = gameWith(HANDS as never, ['KD']);
  const playing = play(start, draw);

  test("'game-over': any move once the game is over (checked first)", () => {
    const over = play(playing, meld('2S', '3S', '4S'), meld('5H', '6H', '7H', '8H'), discard('KD'));
    expect(view(over).over).toBe(true);
    expectIllegal(over, { type: 'draw' }, 'game-over');
    expectIllegal(over, null, 'game-over');
  });

  test("'malformed': not an object, an unknown type, a missing or mistyped field", () => {
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const m of [null, undefined, 'draw', 3, [], { type: 'fly' }, { kind: 'draw' }, throwing, revoked]) {
      expectIllegal(start, m, 'malformed');
    }
    for (const m of [
      { type: 'discard' },
      { type: 'discard', card: 5 },
      { type: 'meld', cards: 'KS KH KC' },
      { type: 'meld', cards: ['2S', 3, '4S'] },
      { type: 'layoff', card: '2S' },
      { type: 'layoff', meld: -1, card: '2S', end: 'low' },
      { type: 'layoff', meld: 0.5, card: '2S', end: 'low' },
      { type: 'layoff', meld: 0, card: '2S', end: 'up' },
    ]) {
      expectIllegal(playing, m, 'malformed');
    }
  });

  test("'wrong-phase': a move of another phase", () => {
    expectIllegal(start, discard('2S'), 'wrong-phase');
    expectIllegal(start, { type: 'pass' }, 'wrong-phase');
    expectIllegal(playing, draw, 'wrong-phase');
    expectIllegal(playing, { type: 'pon', cards: ['2S', '3S', '4S'] }, 'wrong-phase');
  });

  test("'unknown-card': a string that is not a canonical card", () => {
    expectIllegal(playing, discard('10H' as never), 'unknown-card');
    expectIllegal(playing, discard('2s' as never), 'unknown-card');
    expectIllegal(playing, meld('2S', '3S', 'XX' as never), 'unknown-card');
  });

  test("'not-in-hand': a card the mover does not hold (or lists twice)", () => {
    expectIllegal(playing, discard('AC'), 'not-in-hand');
    expectIllegal(playing, discard('JK'), 'not-in-hand');
    expectIllegal(playing, meld('2S', '2S', '3S'), 'not-in-hand');
    expectIllegal(playing, { type: 'layoff', meld: 0, card: 'AC' }, 'not-in-hand');
  });

  test("'not-a-meld': cards that form no meld", () => {
    expectIllegal(playing, meld('2S', '5H', 'KD'), 'not-a-meld');
    expectIllegal(playing, meld(), 'not-a-meld');
    expectIllegal(playing, { type: 'meld', cards: new Array(100).fill('2S') }, 'not-a-meld');
  });

  test("'no-meld-yet', 'does-not-fit', 'must-keep-a-card'", () => {
    expectIllegal(playing, { type: 'layoff', meld: 0, card: '2S', end: 'low' }, 'no-meld-yet');
    const melded = play(playing, meld('2S', '3S', '4S'));
    expectIllegal(melded, { type: 'layoff', meld: 0, card: '8H', end: 'high' }, 'does-not-fit');
    expectIllegal(melded, { type: 'layoff', meld: 1, card: '8H', end: 'high' }, 'does-not-fit');
    const four = play(melded, meld('5H', '6H', '7H'));
    expectIllegal(play(four, { type: 'layoff', meld: 1, card: '8H', end: 'high' }), meld('KD'), 'not-a-meld');
    const last = play(gameWith(HANDS as never, ['9H']), draw, meld('2S', '3S', '4S'), meld('5H', '6H', '7H', '8H'));
    expectIllegal(last, { type: 'layoff', meld: 1, card: '9H', end: 'high' }, 'must-keep-a-card');
  });

  test('isLegalMove never throws', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const state of [playing, null, 3, {}, proxy]) {
      for (const move of [null, proxy, { type: 'draw' }, discard('2S'), { type: 'meld', cards: proxy }]) {
        expect(() => isLegalMove(state as never, move as never)).not.toThrow();
      }
    }
    expect(isLegalMove(playing, discard('2S'))).toBe(true);
  });

  test('replay names the first illegal move', () => {
    expect(() => replay({ seed: 1 }, [draw, draw])).toThrow(/move 1/);
    expect(() => replay({ seed: 1 }, 'x' as never)).toThrow(IllegalMoveError);
  });
});

describe('OptionsError names the option', () => {
  const deck = deckFor(HANDS as never);
  const cases: Array<[string, unknown]> = [
    ['players', { players: 1 }],
    ['players', { players: 7 }],
    ['players', { players: '4' }],
    ['players', { players: 2.5 }],
    ['seed', { seed: 1.5 }],
    ['seed', { seed: {} }],
    ['decks', { decks: 'x' }],
    ['decks[0]', { players: 2, decks: [deck.slice(1)] }],
    ['decks[0]', { players: 2, decks: [[...deck.slice(1), deck[1]]] }],
    ['decks', { players: 2, decks: [deck, deck] }],
    ['decks[0]', { players: 2, decks: [[...deck, 'JK']] }],
    ['decks[0]', { players: 2, jokers: 1, decks: [deck] }],
    ['decks[0][0]', { players: 2, decks: [['10H', ...deck.slice(1)]] }],
    ['firstPlayer', { players: 4, firstPlayer: 4 }],
    ['firstPlayer', { firstPlayer: -1 }],
    ['rounds', { rounds: 0 }],
    ['rounds', { rounds: 101 }],
    ['jokers', { jokers: 3 }],
    ['jokers', { jokers: '1' }],
    ['aces', { aces: 'high' }],
    ['firstRoundClaims', { firstRoundClaims: 'yes' }],
    ['discardToGoOut', { discardToGoOut: 1 }],
    ['points', { points: 'fancy' }],
    ['jokerPoints', { jokers: 1, jokerPoints: 10 }],
    ['jokerPoints', { jokerPoints: 15 }],
    ['oneShotDouble', { oneShotDouble: null }],
    ['sevenPenalty', { sevenPenalty: 0 }],
    ['jokerPenalty', { jokerPenalty: true }],
    ['jokerPenalty', { jokers: 1, jokerPenalty: 'yes' }],
    ['discarderPays', { discarderPays: 'no' }],
    ['noSevenOrJokerFinish', { noSevenOrJokerFinish: true, discardToGoOut: false }],
    ['noSevenOrJokerFinish', { noSevenOrJokerFinish: 1 }],
    ['stockOut', { stockOut: 'draw' }],
    ['stockOut', { stockOut: null }],
    // revision 2: the stock rebuilt, a 7 penalty per 7, a point target
    ['restocks', { restocks: 0 }],
    ['restocks', { restocks: 21 }],
    ['restocks', { restocks: 2.5 }],
    ['restocks', { restocks: '3' }],
    ['restocks', { stockOut: 'void', restocks: 5 }],
    ['restocks', { stockOut: 'score', restocks: 1 }],
    ['restocks', { stockOut: 'void', restocks: 0 }],
    ['sevenPenalty', { sevenPenalty: 'both' }],
    ['sevenPenalty', { sevenPenalty: 'EACH' }],
    ['sevenPenalty', { sevenPenalty: null }],
    ['target', { target: 0 }],
    ['target', { target: 100_001 }],
    ['target', { target: -5 }],
    ['target', { target: 99.5 }],
    ['target', { target: '100' }],
    ['target', { target: false }],
    ['rounds', { target: 100, rounds: 101 }],
    ['decks', { players: 2, target: 50, rounds: 1, decks: [deck, deck] }],
    ['variant', { variant: 'kill' }],
    ['', 3],
    ['', null],
    ['', []],
  ];
  test.each(cases)('§2 option %s is validated (case %#)', (option, options) => {
    let caught: unknown;
    try {
      createGame(options as GameOptions);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(OptionsError);
    expect((caught as OptionsError).option).toBe(option);
  });

  test('a getter that throws, and a Proxy, are OptionsErrors; valid extremes are accepted', () => {
    const getter = Object.defineProperty({}, 'players', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(() => createGame(getter)).toThrow(OptionsError);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(() => createGame(proxy)).toThrow(ShichinarabeError);
    expect(() => createGame({ players: 6, rounds: 100, jokers: 2, jokerPoints: 15, jokerPenalty: true })).not.toThrow();
    expect(() => createGame({ noSevenOrJokerFinish: true })).not.toThrow(); // with jokers: 0 too
    expect(() => createGame({ players: 2, decks: [deck] })).not.toThrow();
  });

  test('revision 2: every valid value of the new options is accepted; restocks at its default (3) goes with any stockOut', () => {
    for (const stockOut of ['reshuffle', 'void', 'score'] as const) {
      expect(() => createGame({ stockOut, restocks: 3 })).not.toThrow();
    }
    for (const restocks of [1, 20]) expect(() => createGame({ stockOut: 'reshuffle', restocks })).not.toThrow();
    for (const sevenPenalty of [false, true, 'each'] as const) expect(() => createGame({ sevenPenalty })).not.toThrow();
    for (const target of [1, 100_000, null]) expect(() => createGame({ target })).not.toThrow();
    // 100 rounds by default with a target: 100 decks may be given
    expect(() => createGame({ players: 2, target: 500, decks: Array.from({ length: 100 }, () => deck) })).not.toThrow();
  });
});
