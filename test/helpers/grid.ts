/**
 * Test helpers for the Kill variant: write positions as small text diagrams of the 4×13 table,
 * and build complete deals (`hands` + `table` using all 52 cards) around them.
 *
 * A diagram has 4 rows (S, H, D, C, top to bottom) of 13 tokens (A … K, left to right):
 *
 * ```
 *   S  .  .  .  .  .  . 7S  .  .  .  .  .  .
 *   H  .  .  .  .  .  .  . xx  .  .  .  .  .
 *   D  .  .  .  .  .  . 7D  .  .  .  .  .  .
 *   C  .  .  .  .  .  .  .  .  .  .  .  .  .
 * ```
 *
 * - a card (`7S`): on the table; it must be the card of that cell;
 * - `.`: empty (the card is in some hand);
 * - `xx`: the card is in some hand and is expected to be dead (the diagram's `dead` list).
 *
 * An optional leading suit letter labels a row; an optional header line of the 13 ranks is
 * skipped; blank lines are ignored. Anything else throws, so a typo cannot silently move a card.
 */
import type { Card, GameOptions } from '../../src/index.js';
import { RANKS, SUITS } from '../../src/index.js';

/** The 52 cards in table order (S A..K, H A..K, D A..K, C A..K). */
export const ALL_CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card));

/** The card of a grid cell (row 0..3 = S, H, D, C; column 0..12 = A..K). */
export const cardAt = (row: number, column: number): Card => `${RANKS[column]}${SUITS[row]}` as Card;

/** The [row, column] of a card. */
export function cellOfCard(card: Card): [row: number, column: number] {
  const column = RANKS.indexOf(card[0] as (typeof RANKS)[number]);
  const row = SUITS.indexOf(card[1] as (typeof SUITS)[number]);
  if (column < 0 || row < 0) throw new Error(`not a card of the grid: ${card}`);
  return [row, column];
}

/** Sorts cards in table order. */
export const sortCards = (cards: Iterable<Card>): Card[] =>
  [...cards].sort((a, b) => ALL_CARDS.indexOf(a) - ALL_CARDS.indexOf(b));

/** A parsed diagram. */
export interface Diagram {
  /** Cards on the table, in table order. */
  table: Card[];
  /** Cells marked `xx` (expected dead), in table order. */
  dead: Card[];
  /** Cells marked `.`, in table order. */
  empty: Card[];
}

/** Parses a diagram (see the module comment). */
export function grid(text: string): Diagram {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const rows: string[][] = [];
  for (const line of lines) {
    let tokens = line.split(/\s+/);
    if (tokens.length === 13 && tokens.every((t, i) => t === RANKS[i])) continue; // header
    if (tokens.length === 14 && tokens[0] === SUITS[rows.length]) tokens = tokens.slice(1);
    if (tokens.length !== 13) throw new Error(`diagram row ${rows.length + 1} has ${tokens.length} cells: "${line}"`);
    rows.push(tokens);
  }
  if (rows.length !== 4) throw new Error(`a diagram has 4 rows, got ${rows.length}`);
  const out: Diagram = { table: [], dead: [], empty: [] };
  rows.forEach((tokens, row) => {
    tokens.forEach((token, column) => {
      const card = cardAt(row, column);
      if (token === '.') out.empty.push(card);
      else if (token === 'xx') out.dead.push(card);
      else if (token === card) out.table.push(card);
      else throw new Error(`diagram cell ${card} holds "${token}" (expected ${card}, "." or "xx")`);
    });
  });
  return out;
}

/** Renders a table (and dead cells as `xx`) as a diagram, for failure messages. */
export function render(table: Iterable<Card>, dead: Iterable<Card> = []): string {
  const on = new Set(table);
  const off = new Set(dead);
  const lines: string[] = [];
  for (let row = 0; row < 4; row++) {
    const cells: string[] = [];
    for (let column = 0; column < 13; column++) {
      const card = cardAt(row, column);
      cells.push(on.has(card) ? card : off.has(card) ? 'xx' : ' .');
    }
    lines.push(`${SUITS[row]} ${cells.join(' ')}`);
  }
  return lines.join('\n');
}

/** What `killPosition` takes: the Kill options plus a position. */
export interface KillPosition extends Omit<GameOptions, 'variant' | 'hands' | 'table' | 'players'> {
  /** The cards on the table at the start: a diagram or a list. */
  table?: string | readonly Card[];
  /** Cards each player must hold (the number of players is `hands.length`). */
  hands: readonly (readonly Card[])[];
  /** Who is given every card neither on the table nor in `hands`; default the last player. */
  rest?: number;
}

/** `createGame` options for a Kill position. */
export interface BuiltPosition extends GameOptions {
  variant: 'kill';
  hands: Card[][];
  table: Card[];
}

/**
 * Builds `createGame` options for a Kill position: `table` on the table, each player holding
 * at least their `hands`, and every remaining card given to `rest` (default the last player),
 * so that hands + table use the 52 cards exactly once. Throws on a card given twice. A diagram's
 * `xx` cells are simply not on the table (use `grid(...).dead` for the expectation).
 */
export function killPosition(position: KillPosition): BuiltPosition {
  const { table: tableSpec = [], hands: given, rest, ...options } = position;
  const table = typeof tableSpec === 'string' ? grid(tableSpec).table : sortCards(tableSpec);
  const used = new Set<Card>();
  const use = (card: Card, where: string): void => {
    if (!ALL_CARDS.includes(card)) throw new Error(`${where}: not a card of the deck: ${card}`);
    if (used.has(card)) throw new Error(`${where}: ${card} is used twice`);
    used.add(card);
  };
  for (const card of table) use(card, 'table');
  const hands = given.map((hand, p) => {
    for (const card of hand) use(card, `hand ${p}`);
    return [...hand];
  });
  const restPlayer = rest ?? hands.length - 1;
  const restHand = hands[restPlayer];
  if (restHand === undefined) throw new Error(`rest: no player ${restPlayer}`);
  for (const card of ALL_CARDS) if (!used.has(card)) restHand.push(card);
  return {
    ...options,
    variant: 'kill',
    hands: hands.map(sortCards),
    table,
  };
}
