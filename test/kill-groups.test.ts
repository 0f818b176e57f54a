/**
 * Kill (殺しの7並べ) deaths against a slow, independent brute force (SPEC §4 Death):
 *
 * (a) `deathsOnTable` on thousands of random tables, for maxGroup ∈ {1,2,3,4,6,9,12} ×
 *     threeWallGroups (× both death rules), against an enumeration of every rectangle of the
 *     4×13 grid plus the single-cell rule;
 * (b) `deathsAfterPlacing` on tables closed under death against brute(table + cell) − brute(table);
 * (c) random Kill games through the public API only: conservation, dead cards, closure under
 *     death, every death justified, kills + selfKills = credited deaths, extra turns, going out,
 *     and termination.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  type GameOptions,
  type GameState,
  type GameView,
  legalMoves,
  type Move,
  view,
} from '../src/index.js';
import { deathsAfterPlacing, deathsOnTable } from '../src/sevens/kill.js';
import type { Rules } from '../src/sevens/rules.js';
import { ALL_CARDS, cardAt, cellOfCard, render, sortCards } from './helpers/grid.js';

// --- the brute force (written independently of src/) ------------------------------------------

const ROWS = 4;
const COLUMNS = 13;
const CELLS = ROWS * COLUMNS;

/** A table: `on[row * 13 + column]` is true when that cell is on the table. */
type Table = readonly boolean[];

interface Rule {
  maxGroup: number;
  threeWallGroups: boolean;
  leftRight: boolean;
}

const inGrid = (r: number, c: number): boolean => r >= 0 && r < ROWS && c >= 0 && c < COLUMNS;
/** Wall (outside the grid) or on the table. */
const closed = (on: Table, r: number, c: number): boolean => !inGrid(r, c) || (on[r * COLUMNS + c] as boolean);

/** A rectangle of off-table cells closed all round (so exactly a component of off-table cells). */
interface Rectangle {
  cells: number[];
  area: number;
  walls: number;
}

/** Every rectangle [r0..r1] × [c0..c1] of the grid that is all off the table and closed all round. */
function closedRectangles(on: Table): Rectangle[] {
  const out: Rectangle[] = [];
  for (let r0 = 0; r0 < ROWS; r0++) {
    for (let r1 = r0; r1 < ROWS; r1++) {
      for (let c0 = 0; c0 < COLUMNS; c0++) {
        for (let c1 = c0; c1 < COLUMNS; c1++) {
          const cells: number[] = [];
          let off = true;
          for (let r = r0; r <= r1 && off; r++) {
            for (let c = c0; c <= c1 && off; c++) {
              if (on[r * COLUMNS + c]) off = false;
              else cells.push(r * COLUMNS + c);
            }
          }
          if (!off) continue;
          let shut = true;
          for (let c = c0; c <= c1; c++) shut &&= closed(on, r0 - 1, c) && closed(on, r1 + 1, c);
          for (let r = r0; r <= r1; r++) shut &&= closed(on, r, c0 - 1) && closed(on, r, c1 + 1);
          if (!shut) continue;
          const walls =
            (r0 === 0 ? 1 : 0) + (r1 === ROWS - 1 ? 1 : 0) + (c0 === 0 ? 1 : 0) + (c1 === COLUMNS - 1 ? 1 : 0);
          out.push({ cells, area: cells.length, walls });
        }
      }
    }
  }
  return out;
}

/** The precomputed facts of a table from which `bruteDeaths` answers for any rule. */
interface Facts {
  enclosed: number[];
  leftRight: number[];
  rectangles: Rectangle[];
}

function facts(on: Table): Facts {
  const enclosed: number[] = [];
  const leftRight: number[] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLUMNS; c++) {
      if (on[r * COLUMNS + c]) continue;
      const lr = closed(on, r, c - 1) && closed(on, r, c + 1);
      if (lr) leftRight.push(r * COLUMNS + c);
      if (lr && closed(on, r - 1, c) && closed(on, r + 1, c)) enclosed.push(r * COLUMNS + c);
    }
  }
  return { enclosed, leftRight, rectangles: closedRectangles(on) };
}

/** Every off-table cell that a death rule kills on this table (dead or not), as sorted indices. */
function bruteDeaths(f: Facts, rule: Rule): number[] {
  const dead = new Set<number>(rule.leftRight ? f.leftRight : f.enclosed);
  for (const rect of f.rectangles) {
    if (rect.area < 2 || rect.area > rule.maxGroup) continue;
    if (rect.walls > 3 || (rect.walls === 3 && !rule.threeWallGroups)) continue;
    for (const cell of rect.cells) dead.add(cell);
  }
  return [...dead].sort((a, b) => a - b);
}

// --- conversions: grid index (row*13+column) <-> engine cell (suit*16+rank) <-> card-set words ---

/** The card-set words (lo = S | H<<16, hi = D | C<<16) of a list of grid indices. */
function toWords(indices: Iterable<number>): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const i of indices) {
    const r = Math.floor(i / COLUMNS);
    const c = i % COLUMNS;
    const bit = 1 << (((r & 1) << 4) + c);
    if (r < 2) lo |= bit;
    else hi |= bit;
  }
  return [lo, hi];
}

/** The grid indices (sorted) of card-set words. */
function fromWords(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < ROWS; r++) {
    const word = r < 2 ? lo : hi;
    for (let c = 0; c < COLUMNS; c++) if ((word >>> (((r & 1) << 4) + c)) & 1) out.push(r * COLUMNS + c);
  }
  return out;
}

/** The engine's cell number of a grid index. */
const engineCell = (i: number): number => Math.floor(i / COLUMNS) * 16 + (i % COLUMNS);

const indicesOf = (on: Table): number[] => on.flatMap((v, i) => (v ? [i] : []));
const cardOf = (i: number): Card => ALL_CARDS[i] as Card;
const indexOfCard = (card: Card): number => {
  const [r, c] = cellOfCard(card);
  return r * COLUMNS + c;
};
const showTable = (on: Table, dead: readonly number[] = []): string =>
  render(indicesOf(on).map(cardOf), dead.map(cardOf));

const gameOf = (rule: Rule): Rules => rule as unknown as Rules;

describe('brute-force helpers (sanity)', () => {
  test('words round-trip and match the engine layout (cell = suit*16 + rank)', () => {
    const all = Array.from({ length: CELLS }, (_, i) => i);
    const [lo, hi] = toWords(all);
    expect(lo).toBe(0x1fff1fff);
    expect(hi).toBe(0x1fff1fff);
    expect(fromWords(lo, hi)).toEqual(all);
    expect(toWords([indexOfCard('7D')])).toEqual([0, 1 << 6]);
    expect(toWords([indexOfCard('KH')])).toEqual([1 << 28, 0]);
    expect(engineCell(indexOfCard('7D'))).toBe(2 * 16 + 6);
  });

  test('the brute force on hand-made tables', () => {
    const on = (cards: Card[]): boolean[] => {
      const t = new Array<boolean>(CELLS).fill(false);
      for (const c of cards) t[indexOfCard(c)] = true;
      return t;
    };
    const names = (t: boolean[], rule: Rule) => bruteDeaths(facts(t), rule).map(cardOf);
    const base: Rule = { maxGroup: 9, threeWallGroups: false, leftRight: false };
    expect(names(on([]), { ...base, maxGroup: 12, threeWallGroups: true })).toEqual([]);
    expect(names(on(['2S', 'AH']), base)).toEqual(['AS']);
    expect(names(on(['2S', '2H', '2D', '2C']), base)).toEqual([]);
    expect(names(on(['2S', '2H', '2D', '2C']), { ...base, threeWallGroups: true })).toEqual(['AS', 'AH', 'AD', 'AC']);
    expect(names(on(['2S', '2H', '2D', '2C']), { ...base, threeWallGroups: true, maxGroup: 3 })).toEqual([]);
    expect(names(on(['7H', '9H']), { ...base, leftRight: true })).toEqual(['8H']);
    // the full table minus one L: nothing
    expect(names(on(ALL_CARDS.filter((c) => !['2S', '3S', '2H'].includes(c))), base)).toEqual([]);
  });
});

// --- random tables -----------------------------------------------------------------------------

/** A small seeded PRNG (mulberry32) for the table generators. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random tables of four kinds, so that every rule fires often. */
function randomTable(rnd: () => number): boolean[] {
  const int = (n: number): number => Math.floor(rnd() * n);
  const kind = int(4);
  const t = new Array<boolean>(CELLS).fill(false);
  if (kind === 0) {
    // uniform density
    const p = rnd();
    for (let i = 0; i < CELLS; i++) t[i] = rnd() < p;
    return t;
  }
  // the full table minus some rectangles (often at an edge, sometimes full height)
  t.fill(true);
  const holes = 1 + int(kind === 1 ? 2 : 5);
  for (let k = 0; k < holes; k++) {
    const h = rnd() < 0.3 ? 4 : 1 + int(4);
    const w = 1 + int(rnd() < 0.5 ? 3 : 6);
    const r0 = int(ROWS - h + 1);
    const c0 = rnd() < 0.3 ? (rnd() < 0.5 ? 0 : COLUMNS - w) : int(COLUMNS - w + 1);
    for (let r = r0; r < r0 + h; r++) for (let c = c0; c < c0 + w; c++) t[r * COLUMNS + c] = false;
  }
  if (kind === 3) {
    // noise
    const flips = int(6);
    for (let k = 0; k < flips; k++) {
      const i = int(CELLS);
      t[i] = !t[i];
    }
  }
  return t;
}

const MAX_GROUPS = [1, 2, 3, 4, 6, 9, 12];
const RULES: Rule[] = MAX_GROUPS.flatMap((maxGroup) =>
  [false, true].flatMap((threeWallGroups) =>
    [false, true].map((leftRight) => ({ maxGroup, threeWallGroups, leftRight })),
  ),
);

const TABLES = 3000;

describe('(a) deathsOnTable against every rectangle of the grid', () => {
  test(`${TABLES} random tables × maxGroup ${MAX_GROUPS.join('/')} × threeWallGroups × death rule`, () => {
    const rnd = prng(20240531);
    const seen = { groupSizes: new Set<number>(), threeWall: 0, threeWallRejected: 0, enclosed: 0, leftRight: 0 };
    for (let n = 0; n < TABLES; n++) {
      const on = randomTable(rnd);
      const f = facts(on);
      const [tLo, tHi] = toWords(indicesOf(on));
      for (const rule of RULES) {
        const expected = bruteDeaths(f, rule);
        const [lo, hi] = deathsOnTable(gameOf(rule), tLo, tHi, 0, 0);
        const actual = fromWords(lo, hi);
        if (actual.join() !== expected.join()) {
          expect.fail(
            `deathsOnTable ${JSON.stringify(rule)}\n${showTable(on)}\nexpected ${expected.map(cardOf)}\nengine   ${actual.map(cardOf)}`,
          );
        }
      }
      for (const rect of f.rectangles) {
        if (rect.area >= 2 && rect.walls < 3) seen.groupSizes.add(rect.area);
        if (rect.area >= 2 && rect.area <= 12 && rect.walls === 3) seen.threeWall++;
      }
      seen.enclosed += f.enclosed.length;
      seen.leftRight += f.leftRight.length - f.enclosed.length;
    }
    // the generator reaches every kind of death
    for (const size of [2, 3, 4, 6, 8, 9, 12]) expect(seen.groupSizes).toContain(size);
    expect(seen.threeWall).toBeGreaterThan(50);
    expect(seen.enclosed).toBeGreaterThan(1000);
    expect(seen.leftRight).toBeGreaterThan(1000);
  });

  test('already-dead cells are never reported again', () => {
    const rnd = prng(7);
    for (let n = 0; n < 500; n++) {
      const on = randomTable(rnd);
      const [tLo, tHi] = toWords(indicesOf(on));
      const f = facts(on);
      for (const rule of RULES) {
        const all = deathsOnTable(gameOf(rule), tLo, tHi, 0, 0);
        // mark a random half of them dead already
        const dead = fromWords(all[0], all[1]).filter(() => rnd() < 0.5);
        const [dLo, dHi] = toWords(dead);
        const [lo, hi] = deathsOnTable(gameOf(rule), tLo, tHi, dLo, dHi);
        const expected = bruteDeaths(f, rule).filter((i) => !dead.includes(i));
        const actual = fromWords(lo, hi);
        if (actual.join() !== expected.join()) expect(actual, showTable(on, dead)).toEqual(expected);
      }
    }
  });
});

describe('(b) deathsAfterPlacing against brute(table + cell) − brute(table)', () => {
  test(`${TABLES} tables closed under death, several placements each, every rule`, () => {
    const rnd = prng(4649);
    let placements = 0;
    let withDeaths = 0;
    for (let n = 0; n < TABLES; n++) {
      const on = randomTable(rnd);
      const before = facts(on);
      const [tLo, tHi] = toWords(indicesOf(on));
      const offTable = on.flatMap((v, i) => (v ? [] : [i]));
      // a few random cells to place (the same cells for every rule)
      const picks = offTable.filter(() => rnd() < 4 / Math.max(4, offTable.length));
      const afterFacts = new Map(
        picks.map((cell) => {
          const t = [...on];
          t[cell] = true;
          return [cell, facts(t)] as const;
        }),
      );
      for (const rule of RULES) {
        const g = gameOf(rule);
        // close the table under death first (dead cells stay off the table)
        const [dLo, dHi] = deathsOnTable(g, tLo, tHi, 0, 0);
        const dead = fromWords(dLo, dHi);
        const deadBefore = bruteDeaths(before, rule);
        if (dead.join() !== deadBefore.join()) expect(dead.map(cardOf), showTable(on)).toEqual(deadBefore.map(cardOf));
        for (const cell of picks) {
          if (dead.includes(cell)) continue; // a dead card cannot be placed
          const ec = engineCell(cell);
          const lo1 = ec < 32 ? tLo | (1 << ec) : tLo;
          const hi1 = ec < 32 ? tHi : tHi | (1 << (ec - 32));
          const [lo, hi] = deathsAfterPlacing(g, lo1, hi1, dLo, dHi, ec);
          const actual = fromWords(lo, hi);
          const expected = bruteDeaths(afterFacts.get(cell) as Facts, rule).filter((i) => !deadBefore.includes(i));
          placements++;
          if (expected.length > 0) withDeaths++;
          if (actual.join() !== expected.join()) {
            const t = [...on];
            t[cell] = true;
            expect.fail(
              `deathsAfterPlacing ${JSON.stringify(rule)} placing ${cardOf(cell)}\nbefore:\n${showTable(on, dead)}\nafter:\n${showTable(t, dead)}\nexpected ${expected.map(cardOf)}\nengine   ${actual.map(cardOf)}`,
            );
          }
        }
      }
    }
    expect(placements).toBeGreaterThan(10_000);
    expect(withDeaths).toBeGreaterThan(2_000);
  });
});

// --- (c) random games through the public API -------------------------------------------------

interface GameSpec {
  options: GameOptions;
  moveSeed: number;
}

const gameSpec: fc.Arbitrary<GameSpec> = fc
  .record({
    players: fc.integer({ min: 2, max: 8 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    maxGroup: fc.integer({ min: 1, max: 12 }),
    threeWallGroups: fc.boolean(),
    extraTurn: fc.boolean(),
    death: fc.constantFrom('enclosed' as const, 'left-right' as const),
    diagonal: fc.constantFrom('always' as const, 'kill-only' as const),
    tiebreak: fc.constantFrom('kills' as const, 'finish' as const),
    start: fc.constantFrom('fan-tan' as const, 'sevens' as const),
    passLimit: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    freePass: fc.boolean(),
    tableDensity: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.7, noNaN: true })),
    moveSeed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  })
  .map((r) => {
    const rnd = prng(r.seed ^ 0x5bd1e995);
    const table = r.tableDensity > 0 ? ALL_CARDS.filter(() => rnd() < r.tableDensity) : [];
    // SPEC rev 4 settles the old gap (an initial table that kills 7♦ under 'fan-tan' left
    // `play 7D` the only legal move forever): the opening lapses, and such deals play on.
    const options: GameOptions = {
      variant: 'kill',
      players: r.players,
      seed: r.seed,
      start: r.start,
      passLimit: r.passLimit,
      freePass: r.passLimit !== null && r.freePass,
      kill: {
        maxGroup: r.maxGroup,
        threeWallGroups: r.threeWallGroups,
        extraTurn: r.extraTurn,
        death: r.death,
        // 'kill-only' with 'left-right' is an OptionsError (SPEC §2)
        diagonal: r.death === 'left-right' ? 'always' : r.diagonal,
        tiebreak: r.tiebreak,
      },
    };
    if (table.length > 0) options.table = table;
    return { options, moveSeed: r.moveSeed };
  });

const MOVE_BOUND = 5_000;

/** The brute-force deaths on the table of a view, as cards (dead or not). */
function deathsOn(table: readonly Card[], rule: Rule): Card[] {
  const on = new Array<boolean>(CELLS).fill(false);
  for (const c of table) on[indexOfCard(c)] = true;
  return bruteDeaths(facts(on), rule).map(cardOf);
}

/**
 * The legal moves of the player to move, from SPEC §4 Placement and §3/§4 Pass alone:
 * an 8-neighbour on the table, or a 7 under 'fan-tan' (after 7♦ is down or dead; before it only 7♦); under
 * 'kill-only' a card with no side neighbour on the table must kill (brute force); a pass when
 * nothing can be played, or with freePass while passes < passLimit.
 */
function expectedMoves(v: GameView, options: GameOptions, rule: Rule): Move[] {
  const p = v.current as number;
  const hand = v.hands[p] ?? [];
  const on = new Set(v.table);
  const dead = new Set(v.dead.flat());
  const fanTan = (options.start ?? 'fan-tan') === 'fan-tan';
  const killOnly = options.kill?.diagonal === 'kill-only';
  let plays: Card[];
  if (fanTan && !on.has('7D') && !dead.has('7D')) plays = hand.includes('7D') ? ['7D'] : [];
  else {
    plays = hand.filter((card) => {
      if (fanTan && card[0] === '7') return true;
      const [r, c] = cellOfCard(card);
      let side = false;
      let any = false;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          if ((dr === 0 && dc === 0) || !inGrid(r + dr, c + dc)) continue;
          if (on.has(cardAt(r + dr, c + dc))) {
            any = true;
            if (dr === 0 || dc === 0) side = true;
          }
        }
      }
      if (!any) return false;
      if (!killOnly || side) return true;
      return deathsOn([...v.table, card], rule).some((x) => !dead.has(x));
    });
  }
  const passes = v.passes[p] as number;
  const limit = options.passLimit ?? null;
  const pass = plays.length === 0 || (options.freePass === true && limit !== null && passes < limit);
  return [
    ...sortCards(plays).map((card): Move => ({ type: 'play', card })),
    ...(pass ? [{ type: 'pass' } as Move] : []),
  ];
}

const same = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** What the random games went through (to show the generator reaches every rule). */
interface Stats {
  moves: number;
  creationDeaths: number;
  credited: number;
  disqualifications: number;
  dqDeaths: number;
  extraTurns: number;
  waitingToGoOut: number;
  groupDeaths: number;
}
const newStats = (): Stats => ({
  moves: 0,
  creationDeaths: 0,
  credited: 0,
  disqualifications: 0,
  dqDeaths: 0,
  extraTurns: 0,
  waitingToGoOut: 0,
  groupDeaths: 0,
});

/** Plays one random game, checking the invariants after every move; adds to `stats`. */
function playAndCheck({ options, moveSeed }: GameSpec, stats: Stats = newStats()): void {
  const kill = options.kill ?? {};
  const rule: Rule = {
    maxGroup: kill.maxGroup ?? 9,
    threeWallGroups: kill.threeWallGroups ?? false,
    leftRight: kill.death === 'left-right',
  };
  const rnd = prng(moveSeed);
  let state: GameState = createGame(options);
  let v = view(state);
  const players = v.hands.length;
  const history: Move[] = [];
  // cheap assertions in the hot loop: expect.fail with the whole story only on a failure
  const must = (ok: boolean, what: string): void => {
    if (!ok) {
      expect.fail(
        `${what}\noptions ${JSON.stringify(options)}\nmoves ${JSON.stringify(history)}\n${render(v.table, v.dead.flat())}\nview ${JSON.stringify(v)}`,
      );
    }
  };

  /** Checks one state; returns the brute-force deaths of its table. */
  const checkState = (): Set<Card> => {
    const hands = v.hands.map((h) => h ?? []);
    must(
      same(sortCards([...hands.flat(), ...v.table, ...v.dead.flat()]), ALL_CARDS),
      'conservation: 52 cards exactly once',
    );
    must(
      same(
        v.handSizes,
        hands.map((h) => h.length),
      ),
      'handSizes = hands',
    );
    const dead = new Set(v.dead.flat());
    const due = deathsOn(v.table, rule);
    must(
      due.every((c) => dead.has(c)),
      `not closed under death: ${due.filter((c) => !dead.has(c))} alive`,
    );
    if (!v.over) {
      const current = v.current as number;
      must((v.handSizes[current] as number) > 0, 'the player to move has cards');
      must(!v.finished.includes(current) && !v.disqualified.includes(current), 'the player to move is playing');
      const hand = new Set(hands[current]);
      const moves = legalMoves(state);
      must(
        moves.every((m) => m.type !== 'play' || hand.has(m.card)),
        'legal plays use live cards of the hand',
      );
      const expected = expectedMoves(v, options, rule);
      must(
        JSON.stringify(moves) === JSON.stringify(expected),
        `legalMoves ${JSON.stringify(moves)}\nexpected   ${JSON.stringify(expected)}`,
      );
    } else {
      must(legalMoves(state).length === 0, 'no legal moves when over');
      must(new Set([...v.finished, ...v.disqualified]).size === players, 'over: everyone out or disqualified');
    }
    must(
      v.finished.every((p) => !v.disqualified.includes(p)),
      'nobody both out and disqualified',
    );
    return new Set(due);
  };

  // creation: the initial deaths are exactly those of the initial table, credited to nobody
  const initialTable =
    options.start === 'sevens'
      ? sortCards(new Set<Card>([...(options.table ?? []), '7S', '7H', '7D', '7C']))
      : sortCards(options.table ?? []);
  must(same(v.table, initialTable), 'initial table');
  must(same(sortCards(v.dead.flat()), deathsOn(initialTable, rule)), 'initial deaths = brute force');
  must(v.kills.every((k) => k === 0) && v.selfKills.every((k) => k === 0), 'creation deaths credited to nobody');
  checkState();
  stats.creationDeaths += v.dead.flat().length;
  let credited = 0;

  let moves = 0;
  while (!v.over) {
    must(moves < MOVE_BOUND, `game did not end within ${MOVE_BOUND} moves`);
    const before = v;
    const mover = before.current as number;
    const choices = legalMoves(state);
    must(choices.length > 0, 'a playing player has a legal move');
    const move = choices[Math.floor(rnd() * choices.length)] as Move;
    const deadBefore = new Set(before.dead.flat());
    must(move.type !== 'play' || !deadBefore.has(move.card), 'a dead card is offered as a move');
    state = applyMove(state, move);
    history.push(move);
    v = view(state);
    moves++;
    const justified = checkState();

    // dead piles only grow; every new death is justified by a rule on the table now, and lands
    // in the pile of the player who held the card
    must(
      before.dead.every((pile, p) => pile.every((c) => v.dead[p]?.includes(c))),
      'dead piles only grow',
    );
    const newDead = v.dead.flat().filter((c) => !deadBefore.has(c));
    must(
      newDead.every((c) => justified.has(c)),
      `died without a rule: ${newDead.filter((c) => !justified.has(c))}`,
    );
    must(
      v.dead.every((pile, p) => pile.every((c) => deadBefore.has(c) || before.hands[p]?.includes(c))),
      'a dead card goes to its holder',
    );

    const dq = v.disqualified.length > before.disqualified.length;
    // turn order (decisions.md): the mover goes out at once on emptying their own hand; an extra
    // turn after a kill; otherwise the turn goes left, and each playing player it reaches with an
    // empty hand goes out then, until one with cards (possibly the mover again) or none.
    {
      const finished = [...before.finished];
      if (move.type === 'play' && v.handSizes[mover] === 0) finished.push(mover);
      let current: number | null = null;
      if (kill.extraTurn && move.type === 'play' && newDead.length > 0 && !finished.includes(mover)) current = mover;
      else {
        for (let k = 1; k <= players; k++) {
          const q = (mover + k) % players;
          if (finished.includes(q) || v.disqualified.includes(q)) continue;
          if (v.handSizes[q] === 0) finished.push(q);
          else {
            current = q;
            break;
          }
        }
      }
      must(same(v.finished, finished), `finished ${v.finished}, expected ${finished}`);
      must(v.current === current, `current ${v.current}, expected ${current}`);
      must(v.over === (current === null), 'over iff nobody is left to move');
    }
    if (move.type === 'play') {
      must(v.table.includes(move.card), 'the played card is on the table');
      const own = new Set(before.hands[mover]);
      const selfKilled = newDead.filter((c) => own.has(c)).length;
      const killed = newDead.length - selfKilled;
      must(
        same(
          v.kills,
          before.kills.map((k, p) => k + (p === mover ? killed : 0)),
        ),
        'kills credit',
      );
      must(
        same(
          v.selfKills,
          before.selfKills.map((k, p) => k + (p === mover ? selfKilled : 0)),
        ),
        'selfKills credit',
      );
      credited += newDead.length;
      const out = v.finished.includes(mover);
      must(v.handSizes[mover] !== 0 || out, 'a mover who emptied their hand is out at once');
      if (kill.extraTurn && newDead.length > 0 && !out) {
        must(v.current === mover, 'extra turn after a kill');
        stats.extraTurns++;
      }
      // a death no single-cell rule explains is a group death
      if (newDead.length > 1) stats.groupDeaths++;
      const othersWithCards = Array.from({ length: players }, (_, p) => p).some(
        (p) => p !== mover && v.handSizes[p] !== 0 && !v.finished.includes(p) && !v.disqualified.includes(p),
      );
      if (!(kill.extraTurn && newDead.length > 0) && othersWithCards) {
        must(v.current !== mover, 'no extra turn without a kill (or without extraTurn)');
      }
    } else {
      must(same(v.kills, before.kills) && same(v.selfKills, before.selfKills), 'a pass credits nothing');
      must(v.passes[mover] === (before.passes[mover] as number) + 1, 'every pass counts');
      if (dq) {
        stats.disqualifications++;
        stats.dqDeaths += newDead.length;
        must(v.disqualified.at(-1) === mover, 'the passer is the one disqualified');
        must(
          (before.hands[mover] ?? []).every((c) => v.table.includes(c)),
          "the disqualified player's cards go to the table",
        );
      } else {
        must(newDead.length === 0, 'a plain pass kills nothing');
      }
    }
    // kills + selfKills = the deaths credited (not those at creation or after a disqualification)
    const sum = [...v.kills, ...v.selfKills].reduce((a, b) => a + b, 0);
    must(sum === credited, `sum of kills + selfKills ${sum} = credited deaths ${credited}`);
    if (v.handSizes.some((n, p) => n === 0 && !v.finished.includes(p) && !v.disqualified.includes(p))) {
      stats.waitingToGoOut++;
    }
  }
  stats.moves += moves;
  stats.credited += credited;
}

describe('(c) random Kill games: invariants after every move (public API + brute force)', () => {
  const RUNS = 300;
  test('conservation, dead cards, closure under death, justified deaths, credit, extra turns, termination', () => {
    let games = 0;
    const stats = newStats();
    fc.assert(
      fc.property(gameSpec, (spec) => {
        playAndCheck(spec, stats);
        games++;
      }),
      { numRuns: RUNS, seed: 1234567 },
    );
    expect(games).toBe(RUNS);
    // the games went through every kind of event
    expect(stats.moves).toBeGreaterThan(RUNS * 20);
    expect(stats.creationDeaths).toBeGreaterThan(50);
    expect(stats.credited).toBeGreaterThan(500);
    expect(stats.disqualifications).toBeGreaterThan(20);
    expect(stats.dqDeaths).toBeGreaterThan(5);
    expect(stats.extraTurns).toBeGreaterThan(50);
    expect(stats.waitingToGoOut).toBeGreaterThan(5);
    expect(stats.groupDeaths).toBeGreaterThan(20);
  });

  test('the same with fresh fast-check seeds', () => {
    fc.assert(
      fc.property(gameSpec, (spec) => {
        playAndCheck(spec);
      }),
      { numRuns: 60 },
    );
  });
});
