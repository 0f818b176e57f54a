/**
 * Observation vectors (the learning interface, every game): a layout of named fields, each a run
 * of numbers at an offset, and the small writers every game's `observe` fills them with. A game's
 * layout is a list of `[name, size]` pairs whose sizes follow from the options alone, so adding a
 * field of the view is one more pair and one more write.
 *
 * Every value written is in [0, 1]: cards and one-hots are 0 or 1, counts are divided by the most
 * the options allow, and unbounded counts are squashed (`x / (x + half)`).
 * @module
 */
import { describe, ShichinarabeError, StateError } from './errors.js';

/** A field of an observation: its name, where it starts and how many numbers it holds. */
export interface ObservationField {
  readonly name: string;
  readonly offset: number;
  readonly size: number;
}

/** A layout: its fields in order, the offset of each by name, and the vector's size. */
export interface Layout<N extends string> {
  readonly fields: readonly ObservationField[];
  readonly at: Readonly<Record<N, number>>;
  readonly size: number;
}

/** The layout of fields given in order as `[name, size]` (a size may be 0: the field is absent under these options). */
export function layout<N extends string>(fields: readonly (readonly [N, number])[]): Layout<N> {
  const at = {} as Record<N, number>;
  const list: ObservationField[] = [];
  let offset = 0;
  for (const [name, size] of fields) {
    at[name] = offset;
    list.push({ name, offset, size });
    offset += size;
  }
  return { fields: list, at, size: offset };
}

/**
 * A game's layout, made once per game (its options never change): `make` wrapped in a cache keyed
 * by the game object (a `WeakMap`, so a finished game can still be collected).
 */
export function layoutCache<G extends object, N extends string>(make: (game: G) => Layout<N>): (game: G) => Layout<N> {
  const made = new WeakMap<G, Layout<N>>();
  return (game) => {
    let l = made.get(game);
    if (l === undefined) {
      l = make(game);
      made.set(game, l);
    }
    return l;
  };
}

/**
 * An observation being written: its numbers (zeros to start with) and, for a reader that wants it
 * sparse, the index of every number written that is not 0, each once (`written[0 … count − 1]`, in
 * the order first written; so `written` never needs more room than the vector).
 */
export class Observation {
  /** How many indices `written` holds. */
  count = 0;
  constructor(
    readonly values: Float32Array,
    readonly written: Uint32Array | null = null,
  ) {}

  /** Sets number `i` to `value` (a 0 is not written: the numbers start at 0). */
  put(i: number, value: number): void {
    if (value === 0) return;
    const values = this.values;
    if (this.written !== null && values[i] === 0) this.written[this.count++] = i;
    values[i] = value;
  }
}

/**
 * The vector an observation is written into: `into` filled with zeros (checked to be a
 * `Float32Array` of `size` numbers), or a new one.
 * @throws `ShichinarabeError` when `into` is given and is not such an array.
 */
export function vectorFor(size: number, into: unknown): Observation {
  if (into === undefined) return new Observation(new Float32Array(size));
  if (!(into instanceof Float32Array) || into.length !== size) {
    throw new ShichinarabeError(
      `observe: into must be a Float32Array of observationSize (${size}) numbers, got ${describe(into)}`,
    );
  }
  return new Observation(into.fill(0));
}

/** A card's place in a 52-number card field: suit (♠ ♥ ♦ ♣) × 13 + rank (A … K), table order. */
export const cardIndex = (cell: number): number => (cell >>> 4) * 13 + (cell & 15);

/** Writes 1 for every card of a set (two card-set words) into the card field at `at`. */
export function putCards(o: Observation, at: number, lo: number, hi: number): void {
  for (let w = lo; w !== 0; w &= w - 1) {
    const cell = 31 - Math.clz32(w & -w);
    o.put(at + (cell >>> 4) * 13 + (cell & 15), 1);
  }
  for (let w = hi; w !== 0; w &= w - 1) {
    const cell = 63 - Math.clz32(w & -w);
    o.put(at + (cell >>> 4) * 13 + (cell & 15), 1);
  }
}

/** Writes a one-hot: 1 at `at + index`, nothing when `index` is negative (none). */
export function putOne(o: Observation, at: number, index: number): void {
  if (index >= 0) o.put(at + index, 1);
}

/** A count as a share of the most it can be, at most 1. */
export const share = (count: number, most: number): number => (most > 0 ? Math.min(count / most, 1) : 0);

/** An unbounded count squashed into [0, 1): `x / (x + half)`, ½ at `half`. */
export const squash = (count: number, half: number): number => (count <= 0 ? 0 : count / (count + half));

/**
 * A player's seat as the observer sees it: 0 the observer, 1 the next player in turn order, …;
 * `step` is 1 when turns go up (p → p + 1), −1 when they go down.
 */
export function seatOf(observer: number, player: number, players: number, step = 1): number {
  const d = (player - observer) * step;
  return d < 0 ? d + players : d;
}

/**
 * `player` checked as the observer of a game of `players` players.
 * @throws `StateError` for anything but an integer from 0 to players − 1 (as `view` does).
 */
export function observer(player: unknown, players: number): number {
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= players) {
    throw new StateError(`observe: player must be an integer from 0 to ${players - 1}, got ${describe(player)}`);
  }
  return player;
}
