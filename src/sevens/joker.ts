/**
 * 七並べ's joker (`jokers: 1`), the classic rules of its moves, top to bottom.
 *
 * 1. **Where it may stand.** The move `{ type: 'joker', card: X, next?: Y }` stands the joker in
 *    cell X: a cell a card could legally be played to now, whose card the mover does not hold
 *    (with the `'fan-tan'` start, not before 7♦ is down).
 * 2. **The bridge.** With `jokerPlay: 'bridge'` the mover also plays Y from hand: the card
 *    adjacent to X on the far side from the run (for a 7 under `'fan-tan'`, either neighbour). So
 *    a bridge joker never stands in an A or K cell without the tunnel (beyond is the wall), nor in
 *    a gap with the run on both sides. With `'alone'`, there is no Y and any such cell will do.
 * 3. **The swap.** At once the holder of X lays X in its cell and takes the joker into hand — part
 *    of the same move. The turn then passes to the left of the joker's player.
 * 4. **Stuck.** A player whose only card is the joker cannot go out (`classic.ts`, `settle`).
 * @module
 */
import { cardName, cellOf, rankOf, SEVEN } from './cards.js';
import { bitIndex, row } from '../shared/cardset.js';
import { adjacent, openWord, run, settle } from './classic.js';
import { jokerCode } from './moves.js';
import { awaitingSevenOfDiamonds, type Events } from './rules.js';
import { type Draft, handHi, handLo, holds, type State } from './state.js';
import { handTurnOn, lay } from './turns.js';

// --- 1. and 2. Where the joker may stand, and the bridge ----------------------------------------

/**
 * The ranks (a row mask) the joker's `next` card may have when it stands in `x`: with `'bridge'`,
 * the mover's cards adjacent to `x` on the far side from the run (for a 7 under `'fan-tan'`,
 * either neighbour).
 */
function bridgeRanks(s: State, x: number): number {
  const suit = x >>> 4;
  const tunnel = s.game.rules.tunnel;
  const tableRow = row(s.tableLo, s.tableHi, suit);
  const beside = adjacent(1 << rankOf(x), tunnel); // its left and right neighbours
  let far = beside; // a 7 under 'fan-tan' (its suit's 7 is not down): either neighbour
  if (((tableRow >>> SEVEN) & 1) === 1) {
    const onRun = beside & run(tableRow, tunnel);
    far = onRun === beside ? 0 : beside & ~onRun;
  }
  return far & row(handLo(s, s.current), handHi(s, s.current), suit);
}

/**
 * Appends the codes of the joker moves of the player to move (who must hold the joker) to `out`
 * from index `n`, by card then next, each in table order; returns the new count.
 */
export function jokerMoves(s: State, out: number[], n: number): number {
  if (awaitingSevenOfDiamonds(s.game.rules, s.tableHi, s.deadHi)) return n; // the joker waits for 7♦ too
  const mine = [handLo(s, s.current), handHi(s, s.current)];
  const bridge = s.game.rules.bridge;
  for (let word = 0; word < 2; word++) {
    // cells a card could be played to now, whose card the mover does not hold
    for (let cells = openWord(s, word) & ~(mine[word] as number); cells !== 0; cells &= cells - 1) {
      const x = 32 * word + bitIndex(cells & -cells);
      if (!bridge) {
        out[n++] = jokerCode(x, -1);
        continue;
      }
      for (let next = bridgeRanks(s, x); next !== 0; next &= next - 1) {
        out[n++] = jokerCode(x, cellOf(x >>> 4, bitIndex(next & -next)));
      }
    }
  }
  return n;
}

/**
 * Why the joker's holder, to move, may not stand the joker in `x` with `next` (-1: none) now, for
 * an error message (the move is not among {@link jokerMoves}).
 */
export function whyJokerRefused(s: State, x: number, next: number): string {
  const rules = s.game.rules;
  if (awaitingSevenOfDiamonds(rules, s.tableHi, s.deadHi)) return 'the joker cannot be played before 7D opens the game';
  if (holds(s, s.current, x)) return `P${s.current + 1} holds ${cardName(x)} and must play it, not the joker`;
  if (((openWord(s, x >>> 5) >>> (x & 31)) & 1) === 0) return `no card could be played to ${cardName(x)} now`;
  if (!rules.bridge) return "with jokerPlay 'alone' the joker goes down without a next card";
  return next < 0
    ? `with jokerPlay 'bridge' the joker needs the next card beyond ${cardName(x)} from the mover's hand`
    : `${cardName(next)} is not the mover's card beyond ${cardName(x)} on the far side from the run`;
}

// --- 3. The swap --------------------------------------------------------------------------------

/**
 * The mover stands the joker in `x` (and with a bridge lays `next`); at once the holder of `x`
 * lays it in its cell and takes the joker. The mover may have gone out (their hand emptied with
 * `next`), then the holder may be left with the joker alone (stuck). The turn passes to the left
 * of the mover.
 */
export function playJoker(d: Draft, x: number, next: number, events: Events): void {
  const p = d.current;
  let holder = -1;
  for (let q = 0; q < d.game.players && holder < 0; q++) if (q !== p && holds(d, q, x)) holder = q;
  events?.joker(p, x);
  if (next >= 0) {
    lay(d, next);
    events?.play(p, next);
  }
  lay(d, x);
  d.joker = holder;
  events?.swap(holder, x);
  settle(d, p, events); // the mover's hand emptied with `next`, before the swap
  settle(d, holder, events);
  handTurnOn(d, p, events);
}
