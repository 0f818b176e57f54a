/**
 * The reference engine's game data (plain JSON: arrays of card strings), options and the deal
 * (SPEC-seven-bridge §1, §2). The options hold the game's seed as a record writes it: the order of
 * a stock rebuilt from the discard pile follows from it (§6 `'reshuffle'`).
 * @module
 */
import type { RefCard } from './reference-cards.js';
import type { Aces, MeldKind } from './reference-melds.js';

export interface RefOptions {
  players: number;
  seed: number | string;
  firstPlayer: number;
  rounds: number;
  jokers: number;
  aces: Aces;
  firstRoundClaims: boolean;
  discardToGoOut: boolean;
  points: 'standard' | 'datt';
  jokerPoints: number;
  oneShotDouble: boolean;
  sevenPenalty: boolean | 'each';
  jokerPenalty: boolean;
  discarderPays: boolean;
  noSevenOrJokerFinish: boolean;
  stockOut: 'reshuffle' | 'void' | 'score';
  restocks: number;
  target: number | null;
}

/** The defaults of §2 (`rounds` is 100 when a `target` is given: see {@link refResolve}); the seed is the scenarios' own. */
export const REF_DEFAULTS: RefOptions = {
  players: 4,
  seed: 1,
  firstPlayer: 0,
  rounds: 1,
  jokers: 0,
  aces: 'high-or-low',
  firstRoundClaims: false,
  discardToGoOut: true,
  points: 'standard',
  jokerPoints: 20,
  oneShotDouble: true,
  sevenPenalty: false,
  jokerPenalty: false,
  discarderPays: false,
  noSevenOrJokerFinish: false,
  stockOut: 'reshuffle',
  restocks: 3,
  target: null,
};

/** Options given over the defaults, resolved as §2 says: `rounds` 100 by default with a `target`. */
export function refResolve(given: Partial<RefOptions>): RefOptions {
  const target = given.target ?? null;
  return { ...REF_DEFAULTS, rounds: target === null ? 1 : 100, ...given, target };
}

export type RefMove =
  | { type: 'draw' }
  | { type: 'discard'; card: RefCard }
  | { type: 'meld'; cards: RefCard[] }
  | { type: 'layoff'; meld: number; card: RefCard; end?: 'low' | 'high' }
  | { type: 'pass' }
  | { type: 'pon'; cards: RefCard[] }
  | { type: 'chi'; cards: RefCard[] };

export interface RefMeld {
  id: number;
  owner: number;
  kind: MeldKind;
  cards: RefCard[];
}

/** An event with every field (the whole truth); views drop the hidden ones. */
export type RefEvent = { type: string } & Record<string, unknown>;

export interface RefRound {
  round: number;
  winner: number | null;
  oneShot: boolean;
  reason: 'out' | 'stock-out';
  points: number[];
}

export interface RefGame {
  options: RefOptions;
  decks: RefCard[][];
  round: number;
  firstPlayer: number;
  phase: 'draw' | 'play' | 'claim' | 'over';
  current: number | null;
  hands: RefCard[][];
  stock: RefCard[]; // top first
  /** How many times this round's stock was rebuilt from the discard pile. */
  restocks: number;
  discards: RefCard[]; // bottom first
  melds: RefMeld[];
  discardsMade: number; // this round
  /** The open claim window: players still to ask (in order), the held chi. */
  window: {
    card: RefCard;
    discarder: number;
    toAsk: number[];
    chi: { player: number; cards: RefCard[] } | null;
  } | null;
  /** The turn in progress: whose, begun by a claim of whose discard (or null), and meld ownership then. */
  turn: { player: number; claimedFrom: number | null; ownedMeld: boolean };
  totals: number[];
  rounds: RefRound[];
  lastMove: RefMove | null;
  lastPlayer: number | null;
  /** Whether lastMove is hidden from the other players (a pass, a held chi). */
  lastMoveSecret: boolean;
  events: RefEvent[];
  moveNumber: number;
}

export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
export const owns = (g: RefGame, p: number): boolean => g.melds.some((m) => m.owner === p);

/** Deals round `round` (1-based) of `g` in place. */
export function deal(g: RefGame, round: number): void {
  const n = g.options.players;
  const deck = g.decks[round - 1];
  if (deck === undefined) throw new Error(`reference: no deck for round ${round}`);
  g.round = round;
  g.firstPlayer = (g.options.firstPlayer + round - 1) % n;
  g.hands = Array.from({ length: n }, () => []);
  deck.slice(0, 7 * n).forEach((card, i) => {
    g.hands[(g.firstPlayer + i) % n]?.push(card);
  });
  g.stock = deck.slice(7 * n);
  g.restocks = 0;
  g.discards = [];
  g.melds = [];
  g.discardsMade = 0;
  g.window = null;
  g.phase = 'draw';
  g.current = g.firstPlayer;
  g.turn = { player: g.firstPlayer, claimedFrom: null, ownedMeld: false };
}

/** A new game with these options (every one given) and one deck per round. */
export function refStart(options: RefOptions, decks: RefCard[][]): RefGame {
  const g = {
    options: copy(options),
    decks: copy(decks),
    totals: Array.from({ length: options.players }, () => 0),
    rounds: [],
    lastMove: null,
    lastPlayer: null,
    lastMoveSecret: false,
    events: [],
    moveNumber: 0,
  } as unknown as RefGame;
  deal(g, 1);
  return g;
}
