/**
 * The playground page: plays 七並べ and 殺しの7並べ through the public API of `shichinarabe`,
 * with the library's bots thinking in a Web Worker (worker.ts). The DOM it keeps up to date is
 * a stable contract for tests and embedders, documented in playground/README.md.
 */
import {
  applyMove,
  type Card,
  createGame,
  deserialize,
  type GameOptions,
  type GameState,
  type GameView,
  IllegalMoveError,
  legalMoves,
  type Move,
  RANKS,
  SUITS,
  score,
  serialize,
  view,
} from 'shichinarabe';
import { isRed, showCard } from './cards.js';
import { ConfigError, DEFAULT_SPEED, type PlaygroundConfig, parseParams, toParams } from './config.js';
import { describeEvent, eventsOf, moverOf } from './events.js';
import type { BotAnswer, BotRequest } from './protocol.js';
import { defaultBot, HUMAN, SEAT_CHOICES } from './seats.js';

// ---------------------------------------------------------------------------------------------
// Elements

function must<T extends Element>(selector: string): T {
  const el = document.querySelector<T>(selector);
  if (el === null) throw new Error(`the page lacks ${selector}`);
  return el;
}

const form = must<HTMLFormElement>('#controls');
const seatControls = must<HTMLDivElement>('#seat-controls');
const errorLine = must<HTMLParagraphElement>('[data-testid="error"]');
const statusLine = must<HTMLParagraphElement>('[data-testid="status"]');
const noticeLine = must<HTMLParagraphElement>('[data-testid="notice"]');
const lastMoveLine = must<HTMLParagraphElement>('[data-testid="last-move"]');
const tableEl = must<HTMLElement>('#table');
const handArea = must<HTMLElement>('#hand-area');
const handTitle = must<HTMLHeadingElement>('#hand-title');
const handEl = must<HTMLDivElement>('#hand');
const passButton = must<HTMLButtonElement>('[data-action="pass"]');
const jokerMovesEl = must<HTMLSpanElement>('#joker-moves');
const reviewEl = must<HTMLElement>('#review');
const stepRange = must<HTMLInputElement>('[data-action="step"]');
const moveNumberEl = must<HTMLSpanElement>('[data-testid="move-number"]');
const standingsArea = must<HTMLElement>('#standings-area');
const playersEl = must<HTMLElement>('#players');
const logEl = must<HTMLOListElement>('#log');
const permalink = must<HTMLAnchorElement>('[data-testid="permalink"]');
const uploadInput = must<HTMLInputElement>('[data-action="upload"]');

/** Makes an element: `h('button', { 'data-action': 'pass' }, 'Pass')`. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (key === 'class') el.className = String(value);
    else el.setAttribute(key, value === true ? '' : value);
  }
  el.append(...children);
  return el;
}

// ---------------------------------------------------------------------------------------------
// The game being shown

interface Session {
  config: PlaygroundConfig;
  /** The seed of the deal, or `null` for a game read from a record (its deal is in the record). */
  seed: string | null;
  /** Every state of the game so far: `states[k]` is the state after k moves. */
  states: GameState[];
  /** The resolved pass limit, for the log. */
  passLimit: number | null;
  /** The move shown while reviewing a finished game (`null` = the latest). */
  cursor: number | null;
  /** Log entries by move number (made once each). */
  logItems: HTMLLIElement[];
}

let session: Session | null = null;
/** Bumped by every new game; a bot's late answer for an older game is dropped. */
let generation = 0;
/** The state whose table is drawn, so the cells (and their animations) are redrawn only on a change. */
let drawnState: GameState | null = null;
/** Where the joker stands, shown for a moment before its holder swaps it (data-state="joker"). */
let jokerCell: Card | null = null;
let jokerTimer: ReturnType<typeof setTimeout> | undefined;

const latest = (s: Session): GameState => s.states[s.states.length - 1] as GameState;
const shown = (s: Session): GameState => s.states[s.cursor ?? s.states.length - 1] as GameState;
const isHuman = (s: Session, p: number | null): boolean => p !== null && s.config.seats[p] === HUMAN;

function playerName(s: Session, p: number): string {
  const seat = s.config.seats[p] ?? '?';
  const humans = s.config.seats.filter((x) => x === HUMAN).length;
  if (seat === HUMAN) return humans === 1 ? `P${p + 1} (you)` : `P${p + 1} (human)`;
  return `P${p + 1} (${seat})`;
}

// ---------------------------------------------------------------------------------------------
// Bots, in a worker

let worker: Worker | null = null;
let pending: { id: number; generation: number; resolve: (answer: BotAnswer) => void } | null = null;
let nextRequest = 1;

function botWorker(): Worker {
  if (worker === null) {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BotAnswer>) => {
      if (pending !== null && pending.id === event.data.id) {
        const { resolve } = pending;
        pending = null;
        resolve(event.data);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      showError(`the bot worker failed: ${event.message || 'it could not start'}`);
    };
  }
  return worker;
}

/** Drops a bot that is still thinking for an old game (a search can take a while). */
function stopThinking(): void {
  if (pending !== null && worker !== null) {
    worker.terminate();
    worker = null;
    pending = null;
  }
  thinkingAbout = null;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** If a bot is to move in the live game, asks it and plays its move (after the configured delay). */
async function runBot(): Promise<void> {
  const s = session;
  if (s === null || s.cursor !== null) return;
  const state = latest(s);
  if (thinkingAbout === state) return;
  const v = view(state);
  if (v.over || v.current === null || isHuman(s, v.current)) return;
  thinkingAbout = state;
  try {
    await botMove(s, state, v.current);
  } finally {
    if (thinkingAbout === state) thinkingAbout = null;
  }
}

/** The state a bot is thinking about (or waiting to play its move in), so it is asked once. */
let thinkingAbout: GameState | null = null;

async function botMove(s: Session, state: GameState, seat: number): Promise<void> {
  const bot = s.config.seats[seat] as string;
  const request: BotRequest = {
    id: nextRequest++,
    state,
    seat,
    bot,
    seed: `${s.seed ?? 'record'}/seat/${seat}/move/${view(state).moveNumber}`,
  };
  const myGeneration = generation;
  const started = performance.now();
  const answer = await new Promise<BotAnswer>((resolve) => {
    pending = { id: request.id, generation: myGeneration, resolve };
    botWorker().postMessage(request);
  });
  if (myGeneration !== generation || session !== s || latest(s) !== state) return;
  const wait = s.config.speed - (performance.now() - started);
  if (wait > 0) await sleep(wait);
  if (myGeneration !== generation || session !== s || latest(s) !== state) return;
  if ('error' in answer) {
    showError(`${playerName(s, seat)} failed: ${answer.error}`);
    return;
  }
  try {
    advance(s, applyMove(state, answer.move));
  } catch (error) {
    showError(`${playerName(s, seat)} chose a move the rules refuse: ${messageOf(error)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Moves

function advance(s: Session, next: GameState): void {
  s.states.push(next);
  noticeLine.textContent = '';
  render({ animate: true });
}

/** A person's move from the buttons; an illegal one is explained, not played. */
function humanMove(move: Move): void {
  const s = session;
  if (s === null) return;
  if (s.cursor !== null) {
    noticeLine.textContent = 'The game is over: you are reviewing it.';
    return;
  }
  const state = latest(s);
  const v = view(state);
  if (v.over) return;
  if (!isHuman(s, v.current)) {
    noticeLine.textContent = `Wait: it is ${playerName(s, v.current as number)}'s turn.`;
    return;
  }
  try {
    advance(s, applyMove(state, move));
  } catch (error) {
    noticeLine.textContent =
      error instanceof IllegalMoveError ? `Not allowed: ${error.message}` : `Not allowed: ${messageOf(error)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Starting games

function showError(message: string): void {
  errorLine.textContent = message;
  errorLine.hidden = false;
  statusLine.dataset.phase = 'error';
}

function clearError(): void {
  errorLine.textContent = '';
  errorLine.hidden = true;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A fresh seed for a game given none (the page never uses Math.random). */
function freshSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(1));
  return String(words[0]);
}

function newSession(config: PlaygroundConfig, seed: string | null, first: GameState): Session {
  return {
    config,
    seed,
    states: [first],
    passLimit: resolvedPassLimit(first),
    cursor: null,
    logItems: [],
  };
}

/** The game's pass limit as resolved, read from its record. */
function resolvedPassLimit(state: GameState): number | null {
  const record = JSON.parse(serialize(state)) as { options: { passLimit: number | null } };
  return record.options.passLimit;
}

function startGame(config: PlaygroundConfig): void {
  const seed = config.seed ?? freshSeed();
  let first: GameState;
  try {
    first = createGame({ ...config.options, seed });
  } catch (error) {
    showError(messageOf(error));
    return;
  }
  clearError();
  generation++;
  stopThinking();
  session = newSession(config, seed, first);
  const url = `${location.pathname}?${toParams(config, seed).toString()}`;
  history.replaceState(null, '', url);
  permalink.href = url;
  permalink.hidden = false;
  fillForm(config);
  noticeLine.textContent = '';
  render({ animate: false });
}

/** Reads a game record (`serialize`'s JSON); a finished game opens for review, an unfinished one goes on. */
function openRecord(text: string, name: string): void {
  let states: GameState[];
  try {
    const final = deserialize(text); // validates the record and replays it
    const record = JSON.parse(text) as {
      options: GameOptions;
      deal: { hands: Card[][]; table: Card[] };
      moves: Move[];
    };
    let state = createGame({ ...record.options, hands: record.deal.hands, table: record.deal.table });
    states = [state];
    for (const move of record.moves) {
      state = applyMove(state, move);
      states.push(state);
    }
    if (serialize(state) !== serialize(final)) throw new Error('the record replays differently');
  } catch (error) {
    showError(`${name} is not a game record: ${messageOf(error)}`);
    return;
  }
  const first = states[0] as GameState;
  const players = view(first).handSizes.length;
  const record = JSON.parse(text) as { options: { variant: GameOptions['variant'] } };
  const current = session?.config;
  const seats =
    current !== undefined && current.seats.length === players
      ? current.seats
      : Array.from({ length: players }, (_, p) => (p === 0 ? HUMAN : defaultBot(record.options.variant)));
  const config: PlaygroundConfig = {
    options: { variant: record.options.variant ?? 'classic', players },
    seed: null,
    seats,
    speed: current?.speed ?? DEFAULT_SPEED,
  };
  clearError();
  generation++;
  stopThinking();
  session = newSession(config, null, first);
  session.states = states;
  permalink.hidden = true;
  noticeLine.textContent = `Opened ${name}: ${states.length - 1} moves.`;
  render({ animate: false });
}

// ---------------------------------------------------------------------------------------------
// The controls

function field<T extends HTMLInputElement | HTMLSelectElement>(name: string): T {
  const el = form.elements.namedItem(name);
  if (el === null || el instanceof RadioNodeList) throw new Error(`the form lacks ${name}`);
  return el as T;
}

function seatSelects(players: number, seats: readonly string[], variant: string): void {
  const old = [...seatControls.querySelectorAll('select')].map((s) => s.value);
  seatControls.replaceChildren(
    ...Array.from({ length: players }, (_, p) => {
      const value = seats[p] ?? old[p] ?? (p === 0 ? HUMAN : defaultBot(variant));
      const choices = SEAT_CHOICES.includes(value) ? SEAT_CHOICES : [...SEAT_CHOICES, value];
      const select = h(
        'select',
        { name: `seat-${p}`, 'data-seat-control': String(p) },
        ...choices.map((c) => h('option', { value: c, selected: c === value }, c)),
      );
      return h('label', {}, `P${p + 1} `, select);
    }),
  );
  const first = field<HTMLSelectElement>('firstPlayer');
  const chosen = first.value;
  first.replaceChildren(
    h('option', { value: '' }, 'holder of 7♦'),
    ...Array.from({ length: players }, (_, p) =>
      h('option', { value: String(p), selected: chosen === String(p) }, `P${p + 1}`),
    ),
  );
}

function showVariantFields(): void {
  const variant = field<HTMLSelectElement>('variant').value;
  for (const set of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-variant]')) {
    const on = set.dataset.variant === variant;
    set.hidden = !on;
    set.disabled = !on;
  }
}

function fillForm(config: PlaygroundConfig): void {
  const o = config.options;
  const set = (name: string, value: string) => {
    field<HTMLInputElement>(name).value = value;
  };
  const check = (name: string, value: boolean | undefined) => {
    field<HTMLInputElement>(name).checked = value === true;
  };
  set('variant', o.variant ?? 'classic');
  set('players', String(config.seats.length));
  set('seed', config.seed ?? '');
  set('speed', String(config.speed));
  seatSelects(config.seats.length, config.seats, o.variant ?? 'classic');
  set('start', o.start ?? '');
  set('firstPlayer', o.firstPlayer === undefined ? '' : String(o.firstPlayer));
  set('passLimit', o.passLimit === undefined ? '' : o.passLimit === null ? 'none' : String(o.passLimit));
  check('freePass', o.freePass);
  check('tunnel', o.tunnel);
  set('jokers', o.jokers === undefined || o.jokers === 0 ? '' : String(o.jokers));
  set('jokerPlay', o.jokerPlay ?? '');
  set('maxGroup', o.kill?.maxGroup === undefined ? '' : String(o.kill.maxGroup));
  check('threeWallGroups', o.kill?.threeWallGroups);
  check('extraTurn', o.kill?.extraTurn);
  set('death', o.kill?.death ?? '');
  set('diagonal', o.kill?.diagonal ?? '');
  set('tiebreak', o.kill?.tiebreak ?? '');
  set('table', o.table?.join(' ') ?? '');
  set('hands', o.hands?.map((hand) => hand.join(' ')).join('; ') ?? '');
  showVariantFields();
}

/** The form as URL parameters (only what is set), read back by `parseParams`. */
function formParams(): URLSearchParams {
  const params = new URLSearchParams();
  const data = new FormData(form);
  const variant = String(data.get('variant') ?? 'classic');
  const add = (name: string, value: FormDataEntryValue | null) => {
    const text = value === null ? '' : String(value).trim();
    if (text !== '') params.set(name, text);
  };
  add('variant', variant);
  const hands = String(data.get('hands') ?? '').trim();
  if (hands === '') add('players', data.get('players'));
  add('seed', data.get('seed'));
  const players = seatControls.querySelectorAll('select').length;
  params.set('seats', Array.from({ length: players }, (_, p) => String(data.get(`seat-${p}`) ?? HUMAN)).join(','));
  add('speed', data.get('speed'));
  for (const name of ['start', 'firstPlayer', 'passLimit']) add(name, data.get(name));
  if (data.get('freePass') !== null) params.set('freePass', '1');
  if (variant === 'classic') {
    if (data.get('tunnel') !== null) params.set('tunnel', '1');
    add('jokers', data.get('jokers'));
    add('jokerPlay', data.get('jokerPlay'));
  } else {
    add('maxGroup', data.get('maxGroup'));
    if (data.get('threeWallGroups') !== null) params.set('threeWallGroups', '1');
    if (data.get('extraTurn') !== null) params.set('extraTurn', '1');
    for (const name of ['death', 'diagonal', 'tiebreak']) add(name, data.get(name));
  }
  add('table', data.get('table'));
  if (hands !== '') params.set('hands', hands);
  return params;
}

function newGameFromForm(freshDeal: boolean): void {
  if (freshDeal) field<HTMLInputElement>('seed').value = '';
  let config: PlaygroundConfig;
  try {
    config = parseParams(formParams());
  } catch (error) {
    showError(messageOf(error));
    return;
  }
  startGame(config);
}

// ---------------------------------------------------------------------------------------------
// Drawing

interface RenderOptions {
  /** Animate the move just made (a new move, or a step while reviewing). */
  animate: boolean;
}

function render({ animate }: RenderOptions): void {
  const s = session;
  if (s === null) return;
  const state = shown(s);
  const whole = view(state);
  const live = s.cursor === null;
  const over = view(latest(s)).over;

  if (state !== drawnState) {
    drawnState = state;
    clearTimeout(jokerTimer);
    jokerCell = null;
    const events = eventsOf(state);
    const joker = events.find((e) => e.type === 'joker');
    const hold = live ? Math.min(s.config.speed, 900) : 700;
    if (animate && joker !== undefined && 'card' in joker && hold > 0) {
      jokerCell = joker.card;
      jokerTimer = setTimeout(() => {
        jokerCell = null;
        drawTable(whole, state, false);
      }, hold);
    }
    drawTable(whole, state, animate);
  }
  drawStatus(s, whole, live);
  drawHand(s, state, whole, live);
  drawPlayers(s, state, whole, live);
  drawLastMove(s, state);
  drawLog(s);
  drawReview(s, over);
  drawStandings(s, over);
  queueMicrotask(() => void runBot());
}

function drawStatus(s: Session, v: GameView, live: boolean): void {
  const moves = s.states.length - 1;
  const at = s.cursor ?? moves;
  statusLine.dataset.move = String(at);
  if (!errorLine.hidden) return;
  if (v.over && live) {
    statusLine.dataset.phase = 'over';
    const winner = score(latest(s)).standings[0];
    statusLine.textContent = `Game over after ${moves} moves: ${winner ? playerName(s, winner.player) : 'nobody'} wins.`;
  } else if (!live) {
    statusLine.dataset.phase = 'review';
    statusLine.textContent = `Reviewing move ${at} of ${moves}.`;
  } else if (isHuman(s, v.current)) {
    statusLine.dataset.phase = 'human';
    statusLine.textContent = `${playerName(s, v.current as number)}: your turn.`;
  } else {
    statusLine.dataset.phase = 'bot';
    statusLine.textContent = `${playerName(s, v.current as number)} is thinking…`;
  }
}

function drawTable(v: GameView, state: GameState, animate: boolean): void {
  const onTable = new Set<string>(v.table);
  const deadOwner = new Map<string, number>();
  v.dead.forEach((pile, p) => {
    for (const card of pile) deadOwner.set(card, p);
  });
  const fx = new Map<string, string>();
  if (animate) {
    for (const e of eventsOf(state)) {
      if (e.type === 'play' || e.type === 'swap') fx.set(e.card, 'play');
      else if (e.type === 'joker') fx.set(e.card, 'joker');
      else if (e.type === 'died') for (const c of e.cards) fx.set(c, 'died');
      else if (e.type === 'disqualified') for (const c of e.cards) fx.set(c, 'disqualified');
    }
  }
  const cells: HTMLElement[] = [h('div', { class: 'corner' })];
  for (const rank of RANKS) cells.push(h('div', { class: 'col-label' }, rank === 'T' ? '10' : rank));
  for (const suit of SUITS) {
    cells.push(
      h('div', { class: `row-label${suit === 'H' || suit === 'D' ? ' red' : ''}` }, showCard(`A${suit}`).slice(1)),
    );
    for (const rank of RANKS) {
      const card = `${rank}${suit}` as Card;
      const owner = deadOwner.get(card);
      const state = card === jokerCell ? 'joker' : onTable.has(card) ? 'table' : owner !== undefined ? 'dead' : 'empty';
      const label = state === 'joker' ? '🃏' : showCard(card);
      const title =
        state === 'dead'
          ? `${showCard(card)}: dead (P${(owner as number) + 1}'s)`
          : state === 'joker'
            ? `the joker stands in ${showCard(card)}'s cell`
            : `${showCard(card)}: ${state === 'table' ? 'on the table' : 'empty'}`;
      cells.push(
        h(
          'div',
          {
            class: `cell${isRed(card) ? ' red' : ''}`,
            'data-cell': card,
            'data-state': state,
            'data-owner': owner === undefined ? undefined : String(owner),
            'data-fx': fx.get(card),
            title,
          },
          label,
          ...(owner === undefined ? [] : [h('small', { class: 'owner' }, `P${owner + 1}`)]),
        ),
      );
    }
  }
  tableEl.replaceChildren(...cells);
}

/** Whose hand the buttons show: the human to move, else the last human seat still holding cards. */
function handSeat(s: Session, v: GameView): number | null {
  if (isHuman(s, v.current)) return v.current;
  const humans = s.config.seats.flatMap((seat, p) => (seat === HUMAN ? [p] : []));
  if (humans.length === 0) return null;
  // The next human to move after the current player, in turn order.
  const n = s.config.seats.length;
  const from = v.current ?? 0;
  for (let i = 1; i <= n; i++) {
    const p = (from + i) % n;
    if (humans.includes(p) && (v.handSizes[p] ?? 0) > 0) return p;
  }
  return humans[0] ?? null;
}

function drawHand(s: Session, state: GameState, whole: GameView, live: boolean): void {
  const seat = live && !whole.over ? handSeat(s, whole) : null;
  if (seat === null) {
    // Nobody at the page plays (or the game is being reviewed): every hand, face up, no buttons.
    handTitle.textContent = whole.over ? 'Hands' : 'Hands (every seat is a bot)';
    handEl.replaceChildren(
      ...whole.hands.map((hand, p) =>
        h(
          'div',
          { class: 'open-hand', 'data-open-hand': String(p) },
          h('strong', {}, `${playerName(s, p)}: `),
          ...(hand ?? []).map((c) => h('span', { class: `card${isRed(c) ? ' red' : ''}` }, showCard(c))),
          (hand ?? []).length === 0 ? '—' : '',
        ),
      ),
    );
    passButton.disabled = true;
    passButton.hidden = true;
    jokerMovesEl.replaceChildren();
    handArea.dataset.seat = '';
    return;
  }
  passButton.hidden = false;
  const mine = view(state, seat);
  const myTurn = whole.current === seat && !whole.over;
  const moves = myTurn ? legalMoves(state) : [];
  const playable = new Set(moves.flatMap((m) => (m.type === 'play' ? [m.card] : [])));
  handArea.dataset.seat = String(seat);
  handTitle.textContent = myTurn
    ? `${playerName(s, seat)}: your hand — your turn`
    : `${playerName(s, seat)}: your hand`;
  const hand = mine.hands[seat] ?? [];
  handEl.replaceChildren(
    ...hand.map((card) => {
      const legal = playable.has(card);
      const button = h(
        'button',
        {
          type: 'button',
          class: `card${isRed(card) ? ' red' : ''}`,
          'data-hand-card': card,
          'data-legal': String(legal),
          'aria-disabled': legal ? undefined : 'true',
          title: legal ? `play ${showCard(card)}` : `${showCard(card)} cannot be played now`,
        },
        showCard(card),
      );
      button.addEventListener('click', () => humanMove({ type: 'play', card }));
      return button;
    }),
  );
  if (hand.length === 0) handEl.append(h('span', { class: 'empty-hand' }, 'no cards'));
  const pass = moves.find((m) => m.type === 'pass');
  passButton.disabled = pass === undefined;
  passButton.textContent = s.passLimit === null ? 'Pass' : `Pass (${whole.passes[seat] ?? 0} of ${s.passLimit} used)`;
  jokerMovesEl.replaceChildren(
    ...moves
      .filter((m) => m.type === 'joker')
      .map((m) => {
        const key = m.next === undefined ? m.card : `${m.card}:${m.next}`;
        const text =
          m.next === undefined ? `🃏 in ${showCard(m.card)}` : `🃏 in ${showCard(m.card)} + ${showCard(m.next)}`;
        const button = h('button', { type: 'button', class: 'joker', 'data-joker': key }, text);
        button.addEventListener('click', () => humanMove(m));
        return button;
      }),
  );
}

/** One line under the status: what the move shown did, in words (its events, from the library). */
function drawLastMove(s: Session, state: GameState): void {
  const k = s.states.indexOf(state);
  const name = (p: number) => playerName(s, p);
  const events = eventsOf(state);
  lastMoveLine.textContent =
    k <= 0 ? '' : events.length > 0 ? `${events.map((e) => describeEvent(e, name, s.passLimit)).join('; ')}.` : '';
}

/** Who holds the joker, as far as the people at the page may know (the view's `jokerHolder`). */
function jokerHolder(s: Session, state: GameState, v: GameView, live: boolean): number | null {
  const seat = live && !v.over ? handSeat(s, v) : null;
  return (seat === null ? v : view(state, seat)).jokerHolder;
}

function drawPlayers(s: Session, state: GameState, v: GameView, live: boolean): void {
  const kill = v.dead.some((pile) => pile.length > 0) || s.config.options.variant === 'kill';
  const joker = jokerHolder(s, state, v, live);
  const rows = v.handSizes.map((size, p) => {
    const status = v.disqualified.includes(p)
      ? 'disqualified'
      : v.finished.includes(p)
        ? 'out'
        : v.current === p
          ? 'to move'
          : '';
    return h(
      'tr',
      {
        'data-seat': String(p),
        'data-current': String(v.current === p),
        'data-joker-holder': joker === p ? 'true' : undefined,
        class: v.current === p ? 'current' : '',
      },
      h(
        'td',
        {},
        playerName(s, p),
        joker === p ? h('span', { class: 'holds-joker', title: 'holds the joker' }, ' 🃏') : '',
      ),
      h('td', {}, String(size)),
      h('td', {}, String(v.passes[p] ?? 0)),
      ...(kill ? [h('td', {}, String(v.dead[p]?.length ?? 0)), h('td', {}, String(v.kills[p] ?? 0))] : []),
      h('td', {}, status),
    );
  });
  playersEl.replaceChildren(
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', {}, 'player'),
          h('th', {}, 'cards'),
          h('th', {}, 'passes'),
          ...(kill ? [h('th', {}, 'dead'), h('th', {}, 'kills')] : []),
          h('th', {}, ''),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
  );
}

function logItem(s: Session, k: number): HTMLLIElement {
  const state = s.states[k] as GameState;
  const mover = moverOf(state);
  const move = view(state).lastMove;
  const name = (p: number) => playerName(s, p);
  const moveText =
    move === null
      ? ''
      : move.type === 'pass'
        ? 'pass'
        : move.type === 'play'
          ? `play ${showCard(move.card)}`
          : `joker in ${showCard(move.card)}${move.next === undefined ? '' : ` + ${showCard(move.next)}`}`;
  const events = eventsOf(state);
  return h(
    'li',
    { 'data-move': String(k), 'data-player': mover === null ? undefined : String(mover) },
    h('span', { class: 'move' }, `${mover === null ? '?' : name(mover)}: ${moveText}`),
    ...(events.length > 0
      ? [
          h(
            'ul',
            { class: 'events' },
            ...events.map((e) =>
              h('li', { 'data-event': e.type, class: `event-${e.type}` }, describeEvent(e, name, s.passLimit)),
            ),
          ),
        ]
      : []),
  );
}

function drawLog(s: Session): void {
  const count = s.states.length - 1;
  while (s.logItems.length < count) s.logItems.push(logItem(s, s.logItems.length + 1));
  const upTo = s.cursor ?? count;
  if (logEl.childElementCount !== upTo || logEl.lastElementChild !== (s.logItems[upTo - 1] ?? null)) {
    logEl.replaceChildren(...s.logItems.slice(0, upTo));
  }
  const current = logEl.lastElementChild;
  if (current instanceof HTMLElement) logEl.scrollTop = current.offsetTop + current.offsetHeight - logEl.clientHeight;
}

function drawReview(s: Session, over: boolean): void {
  reviewEl.hidden = !over;
  const moves = s.states.length - 1;
  const at = s.cursor ?? moves;
  stepRange.max = String(moves);
  stepRange.value = String(at);
  moveNumberEl.textContent = `${at} / ${moves}`;
  for (const [action, disabled] of [
    ['step-first', at === 0],
    ['step-back', at === 0],
    ['step-forward', at === moves],
    ['step-last', at === moves],
  ] as const) {
    must<HTMLButtonElement>(`[data-action="${action}"]`).disabled = disabled;
  }
}

function drawStandings(s: Session, over: boolean): void {
  if (!over) {
    standingsArea.replaceChildren();
    return;
  }
  const result = score(latest(s));
  const rows = result.standings.map((st) =>
    h(
      'tr',
      { 'data-player': String(st.player), 'data-rank': String(st.rank) },
      h('td', {}, String(st.rank)),
      h('td', {}, playerName(s, st.player)),
      h('td', {}, st.status),
      h('td', {}, String(st.cardsLeft)),
      h('td', {}, String(st.dead)),
      h('td', {}, String(st.kills)),
      h('td', {}, String(st.selfKills)),
      h('td', {}, String(st.chips)),
    ),
  );
  standingsArea.replaceChildren(
    h(
      'div',
      { 'data-testid': 'standings', class: 'standings' },
      h('h2', {}, 'Standings'),
      h(
        'table',
        {},
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['rank', 'player', 'status', 'cards left', 'dead', 'kills', 'self-kills', 'chips'].map((t) =>
              h('th', {}, t),
            ),
          ),
        ),
        h('tbody', {}, ...rows),
      ),
    ),
  );
}

function step(to: number): void {
  const s = session;
  if (s === null || !view(latest(s)).over) return;
  const moves = s.states.length - 1;
  const at = Math.max(0, Math.min(moves, to));
  const before = s.cursor ?? moves;
  s.cursor = at === moves ? null : at;
  render({ animate: at === before + 1 });
}

// ---------------------------------------------------------------------------------------------
// Wiring

form.addEventListener('submit', (event) => {
  event.preventDefault();
  newGameFromForm(false);
});
must<HTMLButtonElement>('[data-action="new-deal"]').addEventListener('click', () => newGameFromForm(true));
field<HTMLSelectElement>('variant').addEventListener('change', () => {
  showVariantFields();
  const variant = field<HTMLSelectElement>('variant').value;
  // Bots that play only one variant well follow the variant's default.
  for (const select of seatControls.querySelectorAll('select')) {
    if (select.value === defaultBot(variant === 'kill' ? 'classic' : 'kill')) select.value = defaultBot(variant);
  }
});
field<HTMLInputElement>('players').addEventListener('input', () => {
  const n = Number(field<HTMLInputElement>('players').value);
  if (Number.isInteger(n) && n >= 2 && n <= 8) {
    const current = [...seatControls.querySelectorAll('select')].map((s) => s.value);
    seatSelects(n, current.slice(0, n), field<HTMLSelectElement>('variant').value);
  }
});
passButton.addEventListener('click', () => humanMove({ type: 'pass' }));
must<HTMLButtonElement>('[data-action="download"]').addEventListener('click', () => {
  const s = session;
  if (s === null) return;
  const text = serialize(latest(s));
  const variant = s.config.options.variant ?? 'classic';
  const link = h('a', {
    href: URL.createObjectURL(new Blob([text], { type: 'application/json' })),
    download: `shichinarabe-${variant}-${s.seed ?? 'record'}.json`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
});
uploadInput.addEventListener('change', async () => {
  const file = uploadInput.files?.[0];
  if (file === undefined) return;
  openRecord(await file.text(), file.name);
  uploadInput.value = '';
});
must<HTMLButtonElement>('[data-action="step-first"]').addEventListener('click', () => step(0));
must<HTMLButtonElement>('[data-action="step-back"]').addEventListener('click', () =>
  step((session?.cursor ?? (session?.states.length ?? 1) - 1) - 1),
);
must<HTMLButtonElement>('[data-action="step-forward"]').addEventListener('click', () =>
  step((session?.cursor ?? (session?.states.length ?? 1) - 1) + 1),
);
must<HTMLButtonElement>('[data-action="step-last"]').addEventListener('click', () => step(Number.MAX_SAFE_INTEGER));
stepRange.addEventListener('input', () => step(Number(stepRange.value)));
document.addEventListener('keydown', (event) => {
  if (reviewEl.hidden || session === null) return;
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
  const at = session.cursor ?? session.states.length - 1;
  if (event.key === 'ArrowLeft') step(at - 1);
  else if (event.key === 'ArrowRight') step(at + 1);
  else if (event.key === 'Home') step(0);
  else if (event.key === 'End') step(Number.MAX_SAFE_INTEGER);
});

// The first game: from the URL, or the defaults.
try {
  const config = parseParams(new URLSearchParams(location.search));
  fillForm(config);
  startGame(config);
} catch (error) {
  const fallback = parseParams(new URLSearchParams());
  fillForm(fallback);
  showError(error instanceof ConfigError ? error.message : messageOf(error));
}
