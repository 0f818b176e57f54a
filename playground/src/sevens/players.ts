/** Sevens' players during the game (cards, passes, dead cards, kills) and the standings at the end. */
import { type GameState, type GameView, score } from 'shichinarabe';
import { h, table } from '../shell/dom.js';
import type { Scene, Standings } from '../shell/game.js';
import { jokerHolder } from './table.js';

export function players(scene: Scene, kill: boolean): HTMLElement {
  const v = scene.whole as GameView;
  const showDead = kill || v.dead.some((pile) => pile.length > 0);
  const joker = jokerHolder(scene);
  const rows = v.handSizes.map((size, p) => {
    const status = v.disqualified.includes(p)
      ? 'disqualified'
      : v.finished.includes(p)
        ? 'out'
        : v.current === p
          ? 'to move'
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
        joker === p ? h('span', { class: 'holds-joker', title: 'holds the joker' }, ' 🃏') : '',
      ),
      h('td', {}, String(size)),
      h('td', {}, String(v.passes[p] ?? 0)),
      ...(showDead ? [h('td', {}, String(v.dead[p]?.length ?? 0)), h('td', {}, String(v.kills[p] ?? 0))] : []),
      h('td', {}, status),
    );
  });
  return table(['player', 'cards', 'passes', ...(showDead ? ['dead', 'kills'] : []), ''], rows);
}

export function standings(state: GameState, name: (p: number) => string): Standings {
  return {
    head: ['rank', 'player', 'status', 'cards left', 'dead', 'kills', 'self-kills', 'chips'],
    rows: score(state).standings.map((st) => ({
      player: st.player,
      rank: st.rank,
      cells: [
        String(st.rank),
        name(st.player),
        st.status,
        String(st.cardsLeft),
        String(st.dead),
        String(st.kills),
        String(st.selfKills),
        String(st.chips),
      ],
    })),
  };
}
