/**
 * The machinery of the forged-state property (SPEC §5 "States the library did not make"), shared
 * by `forged-states.test.ts` and `forged-states-setup-tables.test.ts`:
 *
 * - {@link MIXES}: the option mixes of the property's real states, and {@link playRandom} to play them;
 * - {@link behaviour}: everything observable of a state through the public functions;
 * - {@link judge}: a copy is rejected by every function, or accepted by every function and exactly
 *   the library's state for the record it serializes to (half-accepting fails the test);
 * - {@link mutationArb} and {@link mutate}: one change at any depth of a copy (set, delete, add).
 * @module
 */
import fc from 'fast-check';
import { expect } from 'vitest';
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
} from '../../src/index.js';

// --- Real states -----------------------------------------------------------------------------

/**
 * Plays `moves` seeded random moves (some styles prefer passes or joker moves); `seen`, when
 * given, is told every state on the way, the first and the last included.
 */
export function playRandom(
  options: GameOptions,
  moves: number,
  seed: string,
  passes = 0,
  jokers = 0,
  seen?: (state: GameState) => void,
): GameState {
  let state = createGame(options);
  seen?.(state);
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
    seen?.(state);
  }
  return state;
}

/** An option mix of the property: options, and how many seeded random moves to play (`line` seeds them). */
export interface Mix {
  readonly name: string;
  readonly options: GameOptions;
  readonly moves: number;
  readonly line: string;
  /** How often a pass is preferred when legal (0–1). */
  readonly passes?: number;
  /** How often a joker move is preferred when legal (0–1). */
  readonly jokers?: number;
}

/** The option mixes of the property: a new game, mid-games before and past the 64-move cut of the history, a game over. */
export const MIXES: readonly Mix[] = [
  { name: 'a new classic game with the joker', options: { seed: 7, jokers: 1 }, moves: 0, line: '' },
  {
    name: 'classic, jokers, 40 moves',
    options: { seed: 0, jokers: 1, players: 4 },
    moves: 40,
    line: 'a',
    passes: 0.2,
    jokers: 1,
  },
  {
    name: 'classic, passes and a disqualification, 30 moves',
    options: { seed: 3, players: 5, passLimit: 1, freePass: true, tunnel: true },
    moves: 30,
    line: 'b',
    passes: 0.6,
  },
  {
    name: 'Kill, extra turns, 50 moves',
    options: { variant: 'kill', seed: 4, players: 5, kill: { extraTurn: true, maxGroup: 4 } },
    moves: 50,
    line: 'c',
  },
  {
    name: 'Kill, fan-tan with a set-up table, 35 moves',
    options: { variant: 'kill', seed: 5, table: ['2S', 'KC'] },
    moves: 35,
    line: 'd',
  },
  {
    name: 'classic, jokers and free passes, 90 moves (past the cut)',
    options: { seed: 8, players: 4, jokers: 1, freePass: true, passLimit: 20 },
    moves: 90,
    line: 'f',
    passes: 0.5,
    jokers: 0.5,
  },
  { name: 'a classic game played to the end', options: { seed: 6, players: 3 }, moves: 10_000, line: 'e' },
];

/** The state a mix gives (with other options, e.g. another table, when given); `seen` as in {@link playRandom}. */
export const playMix = (mix: Mix, options: GameOptions = mix.options, seen?: (state: GameState) => void): GameState =>
  playRandom(options, mix.moves, mix.line, mix.passes, mix.jokers, seen);

// --- Behaviour -------------------------------------------------------------------------------

/** What a call gave: its result as JSON, or its error's class (and code). */
export function outcome(f: () => unknown): string {
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
export function behaviour(state: GameState, players: number, probe: Move): Record<string, string> {
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

export const playersOf = (state: GameState): number => view(state).hands.length;
/** The move to try: the first legal move, or a pass when the game is over. */
export const probeOf = (state: GameState): Move => legalMoves(state)[0] ?? { type: 'pass' };

/** Strict equality of plain data (Object.is on primitives, the same own keys), skipping `skip` at the top. */
export function firstDifference(a: unknown, b: unknown, path: string, skip?: string): string | null {
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

export type Verdict = 'rejected' | 'same' | 'other game';

/**
 * Judges a copy: rejected by every function, or accepted by every function and exactly the
 * library's state for its own record ('same' when that behaves as the original, else 'other game').
 */
export function judge(copy: GameState, original: GameState, what: string): Verdict {
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

// --- The mutation property -------------------------------------------------------------------

export type Key = string | number;

/** Every path (list of keys) to a value inside `root`, each object visited once. */
export function pathsOf(root: unknown): { values: Key[][]; containers: Key[][] } {
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

export const at = (root: unknown, path: Key[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], root);

/** A replacement value: arbitrary JSON, values JSON cannot hold, or a small change of the old value. */
export const valueArb: fc.Arbitrary<(old: unknown) => unknown> = fc.oneof(
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
export type Mutation =
  | { kind: 'set'; area: number; path: number; value: (old: unknown) => unknown }
  | { kind: 'delete'; area: number; path: number }
  | { kind: 'add'; area: number; container: number; key: string; value: (old: unknown) => unknown };

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
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
export function pick(paths: Key[][], area: number, index: number): Key[] {
  const groups = new Map<string, Key[][]>();
  for (const path of paths) {
    const key = String(path[0] ?? '');
    groups.set(key, [...(groups.get(key) ?? []), path]);
  }
  const group = [...groups.values()][area % groups.size] as Key[][];
  return group[index % group.length] as Key[];
}

/** Applies a mutation to a copy; returns a description (for failure messages). */
export function mutate(copy: unknown, m: Mutation): string {
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
