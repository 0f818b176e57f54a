/**
 * Every game of the family in Chromium, through the shared DOM contract of playground/README.md
 * only: a whole game played at speed=0 by clicking `[data-move]` elements (human seats against
 * bots), each decision's elements checked to be exactly the legal moves (their JSON as
 * `legalMoves` lists them), the standings shown, no console error, and the downloaded record
 * read back by that game's `deserialize` as the same finished game. Screenshots at desktop and
 * phone (390×844) width, checked for sideways scrolling, are kept in test-results/browser-family/.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AnyMove, type Engine, Random, sevens } from '../../src/index.js';
import { sevenBridge } from '../../src/seven-bridge/index.js';
import { sevenUp } from '../../src/seven-up/index.js';
import { type Decision, type El, MOVES, overflowsSideways, playByMoves } from './contract.js';
import { OUTPUT, usePlayground } from './harness.js';

const FOLDER = join(OUTPUT, '..', 'browser-family');
const playground = usePlayground(FOLDER);

/** A page that records every console error and uncaught exception. */
async function open(query: string, phone = false): Promise<{ page: Page; problems: string[]; firstMoveMs: number }> {
  const page = await playground.context.newPage();
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const started = Date.now();
  await page.goto(`${playground.base}${query}`);
  await page.waitForSelector(`${MOVES}, [data-testid="standings"], [data-testid="error"]:not([hidden])`);
  return { page, problems, firstMoveMs: Date.now() - started };
}

/** Every state of a record's game, from the record's own moves replayed with the engine. */
function statesOf(engine: Engine, text: string): unknown[] {
  const record = JSON.parse(text) as { moves: AnyMove[] };
  const states: unknown[] = [];
  for (let k = 0; k <= record.moves.length; k++)
    states.push(engine.deserialize(JSON.stringify({ ...record, moves: record.moves.slice(0, k) })));
  return states;
}

async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="download"]')]);
  const path = join(FOLDER, name);
  await file.saveAs(path);
  return readFileSync(path, 'utf8');
}

/** Checks a finished game on the page against its downloaded record and the decisions made. */
async function checkFinished(page: Page, engine: Engine, decisions: Decision[], name: string) {
  const text = await download(page, `${name}.json`);
  const final = engine.deserialize(text);
  expect(engine.view(final).over).toBe(true);
  expect(engine.serialize(final)).toBe(text);
  const moves = (JSON.parse(text) as { moves: AnyMove[] }).moves;
  expect(Number(await page.getAttribute('[data-testid="status"]', 'data-move'))).toBe(moves.length);
  const states = statesOf(engine, text);
  for (const d of decisions) {
    const legal = engine.legalMoves(states[d.at]).map((m) => JSON.stringify(m));
    expect(d.offered, `the moves offered at move ${d.at}`).toEqual(expect.arrayContaining(legal));
    expect(d.offered).toHaveLength(legal.length);
    expect(JSON.stringify(moves[d.at])).toBe(d.clicked);
  }
  const rows = await page.$$eval('[data-testid="standings"] tbody tr', (els: El[]) =>
    els.map((e) => [Number(e.getAttribute('data-rank')), Number(e.getAttribute('data-player'))]),
  );
  expect(rows).toEqual(engine.score(final).standings.map((s) => [s.rank, s.player]));
  // Every move is in the log once.
  expect(await page.$$('[data-testid="log"] > li')).toHaveLength(moves.length);
}

/** The record downloaded, opened in a page showing another game: the page switches to its game, for review. */
async function reopen(engine: Engine) {
  const { page, problems } = await open(engine.name === 'sevens' ? '?game=seven-up&speed=0' : '?speed=0');
  const moves = (JSON.parse(readFileSync(join(FOLDER, `${engine.name}.json`), 'utf8')) as { moves: unknown[] }).moves;
  await page.setInputFiles('[data-action="upload"]', join(FOLDER, `${engine.name}.json`));
  await page.waitForSelector(`#game[data-game="${engine.name}"]`);
  expect(await page.textContent('[data-testid="move-number"]')).toBe(`${moves.length} / ${moves.length}`);
  expect(await page.$eval('select[name="game"]', (el: El & { value?: string }) => el.value)).toBe(engine.name);
  await page.click('[data-action="step-first"]');
  expect(await page.getAttribute('[data-testid="status"]', 'data-phase')).toBe('review');
  expect(await page.$$(MOVES)).toHaveLength(0);
  expect(await page.$$('[data-testid="log"] > li')).toHaveLength(0);
  expect(problems).toEqual([]);
  await page.close();
}

/** Screenshots at desktop and phone width, and what the phone shows first. */
async function screenshots(query: string, name: string) {
  const desktop = await open(query);
  await playByMoves(desktop.page, new Random(name), 8);
  await desktop.page.screenshot({ path: join(FOLDER, `${name}-desktop.png`), fullPage: true });
  expect(await overflowsSideways(desktop.page)).toBe(false);
  await desktop.page.close();
  const phone = await open(query, true);
  await playByMoves(phone.page, new Random(name), 8);
  await phone.page.screenshot({ path: join(FOLDER, `${name}-phone.png`) });
  expect(await overflowsSideways(phone.page), `${name} scrolls sideways on a phone`).toBe(false);
  // The game comes first: the table and the hand start on the first screen, the settings are folded.
  const top = async (selector: string) => (await phone.page.locator(selector).first().boundingBox())?.y ?? 1e9;
  expect(await top('#table')).toBeLessThan(400);
  expect(await top('#hand-area')).toBeLessThan(844);
  expect(await phone.page.$eval('#settings', (el: El & { open?: boolean }) => el.open)).toBe(false);
  expect(phone.problems).toEqual([]);
  await phone.page.close();
}

const GAMES = [
  {
    engine: sevens as Engine,
    query: '?seed=5&bots=classic,calm,random&speed=0',
    screen: '?seed=5&bots=classic,calm,random&speed=0',
  },
  {
    engine: sevenBridge as Engine,
    query: '?game=seven-bridge&seed=3&seats=human,heuristic,human,random&speed=0&rounds=2&jokers=1',
    screen: '?game=seven-bridge&seed=4&bots=random,random,random&speed=0',
  },
  {
    engine: sevenUp as Engine,
    query:
      '?game=seven-up&seed=2&players=4&partnerships=1&bots=heuristic,ismcts,random&speed=0&target=4&direction=anticlockwise&kick=trinidad&hangJack=1&giftMayWin=0',
    screen:
      '?game=seven-up&seed=2&players=4&partnerships=1&bots=random,random,random&speed=0&direction=anticlockwise&kick=trinidad&hangJack=1&low=holder&target=14',
  },
];

describe('every game through the shared DOM contract, in Chromium', () => {
  for (const { engine, query, screen } of GAMES) {
    it(`${engine.name}: a whole game by data-move clicks, its standings, its record; screenshots`, async () => {
      const { page, problems, firstMoveMs } = await open(query);
      const decisions = await playByMoves(page, new Random(`${engine.name}-clicks`));
      expect(decisions.length).toBeGreaterThan(0);
      await checkFinished(page, engine, decisions, engine.name);
      expect(problems).toEqual([]);
      await page.close();
      await reopen(engine);
      await screenshots(screen, engine.name);
      writeFileSync(join(FOLDER, `${engine.name}-first-move-ms.txt`), `${firstMoveMs}\n`);
    }, 60_000);
  }

  it('refuses bad options in one line and leaves no game: no table, no download, no "Loading…"', async () => {
    for (const [query, pattern] of [
      ['?game=chess', /^game: "chess" is not a game/],
      ['?game=seven-up&players=6', /^players: /],
      ['?game=seven-bridge&rounds=0', /rounds/],
      ['?game=seven-bridge&bots=random,genius', /"genius" is not a seat/],
    ] as const) {
      const { page, problems } = await open(query);
      const message = (await page.textContent('[data-testid="error"]')) ?? '';
      expect(message).toMatch(pattern);
      expect(message).not.toContain('\n');
      expect(await page.getAttribute('[data-testid="status"]', 'data-phase')).toBe('error');
      expect(await page.textContent('[data-testid="status"]')).not.toContain('Loading');
      expect(await page.$$('#game *')).toHaveLength(0);
      expect(await page.$$(MOVES)).toHaveLength(0);
      expect(await page.$eval('[data-action="download"]', (el: El) => el.disabled)).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it('explains an illegal card in words, with cards written for people; the picker opens another game', async () => {
    const { page, problems } = await open('?seed=5&bots=classic,calm,random&speed=0');
    await page.waitForSelector('[data-testid="status"][data-phase="human"]');
    const illegal = page.locator('[data-hand-card][data-legal="false"]').first();
    expect(await illegal.getAttribute('aria-disabled')).toBeNull();
    expect(await illegal.getAttribute('data-move')).toBeNull();
    await illegal.click();
    const notice = (await page.textContent('[data-testid="notice"]')) ?? '';
    expect(notice).toMatch(/^Not allowed: .*[♠♥♦♣]/);
    expect(notice).not.toMatch(/(?<![A-Za-z0-9])([2-9TJQKA][SHDC])(?![A-Za-z0-9])/);
    await page.selectOption('select[name="game"]', 'seven-up');
    await page.waitForSelector('#game[data-game="seven-up"] [data-testid="trump"]');
    expect(new URL(page.url()).searchParams.get('game')).toBe('seven-up');
    // The controls of the game shown start its games, and the URL follows.
    await page.fill('input[name="players"]', '2');
    await page.selectOption('select[name="seat-0"]', 'heuristic');
    await page.selectOption('select[name="seat-1"]', 'random');
    await page.fill('input[name="seven-up:target"]', '3');
    await page.fill('input[name="speed"]', '0');
    await page.fill('input[name="seed"]', 'controls');
    await page.click('[data-action="new-game"]');
    await page.waitForSelector('[data-testid="standings"]');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      game: 'seven-up',
      players: '2',
      target: '3',
      seed: 'controls',
      bots: 'heuristic,random',
    });
    const text = await download(page, 'controls.json');
    expect(JSON.parse(text).options).toMatchObject({ players: 2, target: 3, seed: 'controls' });
    expect(problems).toEqual([]);
    await page.close();
  }, 30_000);

  it('Seven Bridge: a stock rebuilt from the discard pile shows on the table and in the log as it happens', async () => {
    // 6 players, the deck in table order: everyone draws and discards the card drawn, to the end
    const order = ['S', 'H', 'D', 'C'].flatMap((suit) => [...'A23456789TJQK'].map((rank) => `${rank}${suit}`));
    let state = sevenBridge.createGame({ players: 6, seed: 2026, decks: [order] as never });
    let rebuiltAt = 0; // the move whose events rebuilt the stock first
    for (let k = 1; !sevenBridge.view(state).over; k++) {
      const v = sevenBridge.view(state);
      const drawn = v.events.find((e) => e.type === 'draw');
      state = sevenBridge.applyMove(
        state,
        v.phase === 'draw'
          ? { type: 'draw' }
          : v.phase === 'claim'
            ? { type: 'pass' }
            : { type: 'discard', card: drawn?.type === 'draw' ? (drawn.card as never) : ('AS' as never) },
      );
      if (rebuiltAt === 0 && sevenBridge.view(state).events.some((e) => e.type === 'restock')) rebuiltAt = k;
    }
    expect(rebuiltAt).toBeGreaterThan(0);
    const path = join(FOLDER, 'seven-bridge-restock.json');
    writeFileSync(path, sevenBridge.serialize(state));
    const { page, problems } = await open('?game=seven-bridge&speed=0');
    await page.setInputFiles('[data-action="upload"]', path);
    const total = (JSON.parse(sevenBridge.serialize(state)) as { moves: unknown[] }).moves.length;
    await page.waitForFunction(
      (text: string) =>
        (globalThis as unknown as { document: { querySelector(s: string): El | null } }).document.querySelector(
          '[data-testid="move-number"]',
        )?.textContent === text,
      `${total} / ${total}`,
    );
    // review the move that rebuilt the stock, and the one before it
    const showMove = (k: number) =>
      page.$eval(
        '[data-action="step"]',
        (el: El & { value?: string; dispatchEvent?: (e: unknown) => void }, at: number) => {
          el.value = String(at);
          el.dispatchEvent?.(new Event('input'));
        },
        k,
      );
    await showMove(rebuiltAt);
    expect(await page.textContent('[data-testid="move-number"]')).toMatch(new RegExp(`^${rebuiltAt} / `));
    expect(await page.$$('[data-testid="restock"]')).toHaveLength(1);
    expect(await page.getAttribute('[data-testid="stock"]', 'data-rebuilt')).toBe('true');
    expect(await page.getAttribute('[data-testid="stock"]', 'data-count')).toBe('9');
    expect(await page.getAttribute('[data-testid="discards"]', 'data-top')).toBe('KC');
    expect(await page.textContent('[data-testid="log"] > li:last-child [data-event="restock"]')).toMatch(
      /new stock of 9 cards/,
    );
    await showMove(rebuiltAt - 1);
    expect(await page.$$('[data-testid="restock"]')).toHaveLength(0);
    expect(await page.getAttribute('[data-testid="stock"]', 'data-rebuilt')).toBe('false');
    expect(await page.getAttribute('[data-testid="stock"]', 'data-count')).toBe('0');
    expect(problems).toEqual([]);
    await page.close();
  }, 30_000);

  it('weighs the built page: the JavaScript each game loads', () => {
    const assets = join(playground.built, 'assets');
    const sizes = Object.fromEntries(
      readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => [f, statSync(join(assets, f)).size]),
    );
    writeFileSync(join(FOLDER, 'weights.json'), `${JSON.stringify(sizes, null, 2)}\n`);
    expect(Object.keys(sizes).length).toBeGreaterThan(3);
  });
});
