/**
 * Regression tests for the findings of the adversarial fuzzer run of issue 11 (about 3 million
 * calls), each named after what it found, plus the rev-4 rule on moves' extra fields.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  deserialize,
  type GameOptions,
  type GameState,
  isLegalMove,
  legalMoves,
  type Move,
  OptionsError,
  Random,
  renderTable,
  ShichinarabeError,
  StateError,
  score,
  serialize,
  view,
} from '../src/index.js';

/** What a call threw (or 'returned'). */
function outcome(f: () => unknown): unknown {
  try {
    f();
    return 'returned';
  } catch (error) {
    return error;
  }
}

/** The hands of a real 4-player deal and a 9-hand split of the deck (not a valid deal). */
const FOUR: Card[][] = (JSON.parse(serialize(createGame({ seed: 1 }))) as { deal: { hands: Card[][] } }).deal.hands;
const NINE: Card[][] = Array.from({ length: 9 }, (_, p) => FOUR.flat().filter((_, i) => i % 9 === p));

/** An array Proxy whose `length` answers the given values in turn, then the true length. */
function lyingLength<T>(items: T[], answers: number[]): T[] {
  const queue = [...answers];
  return new Proxy(items, {
    get(target, key, receiver) {
      if (key === 'length' && queue.length > 0) return queue.shift();
      return Reflect.get(target, key, receiver);
    },
  });
}

/** A game that is consistent: 2–8 players, every card once, and it replays from its own record. */
function expectConsistent(state: GameState, players: number): void {
  const truth = view(state);
  expect(truth.hands).toHaveLength(players);
  expect(truth.handSizes).toHaveLength(players);
  const cards = [...truth.hands.flat(), ...truth.table, ...truth.dead.flat()].filter((c) => c !== null);
  expect(new Set(cards).size).toBe(cards.length);
  expect(cards.filter((c) => c !== 'JK')).toHaveLength(52);
  expect(view(deserialize(serialize(state)))).toEqual(truth);
}

describe('fuzz finding: createGame read hands.length again after validating it', () => {
  test.each([
    ['4 hands, length read as 2, 2, then 4', FOUR, [2, 2]],
    ['4 hands, length read as 2 once, then 4', FOUR, [2]],
    ['4 hands, length read as 9, 9, then 4', FOUR, [9, 9]],
    ['4 hands, length read as 1, then 4', FOUR, [1]],
  ] as const)(
    '%s: OptionsError or the very game of the plain array, never a 1- or 9-player game',
    (_, hands, answers) => {
      for (const extra of [{}, { players: 4 }, { players: 2 }] as GameOptions[]) {
        const plain = outcome(() => createGame({ ...extra, hands: hands.map((h) => [...h]), seed: 1 }));
        let state: GameState | null = null;
        const result = outcome(() => {
          state = createGame({
            ...extra,
            hands: lyingLength(
              hands.map((h) => [...h]),
              [...answers],
            ),
            seed: 1,
          });
        });
        if (result === 'returned') {
          const made = state as unknown as GameState;
          expectConsistent(made, 4);
          // The same game as the plain array gives (which must then be valid too).
          expect(plain).toBe('returned');
          expect(serialize(made)).toBe(serialize(createGame({ ...extra, hands: hands.map((h) => [...h]), seed: 1 })));
        } else {
          expect(result).toBeInstanceOf(OptionsError);
        }
      }
    },
  );

  test.each([
    ['9 hands read as 4, 4, then 9', [4, 4]],
    ['9 hands read as 2, 2, then 9', [2, 2]],
    ['9 hands read as 8, then 9', [8]],
  ] as const)('%s: OptionsError (9 hands is no valid deal)', (_, answers) => {
    const result = outcome(() =>
      createGame({
        hands: lyingLength(
          NINE.map((h) => [...h]),
          [...answers],
        ),
      }),
    );
    expect(result).toBeInstanceOf(OptionsError);
  });
});

describe('fuzz finding: forged states were accepted and gave corrupt output', () => {
  const original = createGame({ seed: 1 });
  const first = legalMoves(original)[0] as Move;

  /** Every function on a forged state: StateError (isLegalMove: false), never an answer. */
  function expectRejectedEverywhere(forged: GameState): void {
    const calls: [string, () => unknown][] = [
      ['legalMoves', () => legalMoves(forged)],
      ['applyMove', () => applyMove(forged, first)],
      ['view', () => view(forged)],
      ['view(p)', () => view(forged, 0)],
      ['score', () => score(forged)],
      ['serialize', () => serialize(forged)],
      ['renderTable', () => renderTable(forged)],
    ];
    for (const [name, call] of calls) expect(outcome(call), name).toBeInstanceOf(StateError);
    expect(isLegalMove(forged, first)).toBe(false);
    expect(isLegalMove(forged, { type: 'pass' })).toBe(false);
  }

  type Forged = Record<string, unknown> & { game: { deal: { hands: number[] } }; tally: unknown[] };
  const clone = (): Forged => structuredClone(original) as unknown as Forged;

  test('c.tally[0] = \'x\' (it showed passes ["x",0,0,0] and chips "NaN01x111131212")', () => {
    const c = clone();
    c.tally[0] = 'x';
    expectRejectedEverywhere(c as unknown as GameState);
  });

  test('c.game.deal.hands[1] = c.game.deal.hands[3] (cards in two hands; applyMove accepted it)', () => {
    const c = clone();
    c.game.deal.hands[1] = c.game.deal.hands[3] as number;
    expectRejectedEverywhere(c as unknown as GameState);
  });

  test("one player's hand words copied over another's", () => {
    const c = clone();
    const hands = c.game.deal.hands;
    [hands[0], hands[1]] = [hands[2] as number, hands[3] as number];
    expectRejectedEverywhere(c as unknown as GameState);
  });

  test('c.finished = [7, 7] (it was shown as is)', () => {
    const c = clone();
    c.finished = [7, 7];
    expectRejectedEverywhere(c as unknown as GameState);
  });

  test('the clone itself, untouched, still works like the original', () => {
    const c = clone() as unknown as GameState;
    expect(view(c)).toEqual(view(original));
    expect(serialize(c)).toBe(serialize(original));
    expect(view(applyMove(c, first))).toEqual(view(applyMove(original, first)));
  });
});

describe('fuzz finding: Random threw TypeError/RangeError or let a caller’s error escape', () => {
  /** A value nested `depth` arrays deep (String() of it overflows the stack). */
  const nested = (depth: number): unknown => {
    let value: unknown = [];
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };
  const callersError = new Error('the caller’s own error');

  test.each([
    ['new Random(Object.create(null))', () => new Random(Object.create(null))],
    ['.shuffle(Object.freeze([1, 2, 3, 4]))', () => new Random(1).shuffle(Object.freeze([1, 2, 3, 4]) as number[])],
    [".shuffle('abcd')", () => new Random(1).shuffle('abcd' as unknown as string[])],
    ['.shuffle(null)', () => new Random(1).shuffle(null as unknown as number[])],
    ['.int(Symbol())', () => new Random(1).int(Symbol() as unknown as number)],
    ['.int(0n)', () => new Random(1).int(0n as unknown as number)],
    ['new Random(a deeply nested array)', () => new Random(nested(200_000) as number)],
    ['.int(a deeply nested array)', () => new Random(1).int(nested(200_000) as number)],
    [
      'new Random({ toString() { throw e } })',
      () =>
        new Random({
          toString() {
            throw callersError;
          },
        } as unknown as number),
    ],
  ] as [string, () => unknown][])('%s throws ShichinarabeError and nothing else', (_, call) => {
    const result = outcome(call);
    expect(result).toBeInstanceOf(ShichinarabeError);
    expect(result).not.toBe(callersError);
  });

  test('a frozen array is left as it was, and the generator still works after misuse', () => {
    const rng = new Random(5);
    const frozen = Object.freeze([1, 2, 3, 4]);
    outcome(() => rng.shuffle(frozen as number[]));
    expect(frozen).toEqual([1, 2, 3, 4]);
    outcome(() => rng.int(0n as unknown as number));
    const n = rng.int(10);
    expect(Number.isInteger(n) && n >= 0 && n < 10).toBe(true);
  });
});

describe("fuzz finding: Kill with table ['6D','8D','7H','7C'] killed 7♦ at creation and then only `pass` was legal", () => {
  test.each([1, 2, 3, 4, 5])('the game ends under random play (play seed %i)', (playSeed) => {
    let state = createGame({ variant: 'kill', table: ['6D', '8D', '7H', '7C'], seed: 1 });
    expect(view(state).dead.flat()).toEqual(['7D']);
    expect(legalMoves(state).some((m) => m.type === 'play')).toBe(true);
    const rng = new Random(playSeed);
    let moves = 0;
    for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
      expect(moves, 'the game should have ended').toBeLessThan(1_000);
      state = applyMove(state, legal[rng.int(legal.length)] as Move);
      moves++;
    }
    expect(view(state).over).toBe(true);
    expect(score(state).over).toBe(true);
    expect(view(state).events.at(-1)).toEqual({ type: 'over' });
  });
});

describe('SPEC rev 4 §5 Moves: read by type, card and next only; extra fields ignored and never written', () => {
  test('a play and a pass with extra fields: accepted, and the record, lastMove and events hold only the fields', () => {
    const start = createGame({ seed: 0 });
    const extra = { type: 'play', card: '6S', note: 'hello', next: undefined, player: 3 } as unknown as Move;
    expect(isLegalMove(start, extra)).toBe(true);
    const state = applyMove(start, extra);
    expect(view(state).lastMove).toEqual({ type: 'play', card: '6S' });
    expect(Object.keys(view(state).lastMove as object).sort()).toEqual(['card', 'type']);
    expect(view(state).events).toEqual([{ type: 'play', player: 0, card: '6S' }]);
    expect(JSON.parse(serialize(state)).moves).toEqual([{ type: 'play', card: '6S' }]);
    expect(serialize(state)).toBe(serialize(applyMove(start, { type: 'play', card: '6S' })));
  });
});
