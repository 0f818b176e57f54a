/**
 * Scenarios of Seven Bridge's public API (§7): the entry's names, legal moves, views and what
 * they hide, events, records, and states the library did not make.
 */
import { describe, expect, test } from 'vitest';
import * as shared from '../../src/index.js';
import {
  applyMove,
  createGame,
  deserialize,
  formatCard,
  type GameOptions,
  type GameState,
  isLegalMove,
  legalMoves,
  parseCard,
  Random,
  replay,
  score,
  serialize,
  sevenBridge,
  StateError,
  view,
} from '../../src/seven-bridge/index.js';
import * as entry from '../../src/seven-bridge/index.js';
import { deckFor, discard, draw, gameWith, meld, play } from './helpers-engine.js';

/** A random game's states, the moves drawn uniformly from `legalMoves`. */
function randomGame(options: GameOptions, seed: number, visit?: (s: GameState) => void): GameState {
  const rng = new Random(seed);
  let s = createGame(options);
  for (let moves = legalMoves(s); moves.length > 0; moves = legalMoves(s)) {
    visit?.(s);
    s = applyMove(s, moves[rng.int(moves.length)]!);
  }
  return s;
}

const OPTION_MIX: GameOptions[] = [
  { players: 2, jokers: 2, firstRoundClaims: true },
  { players: 3, jokers: 1, discardToGoOut: false, rounds: 2 },
  { players: 4, aces: 'low', noSevenOrJokerFinish: true, jokers: 1 },
  { players: 5, firstRoundClaims: true, stockOut: 'score', rounds: 2 },
  { players: 6, jokers: 2, discardToGoOut: false, firstRoundClaims: true },
];

describe('§7 API', () => {
  test('§7 the entry: the family names, the shared error classes and Random, a frozen engine named seven-bridge', () => {
    expect(entry.IllegalMoveError).toBe(shared.IllegalMoveError);
    expect(entry.OptionsError).toBe(shared.OptionsError);
    expect(entry.StateError).toBe(shared.StateError);
    expect(entry.ShichinarabeError).toBe(shared.ShichinarabeError);
    expect(Random).toBe(shared.Random);
    expect(parseCard).toBe(shared.parseCard);
    expect(formatCard).toBe(shared.formatCard);
    expect(sevenBridge.name).toBe('seven-bridge');
    expect(Object.isFrozen(sevenBridge)).toBe(true);
    expect(sevenBridge.applyMove).toBe(applyMove);
    expect(sevenBridge.replay).toBe(replay);
  });

  test('§7 legalMoves: every legal move exactly once, each legal; a live state always has one', () => {
    OPTION_MIX.forEach((options, i) => {
      const end = randomGame({ ...options, seed: i }, i, (s) => {
        const moves = legalMoves(s);
        expect(moves.length).toBeGreaterThan(0);
        expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(moves.length);
        for (const m of moves) expect(isLegalMove(s, m)).toBe(true);
        expect(legalMoves(s)).toEqual(moves); // the same for the same state
      });
      expect(view(end).over).toBe(true);
      expect(legalMoves(end)).toEqual([]);
    });
  });

  test('§7 a new game: events [], lastMove null, moveNumber 0', () => {
    const v = view(createGame({ seed: 3 }), 1);
    expect(v.events).toEqual([]);
    expect(v.lastMove).toBeNull();
    expect(v.lastPlayer).toBeNull();
    expect(v.moveNumber).toBe(0);
    expect(v.legalMoves).toEqual([]); // not player 1's turn
    expect(view(createGame({ seed: 3 }), 0).legalMoves).toEqual([{ type: 'draw' }]);
  });

  test("§7 a player's view hides exactly the other hands, the stock's order and the cards others draw", () => {
    const s = applyMove(createGame({ seed: 8, players: 3 }), { type: 'draw' });
    const truth = view(s);
    const mine = view(s, 0);
    const theirs = view(s, 1);
    expect(mine.hands[0]).toEqual(truth.hands[0]);
    expect(theirs.hands).toEqual([null, truth.hands[1], null]);
    expect(theirs.events).toEqual([{ type: 'draw', player: 0 }]);
    expect(mine.events).toEqual(truth.events);
    expect(JSON.stringify(theirs)).not.toContain((truth.events[0] as { card: string }).card);
    const { hands: _a, legalMoves: _b, events: _c, player: _d, ...publicPart } = theirs;
    const { hands: _e, legalMoves: _f, events: _g, player: _h, ...truthPart } = truth;
    expect(publicPart).toEqual(truthPart);
  });

  test('§7 records: every option resolved (the seed included), the decks dealt then the decks given, moves with their fields only', () => {
    const d1 = deckFor(
      [
        ['KS', 'KH', 'KC', '5H', '6H', '7H', '8H'],
        ['AC', '3C', '5C', '9D', 'JD', 'QS', 'QH'],
      ],
      ['KD'],
    );
    const d2 = [...d1].reverse();
    const options = { players: 2, rounds: 3, decks: [d1, d2] };
    let s = createGame(options);
    const start = JSON.parse(serialize(s));
    expect(start.format).toBe('shichinarabe/seven-bridge/1');
    expect(Object.keys(start.options)).toEqual([
      'players',
      'seed',
      'firstPlayer',
      'rounds',
      'jokers',
      'aces',
      'firstRoundClaims',
      'discardToGoOut',
      'points',
      'jokerPoints',
      'oneShotDouble',
      'sevenPenalty',
      'jokerPenalty',
      'discarderPays',
      'noSevenOrJokerFinish',
      'stockOut',
      'restocks',
      'target',
    ]);
    expect(typeof start.options.seed).toBe('number'); // drawn
    expect(start.decks).toEqual([d1, d2]);
    s = play(s, draw, { type: 'meld', cards: ['KC', 'KS', 'KH'], note: 1 } as never, meld('5H', '6H', '7H', '8H'));
    s = applyMove(s, { type: 'discard', card: 'KD', extra: true } as never);
    const r = JSON.parse(serialize(s));
    expect(r.moves).toEqual([
      { type: 'draw' },
      { type: 'meld', cards: ['KS', 'KH', 'KC'] },
      { type: 'meld', cards: ['5H', '6H', '7H', '8H'] },
      { type: 'discard', card: 'KD' },
    ]);
    expect(view(s).round).toBe(2);
    expect(r.decks).toEqual([d1, d2]);
    // round 3 is dealt from the seed: the record then holds its deck too
    let t = deserialize(serialize(s));
    while (view(t).round < 3) t = applyMove(t, legalMoves(t).at(-1)!);
    const third = JSON.parse(serialize(t));
    expect(third.decks).toHaveLength(3);
    expect(third.decks.slice(0, 2)).toEqual([d1, d2]);
    expect(serialize(deserialize(serialize(t)))).toBe(serialize(t));
  });

  test('§7 deserialize: a deserialized game goes on exactly as the original would', () => {
    const options = { seed: 'same', players: 3, rounds: 2, jokers: 1 as const };
    const rng = new Random(1);
    let a = createGame(options);
    let b = deserialize(serialize(a));
    for (let i = 0; i < 200 && !view(a).over; i++) {
      const moves = legalMoves(a);
      expect(legalMoves(b)).toEqual(moves);
      const m = moves[rng.int(moves.length)]!;
      a = applyMove(a, m);
      b = applyMove(b, m);
      if (i % 50 === 0) b = deserialize(serialize(b));
    }
    expect(serialize(b)).toBe(serialize(a));
    expect(score(b)).toEqual(score(a));
    // a deserialized game is its original, field for field (decks given or from the seed alike)
    expect(JSON.stringify(deserialize(serialize(a)))).toBe(JSON.stringify(a));
    // a deck given is listed until dealt, even when it is the seed's own
    const seeds = JSON.parse(serialize(a)).decks;
    const given = createGame({ ...options, decks: [seeds[0], seeds[1]] });
    expect(JSON.parse(serialize(given)).decks).toEqual([seeds[0], seeds[1]]);
  });

  test('§7 strangers: structuredClone and JSON copies behave as the original; forgeries are StateError', () => {
    const s = randomGame({ seed: 4, players: 3, rounds: 2 }, 4, () => {});
    const mid = replay({ seed: 4, players: 3 }, [{ type: 'draw' }]);
    for (const state of [s, mid]) {
      const clone = structuredClone(state);
      const json = JSON.parse(JSON.stringify(state));
      expect(view(clone)).toEqual(view(state));
      expect(view(json, 1)).toEqual(view(state, 1));
      expect(serialize(json)).toBe(serialize(state));
      expect(legalMoves(clone)).toEqual(legalMoves(state));
      expect(score(json)).toEqual(score(state));
    }
    const forge = (change: (x: Record<string, unknown>) => void) => {
      const x = JSON.parse(JSON.stringify(mid));
      change(x);
      return x;
    };
    const forgeries = [
      forge((x) => {
        (x.hands as number[])[0] = 1;
      }),
      forge((x) => {
        x.phase = 2;
      }),
      forge((x) => {
        x.stock = 0;
      }),
      forge((x) => {
        x.extra = 1;
      }),
      forge((x) => {
        x.moveCount = 5;
      }),
      forge((x) => {
        (x.game as Record<string, unknown>).options = {};
      }),
      forge((x) => {
        x.lastMove = { type: 'pass' };
      }),
      { game: null },
      {},
      [],
    ];
    for (const f of forgeries) {
      expect(() => view(f as never)).toThrow(StateError);
      expect(() => applyMove(f as never, { type: 'draw' })).toThrow(StateError);
      expect(isLegalMove(f as never, { type: 'draw' })).toBe(false);
    }
    for (const v of [null, undefined, 3, 'state']) expect(() => legalMoves(v as never)).toThrow(StateError);
  });

  test("§7 deserialize refuses another game's record, and anything that is not a valid record, with StateError", () => {
    const good = JSON.parse(
      serialize(
        play(
          gameWith(
            [
              ['2S', '3S', '4S', '5H', '6H', '7H', '8H'],
              ['AC', '3C', '5C', '9D', 'JD', 'KS', 'QH'],
            ] as never,
            ['KD'],
          ),
          draw,
        ),
      ),
    );
    const bad: unknown[] = [
      serialize(createGame({ seed: 1 }) as never).replace('shichinarabe/seven-bridge/1', 'shichinarabe/1'),
      shared.serialize(shared.createGame({ seed: 1 })),
      'not json',
      '[]',
      'null',
      3,
      JSON.stringify({ ...good, format: 'shichinarabe/seven-up/1' }),
      JSON.stringify({ ...good, extra: 1 }),
      JSON.stringify({ ...good, options: { ...good.options, players: 9 } }),
      JSON.stringify({ ...good, options: { ...good.options, seed: undefined } }),
      JSON.stringify({ ...good, decks: [good.decks[0].slice(1)] }),
      JSON.stringify({ ...good, decks: 'x' }),
      JSON.stringify({ ...good, moves: [{ type: 'pass' }] }),
      JSON.stringify({ ...good, moves: {} }),
    ];
    for (const text of bad) expect(() => deserialize(text as string)).toThrow(StateError);
    expect(() => deserialize(shared.serialize(shared.createGame({ seed: 1 })))).toThrow(/sevens/);
  });

  test('§7 no input is modified: options, decks, moves and states (frozen ones work)', () => {
    const deck = Object.freeze(
      deckFor(
        [
          ['2S', '3S', '4S', '5H', '6H', '7H', '8H'],
          ['AC', '3C', '5C', '9D', 'JD', 'KS', 'QH'],
        ],
        ['KD'],
      ),
    );
    const options = Object.freeze({ players: 2, seed: 5, decks: Object.freeze([deck]) });
    const copy = JSON.stringify(options);
    let s = createGame(options as never);
    const moves = [draw, Object.freeze({ type: 'meld', cards: Object.freeze(['2S', '3S', '4S']) }), discard('KD')];
    for (const m of moves) {
      const before = serialize(s);
      const next = applyMove(s, m as never);
      expect(serialize(s)).toBe(before);
      s = next;
    }
    expect(JSON.stringify(options)).toBe(copy);
    expect((moves[1] as { cards: string[] }).cards).toEqual(['2S', '3S', '4S']);
    expect(JSON.stringify(replay(options as never, moves as never))).toBe(JSON.stringify(s));
  });
});
