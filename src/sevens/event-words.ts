/**
 * Sevens' events in words: one sentence per event type, in English and in Japanese with the
 * game's own words (出す, パス, ジョーカー, 失格, 上がり, 殺し, 死に札), telling only what the
 * event holds (and, with `passLimit`, how many passes the game allows).
 * @module
 */
import { type Sentences, describeWith } from '../shared/event-words.js';
import { OptionsError } from '../shared/errors.js';
import { EVENT_KEYS, type EventWordsOptions, type Words } from '../shared/words.js';
import type { GameEvent } from './reports.js';

/**
 * Options of Sevens' {@link describeEvent}: the family's, and the game's pass limit.
 * @example
 * ```ts
 * import { type DescribeEventOptions, describeEvent } from 'shichinarabe';
 * const options: DescribeEventOptions = { passLimit: 3, viewer: 0 };
 * describeEvent({ type: 'pass', player: 0, passes: 2 }, options); // 'You pass (2nd pass; 3 allowed).'
 * ```
 */
export interface DescribeEventOptions extends EventWordsOptions {
  /** The game's `passLimit` (`null`: unlimited): a pass then says how many are allowed. */
  passLimit?: number | null;
}

/** The pass limit option: a count, `null` or absent (`null`). */
function passLimitOf(o: Record<string, unknown>): number | null {
  const limit = o.passLimit;
  if (limit === undefined || limit === null) return null;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) {
    throw new OptionsError('passLimit', 'option passLimit: a number of passes (0, 1, …) or null');
  }
  return limit;
}

/** Who killed a dead card, after the sentence. */
function killedBy(by: number | null, owner: number, w: Words): string {
  if (by === null) return w.say(" (nobody's kill)", '（誰の殺しでもありません）');
  if (w.number(by) === owner) return w.say(' (a self-kill)', '（自分で殺しました）');
  return w.say(` (killed by ${w.who(by)})`, `（${w.who(by)}の殺し）`);
}

const SENTENCES: Sentences<GameEvent, number | null> = {
  play: (e, w) =>
    w.say(
      `${w.does(e.player, 'plays', 'play')} ${w.card(e.card)}`,
      `${w.Who(e.player)}が${w.card(e.card)}を出しました`,
    ),
  joker: (e, w) =>
    w.say(
      `${w.does(e.player, 'puts', 'put')} the Joker in ${w.card(e.card)}'s place`,
      `${w.Who(e.player)}がジョーカーを${w.card(e.card)}の代わりに出しました`,
    ),
  swap: (e, w) =>
    w.say(
      `${w.does(e.player, 'lays', 'lay')} ${w.card(e.card)} in its place and ${e.player === w.viewer ? 'take' : 'takes'} the Joker`,
      `${w.Who(e.player)}が${w.card(e.card)}を出してジョーカーを引き取りました`,
    ),
  pass: (e, w, limit) => {
    const n = w.number(e.passes);
    return w.say(
      `${w.does(e.player, 'passes', 'pass')} (${w.place(n)} pass${limit === null ? '' : `; ${limit} allowed`})`,
      `${w.Who(e.player)}がパスしました（${n}回目${limit === null ? '' : `、${limit}回まで`}）`,
    );
  },
  disqualified: (e, w) =>
    e.cards.length === 0
      ? w.say(`${w.does(e.player, 'is', 'are')} disqualified`, `${w.Who(e.player)}が失格になりました`)
      : w.say(
          `${w.does(e.player, 'is', 'are')} disqualified: ${w.cards(e.cards)} laid face up on the table`,
          `${w.Who(e.player)}が失格になり、手札の${w.cards(e.cards)}を表にして場に出しました`,
        ),
  died: (e, w) =>
    w.say(
      `${w.whose(e.player, true)} ${w.cards(e.cards)} ${e.cards.length === 1 ? 'dies' : 'die'}${killedBy(e.by, e.player, w)}`,
      `${w.whose(e.player)}${w.cards(e.cards)}が死にました${killedBy(e.by, e.player, w)}`,
    ),
  out: (e, w) => w.say(`${w.does(e.player, 'goes', 'go')} out`, `${w.Who(e.player)}が上がりました`),
  stuck: (e, w) =>
    w.say(
      `${w.does(e.player, 'is', 'are')} stuck with only the Joker and cannot go out`,
      `${w.Who(e.player)}はジョーカーしか残っていないので上がれません`,
    ),
  'extra-turn': (e, w) =>
    w.say(
      `${w.does(e.player, 'moves', 'move')} again: a kill earns another turn`,
      `${w.Who(e.player)}は殺しを成立させたので、もう一度手番です`,
    ),
  over: (_e, w) => w.say('The game is over', 'ゲーム終了です'),
};

/** Every event type of Sevens, in the order the table of sentences lists them. */
export const EVENT_TYPES = /* @__PURE__ */ Object.keys(SENTENCES) as GameEvent['type'][];

/**
 * One sentence for a Sevens event (from a view's `events`), in English or Japanese (the game's own
 * words: パス, ジョーカー, 失格, 上がり, 殺し), telling only what the event holds. Players are P1 …
 * Pn (numbered from 1) unless `names` names them; the `viewer` is "you" / 「あなた」. With
 * `passLimit` (the game's), a pass also says how many are allowed.
 * @throws {@link ShichinarabeError} for a value that is not a Sevens event ({@link StateError} for
 * another game's state, view or record); {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { describeEvent } from 'shichinarabe';
 * describeEvent({ type: 'play', player: 1, card: '8H' }); // 'P2 plays 8♥.'
 * describeEvent({ type: 'died', player: 0, cards: ['6D'], by: 3 }, { lang: 'ja' }); // 'P1の6♦が死にました（P4の殺し）。'
 * describeEvent({ type: 'out', player: 2 }, { viewer: 2 }); // 'You go out.'
 * ```
 */
export function describeEvent(event: GameEvent, options?: DescribeEventOptions): string {
  return describeWith(event, options, 'sevens', [...EVENT_KEYS, 'passLimit'], SENTENCES, passLimitOf);
}
