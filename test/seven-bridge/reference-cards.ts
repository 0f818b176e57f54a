/**
 * The reference Seven Bridge engine's cards: plain strings, written from the SPEC text only
 * (SPEC-seven-bridge §1, §6, and the view's hand order of §7). Slow and obvious on purpose; never
 * import the library's Seven Bridge sources here (the two must stay independent).
 * @module
 */

/** A card string: rank then suit ('7D', 'TH', 'AS'), or 'JK'. */
export type RefCard = string;

export const REF_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const REF_SUITS = ['S', 'H', 'D', 'C'] as const;
export const JK = 'JK';

/** The 52 cards, suit by suit (S H D C), A … K in each. */
export const REF_CARDS: readonly RefCard[] = REF_SUITS.flatMap((s) => REF_RANKS.map((r) => `${r}${s}`));

/** A round's cards: the 52 plus `jokers` jokers (SPEC §1). */
export function fullDeck(jokers: number): RefCard[] {
  const deck = [...REF_CARDS];
  for (let i = 0; i < jokers; i++) deck.push(JK);
  return deck;
}

export const isJoker = (card: RefCard): boolean => card === JK;
/** Rank index 0..12 (A = 0, K = 12); -1 for the joker. */
export const rankIndex = (card: RefCard): number => (isJoker(card) ? -1 : REF_RANKS.indexOf(card[0] as never));
/** Suit index 0..3 (S H D C); -1 for the joker. */
export const suitIndex = (card: RefCard): number => (isJoker(card) ? -1 : REF_SUITS.indexOf(card[1] as never));
export const suitLetter = (card: RefCard): string => card[1] ?? '';
export const isSeven = (card: RefCard): boolean => card[0] === '7' && !isJoker(card);

/** Sort key of the view's hand order: suit S H D C, then A 2 … K; jokers last. */
export const handKey = (card: RefCard): number => (isJoker(card) ? 1000 : suitIndex(card) * 13 + rankIndex(card));

/** A copy of `cards` in hand order. */
export const sortHand = (cards: readonly RefCard[]): RefCard[] => [...cards].sort((a, b) => handKey(a) - handKey(b));

/** `cards` without one copy of each card of `taken`, or null when a card of `taken` is not there. */
export function without(cards: readonly RefCard[], taken: readonly RefCard[]): RefCard[] | null {
  const rest = [...cards];
  for (const card of taken) {
    const at = rest.indexOf(card);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest;
}

/** Card points (SPEC §6) of one card. */
export function cardPoints(
  card: RefCard,
  options: { points: 'standard' | 'datt'; aces: 'high-or-low' | 'low'; jokerPoints: number },
): number {
  if (isJoker(card)) return options.jokerPoints;
  const rank = card[0];
  if (options.points === 'datt') {
    if (rank === 'A') return 15;
    if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 10;
    return 5;
  }
  if (rank === 'A') return options.aces === 'low' ? 1 : 10;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}
