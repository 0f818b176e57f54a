/**
 * The playground page: plays the games of the family (Sevens, Seven Bridge, Seven Up) through
 * their engines' public API. This file wires the page; the shell (shell/) runs any game — seats,
 * bots in a Web Worker, records, review, URL — and each game's module (sevens/, seven-bridge/,
 * seven-up/) draws its table and offers its moves. The DOM kept up to date is a stable contract
 * for tests and embedders, documented in playground/README.md.
 */
import { chosenSeats, field, fillCommon, form, seatSelects, showGameControls } from './shell/controls.js';
import { messageOf, must } from './shell/dom.js';
import type { Config, Game } from './shell/game.js';
import { gameOfParam, loadGame } from './shell/games.js';
import { type Lang, lang, langOfParam, setLang, withLang } from './shell/lang.js';
import { ConfigError } from './shell/params.js';
import { current, endSession, onBegin, relabel, showError, startGame, step } from './shell/play.js';
import { downloadRecord, openRecord } from './shell/records.js';

let game: Game;

/** Each game's rules page on the documentation site. */
const RULES: Record<string, string> = {
  sevens: '../documents/Rules.html',
  'seven-bridge': '../documents/Seven-bridge.html',
  'seven-up': '../documents/Seven-up.html',
};

/** The page's heading per game. */
const HEADINGS: Record<string, string> = {
  sevens: '七並べ',
  'seven-bridge': 'セブンブリッジ',
  'seven-up': 'セブンアップ',
};

/** The page's URL for a configuration: Sevens' links carry no `game` (as before there were others). */
function urlOf(g: Game, config: Config, seed: string | null): string {
  const params = g.toParams(config, seed);
  const query = g.name === 'sevens' ? params.toString() : `game=${g.name}&${params.toString()}`;
  return `${location.pathname}${withLang(query, lang())}`;
}

/** The page's heading, title and rules link for a game (also when its options are refused). */
function showHeading(g: Game): void {
  document.title = `shichinarabe playground — ${g.title}`;
  const heading = document.querySelector('.top h1')?.firstChild;
  if (heading) heading.textContent = `${HEADINGS[g.name] ?? g.name} `;
  const rules = document.querySelector<HTMLAnchorElement>('[data-testid="rules-link"]');
  if (rules) rules.href = RULES[g.name] ?? RULES.sevens ?? '';
}

/** Switches the page's language in place: the URL, the static texts, the game drawn again. */
function switchLang(to: Lang): void {
  if (to === lang()) return;
  setLang(to);
  history.replaceState(null, '', `${location.pathname}${withLang(location.search, to)}`);
  const permalink = must<HTMLAnchorElement>('[data-testid="permalink"]');
  if (!permalink.hidden) permalink.href = `${location.pathname}${location.search}`;
  relabel();
}

/** The games whose own controls are built and wired (once each). */
const wired = new Set<string>();
function wireGame(g: Game): void {
  if (wired.has(g.name)) return;
  wired.add(g.name);
  g.wireForm?.(form());
}

onBegin((g, config) => {
  game = g;
  wireGame(g);
  showGameControls(g);
  fillCommon(g, config);
  g.fillForm(form(), config);
  const s = current();
  const permalink = must<HTMLAnchorElement>('[data-testid="permalink"]');
  if (s !== null && s.seed !== null) {
    const url = urlOf(g, config, s.seed);
    history.replaceState(null, '', url);
    permalink.href = url;
    permalink.hidden = false;
  }
  showHeading(g);
});

function newGameFromForm(freshDeal: boolean): void {
  if (freshDeal) field<HTMLInputElement>('seed').value = '';
  let config: Config;
  try {
    config = game.parseParams(game.formParams(form(), chosenSeats()));
  } catch (error) {
    showError(messageOf(error));
    return;
  }
  startGame(game, config);
}

function wire(): void {
  form().addEventListener('submit', (event) => {
    event.preventDefault();
    newGameFromForm(false);
  });
  must('[data-action="new-deal"]').addEventListener('click', () => newGameFromForm(true));
  field<HTMLSelectElement>('game').addEventListener('change', () => {
    const name = field<HTMLSelectElement>('game').value;
    location.search = withLang(name === 'sevens' ? '' : `game=${name}`, lang());
  });
  field<HTMLInputElement>('players').addEventListener('input', () => {
    const n = Number(field<HTMLInputElement>('players').value);
    if (Number.isInteger(n) && n >= 2 && n <= 8) seatSelects(game, n, chosenSeats().slice(0, n));
  });
  must('[data-action="download"]').addEventListener('click', downloadRecord);
  const upload = must<HTMLInputElement>('[data-action="upload"]');
  upload.addEventListener('change', async () => {
    const file = upload.files?.[0];
    if (file === undefined) return;
    await openRecord(await file.text(), file.name);
    upload.value = '';
  });
  const at = () => {
    const s = current();
    return s === null ? 0 : (s.cursor ?? s.states.length - 1);
  };
  must('[data-action="step-first"]').addEventListener('click', () => step(0));
  must('[data-action="step-back"]').addEventListener('click', () => step(at() - 1));
  must('[data-action="step-forward"]').addEventListener('click', () => step(at() + 1));
  must('[data-action="step-last"]').addEventListener('click', () => step(Number.MAX_SAFE_INTEGER));
  const range = must<HTMLInputElement>('[data-action="step"]');
  range.addEventListener('input', () => step(Number(range.value)));
  document.addEventListener('keydown', (event) => {
    if (must<HTMLElement>('#review').hidden || current() === null) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    if (event.key === 'ArrowLeft') step(at() - 1);
    else if (event.key === 'ArrowRight') step(at() + 1);
    else if (event.key === 'Home') step(0);
    else if (event.key === 'End') step(Number.MAX_SAFE_INTEGER);
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-lang]')) {
    button.addEventListener('click', () => switchLang(button.dataset.lang === 'ja' ? 'ja' : 'en'));
  }
  // On a phone the game comes first and the settings fold away.
  const settings = must<HTMLDetailsElement>('#settings');
  if (matchMedia('(max-width: 900px)').matches) settings.open = false;
}

/** The first game: from the URL, or the defaults; a refused option leaves no game, only the error. */
async function boot(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const name = gameOfParam(params.get('game'));
  params.delete('game');
  const language = langOfParam(params.get('lang'));
  params.delete('lang');
  setLang(language === 'ja' ? 'ja' : 'en');
  const known = name === 'sevens' || name === 'seven-bridge' || name === 'seven-up';
  try {
    game = await loadGame(known ? name : 'sevens');
  } catch (error) {
    showError(`the page could not load the game: ${messageOf(error)}`);
    return;
  }
  wireGame(game);
  wire();
  showGameControls(game);
  showHeading(game);
  const fail = (message: string) => {
    endSession();
    fillCommon(game, game.parseParams(new URLSearchParams()));
    showError(message);
  };
  if (!known) return fail(name);
  if (language !== 'en' && language !== 'ja') return fail(language);
  let config: Config;
  try {
    config = game.parseParams(params);
  } catch (error) {
    return fail(error instanceof ConfigError || error instanceof Error ? messageOf(error) : String(error));
  }
  if (!startGame(game, config)) {
    // The rules refused an option: no game, the controls show what was asked.
    fillCommon(game, config);
    game.fillForm(form(), config);
  }
}

void boot();
