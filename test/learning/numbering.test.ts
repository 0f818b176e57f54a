/**
 * The learning interface's action numbers (SPEC §9) over random games of every game and random
 * option mixes: at every state, actionOf and moveOf are a bijection between the legal moves and
 * distinct numbers in [0, actionCount); legalActions are those numbers, ascending; a number names
 * one move in every state of every game of the same options (and a move one number); numbers that
 * are not legal now, or not numbers in range, are refused with IllegalMoveError.
 */
import { describe, expect, test } from 'vitest';
import { IllegalMoveError } from '../../src/index.js';
import { ENTRIES, mover, randomGames } from './games.js';

const GAMES = randomGames(10, 'numbering');

describe.each(ENTRIES.map((e) => [e.name, e] as const))('%s', (name, entry) => {
  const games = GAMES.filter((g) => g.entry.name === name);

  test('at every state, actionOf and moveOf are a bijection between the legal moves and distinct numbers in [0, N), and legalActions lists them ascending', () => {
    let checked = 0;
    for (const g of games) {
      const n = entry.actionCount(g.options);
      for (const s of g.states) {
        const moves = entry.legalMoves(s);
        const numbers = moves.map((m: unknown) => entry.actionOf(s, m));
        expect(new Set(numbers).size).toBe(moves.length);
        for (const a of numbers) expect(Number.isInteger(a) && a >= 0 && a < n).toBe(true);
        const sorted = [...numbers].sort((a, b) => a - b);
        expect(entry.legalActions(s)).toEqual(sorted);
        moves.forEach((m: unknown, i: number) => {
          expect(entry.moveOf(s, numbers[i])).toEqual(m);
        });
        checked += moves.length;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  test('a number names the same move in every state (and a move has one number) under the same action space', () => {
    // numbers are fixed by the options that shape the action space; group games by actionCount
    const byCount = new Map<number, { moveOf: Map<number, string>; numberOf: Map<string, number> }>();
    for (const g of games) {
      const n = entry.actionCount(g.options);
      const maps = byCount.get(n) ?? { moveOf: new Map(), numberOf: new Map() };
      byCount.set(n, maps);
      for (const s of g.states) {
        for (const a of entry.legalActions(s)) {
          const key = JSON.stringify(entry.moveOf(s, a));
          expect(maps.moveOf.get(a) ?? key).toBe(key);
          expect(maps.numberOf.get(key) ?? a).toBe(a);
          maps.moveOf.set(a, key);
          maps.numberOf.set(key, a);
        }
      }
    }
  });

  test('numbers that are not legal now, and anything but an integer in range, are refused with IllegalMoveError', () => {
    for (const g of games.slice(0, 4)) {
      const n = entry.actionCount(g.options);
      for (const s of g.states.filter((_, i) => i % 5 === 0)) {
        const legal = new Set(entry.legalActions(s));
        for (const a of [0, 1, 2, 51, 52, 53, 104, 107, n - 1, Math.floor(n / 2), Math.floor(n / 3)]) {
          if (legal.has(a) || a >= n) continue;
          expect(() => entry.moveOf(s, a)).toThrow(IllegalMoveError);
        }
        for (const bad of [-1, n, n + 1, 0.5, Number.NaN, '3', null, undefined, 2 ** 40]) {
          let error: unknown = null;
          try {
            entry.moveOf(s, bad);
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(IllegalMoveError);
          expect((error as IllegalMoveError).code).toBe('malformed');
        }
      }
    }
  });

  test('a move that is not legal now is refused by actionOf with applyMove’s error', () => {
    for (const g of games.slice(0, 3)) {
      for (let i = 0; i + 1 < g.states.length; i += 7) {
        const later = g.states[i + 1];
        for (const m of entry.legalMoves(g.states[i])) {
          let thrown: unknown = null;
          let applied: unknown = null;
          try {
            entry.actionOf(later, m);
          } catch (e) {
            thrown = e;
          }
          try {
            entry.applyMove(later, m);
          } catch (e) {
            applied = e;
          }
          expect(thrown === null).toBe(applied === null);
          if (thrown !== null) expect((thrown as IllegalMoveError).code).toBe((applied as IllegalMoveError).code);
        }
      }
    }
  });

  test('actionCount depends on the options alone, and the game over has no legal action', () => {
    for (const g of games) {
      expect(entry.actionCount(g.options)).toBe(entry.actionCount({ ...g.options, seed: 'another' }));
      const last = g.states.at(-1);
      if (entry.view(last).over) expect(entry.legalActions(last)).toEqual([]);
      expect(mover(entry, last)).toBeGreaterThanOrEqual(0);
    }
  });
});
