/**
 * Decks: the cards of a game (52 plus its jokers) and each round's deck. A round's deck is the
 * one given for it (`decks` of `createGame`, or a record's), else a seeded shuffle: the full deck
 * in table order (♠A … ♠K, ♥A …, ♣K, then the jokers) shuffled by the library's seeded generator
 * (`shuffleSeeded`) with the seed string `seven-bridge/<seed>/<round>`. So round r's deck depends
 * only on the seed, r and the number of jokers, never on what happened in earlier rounds.
 *
 * A stock rebuilt from the discard pile (`stockOut: 'reshuffle'`) is shuffled the same way, with
 * the seed string `seven-bridge/<seed>/<round>/restock/<k>` (k = 1 for the round's first rebuild),
 * the game's recorded seed even when the decks were given: a record needs nothing more to replay it.
 * @module
 */
import { CELLS, cardName, cardNumber, JOKER } from '../shared/cards.js';
import type { Card } from '../shared/cards.js';
import { type Seed, shuffleSeeded } from '../shared/random.js';
import type { Game } from './state.js';

/** The full deck in table order, then the jokers. */
export function fullDeck(jokers: number): number[] {
  const deck = [...CELLS];
  for (let i = 0; i < jokers; i++) deck.push(JOKER);
  return deck;
}

/** The seed's deck for a round. */
export function seededDeck(seed: Seed, round: number, jokers: number): number[] {
  const deck = fullDeck(jokers);
  shuffleSeeded(`seven-bridge/${String(seed)}/${round}`, deck);
  return deck;
}

/**
 * The stock rebuilt from `cards` (the discard pile bottom to top, without its top card), top
 * first: `new Random(text).shuffle(cards)` with `text` = `seven-bridge/<seed>/<round>/restock/<k>`
 * (through `shuffleSeeded`, which nobody can watch). `cards` is a fresh array, shuffled in place.
 */
export function rebuiltStock(seed: Seed, round: number, k: number, cards: number[]): number[] {
  shuffleSeeded(`seven-bridge/${String(seed)}/${round}/restock/${k}`, cards);
  return cards;
}

/** The deck of round `round` (1-based) of a game, as numbers. */
export function deckOfRound(game: Game, round: number): number[] {
  const given = game.decks[round - 1];
  if (given !== undefined) return given.map(cardNumber);
  return seededDeck(game.options.seed, round, game.options.jokers);
}

/** The deck of round `round` as cards. */
export const deckCards = (game: Game, round: number): Card[] => deckOfRound(game, round).map(cardName);
