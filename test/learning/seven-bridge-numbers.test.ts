/**
 * Seven Bridge's meld numbers (meld-numbers.ts) and its action space: every number of the meld
 * catalogue names one meld and comes back from it; every meld a hand of up to 8 cards can lay down
 * (every set, every run of 3–8 places with the joker in each place, the 6-7 and 7-8 pairs, the
 * sevens) has a number; the action space's size under each joker option; and the bound of 20
 * melds a round is never passed in random games.
 */
import { describe, expect, test } from 'vitest';
import * as sb from '../../src/seven-bridge/index.js';
import { meldCards, meldNumber, meldNumbers } from '../../src/seven-bridge/meld-numbers.js';
import { eachMeld } from '../../src/seven-bridge/search.js';
import { JOKER } from '../../src/shared/cards.js';
import { ENTRIES, randomGames } from './games.js';

describe.each([
  [false, 305, 65, 228],
  [true, 1619, 195, 1412],
])('the meld numbers with jokers %s', (jokers, size, sets, runs) => {
  const m = meldNumbers(jokers);

  test('hold sets, runs, pairs and sevens in that order, as many as the learning guide says', () => {
    expect([m.size, m.sets, m.runs]).toEqual([size, sets, runs]);
  });

  test('every number names a meld that comes back to the same number', () => {
    for (let i = 0; i < m.size; i++) expect(meldNumber(m, meldCards(m, i))).toBe(i);
  });

  test('every meld of up to 8 cards that a hand can lay down has a number', () => {
    const all = new Set<number>();
    // the whole deck and a joker: every set and run (runs longer than 8 have none)
    eachMeld(0x1fff1fff, 0x1fff1fff, jokers ? 1 : 0, true, (cards) => {
      const n = meldNumber(m, cards);
      if (cards.length <= 8) {
        expect(n).toBeGreaterThanOrEqual(0);
        all.add(n);
      } else expect(n).toBe(-1);
    });
    expect(all.size).toBe(m.size);
  });

  test('cards that make no meld, or two jokers, have no number', () => {
    expect(meldNumber(m, [])).toBe(-1);
    expect(meldNumber(m, [JOKER, JOKER, 5])).toBe(-1);
    expect(meldNumber(m, [0, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(-1); // a run of 9
  });
});

test.each([
  ['without jokers', {}, 3772],
  ['with one joker', { jokers: 1 }, 6461],
  ['with two jokers', { jokers: 2, players: 6 }, 6461],
])('the action space %s has the size the learning guide gives', (_, options, n) => {
  expect(sb.actionCount(options)).toBe(n);
});

test('no round of random games holds more than 20 melds (the lay-off numbers cover meld ids 0–19)', () => {
  let most = 0;
  const entry = ENTRIES.find((e) => e.name === 'seven-bridge');
  for (const g of randomGames(12, 'meld-ids').filter((x) => x.entry === entry)) {
    for (const s of g.states) most = Math.max(most, sb.view(s as sb.GameState).melds.length);
  }
  expect(most).toBeGreaterThan(2);
  expect(most).toBeLessThanOrEqual(20);
});
