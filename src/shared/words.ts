/**
 * The games in words, what every game shares: the two languages, the options of the words
 * functions (read once and checked), players named for people (P1 … Pn, numbered from 1; "you" /
 * 「あなた」 for the player reading) and cards, suits and counts in sentences. Each game's own words
 * are in its folder: its moves (`move-words.ts`), its events (`event-words.ts`) and its table as
 * text (`table-words.ts`).
 * @module
 */
import { type Card, type CardStyle, formatCard } from './cards.js';
import { describe, OptionsError, ShichinarabeError } from './errors.js';
import { oneOf, snapshot } from './options.js';

/**
 * A language of the words functions: `'en'` English (the default) or `'ja'` Japanese.
 * @example
 * ```ts
 * import { formatMove, type Lang } from 'shichinarabe';
 * const lang: Lang = 'ja';
 * formatMove({ type: 'pass' }, { lang }); // 'パス'
 * ```
 */
export type Lang = 'en' | 'ja';

/** The languages, the default first. */
export const LANGS: readonly Lang[] = ['en', 'ja'];

/**
 * Options of `formatMove`.
 * @example
 * ```ts
 * import { type FormatMoveOptions, formatMove } from 'shichinarabe';
 * const options: FormatMoveOptions = { lang: 'ja', style: { ten: 'T' } };
 * formatMove({ type: 'joker', card: 'TH', next: 'JH' }, options); // 'ジョーカー T♥ J♥'
 * ```
 */
export interface FormatMoveOptions {
  /** `'en'` (default) or `'ja'`. */
  lang?: Lang;
  /** How cards are written, as `formatCard` takes it (`{ ten: 'T' }`, `{ suits: 'letters' }`). */
  style?: CardStyle;
}

/**
 * Options of `parseMove`: it reads both languages whatever `lang` is; `lang` is the language of
 * the message of its `IllegalMoveError` when the text names no move.
 * @example
 * ```ts
 * import { createGame, type ParseMoveOptions, parseMove } from 'shichinarabe';
 * const options: ParseMoveOptions = { lang: 'ja' };
 * parseMove('パス', createGame({ seed: 1 }), options); // { type: 'pass' }
 * ```
 */
export interface ParseMoveOptions {
  /** The language of the error message: `'en'` (default) or `'ja'`. */
  lang?: Lang;
}

/**
 * What every game's `describeEvent` takes (each game's `DescribeEventOptions` may add its own).
 * @example
 * ```ts
 * import { describeEvent, type EventWordsOptions } from 'shichinarabe';
 * const options: EventWordsOptions = { lang: 'ja', names: ['Aki', 'Ben'], viewer: 1 };
 * describeEvent({ type: 'play', player: 1, card: '8H' }, options); // 'あなたが8♥を出しました。'
 * ```
 */
export interface EventWordsOptions {
  /** `'en'` (default) or `'ja'`. */
  lang?: Lang;
  /** The players' names, by index; a player without one is P1, P2, … (numbered from 1). */
  names?: readonly string[];
  /** The player reading, called "you" / 「あなた」; `null` or absent: nobody. */
  viewer?: number | null;
  /** How cards are written, as `formatCard` takes it. */
  style?: CardStyle;
}

/**
 * Options of `render`.
 * @example
 * ```ts
 * import { createGame, render, type RenderTextOptions } from 'shichinarabe';
 * const options: RenderTextOptions = { lang: 'ja', player: 0 };
 * console.log(render(createGame({ seed: 1 }), options)); // player 0's table, in Japanese
 * ```
 */
export interface RenderTextOptions {
  /** `'en'` (default) or `'ja'`. */
  lang?: Lang;
  /** The players' names, by index; a player without one is P1, P2, … (numbered from 1). */
  names?: readonly string[];
  /** How cards are written, as `formatCard` takes it. */
  style?: CardStyle;
  /**
   * From a state: whose view to draw (a player index), or the whole truth (`null` or absent).
   * From a view: that view's player or absent (a view is drawn as it is).
   */
  player?: number | null;
  /**
   * `true`: after the table, a line for every mark the game's table can show (`·`, `x`, `#2`,
   * "(you)", …) saying what it means — what a terminal's "help" shows. Default `false`.
   */
  legend?: boolean;
}

/** The keys every words function knows, by function. */
export const FORMAT_KEYS = ['lang', 'style'] as const;
export const PARSE_KEYS = ['lang'] as const;
export const EVENT_KEYS = ['lang', 'names', 'viewer', 'style'] as const;
export const RENDER_KEYS = ['lang', 'names', 'style', 'player', 'legend'] as const;

/** The most players any game has (names beyond it are refused). */
const MAX_NAMES = 64;

/**
 * The words of one call: its language, card style, names and viewer, and the small phrases every
 * game's sentences are made of.
 */
export class Words {
  readonly lang: Lang;
  readonly ja: boolean;
  readonly style: CardStyle | undefined;
  readonly viewer: number | null;
  readonly #names: readonly string[];

  constructor(lang: Lang, style: CardStyle | undefined, names: readonly string[], viewer: number | null) {
    this.lang = lang;
    this.ja = lang === 'ja';
    this.style = style;
    this.#names = names;
    this.viewer = viewer;
  }

  /** The same words for another viewer (a view's player). */
  seenBy(viewer: number | null): Words {
    return new Words(this.lang, this.style, this.#names, viewer);
  }

  /** A player's name for people, ignoring the viewer: their name, or P1, P2, … */
  name(p: number): string {
    return this.#names[this.number(p, MAX_NAMES - 1)] ?? `P${p + 1}`;
  }

  /** A count or an index from an event, checked: an integer from 0 to `max`. */
  number(n: unknown, max = Number.MAX_SAFE_INTEGER): number {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) {
      throw new ShichinarabeError(`${describe(n)} is not a number of the game here`);
    }
    return n;
  }

  /** A player in a sentence (not at its start): "you" / 「あなた」 for the viewer, else the name. */
  who(p: number): string {
    return p === this.viewer ? (this.ja ? 'あなた' : 'you') : this.name(p);
  }

  /** A player at the start of a sentence: "You" / 「あなた」, else the name. */
  Who(p: number): string {
    return p === this.viewer ? (this.ja ? 'あなた' : 'You') : this.name(p);
  }

  /** English: a player and the verb's form for them ("P2 draws", "You draw"). */
  does(p: number, it: string, they: string): string {
    return `${this.Who(p)} ${p === this.viewer ? they : it}`;
  }

  /** Whose: "your" / "P2's" (`start`: "Your"); Japanese 「あなたの」 / 「P2の」. */
  whose(p: number, start = false): string {
    if (this.ja) return `${this.who(p)}の`;
    if (p === this.viewer) return start ? 'Your' : 'your';
    return `${this.name(p)}'s`;
  }

  /** A player with "(you)" / 「（あなた）」 after the viewer's name, for lists of players. */
  listed(p: number): string {
    return p === this.viewer ? `${this.name(p)}${this.ja ? '（あなた）' : ' (you)'}` : this.name(p);
  }

  /** A card for people: `formatCard`'s spelling in the style; the joker 'Joker' / 「ジョーカー」. */
  card(c: Card): string {
    return c === 'JK' && this.ja ? 'ジョーカー' : formatCard(c, this.style);
  }

  /** Cards for people, separated by spaces. */
  cards(cs: readonly Card[]): string {
    return cs.map((c) => this.card(c)).join(' ');
  }

  /** A suit for people: "hearts ♥" / 「ハート♥」 (the letter with `suits: 'letters'`). */
  suit(s: string): string {
    const i = 'SHDC'.indexOf(s);
    if (s.length !== 1 || i < 0) throw new ShichinarabeError(`${describe(s)} is not a suit (S, H, D or C)`);
    const mark = this.style?.suits === 'letters' ? s : ('♠♥♦♣'[i] as string);
    return `${(this.ja ? ['スペード', 'ハート', 'ダイヤ', 'クラブ'] : ['spades', 'hearts', 'diamonds', 'clubs'])[i]}${this.ja ? '' : ' '}${mark}`;
  }

  /** A count of things: "1 card", "3 cards" / 「3枚」 (`unit` is the Japanese counter). */
  count(n: number, word: string, unit: string, plural = `${word}s`): string {
    return this.ja ? `${n}${unit}` : `${n} ${n === 1 ? word : plural}`;
  }

  /** A place: "1st", "2nd" / 「1位」. */
  place(n: number): string {
    if (this.ja) return `${n}位`;
    const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${s}`;
  }

  /** Items in a list: "a, b and c" / 「a、b、c」 (`or`: "a, b or c" / 「a、b、またはc」). */
  list(items: readonly string[], or = false): string {
    if (items.length <= 1) return items.join('');
    if (this.ja) return or ? `${items.slice(0, -1).join('、')}、または${items.at(-1)}` : items.join('、');
    return `${items.slice(0, -1).join(', ')} ${or ? 'or' : 'and'} ${items.at(-1)}`;
  }

  /** Players together (a side): "P1 and P3" / 「P1とP3」. */
  together(players: readonly number[], start = false): string {
    const names = players.map((p, i) => (i === 0 && start ? this.Who(p) : this.who(p)));
    return this.ja ? names.join(names.length > 2 ? '、' : 'と') : this.list(names);
  }

  /**
   * Who won, from the players ranked first: one player "P2 wins." / 「P2の勝ちです。」; partners
   * (`partners`) "P1 and P3 win."; several others "P1 and P2 tie for first." / 「P1とP2が同点で1位です。」.
   */
  winners(players: readonly number[], partners = false): string {
    const who = this.together(players, true);
    if (players.length > 1 && !partners) return this.say(`${who} tie for first.`, `${who}が同点で1位です。`);
    const one = players.length === 1 && players[0] !== this.viewer;
    return this.say(`${who} ${one ? 'wins' : 'win'}.`, `${who}の勝ちです。`);
  }

  /** A line of standings: " 1. P2 (you) — what" / " 1位 P2（あなた） — what". */
  standing(rank: number, players: readonly number[], what: string): string {
    const who = players.map((p) => this.listed(p)).join(this.say(' and ', 'と'));
    return `${this.ja ? `${String(rank).padStart(2)}位` : `${String(rank).padStart(2)}.`} ${who} — ${what}`;
  }

  /** A sentence: the text with its full stop (「。」 in Japanese) unless it ends with one already. */
  end(text: string): string {
    if (this.ja) return /[。！？]$/.test(text) ? text : `${text}。`;
    return /[.!?]$/.test(text) ? text : `${text}.`;
  }

  /** The English or the Japanese. */
  say(en: string, ja: string): string {
    return this.ja ? ja : en;
  }
}

/**
 * Reads the options of a words function once (an unknown key, a wrong value: {@link OptionsError}
 * naming it) into the call's {@link Words} and the options record, for the game's own keys.
 */
export function readWords(
  options: unknown,
  known: readonly string[],
): { words: Words; options: Record<string, unknown> } {
  const o = options === undefined ? {} : snapshot(options, '', new Set(known));
  const lang = oneOf<Lang>('lang', o.lang, LANGS, 'en');
  const style = o.style as CardStyle | undefined;
  if (style !== undefined) {
    try {
      formatCard('TH', style);
    } catch (e) {
      throw new OptionsError('style', `option style: ${(e as Error).message.replace(/^formatCard: /, '')}`);
    }
  }
  return { words: new Words(lang, style, namesOf(o.names), playerOption('viewer', o.viewer)), options: o };
}

/** The `names` option: a list of strings. */
function namesOf(value: unknown): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_NAMES) {
    throw new OptionsError('names', `option names: a list of at most ${MAX_NAMES} names, got ${describe(value)}`);
  }
  const names = [...value];
  for (const [i, name] of names.entries()) {
    if (typeof name !== 'string') {
      throw new OptionsError('names', `option names: names[${i}] is not a string (${describe(name)})`);
    }
  }
  return names;
}

/** An option naming a player (`viewer`, `player`): an index, `null` or absent (`null`). */
export function playerOption(option: string, value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= MAX_NAMES) {
    throw new OptionsError(option, `option ${option}: a player index (0, 1, …) or null, got ${describe(value)}`);
  }
  return value;
}
