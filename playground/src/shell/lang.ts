/**
 * The page's language, English or Japanese: `?lang=ja` and the switch in the header. The
 * language lives in the page itself (`<html lang>`), so every drawing reads the one in force.
 * Moves, events and results are said by the library's words functions (`formatMove`,
 * `describeEvent`, `render`); this module only carries the page's own chrome — buttons,
 * headings, settings — as `ui(english, japanese)` pairs, and the `data-ja` texts of the HTML.
 */
import type { Lang } from 'shichinarabe';

export type { Lang };

/** The languages of the page, the default first. */
export const LANGS: readonly Lang[] = ['en', 'ja'];

/** The language in force. */
export function lang(): Lang {
  return document.documentElement.lang === 'ja' ? 'ja' : 'en';
}

/** The page's own words (not a move's or an event's) in the language in force. */
export function ui(en: string, ja: string): string {
  return lang() === 'ja' ? ja : en;
}

/** The `lang` URL parameter read; a one-line error for anything else. */
export function langOfParam(text: string | null): Lang | string {
  if (text === null || text.trim() === '') return 'en';
  const value = text.trim();
  if ((LANGS as readonly string[]).includes(value)) return value as Lang;
  return `lang: "${value}" is not a language of the playground (${LANGS.join(', ')})`;
}

/**
 * Puts the page in `to`: `<html lang>`, the static texts (every `[data-ja]` element has its
 * English text kept in `data-en`), and the switch's pressed button.
 */
export function setLang(to: Lang): void {
  document.documentElement.lang = to;
  for (const el of document.querySelectorAll<HTMLElement>('[data-ja]')) {
    if (el.dataset.en === undefined) el.dataset.en = el.textContent ?? '';
    el.textContent = (to === 'ja' ? el.dataset.ja : el.dataset.en) ?? '';
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-ja-title]')) {
    if (el.dataset.enTitle === undefined) el.dataset.enTitle = el.title;
    el.title = (to === 'ja' ? el.dataset.jaTitle : el.dataset.enTitle) ?? '';
  }
  for (const button of document.querySelectorAll<HTMLElement>('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === to));
  }
}

/** A URL's query with `lang` set (`en`, the default, is left out). */
export function withLang(query: string, to: Lang): string {
  const params = new URLSearchParams(query);
  params.delete('lang');
  if (to !== 'en') params.set('lang', to);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
