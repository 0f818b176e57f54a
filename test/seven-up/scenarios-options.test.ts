/**
 * Scenario tests of the options (SPEC §1 of Seven Up) and of records (§4): each option's effect,
 * and every way an option can be wrong (an OptionsError naming it).
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  deserialize,
  legalMoves,
  OptionsError,
  replay,
  StateError,
  score,
  serialize,
  view,
} from '../../src/seven-up/index.js';
import { deckOf, deepFreeze, playMoves, quietDeck } from './helpers-engine.js';

describe('options', () => {
  test('§1 players: 2 to 4, default 4, each their own side by default', () => {
    expect(view(createGame({ seed: 1 })).handSizes).toEqual([6, 6, 6, 6]);
    expect(view(createGame({ seed: 1 })).sides).toEqual([[0], [1], [2], [3]]);
    expect(view(createGame({ seed: 1, players: 2 })).handSizes).toEqual([6, 6]);
    expect(view(createGame({ seed: 1, players: 3 })).handSizes).toEqual([6, 6, 6]);
    expect(view(createGame({ seed: 1, players: 3 })).packSize).toBe(52 - 19);
  });

  test('§1 partnerships: 0 and 2 against 1 and 3', () => {
    const v = view(createGame({ seed: 1, partnerships: true }));
    expect(v.sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(v.points).toHaveLength(2);
  });

  test('§1 dealer: the first deal’s dealer; the eldest is the next player', () => {
    const v = view(createGame({ seed: 1, players: 3, dealer: 2 }));
    expect(v.dealer).toBe(2);
    expect(v.eldest).toBe(0);
    expect(v.current).toBe(0);
  });

  test('§1 target: the points to win (default 7)', () => {
    expect(score(createGame({ seed: 1 })).target).toBe(7);
    expect(score(createGame({ seed: 1, target: 11 })).target).toBe(11);
    const deck = deckOf({ players: 2, hands: [[], []], turnUp: '4D' });
    const g = playMoves(createGame({ players: 2, decks: [deck], target: 2 }), ['beg', 'gift']);
    expect(view(g).over).toBe(false); // 1 point of 2
    expect(view(playMoves(createGame({ players: 2, decks: [deck], target: 1 }), ['beg', 'gift'])).over).toBe(true);
  });

  test('§1 target: up to 100; a game to 100 is played out to a side with 100 points or more', () => {
    let g = createGame({ seed: 'to a hundred', players: 2, target: 100, kick: 'trinidad', hangJack: true });
    for (let i = 0; i < 50_000 && legalMoves(g).length > 0; i++) g = applyMove(g, legalMoves(g)[0] as never);
    const s = score(g);
    expect(s.target).toBe(100);
    expect(s.over).toBe(true);
    expect(s.points[s.winner as number]).toBeGreaterThanOrEqual(100);
    expect(Math.min(...s.points)).toBeLessThan(100);
    expect(s.deals.reduce((sum, d) => sum + (d.points[0] as number) + (d.points[1] as number), 0)).toBeLessThanOrEqual(
      s.points[0]! + s.points[1]!,
    );
  });

  test('§1 seed: the same seed and options give the same decks; 1 and "1" are the same seed', () => {
    expect(serialize(createGame({ seed: 'abc' }))).toBe(serialize(createGame({ seed: 'abc' })));
    expect(view(createGame({ seed: 1 })).hands).toEqual(view(createGame({ seed: '1' })).hands);
    expect(view(createGame({ seed: 1 })).hands).not.toEqual(view(createGame({ seed: 2 })).hands);
  });

  test('§1 seed: a game given none draws one, written to its record', () => {
    const record = JSON.parse(serialize(createGame()));
    expect(typeof record.options.seed).toBe('number');
    expect(serialize(deserialize(JSON.stringify(record)))).toBe(JSON.stringify(record));
  });

  test('§1 decks: given decks are dealt first, in order (redeals included), then the seed’s', () => {
    const first = deckOf({ players: 4, hands: [], turnUp: '5H', runs: [{ turnUp: '2H' }, { turnUp: '3H' }] });
    const second = quietDeck(4, 0);
    const g = playMoves(createGame({ decks: [first, second], seed: 9, target: 50 }), ['beg', 'run']);
    expect(view(g).turnUps).toEqual([second[24]]);
    const record = JSON.parse(serialize(g));
    expect(record.decks).toEqual([first, second]);
    // without decks, deal 1 of the same seed is the seed's deck 1
    const plain = JSON.parse(serialize(createGame({ seed: 9 })));
    expect(plain.decks).toHaveLength(1);
    expect(plain.decks[0]).not.toEqual(first);
  });

  test('§1 the decks of deal k depend only on the seed and k', () => {
    const a = JSON.parse(serialize(createGame({ seed: 'x', players: 2 }))).decks[0];
    const b = JSON.parse(serialize(createGame({ seed: 'x', players: 4, dealer: 3, target: 3 }))).decks[0];
    expect(a).toEqual(b);
  });

  test('§1 low: "taker" by default, "holder" when asked', () => {
    expect(JSON.parse(serialize(createGame({ seed: 1 }))).options.low).toBe('taker');
    expect(JSON.parse(serialize(createGame({ seed: 1, low: 'holder' }))).options.low).toBe('holder');
  });

  test('§4 a record holds every option resolved (the seed included, the decks apart) and replays the same game', () => {
    const options = { seed: 5, players: 3, target: 9 };
    let g = createGame(options);
    g = playMoves(g, ['beg', 'gift']);
    const record = JSON.parse(serialize(g));
    expect(Object.keys(record)).toEqual(['format', 'options', 'decks', 'moves']);
    expect(record.format).toBe('shichinarabe/seven-up/1');
    expect(record.options).toEqual({
      players: 3,
      partnerships: false,
      seed: 5,
      dealer: 0,
      target: 9,
      direction: 'clockwise',
      kick: 'jack',
      hangJack: false,
      giftMayWin: true,
      low: 'taker',
    });
    expect(Object.keys(record.options)).toEqual([
      'players',
      'partnerships',
      'seed',
      'dealer',
      'target',
      'direction',
      'kick',
      'hangJack',
      'giftMayWin',
      'low',
    ]);
    expect(record.moves).toEqual([{ type: 'beg' }, { type: 'gift' }]);
    expect(serialize(replay(options, record.moves))).toBe(serialize(g));
    expect(view(deserialize(serialize(g)))).toEqual(view(g));
  });
});

describe('records made before revision 2', () => {
  const REVISION_1 = ['players', 'partnerships', 'seed', 'dealer', 'target', 'low'];
  const oldRecord = (options: object, moves: string[]) => {
    const record = JSON.parse(serialize(playMoves(createGame(options), moves)));
    record.options = Object.fromEntries(REVISION_1.map((key) => [key, record.options[key]]));
    return record;
  };

  test('§4 a record without direction, kick, hangJack and giftMayWin reads with them at their defaults', () => {
    const options = { seed: 'old', players: 3, target: 5, low: 'holder' as const };
    const record = oldRecord(options, ['beg', 'run']);
    expect(Object.keys(record.options)).toEqual(REVISION_1);
    const g = deserialize(JSON.stringify(record));
    expect(view(g)).toEqual(view(playMoves(createGame(options), ['beg', 'run'])));
    expect(JSON.parse(serialize(g)).options).toEqual({
      ...record.options,
      direction: 'clockwise',
      kick: 'jack',
      hangJack: false,
      giftMayWin: true,
    });
  });

  test('§4 a record with some of the revision-2 options and not the others is refused (StateError)', () => {
    const record = oldRecord({ seed: 'old' }, []);
    for (const [key, value] of Object.entries({
      direction: 'clockwise',
      kick: 'jack',
      hangJack: false,
      giftMayWin: true,
    })) {
      const partial = { ...record, options: { ...record.options, [key]: value } };
      expect(() => deserialize(JSON.stringify(partial)), key).toThrow(StateError);
    }
  });
});

describe('bad options (OptionsError naming the option)', () => {
  const deck = deckOf({ players: 4, hands: [], turnUp: '2C' });
  const cases: [string, unknown][] = [
    ['colour', { colour: 'red' }],
    ['players', { players: 5 }],
    ['players', { players: 1 }],
    ['players', { players: '4' }],
    ['players', { players: 2.5 }],
    ['partnerships', { partnerships: 'yes' }],
    ['partnerships', { partnerships: true, players: 3 }],
    ['partnerships', { partnerships: true, players: 2 }],
    ['seed', { seed: 1.5 }],
    ['seed', { seed: {} }],
    ['decks', { decks: 'deck' }],
    ['decks[0]', { decks: [deck.slice(1)] }],
    ['decks[0]', { decks: [{}] }],
    ['decks[0][1]', { decks: [[deck[1], ...deck.slice(1)]] }],
    ['decks[0][51]', { decks: [[...deck.slice(0, 51), 'JK']] }],
    ['decks[0][3]', { decks: [[...deck.slice(0, 3), '10H', ...deck.slice(4)]] }],
    ['decks[1]', { decks: [deck, [...deck, '2C']] }],
    ['dealer', { dealer: 4 }],
    ['dealer', { dealer: 2, players: 2 }],
    ['dealer', { dealer: -1 }],
    ['target', { target: 0 }],
    ['target', { target: 101 }],
    ['target', { target: '14' }],
    ['direction', { direction: 'left' }],
    ['direction', { direction: 'counterclockwise' }],
    ['direction', { direction: 1 }],
    ['kick', { kick: 'trinidadian' }],
    ['kick', { kick: 'Jack' }],
    ['kick', { kick: null }],
    ['hangJack', { hangJack: 'true' }],
    ['hangJack', { hangJack: 3 }],
    ['giftMayWin', { giftMayWin: 'no' }],
    ['giftMayWin', { giftMayWin: 0 }],
    ['target', { target: 7.5 }],
    ['low', { low: 'lowest' }],
    ['', 'options'],
    ['', [1, 2]],
    ['', null],
  ];
  for (const [option, options] of cases) {
    test(`§1 ${JSON.stringify(options)?.slice(0, 60)} → OptionsError on "${option}"`, () => {
      let error: unknown;
      try {
        createGame(options as never);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(OptionsError);
      expect((error as OptionsError).option).toBe(option);
    });
  }

  test('§1 a getter that throws is an OptionsError on its option', () => {
    const options = {
      get target(): number {
        throw new Error('no');
      },
    };
    expect(() => createGame(options)).toThrow(OptionsError);
  });

  test('§1 a deep-frozen options object (decks included) is read, never changed', () => {
    const options = deepFreeze({ seed: 3, players: 4, decks: [deck], dealer: 2, target: 5, low: 'holder' as const });
    const copy = JSON.parse(JSON.stringify(options));
    createGame(options);
    expect(options).toEqual(copy);
  });
});
