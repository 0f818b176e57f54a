/**
 * The playground in words, in Chromium at phone (390×844) and desktop (1280) width: every
 * sentence of the move log and the result is the library's (`describeEvent`, `render`), in
 * English or Japanese (`?lang=ja` and the switch); a tie names every winner and a partnership's
 * win both partners; nothing scrolls sideways, a finished game of every game included (Seven
 * Bridge's rounds, Kill's standings); a bad option keeps the chosen game's heading and rules
 * link; stand, beg, gift, run, pon and chi each have a line of help; Seven Up counts tricks from 1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Random } from '../../src/index.js';
import * as bridge from '../../src/seven-bridge/index.js';
import { type El, MOVES } from './contract.js';
import { OUTPUT, usePlayground } from './harness.js';

const FOLDER = join(OUTPUT, '..', 'browser-words');
const playground = usePlayground(FOLDER);

const SETTLED = `${MOVES}, [data-testid="standings"], [data-testid="error"]:not([hidden])`;

/** A page at `width` (844 high) that records every console error and uncaught exception. */
async function open(query: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await playground.context.newPage();
  await page.setViewportSize({ width, height: 844 });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${playground.base}${query}`);
  await page.waitForSelector(SETTLED);
  return { page, problems };
}

const text = async (page: Page, selector: string): Promise<string> => (await page.textContent(selector)) ?? '';

/** How far the page scrolls sideways, and every element that hides part of itself behind its own sideways scroll. */
async function sideways(page: Page): Promise<{ page: number; hidden: string[] }> {
  return page.evaluate(() => {
    // The page's own globals, typed here (the tests are compiled without the DOM's types).
    interface Box {
      tagName: string;
      className: string;
      offsetParent: unknown;
      scrollWidth: number;
      clientWidth: number;
    }
    const g = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number }; querySelectorAll(s: string): Iterable<Box> };
      getComputedStyle(e: Box): { overflowX: string };
    };
    const hidden = [...g.document.querySelectorAll('main *')]
      .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
      .filter((e) => g.getComputedStyle(e).overflowX !== 'visible' && e.tagName !== 'INPUT')
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
    return { page: g.document.documentElement.scrollWidth, hidden };
  });
}

/** A finished 6-player Seven Bridge game where every player is ranked 1st (nobody melds; the stock runs out, void). */
function tiedBridgeRecord(): string {
  for (let seed = 1; ; seed++) {
    let game = bridge.createGame({ players: 6, seed, stockOut: 'void' });
    const rng = new Random(`tie/${seed}`);
    while (!bridge.view(game).over) {
      const moves = bridge.legalMoves(game);
      const plain = moves.filter((m) => m.type === 'draw' || m.type === 'discard' || m.type === 'pass');
      const pool = plain.length > 0 ? plain : moves;
      game = bridge.applyMove(game, pool[rng.int(pool.length)] as bridge.Move);
    }
    if (bridge.score(game).standings.every((s) => s.rank === 1)) return bridge.serialize(game);
  }
}

const ALL_BOTS = (n: number, bot: string) => Array.from({ length: n }, () => bot).join(',');

/** A finished game of each game, every seat a bot: the widest tables each game makes. */
const FINISHED: [string, string][] = [
  ['Sevens (classic)', `?players=8&seed=11&seats=${ALL_BOTS(8, 'classic')}&speed=0`],
  ['Sevens (Kill)', `?variant=kill&players=8&seed=12&seats=${ALL_BOTS(8, 'killer')}&speed=0`],
  ['Seven Bridge', `?game=seven-bridge&players=6&seed=13&seats=${ALL_BOTS(6, 'heuristic')}&speed=0&rounds=1`],
  ['Seven Up', `?game=seven-up&players=4&partnerships=1&seed=14&seats=${ALL_BOTS(4, 'heuristic')}&speed=0`],
];

describe.each([390, 1280])('the playground in words at %i px wide', (width) => {
  it.each(FINISHED)(
    '%s: a finished game never scrolls sideways (standings, rounds, move counter)',
    async (_, query) => {
      for (const lang of ['en', 'ja']) {
        const { page, problems } = await open(`${query}&lang=${lang}`, width);
        await page.waitForSelector('[data-testid="standings"]');
        expect(await text(page, '[data-testid="move-number"]')).toMatch(/^(\d+) \/ \1$/);
        expect(await sideways(page)).toEqual({ page: width, hidden: [] });
        await page.click('[data-action="step-first"]');
        expect(await sideways(page)).toEqual({ page: width, hidden: [] });
        expect(problems).toEqual([]);
        await page.close();
      }
    },
    120_000,
  );

  it('a tie names every winner: six players all ranked 1st', async () => {
    const path = join(FOLDER, `tie-${width}.json`);
    writeFileSync(path, tiedBridgeRecord());
    for (const [lang, tie] of [
      [
        'en',
        'P1 (you), P2 (heuristic), P3 (heuristic), P4 (heuristic), P5 (heuristic) and P6 (heuristic) tie for first.',
      ],
      [
        'ja',
        'P1（あなた）、P2（heuristic）、P3（heuristic）、P4（heuristic）、P5（heuristic）、P6（heuristic）が同点で1位です。',
      ],
    ] as const) {
      const { page, problems } = await open(`?game=seven-bridge&lang=${lang}&seats=human,heuristic&speed=0`, width);
      await page.setInputFiles('[data-action="upload"]', path);
      await page.waitForSelector('[data-testid="standings"]');
      const status = await text(page, '[data-testid="status"]');
      expect(status.endsWith(tie), status).toBe(true);
      expect(status).not.toMatch(/ wins|の勝ち/);
      expect(await sideways(page)).toEqual({ page: width, hidden: [] });
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it("a partnership's win names both partners", async () => {
    const query = `?game=seven-up&players=4&partnerships=1&seed=3&seats=${ALL_BOTS(4, 'heuristic')}&speed=0`;
    for (const [lang, win] of [
      ['en', (a: number, b: number) => `P${a + 1} (heuristic) and P${b + 1} (heuristic) win.`],
      ['ja', (a: number, b: number) => `P${a + 1}（heuristic）とP${b + 1}（heuristic）の勝ちです。`],
    ] as const) {
      const { page, problems } = await open(`${query}&lang=${lang}`, width);
      await page.waitForSelector('[data-testid="standings"]');
      const first = await page.$$eval('[data-testid="standings"] tbody tr[data-rank="1"]', (els: El[]) =>
        els.map((e) => Number(e.getAttribute('data-player'))),
      );
      expect(first).toHaveLength(2);
      const [a, b] = [...first].sort() as [number, number];
      expect(await text(page, '[data-testid="status"]')).toContain(win(a, b));
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it("a bad option keeps the chosen game's heading and rules link", async () => {
    for (const [query, heading, rules] of [
      ['?game=seven-bridge&jokers=3', 'セブンブリッジ', 'Seven-bridge.html'],
      ['?game=seven-up&target=0', 'セブンアップ', 'Seven-up.html'],
      ['?game=seven-bridge&players=9&lang=ja', 'セブンブリッジ', 'Seven-bridge.html'],
    ] as const) {
      const { page, problems } = await open(query, width);
      expect(await page.isVisible('[data-testid="error"]')).toBe(true);
      expect(await text(page, '.top h1')).toContain(heading);
      expect(await page.getAttribute('[data-testid="rules-link"]', 'href')).toMatch(new RegExp(`${rules}$`));
      expect(await page.$eval('select[name="game"]', (el: El & { value?: string }) => el.value)).toBe(
        query.includes('seven-up') ? 'seven-up' : 'seven-bridge',
      );
      expect(await sideways(page)).toEqual({ page: width, hidden: [] });
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it('?lang=ja speaks Japanese: status, labels and the log in the library words; the switch goes back and forth', async () => {
    const { page, problems } = await open(
      '?game=seven-bridge&players=3&seed=5&seats=heuristic,human,heuristic&speed=0&lang=ja',
      width,
    );
    await page.waitForSelector('[data-testid="status"][data-phase="human"]');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await text(page, '[data-testid="status"]')).toBe('P2（あなた）：あなたの番です。');
    expect(await text(page, '[data-testid="rules-link"]')).toBe('ルール');
    expect(await text(page, '.log-area h2')).toBe('棋譜');
    expect(await text(page, '[data-action="new-game"]')).toBe('新しいゲーム');
    expect(await text(page, '#hand-title')).toMatch(/^P2（あなた）の手札/);
    expect(await page.getAttribute('[data-lang="ja"]', 'aria-pressed')).toBe('true');
    // The log: each event in the library's Japanese, the players named as the page names them.
    const names = ['P1（heuristic）', 'P2（あなた）', 'P3（heuristic）'];
    const record = JSON.parse(await downloadText(page)) as { moves: bridge.Move[] };
    const logged = await page.$$eval('[data-testid="log"] [data-event]', (els: El[]) => els.map((e) => e.textContent));
    let game = bridge.createGame({ players: 3, seed: '5' });
    const said: string[] = [];
    for (const move of record.moves) {
      game = bridge.applyMove(game, move);
      for (const e of bridge.view(game, 1).events) said.push(bridge.describeEvent(e, { lang: 'ja', names }));
    }
    expect(logged).toEqual(said);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((t) => /[ぁ-んァ-ン]/.test(t ?? ''))).toBe(true);
    // The switch: English in place (the same game, the URL without lang), then Japanese again.
    const before = await page.getAttribute('[data-testid="status"]', 'data-move');
    await page.click('[data-lang="en"]');
    expect(await text(page, '[data-testid="status"]')).toBe('P2 (you): your turn.');
    expect(await text(page, '[data-testid="rules-link"]')).toBe('Rules');
    expect(await page.getAttribute('[data-testid="status"]', 'data-move')).toBe(before);
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
    const english = await page.$$eval('[data-testid="log"] [data-event]', (els: El[]) => els.map((e) => e.textContent));
    const enNames = ['P1 (heuristic)', 'P2 (you)', 'P3 (heuristic)'];
    game = bridge.createGame({ players: 3, seed: '5' });
    const saidEn: string[] = [];
    for (const move of record.moves) {
      game = bridge.applyMove(game, move);
      for (const e of bridge.view(game, 1).events) saidEn.push(bridge.describeEvent(e, { names: enNames }));
    }
    expect(english).toEqual(saidEn);
    await page.click('[data-lang="ja"]');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ja');
    expect(await text(page, '[data-testid="status"]')).toBe('P2（あなた）：あなたの番です。');
    expect(await sideways(page)).toEqual({ page: width, hidden: [] });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('stand, beg, gift and run each have a line of help, in both languages; tricks are counted from 1', async () => {
    for (const lang of ['en', 'ja'] as const) {
      // Two people at one screen: P2 (the eldest) stands or begs, then P1 (the dealer) gifts or runs.
      const { page, problems } = await open(
        `?game=seven-up&players=2&seed=1&seats=human,human&speed=0&giftMayWin=1&lang=${lang}`,
        width,
      );
      await page.waitForSelector('[data-testid="status"][data-phase="human"]');
      expect(await text(page, '[data-testid="trick"] strong')).toBe(lang === 'en' ? 'Trick 1: ' : 'トリック1：');
      for (const move of ['stand', 'beg']) {
        const help = await text(page, `[data-help="${move}"]`);
        expect(help).toMatch(lang === 'en' ? /^[A-Z][a-z]+( the pack)?: .{20,}\.$/ : /^.+：.{10,}。$/);
        expect(await page.isVisible(`[data-help="${move}"]`)).toBe(true);
      }
      await page.click('[data-move=\'{"type":"beg"}\']');
      await page.waitForSelector('[data-help="run"]');
      for (const move of ['gift', 'run']) {
        expect(await page.isVisible(`[data-help="${move}"]`)).toBe(true);
        expect(await text(page, `[data-help="${move}"]`)).toMatch(lang === 'en' ? /^[A-Z].{20,}\.$/ : /^.+：.{10,}。$/);
      }
      expect(await sideways(page)).toEqual({ page: width, hidden: [] });
      // Play on with the first legal move: every trick shown is numbered 1 to 6, never 0.
      for (let k = 0; k < 60 && (await page.$('[data-testid="standings"]')) === null; k++) {
        const trick = await text(page, '[data-testid="trick"] strong');
        const n = Number(/(\d+)/.exec(trick)?.[1]);
        expect(n, trick).toBeGreaterThanOrEqual(1);
        expect(n, trick).toBeLessThanOrEqual(6);
        await page.locator(MOVES).first().click();
        await page.waitForSelector(SETTLED);
      }
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it('pon and chi have a line of help beside the claim buttons, in both languages', async () => {
    for (const lang of ['en', 'ja'] as const) {
      const { page, problems } = await open(
        `?game=seven-bridge&players=2&seed=2&seats=human,human&speed=0&lang=${lang}`,
        width,
      );
      const rng = new Random(`claims/${lang}`);
      let seen = false;
      for (let k = 0; k < 400 && !seen; k++) {
        await page.waitForSelector(SETTLED);
        if ((await page.$('[data-testid="standings"]')) !== null) break;
        const claim = await page.$('[data-move*="\\"pon\\""], [data-move*="\\"chi\\""]');
        if (claim !== null) {
          seen = true;
          const help = await page.$$eval('.move-group [data-testid="help"]', (els: El[]) =>
            els.map((e) => e.textContent),
          );
          expect(help).toHaveLength(2);
          expect(help[0]).toMatch(lang === 'en' ? /^Pon: / : /^ポン：/);
          expect(help[1]).toMatch(lang === 'en' ? /^Chi: / : /^チー：/);
          expect(await sideways(page)).toEqual({ page: width, hidden: [] });
          break;
        }
        // Draw, discard, pass: never claim, never meld (the game lasts, windows open).
        const plain = await page.$$(
          `${MOVES}[data-move*="draw"], ${MOVES}[data-move*="discard"], ${MOVES}[data-move*="pass"]`,
        );
        const pool = plain.length > 0 ? plain : await page.$$(MOVES);
        await pool[rng.int(pool.length)]?.click();
      }
      expect(seen, 'no pon or chi was offered').toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 120_000);
});

/** The game record the page offers to download, as text. */
async function downloadText(page: Page): Promise<string> {
  // At phone width the settings are folded: the button is clicked where it is.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.$eval('[data-action="download"]', (el: El & { click(): void }) => el.click()),
  ]);
  const path = join(FOLDER, `record-${Date.now()}.json`);
  await file.saveAs(path);
  return readFileSync(path, 'utf8');
}
