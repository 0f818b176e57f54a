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
 * - The table only grows and dead cells never return, so after a placement only the (at most four)
 *   cells beside it, and their components, can newly die. A component is not flood-filled: from
 *   a cell, its row's run of off-table cells is extended up and down to the only rectangle the
 *   component can be, or found not to be one (`dyingBlock`).
 *
 * Crediting kills, extra turns, passes and going out are in `play.ts`.
 * @module
 */
import { rankOf, SEVEN_OF_DIAMONDS, SEVENS_WORD, suitOf } from './cards.js';
import {
  aroundHi,
  aroundLo,
  beside,
  bitIndex,
  bitOf,
  blockHi,
  blockLo,
  count,
  FULL_ROW,
  FULL_WORD,
  row,
  runThrough,
  sidesHi,
  sidesLo,
  wordOf,
} from './cardset.js';
import type { Game, State } from './state.js';
import { handHi, handLo, sevenOfDiamondsDown } from './state.js';

/** A set of cells as its two card-set words. */
export type Cells = readonly [lo: number, hi: number];
/** The empty set of cells. */
export const NO_CELLS: Cells = Object.freeze([0, 0] as const);

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
  const sevens = g.fanTan ? SEVENS_WORD : 0;
  const near = word === 0 ? aroundLo(s.tableLo, s.tableHi) : aroundHi(s.tableLo, s.tableHi);
  return g.killOnlyDiagonal ? killOnlyPlayable(s, word, hand, near, sevens) : (near | sevens) & hand;
}

/**
 * 'kill-only': of the `hand` cells `near` the table, those with a side neighbour on the table,
 * a 7 under `'fan-tan'` (in `sevens`), or a diagonal placement that kills.
 */
function killOnlyPlayable(s: State, word: number, hand: number, near: number, sevens: number): number {
  const { game: g, tableLo: tLo, tableHi: tHi } = s;
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

/** The cells of a row not on the table (dead cells included): what components are made of. */
const offRow = (tLo: number, tHi: number, suit: number): number => ~row(tLo, tHi, suit) & FULL_ROW;

/**
 * A block of the table, the same columns in a range of suits, as one number: the columns' row
 * mask | the suits' mask (bit k = suit k) << 16. 0 is no block.
 */
const block = (columns: number, top: number, bottom: number): number => columns | (((2 << bottom) - (1 << top)) << 16);

/**
 * The block of cells that dies with the off-table cell at (`suit`, column bit `column`): the
 * cell alone under a single-card rule, or its whole component as a group; 0 when nothing dies
 * there (also when the cell is on the table or outside the grid).
 *
 * The component is found without a flood fill: it is a rectangle exactly when its row's run of
 * off-table cells through the cell, continued up and down, meets rows whose cells over those
 * columns are all off the table with both ends closed (inside it) until rows whose cells over
 * those columns are all on the table or the wall (its top and bottom edges).
 */
function dyingBlock(g: Game, tLo: number, tHi: number, suit: number, column: number): number {
  const off = offRow(tLo, tHi, suit);
  if ((off & column) === 0) return 0;
  const columns = runThrough(off, column); // left and right are closed beyond these
  if (columns === column && g.leftRight) return block(columns, suit, suit); // 'left-right'
  const width = count(columns);
  if (width > g.maxGroup) return 0; // too wide for a group, and not a single cell
  const reach = columns | beside(columns); // the columns and the cell either side of them (which must be closed)
  let top = suit;
  for (; top > 0; top--) {
    const above = offRow(tLo, tHi, top - 1);
    if ((above & columns) === 0) break; // closed above
    if ((above & reach) !== columns) return 0; // not a rectangle
  }
  let bottom = suit;
  for (; bottom < 3; bottom++) {
    const below = offRow(tLo, tHi, bottom + 1);
    if ((below & columns) === 0) break; // closed below
    if ((below & reach) !== columns) return 0; // not a rectangle
  }
  const area = width * (bottom - top + 1);
  if (area === 1) return block(columns, suit, suit); // 'enclosed': closed on all 4 sides
  return groupDies(g, columns, top, bottom, area) ? block(columns, top, bottom) : 0;
}

/**
 * Whether a closed rectangle of off-table cells (`columns` × suits `top`..`bottom`, `area`
 * cells) dies as a group: 2..maxGroup cells touching the wall on at most 2 sides, or 3 with
 * `threeWallGroups`.
 */
function groupDies(g: Game, columns: number, top: number, bottom: number, area: number): boolean {
  if (area > g.maxGroup) return false;
  const walls =
    (top === 0 ? 1 : 0) + // top
    (bottom === 3 ? 1 : 0) + // bottom
    (columns & 1) + // left (the A column)
    ((columns >>> 12) & 1); // right (the K column)
  return walls < 3 || (walls === 3 && g.threeWallGroups);
}

/** The lo word (♠, ♥) of the cells of a block. */
const blockCellsLo = (b: number): number => blockLo(b & FULL_ROW, b >>> 16);
/** The hi word (♦, ♣) of the cells of a block. */
const blockCellsHi = (b: number): number => blockHi(b & FULL_ROW, b >>> 16);

/** The cells of (lo, hi) that are not dead already: `NO_CELLS` if none. */
const newlyDead = (lo: number, hi: number, dLo: number, dHi: number): Cells =>
  (lo & ~dLo) === 0 && (hi & ~dHi) === 0 ? NO_CELLS : [lo & ~dLo, hi & ~dHi];

/** The cells of the blocks that die beside a placed card (some of them 0) not dead already. */
const newlyDeadBlocks = (dLo: number, dHi: number, a: number, b: number, c: number, d: number): Cells =>
  newlyDead(
    blockCellsLo(a) | blockCellsLo(b) | blockCellsLo(c) | blockCellsLo(d),
    blockCellsHi(a) | blockCellsHi(b) | blockCellsHi(c) | blockCellsHi(d),
    dLo,
    dHi,
  );

/**
 * The cells that newly die once `cell` is on the table (tLo, tHi already include it).
 * The state before was closed under death, so only the cells beside `cell`, and their
 * components, can newly die.
 */
export function deathsAfterPlacing(g: Game, tLo: number, tHi: number, dLo: number, dHi: number, cell: number): Cells {
  const suit = suitOf(cell);
  const column = 1 << rankOf(cell);
  const left = dyingBlock(g, tLo, tHi, suit, column >>> 1);
  const right = dyingBlock(g, tLo, tHi, suit, column << 1);
  const above = suit > 0 ? dyingBlock(g, tLo, tHi, suit - 1, column) : 0;
  const below = suit < 3 ? dyingBlock(g, tLo, tHi, suit + 1, column) : 0;
  if ((left | right | above | below) === 0) return NO_CELLS;
  return newlyDeadBlocks(dLo, dHi, left, right, above, below);
}

/** The cells that newly die on a whole table: the initial table, or after a disqualified player's cards go down. */
export function deathsOnTable(g: Game, tLo: number, tHi: number, dLo: number, dHi: number): Cells {
  let lo = 0;
  let hi = 0;
  for (let suit = 0; suit < 4; suit++) {
    for (let w = offRow(tLo, tHi, suit); w !== 0; w &= w - 1) {
      const dies = dyingBlock(g, tLo, tHi, suit, w & -w);
      lo |= blockCellsLo(dies);
      hi |= blockCellsHi(dies);
    }
  }
  return newlyDead(lo, hi, dLo, dHi);
}
