/**
 * Property-based tests of the whole public API over random games: random valid options
 * (both variants, every option) × random deals × random legal play, checked after EVERY move.
 *
 * Per state: the deck is accounted for exactly once; `legalMoves` is sound, complete and in SPEC
 * order against a brute-force enumeration of every candidate move through `isLegalMove` AND
 * `applyMove`; no function mutates its (deep-frozen) input; `deserialize(serialize(s))`,
 * `structuredClone(s)` and a JSON round trip behave identically; score and views are consistent.
 * Per game: it ends within a bound, and `replay` of the same options and moves gives the same game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  deserialize,
  type GameOptions,
  type GameState,
  type GameView,
  IllegalMoveError,
  type IllegalMoveCode,
  isLegalMove,
  legalMoves,
  type Move,
  RANKS,
  Random,
  replay,
  SUITS,
  type Score,
  score,
  serialize,
  view,
} from '../src/index.js';
import { classicOptionsArb, gameOptionsArb, killOptionsArb, randomGameOptions } from './helpers/random-options.js';

/** The 52 cards in table order. */
const CARDS: Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));
const ORDER = new Map<Card, number>([...CARDS.map((c, i) => [c, i] as [Card, number]), ['JK', 52]]);
/** Every game must end within this many moves. */
const MAX_MOVES = 3000;
/** States per game (where the mover holds the joker) in which every joker pair is tried. */
const FULL_GRIDS = 2;

// --- Helpers ---------------------------------------------------------------------------------

const deepFrozen = new WeakSet<object>();
/**
 * Deep-freezes a value (iteratively: a state's move log is a long linked list). Objects already
 * deep-frozen by this helper are skipped, so re-freezing a state that shares its past is cheap.
 */
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

/** Runs `f` with cheap errors (no stack capture): the brute force throws thousands of them. */
function withoutStacks<T>(f: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return f();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** The code `applyMove` throws, or null when it does not throw (any other exception fails the test). */
function applyCode(s: GameState, move: Move): IllegalMoveCode | null {
  try {
    applyMove(s, move);
    return null;
  } catch (e) {
    if (!(e instanceof IllegalMoveError)) throw new Error(`applyMove(${JSON.stringify(move)}) threw ${String(e)}`);
    return e.code;
  }
}

/** A cheap assertion (vitest's expect is too slow for the hundreds of checks per state). */
function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

/** Deep equality of JSON-able values: a fast string comparison, falling back to expect for the diff. */
function eq(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, what).toEqual(expected);
}

const sortedInTableOrder = (cards: readonly Card[]): boolean =>
  cards.every((c, i) => i === 0 || (ORDER.get(cards[i - 1] as Card) as number) < (ORDER.get(c) as number));

interface Ctx {
  options: GameOptions;
  kill: boolean;
  hasJoker: boolean;
  /** The deal as the record states it (per player). */
  dealt: Set<Card>[];
  /** The joker has left the game (its holder was disqualified). */
  jokerGone: boolean;
  n: number;
  /** Picks the sampled joker candidates (separate from the move choice). */
  sampler: Random;
  /** Full joker grids tried so far in this game. */
  fullGrids: number;
}

// --- Per-state checks ------------------------------------------------------------------------

/** Every card exactly once: hands + table + dead piles = 52 (+ the joker in a hand unless gone). */
function checkDeck(v: GameView, ctx: Ctx): void {
  const seen = new Map<Card, number>();
  const add = (c: Card): void => {
    seen.set(c, (seen.get(c) ?? 0) + 1);
  };
  v.hands.forEach((hand, p) => {
    check(hand !== null, () => `hand ${p} is null in the whole truth`);
    const h = hand as Card[];
    check(h.length === v.handSizes[p], () => `handSizes[${p}] = ${v.handSizes[p]} but the hand has ${h.length}`);
    check(sortedInTableOrder(h), () => `hand ${p} not in table order: ${h}`);
    for (const c of h) {
      add(c);
      check(c === 'JK' || ctx.dealt[p]?.has(c) === true, () => `${c} in hand ${p} was not dealt to ${p}`);
    }
  });
  check(sortedInTableOrder(v.table), () => `table not in table order: ${v.table}`);
  for (const c of v.table) add(c);
  check(v.dead.length === ctx.n, () => `dead has ${v.dead.length} piles`);
  v.dead.forEach((pile, p) => {
    check(sortedInTableOrder(pile), () => `dead pile ${p} not in table order: ${pile}`);
    check(ctx.kill || pile.length === 0, () => `classic dead pile ${p}: ${pile}`);
    for (const c of pile) {
      add(c);
      check(ctx.dealt[p]?.has(c) === true, () => `dead ${c} of player ${p} was not dealt to ${p}`);
    }
  });
  check(!v.table.includes('JK'), () => 'the joker is on the table');
  check(!v.dead.flat().includes('JK'), () => 'the joker is dead');
  for (const c of CARDS) check(seen.get(c) === 1, () => `card ${c} is accounted for ${seen.get(c) ?? 0} times`);
  const jokers = seen.get('JK') ?? 0;
  const want = ctx.hasJoker && !ctx.jokerGone ? 1 : 0;
  check(jokers === want, () => `${jokers} jokers in hands, expected ${want}`);
  check(seen.size === 52 + jokers, () => `unexpected cards: ${[...seen.keys()].filter((c) => !ORDER.has(c))}`);
}

/**
 * Brute force: every candidate move (every card as a play, the joker as a play, every joker pair
 * card × next and card alone, the pass) through isLegalMove and applyMove. The legal ones, in
 * enumeration order (= SPEC order), must be exactly legalMoves; illegal ones give the right code.
 */
function checkLegalMoves(s: GameState, v: GameView, legal: Move[], ctx: Ctx, sampler: Random): void {
  const found: Move[] = [];
  const cur = v.current;
  const hand = new Set(cur === null ? [] : (v.hands[cur] as Card[]));
  const holdsJoker = hand.has('JK');
  const judge = (move: Move, expected: IllegalMoveCode): boolean => {
    const ok = isLegalMove(s, move);
    const code = applyCode(s, move);
    if (ok !== (code === null)) {
      throw new Error(`isLegalMove says ${ok} but applyMove gives ${code} for ${JSON.stringify(move)}`);
    }
    if (code !== null) {
      const want = cur === null ? 'game-over' : expected;
      if (code !== want) throw new Error(`${JSON.stringify(move)}: code ${code}, expected ${want}`);
    }
    return ok;
  };
  withoutStacks(() => {
    for (const card of CARDS) {
      const move: Move = { type: 'play', card };
      if (judge(move, hand.has(card) ? 'not-playable' : 'not-in-hand')) found.push(move);
    }
    if (judge({ type: 'play', card: 'JK' }, holdsJoker ? 'joker-not-allowed' : 'not-in-hand')) {
      found.push({ type: 'play', card: 'JK' });
    }
    // Joker candidates. Every pair card × next (and card alone, and the joker itself) in the
    // game's first FULL_GRIDS states where the mover holds the joker, and in the final state. In
    // the other states, to keep the run short: every card alone, with the joker, with itself and
    // with one random next card, plus random pairs; and, when the mover holds the joker, every
    // pair within a suit (the only pairs a bridge can use).
    const all = [...CARDS, 'JK' as Card];
    const full = cur === null || (holdsJoker && ctx.fullGrids++ < FULL_GRIDS);
    const extra = new Set<string>();
    if (!full) for (let i = 0; i < 20; i++) extra.add(`${sampler.int(53)},${sampler.int(53)}`);
    for (let x = 0; x < all.length; x++) {
      const card = all[x] as Card;
      const alone: Move = { type: 'joker', card };
      if (judge(alone, 'joker-not-allowed')) found.push(alone);
      const mate = sampler.int(53);
      for (let y = 0; y < all.length; y++) {
        const sameSuit = holdsJoker && x < 52 && y < 52 && Math.floor(x / 13) === Math.floor(y / 13);
        if (!full && !sameSuit && y !== x && y !== 52 && y !== mate && !extra.has(`${x},${y}`)) continue;
        const move: Move = { type: 'joker', card, next: all[y] as Card };
        if (judge(move, 'joker-not-allowed')) found.push(move);
      }
    }
    if (judge({ type: 'pass' }, 'pass-not-allowed')) found.push({ type: 'pass' });
  });
  eq(legal, found, 'legalMoves vs brute force');
  check(cur === null ? legal.length === 0 : legal.length > 0, () => `current ${cur} with ${legal.length} moves`);
  // A legal candidate built by the caller and the library's own move object do the same thing.
  for (const move of legal) {
    const mine = JSON.parse(JSON.stringify(move)) as Move;
    eq(view(applyMove(s, mine)), view(applyMove(s, move)), `a copy of ${JSON.stringify(move)}`);
  }
  // Kind-specific sanity.
  for (const m of legal) {
    if (m.type === 'joker') {
      check(ctx.hasJoker && holdsJoker, () => 'a joker move without the joker');
      check(!hand.has(m.card), () => `joker stands in the mover's own ${m.card}`);
      check(m.next === undefined || hand.has(m.next), () => `joker next ${m.next} not in hand`);
    }
    if (m.type === 'play') check(hand.has(m.card), () => `play of ${m.card} not in hand`);
  }
}

/** Score: ranks 1..n in order, chips, and statuses consistent with the view. */
function checkScore(sc: Score, v: GameView, ctx: Ctx): void {
  const n = ctx.n;
  const st = sc.standings;
  const show = (): string => JSON.stringify(sc);
  check(sc.over === v.over, () => `score.over ${sc.over} vs view.over ${v.over}`);
  check(st.length === n && st.every((r, i) => r.rank === i + 1), () => `ranks not 1..n in order: ${show()}`);
  const players = st.map((r) => r.player).sort((a, b) => a - b);
  check(
    players.every((p, i) => p === i),
    () => `players not a permutation: ${show()}`,
  );
  const chipSum = st.reduce((a, r) => a + r.chips, 0);
  if (ctx.kill)
    check(
      st.every((r) => r.chips === 0),
      () => `Kill chips not 0: ${show()}`,
    );
  else check(chipSum === 0, () => `chips sum to ${chipSum}: ${show()}`);
  for (const r of st) {
    const p = r.player;
    const out = v.finished.includes(p);
    const dq = v.disqualified.includes(p);
    const where = (): string => `player ${p}: ${JSON.stringify(r)} / view ${JSON.stringify(v)}`;
    check(!(out && dq), where);
    check(r.status === 'out' ? out : !out, where);
    check(r.status === 'disqualified' ? dq : !dq, where);
    check(!ctx.kill || r.status !== 'stuck', where);
    check(r.cardsLeft === (dq ? 0 : v.handSizes[p]), where);
    check(r.dead === v.dead[p]?.length, where);
    check(r.kills === v.kills[p] && r.selfKills === v.selfKills[p], where);
    check(r.status !== 'stuck' || JSON.stringify(v.hands[p]) === '["JK"]', where);
    check(v.current !== p || r.status === 'playing', where);
  }
  // Disqualified players rank last, the later disqualified higher.
  const dqOrder = st.filter((r) => r.status === 'disqualified').map((r) => r.player);
  eq(dqOrder, [...v.disqualified].reverse(), 'disqualified ranking');
  check(
    st.slice(n - dqOrder.length).every((r) => r.status === 'disqualified'),
    () => `disqualified not last: ${show()}`,
  );
  if (v.over) {
    const playing = st.filter((r) => r.status === 'playing').length;
    check(ctx.kill ? playing === 0 : playing <= 1, () => `${playing} still playing at the end: ${show()}`);
  }
}

/**
 * view(s, p) differs from view(s) only in `player`, hands (others null), legalMoves and (SPEC rev 4)
 * jokerHolder, which a player sees when they hold the joker and otherwise sees as the truth or null.
 */
function checkPlayerViews(s: GameState, v: GameView, ctx: Ctx): void {
  for (let p = 0; p < ctx.n; p++) {
    const mine = view(s, p);
    check(
      mine.jokerHolder === v.jokerHolder || (mine.jokerHolder === null && v.jokerHolder !== p),
      () => `view of player ${p}: jokerHolder ${mine.jokerHolder}, the truth ${v.jokerHolder}`,
    );
    eq(
      mine,
      {
        ...v,
        player: p,
        hands: v.hands.map((h, q) => (q === p ? h : null)),
        legalMoves: p === v.current ? v.legalMoves : [],
        jokerHolder: mine.jokerHolder,
      },
      `view of player ${p}`,
    );
  }
}

/** What a state shows through the API, as JSON text (for comparing states reached different ways). */
interface Face {
  view: string;
  players: string[];
  legalMoves: string;
  score: string;
  record: string;
}

function faceOf(s: GameState, n: number, withPlayers: boolean): Face {
  return {
    view: JSON.stringify(view(s)),
    players: withPlayers ? Array.from({ length: n }, (_, p) => JSON.stringify(view(s, p))) : [],
    legalMoves: JSON.stringify(legalMoves(s)),
    score: JSON.stringify(score(s)),
    record: serialize(s),
  };
}

/** The same state reached another way behaves identically (same views, legal moves, score, record). */
function checkSame(face: Face, b: GameState, n: number, what: string, withPlayers = true): void {
  const a = withPlayers ? face : { ...face, players: [] };
  const f = faceOf(b, n, withPlayers);
  if (JSON.stringify(f) !== JSON.stringify(a)) {
    const parse = (x: Face): unknown => ({
      view: JSON.parse(x.view),
      players: x.players.map((t) => JSON.parse(t)),
      legalMoves: JSON.parse(x.legalMoves),
      score: JSON.parse(x.score),
      record: JSON.parse(x.record),
    });
    expect(parse(f), what).toEqual(parse(a));
  }
}

/** All checks of one state; returns its copies (record round trip, structuredClone, JSON). */
function checkState(s: GameState, ctx: Ctx): GameState[] {
  deepFreeze(s);
  const before = JSON.stringify(s);
  const v = view(s);
  check(v.player === null && v.over === (v.current === null), () => `view header ${JSON.stringify(v)}`);
  checkDeck(v, ctx);
  const legal = legalMoves(s);
  eq(v.legalMoves, legal, 'view.legalMoves');
  checkLegalMoves(s, v, legal, ctx, ctx.sampler);
  checkPlayerViews(s, v, ctx);
  checkScore(score(s), v, ctx);
  const face = faceOf(s, ctx.n, true);
  const copies = [deserialize(face.record), structuredClone(s), JSON.parse(before) as GameState];
  checkSame(face, copies[0] as GameState, ctx.n, 'deserialize(serialize(s))');
  checkSame(face, copies[1] as GameState, ctx.n, 'structuredClone(s)', false);
  checkSame(face, copies[2] as GameState, ctx.n, 'JSON.parse(JSON.stringify(s))', false);
  check(JSON.stringify(s) === before, () => 'the state changed');
  return copies;
}

// --- Playing a game --------------------------------------------------------------------------

/** Counts of what the random games exercised (logged, and the common ones asserted). */
const EVENTS: Record<string, number> = {};
const tally = (event: string, by = 1): void => {
  EVENTS[event] = (EVENTS[event] ?? 0) + by;
};

/** Plays one random game with every check after every move. */
function playAndCheck(options: GameOptions, moveSeed: number): void {
  deepFreeze(options);
  const optionsText = JSON.stringify(options);
  const start = createGame(options);
  expect(serialize(createGame(options))).toBe(serialize(start)); // same seed + options ⇒ same deal
  const record = JSON.parse(serialize(start)) as { deal: { hands: Card[][] } };
  const kill = options.variant === 'kill';
  const ctx: Ctx = {
    options,
    kill,
    hasJoker: !kill && options.jokers === 1,
    dealt: record.deal.hands.map((h) => new Set(h)),
    jokerGone: false,
    n: record.deal.hands.length,
    sampler: new Random(`sampler-${moveSeed}`),
    fullGrids: 0,
  };
  const rng = new Random(moveSeed);
  const moves: Move[] = [];
  let s = start;
  let copies = checkState(s, ctx);
  while (!view(s).over) {
    if (moves.length >= MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves: ${serialize(s)}`);
    const before = view(s);
    const legal = legalMoves(s);
    const move = legal[rng.int(legal.length)] as Move;
    const next = applyMove(s, move);
    moves.push(move);
    const after = view(next);
    eq(after.lastMove, move, 'lastMove');
    // The same next move on every copy gives the same game.
    for (const c of copies) {
      const cn = applyMove(c, move);
      eq(view(cn), after, `view after ${JSON.stringify(move)} on a copy`);
      eq(serialize(cn), serialize(next), `record after ${JSON.stringify(move)} on a copy`);
    }
    checkTransition(before, after, move, ctx);
    const v = kill ? 'kill' : 'classic';
    tally(`${v} ${move.type}`);
    if (after.disqualified.length > before.disqualified.length) tally(`${v} disqualification`);
    if (kill) {
      const died = after.dead.flat().length - before.dead.flat().length;
      if (died > 0) tally(`kill deaths (${move.type})`, died);
      if (after.selfKills[before.current as number] !== before.selfKills[before.current as number]) tally('self-kill');
      if (died > 0 && move.type === 'play' && after.current === before.current) tally('kill extra turn');
    }
    s = next;
    copies = checkState(s, ctx);
  }
  // After the end every move is 'game-over' (checked by the brute force) and replay gives the same game.
  const replayed = replay(options, moves);
  checkSame(faceOf(s, ctx.n, true), replayed, ctx.n, 'replay(options, moves)');
  expect(JSON.stringify(options)).toBe(optionsText);
  tally('games');
  tally('moves', moves.length);
  tally(`${kill ? 'kill' : 'classic'} ${options.start ?? (kill ? 'fan-tan' : 'sevens')} games`);
  if (ctx.jokerGone) tally('joker left with a disqualified holder');
  const final = score(s);
  for (const r of final.standings) if (r.status === 'stuck') tally('stuck with the joker');
  if (view(createGame(options)).dead.flat().length > 0) tally('deaths on the initial table');
}

/** What one move changed, where it is easy to say. */
function checkTransition(before: GameView, after: GameView, move: Move, ctx: Ctx): void {
  const mover = before.current as number;
  const holderBefore = before.hands.findIndex((h) => h?.includes('JK'));
  const holderAfter = after.hands.findIndex((h) => h?.includes('JK'));
  if (ctx.hasJoker && !ctx.jokerGone && holderAfter < 0) {
    // The joker leaves the game only with a disqualified holder.
    check(
      move.type === 'pass' && holderBefore === mover && after.disqualified.includes(mover),
      () => `the joker vanished: ${JSON.stringify(move)} by ${mover}, holder ${holderBefore}`,
    );
    ctx.jokerGone = true;
  }
  const where = (): string => `${JSON.stringify(move)}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`;
  check(
    before.table.every((c) => after.table.includes(c)),
    () => `a card left the table: ${where()}`,
  );
  for (let p = 0; p < ctx.n; p++) {
    check(
      (before.dead[p] ?? []).every((c) => after.dead[p]?.includes(c)),
      () => `a dead card came back: ${where()}`,
    );
    const passed = move.type === 'pass' && p === mover ? 1 : 0;
    check(after.passes[p] === (before.passes[p] as number) + passed, () => `passes of ${p}: ${where()}`);
    check((after.kills[p] as number) >= (before.kills[p] as number), () => `kills of ${p} went down: ${where()}`);
    check((after.selfKills[p] as number) >= (before.selfKills[p] as number), () => `selfKills of ${p}: ${where()}`);
  }
  eq(after.finished.slice(0, before.finished.length), before.finished, 'finished only grows');
  eq(after.disqualified.slice(0, before.disqualified.length), before.disqualified, 'disqualified only grows');
  if (move.type === 'play') check(after.table.includes(move.card), () => `played card not on the table: ${where()}`);
  if (move.type === 'joker') {
    // The holder of the cell's card lays it and takes the joker.
    const holder = before.hands.findIndex((h) => h?.includes(move.card));
    check(holder >= 0 && holder !== mover, () => `joker cell's card held by ${holder}: ${where()}`);
    check(after.table.includes(move.card), () => `joker cell's card not laid: ${where()}`);
    check(move.next === undefined || after.table.includes(move.next), () => `next not laid: ${where()}`);
    check(holderAfter === holder, () => `the joker went to ${holderAfter}, not ${holder}: ${where()}`);
  }
  if (ctx.kill) {
    const killed = after.dead.flat().length - before.dead.flat().length;
    const credited =
      (after.kills[mover] as number) -
      (before.kills[mover] as number) +
      (after.selfKills[mover] as number) -
      (before.selfKills[mover] as number);
    // Deaths after a disqualification are credited to nobody.
    const want = move.type === 'play' ? killed : 0;
    check(credited === want, () => `credited ${credited} kills, expected ${want}: ${where()}`);
    const others = after.kills.reduce((a, k, p) => a + (p === mover ? 0 : k - (before.kills[p] as number)), 0);
    check(others === 0, () => `kills credited to a non-mover: ${where()}`);
  }
}

// --- The properties --------------------------------------------------------------------------

describe('random games: invariants after every move', () => {
  it('classic games (every option)', () => {
    fc.assert(
      fc.property(classicOptionsArb, fc.integer(), (options, moveSeed) => playAndCheck(options, moveSeed)),
      { numRuns: 70 },
    );
  });

  it('Kill games (every option)', () => {
    fc.assert(
      fc.property(killOptionsArb, fc.integer(), (options, moveSeed) => playAndCheck(options, moveSeed)),
      { numRuns: 60 },
    );
  });

  it('games from the seeded option generator and the mixed arbitrary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer(), (seed, moveSeed) =>
        playAndCheck(randomGameOptions(seed), moveSeed),
      ),
      { numRuns: 20 },
    );
    fc.assert(
      fc.property(gameOptionsArb, fc.integer(), (options, moveSeed) => playAndCheck(options, moveSeed)),
      { numRuns: 10 },
    );
  });

  it('the games exercised the rules (joker moves, disqualifications, deaths, self-kills)', () => {
    console.log('random games:', EVENTS);
    expect(EVENTS.games).toBe(160);
    for (const event of [
      'classic play',
      'classic pass',
      'classic joker',
      'classic disqualification',
      'kill play',
      'kill pass',
      'kill disqualification',
      'kill deaths (play)',
      'self-kill',
      'kill extra turn',
    ]) {
      expect(EVENTS[event] ?? 0, event).toBeGreaterThan(0);
    }
  });
});

describe('the test machinery itself', () => {
  it('deepFreeze makes a state unwritable (a write throws in strict mode)', () => {
    const s = deepFreeze(createGame({ seed: 1, jokers: 1 }));
    expect(() => {
      (s as unknown as { current: number }).current = 2;
    }).toThrow(TypeError);
    expect(() => {
      (s as unknown as { game: { players: number } }).game.players = 2;
    }).toThrow(TypeError);
    // Still fully usable.
    const m = legalMoves(s)[0] as Move;
    expect(() => applyMove(s, m)).not.toThrow();
  });

  it('the option generators give only valid options and cover every option value', () => {
    const seen = new Set<string>();
    const note = (o: GameOptions): void => {
      expect(() => createGame(o)).not.toThrow();
      seen.add(`variant=${o.variant ?? 'classic'}`);
      for (const [k, val] of Object.entries(o)) {
        if (k === 'seed') seen.add(`seed:${typeof val}`);
        else if (k === 'kill') for (const [kk, kv] of Object.entries(val as object)) seen.add(`kill.${kk}=${kv}`);
        else seen.add(`${o.variant ?? 'classic'}.${k}=${String(val)}`);
      }
      if (o.kill?.diagonal === 'kill-only') expect(o.kill.death).not.toBe('left-right');
      if (o.freePass === true) {
        expect(o.passLimit === undefined ? (o.variant === 'kill' ? null : 3) : o.passLimit).not.toBeNull();
      }
    };
    for (const o of fc.sample(gameOptionsArb, { numRuns: 1000, seed: 42 })) note(o);
    const fromArb = new Set(seen);
    seen.clear();
    for (let i = 0; i < 1000; i++) note(randomGameOptions(i));
    for (const set of [fromArb, seen]) {
      for (const v of ['classic', 'kill']) {
        for (let p = 2; p <= 8; p++) expect(set).toContain(`${v}.players=${p}`);
        for (const st of ['sevens', 'fan-tan']) expect(set).toContain(`${v}.start=${st}`);
        for (let f = 0; f <= 7; f++) expect(set).toContain(`${v}.firstPlayer=${f}`);
        for (const pl of [0, 1, 2, 3, 4, null]) expect(set).toContain(`${v}.passLimit=${pl}`);
        for (const fp of [true, false]) expect(set).toContain(`${v}.freePass=${fp}`);
      }
      for (const x of ['tunnel=true', 'tunnel=false', 'jokers=0', 'jokers=1', 'jokerPlay=bridge', 'jokerPlay=alone']) {
        expect(set).toContain(`classic.${x}`);
      }
      for (let g = 1; g <= 12; g++) expect(set).toContain(`kill.maxGroup=${g}`);
      for (const x of [
        'threeWallGroups=true',
        'threeWallGroups=false',
        'extraTurn=true',
        'extraTurn=false',
        'death=enclosed',
        'death=left-right',
        'diagonal=always',
        'diagonal=kill-only',
        'tiebreak=kills',
        'tiebreak=finish',
      ]) {
        expect(set).toContain(`kill.${x}`);
      }
      expect(set).toContain('seed:number');
      expect(set).toContain('seed:string');
    }
  });

  it('the seeded generator is deterministic', () => {
    for (let i = 0; i < 50; i++) expect(randomGameOptions(i)).toEqual(randomGameOptions(i));
    expect(randomGameOptions('x', 'kill').variant).toBe('kill');
  });
});
