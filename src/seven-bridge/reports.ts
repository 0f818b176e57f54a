/**
 * What Seven Bridge reports: melds, views and scores (the events are `event-types.ts`'s).
 * @module
 */
import type { Card } from '../shared/cards.js';
import type { Event } from './event-types.js';
import type { Move, Phase } from './types.js';

/**
 * A meld on the table: its `id` (0, 1, … in order of making, within a round), its owner, its kind,
 * and its cards in meld order (a run low to high with the joker where it stands; a set in suit
 * order S H D C, the joker last; a seven as its one card).
 * @example
 * ```ts
 * import type { Meld } from 'shichinarabe/seven-bridge';
 * const meld: Meld = { id: 0, owner: 2, kind: 'run', cards: ['4H', 'JK', '6H'] };
 * ```
 */
export interface Meld {
  /** The meld's number in its round: 0, 1, … in order of making. */
  id: number;
  /** The player who made it (by a meld, a pon or a chi). */
  owner: number;
  /** A set, a run, or a 7 alone. */
  kind: 'set' | 'run' | 'seven';
  /** Its cards in meld order. */
  cards: Card[];
}

/**
 * Everything a player (or an onlooker with the whole truth, `player: null`) may know of a game.
 * @example
 * ```ts
 * import { createGame, view, type View } from 'shichinarabe/seven-bridge';
 * const mine: View = view(createGame({ seed: 4 }), 0);
 * mine.hands[0]; // seven cards
 * mine.hands[1]; // null: hidden
 * ```
 */
export interface View {
  /** Whose view; `null` for the whole truth. */
  player: number | null;
  /** The player to move (in `'claim'`: the player asked); `null` when over. */
  current: number | null;
  /** The phase of the turn: `'draw'`, `'play'`, `'claim'` or `'over'`. */
  phase: Phase;
  /** Whether the game is over. */
  over: boolean;
  /** The round, 1-based (the last one when over). */
  round: number;
  /** This round's first player. */
  firstPlayer: number;
  /** Hands sorted (S H D C, then A … K), jokers last; another player's `null` in a player's view. */
  hands: (Card[] | null)[];
  /** How many cards each player holds. */
  handSizes: number[];
  /** Cards left in the stock. */
  stockSize: number;
  /** The discard pile, bottom to top. */
  discards: Card[];
  /** This round's melds, by id. */
  melds: Meld[];
  /** The open claim window: the discard and who discarded it. */
  claim: {
    /** The discard that may be claimed. */
    card: Card;
    /** Who discarded it. */
    discarder: number;
  } | null;
  /** Points of the finished rounds, per player. */
  totals: number[];
  /** The viewer's moves when it is their turn (the mover's in the whole truth); else `[]`. */
  legalMoves: Move[];
  /** The last move; in another player's view, a pass or a held chi shows as `null`. */
  lastMove: Move | null;
  /** Who made the last move; `null` at the start. */
  lastPlayer: number | null;
  /** What the last move did, in order (`[]` at the start). */
  events: Event[];
  /** Moves made so far. */
  moveNumber: number;
}

/**
 * A finished round in a {@link Score}.
 * @example
 * ```ts
 * import type { RoundResult } from 'shichinarabe/seven-bridge';
 * const r: RoundResult = { round: 1, winner: 2, oneShot: false, reason: 'out', points: [8, 30, 0, 12] };
 * ```
 */
export interface RoundResult {
  /** The round, 1-based. */
  round: number;
  /** Who went out; `null` on a stock out. */
  winner: number | null;
  /** Whether the winner went out in one go. */
  oneShot: boolean;
  /** How the round ended. */
  reason: 'out' | 'stock-out';
  /** Each player's points for the round. */
  points: number[];
}

/**
 * Standings: the finished rounds, the totals, and each player's rank (lowest total best; equal
 * totals share a rank).
 * @example
 * ```ts
 * import { createGame, score, type Score } from 'shichinarabe/seven-bridge';
 * const s: Score = score(createGame({ seed: 1 }));
 * s.standings.map((p) => p.rank); // [1, 1, 1, 1] before any round ends
 * ```
 */
export interface Score {
  /** Whether the game is over (otherwise the standings are provisional). */
  over: boolean;
  /** The finished rounds. */
  rounds: RoundResult[];
  /** Each player's total over the finished rounds. */
  totals: number[];
  /** One per player, by rank then player. */
  standings: Array<{
    /** The player. */
    player: number;
    /** 1 + the number of players with a lower total. */
    rank: number;
    /** Their total. */
    total: number;
  }>;
}
