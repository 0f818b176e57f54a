import { describe, expect, it } from 'vitest';
import { RANKS, SUITS } from '../src/index.js';

describe('public card constants', () => {
  it('has the 13 ranks in table (column) order, A to K', () => {
    expect(RANKS).toHaveLength(13);
    expect([...RANKS]).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K']);
  });

  it('has the 4 suits in table (row) order: spades, hearts, diamonds, clubs', () => {
    expect(SUITS).toHaveLength(4);
    expect([...SUITS]).toEqual(['S', 'H', 'D', 'C']);
  });

  it('makes 52 distinct two-character cards', () => {
    const cards = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
    expect(new Set(cards).size).toBe(52);
    expect(cards.every((c) => c.length === 2)).toBe(true);
  });
});
