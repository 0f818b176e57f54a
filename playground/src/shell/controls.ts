/**
 * The settings controls: the game picker, players, seed, speed and seats (the shell's), and each
 * game's own fields (its module's). Every game the controls start goes through the URL form, so
 * the controls and a link always agree.
 */
import { h, must } from './dom.js';
import type { Config, Field, Game } from './game.js';
import { ui } from './lang.js';
import { HUMAN } from './session.js';

export const form = (): HTMLFormElement => must<HTMLFormElement>('#controls');

/** A named control of the settings form. */
export function field<T extends HTMLInputElement | HTMLSelectElement>(name: string): T {
  const el = form().elements.namedItem(name);
  if (el === null || el instanceof RadioNodeList) throw new Error(`the form lacks ${name}`);
  return el as T;
}

/** One select per seat (`name="seat-p"`, `data-seat-control="p"`), keeping the choices made. */
export function seatSelects(game: Game, players: number, seats: readonly string[]): void {
  const controls = must<HTMLElement>('#seat-controls');
  const old = [...controls.querySelectorAll('select')].map((s) => s.value);
  const fallback = game.defaultBot({});
  controls.replaceChildren(
    ...Array.from({ length: players }, (_, p) => {
      const value = seats[p] ?? old[p] ?? (p === 0 ? HUMAN : fallback);
      const choices = game.seatChoices.includes(value) ? game.seatChoices : [...game.seatChoices, value];
      const select = h(
        'select',
        { name: `seat-${p}`, 'data-seat-control': String(p) },
        ...choices.map((c) => h('option', { value: c, selected: c === value }, c)),
      );
      return h('label', {}, `P${p + 1} `, select);
    }),
  );
}

/** The seats chosen in the controls. */
export function chosenSeats(): string[] {
  return [...must('#seat-controls').querySelectorAll('select')].map((s) => s.value);
}

/** Shows the controls of `game` only (`[data-game]` elements of other games are hidden and disabled). */
export function showGameControls(game: Game): void {
  field<HTMLSelectElement>('game').value = game.name;
  for (const el of form().querySelectorAll<HTMLElement>('[data-game]')) {
    const on = el.dataset.game === game.name;
    el.hidden = !on;
    if (el instanceof HTMLFieldSetElement) el.disabled = !on;
  }
}

/** Puts the common settings in the controls (the game's own are its module's). */
export function fillCommon(game: Game, config: Config): void {
  field<HTMLInputElement>('players').value = String(config.seats.length);
  field<HTMLInputElement>('seed').value = config.seed ?? '';
  field<HTMLInputElement>('speed').value = String(config.speed);
  seatSelects(game, config.seats.length, config.seats);
}

/** Builds the controls of plain option fields (once), inside `[data-game="<game>"]`, named `<game>:<key>`. */
export function buildFields(game: string, fields: readonly Field[]): void {
  const set = must<HTMLFieldSetElement>(`fieldset[data-game="${game}"]`, form());
  if (set.querySelector('[data-field]') !== null) return;
  set.append(
    ...fields.map((f) => {
      const control =
        f.kind === 'integer'
          ? h('input', { name: `${game}:${f.key}`, type: 'number', placeholder: f.fallback, 'data-field': f.key })
          : h(
              'select',
              { name: `${game}:${f.key}`, 'data-field': f.key },
              h(
                'option',
                { value: '', 'data-en': `default (${f.fallback})`, 'data-ja': `既定 (${f.fallback})` },
                ui(`default (${f.fallback})`, `既定 (${f.fallback})`),
              ),
              ...(f.kind === 'boolean' ? ['yes', 'no', ...(f.values ?? [])] : (f.values ?? [])).map((v) =>
                h('option', { value: v }, v),
              ),
            );
      return h('label', {}, h('span', { 'data-en': f.label, 'data-ja': f.ja }, ui(f.label, f.ja)), ' ', control);
    }),
  );
}

/** Puts plain option values in their controls. */
export function fillFields(game: string, fields: readonly Field[], options: Record<string, unknown>): void {
  for (const f of fields) {
    const value = options[f.key];
    field(`${game}:${f.key}`).value =
      value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  }
}

/** The controls of a plain-field game as URL parameters. */
export function fieldFormParams(game: string, fields: readonly Field[], seats: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  const add = (name: string, value: string) => {
    if (value.trim() !== '') params.set(name, value.trim());
  };
  add('players', field('players').value);
  add('seed', field('seed').value);
  params.set('seats', seats.join(','));
  add('speed', field('speed').value);
  for (const f of fields) {
    const value = field(`${game}:${f.key}`).value;
    add(f.key, f.kind === 'boolean' && (value === 'yes' || value === 'no') ? (value === 'yes' ? '1' : '0') : value);
  }
  return params;
}
