/**
 * The REFERENCE engine's vocabulary (see reference.ts): its plain-data types (cards are canonical
 * strings), the card orders of the SPEC and the sides.
 */

export type RefCard = string;
export type RefSuit = 'S' | 'H' | 'D' | 'C';
export type RefPhase = 'stand' | 'gift' | 'discard' | 'play' | 'over';

export type RefMove =
  | { type: 'stand' }
  | { type: 'beg' }
  | { type: 'gift' }
  | { type: 'run' }
  | { type: 'discard'; card: RefCard }
  | { type: 'play'; card: RefCard };

export interface RefPlay {
  player: number;
  card: RefCard;
}

export type RefEvent =
  | { type: 'deal'; deal: number; dealer: number }
  | { type: 'turn-up'; card: RefCard }
  | { type: 'point'; side: number; reason: 'turn-up' | 'gift'; points: number }
  | { type: 'stand' | 'beg' | 'gift' | 'run'; player: number }
  | { type: 'redeal' }
  | { type: 'trump'; suit: RefSuit }
  | { type: 'discard'; player: number; card?: RefCard }
  | { type: 'play'; player: number; card: RefCard }
  | { type: 'trick'; winner: number; cards: RefCard[] }
  | {
      type: 'award';
      kind: 'high' | 'low' | 'jack' | 'game';
      side: number | null;
      points: number;
      card?: RefCard;
      totals?: number[];
    }
  | { type: 'over'; winner: number };

export interface RefOptions {
  players: number;
  partnerships: boolean;
  dealer: number;
  target: number;
  /** "`'clockwise'` | `'anticlockwise'`": which way the deal, the play and the dealer's seat go. */
  direction: 'clockwise' | 'anticlockwise';
  /** "`'jack'`: a jack 1; `'trinidad'`: an ace 1, a six 2, a jack 3". */
  kick: 'jack' | 'trinidad';
  /** "a jack of trumps won … by a side other than the side of the player who played it scores 3". */
  hangJack: boolean;
  /** "false: the dealer may not `gift` when the gift's point would bring the eldest's side to `target`". */
  giftMayWin: boolean;
  low: 'taker' | 'holder';
}

export interface RefDealScore {
  deal: number;
  dealer: number;
  trump: string | null;
  high: number | null;
  low: number | null;
  jack: number | null;
  game: number | null;
  /** "what each side scored in that deal, turn-ups and gifts included" */
  points: number[];
}

export interface RefTrick {
  leader: number;
  plays: RefPlay[];
  winner: number;
}

export interface RefGame {
  options: RefOptions;
  decks: RefCard[][];
  /** Deals started so far, redeals included. */
  deal: number;
  dealer: number;
  eldest: number;
  phase: RefPhase;
  current: number | null;
  points: number[];
  /** Hands in the order the cards were received (the view sorts them). */
  hands: RefCard[][];
  /** The cards not yet dealt or turned up, in deck order. */
  pack: RefCard[];
  turnUps: RefCard[];
  trump: RefSuit | null;
  discards: RefCard[][];
  trick: RefPlay[];
  tricks: RefTrick[];
  /** The deal being played, as `score().deals` will list it once finished. */
  dealScore: RefDealScore;
  deals: RefDealScore[];
  winner: number | null;
  moves: RefMove[];
  lastMove: RefMove | null;
  lastPlayer: number | null;
  events: RefEvent[];
}

/** Thrown when a game needs a deck it was not given. */
export class OutOfDecks extends Error {}

// --- Cards --------------------------------------------------------------------------------------

export const SUIT_ORDER: readonly RefSuit[] = ['S', 'H', 'D', 'C'];
/** Sort order in a hand: S H D C, then A 2 3 … K. */
export const SORT_RANKS = 'A23456789TJQK';
/** "Rank order in play, high to low: A K Q J T 9 8 7 6 5 4 3 2" (index = strength). */
export const PLAY_RANKS = '23456789TJQKA';
/** The 52 cards in sort order. */
export const ALL_CARDS: readonly RefCard[] = SUIT_ORDER.flatMap((s) => [...SORT_RANKS].map((r) => `${r}${s}`));

export const suitOf = (card: RefCard): RefSuit => card[1] as RefSuit;
export const strength = (card: RefCard): number => PLAY_RANKS.indexOf(card[0] as string);
export const sortCards = (cards: readonly RefCard[]): RefCard[] =>
  [...cards].sort((a, b) => ALL_CARDS.indexOf(a) - ALL_CARDS.indexOf(b));
/** Game points: "T = 10, A = 4, K = 3, Q = 2, J = 1 (the others 0)". */
export const gamePoints = (card: RefCard): number => ({ T: 10, A: 4, K: 3, Q: 2, J: 1 })[card[0] as 'T'] ?? 0;

// --- Sides and direction ------------------------------------------------------------------------

/**
 * "the next player in `direction`: player `(p + 1) mod n` clockwise, `(p − 1 + n) mod n`
 * anticlockwise".
 */
export const nextPlayer = (options: RefOptions, p: number): number =>
  options.direction === 'clockwise' ? (p + 1) % options.players : (p - 1 + options.players) % options.players;

/**
 * Who gets `deck[i]` (i counted from the first card dealt in this round of dealing): "player
 * `(eldest + i) mod n` clockwise, `(eldest − i) mod n` anticlockwise".
 */
export function receiver(options: RefOptions, eldest: number, i: number): number {
  const n = options.players;
  return options.direction === 'clockwise' ? (eldest + i) % n : (((eldest - i) % n) + n) % n;
}

/** "A side is one player, or a partnership": players 0 and 2 against 1 and 3. */
export const sideOf = (options: RefOptions, player: number): number => (options.partnerships ? player % 2 : player);
export const sidesOf = (options: RefOptions): number[][] =>
  options.partnerships
    ? [
        [0, 2],
        [1, 3],
      ]
    : Array.from({ length: options.players }, (_, p) => [p]);
