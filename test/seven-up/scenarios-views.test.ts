/**
 * What a view shows and hides (SPEC §4 of Seven Up), and records that go on exactly as the game would.
 */
import { describe, expect, test } from 'vitest';
import { CELLS, cardName } from '../../src/shared/cards.js';
import {
  applyMove,
  createGame,
  deserialize,
  type GameState,
  legalMoves,
  type Move,
  Random,
  serialize,
  view,
} from '../../src/seven-up/index.js';

/** The states of a random game. */
function states(seed: number, options: object): GameState[] {
  const rng = new Random(seed);
  const out = [createGame({ seed, ...options })];
  for (let s = out[0] as GameState, m = legalMoves(s); m.length > 0; m = legalMoves(s)) {
    s = applyMove(s, m[rng.int(m.length)] as Move);
    out.push(s);
  }
  return out;
}

const ALL = CELLS.map(cardName);

describe('views', () => {
  test('§4 a player’s view names only their own hand, the turn-ups, cards played and their own discards', () => {
    for (const seed of [1, 2, 3]) {
      const game = states(seed, { players: 4, partnerships: seed === 2 });
      const mine = new Set<string>(); // player 0's discards so far in the deal
      let deal = 1;
      for (const s of game) {
        const truth = view(s);
        if (truth.deal !== deal) {
          deal = truth.deal;
          mine.clear();
        }
        if (truth.lastPlayer === 0 && truth.lastMove?.type === 'discard' && 'card' in truth.lastMove) {
          mine.add(truth.lastMove.card);
        }
        const seen = view(s, 0);
        const text = JSON.stringify(seen);
        const allowed = new Set<string>([
          ...(seen.hands[0] ?? []),
          ...seen.turnUps,
          ...seen.trick.map((p) => p.card),
          ...seen.tricks.flatMap((t) => t.plays.map((p) => p.card)),
          ...mine,
        ]);
        // cards a move told in its events (a trick just completed, a finished deal's count)
        for (const e of seen.events) {
          if (e.type === 'play' || e.type === 'turn-up') allowed.add(e.card);
          if (e.type === 'trick') for (const c of e.cards) allowed.add(c);
          if (e.type === 'award' && e.card !== undefined) allowed.add(e.card);
        }
        for (const card of ALL) if (!allowed.has(card)) expect(text.includes(`"${card}"`)).toBe(false);
        expect(seen.hands.slice(1)).toEqual([null, null, null]);
        expect(seen.handSizes).toEqual(truth.handSizes);
        expect(seen.legalMoves).toEqual(seen.current === 0 ? truth.legalMoves : []);
      }
    }
  });

  test('§4 the whole truth shows every hand; view(state, null) is the whole truth', () => {
    const s = createGame({ seed: 4 });
    const v = view(s, null);
    expect(v.player).toBeNull();
    expect(v.hands.every((h) => h !== null && h.length === 6)).toBe(true);
    expect(v).toEqual(view(s));
    expect(v.lastMove).toBeNull();
    expect(v.lastPlayer).toBeNull();
    expect(v.moveNumber).toBe(0);
  });

  test('§4 lastPlayer and moveNumber follow the moves', () => {
    const game = states(5, { players: 3 });
    game.slice(1).forEach((s, i) => {
      const before = view(game[i] as GameState);
      expect(view(s).lastPlayer).toBe(before.current);
      expect(view(s).moveNumber).toBe(i + 1);
    });
  });
});

describe('records', () => {
  test('§4 a deserialized game goes on exactly as the original would (seeded decks, redeals and all)', () => {
    const game = states(6, { players: 2, target: 11 });
    const rng = new Random(99);
    for (const at of [0, 10, 40, game.length - 1]) {
      const s = game[at] as GameState;
      let a = s;
      let b = deserialize(serialize(s));
      for (let i = 0; i < 60; i++) {
        const m = legalMoves(a);
        expect(legalMoves(b)).toEqual(m);
        if (m.length === 0) break;
        const move = m[rng.int(m.length)] as Move;
        a = applyMove(a, move);
        b = applyMove(b, move);
      }
      expect(serialize(b)).toBe(serialize(a));
    }
  });
});
