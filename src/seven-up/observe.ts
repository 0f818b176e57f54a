/**
 * Seven Up's observations (the learning interface): what a player may know — exactly their view —
 * as a vector of numbers in [0, 1], read straight from the state. Seats are counted from the
 * observer in the direction of play (0 the observer, 1 the next to play after them, …); sides
 * from the observer's side (0), then the others in seat order (with partnerships: 0 ours, 1
 * theirs). The layout, field by field (sizes for n players and k sides):
 *
 * | field | size | what |
 * |---|---|---|
 * | `hand` | 52 | the observer's cards (card `suit × 13 + rank`, table order) |
 * | `phase` | 5 | stand, gift, discard, play, over (one-hot) |
 * | `current` | n | the seat to move (none when the game is over) |
 * | `dealer` | n | the dealer's seat |
 * | `trump` | 4 | the trump suit, once made (♠ ♥ ♦ ♣) |
 * | `turnUp` | 52 | this deal's first turn-up |
 * | `laterTurnUps` | 52 | the turn-ups of running the pack |
 * | `handSizes` | n | cards in each seat's hand ÷ the most a hand can hold (6 + 3 for each run the pack allows) |
 * | `pack` | 1 | cards left in the pack ÷ those left after the first turn-up |
 * | `leader` | n | the seat that led the trick being played |
 * | `trick` | 52 · n | the card each seat played to the trick being played |
 * | `played` | 52 · n | the cards each seat played to this deal's finished tricks |
 * | `won` | 52 · k | the cards each side took in this deal's tricks |
 * | `tricks` | 1 | finished tricks of this deal ÷ 6 |
 * | `points` | k | each side's points ÷ the target (at most 1) |
 * | `lastPlayer` | n | who made the last move |
 * | `lastMove` | 6 | the last move was a stand, beg, gift, run, discard, play |
 * @module
 */
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
  vectorFor,
} from '../shared/observation.js';
import { lastPlayerOf } from './events.js';
import { createGame } from './game.js';
import {
  cardOf,
  type Game,
  HAND,
  handHi,
  handLo,
  handSize,
  leaderOf,
  PLAY,
  packSizeOf,
  RUN_CARDS,
  type State,
  sideOf,
  trickCard,
  trickSize,
  turnUpAt,
  winnerOf,
} from './state.js';
import { trusted } from './trust.js';
import type { GameOptions, GameState, RecordOptions } from './types.js';

type Field =
  | 'hand'
  | 'phase'
  | 'current'
  | 'dealer'
  | 'trump'
  | 'turnUp'
  | 'laterTurnUps'
  | 'handSizes'
  | 'pack'
  | 'leader'
  | 'trick'
  | 'played'
  | 'won'
  | 'tricks'
  | 'points'
  | 'lastPlayer'
  | 'lastMove';

/** Number of sides: 2 with partnerships, else one per player. */
const sidesOf = (o: RecordOptions): number => (o.partnerships ? 2 : o.players);

/** The observation's layout under a game's options. */
export function layoutOf(o: RecordOptions): Layout<Field> {
  const n = o.players;
  const k = sidesOf(o);
  return layout<Field>([
    ['hand', 52],
    ['phase', 5],
    ['current', n],
    ['dealer', n],
    ['trump', 4],
    ['turnUp', 52],
    ['laterTurnUps', 52],
    ['handSizes', n],
    ['pack', 1],
    ['leader', n],
    ['trick', 52 * n],
    ['played', 52 * n],
    ['won', 52 * k],
    ['tricks', 1],
    ['points', k],
    ['lastPlayer', n],
    ['lastMove', 6],
  ]);
}

/** The way play goes round the table: 1 when the next player is p + 1, −1 when it is p − 1. */
const stepOf = (o: RecordOptions): number =>
  (o as RecordOptions & { direction?: string }).direction === 'anticlockwise' ? -1 : 1;

/** The most cards a hand can hold: six, and three more for each time the pack can be run. */
const mostHeld = (n: number): number => HAND + RUN_CARDS * Math.floor((52 - HAND * n - 1) / (RUN_CARDS * n + 1));

const MOVE_KINDS = ['stand', 'beg', 'gift', 'run', 'discard', 'play'] as const;

/** A game's layout, made once. */
const layoutFor = layoutCache((game: Game) => layoutOf(game.options));

/** The size of a game's observations. */
export const observationSizeOf = (s: State): number => layoutFor(s.game).size;

/** The player of the i-th card of a trick led by `leader`, play going round by `step`. */
const nth = (leader: number, i: number, n: number, step: number): number => (((leader + step * i) % n) + n) % n;

/** Writes the observation of `player` in a state the library made into `out` (zeros, the layout's size). */
export function observation(s: State, player: number, out: Observation): Float32Array {
  const o = s.game.options;
  const n = o.players;
  const step = stepOf(o);
  const at = layoutFor(s.game).at;
  const partners = o.partnerships;
  const mySide = sideOf(s, player);

  putCards(out, at.hand, handLo(s, player), handHi(s, player));
  out.put(at.phase + s.phase, 1);
  if (s.current >= 0) out.put(at.current + seatOf(player, s.current, n, step), 1);
  out.put(at.dealer + seatOf(player, s.dealer, n, step), 1);
  putOne(out, at.trump, s.trump);
  out.put(at.turnUp + cardIndex(s.deck[turnUpAt(n, 0)] as number), 1);
  for (let r = 1; r <= s.runs; r++) out.put(at.laterTurnUps + cardIndex(s.deck[turnUpAt(n, r)] as number), 1);
  const most = mostHeld(n);
  for (let p = 0; p < n; p++) out.put(at.handSizes + seatOf(player, p, n, step), share(handSize(s, p), most));
  out.put(at.pack, share(packSizeOf(s), 52 - HAND * n - 1));
  if (s.phase === PLAY) {
    out.put(at.leader + seatOf(player, s.leader, n, step), 1);
    for (let i = 0; i < trickSize(s.trick); i++) {
      const seat = seatOf(player, nth(s.leader, i, n, step), n, step);
      out.put(at.trick + 52 * seat + cardIndex(trickCard(s.trick, i)), 1);
    }
  }
  for (const packed of s.tricks) {
    const leader = leaderOf(packed);
    const side = sideOf(s, winnerOf(packed));
    const won = at.won + 52 * (partners ? (side === mySide ? 0 : 1) : seatOf(player, side, n, step));
    for (let i = 0; i < n; i++) {
      const card = cardIndex(cardOf(packed, i));
      out.put(at.played + 52 * seatOf(player, nth(leader, i, n, step), n, step) + card, 1);
      out.put(won + card, 1);
    }
  }
  out.put(at.tricks, s.tricks.length / HAND);
  for (let side = 0; side < s.points.length; side++) {
    const k = partners ? (side === mySide ? 0 : 1) : seatOf(player, side, n, step);
    out.put(at.points + k, share(s.points[side] as number, o.target));
  }
  const last = lastPlayerOf(s);
  if (last !== null) out.put(at.lastPlayer + seatOf(player, last, n, step), 1);
  if (s.lastMove !== null) putOne(out, at.lastMove, MOVE_KINDS.indexOf(s.lastMove.type));
  return out.values;
}

/**
 * The size of Seven Up's observation vectors under these options (the same options, the same
 * size): 821 for the default 4 players (see the learning guide for the layout).
 * @throws `OptionsError` for options `createGame` refuses.
 * @example
 * ```ts
 * import { observationSize } from 'shichinarabe/seven-up';
 * observationSize(); // 821
 * observationSize({ partnerships: true }); // two sides
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
 * import { createGame, observe, observationSize } from 'shichinarabe/seven-up';
 * const vector = observe(createGame({ seed: 1 }), 1);
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
