/**
 * Robustness: every malformed input gives the library's typed error with the SPEC code (§5) —
 * never another exception, a hang, or a changed input.
 */
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  deserialize,
  type GameOptions,
  type GameState,
  IllegalMoveError,
  type IllegalMoveCode,
  isLegalMove,
  legalMoves,
  type Move,
  OptionsError,
  parseCard,
  RANKS,
  Random,
  replay,
  SUITS,
  ShichinarabeError,
  StateError,
  score,
  serialize,
  view,
} from '../src/index.js';
import { randomGameOptions } from './helpers/random-options.js';

const CARDS: Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));

// --- Helpers ---------------------------------------------------------------------------------

/** Deep-freezes plain data (typed arrays cannot be frozen and are skipped). */
function deepFreeze<T>(value: T): T {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const o = stack.pop();
    if (typeof o !== 'object' || o === null || seen.has(o) || ArrayBuffer.isView(o)) continue;
    seen.add(o);
    Object.freeze(o);
    for (const key of Reflect.ownKeys(o)) stack.push((o as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** Calls f and returns what it threw (or fails when it does not throw). */
function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected an exception, but none was thrown');
}

/** applyMove must throw an IllegalMoveError with this code, a proper name and message, and leave the state alone. */
function expectIllegal(state: GameState, move: unknown, code: IllegalMoveCode): void {
  deepFreeze(state);
  const before = JSON.stringify(state);
  const e = thrown(() => applyMove(state, move as Move));
  expect(e).toBeInstanceOf(IllegalMoveError);
  expect(e).toBeInstanceOf(ShichinarabeError);
  expect(e).toBeInstanceOf(Error);
  const err = e as IllegalMoveError;
  expect(err.name).toBe('IllegalMoveError');
  expect(err.code, `${safeString(move)}: ${err.message}`).toBe(code);
  expect(typeof err.message).toBe('string');
  expect(err.message.trim().length).toBeGreaterThan(0);
  expect(isLegalMove(state, move as Move)).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
}

function safeString(x: unknown): string {
  try {
    return fc.stringify(x);
  } catch {
    return '<unprintable>';
  }
}

/** f returns normally or throws an instance of `cls` (anything else fails). */
function onlyThrows(cls: abstract new (...args: never[]) => Error, f: () => unknown, what: string): unknown {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof cls)) {
      throw new Error(
        `${what}: expected only ${cls.name}, got ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`,
      );
    }
    expect((e as Error).name).toBe((e as Error).constructor.name);
    expect((e as Error).message.length).toBeGreaterThan(0);
    return e;
  }
}

/** Plays random legal moves from `options` until `pred` holds (trying games with derived seeds). */
function findState(options: GameOptions, pred: (s: GameState) => boolean, what: string): GameState {
  for (let g = 0; g < 300; g++) {
    const rng = new Random(`find-${g}`);
    let s = createGame({ ...options, seed: `${String(options.seed ?? 'x')}-${g}` });
    for (;;) {
      if (pred(s)) return deepFreeze(s);
      const moves = legalMoves(s);
      if (moves.length === 0) break;
      s = applyMove(s, moves[rng.int(moves.length)] as Move);
    }
  }
  throw new Error(`no state found: ${what}`);
}

/** Plays a random game to its end, returning every state along the way. */
function playOut(options: GameOptions, seed: number): GameState[] {
  const rng = new Random(seed);
  const states = [createGame(options)];
  for (;;) {
    const s = states[states.length - 1] as GameState;
    const moves = legalMoves(s);
    if (moves.length === 0) return states;
    states.push(applyMove(s, moves[rng.int(moves.length)] as Move));
  }
}

const mover = (s: GameState): number => view(s).current as number;
const handOf = (s: GameState): Card[] => view(s).hands[mover(s)] as Card[];
const plays = (s: GameState): Card[] => legalMoves(s).flatMap((m) => (m.type === 'play' ? [m.card] : []));
const jokerMoves = (s: GameState): Move[] => legalMoves(s).filter((m) => m.type === 'joker');

// --- Fixtures ----------------------------------------------------------------------------------

/** Classic, 4 players, sevens, the mover can play (so may not pass). */
const canPlay = findState(
  { seed: 'bad' },
  (s) => plays(s).length > 0 && plays(s).length < handOf(s).length,
  'can play',
);
/** A finished classic game and a finished Kill game. */
const overClassic = findState({ seed: 'over', players: 3 }, (s) => view(s).over, 'over');
const overKill = findState({ seed: 'over', variant: 'kill', players: 3 }, (s) => view(s).over, 'kill over');
/** Classic with a joker, 'bridge': the mover holds the joker and has a joker move. */
const bridge = findState(
  { seed: 'bridge', jokers: 1, players: 3 },
  (s) => jokerMoves(s).length > 0 && plays(s).length > 0,
  'bridge joker move',
);
/** Classic with a joker, 'alone': the mover holds the joker and has a joker move. */
const alone = findState(
  { seed: 'alone', jokers: 1, jokerPlay: 'alone', players: 3 },
  (s) => jokerMoves(s).length > 0 && plays(s).length > 0,
  'alone joker move',
);
/** Classic with a joker in the game, not held by the mover. */
const notHolder = findState(
  { seed: 'nh', jokers: 1 },
  (s) => !view(s).over && !handOf(s).includes('JK'),
  'joker not held',
);
/** Fan Tan start, before 7♦, the mover holds the joker but not 7♦. */
const fanTanJoker = findState(
  { seed: 'ft', jokers: 1, start: 'fan-tan', jokerPlay: 'alone' },
  (s) => !view(s).over && handOf(s).includes('JK') && !view(s).table.includes('7D'),
  'fan-tan joker before 7D',
);
const killState = findState({ seed: 'k', variant: 'kill' }, (s) => plays(s).length > 1, 'kill');

/** A card whose cell nobody could play to now (classic sevens, no tunnel): not a 7, no neighbour on the table. */
function deadCell(s: GameState): Card {
  const v = view(s);
  const card = CARDS.find((c) => {
    if (v.table.includes(c) || c[0] === '7' || handOf(s).includes(c)) return false;
    const r = RANKS.indexOf(c[0] as (typeof RANKS)[number]);
    const near = [RANKS[r - 1], RANKS[r + 1]].filter((x) => x !== undefined).map((x) => `${x}${c[1]}`);
    return near.every((n) => !v.table.includes(n as Card));
  });
  if (card === undefined) throw new Error('no dead cell');
  return card;
}

// --- applyMove: each fault and its code ---------------------------------------------------------

describe('applyMove: malformed moves', () => {
  test.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 5],
    ['a string', 'play'],
    ['an array', []],
    ['an array of a move', [{ type: 'pass' }]],
    ['a boolean', true],
    ['a function', () => ({ type: 'pass' })],
    ['a symbol', Symbol('pass')],
    ['a bigint', 5n],
  ])('%s → malformed', (_, move) => {
    expectIllegal(canPlay, move, 'malformed');
  });

  test.each([
    ['no type', {}],
    ['unknown type', { type: 'draw', card: '8S' }],
    ['type in another case', { type: 'PLAY', card: '8S' }],
    ['type not a string', { type: 1 }],
    ['play without card', { type: 'play' }],
    ['play with a card of another type', { type: 'play', card: 8 }],
    ['play with card null', { type: 'play', card: null }],
    ['play with a card object', { type: 'play', card: { toString: () => '8S' } }],
    ['joker without card', { type: 'joker', next: '8S' }],
    ['joker with next not a string', { type: 'joker', card: '8S', next: 5 }],
  ])('%s → malformed', (_, move) => {
    expectIllegal(canPlay, move, 'malformed');
  });

  it('a Proxy move whose getters throw → malformed (not the proxy error)', () => {
    const boom = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        has() {
          throw new Error('boom');
        },
        ownKeys() {
          throw new Error('boom');
        },
        getPrototypeOf() {
          throw new Error('boom');
        },
      },
    );
    expectIllegal(canPlay, boom, 'malformed');
    const cardThrows = {
      type: 'play',
      get card(): string {
        throw new Error('boom');
      },
    };
    expectIllegal(canPlay, cardThrows, 'malformed');
    const revocable = Proxy.revocable({ type: 'pass' }, {});
    revocable.revoke();
    expectIllegal(canPlay, revocable.proxy, 'malformed');
    // isLegalMove never throws either.
    expect(isLegalMove(canPlay, boom as never)).toBe(false);
    expect(isLegalMove(canPlay, revocable.proxy as never)).toBe(false);
  });
});

describe('applyMove: cards', () => {
  test.each(['ZZ', '10H', 'as', '', '7d', ' 7D', '7D ', 'D7', '1H', 'JK1', '♥7', '7♦', 'XS', 'AX', '7DD', 'jk'])(
    'card %j → unknown-card',
    (card) => {
      expectIllegal(canPlay, { type: 'play', card }, 'unknown-card');
      expectIllegal(bridge, { type: 'joker', card }, 'unknown-card');
      expectIllegal(bridge, { type: 'joker', card: deadCell(bridge), next: card }, 'unknown-card');
    },
  );

  it('a card on the table → not-in-hand', () => {
    for (const card of view(canPlay).table) expectIllegal(canPlay, { type: 'play', card }, 'not-in-hand');
  });

  it("a card in another player's hand → not-in-hand", () => {
    const v = view(canPlay);
    for (const [p, hand] of v.hands.entries()) {
      if (p === v.current) continue;
      for (const card of hand as Card[]) expectIllegal(canPlay, { type: 'play', card }, 'not-in-hand');
    }
  });

  it('a dead card (Kill) → not-in-hand', () => {
    const s = findState(
      { seed: 'dead', variant: 'kill' },
      (x) => view(x).dead.flat().length > 0 && !view(x).over,
      'dead',
    );
    for (const card of view(s).dead.flat()) expectIllegal(s, { type: 'play', card }, 'not-in-hand');
  });

  it('a held card that cannot be played → not-playable', () => {
    const unplayable = handOf(canPlay).filter((c) => !plays(canPlay).includes(c));
    expect(unplayable.length).toBeGreaterThan(0);
    for (const card of unplayable) expectIllegal(canPlay, { type: 'play', card }, 'not-playable');
    const killUnplayable = handOf(killState).filter((c) => !plays(killState).includes(c));
    for (const card of killUnplayable) expectIllegal(killState, { type: 'play', card }, 'not-playable');
  });

  it('Fan Tan: anything but 7♦ before 7♦ → not-playable', () => {
    const s = findState(
      { seed: 'ft2', start: 'fan-tan' },
      (x) => handOf(x).includes('7D') && !view(x).table.includes('7D'),
      'ft',
    );
    for (const card of handOf(s)) if (card !== '7D') expectIllegal(s, { type: 'play', card }, 'not-playable');
  });

  it('the joker as a play: joker-not-allowed for its holder, not-in-hand for anyone else', () => {
    expectIllegal(bridge, { type: 'play', card: 'JK' }, 'joker-not-allowed');
    expectIllegal(notHolder, { type: 'play', card: 'JK' }, 'not-in-hand');
    expectIllegal(canPlay, { type: 'play', card: 'JK' }, 'not-in-hand');
  });

  it('pass when a play exists → pass-not-allowed', () => {
    expect(legalMoves(canPlay)).not.toContainEqual({ type: 'pass' });
    expectIllegal(canPlay, { type: 'pass' }, 'pass-not-allowed');
    expectIllegal(killState, { type: 'pass' }, 'pass-not-allowed');
    // With freePass, once the passes are used up.
    const used = findState(
      { seed: 'fp', freePass: true, passLimit: 1 },
      (x) => plays(x).length > 0 && view(x).passes[mover(x)] === 1,
      'free passes used up',
    );
    expectIllegal(used, { type: 'pass' }, 'pass-not-allowed');
    // Extra fields do not make a pass legal.
    expectIllegal(canPlay, { type: 'pass', card: '8S' }, 'pass-not-allowed');
  });
});

describe('applyMove: every faulty joker move → joker-not-allowed', () => {
  it('no joker in the game (classic and Kill)', () => {
    for (const s of [canPlay, killState]) {
      const cell = plays(s)[0] as Card;
      expectIllegal(s, { type: 'joker', card: cell }, 'joker-not-allowed');
      for (const next of CARDS) expectIllegal(s, { type: 'joker', card: cell, next }, 'joker-not-allowed');
    }
  });

  it('the mover does not hold the joker', () => {
    for (const card of CARDS) {
      expectIllegal(notHolder, { type: 'joker', card }, 'joker-not-allowed');
      expectIllegal(
        notHolder,
        { type: 'joker', card, next: CARDS[(CARDS.indexOf(card) + 1) % 52] },
        'joker-not-allowed',
      );
    }
  });

  it("the cell of the mover's own card", () => {
    for (const s of [bridge, alone]) {
      for (const card of handOf(s).filter((c) => c !== 'JK')) {
        expectIllegal(s, { type: 'joker', card }, 'joker-not-allowed');
        for (const next of handOf(s)) expectIllegal(s, { type: 'joker', card, next }, 'joker-not-allowed');
      }
    }
  });

  it('a cell nobody could play to now (or already on the table)', () => {
    for (const s of [bridge, alone]) {
      const v = view(s);
      const far = deadCell(s);
      expectIllegal(s, { type: 'joker', card: far }, 'joker-not-allowed');
      for (const next of handOf(s)) expectIllegal(s, { type: 'joker', card: far, next }, 'joker-not-allowed');
      for (const card of v.table) {
        expectIllegal(s, { type: 'joker', card }, 'joker-not-allowed');
        for (const next of handOf(s)) expectIllegal(s, { type: 'joker', card, next }, 'joker-not-allowed');
      }
    }
  });

  it("'bridge': a wrong next, a missing next, the joker as next or as card", () => {
    for (const m of jokerMoves(bridge)) {
      if (m.type !== 'joker') continue;
      expectIllegal(bridge, { type: 'joker', card: m.card }, 'joker-not-allowed');
      expectIllegal(bridge, { type: 'joker', card: m.card, next: 'JK' }, 'joker-not-allowed');
      for (const next of CARDS) {
        const legal = jokerMoves(bridge).some((x) => x.type === 'joker' && x.card === m.card && x.next === next);
        if (!legal) expectIllegal(bridge, { type: 'joker', card: m.card, next }, 'joker-not-allowed');
      }
    }
    expectIllegal(bridge, { type: 'joker', card: 'JK' }, 'joker-not-allowed');
    for (const next of CARDS) expectIllegal(bridge, { type: 'joker', card: 'JK', next }, 'joker-not-allowed');
  });

  it("'alone': a next given, the joker as card", () => {
    for (const m of jokerMoves(alone)) {
      if (m.type !== 'joker') continue;
      expect(m.next).toBeUndefined();
      for (const next of [...CARDS, 'JK' as Card]) {
        expectIllegal(alone, { type: 'joker', card: m.card, next }, 'joker-not-allowed');
      }
    }
    expectIllegal(alone, { type: 'joker', card: 'JK' }, 'joker-not-allowed');
  });

  it('Fan Tan: no joker move before 7♦ is down', () => {
    for (const card of CARDS) {
      if (handOf(fanTanJoker).includes(card)) continue;
      expectIllegal(fanTanJoker, { type: 'joker', card }, 'joker-not-allowed');
    }
  });
});

describe("applyMove after the end → 'game-over', checked first", () => {
  test.each([
    ['a legal-looking play', { type: 'play', card: '7S' }],
    ['a pass', { type: 'pass' }],
    ['a joker move', { type: 'joker', card: '8S', next: '9S' }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 5],
    ['an unknown type', { type: 'draw' }],
    ['an unknown card', { type: 'play', card: 'ZZ' }],
    ['a missing card', { type: 'play' }],
  ])('%s', (_, move) => {
    expectIllegal(overClassic, move, 'game-over');
    expectIllegal(overKill, move, 'game-over');
  });

  it('every canonical candidate after the end', () => {
    for (const card of [...CARDS, 'JK' as Card]) {
      expectIllegal(overClassic, { type: 'play', card }, 'game-over');
      expectIllegal(overKill, { type: 'joker', card }, 'game-over');
    }
  });

  it('a throwing Proxy after the end', () => {
    const boom = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    expectIllegal(overClassic, boom, 'game-over');
  });
});

// --- Fuzzing the move ---------------------------------------------------------------------------

const anythingArb = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

/** Moves that look almost right: right keys with random values, and right values with random noise. */
const nearMoveArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record(
    {
      type: fc.oneof(fc.constantFrom('play', 'pass', 'joker'), anythingArb),
      card: fc.oneof(fc.constantFrom(...CARDS, 'JK'), fc.string({ maxLength: 3 }), anythingArb),
      next: fc.oneof(fc.constantFrom(...CARDS, 'JK'), anythingArb),
      extra: anythingArb,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
  anythingArb,
);

const someStates = (): GameState[] => [
  canPlay,
  bridge,
  alone,
  notHolder,
  killState,
  overClassic,
  overKill,
  fanTanJoker,
];

describe('fuzzed moves', () => {
  it('applyMove throws only IllegalMoveError (or plays a legal move); isLegalMove agrees and never throws', () => {
    const states = someStates();
    fc.assert(
      fc.property(fc.constantFrom(...states.keys()), nearMoveArb, (i, move) => {
        const s = states[i] as GameState;
        const before = JSON.stringify(s);
        const moveText = safeString(move);
        let legal: boolean | undefined;
        expect(() => {
          legal = isLegalMove(s, move as Move);
        }).not.toThrow();
        expect(typeof legal).toBe('boolean');
        const r = onlyThrows(IllegalMoveError, () => applyMove(s, move as Move), `applyMove(${moveText})`);
        expect(r instanceof IllegalMoveError).toBe(!legal);
        if (legal) {
          // A legal move is one of legalMoves, and does the same thing.
          const m = move as { type: string; card?: unknown; next?: unknown };
          const same = legalMoves(s).find(
            (x) =>
              x.type === m.type &&
              (x.type === 'pass' || (x.card === m.card && (x.type !== 'joker' || x.next === m.next))),
          );
          expect(same, moveText).toBeDefined();
          expect(view(r as GameState)).toEqual(view(applyMove(s, same as Move)));
        }
        expect(JSON.stringify(s)).toBe(before);
        expect(safeString(move)).toBe(moveText);
      }),
      { numRuns: 3000 },
    );
  });

  it('isLegalMove is false for every malformed move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...someStates()),
        fc.oneof(
          anythingArb.filter((x) => typeof x !== 'object' || x === null || Array.isArray(x)),
          fc.record({ type: anythingArb.filter((t) => t !== 'play' && t !== 'pass' && t !== 'joker') }),
          fc.record({ type: fc.constantFrom('play', 'joker'), card: anythingArb.filter((c) => typeof c !== 'string') }),
        ),
        (s, move) => {
          expect(isLegalMove(s, move as Move)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

// --- Fuzzing the state --------------------------------------------------------------------------

/** Every function that takes a state, called with `x` as the state. */
const stateCalls: [string, (x: unknown) => unknown][] = [
  ['legalMoves', (x) => legalMoves(x as GameState)],
  ['applyMove', (x) => applyMove(x as GameState, { type: 'pass' })],
  ['applyMove (a play)', (x) => applyMove(x as GameState, { type: 'play', card: '8S' })],
  ['score', (x) => score(x as GameState)],
  ['view', (x) => view(x as GameState)],
  ['view of player 0', (x) => view(x as GameState, 0)],
  ['serialize', (x) => serialize(x as GameState)],
];

describe('fuzzed states', () => {
  it('anything as the state: only StateError (isLegalMove: false)', () => {
    fc.assert(
      fc.property(fc.oneof(anythingArb, fc.jsonValue()), (x) => {
        for (const [name, call] of stateCalls) {
          const r = onlyThrows(StateError, () => call(x), name);
          expect(r, name).toBeInstanceOf(StateError);
        }
        expect(isLegalMove(x as GameState, { type: 'pass' })).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  test.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 1],
    ['a string', serialize(createGame({ seed: 1 }))],
    ['an array', []],
    ['an empty object', {}],
    ['a view', view(createGame({ seed: 1 }))],
    ['a record object', JSON.parse(serialize(createGame({ seed: 1 })))],
  ])('%s as the state → StateError', (_, x) => {
    for (const [name, call] of stateCalls)
      expect(
        thrown(() => call(x)),
        name,
      ).toBeInstanceOf(StateError);
    expect(isLegalMove(x as GameState, { type: 'pass' })).toBe(false);
  });

  it('a Proxy state whose getters throw → StateError (not the proxy error)', () => {
    const boom = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    expect(isLegalMove(boom as GameState, { type: 'pass' })).toBe(false);
    for (const [name, call] of stateCalls)
      expect(
        thrown(() => call(boom)),
        name,
      ).toBeInstanceOf(StateError);
  });

  it('a real state with a field replaced: only StateError (IllegalMoveError from applyMove)', () => {
    const base = JSON.parse(JSON.stringify(canPlay)) as Record<string, unknown>;
    const game = base.game as Record<string, unknown>;
    const topKeys = Object.keys(base);
    const gameKeys = Object.keys(game);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ where: fc.constant('top'), key: fc.constantFrom(...topKeys), value: fc.jsonValue() }),
          fc.record({ where: fc.constant('game'), key: fc.constantFrom(...gameKeys), value: fc.jsonValue() }),
        ),
        ({ where, key, value }) => {
          const s = structuredClone(base);
          if (where === 'top') s[key] = value;
          else (s.game as Record<string, unknown>)[key] = value;
          for (const [name, call] of stateCalls) {
            const cls = name.startsWith('applyMove') ? ShichinarabeError : StateError;
            const r = onlyThrows(cls, () => call(s), `${name} with ${where}.${key} = ${JSON.stringify(value)}`);
            if (r instanceof IllegalMoveError) expect(r.code).not.toBe('malformed'); // the move is fine
          }
          expect(typeof isLegalMove(s as unknown as GameState, { type: 'pass' })).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });

  test.each([-1, 4, 5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '0', true, {}, 2 ** 32])(
    'view(state, %s) → StateError',
    (p) => {
      const e = thrown(() => view(canPlay, p as number));
      expect(e).toBeInstanceOf(StateError);
      expect((e as Error).name).toBe('StateError');
    },
  );

  it('view(state, null): StateError, or the whole truth', () => {
    const r = onlyThrows(StateError, () => view(canPlay, null as unknown as number), 'view(s, null)');
    if (!(r instanceof StateError)) expect(r).toEqual(view(canPlay));
  });

  it('view(state, p): only StateError for any p', () => {
    fc.assert(
      fc.property(anythingArb, (p) => {
        const r = onlyThrows(StateError, () => view(canPlay, p as number), `view(s, ${safeString(p)})`);
        const valid = p === undefined || (Number.isInteger(p) && (p as number) >= 0 && (p as number) < 4);
        // null: the SPEC signature is `player?: number`; the engine may read it as "no player".
        if (p !== null) expect(r instanceof StateError).toBe(!valid);
      }),
      { numRuns: 500 },
    );
  });
});

// --- Options ------------------------------------------------------------------------------------

const optionValueArb = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(valid, anythingArb);
const fuzzedOptionsArb: fc.Arbitrary<unknown> = fc.oneof(
  anythingArb,
  fc.jsonValue(),
  fc.record(
    {
      variant: optionValueArb(fc.constantFrom('classic', 'kill')),
      players: optionValueArb(fc.integer({ min: 0, max: 10 })),
      seed: optionValueArb(fc.oneof(fc.integer(), fc.string())),
      hands: optionValueArb(fc.array(fc.array(fc.constantFrom(...CARDS, 'JK'), { maxLength: 14 }), { maxLength: 9 })),
      table: optionValueArb(fc.array(fc.constantFrom(...CARDS, 'JK'), { maxLength: 10 })),
      start: optionValueArb(fc.constantFrom('sevens', 'fan-tan')),
      firstPlayer: optionValueArb(fc.integer({ min: -1, max: 9 })),
      passLimit: optionValueArb(fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constant(null))),
      freePass: optionValueArb(fc.boolean()),
      tunnel: optionValueArb(fc.boolean()),
      jokers: optionValueArb(fc.integer({ min: -1, max: 2 })),
      jokerPlay: optionValueArb(fc.constantFrom('bridge', 'alone')),
      kill: optionValueArb(
        fc.record(
          {
            maxGroup: optionValueArb(fc.integer({ min: 0, max: 13 })),
            threeWallGroups: optionValueArb(fc.boolean()),
            extraTurn: optionValueArb(fc.boolean()),
            death: optionValueArb(fc.constantFrom('enclosed', 'left-right')),
            diagonal: optionValueArb(fc.constantFrom('always', 'kill-only')),
            tiebreak: optionValueArb(fc.constantFrom('kills', 'finish')),
            bogus: anythingArb,
          },
          { requiredKeys: [] },
        ),
      ),
      bogus: anythingArb,
    },
    { requiredKeys: [] },
  ),
);

describe('createGame: fuzzed options', () => {
  it('only OptionsError, or a valid game; the options are never modified', () => {
    let games = 0;
    fc.assert(
      fc.property(fuzzedOptionsArb, (options) => {
        const text = safeString(options);
        const r = onlyThrows(OptionsError, () => createGame(options as GameOptions), `createGame(${text})`);
        if (r instanceof OptionsError) {
          expect(r.name).toBe('OptionsError');
          expect(typeof r.option).toBe('string');
        } else {
          games++;
          const s = r as GameState;
          const v = view(s);
          expect(v.hands.flat().length + v.table.length + v.dead.flat().length).toBeGreaterThanOrEqual(52);
          expect(deserialize(serialize(s))).toBeDefined();
        }
        expect(safeString(options)).toBe(text);
      }),
      { numRuns: 3000 },
    );
    expect(games).toBeGreaterThan(0);
  });

  it('options with a throwing getter → OptionsError', () => {
    const getterThrows = (key: string): object =>
      Object.defineProperty({}, key, {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      });
    for (const key of ['variant', 'players', 'seed', 'hands', 'table', 'start', 'passLimit', 'kill', 'nonsense']) {
      expect(
        thrown(() => createGame(getterThrows(key) as GameOptions)),
        key,
      ).toBeInstanceOf(OptionsError);
    }
    expect(thrown(() => createGame({ variant: 'kill', kill: getterThrows('maxGroup') }))).toBeInstanceOf(OptionsError);
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('boom');
        },
        get() {
          throw new Error('boom');
        },
      },
    );
    expect(thrown(() => createGame(proxy as GameOptions))).toBeInstanceOf(OptionsError);
    expect(thrown(() => createGame({ variant: 'kill', kill: proxy }))).toBeInstanceOf(OptionsError);
  });

  it('hands or table given as a throwing Proxy array → OptionsError', () => {
    const deal = JSON.parse(serialize(createGame({ seed: 1 }))).deal as { hands: Card[][] };
    const throwingArray = <T>(items: T[]): T[] =>
      new Proxy(items, {
        get(target, key) {
          if (key === 'length' || typeof key === 'string') throw new Error('boom');
          return Reflect.get(target, key);
        },
      });
    expect(thrown(() => createGame({ hands: throwingArray(deal.hands) }))).toBeInstanceOf(OptionsError);
    expect(
      thrown(() => createGame({ hands: [throwingArray(deal.hands[0] as Card[]), ...deal.hands.slice(1)] })),
    ).toBeInstanceOf(OptionsError);
    expect(thrown(() => createGame({ table: throwingArray(['7S']) }))).toBeInstanceOf(OptionsError);
  });
});

// --- parseCard ----------------------------------------------------------------------------------

describe('parseCard: fuzzed', () => {
  it('only ShichinarabeError, or a canonical card', () => {
    fc.assert(
      fc.property(
        fc.oneof(anythingArb, fc.string({ maxLength: 5 }), fc.constantFrom('10H', '♥10', '7d', ' as ')),
        (x) => {
          const r = onlyThrows(ShichinarabeError, () => parseCard(x as string), `parseCard(${safeString(x)})`);
          if (!(r instanceof ShichinarabeError)) expect([...CARDS, 'JK']).toContain(r);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

// --- deserialize ------------------------------------------------------------------------------

interface RecordData {
  format: string;
  options: Record<string, unknown>;
  deal: { hands: Card[][]; table: Card[] };
  moves: Move[];
}

const recordOf = (s: GameState): RecordData => JSON.parse(serialize(s)) as RecordData;

function expectRejected(text: unknown, what: string): void {
  const e = thrown(() => deserialize(text as string));
  if (!(e instanceof StateError)) {
    throw new Error(`${what}: expected StateError, got ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
  }
  expect(e.name).toBe('StateError');
  expect(e.message.length).toBeGreaterThan(0);
}

/** Whether every move of a record (with a valid deal) is legal in turn, by isLegalMove. */
function legalInTurn(r: RecordData): boolean {
  let s = createGame({ ...(r.options as GameOptions), ...r.deal });
  for (const m of r.moves) {
    if (!isLegalMove(s, m)) return false;
    s = applyMove(s, m);
  }
  return true;
}

const rejectRecord = (r: unknown, what: string): void => expectRejected(JSON.stringify(r), what);

/** Some finished and unfinished random games of both variants, with every state. */
const GAMES: GameState[][] = Array.from({ length: 16 }, (_, i) =>
  playOut(randomGameOptions(i, i % 2 ? 'kill' : 'classic'), i),
);
const classicRecord = recordOf(createGame({ seed: 1, jokers: 1 }));
const killRecord = recordOf(createGame({ seed: 1, variant: 'kill' }));
const playedRecord = recordOf((GAMES[0] as GameState[])[(GAMES[0] as GameState[]).length - 1] as GameState);

describe('deserialize: rejects what is not a valid record', () => {
  test.each([
    ['empty text', ''],
    ['not JSON', '{'],
    ['JS, not JSON', "{'format':'shichinarabe/1'}"],
    ['undefined', 'undefined'],
    ['a JSON number', '5'],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['a JSON string', '"shichinarabe/1"'],
    ['a very deep JSON array', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('%s', (what, text) => {
    expectRejected(text, what);
  });

  test.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 5],
    ['an object', classicRecord],
    ['a state', createGame({ seed: 1 })],
  ])('%s instead of text', (what, x) => {
    expectRejected(x, what);
  });

  test.each([
    ['a wrong format', (r: RecordData) => ({ ...r, format: 'shichinarabe/2' })],
    ['a format of another type', (r: RecordData) => ({ ...r, format: 1 })],
    ['no format', ({ format: _, ...r }: RecordData) => r],
    ['no options', ({ options: _, ...r }: RecordData) => r],
    ['no deal', ({ deal: _, ...r }: RecordData) => r],
    ['no moves', ({ moves: _, ...r }: RecordData) => r],
    ['an extra key', (r: RecordData) => ({ ...r, seed: 1 })],
    ['options not an object', (r: RecordData) => ({ ...r, options: [] })],
    ['options null', (r: RecordData) => ({ ...r, options: null })],
    ['deal null', (r: RecordData) => ({ ...r, deal: null })],
    ['deal without table', (r: RecordData) => ({ ...r, deal: { hands: r.deal.hands } })],
    ['deal without hands', (r: RecordData) => ({ ...r, deal: { table: r.deal.table } })],
    ['deal with an extra key', (r: RecordData) => ({ ...r, deal: { ...r.deal, seed: 1 } })],
    ['moves not an array', (r: RecordData) => ({ ...r, moves: {} })],
    ['moves null', (r: RecordData) => ({ ...r, moves: null })],
    ['a malformed move', (r: RecordData) => ({ ...r, moves: [null] })],
    ['an empty move', (r: RecordData) => ({ ...r, moves: [{}] })],
    ['a move with an unknown card', (r: RecordData) => ({ ...r, moves: [{ type: 'play', card: '10S' }] })],
    ['a missing option', (r: RecordData) => ({ ...r, options: { ...r.options, jokerPlay: undefined } })],
    ['an unknown option', (r: RecordData) => ({ ...r, options: { ...r.options, colour: 'red' } })],
    ['a seed in options', (r: RecordData) => ({ ...r, options: { ...r.options, seed: 1 } })],
    ['hands in options', (r: RecordData) => ({ ...r, options: { ...r.options, hands: r.deal.hands } })],
    ['a Kill option in a classic record', (r: RecordData) => ({ ...r, options: { ...r.options, kill: {} } })],
    ['an unknown variant', (r: RecordData) => ({ ...r, options: { ...r.options, variant: 'poker' } })],
    ['players out of range', (r: RecordData) => ({ ...r, options: { ...r.options, players: 9 } })],
    ['players not matching the hands', (r: RecordData) => ({ ...r, options: { ...r.options, players: 3 } })],
    ['players a string', (r: RecordData) => ({ ...r, options: { ...r.options, players: '4' } })],
    ['firstPlayer = players', (r: RecordData) => ({ ...r, options: { ...r.options, firstPlayer: 4 } })],
    ['firstPlayer negative', (r: RecordData) => ({ ...r, options: { ...r.options, firstPlayer: -1 } })],
    ['firstPlayer not an integer', (r: RecordData) => ({ ...r, options: { ...r.options, firstPlayer: 0.5 } })],
    ['firstPlayer null', (r: RecordData) => ({ ...r, options: { ...r.options, firstPlayer: null } })],
    ['passLimit negative', (r: RecordData) => ({ ...r, options: { ...r.options, passLimit: -1 } })],
    ['passLimit a string', (r: RecordData) => ({ ...r, options: { ...r.options, passLimit: '3' } })],
    [
      'freePass without a finite passLimit',
      (r: RecordData) => ({ ...r, options: { ...r.options, freePass: true, passLimit: null } }),
    ],
    ['jokers 2', (r: RecordData) => ({ ...r, options: { ...r.options, jokers: 2 } })],
    ['an unknown start', (r: RecordData) => ({ ...r, options: { ...r.options, start: 'eights' } })],
    ['an unknown jokerPlay', (r: RecordData) => ({ ...r, options: { ...r.options, jokerPlay: 'wild' } })],
    ['tunnel a string', (r: RecordData) => ({ ...r, options: { ...r.options, tunnel: 'yes' } })],
  ])('classic record: %s', (what, tamper) => {
    rejectRecord(tamper(structuredClone(classicRecord)), what);
  });

  const withKill = (r: RecordData, kill: Record<string, unknown>): RecordData => ({
    ...r,
    options: { ...r.options, kill: { ...(r.options.kill as object), ...kill } },
  });
  test.each([
    ['maxGroup 0', (r: RecordData) => withKill(r, { maxGroup: 0 })],
    ['maxGroup 13', (r: RecordData) => withKill(r, { maxGroup: 13 })],
    ['maxGroup 2.5', (r: RecordData) => withKill(r, { maxGroup: 2.5 })],
    ['an unknown death', (r: RecordData) => withKill(r, { death: 'slow' })],
    ['an unknown kill option', (r: RecordData) => withKill(r, { colour: 'red' })],
    ['a missing kill option', (r: RecordData) => withKill(r, { tiebreak: undefined })],
    ["'kill-only' with 'left-right'", (r: RecordData) => withKill(r, { diagonal: 'kill-only', death: 'left-right' })],
    ['kill not an object', (r: RecordData) => ({ ...r, options: { ...r.options, kill: 9 } })],
    ['no kill object', (r: RecordData) => ({ ...r, options: { ...r.options, kill: undefined } })],
    ['tunnel in a Kill record', (r: RecordData) => ({ ...r, options: { ...r.options, tunnel: false } })],
    ['jokers in a Kill record', (r: RecordData) => ({ ...r, options: { ...r.options, jokers: 0 } })],
    [
      'a joker in a Kill deal',
      (r: RecordData) => ({
        ...r,
        deal: { ...r.deal, hands: [[...(r.deal.hands[0] as Card[]), 'JK'], ...r.deal.hands.slice(1)] },
      }),
    ],
  ])('Kill record: %s', (what, tamper) => {
    rejectRecord(tamper(structuredClone(killRecord)), what);
  });

  it('a deal that does not use every card exactly once', () => {
    for (const base of [classicRecord, killRecord, playedRecord]) {
      const hands = base.deal.hands;
      for (let p = 0; p < hands.length; p++) {
        const hand = hands[p] as Card[];
        for (let i = 0; i < hand.length; i++) {
          const card = hand[i] as Card;
          const other = (hands[(p + 1) % hands.length] as Card[])[0] as Card;
          const set = (h: Card[]): RecordData => ({
            ...base,
            deal: { ...base.deal, hands: hands.map((x, q) => (q === p ? h : x)) },
          });
          // Drop a card; duplicate one (in place of this one, and in addition); swap in a joker.
          rejectRecord(set(hand.filter((_, j) => j !== i)), `drop ${card}`);
          rejectRecord(set(hand.map((c, j) => (j === i ? other : c))), `${other} twice instead of ${card}`);
          rejectRecord(set([...hand, hand[i] as Card]), `${card} twice`);
          if (card !== 'JK') {
            rejectRecord(set(hand.map((c, j) => (j === i ? 'JK' : c))), `JK instead of ${card}`);
            rejectRecord(set([...hand, 'JK']), 'an extra JK');
          }
          // Not a canonical card.
          rejectRecord(set(hand.map((c, j) => (j === i ? (c.toLowerCase() as Card) : c))), `${card} in lower case`);
        }
      }
      // A card both in a hand and on the table.
      rejectRecord(
        { ...base, deal: { ...base.deal, table: [(hands[0] as Card[])[0]] } },
        'table duplicates a hand card',
      );
      // Fewer than 2 or more than 8 hands.
      rejectRecord({ ...base, deal: { ...base.deal, hands: [hands.flat()] } }, 'one hand');
    }
  });

  it('an illegal move anywhere in the list: changed card, inserted pass, move after the end, truncated hands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: GAMES.length - 1 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('card', 'pass', 'after-end', 'truncate', 'drop-move'),
        (g, at, pick, kind) => {
          const states = GAMES[g] as GameState[];
          const final = states[states.length - 1] as GameState;
          const record = recordOf(final);
          const moves = record.moves;
          if (moves.length === 0) return;
          const i = at % moves.length;
          const before = states[i] as GameState; // the state in which moves[i] was made
          let tampered: RecordData;
          let mustReject: boolean;
          switch (kind) {
            case 'card': {
              // A card the mover cannot play now.
              const legal = new Set(plays(before));
              const candidates = CARDS.filter((c) => !legal.has(c));
              const card = candidates[pick % candidates.length] as Card;
              tampered = { ...record, moves: moves.map((m, j) => (j === i ? { type: 'play', card } : m)) };
              mustReject = true;
              break;
            }
            case 'pass': {
              tampered = { ...record, moves: [...moves.slice(0, i), { type: 'pass' }, ...moves.slice(i)] };
              mustReject = !isLegalMove(before, { type: 'pass' }) || !legalInTurn(tampered);
              break;
            }
            case 'after-end': {
              tampered = { ...record, moves: [...moves, moves[i] as Move] };
              mustReject = view(final).over;
              break;
            }
            case 'drop-move': {
              // Drop a move: the rest is replayed from another position.
              const rest = moves.filter((_, j) => j !== i);
              tampered = { ...record, moves: rest };
              mustReject = !legalInTurn(tampered);
              break;
            }
            default: {
              const hands = record.deal.hands.map((h) => [...h]);
              const p = pick % hands.length;
              (hands[p] as Card[]).pop();
              tampered = { ...record, deal: { ...record.deal, hands } };
              mustReject = true;
            }
          }
          const text = JSON.stringify(tampered);
          if (mustReject) expectRejected(text, `${kind} at ${i}`);
          else expect(serialize(deserialize(text))).toBe(text);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('fuzzed text: only StateError', () => {
    const validText = serialize((GAMES[1] as GameState[])[5] as GameState);
    fc.assert(
      fc.property(
        fc.oneof(
          anythingArb,
          fc.string(),
          fc.json(),
          // The valid record with a piece cut out or a character changed.
          fc
            .tuple(fc.nat(validText.length - 1), fc.nat(20), fc.string({ maxLength: 3 }))
            .map(([at, len, s]) => validText.slice(0, at) + s + validText.slice(at + len)),
        ),
        (text) => {
          const r = onlyThrows(
            StateError,
            () => deserialize(text as string),
            `deserialize(${safeString(text).slice(0, 200)})`,
          );
          if (!(r instanceof StateError)) {
            // Whatever was accepted is a valid record that round-trips.
            const again = serialize(r as GameState);
            expect(serialize(deserialize(again))).toBe(again);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('fuzzed record values: only StateError', () => {
    const base = playedRecord;
    const paths: (string | number)[][] = [];
    const walk = (x: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(x)) for (const [i, y] of x.entries()) walk(y, [...path, i]);
      else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) walk(y, [...path, k]);
    };
    walk(base, []);
    fc.assert(
      fc.property(fc.constantFrom(...paths.slice(1)), fc.jsonValue(), (path, value) => {
        const r = structuredClone(base) as unknown as Record<string | number, unknown>;
        let at: Record<string | number, unknown> = r;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
        at[path[path.length - 1] as string | number] = value;
        const text = JSON.stringify(r);
        onlyThrows(StateError, () => deserialize(text), `record with ${path.join('.')} = ${JSON.stringify(value)}`);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('deserialize: accepts every untampered record', () => {
  it('every state of random games round-trips', () => {
    for (const states of GAMES) {
      for (const s of states) {
        const text = serialize(s);
        const back = deserialize(text);
        expect(serialize(back)).toBe(text);
        expect(view(back)).toEqual(view(s));
      }
    }
  });

  it('replay of a record\u2019s moves gives the same game; a bad move list → IllegalMoveError', () => {
    const r = playedRecord;
    const s = replay({ ...(r.options as GameOptions), ...r.deal }, r.moves);
    expect(serialize(s)).toBe(JSON.stringify(r));
    const e = thrown(() =>
      replay({ ...(r.options as GameOptions), ...r.deal }, [{ type: 'play', card: 'ZZ' as Card }]),
    );
    expect(e).toBeInstanceOf(IllegalMoveError);
    expect((e as IllegalMoveError).code).toBe('unknown-card');
    expect(
      thrown(() => replay({ ...(r.options as GameOptions), ...r.deal }, null as unknown as Move[])),
    ).toBeInstanceOf(ShichinarabeError);
  });
});
