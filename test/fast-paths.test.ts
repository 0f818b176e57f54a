/**
 * The speed work's shortcuts, each pinned against the full path it stands in for:
 * - `legalMoves` keeps its own record of the list it made, so `applyMove(s, legalMoves(s)[i])`
 *   skips checking the move — any other move, state or edited list still gets the full check;
 * - the last state checked or made is not checked again;
 * - states carry the move log themselves (chained, written out as an array every 64th move);
 * - a new game's counters and lists are shared until they change;
 * - `Random.shuffle` runs the generator in locals (the same numbers as `int`);
 * - `Playout` records move numbers and logs them when it makes a state.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  createGame,
  deserialize,
  type GameOptions,
  type GameState,
  IllegalMoveError,
  isLegalMove,
  legalMoves,
  type Move,
  Random,
  ShichinarabeError,
  StateError,
  serialize,
  view,
} from '../src/index.js';
import { Playout } from '../src/sevens/playout.js';

/** The state after `n` random moves of a seeded game. */
function stateAfter(n: number, options: GameOptions = {}, seed = 'fast'): GameState {
  let state = createGame({ seed, ...options });
  const rng = new Random(seed);
  for (let i = 0; i < n; i++) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    state = applyMove(state, legal[rng.int(legal.length)] as Move);
  }
  return state;
}

/** The code of the IllegalMoveError a call throws, or null. */
function codeOf(call: () => unknown): string | null {
  try {
    call();
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalMoveError);
    return (e as IllegalMoveError).code;
  }
}

describe('a move from the last list legalMoves made is not checked again; anything else is', () => {
  it('a listed move of another state is judged in full (not-in-hand / not-playable)', () => {
    const a = stateAfter(10);
    const b = stateAfter(11);
    const fromA = legalMoves(a).filter((m) => m.type === 'play');
    legalMoves(b);
    for (const move of fromA) {
      const legalInB = legalMoves(b).includes(move);
      legalMoves(a); // the record is now a's list
      expect(isLegalMove(b, move)).toBe(legalInB);
      if (!legalInB) expect(codeOf(() => applyMove(b, move))).toMatch(/not-in-hand|not-playable/);
    }
  });

  it('editing the returned list changes nothing: the record is the library’s own', () => {
    const state = stateAfter(12);
    const list = legalMoves(state);
    const original = list[0] as Move;
    list[0] = { type: 'play', card: 'XX' } as unknown as Move;
    expect(codeOf(() => applyMove(state, list[0] as Move))).toBe('unknown-card');
    list.length = 0;
    expect(view(applyMove(state, original)).lastMove).toBe(original);
  });

  it('a copy of a listed move (same fields, another object) gives the same next state', () => {
    const state = stateAfter(9);
    for (const move of legalMoves(state)) {
      const copy = { ...move } as Move;
      expect(serialize(applyMove(state, copy))).toBe(serialize(applyMove(state, move)));
    }
  });

  it('the listed pass is only a pass for the state it was listed for', () => {
    for (let n = 0; n < 60; n++) {
      const state = stateAfter(n, { freePass: true, passLimit: 1 });
      const pass = legalMoves(state).find((m) => m.type === 'pass');
      if (pass === undefined) continue;
      const next = applyMove(state, pass);
      if (legalMoves(next).length === 0) continue;
      const passAgain = legalMoves(next).some((m) => m.type === 'pass');
      legalMoves(state); // the record is the earlier state's list, which holds a pass
      expect(isLegalMove(next, pass)).toBe(passAgain);
    }
  });
});

describe('the last state checked or made is not checked again', () => {
  it('a copy of that state with a field broken is still refused', () => {
    const state = stateAfter(5);
    legalMoves(state);
    const broken = { ...(state as object), current: 99 } as unknown as GameState;
    expect(() => legalMoves(broken)).toThrow(StateError);
    expect(() => applyMove(broken, { type: 'pass' })).toThrow(StateError);
  });
});

describe('the move log lives in the states', () => {
  it('every state of a long game serializes its whole history, and a replay agrees', () => {
    let state = createGame({ seed: 'log', freePass: true, passLimit: 500 });
    const rng = new Random('log');
    const moves: Move[] = [];
    for (let i = 0; i < 300 && legalMoves(state).length > 0; i++) {
      const legal = legalMoves(state);
      const move = legal[rng.int(legal.length)] as Move;
      moves.push(move);
      state = applyMove(state, move);
      expect(JSON.parse(serialize(state)).moves).toEqual(moves);
    }
    expect(serialize(deserialize(serialize(state)))).toBe(serialize(state));
  });

  it('a state through JSON (each link with its own copy of the game) still serializes the same', () => {
    const state = stateAfter(45);
    const copy = JSON.parse(JSON.stringify(state)) as GameState;
    expect(serialize(copy)).toBe(serialize(state));
    expect(serialize(deserialize(serialize(copy)))).toBe(serialize(state));
  });

  it.each([63, 64, 70])(
    'a state of %i moves (the longest chain of states, the first after the cut, past it), through JSON, still serializes the same',
    (moves) => {
      const state = stateAfter(moves, { freePass: true, passLimit: 40 }, 'cut');
      expect((state as unknown as { moveCount: number }).moveCount).toBe(moves);
      const copy = JSON.parse(JSON.stringify(state)) as GameState;
      expect(serialize(copy)).toBe(serialize(state));
      expect(serialize(deserialize(serialize(copy)))).toBe(serialize(state));
      expect(legalMoves(copy)).toEqual(legalMoves(state));
    },
  );

  it('a forged history that loops back on itself is a StateError, not a hang', () => {
    const state = structuredClone(stateAfter(5)) as unknown as { before: unknown };
    state.before = state;
    const forged = state as unknown as GameState;
    expect(() => serialize(forged)).toThrow(StateError);
    // SPEC rev 4 ("states the library did not make"): a forged state is a StateError from every
    // function. (Before revision 4 this line read: playing on needs no history.)
    expect(() => legalMoves(forged)).toThrow(StateError);
  });

  it.each([
    ['a move that is not a move', { lastMove: 5 }],
    ['a move with no card', { lastMove: { type: 'play', card: 'ZZ' } }],
    ['a history that is not states or moves', { before: {} }],
    ['a history array holding garbage', { before: [null, 3], moveCount: 3 }],
    ['a move count that disagrees with the history', { moveCount: 3 }],
  ])('serialize refuses a forged history: %s (StateError)', (_, fields) => {
    const forged = { ...structuredClone(stateAfter(5)), ...fields } as unknown as GameState;
    expect(() => serialize(forged)).toThrow(StateError);
  });
});

describe('a new game’s counters and lists are shared until they change', () => {
  it('a pass in one game leaves another game’s counters at 0', () => {
    const a = createGame({ seed: 1, freePass: true, passLimit: 2 });
    const b = createGame({ seed: 2, freePass: true, passLimit: 2 });
    const passed = applyMove(a, { type: 'pass' });
    expect(view(passed).passes.reduce((x, y) => x + y)).toBe(1);
    expect(view(a).passes).toEqual([0, 0, 0, 0]);
    expect(view(b).passes).toEqual([0, 0, 0, 0]);
    expect(view(createGame({ seed: 3 })).finished).toEqual([]);
  });
});

describe('Random.shuffle draws the same numbers as int()', () => {
  it.each(['a', 'b', 7, 12345])('seed %s: the same permutation as a Fisher–Yates through int()', (seed) => {
    for (const length of [0, 1, 2, 13, 52, 53]) {
      const items = Array.from({ length }, (_, i) => i);
      const byInt = [...items];
      const rng = new Random(seed);
      for (let i = byInt.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [byInt[i], byInt[j]] = [byInt[j] as number, byInt[i] as number];
      }
      const shuffler = new Random(seed);
      expect(shuffler.shuffle([...items])).toEqual(byInt);
      expect(shuffler.next()).toBe(rng.next()); // and leaves the generator in the same place
    }
  });
});

describe('Playout logs the move numbers it played when it makes a state', () => {
  it('toState, more moves, toState again: each state is the replay of its moves', () => {
    for (const options of [{}, { variant: 'kill' }, { jokers: 1, start: 'fan-tan' }] as GameOptions[]) {
      const start = stateAfter(3, options, 'po');
      const playout = new Playout(start);
      const out: number[] = [];
      const rng = new Random('po');
      for (let round = 0; round < 4 && !playout.over; round++) {
        for (let i = 0; i < 7 && !playout.over; i++) playout.play(out[rng.int(playout.moves(out))] as number);
        const state = playout.toState();
        expect(serialize(deserialize(serialize(state)))).toBe(serialize(state));
        expect(playout.toState()).not.toBe(state);
        expect(serialize(playout.toState())).toBe(serialize(state));
      }
      expect(() => playout.toState()).not.toThrow(ShichinarabeError);
    }
  });
});
