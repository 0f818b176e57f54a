/**
 * The learning interface's rewards (SPEC §9): 0 for every player until the game is over, then
 * `1 − 2 · (rank − 1) / (k − 1)` from the player's rank in `score`, k the number of sides (the
 * players, or 2 in Seven Up partnerships), shared ranks sharing a reward.
 */
import { describe, expect, test } from 'vitest';
import * as bridge from '../../src/seven-bridge/index.js';
import * as up from '../../src/seven-up/index.js';
import { ENTRIES, type Entry, play, playersOf, randomGames } from './games.js';

const GAMES = randomGames(8, 'rewards');

const sidesOf = (entry: Entry, state: unknown): number =>
  entry.name === 'seven-up' ? entry.view(state).sides.length : playersOf(entry, state);

describe.each(ENTRIES.map((e) => [e.name, e] as const))('%s', (name, entry) => {
  test('rewards are 0 until the game is over, then follow the ranks of the score', () => {
    let over = 0;
    for (const g of GAMES.filter((x) => x.entry.name === name)) {
      for (const s of g.states) {
        const r = entry.rewards(s);
        const n = playersOf(entry, s);
        expect(r).toHaveLength(n);
        if (!entry.view(s).over) {
          expect(r).toEqual(new Array(n).fill(0));
          continue;
        }
        over++;
        const k = sidesOf(entry, s);
        for (const { player, rank } of entry.score(s).standings)
          expect(r[player]).toBeCloseTo(1 - (2 * (rank - 1)) / (k - 1), 12);
        expect(Math.max(...r)).toBe(1);
        for (const x of r) expect(x >= -1 && x <= 1).toBe(true);
      }
    }
    expect(over).toBeGreaterThan(3);
  });
});

test.each([
  ['Seven Bridge: equal totals share a rank and its reward', 'seven-bridge'],
  ['Seven Up: both partners get their side’s reward, 1 or −1', 'seven-up'],
])('%s', (_, name) => {
  const entry = ENTRIES.find((e) => e.name === name) as Entry;
  let checked = 0;
  for (let i = 0; i < 40 && checked < 5; i++) {
    const options =
      name === 'seven-up'
        ? { partnerships: true, target: 3, seed: i }
        : { players: 4, seed: i, stockOut: 'void', rounds: 1 };
    const g = play(entry, options, `share-${i}`);
    const last = g.states.at(-1);
    const r = entry.rewards(last);
    if (name === 'seven-up') {
      const s = up.score(last as up.GameState);
      expect(r[0]).toBe(r[2]);
      expect(r[1]).toBe(r[3]);
      expect([r[0], r[1]].sort()).toEqual(s.standings[0]?.rank === s.standings.at(-1)?.rank ? [1, 1] : [-1, 1]);
      checked++;
    } else {
      const totals = bridge.score(last as bridge.GameState).totals;
      for (let p = 0; p < 4; p++) for (let q = 0; q < 4; q++) if (totals[p] === totals[q]) expect(r[p]).toBe(r[q]);
      if (new Set(totals).size < 4) checked++;
    }
  }
  expect(checked).toBeGreaterThan(0);
});
