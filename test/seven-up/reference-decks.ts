/**
 * Decks for tests of Seven Up: hand-made decks that put chosen cards in chosen hands, turn-ups and
 * pack places (knowing only the SPEC's deal: `deck[i]` for i < 6n to `(eldest + i) mod n`,
 * `deck[6n]` turned up, the pack taken in order), and random decks from the library's `Random`.
 */
import { Random } from '../../src/shared/random.js';
import { ALL_CARDS, type RefCard } from './reference.js';

/** What a hand-made deck should hold; every other card fills the free places in sort order. */
export interface DeckPlan {
  players: number;
  dealer: number;
  /** The deal's direction (default clockwise). */
  direction?: 'clockwise' | 'anticlockwise';
  /** Cards of each player's first six (in the order received), as a space-separated string. */
  hands?: Record<number, string>;
  /** The first turn-up. */
  turnUp?: RefCard;
  /** Cards at given offsets of the pack (offset 0 = the first card after the turn-up). */
  pack?: Record<number, RefCard>;
}

/**
 * The deck index of the k-th card dealt to player p (k < 6): clockwise the eldest is `dealer + 1`
 * and `deck[i]` goes to `(eldest + i) mod n`; anticlockwise the eldest is `dealer − 1` and
 * `deck[i]` goes to `(eldest − i) mod n`.
 */
export function handIndex(
  players: number,
  dealer: number,
  p: number,
  k: number,
  direction: 'clockwise' | 'anticlockwise' = 'clockwise',
): number {
  const n = players;
  const seat = direction === 'clockwise' ? (p - (dealer + 1) + 2 * n) % n : (dealer - 1 - p + 2 * n) % n;
  return k * n + seat;
}

/** A full deck following a plan (throws if the plan uses a card twice or two cards in one place). */
export function makeDeck(plan: DeckPlan): RefCard[] {
  const n = plan.players;
  const deck: (RefCard | undefined)[] = new Array(52).fill(undefined);
  const place = (i: number, card: RefCard): void => {
    if (deck[i] !== undefined) throw new Error(`deck place ${i} used twice`);
    if (deck.includes(card)) throw new Error(`card ${card} used twice`);
    if (!ALL_CARDS.includes(card)) throw new Error(`not a card: ${card}`);
    deck[i] = card;
  };
  for (const [p, text] of Object.entries(plan.hands ?? {})) {
    text
      .split(/\s+/)
      .filter((c) => c !== '')
      .forEach((card, k) => {
        place(handIndex(n, plan.dealer, Number(p), k, plan.direction), card);
      });
  }
  if (plan.turnUp !== undefined) place(6 * n, plan.turnUp);
  for (const [offset, card] of Object.entries(plan.pack ?? {})) place(6 * n + 1 + Number(offset), card);
  const rest = ALL_CARDS.filter((c) => !deck.includes(c));
  return deck.map((c) => c ?? (rest.shift() as RefCard));
}

/** `count` decks shuffled by `new Random(seed)` (one generator for all of them). */
export function randomDecks(seed: string | number, count: number): RefCard[][] {
  const rng = new Random(seed);
  return Array.from({ length: count }, () => rng.shuffle([...ALL_CARDS]));
}
