/**
 * 殺しの7並べ (Kill), the rules of placement and death — SPEC §4, top to bottom.
 *
 * - **Placement.** A card may be played if any of its 8 neighbouring cells (sides and corners) is on
 *   the table. With `'fan-tan'`, a 7 may also be played at any time (7♦ first). With
 *   `kill.diagonal: 'kill-only'`, a card whose only neighbours on the table are diagonal may be
 *   played only if the move kills at least one card.
 * - **Death.** After every move, and for the initial table, a cell not on the table and not yet
 *   dead dies when
 *   - `'enclosed'`: each of its 4 side neighbours is wall or on the table;
 *   - `'left-right'`: its left and right neighbours are each wall or on the table;
 *   - **group**: its 4-connected component of cells not on the table is a rectangle of
 *     2..`maxGroup` cells (its surroundings are wall or table by definition of a component) that
 *     touches the wall on at most 2 sides — on exactly 3 only with `threeWallGroups`, on 4 never.
 *   Dead cells are not on the table: nobody can play next to them, and they are part of components.
 * - The table only grows and dead cells never return, so after a placement only cells next to it
 *   can newly die: the single-card rules are board-wide bit formulas, and only the (at most four)
 *   components beside the placed card are flood-filled, stopping once one outgrows `maxGroup`.
 *
 * Crediting kills, extra turns, passes and going out are in `play.ts`.
 * @module
 */
import { SEVEN_OF_DIAMONDS, SEVENS_WORD } from './cards.js';
import {
  aboveHi,
  aboveLo,
  aroundHi,
  aroundLo,
  belowHi,
  belowLo,
  bitIndex,
  bitOf,
  FULL_ROW,
  FULL_WORD,
  growHi,
  growLo,
  row,
  sidesHi,
  sidesLo,
  size,
  wordOf,
} from './cardset.js';
import type { Game, State } from './state.js';
import { handHi, handLo, sevenOfDiamondsDown } from './state.js';

/** A set of cells as its two card-set words. */
export type Cells = readonly [lo: number, hi: number];
/** The empty set of cells. */
export const NO_CELLS: Cells = Object.freeze([0, 0] as const);

/** Cells with the wall on their left (the A column) and on their right (the K column). */
const LEFT_WALL = 0x00010001;
const RIGHT_WALL = 0x10001000;
/** The top row (♠, in the lo word) and the bottom row (♣, in the hi word) have the wall above / below. */
const TOP_WALL = FULL_ROW;
const BOTTOM_WALL = FULL_ROW << 16;

// --- Placement -------------------------------------------------------------------------------

/** Whether placing `cell` kills at least one card; the table (tLo, tHi) must already include `cell`. */
export function killsAny(g: Game, tLo: number, tHi: number, dLo: number, dHi: number, cell: number): boolean {
  return deathsAfterPlacing(g, tLo, tHi, dLo, dHi, cell) !== NO_CELLS;
}

/**
 * One word (0 = ♠♥, 1 = ♦♣) of the cells of the player to move that may be placed now: held,
 * with a table card among its 8 neighbours (or a 7 under `'fan-tan'`), the 'kill-only' diagonal
 * rule applied. `among` limits the cells considered (to test one cell without trying the others).
 */
export function playable(s: State, word: number, among = FULL_WORD): number {
  const g = s.game;
  const hand = (word === 0 ? handLo(s, s.current) : handHi(s, s.current)) & among;
  if (g.fanTan && !sevenOfDiamondsDown(s))
    return wordOf(SEVEN_OF_DIAMONDS) === word ? hand & bitOf(SEVEN_OF_DIAMONDS) : 0;
  const { tableLo: tLo, tableHi: tHi } = s;
  const sevens = g.fanTan ? SEVENS_WORD : 0;
  const near = word === 0 ? aroundLo(tLo, tHi) : aroundHi(tLo, tHi);
  if (!g.killOnlyDiagonal) return (near | sevens) & hand;
  // 'kill-only': a side neighbour on the table, a 7 under 'fan-tan', or a diagonal placement that kills.
  let ok = ((word === 0 ? sidesLo(tLo, tHi) : sidesHi(tLo, tHi)) | sevens) & hand;
  for (let w = near & hand & ~ok; w !== 0; w &= w - 1) {
    const bit = w & -w;
    const cell = 32 * word + bitIndex(bit);
    const killing =
      word === 0
        ? killsAny(g, tLo | bit, tHi, s.deadLo, s.deadHi, cell)
        : killsAny(g, tLo, tHi | bit, s.deadLo, s.deadHi, cell);
    if (killing) ok |= bit;
  }
  return ok;
}

/** Whether the player to move may place the card of `cell` (they hold it: checked by the caller). */
export const canPlay = (s: State, cell: number): boolean => playable(s, wordOf(cell), bitOf(cell)) !== 0;

/** Whether the player to move has any play. */
export const hasMove = (s: State): boolean => playable(s, 0) !== 0 || playable(s, 1) !== 0;

// --- Death -----------------------------------------------------------------------------------

/**
 * Cells whose left and right are each the wall or on the table (per word; `t` is that word of the table).
 * Shifting within one word never mixes rows: bits 13–15 of each lane are always 0.
 */
const leftAndRightClosed = (t: number): number => ((t << 1) | LEFT_WALL) & ((t >>> 1) | RIGHT_WALL) & FULL_WORD;

/** The lo word (♠♥) of the cells a single-card rule kills on the table (tLo, tHi), dead or not. */
function singleDeathsLo(g: Game, tLo: number, tHi: number): number {
  const sides = leftAndRightClosed(tLo) & ~tLo;
  // 'enclosed': above and below closed too (the row above a cell is "the cells below the table")
  return g.leftRight ? sides : sides & (belowLo(tLo, tHi) | TOP_WALL) & aboveLo(tLo, tHi);
}

/** The hi word (♦♣) of the cells a single-card rule kills on the table (tLo, tHi), dead or not. */
function singleDeathsHi(g: Game, tLo: number, tHi: number): number {
  const sides = leftAndRightClosed(tHi) & ~tHi;
  return g.leftRight ? sides : sides & belowHi(tLo, tHi) & (aboveHi(tLo, tHi) | BOTTOM_WALL);
}

/**
 * Whether a whole component (kLo, kHi) of `n` off-table cells dies as a group: a rectangle of
 * 2..maxGroup cells touching the wall on at most 2 sides, or 3 with `threeWallGroups`.
 */
function groupDies(g: Game, kLo: number, kHi: number, n: number): boolean {
  if (n < 2 || n > g.maxGroup) return false;
  let columns = 0;
  for (let suit = 0; suit < 4; suit++) {
    const r = row(kLo, kHi, suit);
    if (r === 0) continue;
    if (columns === 0) columns = r;
    else if (r !== columns) return false; // not a rectangle
  }
  const walls =
    (row(kLo, kHi, 0) !== 0 ? 1 : 0) + // top
    (row(kLo, kHi, 3) !== 0 ? 1 : 0) + // bottom
    (columns & 1) + // left (the A column)
    ((columns >>> 12) & 1); // right (the K column)
  return walls < 3 || (walls === 3 && g.threeWallGroups);
}

/**
 * The cells that die as groups: every component of off-table cells reached from the seed cells
 * is flood-filled (giving up once it outgrows maxGroup) and tested with `groupDies`.
 */
function groupDeaths(g: Game, tLo: number, tHi: number, seedsLo: number, seedsHi: number): Cells {
  if (g.maxGroup < 2) return NO_CELLS;
  const offLo = ~tLo & FULL_WORD;
  const offHi = ~tHi & FULL_WORD;
  let todoLo = seedsLo & offLo;
  let todoHi = seedsHi & offHi;
  let deadLo = 0;
  let deadHi = 0;
  while ((todoLo | todoHi) !== 0) {
    let kLo = todoLo & -todoLo;
    let kHi = kLo === 0 ? todoHi & -todoHi : 0;
    let n = 1;
    for (;;) {
      const nextLo = growLo(kLo, kHi) & offLo;
      const nextHi = growHi(kLo, kHi) & offHi;
      if (nextLo === kLo && nextHi === kHi) break;
      kLo = nextLo;
      kHi = nextHi;
      n = size(kLo, kHi);
      if (n > g.maxGroup) break;
    }
    todoLo &= ~kLo;
    todoHi &= ~kHi;
    if (groupDies(g, kLo, kHi, n)) {
      deadLo |= kLo;
      deadHi |= kHi;
    }
  }
  return deadLo === 0 && deadHi === 0 ? NO_CELLS : [deadLo, deadHi];
}

/** Combines single and group deaths on the table (tLo, tHi) and keeps only the cells not already dead. */
function newlyDead(g: Game, tLo: number, tHi: number, group: Cells, dLo: number, dHi: number): Cells {
  const lo = (singleDeathsLo(g, tLo, tHi) | group[0]) & ~dLo;
  const hi = (singleDeathsHi(g, tLo, tHi) | group[1]) & ~dHi;
  return lo === 0 && hi === 0 ? NO_CELLS : [lo, hi];
}

/**
 * The cells that newly die once `cell` is on the table (tLo, tHi already include it).
 * The state before was closed under death, so only the components beside `cell` can be new groups.
 */
export function deathsAfterPlacing(g: Game, tLo: number, tHi: number, dLo: number, dHi: number, cell: number): Cells {
  const placed = bitOf(cell);
  const pLo = wordOf(cell) === 0 ? placed : 0;
  const pHi = wordOf(cell) === 0 ? 0 : placed;
  const group = groupDeaths(g, tLo, tHi, sidesLo(pLo, pHi), sidesHi(pLo, pHi));
  return newlyDead(g, tLo, tHi, group, dLo, dHi);
}

/** The cells that newly die on a whole table: the initial table, or after a disqualified player's cards go down. */
export function deathsOnTable(g: Game, tLo: number, tHi: number, dLo: number, dHi: number): Cells {
  const group = groupDeaths(g, tLo, tHi, FULL_WORD, FULL_WORD);
  return newlyDead(g, tLo, tHi, group, dLo, dHi);
}
