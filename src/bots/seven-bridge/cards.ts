/**
 * Seven Bridge's cards as small integers for the bots: suit × 13 + rank (A 2 … K as 0 … 12),
 * the joker 52; each card's points by the game's options.
 * @module
 */
const RANK_CHARS = 'A23456789TJQK';
const SUIT_CHARS = 'SHDC';

/** The joker's number. */
export const JOKER_CODE = 52;
/** The rank index of a 7. */
export const SEVEN_RANK = 6;

/** A card's number from its name (`'JK'` → 52). */
export const codeOf = (card: string): number =>
  card === 'JK' ? JOKER_CODE : SUIT_CHARS.indexOf(card[1] ?? '') * 13 + RANK_CHARS.indexOf(card[0] ?? '');
/** The card's name from its number. */
export const nameOf = (code: number): string =>
  code === JOKER_CODE ? 'JK' : `${RANK_CHARS[code % 13]}${SUIT_CHARS[Math.floor(code / 13)]}`;

/** The options that matter to the bots' arithmetic. */
export interface BridgeRules {
  players: number;
  aceHigh: boolean;
  jokers: number;
  points: 'standard' | 'datt';
  jokerPoints: number;
  discardToGoOut: boolean;
  oneShotDouble: boolean;
  /** Whether a round ending on an empty stock scores the hands (`'score'`, and `'reshuffle'` once it may not rebuild). */
  stockOutScores: boolean;
  /** How many times a round's stock may be rebuilt from the discard pile (0 unless `'reshuffle'`). */
  restocks: number;
  firstRoundClaims: boolean;
}

/** Reads the rules from a bot view's options. */
export function rulesOf(o: {
  players: number;
  aces: string;
  jokers: number;
  points: string;
  jokerPoints: number;
  discardToGoOut: boolean;
  oneShotDouble: boolean;
  stockOut: string;
  restocks: number;
  firstRoundClaims: boolean;
}): BridgeRules {
  return {
    players: o.players,
    aceHigh: o.aces !== 'low',
    jokers: o.jokers,
    points: o.points === 'datt' ? 'datt' : 'standard',
    jokerPoints: o.jokerPoints,
    discardToGoOut: o.discardToGoOut,
    oneShotDouble: o.oneShotDouble,
    stockOutScores: o.stockOut !== 'void',
    restocks: o.stockOut === 'reshuffle' ? o.restocks : 0,
    firstRoundClaims: o.firstRoundClaims,
  };
}

/** A card's points in hand. */
export function pointsOf(code: number, r: BridgeRules): number {
  if (code === JOKER_CODE) return r.jokerPoints;
  const rank = code % 13;
  if (r.points === 'datt') return rank === 0 ? 15 : rank >= 9 ? 10 : 5;
  if (rank === 0) return r.aceHigh ? 10 : 1;
  return rank >= 9 ? 10 : rank + 1;
}
