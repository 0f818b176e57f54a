/**
 * Seven Bridge's observations (the learning interface): what a player may know — exactly their
 * view — as a vector of numbers in [0, 1], read straight from the state. Seats are counted from the
 * observer in turn order (0 the observer, 1 the player to their left, …). The layout, field by
 * field (sizes for n players and J jokers in the game; cards are `suit × 13 + rank`, table order):
 *
 * | field | size | what |
 * |---|---|---|
 * | `hand` | 52 | the observer's cards |
 * | `handJokers` | J | the observer holds at least 1, 2 jokers |
 * | `phase` | 4 | draw, play, claim, over (one-hot) |
 * | `current` | n | the seat to move (in a claim window: the seat asked) |
 * | `firstPlayer` | n | this round's first player |
 * | `handSizes` | n | cards in each seat's hand ÷ 8 (the most a hand holds) |
 * | `stock` | 1 | cards in the stock ÷ (52 + J) |
 * | `discards` | 52 | the cards in the discard pile |
 * | `discardJokers` | J | the pile holds at least 1, 2 jokers |
 * | `discardTop` | 52 + min(J, 1) | the pile's top card (the joker last) |
 * | `pile` | 1 | cards in the pile ÷ (52 + J) |
 * | `claim` | 1 | a claim window is open (on the pile's top card) |
 * | `discarder` | n | the seat whose discard the window is on |
 * | `melds` | 20 · (36 + n) | meld id 0–19, each: present (1); its owner's seat (n); set, run, seven (3); the suits of its natural cards (4); the places it covers, 0 an ace below 2 … 13 an ace above K (14); the place its joker stands for (14) |
 * | `inMelds` | 52 | every natural card in a meld |
 * | `totals` | n | each seat's points of the finished rounds, t ÷ (t + h), h the `target` (100 without one) |
 * | `round` | 1 | (round − 1) ÷ the most rounds |
 * | `lastPlayer` | n | who made the last move |
 * | `lastMove` | 7 | the last move was a draw, meld, layoff, discard, pass, pon, chi (none for another's pass or held chi, as the view shows it) |
 * @module
 */
import { JOKER, suitOf } from '../shared/cards.js';
import { ours } from '../shared/errors.js';
import {
  cardIndex,
  layout,
  type Layout,
  layoutCache,
  type Observation,
  observer,
  putCards,
  putOne,
  seatOf,
  share,
  squash,
  vectorFor,
} from '../shared/observation.js';
import { createGame } from './game.js';
import { totalsOf } from './scoring.js';
import { MOST_MELDS } from './numbering.js';
import { CLAIM, type Game, handHi, OVER, handLo, handSize, jokersOf, type MeldData, type State } from './state.js';
import { trusted } from './trust.js';
import type { GameOptions, GameState, RecordOptions } from './types.js';
import { lastMoveFor, lastPlayerOf } from './view.js';

type Field =
  | 'hand'
  | 'handJokers'
  | 'phase'
  | 'current'
  | 'firstPlayer'
  | 'handSizes'
  | 'stock'
  | 'discards'
  | 'discardJokers'
  | 'discardTop'
  | 'pile'
  | 'claim'
  | 'discarder'
  | 'melds'
  | 'inMelds'
  | 'totals'
  | 'round'
  | 'lastPlayer'
  | 'lastMove';

/** The numbers of one meld id in `melds`. */
const meldWidth = (n: number): number => 36 + n;

/** The observation's layout under a game's options. */
export function layoutOf(o: RecordOptions): Layout<Field> {
  const n = o.players;
  const j = o.jokers;
  return layout<Field>([
    ['hand', 52],
    ['handJokers', j],
    ['phase', 4],
    ['current', n],
    ['firstPlayer', n],
    ['handSizes', n],
    ['stock', 1],
    ['discards', 52],
    ['discardJokers', j],
    ['discardTop', 52 + Math.min(j, 1)],
    ['pile', 1],
    ['claim', 1],
    ['discarder', n],
    ['melds', MOST_MELDS * meldWidth(n)],
    ['inMelds', 52],
    ['totals', n],
    ['round', 1],
    ['lastPlayer', n],
    ['lastMove', 7],
  ]);
}

/** The most cards a hand holds: 7 dealt and 1 drawn. */
const MOST_HELD = 8;
const KINDS = ['set', 'run', 'seven'] as const;
const MOVE_KINDS = ['draw', 'meld', 'layoff', 'discard', 'pass', 'pon', 'chi'] as const;

/** Writes one meld into the numbers of its id, from `at` (`n` players, seats from `seat`). */
function putMeld(out: Observation, at: number, m: MeldData, n: number, ownerSeat: number): void {
  out.put(at, 1);
  out.put(at + 1 + ownerSeat, 1);
  out.put(at + 1 + n + KINDS.indexOf(m.kind), 1);
  const suits = at + 4 + n;
  const places = suits + 4;
  const joker = places + 14;
  const run = m.kind === 'run';
  for (let i = 0; i < m.cards.length; i++) {
    // a run's i-th card stands at place low + i; a set's and a seven's at their rank's place
    const card = m.cards[i] as number;
    const place = run ? m.low + i : m.low;
    out.put(places + place, 1);
    if (card === JOKER) out.put(joker + place, 1);
    else out.put(suits + suitOf(card), 1);
  }
}

/** A game's layout, made once. */
const layoutFor = layoutCache((game: Game) => layoutOf(game.options));

/** The size of a game's observations. */
export const observationSizeOf = (s: State): number => layoutFor(s.game).size;

/** Writes the observation of `player` in a state the library made into `out` (zeros, the layout's size). */
export function observation(s: State, player: number, out: Observation): Float32Array {
  const o = s.game.options;
  const n = o.players;
  const at = layoutFor(s.game).at;
  const deck = 52 + o.jokers;

  putCards(out, at.hand, handLo(s, player), handHi(s, player));
  for (let k = 0; k < jokersOf(s, player) && k < o.jokers; k++) out.put(at.handJokers + k, 1);
  out.put(at.phase + s.phase, 1);
  if (s.phase !== OVER) out.put(at.current + seatOf(player, s.current, n), 1);
  out.put(at.firstPlayer + seatOf(player, s.first, n), 1);
  for (let p = 0; p < n; p++) out.put(at.handSizes + seatOf(player, p, n), share(handSize(s, p), MOST_HELD));
  out.put(at.stock, share(s.deck.length - s.stock, deck));
  const discards = s.discards;
  let pileJokers = 0;
  for (let i = 0; i < discards.length; i++) {
    const card = discards[i] as number;
    if (card === JOKER) out.put(at.discardJokers + pileJokers++, 1);
    else out.put(at.discards + cardIndex(card), 1);
  }
  if (discards.length > 0) {
    const top = discards[discards.length - 1] as number;
    out.put(at.discardTop + (top === JOKER ? 52 : cardIndex(top)), 1);
  }
  out.put(at.pile, share(discards.length, deck));
  if (s.phase === CLAIM) {
    out.put(at.claim, 1);
    out.put(at.discarder + seatOf(player, s.discarder, n), 1);
  }
  const width = meldWidth(n);
  for (let id = 0; id < s.melds.length; id++) {
    const m = s.melds[id] as MeldData;
    putMeld(out, at.melds + id * width, m, n, seatOf(player, m.owner, n));
    for (const card of m.cards) if (card !== JOKER) out.put(at.inMelds + cardIndex(card), 1);
  }
  if (s.results.length > 0) {
    const totals = totalsOf(s.results, n);
    const half = o.target ?? 100;
    for (let p = 0; p < n; p++) out.put(at.totals + seatOf(player, p, n), squash(totals[p] as number, half));
  }
  out.put(at.round, share(s.round - 1, o.rounds));
  const last = lastPlayerOf(s);
  if (last !== null) out.put(at.lastPlayer + seatOf(player, last, n), 1);
  const move = lastMoveFor(s, player, last);
  if (move !== null) putOne(out, at.lastMove, MOVE_KINDS.indexOf(move.type));
  return out.values;
}

/**
 * The size of Seven Bridge's observation vectors under these options (the same options, the same
 * size): 1,047 for the default 4 players without jokers (see the learning guide for the layout).
 * @throws `OptionsError` for options `createGame` refuses.
 * @example
 * ```ts
 * import { observationSize } from 'shichinarabe/seven-bridge';
 * observationSize(); // 1047
 * observationSize({ players: 6, jokers: 2 }); // more seats, and the jokers' fields
 * ```
 */
export function observationSize(options?: GameOptions): number {
  return layoutOf(trusted(createGame(options)).game.options).size;
}

/**
 * What `player` may know, as numbers in [0, 1] (see the learning guide for the layout): a function
 * of `view(state, player)` alone, so two states that look the same to the player give equal vectors.
 * A new array, or `into` (of `observationSize` numbers) overwritten: a loop that observes often
 * can keep one array.
 * @throws `StateError` for a player out of range, or when `state` is not a game state.
 * @throws `ShichinarabeError` for an `into` that is not a `Float32Array` of `observationSize` numbers.
 * @example
 * ```ts
 * import { createGame, observe, observationSize } from 'shichinarabe/seven-bridge';
 * const vector = observe(createGame({ seed: 1 }), 2);
 * vector.length === observationSize(); // true
 * ```
 */
export function observe(state: GameState, player: number, into?: Float32Array): Float32Array {
  try {
    const s = trusted(state);
    return observation(s, observer(player, s.game.players), vectorFor(observationSizeOf(s), into));
  } catch (e) {
    throw ours(e);
  }
}
