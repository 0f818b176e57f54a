/**
 * Seven Up's table as text for a terminal, in English or Japanese: the deal (dealer, eldest, the
 * pack), each side's points (and the target, from a state), the turn-ups and trump, the tricks
 * played and the last one, the trick on the table, each hand's size, the viewer's hand (every hand
 * in the whole truth) and whose turn it is. It is drawn from a view alone, so it never shows more
 * than that view shows.
 * @module
 */
import { handLines, handSizesLine, renderWith, youMark } from '../shared/table-words.js';
import type { RenderTextOptions, Words } from '../shared/words.js';
import type { Play, Score, View } from './reports.js';
import { score } from './score.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';
import { view } from './view.js';

/**
 * The table as plain text for a terminal, from a state or any player's view, in English or
 * Japanese: the deal, its dealer and eldest and the cards left in the pack, each side's points
 * (out of the target, from a state), the turn-ups and trump, the tricks played and the last
 * trick, the trick on the table, each player's number of cards, the viewer's hand, and whose turn
 * it is and what to do. From a state, `player` chooses whose view (absent: the whole truth, every
 * hand shown). Never shows more than the view shows. Once the game is over, rendered from a state, the final standings follow (a line per side, partners together) and who won.
 * @throws {@link StateError} when `game` is neither a Seven Up state nor a Seven Up view (naming
 * the game for another game's); {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { createGame, render } from 'shichinarabe/seven-up';
 * console.log(render(createGame({ seed: 1 }), { player: 1 }));
 * // Deal 1 · dealer P1 · eldest P2 · pack 27 cards
 * // Points: P1 0 · P2 0 · P3 0 · P4 0 (first to 7)
 * // …
 * // Your turn: stand (diamonds ♦ as trumps) or beg?
 * ```
 */
export function render(game: GameState | View, options?: RenderTextOptions): string {
  return renderWith(game, options, 'seven-up', {
    trusted: (value) => trusted(value) as unknown as GameState,
    view: (s, player) => view(s, player),
    known: (s) => trusted(s).game.options.target,
    lines,
    standings: (s, w) => standings(score(s), w),
    legend,
  });
}

/** What the marks of the table mean. */
function legend(w: Words): string[] {
  return [
    w.say(
      '  Turn-up: the card turned up from the pack; the one that makes trump is the last.',
      '  ターンアップは山札からめくったカードで、切り札を決めたのは最後の1枚です。',
    ),
    w.say(
      '  "P2 5♣" in a trick: P2 played 5♣; the first play of a trick is its lead.',
      '  トリックの「P2 5♣」はP2が5♣を出したことを表し、最初に出したカードがリードです。',
    ),
    w.say(
      '  Points are counted for each side (partners together); the first to the target wins.',
      '  得点はサイド（パートナー同士）ごとに数え、先に目標点に達した側の勝ちです。',
    ),
    youMark(w),
  ];
}

/** Plays for people: "P1 A♥, P2 3♥" / 「P1 A♥、P2 3♥」. */
const plays = (list: readonly Play[], w: Words): string =>
  list.map((p) => `${w.name(p.player)} ${w.card(p.card)}`).join(w.say(', ', '、'));

/** The lines of the table; `target` is known from a state (`null` from a view). */
function lines(v: View, w: Words, target: number | null): string[] {
  const side = (s: number) => (v.sides[s] ?? []).map((p) => w.listed(p)).join(w.say(' and ', 'と'));
  const out = [
    [
      w.say(`Deal ${w.number(v.deal)}`, `第${w.number(v.deal)}ディール`),
      w.say(`dealer ${w.listed(v.dealer)}`, `ディーラー ${w.listed(v.dealer)}`),
      w.say(`eldest ${w.listed(v.eldest)}`, `先手 ${w.listed(v.eldest)}`),
      w.say(`pack ${w.count(w.number(v.packSize), 'card', '枚')}`, `山札${w.number(v.packSize)}枚`),
    ].join(' · '),
    w.say('Points: ', '得点：') +
      v.points.map((n, s) => `${side(s)} ${w.number(n)}${w.say('', '点')}`).join(' · ') +
      (target === null ? '' : w.say(` (first to ${target})`, `（${target}点先取）`)),
    [
      `${v.turnUps.length > 1 ? w.say('Turn-ups: ', 'ターンアップ：') : w.say('Turn-up: ', 'ターンアップ：')}${v.turnUps.length === 0 ? '—' : w.cards(v.turnUps)}`,
      `${w.say('trump: ', '切り札：')}${v.trump === null ? w.say('not made yet', '未定') : w.suit(v.trump)}`,
    ].join(' · '),
  ];
  const last = v.tricks.at(-1);
  if (last !== undefined) {
    out.push(
      w.say(
        `Tricks played: ${v.tricks.length} of 6 · the last: ${plays(last.plays, w)}, won by ${w.who(last.winner)}`,
        `トリック：6回中${v.tricks.length}回済み · 前のトリック：${plays(last.plays, w)}、${w.who(last.winner)}の勝ち`,
      ),
    );
  }
  if (v.phase === 'play') {
    const number = v.tricks.length + 1;
    out.push(
      w.say(`Trick ${number}: `, `第${number}トリック：`) +
        (v.trick.length === 0 ? w.say('nothing led yet', 'まだ誰も出していません') : plays(v.trick, w)),
    );
  }
  out.push(handSizesLine(v, w));
  out.push(...handLines(v, w));
  out.push(turn(v, w));
  return out;
}

/** The final standings, a line per side (partners together), and who won. */
function standings(s: Score, w: Words): string[] {
  const sides = [...s.sides.keys()].sort(
    (a, b) =>
      (s.standings.find((r) => r.side === a)?.rank ?? 0) - (s.standings.find((r) => r.side === b)?.rank ?? 0) || a - b,
  );
  return [
    w.say('Final standings:', '最終順位：'),
    ...sides.map((side) =>
      w.standing(
        s.standings.find((r) => r.side === side)?.rank ?? 0,
        s.sides[side] ?? [],
        w.say(w.count(s.points[side] ?? 0, 'point', ''), `${s.points[side] ?? 0}点`),
      ),
    ),
    s.winner === null ? w.say('Nobody won.', '勝者なし。') : w.winners(s.sides[s.winner] ?? [], true),
  ];
}

/** Whose turn it is and what they do. */
function turn(v: View, w: Words): string {
  if (v.over || v.current === null) return w.say('The game is over.', 'ゲーム終了です。');
  const current = w.number(v.current);
  const mine = current === v.player;
  const turnUp = v.turnUps.at(-1);
  const suit = turnUp === undefined ? '' : w.suit(turnUp.slice(1));
  switch (v.phase) {
    case 'stand':
      return mine
        ? w.say(
            `Your turn: stand (${suit} as trumps) or beg?`,
            `あなたの番です：スタンド（${suit}が切り札）か、ベッグか？`,
          )
        : w.say(`${w.name(current)} to stand or beg.`, `${w.name(current)}がスタンドかベッグかを選ぶ番です。`);
    case 'gift':
      return mine
        ? w.say(
            `${w.Who(v.eldest)} begs. Your turn: gift (a point for ${w.who(v.eldest)}'s side, ${suit} as trumps) or run the pack?`,
            `${w.who(v.eldest)}がベッグしました。あなたの番です：ギフト（${w.who(v.eldest)}側に1点、${suit}が切り札）か、ラン（3枚ずつ配り足す）か？`,
          )
        : w.say(`${w.name(current)} to gift or run the pack.`, `${w.name(current)}がギフトかランかを選ぶ番です。`);
    case 'discard': {
      const more = (v.handSizes[current] ?? 6) - 6;
      return mine
        ? w.say(
            `Your turn: discard down to six cards (${more} more).`,
            `あなたの番です：手札が6枚になるまで捨ててください（あと${more}枚）。`,
          )
        : w.say(`${w.name(current)} to discard down to six cards.`, `${w.name(current)}が手札を6枚に減らす番です。`);
    }
    default:
      if (!mine) return w.say(`${w.name(current)} to play.`, `${w.name(current)}が出す番です。`);
      return v.trick.length === 0
        ? w.say('Your turn: lead a card.', 'あなたの番です：リードしてください。')
        : w.say(
            'Your turn: follow suit or trump (any card when you cannot follow).',
            'あなたの番です：リードと同じスートか切り札を出してください（同じスートがなければ何でも出せます）。',
          );
  }
}
