/**
 * The deck of each deal. Deal k (counting from 1, redeals included) uses the k-th deck given (the
 * `decks` option, or a record's `decks`); without one, the 52 cards in table order (♠A … ♠K, ♥A …,
 * ♣K) shuffled by the library's seeded shuffle with the seed `` `seven-up/${seed}/${k}` `` — the
 * same as `new Random(`seven-up/${seed}/${k}`).shuffle(cards)`. So a deck depends only on the
 * game's seed and the deal's number: the same seed gives the same decks, and a record that gives
 * some decks goes on with the seed's.
 * @module
 */
import { CELLS } from '../shared/cards.js';
import { shuffleSeeded } from '../shared/random.js';
import type { Game } from './state.js';

/** The seed's deck for deal `k`. */
export function seededDeck(seed: number | string, k: number): number[] {
  const deck = CELLS.slice();
  shuffleSeeded(`seven-up/${String(seed)}/${k}`, deck);
  return deck;
}

/** The deck of deal `k` (1-based) of a game. */
export const deckFor = (game: Game, k: number): readonly number[] =>
  game.decks[k - 1] ?? seededDeck(game.options.seed, k);
