/**
 * The card-set primitive: a set of cells of the 4×13 table held in two 32-bit words.
 *
 * ```
 *   lo = ♠ row | ♥ row << 16        hi = ♦ row | ♣ row << 16
 * ```
 * Each row is a 13-bit mask, bit r = rank r (A = bit 0 … K = bit 12); bits 13–15 of each 16-bit
 * lane stay 0, so shifting a word by one moves every row sideways at once without spilling into
 * the next row. Cell `c` (see `cards.ts`) is bit `c & 31` of word `c >>> 5`.
 *
 * Everything here is a small pure function on numbers, named for what it means on the table
 * (`row`, `beside`, `above`, `below`, `sides`, `near`, `runThrough`, `emptyRows`, …); rule code uses these rather than
 * shifting rows across lanes itself.
 * @module
 */

/** All 13 cells of a row. */
export const FULL_ROW = 0x1fff;
/** All cells of a word (two rows). */
export const FULL_WORD = 0x1fff1fff;

/** Which word (0 = lo, 1 = hi) holds a cell. */
export const wordOf = (cell: number): number => cell >>> 5;
/** A cell's bit within its word. */
export const bitOf = (cell: number): number => 1 << (cell & 31);

/** A cell's bit in the lo word (♠, ♥), or 0 when the cell is in the hi word. */
export const loBit = (cell: number): number => (cell < 32 ? 1 << cell : 0);
/** A cell's bit in the hi word (♦, ♣), or 0 when the cell is in the lo word. */
export const hiBit = (cell: number): number => (cell < 32 ? 0 : 1 << (cell - 32));

/** The set of a list of cells, as its two words (numbers that are not cells, such as the joker's 64 or -1, are skipped). */
export function wordsOf(cells: readonly number[]): [lo: number, hi: number] {
  let lo = 0;
  let hi = 0;
  for (const cell of cells) {
    if (cell >= 0 && cell < 32) lo |= 1 << cell;
    else if (cell >= 32 && cell < 64) hi |= 1 << (cell - 32);
  }
  return [lo, hi];
}

/** Whether a set (lo, hi) holds a cell. */
export const has = (lo: number, hi: number, cell: number): boolean =>
  (((cell < 32 ? lo : hi) >>> (cell & 31)) & 1) === 1;

/** The 13-bit row of a suit in a set. */
export const row = (lo: number, hi: number, suit: number): number =>
  ((suit < 2 ? lo : hi) >>> ((suit & 1) << 4)) & FULL_ROW;

/** Number of cells in a word. */
export function count(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Number of cells in a set. */
export const size = (lo: number, hi: number): number => count(lo) + count(hi);

/** The position (0–31) of a single set bit. */
export const bitIndex = (bit: number): number => 31 - Math.clz32(bit);
/** The highest set bit of a word (0 if empty). */
export const highestBit = (word: number): number => (word === 0 ? 0 : 1 << (31 - Math.clz32(word)));

/** The cells of a set in table order (♠ before ♥ before ♦ before ♣, A before K). */
export function cells(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let w = lo; w !== 0; w &= w - 1) out.push(bitIndex(w & -w));
  for (let w = hi; w !== 0; w &= w - 1) out.push(32 + bitIndex(w & -w));
  return out;
}

// --- Neighbourhoods (used by the Kill variant). Each maps a word of cells to the word of their
// --- neighbours in one direction; `above`/`below` need both words because ♥ and ♦ sit in different words.

/** Cells left or right of any cell of the word (same row). */
export const beside = (w: number): number => ((w << 1) | (w >>> 1)) & FULL_WORD;

/** The lo-word (♠, ♥) part of the cells directly above a cell of (lo, hi): ♠ above ♥, ♥ above ♦. */
export const aboveLo = (lo: number, hi: number): number => ((lo >>> 16) | (hi << 16)) & FULL_WORD;
/** The hi-word (♦, ♣) part of the cells directly above a cell of (lo, hi): ♦ above ♣. */
export const aboveHi = (_lo: number, hi: number): number => hi >>> 16;
/** The lo-word (♠, ♥) part of the cells directly below a cell of (lo, hi): ♥ below ♠. */
export const belowLo = (lo: number, _hi: number): number => (lo << 16) & FULL_WORD;
/** The hi-word (♦, ♣) part of the cells directly below a cell of (lo, hi): ♦ below ♥, ♣ below ♦. */
export const belowHi = (lo: number, hi: number): number => ((lo >>> 16) | (hi << 16)) & FULL_WORD;

/** The cells of the lo word that have a side (4-)neighbour in (lo, hi). */
export const sidesLo = (lo: number, hi: number): number => beside(lo) | aboveLo(lo, hi) | belowLo(lo, hi);
/** The cells of the hi word that have a side (4-)neighbour in (lo, hi). */
export const sidesHi = (lo: number, hi: number): number => beside(hi) | aboveHi(lo, hi) | belowHi(lo, hi);

/**
 * The lo word (♠, ♥) of a set (lo, hi) grown by one king's step: its cells and every cell with
 * one of its 8 neighbours in it. Each row is first widened by one cell either side (the lanes'
 * spare bits catch what spills, cleared at the end), then moved up and down whole rows.
 */
export function nearLo(lo: number, hi: number): number {
  const wideLo = lo | (lo << 1) | (lo >>> 1);
  return (wideLo | (wideLo << 16) | (wideLo >>> 16) | ((hi | (hi << 1) | (hi >>> 1)) << 16)) & FULL_WORD;
}
/** The hi word (♦, ♣) of a set (lo, hi) grown by one king's step (see `nearLo`). */
export function nearHi(lo: number, hi: number): number {
  const wideHi = hi | (hi << 1) | (hi >>> 1);
  return (wideHi | (wideHi << 16) | (wideHi >>> 16) | ((lo | (lo << 1) | (lo >>> 1)) >>> 16)) & FULL_WORD;
}

/**
 * The run of consecutive cells of a row (a 13-bit mask) that holds `bit`, which must be in it:
 * the cells reached from `bit` going left and right without leaving the row's set.
 */
export function runThrough(rowSet: number, bit: number): number {
  // adding `bit` carries up through the run: the changed bits are the run from `bit` up, plus the first gap
  const up = ((rowSet + bit) ^ rowSet) & rowSet;
  // the gaps below `bit`, moved up one cell, and a gap below the row: the highest is the run's lowest cell
  const gaps = ((~rowSet & (bit - 1)) << 1) | 1;
  return up | (bit - (1 << (31 - Math.clz32(gaps))));
}

/** The lo word (♠, ♥) of the block of cells in `columns` (a row mask) of every suit in `suits` (bit k = suit k). */
export const blockLo = (columns: number, suits: number): number =>
  Math.imul(columns, (suits & 1) | ((suits & 2) << 15));
/** The hi word (♦, ♣) of the block of cells in `columns` (a row mask) of every suit in `suits` (bit k = suit k). */
export const blockHi = (columns: number, suits: number): number =>
  Math.imul(columns, ((suits >>> 2) & 1) | ((suits & 8) << 13));

/** The number of cells in a run (consecutive bits, not 0) of a word. */
export const runLength = (run: number): number => Math.clz32(run & -run) - Math.clz32(run) + 1;

/** A word holding the row mask `columns` in both its rows. */
export const inBothRows = (columns: number): number => Math.imul(columns, 0x10001);

/**
 * The rows of a set (lo, hi) that hold no cell, as a mask of suits (bit k = suit k). Adding
 * 0x1fff to a row carries into the lane's spare bit 13 exactly when the row is not empty.
 */
export function emptyRows(lo: number, hi: number): number {
  const spare = 0x20002000;
  // ♠ at bit 0, ♥ at bit 16, ♦ at bit 2, ♣ at bit 18
  const empty = ((~(lo + 0x1fff1fff) & spare) >>> 13) | ((~(hi + 0x1fff1fff) & spare) >>> 11);
  return (empty | (empty >>> 15)) & 0b1111;
}
