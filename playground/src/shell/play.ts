/**
 * The game in play: starting a game or opening a record, the moves of the people at the page,
 * the bots' turns (asked of the worker, played after the configured delay), and stepping
 * through a finished game.
 */
import type { AnyMove } from 'shichinarabe';
import { withCards } from './cards.js';
import { must } from './dom.js';
import type { Config, Game, State } from './game.js';
import { ask, onWorkerFailure, stopThinking } from './bots.js';
import { ui } from './lang.js';
import { drawNoGame, type Handlers, render } from './render.js';
import { isHuman, latest, playerName, type Session } from './session.js';

let session: Session | null = null;
/** Bumped by every new game; a bot's late answer for an older game is dropped. */
let generation = 0;
/** The state a bot (or the page, for a lone pass) is about to move in, so it is asked once. */
let thinkingAbout: State | null = null;
/** The game whose table is built in the page. */
let mounted: Game | null = null;

export const current = (): Session | null => session;

let beginListener: (game: Game, config: Config) => void = () => {};
/** Called whenever a game is shown (a new game, a record opened): the controls follow it. */
export function onBegin(listener: (game: Game, config: Config) => void): void {
  beginListener = listener;
}

const handlers: Handlers = {
  play: (move) => humanMove(move),
  notice: (text) => notice(text),
  redraw: () => draw(false),
};

export function notice(text: string): void {
  must('[data-testid="notice"]').textContent = text;
}

export function showError(message: string): void {
  const line = must<HTMLParagraphElement>('[data-testid="error"]');
  line.textContent = message;
  line.hidden = false;
  const status = must<HTMLElement>('[data-testid="status"]');
  status.dataset.phase = 'error';
  if (session === null) drawNoGame();
}

export function clearError(): void {
  const line = must<HTMLParagraphElement>('[data-testid="error"]');
  line.textContent = '';
  line.hidden = true;
}
onWorkerFailure(showError);

function draw(animate: boolean): void {
  const s = session;
  if (s === null) return;
  const scene = render(s, animate, handlers);
  queueMicrotask(() => void nextTurn(s, scene.auto));
}

/** Replaces the game shown (a new game or a record): mounts the game's table when the game changes. */
export function begin(game: Game, config: Config, seed: string | null, states: State[]): void {
  clearError();
  generation++;
  stopThinking();
  thinkingAbout = null;
  if (mounted !== game) game.mount(must('#game'));
  mounted = game;
  must<HTMLElement>('#game').dataset.game = game.name;
  session = { game, config, seed, states, cursor: null, logItems: [] };
  beginListener(game, config);
  notice('');
  draw(false);
}

/** Starts a game; a configuration the rules refuse is reported in one line (the game shown stays). */
export function startGame(game: Game, config: Config): boolean {
  const seed = config.seed ?? freshSeed();
  let first: State;
  try {
    first = game.engine.createGame({ ...config.options, seed });
  } catch (error) {
    showError(withCards(error instanceof Error ? error.message : String(error)));
    return false;
  }
  begin(game, config, seed, [first]);
  return true;
}

/** A fresh seed for a game given none (the page never uses Math.random). */
function freshSeed(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

function advance(s: Session, next: State): void {
  s.states.push(next);
  notice('');
  draw(true);
}

/** A person's move from a button; an illegal one is explained, not played. */
function humanMove(move: AnyMove): void {
  const s = session;
  if (s === null) return;
  if (s.cursor !== null) {
    notice(ui('The game is over: you are reviewing it.', 'ゲームは終わっています：今は再生中です。'));
    return;
  }
  const state = latest(s);
  const v = s.game.engine.view(state);
  if (v.over) return;
  if (!isHuman(s, v.current)) {
    const who = playerName(s, v.current as number);
    notice(ui(`Wait: it is ${who}'s turn.`, `お待ちください：${who}の番です。`));
    return;
  }
  try {
    advance(s, s.game.engine.applyMove(state, move));
  } catch (error) {
    notice(
      `${ui('Not allowed: ', 'できません：')}${withCards(error instanceof Error ? error.message : String(error))}`,
    );
  }
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** If a bot is to move in the live game (or a human whose only move the page makes), moves. */
async function nextTurn(s: Session, auto: AnyMove | null): Promise<void> {
  if (session !== s || s.cursor !== null) return;
  const state = latest(s);
  if (thinkingAbout === state) return;
  const v = s.game.engine.view(state);
  if (v.over || v.current === null) return;
  const mover = v.current;
  const myGeneration = generation;
  const stale = () => myGeneration !== generation || session !== s || latest(s) !== state;
  thinkingAbout = state;
  try {
    let move: AnyMove | null = null;
    const started = performance.now();
    if (isHuman(s, mover)) {
      if (auto === null) return;
      move = auto;
    } else {
      const answer = await ask({
        game: s.game.name,
        state,
        seat: mover,
        bot: s.config.seats[mover] as string,
        seed: `${s.seed ?? 'record'}/seat/${mover}/move/${v.moveNumber}`,
      });
      if (stale()) return;
      if ('error' in answer) {
        showError(`${playerName(s, mover)} ${ui('failed', 'のボットが失敗しました')}: ${answer.error}`);
        return;
      }
      move = answer.move;
    }
    const wait = s.config.speed - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    if (stale()) return;
    try {
      const next = s.game.engine.applyMove(state, move);
      thinkingAbout = null;
      advance(s, next);
    } catch (error) {
      showError(
        `${playerName(s, mover)} ${ui('chose a move the rules refuse', 'がルール違反の手を選びました')}: ${withCards(String(error))}`,
      );
    }
  } finally {
    if (thinkingAbout === state) thinkingAbout = null;
  }
}

/** Draws the game shown again from scratch, in the language now in force (its table, log and all). */
export function relabel(): void {
  const s = session;
  if (s === null) {
    drawNoGame();
    return;
  }
  s.logItems = [];
  s.game.mount(must('#game'));
  draw(false);
}

/** Steps through a finished game to move `to` (clamped). */
export function step(to: number): void {
  const s = session;
  if (s === null || !s.game.engine.view(latest(s)).over) return;
  const moves = s.states.length - 1;
  const at = Math.max(0, Math.min(moves, to));
  const before = s.cursor ?? moves;
  s.cursor = at === moves ? null : at;
  draw(at === before + 1);
}

/** Stops the game shown (its options were refused): nothing is left to play. */
export function endSession(): void {
  generation++;
  stopThinking();
  session = null;
  mounted = null;
}
