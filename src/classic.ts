/**
 * 七並べ (Sevens), the classic rules — SPEC §3, reading top to bottom like the rulebook.
 *
 * - The table is four rows (♠♥♦♣) of thirteen cells (A … K).
 * - A run is the set of table cards of one suit connected to that suit's 7 through adjacent
 *   ranks. A card may be played if its suit's 7 is on the table and it is adjacent (rank ± 1,
 *   same suit) to a card of that run. With `tunnel`, A and K are adjacent (the row is a ring).
 * - Cards dumped by a disqualified player are on the table but extend no run until the run
 *   reaches them; then the run continues past them (this falls out of "connected to the 7").
 * - With the `'fan-tan'` start, 7♦ is played first; after it, any 7 may be played whenever it is in hand.
 * - The joker (`jokers: 1`) stands in a cell a card could be played to now and whose card the mover
 *   does not hold; with `'bridge'` the mover also plays the card beyond it, on the far side from
 *   the run. The holder of that cell's card lays it at once and takes the joker.
 *
 * Passing, disqualification, going out and turns are shared with the Kill variant (`play.ts`).
 * @module
 */
import { cellOf, rankOf, SEVEN } from './cards.js';
import { bitIndex, FULL_ROW, highestBit, row } from './cardset.js';
import { jokerMove } from './moves.js';
import { handHi, handLo, holds, type State, sevenOfDiamondsDown } from './state.js';
import type { Move } from './types.js';

const SEVEN_BIT = 1 << SEVEN;
const BELOW_SEVEN = SEVEN_BIT - 1;

/** Turns a row so that its 7 is bit 0 (for the tunnel's ring), and back. */
const fromSeven = (r: number): number => ((r >>> SEVEN) | (r << (13 - SEVEN))) & FULL_ROW;
const toSeven = (r: number): number => ((r << SEVEN) | (r >>> (13 - SEVEN))) & FULL_ROW;

/** The unbroken cells of a row mask from bit 0 upward. */
const runFromBottom = (r: number): number => ((~r & (r + 1)) - 1) & FULL_ROW;

/**
 * The run of one suit: the table cells of that row connected to its 7 through adjacent ranks
 * (around the ring with `tunnel`); 0 when the 7 is not on the table.
 */
export function run(tableRow: number, tunnel: boolean): number {
  if ((tableRow & SEVEN_BIT) === 0) return 0;
  if (tunnel) {
    const r = fromSeven(tableRow);
    if (r === FULL_ROW) return FULL_ROW;
    const gapFromTop = highestBit(~r & FULL_ROW); // the first gap going down from K through A to the 7
    const down = FULL_ROW & ~((gapFromTop << 1) - 1);
    return toSeven(runFromBottom(r) | down);
  }
  const above = runFromBottom(tableRow >>> SEVEN) << SEVEN;
  const gapBelow = highestBit(~tableRow & BELOW_SEVEN); // the first gap going down from the 7
  const below = gapBelow === 0 ? BELOW_SEVEN : BELOW_SEVEN & ~((gapBelow << 1) - 1);
  return (above | below) & FULL_ROW;
}

/** The cells next to any cell of a row mask (A and K are next to each other with `tunnel`). */
function adjacent(cells: number, tunnel: boolean): number {
  let next = (cells << 1) | (cells >>> 1);
  if (tunnel) next |= ((cells & 1) << 12) | ((cells >>> 12) & 1);
  return next & FULL_ROW;
}

/**
 * For every possible row of the table (13 bits), the cells where a card may be played: next to the
 * run, or — with the Fan Tan start, in a row whose 7 is not down — the 7 itself. Four tables of
 * 8,192 entries, one per combination of `tunnel` and `'fan-tan'`, built on first use.
 */
let OPEN_ROWS: Uint16Array | null = null;
function buildOpenRows(): Uint16Array {
  const table = new Uint16Array(4 << 13);
  for (let i = 0; i < 4; i++) {
    const tunnel = (i & 1) === 1;
    const fanTan = (i & 2) === 2;
    for (let r = 0; r <= FULL_ROW; r++) {
      table[(i << 13) | r] = (r & SEVEN_BIT) === 0 ? (fanTan ? SEVEN_BIT : 0) : adjacent(run(r, tunnel), tunnel) & ~r;
    }
  }
  return table;
}

/**
 * The cells of one row where a card may be played, from that row of the table (with `'fan-tan'`,
 * once 7♦ is down): next to the run, or the row's 7 while it is not down.
 */
export function openRow(tableRow: number, tunnel: boolean, fanTan: boolean): number {
  if (OPEN_ROWS === null) OPEN_ROWS = buildOpenRows();
  return OPEN_ROWS[(((tunnel ? 1 : 0) | (fanTan ? 2 : 0)) << 13) | tableRow] as number;
}

/**
 * One word (0 = ♠♥, 1 = ♦♣) of the cells where a card may be played now, whoever holds it.
 * With the Fan Tan start, until 7♦ is down it is the only one.
 */
function openWord(s: State, word: number): number {
  const g = s.game;
  if (g.fanTan && !sevenOfDiamondsDown(s)) return word === 1 ? SEVEN_BIT : 0; // 7♦: bit 6 of the ♦ lane
  if (OPEN_ROWS === null) OPEN_ROWS = buildOpenRows();
  const open = OPEN_ROWS;
  const at = ((g.tunnel ? 1 : 0) | (g.fanTan ? 2 : 0)) << 13;
  const t = word === 0 ? s.tableLo : s.tableHi;
  return (open[at | (t & FULL_ROW)] as number) | ((open[at | ((t >>> 16) & FULL_ROW)] as number) << 16);
}

/** The cells of one suit where a card may be played now, whoever holds it (a row mask). */
const openCells = (s: State, suit: number): number => (openWord(s, suit >>> 1) >>> ((suit & 1) << 4)) & FULL_ROW;

/** Whether the player to move may play the card of `cell` (they hold it: checked by the caller). */
export const canPlay = (s: State, cell: number): boolean => ((openWord(s, cell >>> 5) >>> (cell & 31)) & 1) === 1;

/** One word (0 = ♠♥, 1 = ♦♣) of the cells the player to move holds and may play now. */
export function playable(s: State, word: number): number {
  return openWord(s, word) & (word === 0 ? handLo(s, s.current) : handHi(s, s.current));
}

// --- The joker -------------------------------------------------------------------------------

/**
 * The ranks (a row mask) the joker's `next` card may have when it stands in `x`: with `'bridge'`,
 * the card adjacent to `x` on the far side from the run (for a 7 under `'fan-tan'`, either
 * neighbour), which the mover must hold. So a bridge never stands in an A or K without the tunnel
 * (the far side is the wall), nor in a gap with the run on both sides.
 */
function bridgeRanks(s: State, x: number): number {
  const suit = x >>> 4;
  const rank = rankOf(x);
  const tunnel = s.game.tunnel;
  const tableRow = row(s.tableLo, s.tableHi, suit);
  const beside = adjacent(1 << rank, tunnel); // its left and right neighbours (around the ring with the tunnel)
  let far = beside; // a 7 under 'fan-tan': either neighbour
  if ((tableRow & SEVEN_BIT) !== 0) {
    const onRun = beside & run(tableRow, tunnel);
    far = onRun === beside ? 0 : beside & ~onRun;
  }
  const hand = suit < 2 ? handLo(s, s.current) : handHi(s, s.current);
  return far & (hand >>> ((suit & 1) << 4));
}

/**
 * Calls `found(x, next)` for each joker move of the player to move (they must hold the joker), by
 * card then next (`next` -1 with `'alone'`); stops early when `found` returns true, and says whether it did.
 */
export function eachJokerMove(s: State, found: (x: number, next: number) => boolean | undefined): boolean {
  const p = s.current;
  if (s.joker !== p || (s.game.fanTan && !sevenOfDiamondsDown(s))) return false;
  const lo = handLo(s, p);
  const hi = handHi(s, p);
  for (let suit = 0; suit < 4; suit++) {
    for (let cells = openCells(s, suit) & ~row(lo, hi, suit); cells !== 0; cells &= cells - 1) {
      const x = cellOf(suit, bitIndex(cells & -cells)); // a cell a card could be played to, not the mover's own
      if (!s.game.bridge) {
        if (found(x, -1) === true) return true;
        continue;
      }
      for (let next = bridgeRanks(s, x); next !== 0; next &= next - 1) {
        if (found(x, cellOf(suit, bitIndex(next & -next))) === true) return true;
      }
    }
  }
  return false;
}

/** The joker moves of the player to move, by card then next. */
export function jokerMoves(s: State): Move[] {
  const moves: Move[] = [];
  eachJokerMove(s, (x, next) => {
    moves.push(jokerMove(x, next));
    return false;
  });
  return moves;
}

/** Whether the player to move may stand the joker in `x` (with `next`, or -1 for none). */
export function canPlayJoker(s: State, x: number, next: number): boolean {
  const p = s.current;
  if (s.joker !== p || (s.game.fanTan && !sevenOfDiamondsDown(s))) return false;
  if (holds(s, p, x) || !canPlay(s, x)) return false;
  if (!s.game.bridge) return next < 0;
  return next >= 0 && next >>> 4 === x >>> 4 && ((bridgeRanks(s, x) >>> rankOf(next)) & 1) === 1;
}

/** Whether the player to move has any play or joker move. */
export function hasMove(s: State): boolean {
  if (playable(s, 0) !== 0 || playable(s, 1) !== 0) return true;
  return eachJokerMove(s, () => true);
}
