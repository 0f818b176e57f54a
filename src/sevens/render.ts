/**
 * A plain-text picture of the table, for command lines, logs and tests.
 * @module
 */
import { cardNumber, rankOf, suitOf } from './cards.js';
import { ours } from '../shared/errors.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';
import type { GameView } from './reports.js';
import { RANKS } from './types.js';
import { view } from './view.js';

/**
 * Options of {@link renderTable}.
 * @example
 * ```ts
 * import { createGame, type RenderOptions, renderTable } from 'shichinarabe';
 * const options: RenderOptions = { color: true };
 * console.log(renderTable(createGame({ variant: 'kill', seed: 1 }), options));
 * ```
 */
export interface RenderOptions {
  /** Colour dead cells red with ANSI escape codes (for terminals). Default `false`. */
  color?: boolean;
}

const ROW_LABELS = ['♠', '♥', '♦', '♣'];

/**
 * Draws the table as text: a header of ranks, then one line per suit (♠♥♦♣), each cell showing
 * the rank of a card on the table, `·` for an empty cell, or `x` and the rank for a dead card
 * (Kill; red too with `color: true`). Accepts a state or any view of it.
 * @example
 * ```ts
 * import { createGame, renderTable } from 'shichinarabe';
 * console.log(renderTable(createGame({ seed: 1 })));
 * //     A  2  3  4  5  6  7  8  9  T  J  Q  K
 * // ♠   ·  ·  ·  ·  ·  ·  7  ·  ·  ·  ·  ·  ·
 * // …
 * ```
 */
export function renderTable(game: GameState | GameView, options: RenderOptions = {}): string {
  try {
    return draw(isView(game) ? game : view(trusted(game) as unknown as GameState), options?.color === true);
  } catch (e) {
    throw ours(e);
  }
}

function draw(v: GameView, color: boolean): string {
  const cells: string[][] = ROW_LABELS.map(() => RANKS.map(() => ' ·'));
  for (const card of v.table) {
    const cell = cardNumber(card);
    if (cell >= 0 && cell < 64) (cells[suitOf(cell)] as string[])[rankOf(cell)] = ` ${RANKS[rankOf(cell)]}`;
  }
  for (const pile of v.dead) {
    for (const card of pile) {
      const cell = cardNumber(card);
      if (cell < 0 || cell >= 64) continue;
      const text = `x${RANKS[rankOf(cell)]}`;
      (cells[suitOf(cell)] as string[])[rankOf(cell)] = color ? `\u001b[31m${text}\u001b[39m` : text;
    }
  }
  const header = `   ${RANKS.map((r) => ` ${r}`).join(' ')}`;
  return [header, ...cells.map((row, suit) => `${ROW_LABELS[suit]}  ${row.join(' ')}`)].join('\n');
}

function isView(x: GameState | GameView): x is GameView {
  return (
    typeof x === 'object' && x !== null && Array.isArray((x as GameView).table) && Array.isArray((x as GameView).dead)
  );
}
