/**
 * The legal-move list (SPEC §4 of Seven Up): every legal move exactly once, in a stable order, never
 * empty while the game goes on — checked against `isLegalMove` on every candidate move in random games.
 */
import { describe, expect, test } from 'vitest';
import { CELLS, cardName } from '../../src/shared/cards.js';
import {
  applyMove,
  createGame,
  type GameState,
  isLegalMove,
  legalMoves,
  type Move,
  Random,
  view,
} from '../../src/seven-up/index.js';

const CANDIDATES: Move[] = [
  { type: 'stand' },
  { type: 'beg' },
  { type: 'gift' },
  { type: 'run' },
  ...CELLS.map((c) => ({ type: 'discard' as const, card: cardName(c) })),
  ...CELLS.map((c) => ({ type: 'play' as const, card: cardName(c) })),
];

const key = (m: Move): string => ('card' in m ? `${m.type}:${m.card}` : m.type);

describe('legal moves', () => {
  const setups = [
    { players: 2 },
    { players: 3, dealer: 2 },
    { players: 4 },
    { players: 4, partnerships: true, low: 'holder' as const },
  ];
  for (const [i, setup] of setups.entries()) {
    test(`§4 every legal move exactly once, in the same order for the same state, never none while live (${JSON.stringify(setup)})`, () => {
      for (let seed = 0; seed < 6; seed++) {
        const rng = new Random(`${i}/${seed}`);
        let s: GameState = createGame({ ...setup, seed, target: 5 });
        for (;;) {
          const moves = legalMoves(s);
          const v = view(s);
          if (v.over) {
            expect(moves).toEqual([]);
            break;
          }
          expect(moves.length).toBeGreaterThan(0);
          expect(new Set(moves.map(key)).size).toBe(moves.length);
          expect(
            CANDIDATES.filter((m) => isLegalMove(s, m))
              .map(key)
              .sort(),
          ).toEqual(moves.map(key).sort());
          expect(legalMoves(s)).toEqual(moves);
          s = applyMove(s, moves[rng.int(moves.length)] as Move);
        }
      }
    });
  }
});
