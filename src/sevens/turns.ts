/**
 * The turn machinery both variants share: laying a card, going out, handing the turn on, the
 * counters, and passing with its disqualification. What a play does beyond laying the card, and
 * when the game is over, is the variant's (`rules.variant`); this module never asks which one.
 *
 * Every step takes `events` — where it writes what happened, or `null` when nobody asked (the
 * game loop) — so the same code plays a move and tells its story (`events.ts`).
 * @module
 */
import { bitIndex } from '../shared/cardset.js';
import type { Events } from './rules.js';
import { type Draft, HELD_AT_DQ, handHi, handLo, handSize, holdsCards, PASSES, tallyOf } from './state.js';

/** Puts a card on the table. */
export function lay(d: Draft, cell: number): void {
  if (cell < 32) d.tableLo |= 1 << cell;
  else d.tableHi |= 1 << (cell - 32);
}

/** Player p goes out: they are skipped from now on and join `finished`. */
export function goOut(d: Draft, p: number, events: Events): void {
  d.playing &= ~(1 << p);
  d.finished = [...d.finished, p];
  events?.out(p);
}

/**
 * The turn goes to the left, from player `from` to the next player still playing — unless the
 * game is over. A player whose turn comes with an empty hand goes out instead (Kill: another
 * player's move killed their last cards; in classic a player with no cards has gone out already).
 */
export function handTurnOn(d: Draft, from: number, events: Events): void {
  const leftAtEnd = d.game.rules.variant.playersLeftAtEnd;
  d.current = -1;
  if (isOver(d.playing, leftAtEnd)) return;
  let p = from;
  for (;;) {
    // the next player still playing, going left: the lowest playing seat above p, else the lowest of all
    const later = d.playing & (-2 << p);
    const next = later !== 0 ? later : d.playing;
    p = bitIndex(next & -next);
    if (d.joker === p || holdsCards(d, p)) break;
    goOut(d, p, events);
    if (isOver(d.playing, leftAtEnd)) return;
  }
  d.current = p;
}

/**
 * Whether the game is over: at most `leftAtEnd` (0 or 1) of the `playing` players (a mask) are
 * left. Taking `leftAtEnd` from the mask clears its lowest player when one may remain.
 */
const isOver = (playing: number, leftAtEnd: number): boolean => (playing & (playing - leftAtEnd)) === 0;

/** Adds `by` to a player's counter `block` and `by2` to their counter `block2`, copying the tally once. */
export function bump(d: Draft, p: number, block: number, by: number, block2: number, by2: number): void {
  const n = d.game.players;
  const tally = d.tally.slice();
  tally[block * n + p] = (tally[block * n + p] as number) + by;
  tally[block2 * n + p] = (tally[block2 * n + p] as number) + by2;
  d.tally = tally;
}

/**
 * A pass. Every pass counts. With a pass limit, a player who cannot play and has already passed
 * `passLimit` times is disqualified by this pass.
 */
export function pass(d: Draft, canPlay: boolean, events: Events): void {
  const p = d.current;
  const limit = d.game.rules.passLimit;
  const disqualified = !canPlay && limit >= 0 && tallyOf(d, PASSES, p) >= limit;
  bump(d, p, PASSES, 1, HELD_AT_DQ, disqualified ? handSize(d, p) : 0);
  events?.pass(p, tallyOf(d, PASSES, p));
  if (disqualified) disqualify(d, p, events);
  handTurnOn(d, p, events);
}

/**
 * Disqualification: all of the player's cards are placed face up on the table in their cells (a
 * joker leaves the game); they extend no run until a run reaches them (classic), and deaths
 * follow, credited to nobody (Kill).
 */
function disqualify(d: Draft, p: number, events: Events): void {
  const lo = handLo(d, p);
  const hi = handHi(d, p);
  d.tableLo |= lo;
  d.tableHi |= hi;
  if (d.joker === p) d.joker = -1;
  d.playing &= ~(1 << p);
  d.disqualified = [...d.disqualified, p];
  events?.disqualified(p, lo, hi);
  d.game.rules.variant.afterLaying(d, events);
}
