/**
 * Seven Bridge's table as text for a terminal, in English or Japanese: the round, the stock's
 * size and the discard pile's top, every meld with its id (lay-offs name it) and owner, each hand's
 * size, the totals, an open claim window, the viewer's hand (every hand in the whole truth) and
 * whose turn it is. It is drawn from a view alone, so it never shows more than that view shows.
 * @module
 */
import { describe, StateError } from '../shared/errors.js';
import { handLines, handSizesLine, renderWith, youMark } from '../shared/table-words.js';
import type { RenderTextOptions, Words } from '../shared/words.js';
import type { Meld, Score, View } from './reports.js';
import { score } from './score.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';
import { view } from './view.js';

/**
 * The table as plain text for a terminal, from a state or any player's view, in English or
 * Japanese: the round (of how many, from a state), the stock's size, the discard pile (its size and
 * top card), every meld as `#id owner: cards (kind)` (lay-offs name a meld by its `#id`), each
 * player's number of cards and total, an open claim window, the viewer's hand, and whose turn it
 * is and what to do. From a state, `player` chooses whose view (absent: the whole truth, every
 * hand shown). Never shows more than the view shows. Once the game is over, rendered from a state, the final standings follow (totals, lowest first; equal totals share a rank) and who won, or who tied for first.
 * @throws {@link StateError} when `game` is neither a Seven Bridge state nor a Seven Bridge view
 * (naming the game for another game's); {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { createGame, render } from 'shichinarabe/seven-bridge';
 * console.log(render(createGame({ seed: 1 }), { player: 0 }));
 * // Round 1 · stock 24 cards · discard pile empty
 * // Melds: none yet
 * // …
 * // Your turn: draw from the stock.
 * ```
 */
export function render(game: GameState | View, options?: RenderTextOptions): string {
  return renderWith(game, options, 'seven-bridge', {
    trusted: (value) => trusted(value) as unknown as GameState,
    view: (s, player) => view(s, player),
    known: (s) => trusted(s).game.options.rounds,
    lines,
    standings: (s, w) => standings(score(s), w),
    legend,
  });
}

/** What the marks of the table mean. */
function legend(w: Words): string[] {
  return [
    w.say(
      '  #2 is a meld\'s number: a lay-off names the meld by it ("layoff 2 6♠ low").',
      '  #2 はメルドの番号で、付け札ではこの番号でメルドを指定します（「付け札 2 6♠ 下」）。',
    ),
    w.say(
      '  (set) is three or four of a rank, (run) three or more in a row of one suit, (seven) a 7 alone.',
      '  （同位札）は同じランクの3〜4枚、（シークエンス）は同じスートの3枚以上の連続、（7単独）は1枚だけの7です。',
    ),
    w.say(
      "  A run's low end is its first card, its high end its last.",
      '  シークエンスの下は最初のカードの側、上は最後のカードの側です。',
    ),
    youMark(w),
  ];
}

const KIND: Readonly<Record<Meld['kind'], readonly [string, string]>> = {
  set: ['set', '同位札'],
  run: ['run', 'シークエンス'],
  seven: ['seven', '7単独'],
};

/** The lines of the table; `rounds` is known from a state (`null` from a view). */
function lines(v: View, w: Words, rounds: number | null): string[] {
  const round = w.number(v.round);
  const top = v.discards.at(-1);
  const of = rounds === null || rounds === 1 ? '' : w.say(` of ${rounds}`, `（全${rounds}）`);
  const out = [
    [
      w.say(`Round ${round}${of}`, `第${round}ラウンド${of}`),
      w.say(`stock ${w.count(w.number(v.stockSize), 'card', '枚')}`, `山札${w.number(v.stockSize)}枚`),
      top === undefined
        ? w.say('discard pile empty', '捨て札なし')
        : w.say(
            `discard pile ${w.count(v.discards.length, 'card', '枚')}, ${w.card(top)} on top`,
            `捨て札${v.discards.length}枚（一番上は${w.card(top)}）`,
          ),
    ].join(' · '),
  ];
  if (v.melds.length === 0) out.push(w.say('Melds: none yet', 'メルド：まだありません'));
  else {
    out.push(w.say('Melds (a lay-off names a meld by its #):', 'メルド（付け札は#の番号で指定）：'));
    for (const m of v.melds) {
      const kind = KIND[m.kind]?.[w.ja ? 1 : 0];
      if (kind === undefined) throw new StateError(`a meld of kind ${describe(m.kind)}`);
      out.push(
        `  #${w.number(m.id)} ${w.listed(m.owner)}${w.say(': ', '：')}${w.cards(m.cards)}${w.say(` (${kind})`, `（${kind}）`)}`,
      );
    }
  }
  out.push(handSizesLine(v, w));
  if (round > 1 || v.totals.some((t) => t !== 0)) {
    out.push(
      w.say('Totals: ', '合計：') +
        v.totals.map((t, p) => `${w.listed(p)} ${w.number(t)}${w.say('', '点')}`).join(' · '),
    );
  }
  out.push(...handLines(v, w));
  out.push(turn(v, w));
  return out;
}

/** The final standings (lowest total first, equal totals sharing a rank), and who won. */
function standings(s: Score, w: Words): string[] {
  return [
    w.say('Final standings (lowest total wins):', '最終順位（合計点の少ない順）：'),
    ...s.standings.map((row) =>
      w.standing(row.rank, [row.player], w.say(w.count(row.total, 'point', ''), `${row.total}点`)),
    ),
    w.winners(s.standings.filter((row) => row.rank === 1).map((row) => row.player)),
  ];
}

/** Whose turn it is and what they do. */
function turn(v: View, w: Words): string {
  if (v.over || v.current === null) return w.say('The game is over.', 'ゲーム終了です。');
  const current = w.number(v.current);
  const mine = current === v.player;
  if (v.phase === 'claim' && v.claim !== null) {
    const discarded = `${w.who(v.claim.discarder)}`;
    const card = w.card(v.claim.card);
    if (mine) {
      const claims = (['pon', 'chi'] as const).filter((k) => v.legalMoves.some((m) => m.type === k));
      const ja = { pon: 'ポン', chi: 'チー' };
      return claims.length === 0
        ? w.say(
            `${w.Who(v.claim.discarder)} discarded ${card}. You cannot claim it: pass.`,
            `${discarded}が${card}を捨てました。あなたは取れないのでパスです。`,
          )
        : w.say(
            `${w.Who(v.claim.discarder)} discarded ${card}. Your answer: ${claims.join(', ')} or pass?`,
            `${discarded}が${card}を捨てました。あなたの返事：${claims.map((k) => ja[k]).join('、')}、またはパス？`,
          );
    }
    return w.say(
      `${w.Who(v.claim.discarder)} discarded ${card}; ${w.name(current)} is asked whether to claim it.`,
      `${discarded}が${card}を捨てました。${w.name(current)}が取るかどうか答える番です。`,
    );
  }
  if (v.phase === 'draw') {
    return mine
      ? w.say('Your turn: draw from the stock.', 'あなたの番です：山札から1枚引いてください。')
      : w.say(`${w.name(current)} to draw.`, `${w.name(current)}が引く番です。`);
  }
  return mine
    ? w.say(
        'Your turn: meld and lay off as you like, then discard a card.',
        'あなたの番です：メルドや付け札をしてから、1枚捨ててください。',
      )
    : w.say(
        `${w.name(current)} to meld, lay off and discard.`,
        `${w.name(current)}がメルド・付け札をして捨てる番です。`,
      );
}
