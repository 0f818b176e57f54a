/**
 * Brute-force oracle for the Kill variant's group death rule (SPEC §4 "Death", group).
 *
 * Independent of the reference engine's BFS-based group rule: here we enumerate every
 * axis-aligned rectangle of the 4×13 grid and test the SPEC conditions on it directly.
 *
 * SPEC §4: "group: it lies in a 4-connected component of cells not on the table that is
 * a rectangle of at most `maxGroup` cells, at least 2, every cell around whose sides is
 * wall or on the table; when the rectangle touches the wall on exactly 3 sides it dies
 * only with `threeWallGroups`, and on 4 sides (the whole empty grid) never. Dead cells
 * count as not on the table, so they belong to such components."
 */

const ROW_COUNT = 4;
const COLUMN_COUNT = 13;

export interface GroupOptions {
  maxGroup: number;
  threeWallGroups: boolean;
}

/** True when (row, column) is inside the 4×13 grid. */
function isInsideGrid(row: number, column: number): boolean {
  return row >= 0 && row < ROW_COUNT && column >= 0 && column < COLUMN_COUNT;
}

/** True when the cell is on the table (cells outside the grid are wall, not table). */
function cellIsOnTable(onTable: boolean[][], row: number, column: number): boolean {
  const rowCells = onTable[row];
  if (rowCells === undefined) throw new Error(`bad row ${row}`);
  const value = rowCells[column];
  if (value === undefined) throw new Error(`bad column ${column}`);
  return value;
}

/** Every cell of the rectangle [r0..r1] × [c0..c1] is off the table. */
function rectangleIsAllOffTable(onTable: boolean[][], r0: number, r1: number, c0: number, c1: number): boolean {
  for (let row = r0; row <= r1; row++) {
    for (let column = c0; column <= c1; column++) {
      if (cellIsOnTable(onTable, row, column)) return false;
    }
  }
  return true;
}

/**
 * Every cell just outside the given list of positions is wall or on the table.
 * Returns true when all of them are (a position outside the grid is wall).
 */
function allAreWallOrOnTable(onTable: boolean[][], positions: Array<[number, number]>): boolean {
  for (const [row, column] of positions) {
    if (!isInsideGrid(row, column)) continue; // wall
    if (!cellIsOnTable(onTable, row, column)) return false;
  }
  return true;
}

/**
 * Checks one rectangle: returns true when all of its cells die as a group.
 */
function rectangleDiesAsGroup(
  onTable: boolean[][],
  r0: number,
  r1: number,
  c0: number,
  c1: number,
  opts: GroupOptions,
): boolean {
  const area = (r1 - r0 + 1) * (c1 - c0 + 1);
  // "a rectangle of at most `maxGroup` cells, at least 2"
  if (area < 2 || area > opts.maxGroup) return false;
  // all its cells are not on the table
  if (!rectangleIsAllOffTable(onTable, r0, r1, c0, c1)) return false;

  // "every cell around whose sides is wall or on the table"
  const above: Array<[number, number]> = [];
  const below: Array<[number, number]> = [];
  for (let column = c0; column <= c1; column++) {
    above.push([r0 - 1, column]);
    below.push([r1 + 1, column]);
  }
  const left: Array<[number, number]> = [];
  const right: Array<[number, number]> = [];
  for (let row = r0; row <= r1; row++) {
    left.push([row, c0 - 1]);
    right.push([row, c1 + 1]);
  }
  for (const side of [above, below, left, right]) {
    if (!allAreWallOrOnTable(onTable, side)) return false;
  }

  // Count the sides on which the rectangle touches the wall.
  let wallSides = 0;
  if (r0 === 0) wallSides++;
  if (r1 === ROW_COUNT - 1) wallSides++;
  if (c0 === 0) wallSides++;
  if (c1 === COLUMN_COUNT - 1) wallSides++;
  // "on 4 sides (the whole empty grid) never"
  if (wallSides === 4) return false;
  // "when the rectangle touches the wall on exactly 3 sides it dies only with threeWallGroups"
  if (wallSides === 3) return opts.threeWallGroups;
  return true;
}

/**
 * Given which cells are on the table (4×13; dead cells must be passed as NOT on the table),
 * returns a 4×13 grid marking the off-table cells that lie in a dying group, found by
 * enumerating every axis-aligned rectangle of the grid.
 */
export function bruteForceGroupDeaths(onTable: boolean[][], opts: GroupOptions): boolean[][] {
  const result: boolean[][] = [];
  for (let row = 0; row < ROW_COUNT; row++) {
    const line: boolean[] = [];
    for (let column = 0; column < COLUMN_COUNT; column++) line.push(false);
    result.push(line);
  }
  for (let r0 = 0; r0 < ROW_COUNT; r0++) {
    for (let r1 = r0; r1 < ROW_COUNT; r1++) {
      for (let c0 = 0; c0 < COLUMN_COUNT; c0++) {
        for (let c1 = c0; c1 < COLUMN_COUNT; c1++) {
          if (!rectangleDiesAsGroup(onTable, r0, r1, c0, c1, opts)) continue;
          for (let row = r0; row <= r1; row++) {
            const line = result[row]!;
            for (let column = c0; column <= c1; column++) line[column] = true;
          }
        }
      }
    }
  }
  return result;
}
