/** Sevens' players during the game (cards, passes, dead cards, kills) and the standings at the end. */
import { type GameState, type GameView, score } from 'shichinarabe';
import { h, table } from '../shell/dom.js';
import type { Scene, Standings } from '../shell/game.js';
import { ui } from '../shell/lang.js';
import { jokerHolder } from './table.js';

export function players(scene: Scene, kill: boolean): HTMLElement {
  const v = scene.whole as GameView;
  const showDead = kill || v.dead.some((pile) => pile.length > 0);
  const joker = jokerHolder(scene);
  const rows = v.handSizes.map((size, p) => {
    const status = v.disqualified.includes(p)
      ? ui('disqualified', '失格')
      : v.finished.includes(p)
        ? ui('out', '上がり')
        : v.current === p
          ? ui('to move', '手番')
          : '';
    return h(
      'tr',
      {
        'data-seat': String(p),
        'data-current': String(v.current === p),
        'data-joker-holder': joker === p ? 'true' : undefined,
        class: v.current === p ? 'current' : '',
      },
      h(
        'td',
        {},
        scene.name(p),
        joker === p
          ? h('span', { class: 'holds-joker', title: ui('holds the joker', 'ジョーカーを持っている') }, ' 🃏')
          : '',
      ),
      h('td', {}, String(size)),
      h('td', {}, String(v.passes[p] ?? 0)),
      ...(showDead ? [h('td', {}, String(v.dead[p]?.length ?? 0)), h('td', {}, String(v.kills[p] ?? 0))] : []),
      h('td', {}, status),
    );
  });
  return table(
    [
      ui('player', '人'),
      ui('cards', '枚数'),
      ui('passes', 'パス'),
      ...(showDead ? [ui('dead', '死に札'), ui('kills', '殺し')] : []),
      '',
    ],
    rows,
  );
}

/** A player's result, said short (the standings stay narrow on a phone: one cell, wrapped). */
function statusWord(status: string): string {
  const words: Record<string, [string, string]> = {
    out: ['out', '上がり'],
    playing: ['still playing', '残り'],
    stuck: ['stuck with the Joker', 'ジョーカーだけで上がれず'],
    disqualified: ['disqualified', '失格'],
  };
  const [en, ja] = words[status] ?? [status, status];
  return ui(en, ja);
}

export function standings(state: GameState, name: (p: number) => string): Standings {
  return {
    head: [ui('rank', '順位'), ui('player', '人'), ui('result', '結果')],
    rows: score(state).standings.map((st) => {
      const chips = `${st.chips > 0 ? '+' : ''}${st.chips}`;
      const numbers = ui(
        `${st.cardsLeft} left · ${st.dead} dead · ${st.kills} kills · ${st.selfKills} self-kills · ${chips} chips`,
        `残り${st.cardsLeft}枚 · 死に札${st.dead} · 殺し${st.kills} · 自分殺し${st.selfKills} · チップ${chips}`,
      );
      return {
        player: st.player,
        rank: st.rank,
        cells: [String(st.rank), name(st.player), `${statusWord(st.status)} · ${numbers}`],
      };
    }),
  };
}
