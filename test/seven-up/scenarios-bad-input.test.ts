/**
 * Bad input: every IllegalMoveError code, isLegalMove never throwing, StateError for bad records,
 * forged states and another game's record, states the library did not make (copies) accepted,
 * and no input ever changed.
 */
import { describe, expect, test } from 'vitest';
import { createGame as createSevens, serialize as serializeSevens } from '../../src/index.js';
import {
  applyMove,
  createGame,
  deserialize,
  type GameState,
  IllegalMoveError,
  isLegalMove,
  legalMoves,
  type Move,
  replay,
  ShichinarabeError,
  score,
  serialize,
  StateError,
  sevenUp,
  view,
} from '../../src/seven-up/index.js';
import * as errors from '../../src/shared/errors.js';
import { Random } from '../../src/shared/random.js';
import { Random as EntryRandom } from '../../src/seven-up/index.js';
import { deckOf, deepFreeze, HANDS, playMoves, spadesGame } from './helpers-engine.js';

const game = spadesGame;

const codeOf = (state: GameState, move: unknown): string | undefined => {
  try {
    applyMove(state, move as Move);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalMoveError);
    expect(isLegalMove(state, move as Move)).toBe(false);
    return (e as IllegalMoveError).code;
  }
  return undefined;
};

/** A random game, played to its end, with its states. */
function randomGame(seed: number, options: object = {}): GameState[] {
  const rng = new Random(seed);
  const states = [createGame({ seed, ...options })];
  for (let s = states[0] as GameState, m = legalMoves(s); m.length > 0; m = legalMoves(s)) {
    s = applyMove(s, m[rng.int(m.length)] as Move);
    states.push(s);
  }
  return states;
}

describe('IllegalMoveError codes', () => {
  test('§4 game-over: any move once the game is over (checked first)', () => {
    const over = playMoves(
      createGame({ players: 2, decks: [deckOf({ players: 2, hands: HANDS, turnUp: '2S' })], target: 1 }),
      ['beg', 'gift'],
    );
    expect(codeOf(over, { type: 'stand' })).toBe('game-over');
    expect(codeOf(over, null)).toBe('game-over');
  });

  test('§4 malformed: not an object, an unknown type, a card field that is not a string', () => {
    const g = game();
    for (const move of [null, undefined, 7, 'stand', [], {}, { type: 'pass' }, { type: 'Stand' }, { type: 'play' }]) {
      expect(codeOf(g, move)).toBe('malformed');
    }
    expect(codeOf(playMoves(g, ['stand']), { type: 'play', card: 5 })).toBe('malformed');
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    expect(codeOf(g, throwing)).toBe('malformed');
  });

  test('§4 unknown-card: a string that is not one of the 52 cards (the joker included)', () => {
    const g = playMoves(game(), ['stand']);
    for (const card of ['10S', 'as', 'JK', 'XX', '']) expect(codeOf(g, { type: 'play', card })).toBe('unknown-card');
  });

  test('§4 wrong-phase: a move of another phase', () => {
    const g = game();
    expect(codeOf(g, { type: 'gift' })).toBe('wrong-phase');
    expect(codeOf(g, { type: 'run' })).toBe('wrong-phase');
    expect(codeOf(g, { type: 'play', card: 'AS' })).toBe('wrong-phase');
    expect(codeOf(g, { type: 'discard', card: 'AS' })).toBe('wrong-phase');
    expect(codeOf(playMoves(g, ['beg']), { type: 'stand' })).toBe('wrong-phase');
    expect(codeOf(playMoves(g, ['stand']), { type: 'discard', card: 'AS' })).toBe('wrong-phase');
  });

  test('§4 not-in-hand: a card the mover does not hold (another’s, the turn-up, one played)', () => {
    const g = playMoves(game(), ['stand']);
    expect(codeOf(g, { type: 'play', card: 'JS' })).toBe('not-in-hand');
    expect(codeOf(g, { type: 'play', card: '2S' })).toBe('not-in-hand');
    expect(codeOf(playMoves(g, ['AS', '4S']), { type: 'play', card: 'AS' })).toBe('not-in-hand');
  });

  test('§4 must-follow: neither the suit led nor a trump while holding the suit led', () => {
    const g = playMoves(game(), ['stand', 'AS', '4S', '3S', 'JS', '2H']);
    expect(codeOf(g, { type: 'play', card: '5D' })).toBe('must-follow');
  });

  test('§4 a move is read by its type and card only: extra fields are ignored and never recorded', () => {
    const g = applyMove(game(), { type: 'stand', extra: 1 } as never);
    expect(JSON.parse(serialize(g)).moves).toEqual([{ type: 'stand' }]);
    expect(view(g).lastMove).toEqual({ type: 'stand' });
  });
});

describe('StateError', () => {
  const text = serialize(playMoves(game(), ['stand', 'AS']));
  const record = JSON.parse(text);
  const bad: [string, unknown][] = [
    ['not JSON', '{'],
    ['not text', 42],
    ['an array', '[]'],
    ['another format', JSON.stringify({ ...record, format: 'shichinarabe/seven-up/2' })],
    ['a Sevens record', serializeSevens(createSevens({ seed: 1 }))],
    ['a Seven Bridge record', JSON.stringify({ ...record, format: 'shichinarabe/seven-bridge/1' })],
    ['an unknown key', JSON.stringify({ ...record, extra: 1 })],
    ['no seed', JSON.stringify({ ...record, options: { ...record.options, seed: undefined } })],
    ['an unknown option', JSON.stringify({ ...record, options: { ...record.options, jokers: 1 } })],
    ['a bad option', JSON.stringify({ ...record, options: { ...record.options, players: 7 } })],
    [
      'a deck with a card twice',
      JSON.stringify({ ...record, decks: [[...record.decks[0].slice(1), record.decks[0][1]]] }),
    ],
    ['an illegal move', JSON.stringify({ ...record, moves: [{ type: 'gift' }] })],
    ['a malformed move', JSON.stringify({ ...record, moves: [{ type: 'stand' }, 3] })],
    ['moves not an array', JSON.stringify({ ...record, moves: {} })],
  ];
  for (const [what, input] of bad) {
    test(`§4 deserialize refuses ${what}`, () => {
      expect(() => deserialize(input as string)).toThrow(StateError);
    });
  }

  test('§4 a record from deserialize goes on exactly as the original', () => {
    const g = deserialize(text);
    expect(serialize(g)).toBe(text);
    expect(legalMoves(g)).toEqual(legalMoves(playMoves(game(), ['stand', 'AS'])));
  });

  test('§7 states the library did not make: structuredClone and JSON copies work, deep-frozen too', () => {
    for (const s of randomGame(3, { players: 3 }).filter((_, i) => i % 7 === 0)) {
      const clone = deepFreeze(structuredClone(s));
      const json = JSON.parse(JSON.stringify(s));
      for (const copy of [clone, json]) {
        expect(view(copy)).toEqual(view(s));
        expect(score(copy)).toEqual(score(s));
        expect(serialize(copy)).toBe(serialize(s));
        expect(legalMoves(copy)).toEqual(legalMoves(s));
        const m = legalMoves(s)[0];
        if (m) expect(serialize(applyMove(copy, m))).toBe(serialize(applyMove(s, m)));
      }
    }
  });

  test('§7 a forged state is a StateError from every function (isLegalMove: false)', () => {
    const s = playMoves(game(), ['beg', 'gift', 'AS']);
    const forgeries = [
      { ...JSON.parse(JSON.stringify(s)), points: [5, 5] },
      { ...JSON.parse(JSON.stringify(s)), current: 1 },
      { ...JSON.parse(JSON.stringify(s)), trump: 2 },
      { ...JSON.parse(JSON.stringify(s)), moveCount: 2 },
      { ...JSON.parse(JSON.stringify(s)), extra: 1 },
      { ...JSON.parse(JSON.stringify(s)), lastMove: { type: 'play', card: 'KH' } },
      { ...JSON.parse(JSON.stringify(s)), game: null },
      {},
      [],
    ];
    for (const f of forgeries) {
      expect(() => view(f as never)).toThrow(StateError);
      expect(() => score(f as never)).toThrow(StateError);
      expect(() => serialize(f as never)).toThrow(StateError);
      expect(() => legalMoves(f as never)).toThrow(StateError);
      expect(() => applyMove(f as never, { type: 'stand' })).toThrow(StateError);
      expect(isLegalMove(f as never, { type: 'play', card: '3S' })).toBe(false);
    }
    for (const v of [null, undefined, 1, 'state']) expect(() => view(v as never)).toThrow(StateError);
  });

  test('§7 a state whose getter throws is a StateError, never another error', () => {
    const trap = new Proxy(JSON.parse(JSON.stringify(game())), {
      get() {
        throw new Error('trap');
      },
    });
    expect(() => view(trap)).toThrow(StateError);
  });

  test('§4 view refuses a player out of range', () => {
    for (const p of [2, -1, 0.5, '0']) expect(() => view(game(), p as never)).toThrow(StateError);
  });
});

describe('no input changed, shared objects', () => {
  test('§7 a whole random game through deep-frozen states and moves', () => {
    const rng = new Random(11);
    let s = createGame({ seed: 11, partnerships: true });
    for (let m = legalMoves(s); m.length > 0; m = legalMoves(s)) {
      const previous = deepFreeze(s);
      const before = serialize(previous);
      const move = deepFreeze({ ...(m[rng.int(m.length)] as Move) });
      s = applyMove(previous, move);
      expect(serialize(previous)).toBe(before);
      expect(JSON.parse(serialize(s)).moves).toHaveLength(JSON.parse(before).moves.length + 1);
    }
    expect(score(s).over).toBe(true);
  });

  test('§7 the error classes and Random are the same objects as in every entry; the engine object is frozen', () => {
    expect(IllegalMoveError).toBe(errors.IllegalMoveError);
    expect(StateError).toBe(errors.StateError);
    expect(ShichinarabeError).toBe(errors.ShichinarabeError);
    expect(EntryRandom).toBe(Random);
    expect(sevenUp.name).toBe('seven-up');
    expect(Object.isFrozen(sevenUp)).toBe(true);
    expect(sevenUp.applyMove).toBe(applyMove);
  });

  test('§4 replay refuses an illegal move with its index', () => {
    expect(() => replay({ seed: 1, target: 50 }, [{ type: 'beg' }, { type: 'stand' }])).toThrow(/move 1/);
    expect(() => replay({ seed: 1, target: 50 }, 'moves' as never)).toThrow(IllegalMoveError);
  });
});

describe('garbage anywhere', () => {
  const cyclic: Record<string, unknown> = { type: 'play' };
  cyclic.card = cyclic;
  const huge: unknown[] = [];
  huge.length = 2 ** 32 - 1;
  const trap = new Proxy(
    {},
    {
      get() {
        throw new Error('trap');
      },
      ownKeys() {
        throw new Error('trap');
      },
    },
  );
  const values: unknown[] = [
    undefined,
    null,
    0,
    -1,
    NaN,
    'x',
    '{}',
    [],
    {},
    huge,
    cyclic,
    trap,
    () => 1,
    Symbol('s'),
    10n,
  ];

  test('§7 no input makes any export throw anything but the library’s errors, or hang', () => {
    const s = playMoves(spadesGame(), ['stand', 'AS']);
    const ours = (f: () => unknown): void => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(ShichinarabeError);
      }
    };
    for (const x of values) {
      ours(() => createGame(x as never));
      ours(() => createGame({ decks: x } as never));
      ours(() => createGame({ decks: [x] } as never));
      ours(() => createGame({ players: x, seed: x } as never));
      ours(() => applyMove(s, x as never));
      ours(() => applyMove(x as never, { type: 'stand' }));
      ours(() => legalMoves(x as never));
      ours(() => view(x as never));
      ours(() => view(s, x as never));
      ours(() => score(x as never));
      ours(() => serialize(x as never));
      ours(() => deserialize(x as never));
      ours(() => replay(x as never, []));
      ours(() => replay({ seed: 1 }, x as never));
      ours(() => replay({ seed: 1 }, [x] as never));
      expect(typeof isLegalMove(s, x as never)).toBe('boolean');
      expect(isLegalMove(x as never, { type: 'stand' })).toBe(false);
    }
  });
});
