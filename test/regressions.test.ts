/**
 * Regression tests, each named after the bug it pins (found in the code review of stop 6).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  deserialize,
  type GameOptions,
  type GameState,
  IllegalMoveError,
  legalMoves,
  type Move,
  OptionsError,
  Random,
  renderTable,
  replay,
  score,
  serialize,
  StateError,
  view,
} from '../src/index.js';
import { Playout } from '../src/sevens/playout.js';

/** Plays random legal moves, preferring passes, until `moves` moves or the end. */
function longGame(moves: number): GameState {
  let state = createGame({ variant: 'kill', seed: 'long', freePass: true, passLimit: 1_000_000 });
  const rng = new Random('long');
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const pass = legal.find((m) => m.type === 'pass');
    state = applyMove(state, pass !== undefined && rng.float() < 0.998 ? pass : (legal[rng.int(legal.length)] as Move));
  }
  return state;
}

describe('bug: the move log nested one level per move, so long games broke structuredClone and JSON', () => {
  it('a 5,000-move state survives structuredClone and JSON and behaves the same', () => {
    const state = longGame(5_000);
    expect(JSON.parse(serialize(state)).moves.length).toBe(5_000);
    for (const copy of [structuredClone(state), JSON.parse(JSON.stringify(state)) as GameState]) {
      expect(view(copy)).toEqual(view(state));
      expect(serialize(copy)).toBe(serialize(state));
      const next = legalMoves(state)[0] as Move;
      expect(view(applyMove(copy, next))).toEqual(view(applyMove(state, next)));
    }
    expect(serialize(deserialize(serialize(state)))).toBe(serialize(state));
  });
});

describe("bug: view().lastMove was the state's own object, so editing it edited a cloned state", () => {
  it('lastMove of a cloned state is the shared frozen move; the state is unchanged', () => {
    const start = createGame({ seed: 3 });
    const state = structuredClone(applyMove(start, legalMoves(start)[0] as Move));
    const before = serialize(state);
    const last = view(state).lastMove as { card?: string };
    expect(Object.isFrozen(last)).toBe(true);
    expect(() => {
      last.card = 'XX';
    }).toThrow(TypeError);
    expect(serialize(state)).toBe(before);
  });
});

describe('bug: replay read a Proxy list of moves outside any guard and leaked its error', () => {
  it('an unreadable list of moves is IllegalMoveError malformed', () => {
    const moves = new Proxy([], {
      get() {
        throw new Error('boom');
      },
    });
    expect(() => replay({ seed: 1 }, moves)).toThrow(IllegalMoveError);
  });
});

describe('bug: no seed and no globalThis.crypto gave the base error, not OptionsError', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it('throws OptionsError naming seed', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => createGame()).toThrow(OptionsError);
    try {
      createGame();
    } catch (e) {
      expect((e as OptionsError).option).toBe('seed');
    }
  });
});

describe('bug: a forged state with a short tally passed the checks and returned NaN counts', () => {
  it('is refused with StateError', () => {
    const state = createGame({ seed: 4 });
    const forged = { ...(state as unknown as Record<string, unknown>), tally: [] } as unknown as GameState;
    expect(() => legalMoves(forged)).toThrow(StateError);
    expect(() => view(forged)).toThrow(StateError);
  });
});

describe('bug: Playout.play accepted any number, and toState kept the starting log', () => {
  it('refuses a move it did not list', () => {
    const playout = new Playout(createGame({ seed: 5 }));
    const moves: number[] = [];
    const n = playout.moves(moves);
    expect(n).toBeGreaterThan(0);
    expect(() => playout.play(63)).toThrow(StateError);
    playout.play(moves[0] as number);
    expect(() => playout.play(moves[0] as number)).toThrow(StateError); // the list is used up
  });
  it('toState() is a true state: its record replays to the same game', () => {
    for (const options of [{ seed: 6 }, { variant: 'kill' as const, seed: 6 }]) {
      const playout = new Playout(createGame(options));
      playout.finish(new Random(1));
      const state = playout.toState();
      expect(view(state).over).toBe(true);
      expect(view(deserialize(serialize(state)))).toEqual(view(state));
    }
  });
});

describe('the private move stamp (moves are recognised without a Map lookup) leaves moves plain', () => {
  const game = createGame({ seed: 5, jokers: 1 });
  const moves = legalMoves(game);

  it('a listed move is a plain frozen object with only its SPEC keys', () => {
    for (const move of moves) {
      expect(Object.getPrototypeOf(move)).toBe(Object.prototype);
      expect(Object.isFrozen(move)).toBe(true);
      expect(Object.keys(move).sort()).toEqual(move.type === 'play' ? ['card', 'type'] : ['type']);
      expect(structuredClone(move)).toEqual(move);
    }
  });

  it('a copy of a listed move, a Proxy of one and a structuredClone are read as the caller wrote them', () => {
    const move = moves[0] as Move;
    const reads: PropertyKey[] = [];
    const proxy = new Proxy(move, {
      get(target, key, receiver) {
        reads.push(key);
        return Reflect.get(target, key, receiver);
      },
    });
    const expected = serialize(applyMove(game, move));
    for (const other of [{ ...move }, structuredClone(move), proxy]) {
      expect(serialize(applyMove(game, other))).toBe(expected);
    }
    // the Proxy is read field by field, once each, never as the library's own object
    expect(reads).toEqual(move.type === 'play' ? ['type', 'card'] : ['type']);
  });

  it('a forged copy of a stamp cannot exist: a foreign object with the same fields is still checked', () => {
    expect(() => applyMove(game, { type: 'play', card: 'KC' } as Move)).toThrow(IllegalMoveError);
  });
});

describe('bug: a game set up with 50–52 cards on the table was refused once copied (its deal counted -0 cards for the players the deck did not reach)', () => {
  const all = [...'SHDC'].flatMap((s) => [...'A23456789TJQK'].map((r) => `${r}${s}` as Card));
  /** Everything a caller can read of a state, as JSON (the functions the issue names). */
  const readAll = (state: GameState): string =>
    JSON.stringify([view(state), legalMoves(state), score(state), serialize(state), renderTable(state)]);

  it('the issue’s snippet: a structuredClone of createGame and of replay(options, []) reads as the game, for every table of 0–52 cards, both variants and both starts', () => {
    for (const variant of ['classic', 'kill'] as const) {
      for (const start of ['sevens', 'fan-tan'] as const) {
        for (let k = 0; k <= 52; k++) {
          const options: GameOptions = { seed: 1, table: all.slice(0, k), start, variant };
          for (const game of [createGame(options), replay(options, [])]) {
            expect(readAll(structuredClone(game)), `${variant}, ${start}, a ${k}-card table`).toBe(readAll(game));
          }
        }
      }
    }
  });

  it('a 4-player deal of the 2 cards left gives the last two players 0 cards, never -0', () => {
    const game = createGame({ seed: 1, table: all.slice(0, 50) });
    const dealt = (game as unknown as { game: { deal: { sizes: number[] } } }).game.deal.sizes;
    expect(dealt).toEqual([1, 1, 0, 0]);
    expect(dealt.some((n) => Object.is(n, -0))).toBe(false);
  });
});
