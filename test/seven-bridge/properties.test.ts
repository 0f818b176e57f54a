/**
 * Properties of the library's Seven Bridge (engine only; the reference engine is not consulted)
 * over random games: random valid option mixes (reference-random.ts), seeded or explicit decks,
 * random legal play with several move policies, checked at every move.
 *
 * - the cards are conserved: hands + stock + discard pile + melds = the round's deck (jokers
 *   counted), the stock being the deck's undealt, undrawn tail, or after a rebuild the discard pile
 *   but its top card in the order SPEC-seven-bridge §6 gives; every round ends, with no more
 *   rebuilds than `restocks`, and the game after `rounds` rounds or a round reaching the `target`;
 * - every listed move is legal and applies; a live state always has a move; moves with one fault
 *   are refused with the SPEC's code and `isLegalMove` false; random junk never throws anything
 *   but our errors, and `isLegalMove` agrees with `applyMove`;
 * - every claim window asks every other player exactly once, from the discarder's left, unless a
 *   pon ends it;
 * - a player's view hides other hands, others' drawn cards and others' answers, and equals the
 *   view of a game that differs only in what the player cannot see;
 * - no input is mutated (deep-frozen options, states and moves); same seed ⇒ same game;
 *   serialize / deserialize / replay round trips; structuredClone and JSON copies behave
 *   identically; a state with one field tampered is refused with StateError (or is the same game).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as sb from '../../src/seven-bridge/index.js';
import { Random } from '../../src/shared/random.js';
import { canonical } from './reference-compare.js';
import { REF_CARDS } from './reference-cards.js';
import { faultyMoves, type TruthView } from './reference-faults.js';
import { deckFor } from './reference-fixtures.js';
import { chooseMove, type Mix, POLICIES, randomMix } from './reference-random.js';

type State = ReturnType<typeof sb.createGame>;
type Move = sb.Move;

/** A played game: its mix, the options given, every state from the first, the moves. */
interface Played {
  mix: Mix;
  options: Record<string, unknown>;
  states: State[];
  moves: Move[];
}

/** Plays a random game (decks explicit in half of them, seeded in the others). */
function play(seed: string, maxMoves = 10_000): Played {
  const rng = new Random(seed);
  const mix = randomMix(rng, {}, 0.2);
  const options = { ...mix.options };
  if (rng.int(2) === 0) delete options.decks;
  const policy = POLICIES[rng.int(POLICIES.length)] as (typeof POLICIES)[number];
  const states = [sb.createGame(options as sb.GameOptions)];
  const moves: Move[] = [];
  for (let i = 0; i < maxMoves; i++) {
    const s = states.at(-1) as State;
    const legal = sb.legalMoves(s);
    if (legal.length === 0) break;
    const move = chooseMove(rng, legal, policy);
    moves.push(move);
    states.push(sb.applyMove(s, move));
  }
  return { mix, options, states, moves };
}

const GAMES: Played[] = Array.from({ length: 24 }, (_, i) => play(`sb-prop-${i}`));
const truth = (s: State): sb.View => sb.view(s);
const players = (g: Played): number => g.mix.resolved.players;

/** The code of the error `applyMove` throws, or null when it applies; any other error fails. */
function codeOf(s: State, move: unknown): string | null {
  try {
    sb.applyMove(s, move as Move);
    return null;
  } catch (e) {
    if (!(e instanceof sb.IllegalMoveError)) throw new Error(`not an IllegalMoveError: ${String(e)}`);
    return e.code;
  }
}

const sortedCards = (cards: readonly string[]): string => [...cards].sort().join(',');

describe('Seven Bridge properties over random games', () => {
  test('the cards are conserved at every step, through rebuilt stocks; the stock is drawn top first', () => {
    let rebuilds = 0;
    for (const g of GAMES) {
      const record = JSON.parse(sb.serialize(g.states.at(-1) as State)) as {
        options: { seed: number | string; players: number };
        decks: string[][];
      };
      const { seed, players: n } = record.options;
      // the stock followed from the deal, the draws and the rebuilds (§6: the pile but its top card,
      // in the order `new Random(text).shuffle` gives), top first
      let stock = (record.decks[0] as string[]).slice(7 * n);
      let rebuilt = 0;
      let before = truth(g.states[0] as State);
      for (const s of g.states.slice(1)) {
        const v = truth(s);
        let pile = [...before.discards];
        for (const e of v.events) {
          if (e.type === 'draw') expect(e.card).toBe(stock.shift());
          if (e.type === 'discard') pile.push(e.card);
          if (e.type === 'claim') pile = pile.slice(0, -1);
          if (e.type === 'restock') {
            rebuilt++;
            rebuilds++;
            expect(stock).toEqual([]);
            stock = new Random(`seven-bridge/${String(seed)}/${v.round}/restock/${rebuilt}`).shuffle(pile.slice(0, -1));
            expect(e.cards).toBe(stock.length);
            expect(v.discards).toEqual(pile.slice(-1));
          }
          if (e.type === 'round') {
            stock = (record.decks[e.round - 1] as string[]).slice(7 * n);
            rebuilt = 0;
          }
        }
        expect(v.stockSize).toBe(stock.length);
        const deck = record.decks[v.round - 1] as string[];
        const table = [...v.hands.flatMap((h) => h ?? []), ...v.discards, ...v.melds.flatMap((m) => m.cards), ...stock];
        expect(sortedCards(table)).toBe(sortedCards(deck));
        expect(v.handSizes).toEqual(v.hands.map((h) => h?.length));
        before = v;
      }
    }
    expect(rebuilds).toBeGreaterThan(0);
  });

  test('every round ends: by going out, or on a stock out once the rebuilds are spent or the pile is too small', () => {
    for (const g of GAMES) {
      const last = g.states.at(-1) as State;
      const v = truth(last);
      expect(v.over).toBe(true);
      const o = JSON.parse(sb.serialize(last)).options as sb.RecordOptions;
      const sc = sb.score(last);
      // as many rounds as the options say, or fewer when a total reached the target
      const reached = o.target !== null && sc.totals.some((t) => t >= (o.target as number));
      expect(sc.rounds.length === o.rounds || reached).toBe(true);
      // no round is longer than its rebuilds allow: at most restocks + 1 stocks drawn out
      let rebuilt = 0;
      for (const s of g.states) {
        for (const e of truth(s).events) {
          if (e.type === 'restock') rebuilt++;
          if (e.type === 'round-over') {
            expect(rebuilt).toBeLessThanOrEqual(o.stockOut === 'reshuffle' ? o.restocks : 0);
            rebuilt = 0;
          }
        }
      }
    }
  });

  test('every listed move is legal and applies, once each; a live state always has a move', () => {
    for (const g of GAMES) {
      for (const s of g.states.filter((_, i) => i % 3 === 0)) {
        const legal = sb.legalMoves(s);
        const v = truth(s);
        expect(legal.length > 0).toBe(!v.over);
        expect(new Set(legal.map((m) => canonical(m))).size).toBe(legal.length);
        for (const move of legal) {
          expect(sb.isLegalMove(s, move)).toBe(true);
          expect(codeOf(s, move)).toBeNull();
        }
      }
    }
  });

  test('a move with one fault is refused with its code, and isLegalMove says false', () => {
    let tried = 0;
    const codes = new Set<string>();
    for (const g of GAMES) {
      const aces = g.mix.resolved.aces;
      for (const s of g.states.filter((_, i) => i % 5 === 0)) {
        for (const fault of faultyMoves(truth(s) as unknown as TruthView, aces)) {
          tried++;
          codes.add(fault.code);
          expect(sb.isLegalMove(s, fault.move as Move), `${fault.why}: ${JSON.stringify(fault.move)}`).toBe(false);
          expect(codeOf(s, fault.move), `${fault.why}: ${JSON.stringify(fault.move)}`).toBe(fault.code);
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    for (const code of ['game-over', 'malformed', 'unknown-card', 'wrong-phase', 'not-in-hand', 'not-a-meld']) {
      expect(codes).toContain(code);
    }
    expect(codes).toContain('does-not-fit');
    expect(codes).toContain('no-meld-yet');
  });

  test('must-keep-a-card: no meld that empties the hand, none that leaves a lone 7 with noSevenOrJokerFinish', () => {
    const all = { type: 'meld', cards: ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'] } as Move;
    const decks = [deckFor(2, 0, { 0: ['2S', '3S', '4S', '5S', '6S', '8S', '9S'] }, ['7S'], 0)];
    const s = sb.applyMove(sb.createGame({ players: 2, decks } as sb.GameOptions), { type: 'draw' } as Move);
    expect(codeOf(s, all)).toBe('must-keep-a-card');
    expect(sb.isLegalMove(s, all)).toBe(false);
    const free = sb.applyMove(sb.createGame({ players: 2, decks, discardToGoOut: false } as sb.GameOptions), {
      type: 'draw',
    } as Move);
    expect(codeOf(free, all)).toBeNull();
    const lone = [deckFor(2, 0, { 0: ['2S', '3S', '4S', '5S', '6S', '8S', '7H'] }, ['7S'], 0)];
    const seven = { type: 'meld', cards: ['2S', '3S', '4S', '5S', '6S', '7S', '8S'] } as Move;
    const t = sb.applyMove(sb.createGame({ players: 2, decks: lone, noSevenOrJokerFinish: true } as sb.GameOptions), {
      type: 'draw',
    } as Move);
    expect(codeOf(t, seven)).toBe('must-keep-a-card');
    // a pon that would empty the hand
    const ponDecks = [
      deckFor(2, 0, { 0: ['9S', '5D', 'KD'], 1: ['2C', '3C', '4C', '5C', '6C', '5S', '5H'] }, ['QD', 'JD', 'TD'], 0),
    ];
    const script: Move[] = [
      { type: 'draw' },
      { type: 'discard', card: '9S' },
      { type: 'pass' },
      { type: 'draw' },
      { type: 'meld', cards: ['2C', '3C', '4C', '5C', '6C'] },
      { type: 'discard', card: 'JD' },
      { type: 'pass' },
      { type: 'draw' },
      { type: 'discard', card: '5D' },
    ];
    const window = sb.replay({ players: 2, firstRoundClaims: true, decks: ponDecks } as sb.GameOptions, script);
    expect(codeOf(window, { type: 'pon', cards: ['5S', '5H', '5D'] })).toBe('must-keep-a-card');
  });

  test('random junk moves throw only IllegalMoveError, and isLegalMove agrees with applyMove', () => {
    const card = fc.oneof(fc.constantFrom('7S', 'AH', 'KC', 'JK', '8D', '6D', 'TS', '2C'), fc.string({ maxLength: 3 }));
    const move = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.constantFrom('draw', 'discard', 'meld', 'layoff', 'pass', 'pon', 'chi', 'play', ''),
          card: fc.oneof(card, fc.anything()),
          cards: fc.oneof(fc.array(card, { maxLength: 5 }), fc.anything()),
          meld: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.anything()),
          end: fc.oneof(fc.constantFrom('low', 'high', 'middle'), fc.anything()),
        },
        { requiredKeys: ['type'] },
      ),
    );
    const states = GAMES.slice(0, 8).flatMap((g) => g.states.filter((_, i) => i % 7 === 0));
    fc.assert(
      fc.property(fc.nat(states.length - 1), move, (i, m) => {
        const s = states[i] as State;
        const legal = sb.isLegalMove(s, m as Move);
        expect(codeOf(s, m) === null).toBe(legal);
      }),
      { numRuns: 1500, seed: 7 },
    );
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    const getter = Object.defineProperty({}, 'type', {
      get() {
        throw new Error('boom');
      },
    });
    for (const m of [hostile, getter]) {
      const s = GAMES[0]?.states[3] as State;
      expect(sb.isLegalMove(s, m as Move)).toBe(false);
      expect(() => sb.applyMove(s, m as Move)).toThrow(sb.ShichinarabeError);
    }
  });
});

describe('claim windows and hidden information', () => {
  test('every other player is asked exactly once per window, from the discarder’s left, unless a pon ends it', () => {
    let windows = 0;
    for (const g of GAMES) {
      const n = players(g);
      let asked: number[] = [];
      let discarder = -1;
      g.states.forEach((s, i) => {
        const v = truth(s);
        if (v.phase === 'claim') {
          const claim = v.claim as NonNullable<sb.View['claim']>;
          const opened = v.events.some((e) => e.type === 'discard');
          if (opened) {
            windows++;
            expect(asked).toEqual([]);
            asked = [];
            discarder = claim.discarder;
          }
          expect(claim.discarder).toBe(discarder);
          expect(v.current).toBe((discarder + 1 + asked.length) % n);
          asked.push(v.current as number);
        } else if (asked.length > 0) {
          // the window closed with this move: by a pon, or after the last answer
          const ponned = v.events.some((e) => e.type === 'claim' && e.kind === 'pon');
          if (!ponned) expect(asked.length).toBe(n - 1);
          else expect(g.moves[i - 1]?.type).toBe('pon');
          expect(v.events.some((e) => e.type === 'claim' || e.type === 'no-claim')).toBe(true);
          asked = [];
        }
      });
    }
    expect(windows).toBeGreaterThan(50);
  });

  test('a player’s view shows only their own hand, draws and answers; the rest equals the whole truth', () => {
    for (const g of GAMES.slice(0, 12)) {
      for (const s of g.states.filter((_, i) => i % 2 === 0)) {
        const whole = truth(s);
        const secret =
          whole.lastMove?.type === 'pass' ||
          (whole.lastMove?.type === 'chi' && !whole.events.some((e) => e.type === 'claim'));
        for (let p = 0; p < players(g); p++) {
          const v = sb.view(s, p);
          expect(v.player).toBe(p);
          expect(v.hands.map((h, q) => (q === p ? h : h === null))).toEqual(
            whole.hands.map((h, q) => (q === p ? h : true)),
          );
          expect(v.legalMoves).toEqual(p === whole.current ? whole.legalMoves : []);
          expect(v.lastMove).toEqual(secret && p !== whole.lastPlayer ? null : whole.lastMove);
          v.events.forEach((e, k) => {
            const w = whole.events[k] as sb.Event;
            if ('player' in e && e.player !== p && (e.type === 'draw' || e.type === 'answer')) {
              expect(e).toEqual({ type: e.type, player: e.player });
            } else expect(e).toEqual(w);
          });
          const { player: _a, hands: _b, legalMoves: _c, lastMove: _d, events: _e, ...rest } = v;
          const { player: _f, hands: _g, legalMoves: _h, lastMove: _i, events: _j, ...wholeRest } = whole;
          expect(rest).toEqual(wholeRest);
        }
      }
    }
  });

  test('views are the same in games that differ only in a card the viewer cannot see', () => {
    let compared = 0;
    for (const g of GAMES.filter((x) => x.options.decks !== undefined).slice(0, 10)) {
      const decks = g.mix.decks;
      const n = players(g);
      // the longest prefix inside round 1, before its stock is rebuilt (the stock is the deck's tail)
      const last = g.states.findIndex(
        (s) => truth(s).round > 1 || truth(s).over || truth(s).events.some((e) => e.type === 'restock'),
      );
      const end = last < 0 ? g.states.length - 1 : last - 1;
      const v = truth(g.states[end] as State);
      const rng = new Random(`hide-${compared}`);
      const q = rng.int(n);
      const deck = decks[0] as string[];
      const x = (v.hands[q] as string[])[rng.int((v.hands[q] as string[]).length)] as string;
      const stock = deck.slice(deck.length - v.stockSize);
      if (stock.length === 0) continue;
      const y = stock[rng.int(stock.length)] as string;
      const swapped = deck.map((c) => (c === x ? y : c === y ? x : c));
      // a joker stands for two identical cards: swap one only
      if (x === y) continue;
      let s = sb.createGame({ ...g.options, decks: [swapped, ...decks.slice(1)] } as sb.GameOptions);
      for (let i = 0; i <= end; i++) {
        for (let p = 0; p < n; p++) {
          if (p !== q) expect(canonical(sb.view(s, p))).toBe(canonical(sb.view(g.states[i] as State, p)));
        }
        compared++;
        if (i === end) break;
        try {
          s = sb.applyMove(s, g.moves[i] as Move);
        } catch {
          break; // the swapped card changed what q may do: the games part
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  test('a held chi and a pass look the same to everyone but the answerer', () => {
    let compared = 0;
    for (const g of GAMES) {
      if (players(g) < 3) continue;
      for (const s of g.states) {
        const v = truth(s);
        const chi = v.legalMoves.find((m) => m.type === 'chi');
        if (chi === undefined) continue;
        const held = sb.applyMove(s, chi);
        const passed = sb.applyMove(s, { type: 'pass' });
        for (let p = 0; p < players(g); p++) {
          if (p === v.current) continue;
          expect(canonical(sb.view(held, p))).toBe(canonical(sb.view(passed, p)));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});

/** Deep-freezes a value (iteratively), skipping what this helper froze before. */
const frozen = new WeakSet<object>();
function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const o = stack.pop();
    if (typeof o !== 'object' || o === null || frozen.has(o)) continue;
    frozen.add(o);
    Object.freeze(o);
    for (const key of Reflect.ownKeys(o)) stack.push((o as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** Everything observable of a state through the public functions. */
function behaviour(s: State, n: number): string {
  const views = [sb.view(s), ...Array.from({ length: n }, (_, p) => sb.view(s, p))];
  return canonical({ views, legal: sb.legalMoves(s), score: sb.score(s), record: sb.serialize(s) });
}

describe('states, records and inputs', () => {
  test('no input is mutated: deep-frozen options, states and moves work and stay the same', () => {
    for (const seed of ['frozen-0', 'frozen-1', 'frozen-2', 'frozen-3']) {
      const rng = new Random(seed);
      const mix = randomMix(rng, { rounds: 2 }, 0.3);
      const options = deepFreeze(structuredClone(mix.options));
      const before = canonical(options);
      let s = deepFreeze(sb.createGame(options as sb.GameOptions));
      while (!sb.view(s).over) {
        const move = deepFreeze(structuredClone(chooseMove(rng, sb.legalMoves(s), 'many-melds')));
        const snapshot = canonical(move);
        const record = sb.serialize(s);
        sb.isLegalMove(s, move);
        sb.score(s);
        sb.view(s, rng.int(mix.resolved.players));
        const next = deepFreeze(sb.applyMove(s, move));
        expect(canonical(move)).toBe(snapshot);
        expect(sb.serialize(s)).toBe(record);
        s = next;
      }
      expect(canonical(options)).toBe(before);
    }
  });

  test('the same seed and options give the same game', () => {
    for (const g of GAMES.filter((x) => x.options.decks === undefined).slice(0, 6)) {
      const again = sb.replay(g.options as sb.GameOptions, g.moves);
      expect(sb.serialize(again)).toBe(sb.serialize(g.states.at(-1) as State));
      expect(sb.serialize(sb.createGame(g.options as sb.GameOptions))).toBe(sb.serialize(g.states[0] as State));
    }
  });

  test('serialize / deserialize / replay round trip at every step', () => {
    for (const g of GAMES.slice(0, 10)) {
      const n = players(g);
      g.states.forEach((s, i) => {
        if (i % 10 !== 0 && i !== g.states.length - 1) return;
        const text = sb.serialize(s);
        const record = JSON.parse(text) as { options: Record<string, unknown>; decks: string[][]; moves: Move[] };
        expect(record.moves).toEqual(g.moves.slice(0, i));
        const back = sb.deserialize(text);
        expect(sb.serialize(back)).toBe(text);
        expect(behaviour(back, n)).toBe(behaviour(s, n));
        const replayed = sb.replay({ ...record.options, decks: record.decks } as sb.GameOptions, record.moves);
        expect(behaviour(replayed, n)).toBe(behaviour(s, n));
      });
    }
  });

  test('a record lists every deck dealt, then the given decks not yet dealt; other rounds come from the seed', () => {
    const decksOf = (st: State): sb.Card[][] => JSON.parse(sb.serialize(st)).decks as sb.Card[][];
    const toRound2 = (st: State): State => {
      let t = st;
      while (sb.view(t).round === 1) t = sb.applyMove(t, sb.legalMoves(t).at(-1) as Move);
      return t;
    };
    const seeded = sb.createGame({ seed: 5, rounds: 3, jokers: 1 });
    expect(decksOf(seeded)).toHaveLength(1);
    const [d1, d2] = decksOf(toRound2(seeded)) as [sb.Card[], sb.Card[]];
    expect(sortedCards(d1)).toBe(sortedCards(d2));
    expect(d1).toHaveLength(53);
    const x = [...d1].reverse();
    const y = [...d2].reverse();
    const givenOne = sb.createGame({ seed: 5, rounds: 3, jokers: 1, decks: [x] });
    expect(decksOf(givenOne)).toEqual([x]);
    expect(decksOf(toRound2(givenOne))).toEqual([x, d2]); // round 2: the seed's own deck
    expect(decksOf(sb.createGame({ seed: 5, rounds: 3, jokers: 1, decks: [x, y] }))).toEqual([x, y]);
    // given and not yet dealt, even when it happens to be the seed's own (discrepancy 2)
    const seedOwn = sb.createGame({ seed: 5, rounds: 3, jokers: 1, decks: [x, d2] });
    expect(decksOf(seedOwn)).toEqual([x, d2]);
    // and every such record serializes back to itself
    for (const st of [seeded, toRound2(seeded), givenOne, toRound2(givenOne), seedOwn, toRound2(seedOwn)]) {
      const text = sb.serialize(st);
      expect(sb.serialize(sb.deserialize(text))).toBe(text);
    }
  });

  test('structuredClone and JSON copies of states are accepted and behave identically', () => {
    for (const g of GAMES.slice(0, 8)) {
      const n = players(g);
      g.states.forEach((s, i) => {
        if (i % 15 !== 0) return;
        const move = sb.legalMoves(s)[0];
        for (const copy of [structuredClone(s), JSON.parse(JSON.stringify(s)) as State]) {
          expect(behaviour(copy, n)).toBe(behaviour(s, n));
          if (move !== undefined)
            expect(behaviour(sb.applyMove(copy, move), n)).toBe(behaviour(sb.applyMove(s, move), n));
        }
      });
    }
  });

  test('a state with one field tampered is refused with StateError by every function, or is, field for field, the state of its record', () => {
    const states = GAMES.slice(0, 6).flatMap((g) => [
      g.states[Math.floor(g.states.length / 2)] as State,
      g.states.at(-1) as State,
    ]);
    let refused = 0;
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.nat(), fc.nat(5), (i, pick, kind) => {
        const s = states[i] as State;
        const n = sb.view(s).handSizes.length;
        const copy = JSON.parse(JSON.stringify(s)) as State;
        const where = tamper(copy, pick, kind);
        if (where === null) return;
        let accepted: boolean;
        try {
          sb.view(copy);
          accepted = true;
        } catch (e) {
          expect(e).toBeInstanceOf(sb.StateError);
          accepted = false;
        }
        if (accepted) {
          // accepted: it must be exactly a state the library makes (that of its own record)
          const own = sb.deserialize(sb.serialize(copy));
          expect(behaviour(copy, n) === behaviour(own, n), `behaves as another game after ${where}`).toBe(true);
          expect(JSON.stringify(copy) === JSON.stringify(own), `accepted after tampering ${where}`).toBe(true);
          return;
        }
        refused++;
        const all = [
          () => sb.view(copy, 0),
          () => sb.legalMoves(copy),
          () => sb.score(copy),
          () => sb.serialize(copy),
          () => sb.applyMove(copy, { type: 'draw' }),
        ];
        for (const f of all) expect(f).toThrow(sb.StateError);
        expect(sb.isLegalMove(copy, { type: 'draw' })).toBe(false);
      }),
      { numRuns: 300, seed: 11 },
    );
    expect(refused).toBeGreaterThan(50);
  });
});

/**
 * Changes one field at any depth of `root` (picked by `pick`, changed as `kind` says); returns its
 * path, or null if there is none.
 */
function tamper(root: unknown, pick: number, kind: number): string | null {
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number; path: string }[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value: o, path } = stack.pop() as { value: unknown; path: string };
    if (typeof o !== 'object' || o === null) continue;
    for (const [key, value] of Object.entries(o)) {
      slots.push({
        parent: o as Record<string, unknown>,
        key: Array.isArray(o) ? Number(key) : key,
        path: `${path}.${key}`,
      });
      stack.push({ value, path: `${path}.${key}` });
    }
  }
  const slot = slots[pick % slots.length];
  if (slot === undefined) return null;
  const parent = slot.parent as Record<string | number, unknown>;
  const value = parent[slot.key];
  if (kind === 0) {
    if (Array.isArray(parent)) parent.splice(slot.key as number, 1);
    else delete parent[slot.key];
  } else if (typeof value === 'number') parent[slot.key] = kind === 1 ? value + 1 : kind === 2 ? -1 : value + 0.5;
  else if (typeof value === 'string') parent[slot.key] = kind === 1 ? 'JK' : kind === 2 ? '7S' : `${value}x`;
  else if (typeof value === 'boolean') parent[slot.key] = !value;
  else if (Array.isArray(value)) {
    if (value.length === 0) value.push(kind === 1 ? 'AS' : 0);
    else if (kind === 1) value.push(value[0]);
    else value.reverse();
  } else if (value === null) parent[slot.key] = kind === 1 ? 0 : 'x';
  else if (typeof value === 'object') (value as Record<string, unknown>).extra = kind;
  return `${slot.path} (change ${kind})`;
}

describe('garbage in', () => {
  test('every export throws only the library’s errors on garbage arguments, and isLegalMove never throws', () => {
    const s = GAMES[1]?.states[5] as State;
    const calls: ((x: unknown) => unknown)[] = [
      (x) => sb.createGame(x as sb.GameOptions),
      (x) => sb.view(x as State),
      (x) => sb.view(s, x as number),
      (x) => sb.legalMoves(x as State),
      (x) => sb.score(x as State),
      (x) => sb.serialize(x as State),
      (x) => sb.deserialize(x as string),
      (x) => sb.deserialize(JSON.stringify(x)),
      (x) => sb.replay(x as sb.GameOptions, []),
      (x) => sb.replay({ seed: 1 }, x as Move[]),
      (x) => sb.applyMove(x as State, { type: 'draw' }),
    ];
    fc.assert(
      fc.property(fc.nat(calls.length - 1), fc.anything({ withNullPrototype: true, withMap: true }), (i, x) => {
        try {
          (calls[i] as (x: unknown) => unknown)(x);
        } catch (e) {
          expect(e).toBeInstanceOf(sb.ShichinarabeError);
        }
        expect(typeof sb.isLegalMove(x as State, x as Move)).toBe('boolean');
      }),
      { numRuns: 600, seed: 3 },
    );
  });
});

describe('options (SPEC-seven-bridge §2)', () => {
  test('invalid options are refused with an OptionsError naming the option; the defaults always pass', () => {
    const deck = [...REF_CARDS];
    const bad: [Record<string, unknown>, string[]][] = [
      [{ colour: 'red' }, ['colour']],
      [{ players: 1 }, ['players']],
      [{ players: 7 }, ['players']],
      [{ players: 2.5 }, ['players']],
      [{ players: '4' }, ['players']],
      [{ rounds: 0 }, ['rounds']],
      [{ rounds: 101 }, ['rounds']],
      [{ jokers: 3 }, ['jokers']],
      [{ aces: 'high' }, ['aces']],
      [{ firstRoundClaims: 'yes' }, ['firstRoundClaims']],
      [{ discardToGoOut: 1 }, ['discardToGoOut']],
      [{ points: 'double' }, ['points']],
      [{ jokers: 1, jokerPoints: 10 }, ['jokerPoints']],
      [{ jokerPoints: 15 }, ['jokerPoints']],
      [{ jokerPenalty: true }, ['jokerPenalty']],
      [{ oneShotDouble: 'no' }, ['oneShotDouble']],
      [{ noSevenOrJokerFinish: true, discardToGoOut: false }, ['noSevenOrJokerFinish', 'discardToGoOut']],
      [{ stockOut: 'redeal' }, ['stockOut']],
      [{ firstPlayer: 4 }, ['firstPlayer']],
      [{ seed: {} }, ['seed']],
      [{ decks: [deck.slice(1)] }, ['decks']],
      [{ decks: [[...deck.slice(1), '2S']] }, ['decks']], // 2S twice, no AS
      [{ decks: [[...deck, 'JK']] }, ['decks']],
      [{ decks: [deck, deck] }, ['decks']],
      [{ decks: 'shuffled' }, ['decks']],
    ];
    for (const [options, names] of bad) {
      let error: unknown;
      try {
        sb.createGame(options as sb.GameOptions);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(options)).toBeInstanceOf(sb.OptionsError);
      // the option, or a path inside it ('decks[0]')
      const named = (error as sb.OptionsError).option;
      expect(
        names.some((n) => named === n || named.startsWith(`${n}[`) || named.startsWith(`${n}.`)),
        `${JSON.stringify(options).slice(0, 80)} named ${named}`,
      ).toBe(true);
    }
    const fine = [{}, { jokerPoints: 20 }, { jokerPenalty: false }, { jokers: 2, jokerPoints: 15, jokerPenalty: true }];
    for (const options of [...fine, { decks: [deck], rounds: 2 }, { players: 6, firstPlayer: 5 }]) {
      expect(() => sb.createGame(options as sb.GameOptions)).not.toThrow();
    }
  });
});
