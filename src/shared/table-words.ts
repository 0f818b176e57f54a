/**
 * `render`, what every game shares: the options read, a view of the game drawn as it is (and a
 * view that cannot be drawn refused), a state drawn as the view of `player` (the whole truth
 * without one) with what only the state knows (the game's options; the final standings once it
 * is over), another game's value named; and the lines every table has (each hand's size, the
 * viewer's hand or every hand). Each game draws its own table (`table-words.ts`).
 * @module
 */
import type { GameName } from './engine.js';
import { describe, ours, OptionsError, StateError } from './errors.js';
import type { CardStyle } from './cards.js';
import { GAMES, recognize } from './which-game.js';
import { playerOption, RENDER_KEYS, readWords, type Words } from './words.js';

/** How a game draws its table. */
export interface TableRules<S, V, X> {
  /** The game's state for a value passed as one (its `trusted`: throws, naming another game). */
  trusted(value: unknown): S;
  view(state: S, player: number | null): V;
  /** What only a state knows that the table shows (from the game's options). */
  known(state: S): X;
  /** The table's lines from a view (`extra` is `null` from a view). */
  lines(v: V, words: Words, extra: X | null): string[];
  /** The final standings and who won, from a finished state. */
  standings(state: S, words: Words): string[];
  /** What every mark the table can show means, a line each (the `legend` option). */
  legend(words: Words): string[];
}

/** The table of `value`, a state or view of `game`, as text. */
export function renderWith<S, V extends { readonly player: number | null; readonly over: boolean }, X>(
  value: unknown,
  options: unknown,
  game: GameName,
  rules: TableRules<S, V, X>,
): string {
  try {
    const { words, options: o } = readWords(options, RENDER_KEYS);
    const player = playerOption('player', o.player);
    if (o.legend !== undefined && typeof o.legend !== 'boolean') {
      throw new OptionsError('legend', `option legend: true or false, got ${describe(o.legend)}`);
    }
    const legend = o.legend === true ? [words.say('What the marks mean:', '記号の意味：'), ...rules.legend(words)] : [];
    const known = recognize(value);
    if (known?.game === game && known.kind === 'view') {
      const v = value as V;
      if (o.player !== undefined && player !== v.player) {
        throw new OptionsError('player', "option player: a view is drawn as its own player's; leave player out");
      }
      try {
        return [...rules.lines(v, words.seenBy(v.player ?? null), null), ...legend].join('\n');
      } catch (e) {
        const why = e instanceof Error ? e.message : 'it could not be read';
        throw new StateError(`render: not a ${GAMES[game].title} view that can be drawn (${why})`, { cause: e });
      }
    }
    const state = rules.trusted(value);
    const v = rules.view(state, player);
    const seen = words.seenBy(player);
    const table = rules.lines(v, seen, rules.known(state));
    return [...table, ...(v.over ? rules.standings(state, seen) : []), ...legend].join('\n');
  } catch (e) {
    throw ours(e);
  }
}

/** What every view has that the table's common lines read. */
interface Hands {
  readonly player: number | null;
  readonly hands: readonly (readonly string[] | null)[];
  readonly handSizes: readonly number[];
}

/** Each player's number of cards in hand: "Cards in hand: P1 (you) 7 · P2 7" / 「手札の枚数：…」. */
export function handSizesLine(v: Hands, w: Words): string {
  return (
    w.say('Cards in hand: ', '手札の枚数：') +
    v.handSizes.map((n, p) => `${w.listed(p)} ${w.number(n)}${w.say('', '枚')}`).join(' · ')
  );
}

/** The viewer's hand ("Your hand: …"), or in the whole truth every hand ("Hands:" then a line each). */
export function handLines(v: Hands, w: Words): string[] {
  const cards = (hand: readonly string[] | null | undefined) =>
    hand === null || hand === undefined || hand.length === 0 ? '—' : w.cards(hand as never);
  if (v.player !== null) return [`${w.say('Your hand: ', 'あなたの手札：')}${cards(v.hands[v.player])}`];
  return [w.say('Hands:', '手札：'), ...v.hands.map((hand, p) => `  ${w.name(p)}${w.say(': ', '：')}${cards(hand)}`)];
}

/** The legend's line for "(you)", which every game's table shows beside the viewer's name. */
export const youMark = (w: Words): string =>
  w.say('  (you) marks you, the player whose view this is.', '  （あなた）は、この画面を見ているあなたです。');

/** The `style` of formatMove for the words of a call (none when the call has none). */
export const moveStyle = (w: Words): { lang: Words['lang']; style?: CardStyle } =>
  w.style === undefined ? { lang: w.lang } : { lang: w.lang, style: w.style };
