/**
 * SPEC rev 4 §5 "States the library did not make": a state the library made is trusted; any other
 * object passed as a state (a `structuredClone`, an object parsed from JSON, a forgery) is checked in
 * full the first time it is seen, and is a `StateError` if it is not a state this library could
 * have made. A forged state never yields a corrupt view, score, record or next state.
 *
 * - Copies: an untouched `structuredClone` and a `JSON.parse(JSON.stringify(state))` copy of real
 *   states behave exactly like the originals.
 * - The property: take a real mid-game state, copy it, change ONE thing at any depth — any field of
 *   the state, of `game`, `game.options`, `game.deal`, any array element, anything along the
 *   `before` chain (earlier states and the history array), `lastMove` — to an arbitrary value
 *   (JSON values and a few values JSON cannot hold), or delete it, or add a key or an element.
 *   Then EITHER every function rejects it (`StateError`; `isLegalMove` false) OR it is accepted by
 *   every function and is exactly a state the library could have made: it behaves exactly like the
 *   library's own state for the record it serializes to (`deserialize(serialize(copy))`: view for
 *   the whole truth and each player, score, serialize, legalMoves, renderTable, isLegalMove, and the
 *   view and record after applyMove), and all its data but the shape of its history (`before`)
 *   equals that state's. When that record is the original's, it thus behaves exactly like the
 *   original. (A change can also give a genuine state of ANOTHER game: `passLimit` 3 → 4 or
 *   `kill.maxGroup` 4 → 5 when no move so far depended on it. The library could have made that
 *   state, so SPEC §5 requires accepting it — it must then be exactly that game's state.)
 *   Half-accepting a forgery — one function answering, another rejecting — fails.
 * - The first-use cost of a cloned 50-move state is measured and printed (never asserted).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  deserialize,
  type GameOptions,
  type GameState,
  isLegalMove,
  legalMoves,
  type Move,
  Random,
  renderTable,
  StateError,
  score,
  serialize,
  view,
} from '../src/index.js';

// --- Real states -----------------------------------------------------------------------------

/** Plays `moves` seeded random moves (some styles prefer passes or joker moves). */
function playRandom(options: GameOptions, moves: number, seed: string, passes = 0, jokers = 0): GameState {
  let state = createGame(options);
  const rng = new Random(seed);
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const pass = legal.find((m) => m.type === 'pass');
    const joker = legal.filter((m) => m.type === 'joker');
    let move = legal[rng.int(legal.length)] as Move;
    if (pass !== undefined && rng.float() < passes) move = pass;
    else if (joker.length > 0 && rng.float() < jokers) move = joker[rng.int(joker.length)] as Move;
    state = applyMove(state, move);
  }
  return state;
}

/** Real states of several kinds: a new game, mid-games before and past the 64-move cut of the history, a game over. */
const BASES: [string, GameState][] = [
  ['a new classic game with the joker', createGame({ seed: 7, jokers: 1 })],
  ['classic, jokers, 40 moves', playRandom({ seed: 0, jokers: 1, players: 4 }, 40, 'a', 0.2, 1)],
  [
    'classic, passes and a disqualification, 30 moves',
    playRandom({ seed: 3, players: 5, passLimit: 1, freePass: true, tunnel: true }, 30, 'b', 0.6),
  ],
  [
    'Kill, extra turns, 50 moves',
    playRandom({ variant: 'kill', seed: 4, players: 5, kill: { extraTurn: true, maxGroup: 4 } }, 50, 'c'),
  ],
  [
    'Kill, fan-tan with a set-up table, 35 moves',
    playRandom({ variant: 'kill', seed: 5, table: ['2S', 'KC'] }, 35, 'd'),
  ],
  [
    'classic, jokers and free passes, 90 moves (past the cut)',
    playRandom({ seed: 8, players: 4, jokers: 1, freePass: true, passLimit: 20 }, 90, 'f', 0.5, 0.5),
  ],
  ['a classic game played to the end', playRandom({ seed: 6, players: 3 }, 10_000, 'e')],
];

// --- Behaviour -------------------------------------------------------------------------------

/** What a call gave: its result as JSON, or its error's class (and code). */
function outcome(f: () => unknown): string {
  try {
    const result = f();
    return `= ${JSON.stringify(result)}`;
  } catch (error) {
    if (error instanceof StateError) return '! StateError';
    const e = error as { name?: unknown; code?: unknown };
    return `! ${String(e?.name)}${e?.code === undefined ? '' : ` ${String(e.code)}`}`;
  }
}

/** Everything observable of a state through the public functions, asked in a fixed order. */
function behaviour(state: GameState, players: number, probe: Move): Record<string, string> {
  const out: Record<string, string> = {};
  out.legalMoves = outcome(() => legalMoves(state));
  out.view = outcome(() => view(state));
  for (let p = 0; p < players; p++) out[`view(${p})`] = outcome(() => view(state, p));
  out.score = outcome(() => score(state));
  out.serialize = outcome(() => serialize(state));
  out.renderTable = outcome(() => renderTable(state));
  out.isLegalMove = outcome(() => isLegalMove(state, probe));
  out.applyMove = outcome(() => {
    const next = applyMove(state, probe);
    return { view: view(next), record: serialize(next) };
  });
  return out;
}

const playersOf = (state: GameState): number => view(state).hands.length;
/** The move to try: the first legal move, or a pass when the game is over. */
const probeOf = (state: GameState): Move => legalMoves(state)[0] ?? { type: 'pass' };

/** Strict equality of plain data (Object.is on primitives, the same own keys), skipping `skip` at the top. */
function firstDifference(a: unknown, b: unknown, path: string, skip?: string): string | null {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    // -0 and 0 are the same here: createGame({ jokers: -0 }) makes a state holding -0, so such a
    // state is one the library could have made, though its record says 0.
    return a === b || Object.is(a, b) ? null : `${path}: ${String(JSON.stringify(a))} vs ${String(JSON.stringify(b))}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const ka = Object.keys(a).filter((k) => k !== skip);
  const kb = Object.keys(b).filter((k) => k !== skip);
  if (ka.length !== kb.length || ka.some((k) => !Object.hasOwn(b, k))) return `${path}: keys [${ka}] vs [${kb}]`;
  for (const k of ka) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d !== null) return d;
  }
  return null;
}

type Verdict = 'rejected' | 'same' | 'other game';

/**
 * Judges a copy: rejected by every function, or accepted by every function and exactly the
 * library's state for its own record ('same' when that behaves as the original, else 'other game').
 */
function judge(copy: GameState, original: GameState, what: string): Verdict {
  const probe = probeOf(original);
  const players = playersOf(original);
  const mine = behaviour(copy, players, probe);
  const answered = Object.entries(mine).filter(([k, v]) =>
    k === 'isLegalMove' ? v !== '= false' : v !== '! StateError',
  );
  if (answered.length === 0) return 'rejected';
  const rejectedBy = Object.entries(mine).filter(([, v]) => v === '! StateError');
  if (rejectedBy.length > 0 || mine.serialize?.startsWith('=') !== true) {
    expect.fail(`${what}: half accepted: ${JSON.stringify(mine).slice(0, 1500)}`);
  }
  // Accepted: it must be exactly the state the library makes from the record it serializes to.
  const record = JSON.parse((mine.serialize as string).slice(2)) as string;
  let made: GameState;
  try {
    made = deserialize(record);
  } catch (error) {
    return expect.fail(`${what}: accepted, but its record is not a valid game record: ${String(error)}`);
  }
  const madePlayers = playersOf(made);
  const theirs = behaviour(made, madePlayers, probe);
  const mineAgain = behaviour(copy, madePlayers, probe);
  if (JSON.stringify(mineAgain) !== JSON.stringify(theirs)) {
    const diff = Object.keys(theirs)
      .filter((k) => mineAgain[k] !== theirs[k])
      .map((k) => `${k}: copy ${mineAgain[k]?.slice(0, 300)} | its record's state ${theirs[k]?.slice(0, 300)}`);
    expect.fail(`${what}: accepted, but it does not behave like the state of its own record:\n${diff.join('\n')}`);
  }
  const difference = firstDifference(copy, structuredClone(made), '$', 'before');
  if (difference !== null) {
    expect.fail(`${what}: accepted, but it is not the state of its own record: ${difference}`);
  }
  return JSON.stringify(mine) === JSON.stringify(behaviour(original, players, probe)) ? 'same' : 'other game';
}

describe('copies of real states behave exactly like the originals', () => {
  test.each(BASES)('%s: structuredClone and a JSON copy', (_, state) => {
    const clone = structuredClone(state);
    const json = JSON.parse(JSON.stringify(state)) as GameState;
    const players = playersOf(state);
    const probe = probeOf(state);
    const original = behaviour(state, players, probe);
    expect(original.view?.startsWith('=')).toBe(true);
    expect(behaviour(clone, players, probe)).toEqual(original);
    expect(behaviour(json, players, probe)).toEqual(original);
    // a copy of a copy, and the state made from a copy, too
    expect(behaviour(structuredClone(json), players, probe)).toEqual(original);
    if (legalMoves(state).length > 0) {
      const next = applyMove(clone, probe);
      const after = structuredClone(next);
      expect(view(after)).toEqual(view(applyMove(state, probe)));
    }
  });
});

// --- The mutation property -------------------------------------------------------------------

type Key = string | number;

/** Every path (list of keys) to a value inside `root`, each object visited once. */
function pathsOf(root: unknown): { values: Key[][]; containers: Key[][] } {
  const values: Key[][] = [];
  const containers: Key[][] = [[]];
  const seen = new Set<object>();
  const walk = (node: unknown, path: Key[]): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (path.length > 0) containers.push(path);
    const keys: Key[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const key of keys) {
      const child = [...path, key];
      values.push(child);
      walk((node as Record<Key, unknown>)[key], child);
    }
  };
  walk(root, []);
  return { values, containers };
}

const at = (root: unknown, path: Key[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], root);

/** A replacement value: arbitrary JSON, values JSON cannot hold, or a small change of the old value. */
const valueArb: fc.Arbitrary<(old: unknown) => unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((v) => () => v),
  fc
    .constantFrom<unknown>(
      undefined,
      null,
      Number.NaN,
      -0,
      Number.POSITIVE_INFINITY,
      2 ** 31,
      -1,
      1.5,
      '7D',
      'JK',
      [],
      {},
    )
    .map((v) => () => v),
  fc.integer({ min: -3, max: 3 }).map((d) => (old: unknown) => (typeof old === 'number' ? old + d : d)),
  fc.integer({ min: 0, max: 31 }).map((bit) => (old: unknown) => (typeof old === 'number' ? old ^ (1 << bit) : bit)),
  fc.constant((old: unknown) =>
    typeof old === 'number' ? String(old) : typeof old === 'string' ? old.toLowerCase() : old,
  ),
);

/**
 * One change. `area` picks where, evenly among the state's top-level keys (so that the long
 * `before` chain does not take most of the runs), then `path` / `container` picks a place there.
 */
type Mutation =
  | { kind: 'set'; area: number; path: number; value: (old: unknown) => unknown }
  | { kind: 'delete'; area: number; path: number }
  | { kind: 'add'; area: number; container: number; key: string; value: (old: unknown) => unknown };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('set' as const), area: fc.nat(), path: fc.nat(), value: valueArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), area: fc.nat(), path: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      area: fc.nat(),
      container: fc.nat(),
      key: fc.oneof(fc.constantFrom('extra', 'players', 'next', 'before', 'x'), fc.string({ maxLength: 4 })),
      value: valueArb,
    }),
  },
);

/** Picks the `index`-th path of the `area`-th group of paths (grouped by their first key). */
function pick(paths: Key[][], area: number, index: number): Key[] {
  const groups = new Map<string, Key[][]>();
  for (const path of paths) {
    const key = String(path[0] ?? '');
    groups.set(key, [...(groups.get(key) ?? []), path]);
  }
  const group = [...groups.values()][area % groups.size] as Key[][];
  return group[index % group.length] as Key[];
}

/** Applies a mutation to a copy; returns a description (for failure messages). */
function mutate(copy: unknown, m: Mutation): string {
  const { values, containers } = pathsOf(copy);
  if (m.kind === 'add') {
    const path = pick(containers, m.area, m.container);
    const node = at(copy, path) as Record<Key, unknown>;
    const key: Key = Array.isArray(node) ? node.length : m.key;
    const value = m.value(undefined);
    node[key] = value;
    return `add ${[...path, key].join('.')} = ${String(JSON.stringify(value))}`;
  }
  const path = pick(values, m.area, m.path);
  const parent = at(copy, path.slice(0, -1)) as Record<Key, unknown>;
  const key = path[path.length - 1] as Key;
  if (m.kind === 'delete') {
    if (Array.isArray(parent) && key === parent.length - 1) parent.pop();
    else delete parent[key];
    return `delete ${path.join('.')}`;
  }
  const old = parent[key];
  const value = m.value(old);
  parent[key] = value;
  return `set ${path.join('.')} = ${Object.is(value, -0) ? '-0' : String(JSON.stringify(value))} (was ${String(JSON.stringify(old)).slice(0, 60)})`;
}

describe('a copy with one thing changed at any depth: StateError everywhere, or exactly the original', () => {
  test('random single mutations of copies of real states', () => {
    const tally: Record<Verdict, number> = { rejected: 0, same: 0, 'other game': 0 };
    const where = new Map<string, number>();
    fc.assert(
      fc.property(fc.nat({ max: BASES.length - 1 }), fc.boolean(), mutationArb, (base, viaJson, mutation) => {
        const [name, original] = BASES[base] as [string, GameState];
        const copy: unknown = viaJson ? JSON.parse(JSON.stringify(original)) : structuredClone(original);
        const what = `${name} (${viaJson ? 'JSON copy' : 'structuredClone'}): ${mutate(copy, mutation)}`;
        const top = what.split(': ')[1]?.split(' ')[1]?.split('.')[0] ?? '?';
        where.set(top, (where.get(top) ?? 0) + 1);
        tally[judge(copy as GameState, original, what)]++;
      }),
      { numRuns: 1500, seed: 11 },
    );
    console.log(
      `forged states: ${tally.rejected} rejected everywhere, ${tally.same} behaved as the original, ` +
        `${tally['other game']} were exactly a state of another game; ` +
        `first keys mutated: ${[...where].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
    // Rejections and harmless changes must both occur (a change deep in the before chain, e.g. to
    // an earlier state's table, changes nothing observable).
    expect(tally.rejected).toBeGreaterThan(100);
    expect(tally.same).toBeGreaterThan(0);
  });

  test('each top-level field, game.options.*, game.deal.* and lastMove, changed one by one', () => {
    for (const [name, original] of BASES) {
      const { values } = pathsOf(structuredClone(original));
      const targets = values.filter(
        (p) =>
          p.length === 1 ||
          (p[0] === 'game' && p.length <= 3) ||
          (p[0] === 'lastMove' && p.length === 2) ||
          ((p[0] === 'tally' || p[0] === 'finished' || p[0] === 'disqualified') && p.length === 2),
      );
      for (const path of targets) {
        for (const change of [
          (old: unknown) => (typeof old === 'number' ? old + 1 : old === null ? 0 : null),
          (old: unknown) => (typeof old === 'string' ? `${old}x` : 'x'),
          () => undefined,
        ]) {
          const copy = structuredClone(original) as unknown;
          const parent = at(copy, path.slice(0, -1)) as Record<Key, unknown>;
          const key = path[path.length - 1] as Key;
          parent[key] = change(parent[key]);
          judge(copy as GameState, original, `${name}: ${path.join('.')} changed`);
        }
        const copy = structuredClone(original) as unknown;
        delete (at(copy, path.slice(0, -1)) as Record<Key, unknown>)[path[path.length - 1] as Key];
        judge(copy as GameState, original, `${name}: ${path.join('.')} deleted`);
      }
    }
  });
});

// A state the library made is trusted (SPEC §5, "States the library did not make"): it is an
// immutable value, and the library never writes to one (properties.test.ts uses deeply frozen
// states); writing into one in place, against its readonly type, is outside the contract and not
// checked — freezing every state would cost the game loop. Strangers (copies, forgeries) are
// checked in full: see above.

// --- First-use cost of a clone ---------------------------------------------------------------

describe('the first-use cost of a cloned 50-move state (measured, printed, not asserted)', () => {
  test('structuredClone of a 50-move state: first legalMoves (the check) vs later calls', () => {
    const states: [string, GameState][] = [
      ['classic 4p', playRandom({ seed: 21, jokers: 1, freePass: true, passLimit: 10 }, 50, 'm', 0.3)],
      ['Kill 4p', playRandom({ variant: 'kill', seed: 22, freePass: true, passLimit: 30 }, 50, 'n', 0.4)],
    ];
    const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const p90 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] as number;
    const fmt = (ms: number): string => `${(ms * 1000).toFixed(1)} µs`;
    for (const [name, state] of states) {
      expect(view(state).moveNumber).toBe(50);
      const clones = Array.from({ length: 220 }, () => structuredClone(state));
      const first: number[] = [];
      const later: number[] = [];
      const original: number[] = [];
      for (const [i, clone] of clones.entries()) {
        let t = performance.now();
        const moves = legalMoves(clone);
        first.push(performance.now() - t);
        t = performance.now();
        for (let k = 0; k < 100; k++) legalMoves(clone);
        later.push((performance.now() - t) / 100);
        t = performance.now();
        for (let k = 0; k < 100; k++) legalMoves(state);
        original.push((performance.now() - t) / 100);
        if (i === 0) expect(moves).toEqual(legalMoves(state));
      }
      // the first 20 rounds warm the JIT up and are left out
      const [f, l, o] = [first.slice(20), later.slice(20), original.slice(20)];
      let t = performance.now();
      for (let k = 0; k < 200; k++) structuredClone(state);
      const cloneCost = (performance.now() - t) / 200;
      t = performance.now();
      const size = JSON.stringify(state).length;
      console.log(
        `${name}, 50 moves: first legalMoves on a fresh structuredClone median ${fmt(median(f))} (p90 ${fmt(p90(f))}); ` +
          `later calls on the clone ${fmt(median(l))}; on the original ${fmt(median(o))}; ` +
          `structuredClone itself ${fmt(cloneCost)}; JSON size ${size} chars (200 clones after 20 warm-up)`,
      );
    }
  });
});
