/**
 * Draws the page from the session: the status line, the game's own table and moves (through its
 * module), the players, the last move in words, the move log, the review controls and the
 * standings. Nothing here knows a game.
 */
import type { AnyMove } from 'shichinarabe';
import { h, must, table } from './dom.js';
import type { Scene, State } from './game.js';
import { ui } from './lang.js';
import { moveWords, result, tell } from './narrate.js';
import { HUMAN, handSeat, isHuman, latest, playerName, type Session, shown, shownAt } from './session.js';

const errorLine = () => must<HTMLParagraphElement>('[data-testid="error"]');
const statusLine = () => must<HTMLParagraphElement>('[data-testid="status"]');
const lastMoveLine = () => must<HTMLParagraphElement>('[data-testid="last-move"]');

/** What the page does on a click of a move, a notice, or a change of the game's display. */
export interface Handlers {
  play: (move: AnyMove) => void;
  notice: (text: string) => void;
  redraw: () => void;
}

/** The scene the game's module draws, for the position shown. */
export function sceneOf(s: Session, animate: boolean, handlers: Handlers): Scene {
  const { engine } = s.game;
  const state = shown(s);
  const whole = engine.view(state);
  const live = s.cursor === null;
  const seat = live && !whole.over ? handSeat(s, whole) : null;
  const mine = seat === null ? whole : engine.view(state, seat);
  const toMove = seat !== null && whole.current === seat && isHuman(s, seat) ? engine.legalMoves(state) : [];
  const at = shownAt(s);
  const scene: Scene = {
    config: s.config,
    state,
    whole,
    seat,
    mine,
    moves: toMove,
    auto: null,
    live,
    animate,
    previous: at > 0 ? s.states[at - 1] : null,
    first: s.states[0],
    name: (p) => playerName(s, p),
    moveButton: (move, label, attributes = {}) => {
      const button = h('button', { type: 'button', ...attributes, 'data-move': JSON.stringify(move) }, label);
      button.addEventListener('click', () => handlers.play(move));
      return button;
    },
    attempt: handlers.play,
    notice: handlers.notice,
    redraw: handlers.redraw,
  };
  // A move the page makes for the person (their only one): it is not offered as a button.
  const auto = toMove.length > 0 ? (s.game.autoMove?.(scene) ?? null) : null;
  return auto === null ? scene : { ...scene, moves: [], auto };
}

/** The seat whose view tells the log (hidden draws and discards stay hidden from the people at the page). */
function narrator(s: Session, mover: number | null): number | null {
  const humans = s.config.seats.flatMap((seat, p) => (seat === HUMAN ? [p] : []));
  if (humans.length === 0) return null;
  if (humans.length === 1) return humans[0] ?? null;
  return mover !== null && humans.includes(mover) ? mover : (humans[0] ?? null);
}

/** The events of the move that made states[k], as the people at the page may see them. */
function eventsAt(s: Session, k: number): { mover: number | null; events: readonly { type: string }[] } {
  const state = s.states[k];
  const mover = s.game.engine.view(state).lastPlayer;
  const seat = narrator(s, mover);
  return { mover, events: s.game.engine.view(state, seat ?? undefined).events };
}

export function render(s: Session, animate: boolean, handlers: Handlers): Scene {
  const scene = sceneOf(s, animate, handlers);
  s.game.draw(scene);
  drawStatus(s, scene);
  must('#players').replaceChildren(s.game.players(scene));
  drawLastMove(s);
  drawLog(s);
  const over = s.game.engine.view(latest(s)).over;
  drawReview(s, over);
  drawStandings(s, over);
  must<HTMLButtonElement>('[data-action="download"]').disabled = false;
  return scene;
}

function drawStatus(s: Session, { whole: v, live, auto }: Scene): void {
  const moves = s.states.length - 1;
  const at = shownAt(s);
  const status = statusLine();
  status.dataset.move = String(at);
  if (!errorLine().hidden) return;
  if (v.over && live) {
    status.dataset.phase = 'over';
    status.textContent = `${ui(`Game over after ${moves} moves. `, `${moves}手でゲーム終了。`)}${result(s, latest(s))}`;
  } else if (!live) {
    status.dataset.phase = 'review';
    status.textContent = ui(`Reviewing move ${at} of ${moves}.`, `${moves}手中${at}手目を再生中。`);
  } else if (auto !== null) {
    status.dataset.phase = 'bot';
    const who = playerName(s, v.current as number);
    const move = moveWords(s, auto);
    status.textContent = ui(
      `${who}: ${move} (your only move, made for you)…`,
      `${who}：${move}（これしか指せないので自動で指します）…`,
    );
  } else if (isHuman(s, v.current)) {
    status.dataset.phase = 'human';
    const who = playerName(s, v.current as number);
    status.textContent = ui(`${who}: your turn.`, `${who}：あなたの番です。`);
  } else {
    status.dataset.phase = 'bot';
    const who = playerName(s, v.current as number);
    status.textContent = ui(`${who} is thinking…`, `${who}が考えています…`);
  }
}

/** One line under the status: what the move shown did, in words (its events, from the library). */
function drawLastMove(s: Session): void {
  const k = shownAt(s);
  const events = k === 0 ? [] : eventsAt(s, k).events;
  lastMoveLine().textContent = events.map((e) => tell(s, e)).join(ui(' ', ''));
}

/** Move k of the log: who moved, then each event of the move, in words (the move is told once, by its events). */
function logItem(s: Session, k: number): HTMLLIElement {
  const { mover, events } = eventsAt(s, k);
  return h(
    'li',
    { 'data-move-number': String(k), 'data-player': mover === null ? undefined : String(mover) },
    h(
      'ul',
      { class: 'events' },
      ...events.map((e) => h('li', { 'data-event': e.type, class: `event-${e.type}` }, tell(s, e))),
    ),
  );
}

function drawLog(s: Session): void {
  const log = must<HTMLOListElement>('#log');
  const count = s.states.length - 1;
  while (s.logItems.length < count) s.logItems.push(logItem(s, s.logItems.length + 1));
  const upTo = shownAt(s);
  if (log.childElementCount !== upTo || log.lastElementChild !== (s.logItems[upTo - 1] ?? null)) {
    log.replaceChildren(...s.logItems.slice(0, upTo));
  }
  const current = log.lastElementChild;
  if (current instanceof HTMLElement) log.scrollTop = current.offsetTop + current.offsetHeight - log.clientHeight;
}

function drawReview(s: Session, over: boolean): void {
  must<HTMLElement>('#review').hidden = !over;
  const moves = s.states.length - 1;
  const at = shownAt(s);
  const range = must<HTMLInputElement>('[data-action="step"]');
  range.max = String(moves);
  range.value = String(at);
  must('[data-testid="move-number"]').textContent = `${at} / ${moves}`;
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
  const area = must('#standings-area');
  if (!over) {
    area.replaceChildren();
    return;
  }
  const { head, rows } = s.game.standings(latest(s), (p) => playerName(s, p));
  area.replaceChildren(
    h(
      'div',
      { 'data-testid': 'standings', class: 'standings' },
      h('h2', {}, ui('Standings', '最終順位')),
      table(
        head,
        rows.map((row) =>
          h(
            'tr',
            { 'data-player': String(row.player), 'data-rank': String(row.rank) },
            ...row.cells.map((c) => h('td', {}, c)),
          ),
        ),
      ),
    ),
  );
}

/** The page with no game (options refused before any game started): nothing to play or download. */
export function drawNoGame(): void {
  const status = statusLine();
  status.dataset.phase = 'error';
  status.dataset.move = '0';
  status.textContent = ui(
    'No game: fix the options in the settings, or pick a game.',
    'ゲームなし：設定のオプションを直すか、ゲームを選んでください。',
  );
  must('#game').replaceChildren();
  must('#players').replaceChildren();
  must('#standings-area').replaceChildren();
  must('#log').replaceChildren();
  lastMoveLine().textContent = '';
  must<HTMLElement>('#review').hidden = true;
  must<HTMLButtonElement>('[data-action="download"]').disabled = true;
}

export type { State };
