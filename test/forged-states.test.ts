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
import { applyMove, type GameState, legalMoves, view } from '../src/index.js';
import {
  at,
  behaviour,
  judge,
  type Key,
  MIXES,
  mutate,
  mutationArb,
  pathsOf,
  playersOf,
  playMix,
  playRandom,
  probeOf,
  type Verdict,
} from './helpers/forgery.js';

// --- Real states -----------------------------------------------------------------------------

/** Real states of several kinds: a new game, mid-games before and past the 64-move cut of the history, a game over. */
const BASES: [string, GameState][] = MIXES.map((mix) => [mix.name, playMix(mix)]);

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
