/**
 * Seven Up's events in words: one sentence per event type, in English and in Japanese with the
 * game's own words (ディール, ターンアップ, スタンド, ベッグ, ギフト, 切り札, トリック, ハイ, ロー,
 * ジャック, ゲーム), telling only what the event holds. Points go to sides: a side is named by its
 * players (`sides`, a view's, names partners; without it each side is one player).
 * @module
 */
import { type Sentences, describeWith } from '../shared/event-words.js';
import { OptionsError, ShichinarabeError } from '../shared/errors.js';
import { EVENT_KEYS, type EventWordsOptions, type Words } from '../shared/words.js';
import type { AwardEvent, Event } from './event-types.js';

/**
 * Options of Seven Up's {@link describeEvent}: the family's, and the sides (a view's `sides`) so
 * that a partnership's points name both partners.
 * @example
 * ```ts
 * import { type DescribeEventOptions, describeEvent } from 'shichinarabe/seven-up';
 * const options: DescribeEventOptions = { sides: [[0, 2], [1, 3]] };
 * describeEvent({ type: 'over', winner: 1 }, options); // 'P2 and P4 win the game.'
 * ```
 */
export interface DescribeEventOptions extends EventWordsOptions {
  /** The players of each side, as a view's `sides` (default: side s is player s alone). */
  sides?: readonly (readonly number[])[];
}

/** The `sides` option, checked: a list of lists of player indices. */
function sidesOf(o: Record<string, unknown>): Sides {
  const sides = o.sides;
  if (sides === undefined) return null;
  const ok =
    Array.isArray(sides) &&
    sides.length <= 8 &&
    sides.every(
      (s) =>
        Array.isArray(s) && s.length > 0 && s.length <= 8 && s.every((p) => Number.isInteger(p) && p >= 0 && p < 64),
    );
  if (!ok)
    throw new OptionsError('sides', 'option sides: a list of sides, each a list of player indices, as a view has them');
  return sides as number[][];
}

/** The sides given, or `null`: each side one player. */
type Sides = readonly (readonly number[])[] | null;

/** A side's players (side s alone without `sides`). */
function playersOf(side: number, w: Words, sides: Sides): readonly number[] {
  const s = w.number(side);
  if (sides === null) return [s];
  const players = sides[s];
  if (players === undefined) throw new ShichinarabeError(`there is no side ${s}`);
  return players;
}

/** A side in a sentence: "P1 and P3" / 「P1とP3」 (the viewer "you"). */
const sideName = (side: number, w: Words, o: Sides, start = false): string => w.together(playersOf(side, w, o), start);

/** Points for a side: "a point for P1 and P3" / 「P1とP3に1点」. */
const pointsFor = (n: number, side: number, w: Words, o: Sides): string =>
  w.say(`${n === 1 ? 'a point' : `${n} points`} for ${sideName(side, w, o)}`, `${sideName(side, w, o)}に${n}点`);

const AWARD: Readonly<Record<AwardEvent['kind'], readonly [string, string]>> = {
  high: ['High', 'ハイ'],
  low: ['Low', 'ロー'],
  jack: ['Jack', 'ジャック'],
  game: ['Game', 'ゲーム'],
};

/** An award: its name, the card or the totals, and who scores. */
function award(e: AwardEvent, w: Words, o: Sides): string {
  const name = AWARD[e.kind]?.[w.ja ? 1 : 0];
  if (name === undefined) throw new ShichinarabeError(`${String(e.kind)} is not an award`);
  const totals =
    e.totals === undefined ? '' : e.totals.map((t, s) => `${sideName(s, w, o)} ${w.number(t)}`).join(w.say(', ', '、'));
  const detail = e.card !== undefined ? w.card(e.card) : totals;
  const what = detail === '' ? name : w.say(`${name} (${detail})`, `${name}（${detail}）`);
  if (e.side === null) {
    return e.totals === undefined
      ? w.say(`${what}: not awarded`, `${what}：該当なし`)
      : w.say(`${what}: not awarded (a tie)`, `${what}：同点のため該当なし`);
  }
  const points = w.number(e.points);
  if (e.kind === 'jack' && points === 3) {
    return w.say(
      `${what}, hanged: ${pointsFor(3, e.side, w, o)}`,
      `${what}、ハングジャック：${pointsFor(3, e.side, w, o)}`,
    );
  }
  return w.say(`${what}: ${pointsFor(points, e.side, w, o)}`, `${what}：${pointsFor(points, e.side, w, o)}`);
}

const SENTENCES: Sentences<Event, Sides> = {
  deal: (e, w) =>
    w.say(
      `Deal ${w.number(e.deal)}: ${w.who(e.dealer)} ${e.dealer === w.viewer ? 'deal' : 'deals'}`,
      `第${w.number(e.deal)}ディール、ディーラーは${w.who(e.dealer)}です`,
    ),
  'turn-up': (e, w) => w.say(`${w.card(e.card)} is turned up`, `ターンアップは${w.card(e.card)}です`),
  point: (e, w, o) => {
    if (e.reason !== 'gift' && e.reason !== 'turn-up')
      throw new ShichinarabeError(`${String(e.reason)} is not a reason`);
    const why = e.reason === 'gift' ? w.say('the gift', 'ギフト') : w.say('the turn-up', 'ターンアップ');
    const points = pointsFor(w.number(e.points), e.side, w, o);
    return w.say(`${points.charAt(0).toUpperCase()}${points.slice(1)}: ${why}`, `${points}（${why}）`);
  },
  stand: (e, w) => w.say(`${w.does(e.player, 'stands', 'stand')}`, `${w.Who(e.player)}がスタンドしました`),
  beg: (e, w) => w.say(`${w.does(e.player, 'begs', 'beg')}`, `${w.Who(e.player)}がベッグしました`),
  gift: (e, w) => w.say(`${w.does(e.player, 'gives', 'give')} a point: the gift`, `${w.Who(e.player)}がギフトしました`),
  run: (e, w) =>
    w.say(`${w.does(e.player, 'runs', 'run')} the pack`, `${w.Who(e.player)}がランを選びました（3枚ずつ配り足し）`),
  redeal: (_e, w) =>
    w.say(
      'The pack ran out before a new suit came up: the same dealer deals again',
      '新しいスートが出る前にカードが尽きたので、同じディーラーが配り直します',
    ),
  trump: (e, w) => {
    const suit = w.suit(e.suit);
    return w.say(`${suit.charAt(0).toUpperCase()}${suit.slice(1)} are trumps`, `切り札は${suit}です`);
  },
  discard: (e, w) =>
    e.card === undefined
      ? w.say(`${w.does(e.player, 'discards', 'discard')} a card`, `${w.Who(e.player)}がカードを1枚捨てました`)
      : w.say(
          `${w.does(e.player, 'discards', 'discard')} ${w.card(e.card)}`,
          `${w.Who(e.player)}が${w.card(e.card)}を捨てました`,
        ),
  play: (e, w) =>
    w.say(
      `${w.does(e.player, 'plays', 'play')} ${w.card(e.card)}`,
      `${w.Who(e.player)}が${w.card(e.card)}を出しました`,
    ),
  trick: (e, w) =>
    w.say(
      `${w.does(e.winner, 'wins', 'win')} the trick: ${w.cards(e.cards)}`,
      `${w.Who(e.winner)}がトリックを取りました：${w.cards(e.cards)}`,
    ),
  award,
  over: (e, w, o) => {
    const players = playersOf(e.winner, w, o);
    const one = players.length === 1 && players[0] !== w.viewer;
    return w.say(
      `${sideName(e.winner, w, o, true)} ${one ? 'wins' : 'win'} the game`,
      `${sideName(e.winner, w, o)}の勝ちです`,
    );
  },
};

/** Every event type of Seven Up, in the order the table of sentences lists them. */
export const EVENT_TYPES = /* @__PURE__ */ Object.keys(SENTENCES) as Event['type'][];

/**
 * One sentence for a Seven Up event (from a view's `events`), in English or Japanese (the game's
 * own words: ターンアップ, スタンド, ベッグ, ギフト, ラン, 切り札, トリック, ハイ, ロー, ジャック, ゲーム),
 * telling only what the event holds (another player's discard stays unsaid, as the view hides
 * it). Players are P1 … Pn (numbered from 1) unless `names` names them; the `viewer` is "you" /
 * 「あなた」; a side is named by its players — pass the view's `sides` when partners play.
 * @throws {@link ShichinarabeError} for a value that is not a Seven Up event ({@link StateError}
 * for another game's state, view or record); {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { describeEvent } from 'shichinarabe/seven-up';
 * describeEvent({ type: 'turn-up', card: 'JS' }); // 'J♠ is turned up.'
 * describeEvent({ type: 'award', kind: 'high', side: 0, points: 1, card: 'AH' }, { lang: 'ja' }); // 'ハイ（A♥）：P1に1点。'
 * describeEvent({ type: 'over', winner: 0 }, { sides: [[0, 2], [1, 3]], viewer: 2 }); // 'P1 and you win the game.'
 * ```
 */
export function describeEvent(event: Event, options?: DescribeEventOptions): string {
  return describeWith(event, options, 'seven-up', [...EVENT_KEYS, 'sides'], SENTENCES, sidesOf);
}
