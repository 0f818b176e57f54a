/**
 * Seven Up / All Fours: states the library did not make (SPEC.md §5, §7). Untouched
 * `structuredClone` and JSON copies of real states behave exactly like the originals. A copy with
 * ONE thing changed at any depth (a value set to another, deleted, or a key added) is EITHER
 * refused by every function (`StateError`; `isLegalMove` false) OR accepted by every function and
 * then exactly the state its own record replays to (`deserialize(serialize(copy))`): same views
 * for everyone, score, record, legal moves and next state. Any other error, or half-accepting a
 * forgery, fails.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  deserialize,
  isLegalMove,
  legalMoves,
  Random,
  StateError,
  score,
  serialize,
  view,
} from '../../src/seven-up/index.js';

type State = ReturnType<typeof createGame>;
type Move = Parameters<typeof applyMove>[1];
type Key = string | number;

/** A real state: `moves` random moves (beg / run preferred half the time) into a seeded game. */
function playRandom(options: Record<string, unknown>, moves: number, seed: string): State {
  let s = createGame(options as never);
  const rng = new Random(seed);
  for (let i = 0; i < moves && legalMoves(s).length > 0; i++) {
    const legal = legalMoves(s);
    const special = legal.find((m) => m.type === 'beg' || m.type === 'run');
    s = applyMove(s, special !== undefined && rng.float() < 0.5 ? special : (legal[rng.int(legal.length)] as Move));
  }
  return s;
}

const BASES: [string, State][] = [
  ['new 4p', createGame({ seed: 1 })],
  ['3p after 5 moves', playRandom({ seed: 2, players: 3 }, 5, 'a')],
  ['2p after 30 moves', playRandom({ seed: 3, players: 2, target: 11 }, 30, 'b')],
  ['4p partners after 60 moves', playRandom({ seed: 4, partnerships: true, low: 'holder' }, 60, 'c')],
  ['2p over', playRandom({ seed: 5, players: 2, target: 1 }, 2000, 'd')],
  ['4p discarding', playRandom({ seed: 7, players: 4 }, 3, 'e')],
  ['3p gift', applyMove(createGame({ seed: 8, players: 3 }), { type: 'beg' })],
  ['over at creation', createGame({ seed: 4, target: 1 })],
];

/** Every path to a value (leaves and containers) and every container of a JSON-like value. */
function pathsOf(root: unknown): { values: Key[][]; containers: Key[][] } {
  const values: Key[][] = [];
  const containers: Key[][] = [];
  const walk = (node: unknown, path: Key[]): void => {
    if (typeof node !== 'object' || node === null) return;
    containers.push(path);
    const keys: Key[] = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const key of keys) {
      values.push([...path, key]);
      walk((node as Record<Key, unknown>)[key], [...path, key]);
    }
  };
  walk(root, []);
  return { values, containers };
}

/** The `index`-th path of the `area`-th group of paths, grouped by their first key (so every field is hit). */
function pick(paths: Key[][], area: number, index: number): Key[] {
  const groups = new Map<string, Key[][]>();
  for (const path of paths) {
    const key = String(path[0] ?? '');
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [path]);
    else group.push(path);
  }
  const group = [...groups.values()][area % groups.size] as Key[][];
  return group[index % group.length] as Key[];
}

const at = (root: unknown, path: Key[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], root);

const VALUES: ((old: unknown) => unknown)[] = [
  (old) => (typeof old === 'number' ? old + 1 : 1),
  (old) => (typeof old === 'number' ? old - 1 : -1),
  () => null,
  () => 'AS',
  (old) => (typeof old === 'string' ? `${old}x` : 'x'),
  (old) => (typeof old === 'boolean' ? !old : true),
  () => [],
  () => ({}),
  () => 0.5,
  () => undefined,
];

type Verdict = 'rejected' | 'same' | 'other game';

function rejects(f: () => unknown): boolean {
  try {
    f();
    return false;
  } catch (e) {
    if (e instanceof StateError) return true;
    throw new Error(`not a StateError: ${String(e)}`);
  }
}

/** Judges a changed copy: refused everywhere, or exactly its own record's state. */
function judge(copy: State, original: State, what: string): Verdict {
  let refused: boolean;
  try {
    refused = rejects(() => view(copy));
  } catch (e) {
    throw new Error(`${what}: ${String(e)}`);
  }
  const others = [
    () => legalMoves(copy),
    () => score(copy),
    () => serialize(copy),
    () => view(copy, 0),
    () => applyMove(copy, { type: 'stand' }),
  ];
  if (refused) {
    for (const f of others) {
      let r: boolean;
      try {
        r = rejects(f);
      } catch (e) {
        throw new Error(`${what}: ${String(e)}`);
      }
      expect(r, `${what}: refused by view, not by ${String(f)}`).toBe(true);
    }
    expect(isLegalMove(copy, { type: 'stand' }), what).toBe(false);
    return 'rejected';
  }
  const twin = deserialize(serialize(copy));
  const json = (x: unknown): string => JSON.stringify(x);
  const players = view(twin).hands.length;
  for (let p = -1; p < players; p++) {
    const a = p < 0 ? view(copy) : view(copy, p);
    const b = p < 0 ? view(twin) : view(twin, p);
    expect(json(a), `${what}: view ${p}`).toBe(json(b));
  }
  expect(json(score(copy)), what).toBe(json(score(twin)));
  expect(json(legalMoves(copy)), what).toBe(json(legalMoves(twin)));
  const first = legalMoves(twin)[0];
  if (first !== undefined) {
    expect(isLegalMove(copy, first), what).toBe(true);
    expect(serialize(applyMove(copy, first)), what).toBe(serialize(applyMove(twin, first)));
  }
  return serialize(copy) === serialize(original) ? 'same' : 'other game';
}

describe('states the library did not make', () => {
  test('the base states cover every phase, and a game over at creation', () => {
    expect(new Set(BASES.map(([, s]) => view(s).phase))).toEqual(new Set(['stand', 'gift', 'play', 'discard', 'over']));
    expect(view(BASES[BASES.length - 1]?.[1] as State).moveNumber).toBe(0);
  });

  test('untouched structuredClone and JSON copies behave exactly like the originals', () => {
    for (const [name, s] of BASES) {
      for (const copy of [structuredClone(s), JSON.parse(JSON.stringify(s)) as State]) {
        expect(judge(copy, s, name)).toBe('same');
        expect(JSON.stringify(view(copy))).toBe(JSON.stringify(view(s)));
      }
    }
  });

  test('a copy with one thing changed at any depth: StateError everywhere, or exactly a real state', () => {
    const tally: Record<Verdict, number> = { rejected: 0, same: 0, 'other game': 0 };
    fc.assert(
      fc.property(
        fc.nat({ max: BASES.length - 1 }),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        fc.nat({ max: VALUES.length }),
        (base, viaJson, area, index, change) => {
          const [name, original] = BASES[base] as [string, State];
          const copy: unknown = viaJson ? JSON.parse(JSON.stringify(original)) : structuredClone(original);
          const { values, containers } = pathsOf(copy);
          let what: string;
          if (change === VALUES.length) {
            const path = pick(containers, area, index);
            const node = at(copy, path) as Record<Key, unknown>;
            const key: Key = Array.isArray(node) ? node.length : 'extra';
            node[key] = 'AS';
            what = `${name}: add ${[...path, key].join('.')}`;
          } else {
            const path = pick(values, area, index);
            const parent = at(copy, path.slice(0, -1)) as Record<Key, unknown>;
            const key = path[path.length - 1] as Key;
            const old = parent[key];
            const value = (VALUES[change] as (old: unknown) => unknown)(old);
            if (value === undefined) delete parent[key];
            else parent[key] = value;
            what = `${name} (${viaJson ? 'JSON' : 'clone'}): ${path.join('.')} = ${JSON.stringify(value)} (was ${JSON.stringify(old)?.slice(0, 60)})`;
          }
          tally[judge(copy as State, original, what)]++;
        },
      ),
      { numRuns: 900, seed: 3 },
    );
    console.log(`seven-up forged states: ${JSON.stringify(tally)}`);
    expect(tally.rejected).toBeGreaterThan(100);
  });

  test('values that are not states at all are refused with StateError', () => {
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        ownKeys() {
          throw new Error('boom');
        },
      },
    );
    const cyclic: { [key: string]: unknown } = {};
    cyclic.game = cyclic;
    cyclic.before = cyclic;
    for (const bad of [null, undefined, 1, 'state', [], {}, { phase: 'play' }, new Map(), throwing, cyclic]) {
      expect(() => view(bad as unknown as State)).toThrow(StateError);
      expect(() => legalMoves(bad as unknown as State)).toThrow(StateError);
      expect(isLegalMove(bad as unknown as State, { type: 'stand' })).toBe(false);
    }
  });
});
