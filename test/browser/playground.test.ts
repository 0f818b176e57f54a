/**
 * End-to-end tests of the playground in a real browser: Debian's Chromium driven by
 * playwright-core, the page built with Vite and served on 127.0.0.1. Every test plays through
 * the DOM contract of playground/README.md only (data-cell, data-hand-card, data-action, …),
 * clicking only what the page marks legal, and checks what it sees against the library.
 * Screenshots and downloaded records are kept in test-results/browser/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  describeEvent,
  deserialize,
  type GameState,
  legalMoves,
  type Move,
  RANKS,
  Random,
  SUITS,
  score,
  view,
} from '../../src/index.js';
import { OUTPUT, usePlayground } from './harness.js';

/** What a test sees of an element (the root program has no DOM types). */
interface El {
  getAttribute(name: string): string | null;
  readonly textContent: string | null;
  readonly disabled?: boolean;
}

const workers: string[] = [];
const playground = usePlayground(OUTPUT);

/** A page that records every console error, uncaught exception and worker it starts. */
async function open(query: string): Promise<{ page: Page; problems: string[] }> {
  const page = await playground.context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`${playground.base}${query}`);
  await page.waitForSelector('[data-testid="status"]:not([data-phase="idle"])');
  return { page, problems };
}

const status = (page: Page) => page.$eval('[data-testid="status"]', (el: El) => el.getAttribute('data-phase'));
const moveNumber = async (page: Page) =>
  Number(await page.$eval('[data-testid="status"]', (el: El) => el.getAttribute('data-move')));

/** What the page offered the person at one decision, and what the test clicked. */
interface Decision {
  at: number;
  seat: number;
  legal: string[];
  hand: string[];
  pass: boolean;
  jokers: string[];
  move: Move;
}

/**
 * Plays the game on the page to its end: at each human turn, clicks one of the legal hand
 * cards, the pass button (when enabled) or a joker button, chosen with a seeded generator
 * (a joker button first when there is one). Returns every decision.
 */
async function playToEnd(page: Page, rng: Random): Promise<Decision[]> {
  const decisions: Decision[] = [];
  for (let turn = 0; turn < 1000; turn++) {
    await page.waitForSelector(
      '[data-testid="standings"], [data-testid="status"][data-phase="human"], [data-testid="status"][data-phase="error"]',
    );
    if ((await page.$('[data-testid="standings"]')) !== null) return decisions;
    if ((await status(page)) === 'error') {
      throw new Error(`the page shows an error: ${await page.textContent('[data-testid="error"]')}`);
    }
    const at = await moveNumber(page);
    const seat = Number(await page.$eval('#hand-area', (el: El) => el.getAttribute('data-seat')));
    const hand = await page.$$eval('[data-hand-card]', (els: El[]) =>
      els.map((e) => e.getAttribute('data-hand-card') ?? ''),
    );
    const legal = await page.$$eval('[data-hand-card][data-legal="true"]', (els: El[]) =>
      els.map((e) => e.getAttribute('data-hand-card') ?? ''),
    );
    const pass = await page.$eval('[data-action="pass"]', (el: El) => el.disabled !== true);
    const jokers = await page.$$eval('[data-joker]', (els: El[]) => els.map((e) => e.getAttribute('data-joker') ?? ''));
    let move: Move;
    let selector: string;
    if (jokers.length > 0) {
      const key = jokers[rng.int(jokers.length)] as string;
      const [card, next] = key.split(':') as [Card, Card | undefined];
      move = next === undefined ? { type: 'joker', card } : { type: 'joker', card, next };
      selector = `[data-joker="${key}"]`;
    } else {
      const options = [...legal, ...(pass ? ['pass'] : [])];
      expect(options.length, `a human turn at move ${at} offers no move`).toBeGreaterThan(0);
      const pick = options[rng.int(options.length)] as string;
      move = pick === 'pass' ? { type: 'pass' } : { type: 'play', card: pick as Card };
      selector = pick === 'pass' ? '[data-action="pass"]' : `[data-hand-card="${pick}"]`;
    }
    decisions.push({ at, seat, legal, hand, pass, jokers, move });
    await page.click(selector);
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
  throw new Error('the game did not end within 1000 human turns');
}

/** The game in a record, replayed: states[k] is the state after k moves. */
function replayRecord(text: string): { states: GameState[]; moves: Move[] } {
  const record = JSON.parse(text) as {
    options: Record<string, unknown>;
    deal: { hands: Card[][]; table: Card[] };
    moves: Move[];
  };
  let state = createGame({ ...record.options, hands: record.deal.hands, table: record.deal.table });
  const states = [state];
  for (const move of record.moves) {
    state = applyMove(state, move);
    states.push(state);
  }
  return { states, moves: record.moves };
}

/** Every cell's data-state on the page, by card. */
async function cellStates(page: Page): Promise<Record<string, string>> {
  const pairs = await page.$$eval('[data-cell]', (els: El[]) =>
    els.map((e) => [e.getAttribute('data-cell') ?? '', e.getAttribute('data-state') ?? ''] as const),
  );
  return Object.fromEntries(pairs);
}

/** The cells as the library says they are. */
function expectedCells(state: GameState): Record<string, string> {
  const v = view(state);
  const cells: Record<string, string> = {};
  for (const suit of SUITS) for (const rank of RANKS) cells[`${rank}${suit}`] = 'empty';
  for (const card of v.table) cells[card] = 'table';
  for (const pile of v.dead) for (const card of pile) cells[card] = 'dead';
  return cells;
}

async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="download"]')]);
  const path = join(OUTPUT, name);
  await file.saveAs(path);
  return readFileSync(path, 'utf8');
}

/** Players' names as the page writes them, from the seats. */
function names(seats: readonly string[]): string[] {
  const humans = seats.filter((s) => s === 'human').length;
  return seats.map((seat, p) => `P${p + 1} (${seat === 'human' ? (humans === 1 ? 'you' : 'human') : seat})`);
}

/** Checks a finished game on the page against its downloaded record. */
async function checkFinished(page: Page, decisions: Decision[], recordName: string, seats: readonly string[]) {
  const humans = seats.flatMap((s, p) => (s === 'human' ? [p] : []));
  const text = await download(page, recordName);
  const final = deserialize(text);
  expect(view(final).over).toBe(true);
  const { states, moves } = replayRecord(text);

  // Every human decision was offered exactly the legal moves, and the record has the clicks.
  let d = 0;
  for (let k = 0; k < moves.length; k++) {
    const before = states[k] as GameState;
    const mover = view(before).current as number;
    if (!humans.includes(mover)) continue;
    const decision = decisions[d++];
    expect(decision, `no decision recorded for move ${k}`).toBeDefined();
    if (decision === undefined) break;
    const legal = legalMoves(before);
    expect(decision.at).toBe(k);
    expect(decision.seat).toBe(mover);
    expect(decision.hand).toEqual(view(before, mover).hands[mover]);
    expect(decision.legal).toEqual(legal.flatMap((m) => (m.type === 'play' ? [m.card] : [])));
    expect(decision.pass).toBe(legal.some((m) => m.type === 'pass'));
    expect(decision.jokers).toEqual(
      legal.flatMap((m) => (m.type === 'joker' ? [m.next === undefined ? m.card : `${m.card}:${m.next}`] : [])),
    );
    expect(moves[k]).toEqual(decision.move);
  }
  expect(d).toBe(decisions.length);

  // The log tells each move's events, as the library reports them, in order, in words.
  const logged = await page.$$eval('[data-testid="log"] > li', (els: (El & { querySelectorAll(s: string): El[] })[]) =>
    els.map((e) => [...e.querySelectorAll('[data-event]')].map((x) => [x.getAttribute('data-event'), x.textContent])),
  );
  expect(logged).toHaveLength(moves.length);
  const passLimit = (JSON.parse(text) as { options: { passLimit: number | null } }).options.passLimit;
  expect(logged).toEqual(
    states
      .slice(1)
      .map((s) => view(s).events.map((e) => [e.type, describeEvent(e, { names: names(seats), passLimit })])),
  );

  // The table and the standings are the library's.
  expect(await cellStates(page)).toEqual(expectedCells(final));
  const rows = await page.$$eval('[data-testid="standings"] tbody tr', (els: El[]) =>
    els.map((e) => [Number(e.getAttribute('data-rank')), Number(e.getAttribute('data-player'))]),
  );
  expect(rows).toEqual(score(final).standings.map((s) => [s.rank, s.player]));
  const cells = await page.$$eval('[data-testid="standings"] tbody tr', (els: El[]) =>
    els.map((e) => (e.textContent ?? '').length),
  );
  expect(cells.every((n) => n > 0)).toBe(true);
  return { final, states, text };
}

/** The first seed whose deal gives player 0 the joker (so the human gets joker buttons). */
function seedWithJokerFor0(): number {
  for (let seed = 1; ; seed++) {
    if (view(createGame({ players: 4, jokers: 1, seed })).hands[0]?.includes('JK')) return seed;
  }
}

describe('the playground in Chromium', () => {
  it('plays a classic game with a joker to the end, by the DOM contract, and its record replays', async () => {
    const seed = seedWithJokerFor0();
    const { page, problems } = await open(
      `?variant=classic&players=4&seed=${seed}&jokers=1&bots=classic,calm,random&speed=0`,
    );
    const decisions = await playToEnd(page, new Random('classic-clicks'));
    expect(
      decisions.some((d) => d.move.type === 'joker'),
      'the human never had a joker move',
    ).toBe(true);
    const { final, states } = await checkFinished(page, decisions, 'classic.json', [
      'human',
      'classic',
      'calm',
      'random',
    ]);
    // The human's joker moves show the joker standing, the card beyond it, and the swap.
    for (const d of decisions.filter((x) => x.move.type === 'joker')) {
      const types = await page.$$eval(
        `[data-testid="log"] > li[data-move-number="${d.at + 1}"] [data-event]`,
        (els: El[]) => els.map((e) => e.getAttribute('data-event')),
      );
      expect(types.slice(0, 3)).toEqual(['joker', 'play', 'swap']);
    }
    expect(score(final).standings.some((s) => s.chips !== 0)).toBe(true);
    await page.screenshot({ path: join(OUTPUT, 'classic.png'), fullPage: true });

    // Step back and forth through the finished game.
    await page.click('[data-action="step-first"]');
    expect(await page.textContent('[data-testid="move-number"]')).toBe(`0 / ${states.length - 1}`);
    expect(await cellStates(page)).toEqual(expectedCells(states[0] as GameState));
    expect(await page.$$('[data-testid="log"] > li')).toHaveLength(0);
    for (let k = 1; k <= 3; k++) {
      await page.click('[data-action="step-forward"]');
      expect(await cellStates(page)).toEqual(expectedCells(states[k] as GameState));
      expect(await page.$$('[data-testid="log"] > li')).toHaveLength(k);
    }
    await page.click('[data-action="step-back"]');
    expect(await cellStates(page)).toEqual(expectedCells(states[2] as GameState));
    expect(await status(page)).toBe('review');
    await page.click('[data-action="step-last"]');
    expect(await cellStates(page)).toEqual(expectedCells(final));
    expect(await status(page)).toBe('over');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('plays a Kill game with two human seats (hot seat) and the search bot to the end', async () => {
    const { page, problems } = await open(
      '?variant=kill&players=4&seed=7&seats=human,killer,human,ismcts:20&speed=0&extraTurn=1&maxGroup=4',
    );
    const decisions = await playToEnd(page, new Random('kill-clicks'));
    expect(new Set(decisions.map((d) => d.seat))).toEqual(new Set([0, 2]));
    const { final } = await checkFinished(page, decisions, 'kill.json', ['human', 'killer', 'human', 'ismcts:20']);
    // Deaths are told: whose cards died and who killed them.
    const died = await page.$$eval('[data-testid="log"] [data-event="died"]', (els: El[]) =>
      els.map((e) => e.textContent),
    );
    expect(died.length).toBeGreaterThan(0);
    expect(died.filter((t) => !/^P\d \([a-z:0-9]+\)'s .+ dies? /.test(t ?? ''))).toEqual([]);
    const dead = Object.values(await cellStates(page)).filter((s) => s === 'dead').length;
    expect(dead).toBe(view(final).dead.flat().length);
    expect(dead).toBeGreaterThan(0);
    await page.screenshot({ path: join(OUTPUT, 'kill.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('opens a downloaded record for review, and a broken one with a one-line error', async () => {
    const { page, problems } = await open('?variant=kill&players=3&seed=11&bots=calm,coward,brute&speed=0');
    await page.waitForSelector('[data-testid="standings"]');
    const text = await download(page, 'watched.json');
    const { states } = replayRecord(text);
    const final = states[states.length - 1] as GameState;
    expect(await cellStates(page)).toEqual(expectedCells(final));

    // A new game, then the record again.
    await page.click('[data-action="new-deal"]');
    await page.waitForSelector('[data-testid="standings"]');
    const path = join(OUTPUT, 'watched.json');
    await page.setInputFiles('[data-action="upload"]', path);
    await page.waitForFunction(
      (n: number) =>
        (globalThis as unknown as { document: { querySelector(s: string): El | null } }).document.querySelector(
          '[data-testid="move-number"]',
        )?.textContent === `${n} / ${n}`,
      states.length - 1,
    );
    // The counter may be drawn before the table on a loaded machine (a CI run read the table a
    // frame early): the table is awaited too.
    await expect.poll(() => cellStates(page), { timeout: 10_000 }).toEqual(expectedCells(final));
    await page.click('[data-action="step-first"]');
    await expect.poll(() => cellStates(page), { timeout: 10_000 }).toEqual(expectedCells(states[0] as GameState));

    const broken = join(OUTPUT, 'broken.json');
    writeFileSync(broken, text.replace('"moves":[', '"moves":[{"type":"play","card":"KS"},'));
    await page.setInputFiles('[data-action="upload"]', broken);
    await page.waitForSelector('[data-testid="error"]:not([hidden])');
    const error = (await page.textContent('[data-testid="error"]')) ?? '';
    expect(error).toMatch(/^broken\.json is not a game record: /);
    expect(error).not.toContain('\n');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('takes options from the URL and the controls, and reports bad ones in one line', async () => {
    const { page, problems } = await open('?variant=kill&players=4&seed=42&bots=calm,killer,coward&speed=0');
    expect(await page.$eval('select[name="variant"]', (el: El & { value?: string }) => el.value)).toBe('kill');
    const seats = await page.$$eval('[data-seat-control]', (els: (El & { value?: string })[]) =>
      els.map((e) => e.value),
    );
    expect(seats).toEqual(['human', 'calm', 'killer', 'coward']);
    expect(await page.$$('[data-cell]')).toHaveLength(52);
    // The same URL deals the same hand.
    const hand = await page.$$eval('[data-hand-card]', (els: El[]) => els.map((e) => e.getAttribute('data-hand-card')));
    expect(hand).toEqual(view(createGame({ variant: 'kill', players: 4, seed: 42 }), 0).hands[0]);

    // The controls: a 3-player classic game with tunnel, all bots; the URL follows.
    await page.selectOption('select[name="variant"]', 'classic');
    await page.fill('input[name="players"]', '3');
    await page.fill('input[name="seed"]', 'from-controls');
    await page.check('input[name="tunnel"]');
    for (let p = 0; p < 3; p++) await page.selectOption(`select[name="seat-${p}"]`, 'simpleton');
    await page.fill('input[name="speed"]', '0');
    await page.click('[data-action="new-game"]');
    await page.waitForSelector('[data-testid="standings"]');
    const url = new URL(page.url());
    expect(url.searchParams.get('variant')).toBe('classic');
    expect(url.searchParams.get('players')).toBe('3');
    expect(url.searchParams.get('seed')).toBe('from-controls');
    expect(url.searchParams.get('tunnel')).toBe('1');
    expect(url.searchParams.get('bots')).toBe('simpleton,simpleton,simpleton');
    const text = await download(page, 'controls.json');
    expect(JSON.parse(text).options).toMatchObject({ variant: 'classic', players: 3, tunnel: true });

    // Bad options: one line, naming the option; the library's own message for rule options.
    for (const [query, pattern] of [
      ['?players=9', /^players: /],
      ['?variant=kill&tunnel=1', /tunnel/],
      ['?speed=fast', /^speed: /],
      ['?colour=red', /^unknown parameter "colour"/],
      ['?bots=calm,genius,calm', /"genius" is not a seat/],
    ] as const) {
      await page.goto(`${playground.base}${query}`);
      await page.waitForSelector('[data-testid="error"]:not([hidden])');
      const message = (await page.textContent('[data-testid="error"]')) ?? '';
      expect(message).toMatch(pattern);
      expect(message).not.toContain('\n');
    }
    expect(problems).toEqual([]);
    expect(workers.length).toBeGreaterThan(0);
    await page.close();
  }, 120_000);
});
