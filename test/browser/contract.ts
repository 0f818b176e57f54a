/**
 * The playground's shared DOM contract, driven as an embedder would: wait for a human decision
 * (`[data-testid="status"][data-phase="human"]`) or the standings, read every `[data-move]`
 * element (the status's own `data-move`, a number, aside), click one. Knows no game.
 */
import type { Page } from 'playwright-core';
import type { Random } from '../../src/index.js';

/** What a test sees of an element (the root program has no DOM types). */
export interface El {
  getAttribute(name: string): string | null;
  readonly textContent: string | null;
  readonly disabled?: boolean;
}

/** The legal-move elements: every `[data-move]` but the status line. */
export const MOVES = '[data-move]:not([data-testid="status"])';

/** One human decision: the move number, the moves offered (their JSON), the one clicked. */
export interface Decision {
  at: number;
  offered: string[];
  clicked: string;
}

const statusMove = async (page: Page) =>
  Number(await page.$eval('[data-testid="status"]', (el: El) => el.getAttribute('data-move')));

/**
 * Plays the game shown to its end by clicking `[data-move]` elements only (chosen with `rng`);
 * with `stopAfter`, stops at the human decision after that many (unmade).
 */
export async function playByMoves(page: Page, rng: Random, stopAfter = Number.POSITIVE_INFINITY): Promise<Decision[]> {
  const limit = 2000;
  const decisions: Decision[] = [];
  for (let turn = 0; turn < limit; turn++) {
    await page.waitForSelector(
      '[data-testid="standings"], [data-testid="status"][data-phase="human"], [data-testid="status"][data-phase="error"]',
    );
    if ((await page.$('[data-testid="standings"]')) !== null) return decisions;
    const phase = await page.$eval('[data-testid="status"]', (el: El) => el.getAttribute('data-phase'));
    if (phase === 'error')
      throw new Error(`the page shows an error: ${await page.textContent('[data-testid="error"]')}`);
    if (decisions.length >= stopAfter) return decisions;
    const at = await statusMove(page);
    const offered = await page.$$eval(MOVES, (els: El[]) => els.map((e) => e.getAttribute('data-move') ?? ''));
    if (offered.length === 0) throw new Error(`a human turn at move ${at} offers no data-move element`);
    const clicked = offered[rng.int(offered.length)] as string;
    decisions.push({ at, offered, clicked });
    await page.locator(`[data-move='${clicked}']`).click();
    await page.waitForFunction(
      (before: number) =>
        Number(
          (globalThis as unknown as { document: { querySelector(s: string): El | null } }).document
            .querySelector('[data-testid="status"]')
            ?.getAttribute('data-move'),
        ) > before,
      at,
    );
  }
  throw new Error(`the game did not end within ${limit} human decisions`);
}

/** Whether the page scrolls sideways (its content wider than the window). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } })
      .document.documentElement;
    return d.scrollWidth > d.clientWidth;
  });
}
