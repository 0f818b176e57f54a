/**
 * Sevens' observations (the learning interface): what a player may know — exactly their view — as
 * a vector of numbers in [0, 1], read straight from the state. Seats are counted from the observer
 * in turn order (0 the observer, 1 the player to their left, …), so the same position looks the
 * same from every chair. The layout, field by field (sizes for n players, J = 1 with the joker,
 * K = 1 in Kill):
 *
 * | field | size | what |
 * |---|---|---|
 * | `hand` | 52 | the observer's cards (card `suit × 13 + rank`, table order) |
 * | `joker` | J | the observer holds the joker |
 * | `table` | 52 | cards on the table |
 * | `dead` | 52 · n · K | each seat's dead cards (Kill) |
 * | `handSizes` | n | cards in each seat's hand ÷ the most a hand is dealt, ⌈(52 + J) / n⌉ (at most 1) |
 * | `passes` | n | each seat's passes ÷ (passLimit + 1); unlimited: passes ÷ (passes + 4) |
 * | `status` | 4n | each seat: playing, out, stuck, disqualified (one-hot) |
 * | `finishOrder` | n | k ÷ n for the k-th seat to go out, else 0 |
 * | `disqualifyOrder` | n | k ÷ n for the k-th seat disqualified, else 0 |
 * | `kills`, `selfKills` | n · K each | each seat's kills and self-kills ÷ 52 (Kill) |
 * | `current` | n | the seat to move (none when the game is over) |
 * | `jokerHolder` | n · J | the seat holding the joker, when the view tells it |
 * | `lastPlayer` | n | who made the last move |
 * | `lastMove` | 3 | the last move was a play, a joker move, a pass |
 * @module
 */
import {
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
import { ours } from '../shared/errors.js';
import { createGame } from './game.js';
import { lastPlayerOf } from './events.js';
import type { RecordOptions } from './options.js';
import {
  deadHi,
  deadLo,
  type Game,
  handHi,
  handLo,
  handSize,
  KILLS,
  PASSES,
  SELF_KILLS,
  isPlaying,
  type State,
  tallyOf,
} from './state.js';
import { trusted } from './trust.js';
import type { GameOptions, GameState } from './types.js';
import { jokerHolderFor } from './view.js';

type Field =
  | 'hand'
  | 'joker'
  | 'table'
  | 'dead'
  | 'handSizes'
  | 'passes'
  | 'status'
  | 'finishOrder'
  | 'disqualifyOrder'
  | 'kills'
  | 'selfKills'
  | 'current'
  | 'jokerHolder'
  | 'lastPlayer'
  | 'lastMove';

/** The observation's layout under a game's options. */
export function layoutOf(o: RecordOptions): Layout<Field> {
  const n = o.players;
  const j = o.variant === 'classic' ? o.jokers : 0;
  const k = o.variant === 'kill' ? 1 : 0;
  return layout<Field>([
    ['hand', 52],
    ['joker', j],
    ['table', 52],
    ['dead', 52 * n * k],
    ['handSizes', n],
    ['passes', n],
    ['status', 4 * n],
    ['finishOrder', n],
    ['disqualifyOrder', n],
    ['kills', n * k],
    ['selfKills', n * k],
    ['current', n],
    ['jokerHolder', n * j],
    ['lastPlayer', n],
    ['lastMove', 3],
  ]);
}

/** A player's status as its place in `status`: playing, out, stuck, disqualified. */
function statusIndex(s: State, p: number): number {
  if (s.finished.includes(p)) return 1;
  if (s.disqualified.includes(p)) return 3;
  return isPlaying(s, p) ? 0 : 2;
}
const MOVE_KINDS = ['play', 'joker', 'pass'] as const;

/** A game's layout, made once. */
const layoutFor = layoutCache((game: Game) => layoutOf(game.options));

/** The size of a game's observations. */
export const observationSizeOf = (s: State): number => layoutFor(s.game).size;

/** Writes the observation of `player` in a state the library made into `out` (zeros, the layout's size). */
export function observation(s: State, player: number, out: Observation): Float32Array {
  const o = s.game.options;
  const n = o.players;
  const at = layoutFor(s.game).at;
  const jokers = o.variant === 'classic' ? o.jokers : 0;
  putCards(out, at.hand, handLo(s, player), handHi(s, player));
  if (jokers === 1 && s.joker === player) out.put(at.joker, 1);
  putCards(out, at.table, s.tableLo, s.tableHi);
  const kill = o.variant === 'kill';
  const most = Math.ceil((52 + jokers) / n);
  const unlimited = o.passLimit === null;
  const limit = (o.passLimit ?? 0) + 1;
  for (let p = 0; p < n; p++) {
    const k = seatOf(player, p, n);
    if (kill) {
      putCards(out, at.dead + 52 * k, deadLo(s, p), deadHi(s, p));
      out.put(at.kills + k, share(tallyOf(s, KILLS, p), 52));
      out.put(at.selfKills + k, share(tallyOf(s, SELF_KILLS, p), 52));
    }
    out.put(at.handSizes + k, share(handSize(s, p), most));
    const passes = tallyOf(s, PASSES, p);
    out.put(at.passes + k, unlimited ? squash(passes, 4) : share(passes, limit));
    out.put(at.status + 4 * k + statusIndex(s, p), 1);
  }
  for (let i = 0; i < s.finished.length; i++)
    out.put(at.finishOrder + seatOf(player, s.finished[i] as number, n), (i + 1) / n);
  for (let i = 0; i < s.disqualified.length; i++) {
    out.put(at.disqualifyOrder + seatOf(player, s.disqualified[i] as number, n), (i + 1) / n);
  }
  if (s.current >= 0) out.put(at.current + seatOf(player, s.current, n), 1);
  if (jokers === 1) {
    const holder = jokerHolderFor(s, player);
    if (holder !== null) out.put(at.jokerHolder + seatOf(player, holder, n), 1);
  }
  const last = lastPlayerOf(s);
  if (last !== null) out.put(at.lastPlayer + seatOf(player, last, n), 1);
  if (s.lastMove !== null) putOne(out, at.lastMove, MOVE_KINDS.indexOf(s.lastMove.type));
  return out.values;
}

/**
 * The size of Sevens' observation vectors under these options (the same options, the same size):
 * 147 for the default 4-player classic game (see the learning guide for the layout).
 * @throws `OptionsError` for options `createGame` refuses.
 * @example
 * ```ts
 * import { observationSize } from 'shichinarabe';
 * observationSize(); // 147
 * observationSize({ variant: 'kill', players: 3 }); // with each seat's dead cards and kills
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
 * import { createGame, observe, observationSize } from 'shichinarabe';
 * const vector = observe(createGame({ seed: 1 }), 0);
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
