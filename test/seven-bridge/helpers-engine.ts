/**
 * Helpers of the Seven Bridge scenario tests: exact decks built from the hands and the stock a
 * scenario wants, and short ways to play moves and to expect an illegal one.
 */
import { expect } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  type GameOptions,
  type GameState,
  IllegalMoveError,
  type IllegalMoveCode,
  type Move,
  view,
} from '../../src/seven-bridge/index.js';

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';
/** The 52 cards in table order. */
export const ALL: Card[] = [...SUITS].flatMap((s) => [...RANKS].map((r) => `${r}${s}` as Card));

/**
 * A deck that deals `hands[p]` to player p (dealing one card at a time from `first`), then has
 * `stock` on top of the stock in that order, then every other card (table order, then jokers).
 */
export function deckFor(
  hands: readonly (readonly Card[])[],
  stock: readonly Card[] = [],
  first = 0,
  jokers = 0,
): Card[] {
  const n = hands.length;
  const deck: Card[] = [];
  for (let i = 0; i < 7 * n; i++) {
    const p = (first + i) % n;
    const card = hands[p]?.[Math.floor(i / n)];
    if (card === undefined) throw new Error(`hand ${p} needs 7 cards`);
    deck.push(card);
  }
  deck.push(...stock);
  const used = new Map<Card, number>();
  for (const c of deck) used.set(c, (used.get(c) ?? 0) + 1);
  for (const c of ALL) if (!used.has(c)) deck.push(c);
  for (let j = used.get('JK') ?? 0; j < jokers; j++) deck.push('JK');
  if (deck.length !== 52 + jokers) throw new Error(`deck of ${deck.length} cards: a card twice?`);
  return deck;
}

/** A game whose round 1 deals these hands and stock. */
export function gameWith(
  hands: readonly (readonly Card[])[],
  stock: readonly Card[] = [],
  options: GameOptions = {},
): GameState {
  const first = options.firstPlayer ?? 0;
  const jokers = options.jokers ?? 0;
  return createGame({ seed: 1, ...options, players: hands.length, decks: [deckFor(hands, stock, first, jokers)] });
}

/** Plays moves in turn. */
export function play(state: GameState, ...moves: Move[]): GameState {
  let s = state;
  for (const m of moves) s = applyMove(s, m);
  return s;
}

/** Expects a move to be refused with this code, the state unchanged. */
export function expectIllegal(state: GameState, move: unknown, code: IllegalMoveCode): void {
  const before = JSON.stringify(view(state));
  let caught: unknown;
  try {
    applyMove(state, move as Move);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(IllegalMoveError);
  expect((caught as IllegalMoveError).code).toBe(code);
  expect(JSON.stringify(view(state))).toBe(before);
}

export const draw: Move = { type: 'draw' };
export const pass: Move = { type: 'pass' };
export const discard = (card: Card): Move => ({ type: 'discard', card });
export const meld = (...cards: Card[]): Move => ({ type: 'meld', cards });
export const pon = (...cards: Card[]): Move => ({ type: 'pon', cards });
export const chi = (...cards: Card[]): Move => ({ type: 'chi', cards });
export const layoff = (id: number, card: Card, end?: 'low' | 'high'): Move =>
  end === undefined ? { type: 'layoff', meld: id, card } : { type: 'layoff', meld: id, card, end };

/** The whole truth of a state. */
export const truth = (s: GameState) => view(s);
