/**
 * Sevens' table as text for a terminal, in English or Japanese: the 4 × 13 grid of
 * `renderTable` with a line explaining its marks, each player's cards, passes and status (and in
 * Kill their dead cards and kills), the viewer's hand (every hand in the whole truth), and whose
 * turn it is with the viewer's moves. It is drawn from a view alone, so it never shows more than
 * that view shows.
 * @module
 */
import { handLines, moveStyle, renderWith, youMark } from '../shared/table-words.js';
import type { RenderTextOptions, Words } from '../shared/words.js';
import { formatMove } from './move-words.js';
import { renderTable } from './render.js';
import type { GameView, Score } from './reports.js';
import { score } from './score.js';
import { trusted } from './trust.js';
import type { GameState } from './types.js';
import { view } from './view.js';

/**
 * The table as plain text for a terminal, from a state or any player's view, in English or
 * Japanese: the grid of {@link renderTable} (`·` an empty place, `x` before a rank a dead card, as
 * its legend line says), each player's cards in hand, passes (out of the limit, from a state) and
 * status (out and their place, disqualified, stuck with the joker; in Kill dead cards and kills),
 * the viewer's hand, and whose turn it is with the viewer's moves. From a state, `player` chooses
 * whose view (absent: the whole truth, every hand shown). Never shows more than the view shows.
 * Once the game is over, rendered from a state, the final standings follow (each player's status
 * and chips, or in Kill dead cards and kills) and who won.
 * @throws {@link StateError} when `game` is neither a Sevens state nor a Sevens view (naming the
 * game for another game's); {@link OptionsError} for invalid options.
 * @example
 * ```ts
 * import { createGame, render } from 'shichinarabe';
 * console.log(render(createGame({ seed: 1 }), { player: 0 }));
 * //     A  2  3  4  5  6  7  8  9  T  J  Q  K
 * // ♠   ·  ·  ·  ·  ·  ·  7  ·  ·  ·  ·  ·  ·
 * // …
 * // Your hand: …
 * console.log(render(createGame({ seed: 1 }), { lang: 'ja' })); // every hand, in Japanese
 * ```
 */
export function render(game: GameState | GameView, options?: RenderTextOptions): string {
  return renderWith(game, options, 'sevens', {
    trusted: (value) => trusted(value) as unknown as GameState,
    view: (s, player) => view(s, player),
    known: (s) => trusted(s).game.options.passLimit,
    lines,
    standings: (s, w) => standings(score(s), w),
    legend,
  });
}

/** What the marks of the table mean. */
function legend(w: Words): string[] {
  return [
    w.say(
      '  A 2 … T J Q K over the grid are the ranks (T is the 10); ♠ ♥ ♦ ♣ begin the rows.',
      '  表の上の A 2 … T J Q K はランク（T は10）、各行の頭の ♠ ♥ ♦ ♣ はスートです。',
    ),
    w.say('  A rank in the grid is a card on the table.', '  表の中のランクは場に出ているカードです。'),
    w.say(
      '  · is an empty place: that card has not been played yet.',
      '  · は空いている場所で、そのカードはまだ出ていません。',
    ),
    w.say(
      '  x before a rank (x5) is a dead card (Kill): it can no longer be played.',
      '  ランクの前の x（x5）は死に札（殺しの7並べ）で、もう出せません。',
    ),
    youMark(w),
  ];
}

/** The lines of the table. The pass limit is known from a state (`null` from a view, or unlimited). */
function lines(v: GameView, w: Words, passLimit: number | null): string[] {
  const dead = v.dead.some((pile) => pile.length > 0);
  const kill = dead || v.kills.some((k) => k > 0) || v.selfKills.some((k) => k > 0);
  const out = [
    renderTable(v),
    w.say(
      `· is an empty place${dead ? '; x before a rank marks a dead card' : ''}.`,
      `· は空いている場所${dead ? '、ランクの前の x は死に札' : ''}です。`,
    ),
    v.handSizes.map((_, p) => `${w.listed(p)}${w.say(': ', '：')}${status(v, p, w, kill, passLimit)}`).join(' · '),
  ];
  out.push(...handLines(v, w));
  out.push(turn(v, w));
  return out;
}

/** The final standings, and who won (from a state: its score). */
function standings(s: Score, w: Words): string[] {
  const kill = s.standings.some((row) => row.dead > 0 || row.kills > 0);
  const status = (row: Score['standings'][number]): string => {
    const said = {
      out: w.say('out', '上がり'),
      playing: w.say(`${w.count(row.cardsLeft, 'card', '枚')} left`, `残り${row.cardsLeft}枚`),
      stuck: w.say('stuck with the Joker', 'ジョーカーだけで上がれず'),
      disqualified: w.say('disqualified', '失格'),
    }[row.status];
    const numbers = kill
      ? w.say(`${row.dead} dead, ${w.count(row.kills, 'kill', '')}`, `死に札${row.dead}枚、殺し${row.kills}`)
      : w.say(`${row.chips >= 0 ? '+' : ''}${row.chips} chips`, `チップ${row.chips >= 0 ? '+' : ''}${row.chips}`);
    return `${said}${w.say('; ', '、')}${numbers}`;
  };
  return [
    w.say('Final standings:', '最終順位：'),
    ...s.standings.map((row) => w.standing(row.rank, [row.player], status(row))),
    w.winners(s.standings.filter((row) => row.rank === 1).map((row) => row.player)),
  ];
}

/** A player's cards, passes and status. */
function status(v: GameView, p: number, w: Words, kill: boolean, passLimit: number | null): string {
  const parts = [w.count(w.number(v.handSizes[p]), 'card', '枚')];
  const passes = w.number(v.passes[p] ?? 0);
  if (passes > 0) {
    parts.push(
      passLimit === null
        ? w.say(`${passes} pass${passes === 1 ? '' : 'es'}`, `パス${passes}回`)
        : w.say(`${passes} of ${passLimit} passes`, `パス${passes}/${passLimit}回`),
    );
  }
  if (kill) {
    parts.push(
      w.say(`${v.dead[p]?.length ?? 0} dead`, `死に札${v.dead[p]?.length ?? 0}枚`),
      w.say(`${v.kills[p] ?? 0} kill${v.kills[p] === 1 ? '' : 's'}`, `殺し${v.kills[p] ?? 0}`),
    );
  }
  const place = v.finished.indexOf(p);
  if (place >= 0) parts.push(w.say(`out (${w.place(place + 1)})`, `上がり（${w.place(place + 1)}）`));
  else if (v.disqualified.includes(p)) parts.push(w.say('disqualified', '失格'));
  else if (v.jokerHolder === p && v.handSizes[p] === 1)
    parts.push(w.say('stuck with the Joker', 'ジョーカーだけで上がれず'));
  else if (v.jokerHolder === p && p !== v.player && v.player !== null)
    parts.push(w.say('holds the Joker', 'ジョーカーあり'));
  return parts.join(w.say(', ', '、'));
}

/** Whose turn it is, and the viewer's moves (the mover's in the whole truth). */
function turn(v: GameView, w: Words): string {
  if (v.over || v.current === null) return w.say('The game is over.', 'ゲーム終了です。');
  const moves = v.legalMoves.map((m) => formatMove(m, moveStyle(w)));
  const list = w.list(moves, true);
  if (v.current === v.player) return w.say(`Your turn: ${list}.`, `あなたの番です：${list}。`);
  const who = w.name(w.number(v.current));
  if (v.player === null && moves.length > 0) return w.say(`${who} to move: ${list}.`, `${who}の番です：${list}。`);
  return w.say(`${who} to move.`, `${who}の番です。`);
}
