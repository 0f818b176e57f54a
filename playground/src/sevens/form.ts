/** Sevens' own settings controls (variant, rules, Kill options, set-up position) and their URL form. */
import type { GameOptions } from 'shichinarabe';
import { field } from '../shell/controls.js';
import type { Config } from '../shell/game.js';
import { ui } from '../shell/lang.js';
import { defaultBot } from './seats.js';

function firstPlayerChoices(players: number): void {
  const first = field<HTMLSelectElement>('firstPlayer');
  const chosen = first.value;
  first.replaceChildren(new Option(ui('holder of 7♦', '7♦を持つ人'), ''));
  for (let p = 0; p < players; p++) first.append(new Option(`P${p + 1}`, String(p), false, chosen === String(p)));
}

function showVariantFields(form: HTMLFormElement): void {
  const variant = field<HTMLSelectElement>('variant').value;
  for (const set of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-variant]')) {
    const on = set.dataset.variant === variant;
    set.hidden = !on;
    set.disabled = !on;
  }
}

export function fillForm(form: HTMLFormElement, config: Config): void {
  const o = config.options as GameOptions;
  const set = (name: string, value: string) => {
    field<HTMLInputElement>(name).value = value;
  };
  const check = (name: string, value: boolean | undefined) => {
    field<HTMLInputElement>(name).checked = value === true;
  };
  set('variant', o.variant ?? 'classic');
  firstPlayerChoices(config.seats.length);
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
  showVariantFields(form);
}

/** The controls as URL parameters (only what is set), read back by `parseParams`. */
export function formParams(form: HTMLFormElement, seats: string[]): URLSearchParams {
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
  params.set('seats', seats.join(','));
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

/** The variant shows its own fields; bots that play one variant well follow the variant's default. */
export function wireForm(form: HTMLFormElement): void {
  field<HTMLSelectElement>('variant').addEventListener('change', () => {
    showVariantFields(form);
    const variant = field<HTMLSelectElement>('variant').value;
    for (const select of form.querySelectorAll<HTMLSelectElement>('#seat-controls select')) {
      if (select.value === defaultBot(variant === 'kill' ? 'classic' : 'kill')) select.value = defaultBot(variant);
    }
  });
  field<HTMLInputElement>('players').addEventListener('input', () => {
    const n = Number(field<HTMLInputElement>('players').value);
    if (Number.isInteger(n) && n >= 2 && n <= 8) firstPlayerChoices(n);
  });
}
