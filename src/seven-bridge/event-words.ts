/**
 * Seven Bridge's events in words: one sentence per event type, in English and in Japanese with the
 * game's own words (山札, 捨て札, メルド, 付け札, ポン, チー, 上がり, ラウンド), telling only what the
 * event holds.
 * @module
 */
import { type Sentences, describeWith } from '../shared/event-words.js';
import { describe, ShichinarabeError } from '../shared/errors.js';
import { EVENT_KEYS, type EventWordsOptions, type Words } from '../shared/words.js';
import type { Event } from './event-types.js';

/**
 * Options of Seven Bridge's {@link describeEvent}.
 * @example
 * ```ts
 * import { type DescribeEventOptions, describeEvent } from 'shichinarabe/seven-bridge';
 * const options: DescribeEventOptions = { lang: 'ja', viewer: 1 };
 * describeEvent({ type: 'draw', player: 1, card: '7H' }, options); // 'あなたが山札から7♥を引きました。'
 * ```
 */
export type DescribeEventOptions = EventWordsOptions;

/** Each player's points, for people: "P1 12, P2 30" / 「P1 12点、P2 30点」. */
const pointsList = (points: readonly number[], w: Words): string =>
  points.map((n, p) => `${w.listed(p)} ${w.number(n)}${w.say('', '点')}`).join(w.say(', ', '、'));

const SENTENCES: Sentences<Event> = {
  draw: (e, w) =>
    e.card === undefined
      ? w.say(`${w.does(e.player, 'draws', 'draw')} a card`, `${w.Who(e.player)}が山札から1枚引きました`)
      : w.say(
          `${w.does(e.player, 'draws', 'draw')} ${w.card(e.card)}`,
          `${w.Who(e.player)}が山札から${w.card(e.card)}を引きました`,
        ),
  meld: (e, w) =>
    w.say(
      `${w.does(e.player, 'melds', 'meld')} ${w.cards(e.cards)} (meld #${w.number(e.meld)})`,
      `${w.Who(e.player)}が${w.cards(e.cards)}をメルドしました（メルド#${w.number(e.meld)}）`,
    ),
  layoff: (e, w) => {
    const id = w.number(e.meld);
    if (e.end !== undefined && e.end !== 'low' && e.end !== 'high')
      throw new ShichinarabeError(`${describe(e.end)} is not an end of a run`);
    return w.say(
      `${w.does(e.player, 'lays', 'lay')} ${w.card(e.card)} off on meld #${id}${e.end === undefined ? '' : `, at its ${e.end} end`}`,
      `${w.Who(e.player)}が${w.card(e.card)}をメルド#${id}${e.end === undefined ? 'に' : e.end === 'low' ? 'の下に' : 'の上に'}付け札しました`,
    );
  },
  discard: (e, w) =>
    w.say(
      `${w.does(e.player, 'discards', 'discard')} ${w.card(e.card)}`,
      `${w.Who(e.player)}が${w.card(e.card)}を捨てました`,
    ),
  answer: (e, w) => {
    if (e.answer === 'pass')
      return w.say(`${w.does(e.player, 'passes', 'pass')}: no claim`, `${w.Who(e.player)}はパスしました`);
    if (e.answer === 'chi') {
      return w.say(
        `${w.does(e.player, 'calls', 'call')} chi, held until the others have answered`,
        `${w.Who(e.player)}がチーを宣言しました（他の人の返事を待ちます）`,
      );
    }
    if (e.answer !== undefined) throw new ShichinarabeError(`${describe(e.answer)} is not an answer`);
    return w.say(
      `${w.does(e.player, 'answers', 'answer')} (a pass or a held chi, unseen)`,
      `${w.Who(e.player)}が返事をしました（パスか保留のチーかは見えません）`,
    );
  },
  claim: (e, w) => {
    if (e.kind !== 'pon' && e.kind !== 'chi') throw new ShichinarabeError(`${describe(e.kind)} is not a claim`);
    return w.say(
      `${w.does(e.player, 'claims', 'claim')} ${w.whose(e.from)} discard with a ${e.kind}: ${w.cards(e.cards)} (meld #${w.number(e.meld)})`,
      `${w.Who(e.player)}が${w.whose(e.from)}捨て札を${e.kind === 'pon' ? 'ポン' : 'チー'}しました：${w.cards(e.cards)}（メルド#${w.number(e.meld)}）`,
    );
  },
  'no-claim': (_e, w) => w.say('Nobody claims the discard', '誰も捨て札を取りませんでした'),
  out: (e, w) =>
    e.oneShot
      ? w.say(
          `${w.does(e.player, 'goes', 'go')} out in one go!`,
          `${w.Who(e.player)}が手札を一度に晒して上がりました！`,
        )
      : w.say(`${w.does(e.player, 'goes', 'go')} out!`, `${w.Who(e.player)}が上がりました！`),
  restock: (e, w) =>
    w.say(
      `The stock is empty: the discard pile but its top card is shuffled into a new stock of ${w.number(e.cards)} ${w.number(e.cards) === 1 ? 'card' : 'cards'}`,
      `山札がなくなったので、捨て札（一番上の1枚を除く）を切り直して新しい山札${w.number(e.cards)}枚にしました`,
    ),
  'stock-out': (_e, w) => w.say('The stock is empty', '山札がなくなりました'),
  'round-over': (e, w) =>
    w.say(
      `Round ${w.number(e.round)} is over, ${e.winner === null ? 'nobody went out' : `won by ${w.who(e.winner)}`}; points: ${pointsList(e.points, w)}`,
      `第${w.number(e.round)}ラウンド終了（${e.winner === null ? '上がった人なし' : `${w.who(e.winner)}の上がり`}）、得点は${pointsList(e.points, w)}`,
    ),
  round: (e, w) =>
    w.say(
      `Round ${w.number(e.round)} is dealt; ${w.who(e.firstPlayer)} ${e.firstPlayer === w.viewer ? 'play' : 'plays'} first`,
      `第${w.number(e.round)}ラウンドを配り、${w.who(e.firstPlayer)}から始めます`,
    ),
  over: (_e, w) => w.say('The game is over', 'ゲーム終了です'),
};

/** Every event type of Seven Bridge, in the order the table of sentences lists them. */
export const EVENT_TYPES = /* @__PURE__ */ Object.keys(SENTENCES) as Event['type'][];

/**
 * One sentence for a Seven Bridge event (from a view's `events`), in English or Japanese (the
 * game's own words: 山札, 捨て札, メルド, 付け札, ポン, チー, 上がり), telling only what the event holds
 * (a card drawn by another player, or another's answer in a claim window, stays unsaid as the
 * view hides it). Players are P1 … Pn (numbered from 1) unless `names` names them; the `viewer`
 * is "you" / 「あなた」.
 * @throws {@link ShichinarabeError} for a value that is not a Seven Bridge event ({@link StateError}
 * for another game's state, view or record); {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { describeEvent } from 'shichinarabe/seven-bridge';
 * describeEvent({ type: 'meld', player: 0, meld: 3, cards: ['7H', '8H', '9H'] }); // 'P1 melds 7♥ 8♥ 9♥ (meld #3).'
 * describeEvent({ type: 'claim', player: 2, kind: 'pon', meld: 4, cards: ['5S', '5H', '5D'], from: 1 }, { lang: 'ja' });
 * // 'P3がP2の捨て札をポンしました：5♠ 5♥ 5♦（メルド#4）。'
 * ```
 */
export function describeEvent(event: Event, options?: DescribeEventOptions): string {
  return describeWith(event, options, 'seven-bridge', EVENT_KEYS, SENTENCES);
}
