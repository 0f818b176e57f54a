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
  beside,
  bitIndex,
  bitOf,
  blockHi,
  blockLo,
  emptyRows,
  inBothRows,
  nearHi,
  nearLo,
  FULL_ROW,
  FULL_WORD,
  row,
  runLength,
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
function killsAny(g: Game, tLo: number, tHi: number, dLo: number, dHi: number, cell: number): boolean {
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
  if (g.killOnlyDiagonal || (g.fanTan && !sevenOfDiamondsDown(s))) return playableUnderRules(s, word, hand);
  const sevens = g.fanTan ? SEVENS_WORD : 0;
  // a held cell is not on the table, so held cells near the table have a neighbour on it
  return hand & (sevens | (word === 0 ? nearLo(s.tableLo, s.tableHi) : nearHi(s.tableLo, s.tableHi)));
}

/** `playable` before 7♦ under `'fan-tan'`, or under `'kill-only'`, of the player's held cells `hand`. */
function playableUnderRules(s: State, word: number, hand: number): number {
  const g = s.game;
  if (g.fanTan && !sevenOfDiamondsDown(s))
    return wordOf(SEVEN_OF_DIAMONDS) === word ? hand & bitOf(SEVEN_OF_DIAMONDS) : 0;
  const sevens = g.fanTan ? SEVENS_WORD : 0;
  const near = word === 0 ? nearLo(s.tableLo, s.tableHi) : nearHi(s.tableLo, s.tableHi);
  return killOnlyPlayable(s, word, hand, near, sevens);
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

/** All four suits, as a mask of suits (bit k = suit k). */
const ALL_SUITS = 0b1111;

/**
 * A block of the table, the same columns in a run of suits, as one number: the columns' row
 * mask | the suits' mask (bit k = suit k) << 16. 0 is no block.
 */
const block = (columns: number, suits: number): number => columns | (suits << 16);

/**
 * The block of cells that dies with the off-table cell `cell`: the cell alone under a
 * single-card rule, or its whole component as a group; 0 when nothing dies there.
 *
 * The component is found without a flood fill: it is a rectangle exactly when its row's run of
 * off-table cells through the cell, continued up and down, meets rows whose cells over those
 * columns are all off the table with both ends closed (inside it) until rows whose cells over
 * those columns are all on the table or the wall (its top and bottom edges). All four rows are
 * tested at once, without branching on the (unpredictable) shape of the table.
 */
function dyingBlock(g: Game, tLo: number, tHi: number, cell: number): number {
  const suit = suitOf(cell);
  const column = 1 << rankOf(cell);
  const offLo = ~tLo & FULL_WORD;
  const offHi = ~tHi & FULL_WORD;
  const columns = runThrough(row(offLo, offHi, suit), column); // left and right are closed beyond these
  if (g.leftRight && columns === column) return block(columns, 1 << suit); // 'left-right'
  if (runLength(columns) > g.maxGroup) return 0; // wider than any block that can die
  const over = inBothRows(columns); // the columns, in both rows of a word
  const flanks = beside(over) & ~over; // the cell either side of them
  // the suits whose cells over the columns are all off the table, with both ends closed
  const inside = emptyRows((tLo & over) | (offLo & flanks), (tHi & over) | (offHi & flanks));
  // the suits whose cells over the columns are all on the table
  const closed = emptyRows(offLo & over, offHi & over);
  const suits = runThrough(inside, 1 << suit);
  const edges = ((suits << 1) | (suits >>> 1)) & ~suits & ALL_SUITS; // the suits just above and below
  if ((edges & ~closed) !== 0) return 0; // not a rectangle: a row above or below is partly off the table
  return rectangleDies(g, columns, suits) ? block(columns, suits) : 0;
}

/**
 * Whether a closed rectangle of off-table cells (`columns` × `suits`) dies: a single cell
 * ('enclosed': closed on all 4 sides), or a group of 2..maxGroup cells touching the wall on at
 * most 2 sides, or 3 with `threeWallGroups`.
 */
function rectangleDies(g: Game, columns: number, suits: number): boolean {
  const area = runLength(columns) * runLength(suits);
  if (area === 1) return true;
  if (area > g.maxGroup) return false;
  const walls =
    (suits & 1) + // top (♠)
    (suits >>> 3) + // bottom (♣)
    (columns & 1) + // left (the A column)
    (columns >>> 12); // right (the K column)
  return walls < 3 || (walls === 3 && g.threeWallGroups);
}

/** The lo word (♠, ♥) of the cells of a block. */
const blockCellsLo = (b: number): number => blockLo(b & FULL_ROW, b >>> 16);
/** The hi word (♦, ♣) of the cells of a block. */
const blockCellsHi = (b: number): number => blockHi(b & FULL_ROW, b >>> 16);

/**
 * The cells not dead already that die with any of the off-table cells (seedsLo, seedsHi):
 * `NO_CELLS` if none.
 */
function deathsFrom(
  g: Game,
  tLo: number,
  tHi: number,
  dLo: number,
  dHi: number,
  seedsLo: number,
  seedsHi: number,
): Cells {
  let lo = 0;
  let hi = 0;
  for (let word = 0; word < 2; word++) {
    for (let w = word === 0 ? seedsLo : seedsHi; w !== 0; w &= w - 1) {
      const dies = dyingBlock(g, tLo, tHi, 32 * word + bitIndex(w & -w));
      lo |= blockCellsLo(dies);
      hi |= blockCellsHi(dies);
    }
  }
  lo &= ~dLo;
  hi &= ~dHi;
  return lo === 0 && hi === 0 ? NO_CELLS : [lo, hi];
}

/**
 * The cells that newly die once `cell` is on the table (tLo, tHi already include it).
 * The state before was closed under death, so only the cells beside `cell`, and their
 * components, can newly die.
 */
export function deathsAfterPlacing(g: Game, tLo: number, tHi: number, dLo: number, dHi: number, cell: number): Cells {
  const pLo = wordOf(cell) === 0 ? bitOf(cell) : 0;
  const pHi = wordOf(cell) === 0 ? 0 : bitOf(cell);
  return deathsFrom(g, tLo, tHi, dLo, dHi, sidesLo(pLo, pHi) & ~tLo, sidesHi(pLo, pHi) & ~tHi);
}

/** The cells that newly die on a whole table: the initial table, or after a disqualified player's cards go down. */
export function deathsOnTable(g: Game, tLo: number, tHi: number, dLo: number, dHi: number): Cells {
  return deathsFrom(g, tLo, tHi, dLo, dHi, ~tLo & FULL_WORD, ~tHi & FULL_WORD);
}
