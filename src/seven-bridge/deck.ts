/**
 * Decks: the cards of a game (52 plus its jokers) and each round's deck. A round's deck is the
 * one given for it (`decks` of `createGame`, or a record's), else a seeded shuffle: the full deck
 * in table order (♠A … ♠K, ♥A …, ♣K, then the jokers) shuffled by the library's seeded generator
 * (`shuffleSeeded`) with the seed string `seven-bridge/<seed>/<round>`. So round r's deck depends
 * only on the seed, r and the number of jokers, never on what happened in earlier rounds.
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

/** The deck of round `round` (1-based) of a game, as numbers. */
export function deckOfRound(game: Game, round: number): number[] {
  const given = game.decks[round - 1];
  if (given !== undefined) return given.map(cardNumber);
  return seededDeck(game.options.seed, round, game.options.jokers);
}

/** The deck of round `round` as cards. */
export const deckCards = (game: Game, round: number): Card[] => deckOfRound(game, round).map(cardName);
