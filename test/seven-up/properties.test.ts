/**
 * Seven Up / All Fours: properties of the library's engine over random games (fast-check options,
 * moves chosen by the library's `Random`), checked after every move:
 * - the 52 cards are all accounted for (hands, pack, turn-ups, discards, tricks);
 * - every listed move applies, and no other move does: malformed and illegal moves are refused with
 *   the right `IllegalMoveError` code and `isLegalMove` false, never another error;
 * - a live state always has a move; a player holding the suit led may play it or a trump only;
 * - points only grow, and the game ends exactly when a side reaches the target (at most 2 past it:
 *   a kick of 3 or a hanged jack from target − 1);
 * - views leak nothing hidden (other hands, the pack, others' discards);
 * - no input is mutated (everything deep-frozen);
 * - serialize / deserialize / replay round trips; structuredClone and JSON copies behave alike.
 * Also: the same seed gives the same game, and invalid options throw `OptionsError`.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  deserialize,
  IllegalMoveError,
  isLegalMove,
  legalMoves,
  OptionsError,
  Random,
  replay,
  StateError,
  ShichinarabeError,
  score,
  serialize,
  sevenUp,
  view,
} from '../../src/seven-up/index.js';
import { makeDeck, randomDecks } from './reference-decks.js';
import { ALL_CARDS, suitOf } from './reference.js';

type State = ReturnType<typeof createGame>;
type Move = Parameters<typeof applyMove>[1];
type View = ReturnType<typeof view>;

const deepFrozen = new WeakSet<object>();
function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const o = stack.pop();
    if ((typeof o !== 'object' && typeof o !== 'function') || o === null || deepFrozen.has(o)) continue;
    deepFrozen.add(o);
    Object.freeze(o);
    for (const key of Reflect.ownKeys(o)) stack.push((o as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

function withoutStacks<T>(f: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return f();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** The code applyMove throws (null when it applies); anything but an IllegalMoveError fails. */
function codeOf(s: State, move: unknown): string | null {
  try {
    applyMove(s, deepFreeze(move) as Move);
    return null;
  } catch (e) {
    if (!(e instanceof IllegalMoveError)) throw new Error(`applyMove(${JSON.stringify(move)}) threw ${String(e)}`);
    return e.code;
  }
}

function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}
const json = (x: unknown): string => JSON.stringify(x);
/** A move's JSON with its keys sorted (the engine may write them in any order). */
const canon = (m: object): string => JSON.stringify(m, Object.keys(m).sort());

/** A deck whose turn-ups while running are all spades, the first turn-up's suit, until the pack runs out. */
function redealDeck(players: number, dealer: number, direction: 'clockwise' | 'anticlockwise'): string[] {
  const step = 3 * players + 1;
  const rounds = Math.floor((51 - 6 * players) / step);
  const pack = Object.fromEntries(Array.from({ length: rounds }, (_, r) => [(r + 1) * step - 1, `${r + 3}S`]));
  return makeDeck({ players, dealer, direction, turnUp: '2S', pack });
}

interface PropOptions {
  players: number;
  partnerships: boolean;
  dealer: number;
  target: number;
  direction: 'clockwise' | 'anticlockwise';
  kick: 'jack' | 'trinidad';
  hangJack: boolean;
  giftMayWin: boolean;
  low: 'taker' | 'holder';
  seed: number | string;
  decks?: string[][];
}

const optionsArb: fc.Arbitrary<PropOptions> = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    partnerships: fc.boolean(),
    dealer: fc.nat({ max: 3 }),
    target: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(7, 11, 14)),
    direction: fc.constantFrom('clockwise' as const, 'anticlockwise' as const),
    kick: fc.constantFrom('jack' as const, 'trinidad' as const),
    hangJack: fc.boolean(),
    giftMayWin: fc.boolean(),
    low: fc.constantFrom('taker' as const, 'holder' as const),
    seed: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
    decks: fc.nat({ max: 3 }),
  })
  .map(({ decks, ...o }) => ({
    ...o,
    partnerships: o.players === 4 && o.partnerships,
    dealer: o.dealer % o.players,
    // some games with explicit decks for their first deals (deep-frozen with the options); with 3,
    // the first deck runs out of the pack if the dealer runs it (same-suit turn-ups to the end)
    ...(decks > 0
      ? {
          decks: [
            ...(decks === 3 ? [redealDeck(o.players, o.dealer % o.players, o.direction)] : []),
            ...randomDecks(json(o.seed), decks),
          ],
        }
      : {}),
  }));

/** Malformed moves: each must be refused with 'malformed' (or 'game-over' once over). */
const MALFORMED: unknown[] = [
  null,
  undefined,
  7,
  'stand',
  [],
  {},
  { type: 'pass' },
  { type: 'play' },
  { type: 'discard' },
  { type: 'PLAY', card: 'AS' },
  { type: 42 },
];

interface Discard {
  player: number;
  card: string;
}

/** Every per-state property; `discards` are those of the deal being played (from the truth's events). */
function checkState(s: State, before: View | null, discards: Discard[], heavy: boolean): View {
  const v = view(s);
  const n = v.hands.length;
  // cards conserved
  const seen = [
    ...v.hands.flatMap((h) => h ?? []),
    ...v.turnUps,
    ...discards.map((d) => d.card),
    ...v.trick.map((p) => p.card),
    ...v.tricks.flatMap((t) => t.plays.map((p) => p.card)),
  ];
  check(new Set(seen).size === seen.length, () => `a card twice: ${json(seen)}`);
  check(
    seen.every((c) => ALL_CARDS.includes(c)),
    () => `not a card in ${json(seen)}`,
  );
  check(seen.length + v.packSize === 52, () => `${seen.length} cards + pack ${v.packSize} ≠ 52`);
  check(json(v.handSizes) === json(v.hands.map((h) => h?.length)), () => 'handSizes');
  // live ⇔ a move; over ⇔ a side at the target
  const moves = legalMoves(s);
  check(v.over === (moves.length === 0) && v.over === (v.current === null), () => 'over / moves / current');
  const target = score(s).target;
  check(v.over === v.points.some((p) => p >= target), () => `over ${v.over} with points ${json(v.points)}`);
  check(
    v.points.filter((p) => p >= target).length <= 1 && v.points.every((p) => p <= target + 2),
    () => `points beyond the target: ${json(v.points)}`,
  );
  if (before !== null)
    check(
      v.points.every((p, i) => p >= (before.points[i] as number)),
      () => 'points fell',
    );
  // following: the suit led or a trump, only when held
  if (v.phase === 'play' && v.trick.length > 0) {
    const hand = v.hands[v.current as number] as string[];
    const led = suitOf(v.trick[0]?.card as string);
    const may = hand.some((c) => suitOf(c) === led)
      ? hand.filter((c) => suitOf(c) === led || suitOf(c) === v.trump)
      : hand;
    check(json(moves.map((m) => ('card' in m ? m.card : '')).sort()) === json([...may].sort()), () => 'following');
  }
  // views hide other hands, the pack and others' discards
  const deck = (JSON.parse(serialize(s)) as { decks: string[][] }).decks[v.deal - 1] as string[];
  const pack = deck.slice(52 - v.packSize);
  check(
    pack.every((c) => !seen.includes(c)),
    () => "the record's deck does not match the view",
  );
  for (let p = 0; p < n; p++) {
    const pv = view(s, p);
    const hidden = new Set([
      ...v.hands.flatMap((h, q) => (q === p ? [] : (h ?? []))),
      ...pack,
      ...discards.flatMap((d) => (d.player === p ? [] : [d.card])),
    ]);
    // events and lastMove may name cards of the deal just finished (public), now dealt again
    const { events, lastMove: _, ...rest } = pv;
    const text = json(rest);
    for (const c of hidden) check(!text.includes(`"${c}"`), () => `player ${p}'s view shows ${c}`);
    check(
      pv.hands.every((h, q) => (q === p) === (h !== null)),
      () => 'hands shown',
    );
    check(pv.legalMoves.length === 0 || pv.current === p, () => 'legalMoves off turn');
    for (const e of events) {
      if (e.type === 'discard') check((e.player === p) === 'card' in e, () => `discard event in ${p}'s view`);
    }
    if (pv.lastMove?.type === 'discard') check((pv.lastPlayer === p) === 'card' in pv.lastMove, () => 'lastMove');
    check(!text.includes('pack"'), () => 'a pack field');
  }
  if (!heavy) return v;
  // every listed move applies; every other candidate is refused with a code
  const listed = new Set(moves.map(canon));
  check(listed.size === moves.length, () => 'a move listed twice');
  const candidates: Move[] = [{ type: 'stand' }, { type: 'beg' }, { type: 'gift' }, { type: 'run' }];
  for (const card of ALL_CARDS) candidates.push({ type: 'discard', card } as Move, { type: 'play', card } as Move);
  withoutStacks(() => {
    for (const m of candidates) {
      const code = codeOf(s, m);
      check((code === null) === listed.has(canon(m)), () => `${json(m)}: listed ${listed.has(canon(m))}, code ${code}`);
      check(isLegalMove(s, m) === (code === null), () => `isLegalMove(${json(m)})`);
      if (code === null) continue;
      const hand = v.hands[v.current ?? 0] ?? [];
      const inHand = !('card' in m) || hand.includes(m.card);
      const type = m.type === 'beg' ? 'stand' : m.type === 'run' ? 'gift' : m.type;
      const allowed = v.over
        ? ['game-over']
        : type !== v.phase
          ? inHand
            ? ['wrong-phase']
            : ['wrong-phase', 'not-in-hand']
          : m.type === 'gift'
            ? ['gift-not-allowed']
            : inHand
              ? ['must-follow']
              : ['not-in-hand'];
      check(allowed.includes(code), () => `${json(m)} in ${v.phase}: code ${code}, expected ${json(allowed)}`);
    }
    for (const m of MALFORMED) {
      const code = codeOf(s, m);
      const allowed = v.over ? ['game-over', 'malformed'] : ['malformed'];
      check(allowed.includes(code ?? ''), () => `${json(m)}: ${code}`);
      check(isLegalMove(s, m as Move) === false, () => `isLegalMove(${json(m)})`);
    }
    for (const card of ['10H', 'JK', 'as', 7]) {
      const bad = { type: v.phase === 'discard' ? 'discard' : 'play', card };
      const code = codeOf(s, bad);
      const allowed = v.over
        ? ['game-over']
        : v.phase === bad.type
          ? ['unknown-card']
          : ['unknown-card', 'wrong-phase'];
      // a joker is canonical in the family but not a card of this game; a number is not a string
      if (card === 'JK' && !v.over) allowed.push('not-in-hand');
      if (card === 7 && !v.over) allowed.push('malformed');
      check(allowed.includes(code ?? ''), () => `${json(bad)} in ${v.phase}: ${code}`);
      check(isLegalMove(s, bad as Move) === false, () => `isLegalMove(${json(bad)})`);
    }
  });
  // extra fields of a move are ignored; records and views hold only the SPEC fields
  if (moves.length > 0) {
    const m = moves[0] as Move;
    const after = applyMove(s, { ...m, extra: 1, player: 99 } as unknown as Move);
    check(json(view(after)) === json(view(applyMove(s, m))), () => 'an extra field changed the move');
    check(!serialize(after).includes('extra'), () => 'an extra field in the record');
  }
  // round trips and copies
  const text = serialize(s);
  const back = deserialize(text);
  check(serialize(back) === text && json(view(back)) === json(v), () => 'deserialize(serialize(s))');
  const record = JSON.parse(text) as { options: Record<string, unknown>; decks: string[][]; moves: Move[] };
  const replayed = replay({ ...record.options, decks: record.decks } as never, record.moves);
  check(json(view(replayed)) === json(v) && json(score(replayed)) === json(score(s)), () => 'replay');
  for (const copy of [structuredClone(s), JSON.parse(json(s)) as State]) {
    check(json(view(copy)) === json(v) && json(legalMoves(copy)) === json(moves), () => 'a copy differs');
    check(json(score(copy)) === json(score(s)) && serialize(copy) === text, () => 'a copy scores differently');
    if (moves.length > 0) {
      const m = moves[moves.length - 1] as Move;
      check(json(view(applyMove(copy, m))) === json(view(applyMove(s, m))), () => 'a copy moves differently');
    }
  }
  return v;
}

/** Plays one random game, checking every state; returns what the game showed. */
function playGame(options: PropOptions, heavyEvery: number): Set<string> {
  const shown = new Set<string>();
  deepFreeze(options);
  let s = deepFreeze(createGame(options as never));
  const rng = new Random(`moves/${json(options.seed)}`);
  let discards: Discard[] = [];
  let v = checkState(s, null, discards, true);
  for (let step = 1; !v.over; step++) {
    check(step < 4000, () => 'no end');
    const moves = legalMoves(s);
    const beg = moves.find((m) => m.type === 'beg' || m.type === 'run');
    const m = beg !== undefined && rng.float() < 0.5 ? beg : (moves[rng.int(moves.length)] as Move);
    s = deepFreeze(applyMove(s, deepFreeze(m)));
    for (const e of view(s).events) {
      shown.add(e.type === 'award' || e.type === 'point' ? `${e.type}:${e.side === null ? 'none' : e.type}` : e.type);
      if (e.type === 'deal') discards = [];
      if (e.type === 'discard') discards.push({ player: e.player, card: e.card as string });
    }
    v = checkState(s, v, discards, step % heavyEvery === 0);
  }
  checkState(s, v, discards, true);
  return shown;
}

describe('properties of random games', () => {
  test('random options, random play: every property after every move', () => {
    const shown = new Set<string>();
    fc.assert(
      fc.property(optionsArb, (options) => {
        for (const e of playGame(options, 11)) shown.add(e);
      }),
      { numRuns: 40, seed: 7 },
    );
    for (const e of ['redeal', 'gift', 'run', 'discard', 'trick', 'award:award', 'award:none', 'over', 'point:point']) {
      expect(shown, e).toContain(e);
    }
  });
});

describe('hostile inputs', () => {
  const throwing = new Proxy(
    {},
    {
      get() {
        throw new Error('boom');
      },
      ownKeys() {
        throw new Error('boom');
      },
      getOwnPropertyDescriptor() {
        throw new Error('boom');
      },
      has() {
        throw new Error('boom');
      },
    },
  );
  const getter = Object.defineProperty({}, 'type', {
    get() {
      throw new Error('boom');
    },
    enumerable: true,
  });
  const cyclic: Record<string, unknown> = { type: 'play' };
  cyclic.card = cyclic;
  const hostile: unknown[] = [throwing, getter, cyclic, { type: 'play', card: { toString: () => 'AS' } }];
  const ours = (f: () => unknown): unknown => {
    try {
      return f();
    } catch (e) {
      expect(e, String(e)).toBeInstanceOf(ShichinarabeError);
      return e;
    }
  };

  test('moves, options, players, records and move lists that are not what they should be: only our errors', () => {
    const s = createGame({ seed: 3 });
    for (const bad of hostile) {
      expect(isLegalMove(s, bad as Move)).toBe(false);
      const e = ours(() => applyMove(s, bad as Move));
      expect(e).toBeInstanceOf(IllegalMoveError);
      expect(ours(() => createGame(bad as never))).toBeInstanceOf(OptionsError);
      ours(() => view(s, bad as number));
      ours(() => replay({ seed: 1 }, bad as Move[]));
      ours(() => replay(bad as never, []));
      expect(ours(() => deserialize(bad as string))).toBeInstanceOf(StateError);
    }
    for (const player of [-1, 4, 1.5, Number.NaN, '0', null]) ours(() => view(s, player as number));
    const huge = JSON.stringify({ ...JSON.parse(serialize(s)), moves: new Array(100_000).fill({ type: 'stand' }) });
    expect(ours(() => deserialize(huge))).toBeInstanceOf(StateError);
  });

  test('the engine object bundles the same functions under the name seven-up', () => {
    expect(sevenUp.name).toBe('seven-up');
    let a = sevenUp.createGame({ seed: 9, players: 3 });
    let b = createGame({ seed: 9, players: 3 });
    const rng = new Random(9);
    while (!sevenUp.view(a).over) {
      const moves = sevenUp.legalMoves(a);
      expect(moves).toEqual(legalMoves(b));
      const m = moves[rng.int(moves.length)] as Move;
      expect(sevenUp.isLegalMove(a, m)).toBe(true);
      a = sevenUp.applyMove(a, m);
      b = applyMove(b, m);
    }
    expect(sevenUp.score(a)).toEqual(score(b));
    expect(sevenUp.serialize(a)).toBe(serialize(b));
    expect(sevenUp.serialize(sevenUp.deserialize(serialize(b)))).toBe(serialize(b));
  });
});
