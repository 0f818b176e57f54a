/**
 * Helpers for the engine's scenario tests: decks built so that a deal holds exactly the hands and
 * turn-ups a test names, and moves written as short strings.
 */
import { CELLS, cardName } from '../../src/shared/cards.js';
import { applyMove, type Card, createGame, type GameState, type Move } from '../../src/seven-up/index.js';

/** What a deal should hold: each player's six cards, the turn-up, and each run of the pack. */
export interface DealSpec {
  players: number;
  /** The deal's dealer (default 0). */
  dealer?: number;
  /** The game's direction (default clockwise): anticlockwise the eldest is the dealer's right. */
  direction?: 'clockwise' | 'anticlockwise';
  /** Player p's cards (up to 6; the rest are filled from the cards not named). */
  hands: readonly (readonly string[])[];
  /** The first turn-up. */
  turnUp: string;
  /** Each run of the pack: player p's three more cards (up to 3) and the new turn-up. */
  runs?: readonly { hands?: readonly (readonly string[])[]; turnUp: string }[];
  /** Cards to place first in the slots left over (in deck order), before the others in table order. */
  rest?: readonly string[];
}

/** A deck (a permutation of the 52 cards) that deals exactly `spec`. */
export function deckOf(spec: DealSpec): Card[] {
  const n = spec.players;
  const anticlockwise = spec.direction === 'anticlockwise';
  const eldest = ((spec.dealer ?? 0) + (anticlockwise ? n - 1 : 1)) % n;
  const slots: (string | undefined)[] = new Array(52).fill(undefined);
  const place = (at: number, card: string): void => {
    if (slots[at] !== undefined) throw new Error(`slot ${at} twice`);
    if (slots.includes(card)) throw new Error(`${card} twice`);
    slots[at] = card;
  };
  // how many places after the eldest player p is served (deck[i] goes to eldest ± i)
  const seat = (p: number): number => (anticlockwise ? eldest - p + n : p - eldest + n) % n;
  spec.hands.forEach((hand, p) => {
    hand.forEach((card, j) => {
      place(j * n + seat(p), card);
    });
  });
  place(6 * n, spec.turnUp);
  (spec.runs ?? []).forEach((r, k) => {
    const base = 6 * n + 1 + k * (3 * n + 1);
    (r.hands ?? []).forEach((hand, p) => {
      hand.forEach((card, j) => {
        place(base + j * n + seat(p), card);
      });
    });
    place(base + 3 * n, r.turnUp);
  });
  const left = [...(spec.rest ?? []), ...CELLS.map(cardName)].filter((c) => !slots.includes(c));
  const unique = [...new Set(left)];
  for (let i = 0; i < 52; i++) if (slots[i] === undefined) slots[i] = unique.shift();
  return slots as Card[];
}

/** A move from a short string: 'stand', 'beg', 'gift', 'run', 'd:5H' (discard), '5H' (play). */
export function moveOf(text: string): Move {
  if (text === 'stand' || text === 'beg' || text === 'gift' || text === 'run') return { type: text };
  if (text.startsWith('d:')) return { type: 'discard', card: text.slice(2) as Card };
  return { type: 'play', card: text as Card };
}

/** Plays moves written as short strings. */
export function playMoves(state: GameState, moves: readonly string[]): GameState {
  let s = state;
  for (const m of moves) s = applyMove(s, moveOf(m));
  return s;
}

/** A plain deal for the decks after the ones a test cares about: no jack turned up. */
export const quietDeck = (players: number, dealer: number): Card[] =>
  deckOf({ players, dealer, hands: [], turnUp: '2C' });

/** Freezes a value and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** The fixture deal of many scenarios: two players, dealer 0, eldest 1, spades trump once the eldest stands (2♠ turned up). */
export const HANDS = [
  ['JS', '4S', '2H', 'TH', '7C', '8C'],
  ['AS', '3S', 'KH', 'QH', '5D', '6D'],
];
// T1 1:AS 0:4S → 1; T2 1:3S 0:JS → 0; T3 0:2H 1:KH → 1; T4 1:QH 0:TH → 1; T5 1:5D 0:7C → 1; T6 1:6D 0:8C → 1
export const PLAY = ['AS', '4S', '3S', 'JS', '2H', 'KH', 'QH', 'TH', '5D', '7C', '6D', '8C'];
export const spadesGame = (extra: object = {}) =>
  createGame({
    players: 2,
    decks: [deckOf({ players: 2, hands: HANDS, turnUp: '2S' }), quietDeck(2, 1)],
    target: 50,
    ...extra,
  });
