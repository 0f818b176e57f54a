/**
 * Helpers for hand-made reference scenarios: a deck that deals given hands and stacks the stock,
 * options over the defaults, and move shorthands.
 * @module
 */
import { fullDeck, type RefCard } from './reference-cards.js';
import { type RefGame, type RefMove, type RefOptions, refResolve, refStart } from './reference-state.js';
import { refApply } from './reference-apply.js';

/**
 * A deck dealing `hands[p]` to player p (each filled to 7 with unused cards, in suit-then-rank
 * order from the END of the pack: clubs high first, unlikely to meld with the chosen cards), then
 * `stock` on top of the stock, then every other card.
 */
export function deckFor(
  players: number,
  first: number,
  hands: Record<number, RefCard[]>,
  stock: RefCard[],
  jokers: number,
): RefCard[] {
  const pool = fullDeck(jokers);
  const take = (card: RefCard): void => {
    const at = pool.indexOf(card);
    if (at < 0) throw new Error(`deckFor: ${card} used twice or not in the deck`);
    pool.splice(at, 1);
  };
  const full: RefCard[][] = [];
  for (let p = 0; p < players; p++) full.push([...(hands[p] ?? [])]);
  for (const card of [...full.flat(), ...stock]) take(card);
  // fillers: spread over suits and far apart in rank, so they seldom meld
  const fillers = pool.filter((c) => c !== 'JK').sort((a, b) => fillerRank(a) - fillerRank(b));
  for (const hand of full) {
    while (hand.length < 7) {
      const card = fillers.shift() as RefCard;
      take(card);
      hand.push(card);
    }
  }
  const deck: RefCard[] = [];
  for (let k = 0; k < 7; k++) for (let j = 0; j < players; j++) deck.push(full[(first + j) % players]?.[k] as RefCard);
  return [...deck, ...stock, ...pool];
}

const FILLER_ORDER = 'K2J4T9Q3586A7';
/** Ranks in an order that keeps neighbours apart, suits interleaved. */
function fillerRank(card: RefCard): number {
  return FILLER_ORDER.indexOf(card[0] as string) * 4 + 'CDHS'.indexOf(card[1] as string);
}

/** A reference game with these options over the defaults, one deck per round. */
export function refGame(options: Partial<RefOptions>, ...decks: RefCard[][]): RefGame {
  return refStart(refResolve(options), decks);
}

/** Plays the moves in turn. */
export function playAll(game: RefGame, moves: RefMove[]): RefGame {
  let g = game;
  for (const move of moves) g = refApply(g, move);
  return g;
}

export const draw: RefMove = { type: 'draw' };
export const pass: RefMove = { type: 'pass' };
export const discard = (card: RefCard): RefMove => ({ type: 'discard', card });
export const meld = (...cards: RefCard[]): RefMove => ({ type: 'meld', cards });
export const pon = (...cards: RefCard[]): RefMove => ({ type: 'pon', cards });
export const chi = (...cards: RefCard[]): RefMove => ({ type: 'chi', cards });
export const layoff = (meldId: number, card: RefCard, end?: 'low' | 'high'): RefMove =>
  end === undefined ? { type: 'layoff', meld: meldId, card } : { type: 'layoff', meld: meldId, card, end };
