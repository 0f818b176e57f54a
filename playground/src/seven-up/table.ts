/**
 * Seven Up's table and hand: the deal (dealer, eldest, pack), the order of play from the eldest
 * (the way the game goes, clockwise or anticlockwise), the turn-ups and trump, the points of each
 * side (partners shown), the trick on the table and the last trick, a summary of every finished
 * deal (High, Low, Jack, Game and what each side scored in it); the hand with the playable cards
 * marked, and the moves: stand, beg, gift, run, a card to discard or to play.
 */
import { type Card, type GameState, type Move, score, type View } from 'shichinarabe/seven-up';
import { isRed, showCard } from '../shell/cards.js';
import { h, must, table } from '../shell/dom.js';
import type { Scene } from '../shell/game.js';
import { optionsOf, turnOrder } from './rules.js';

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const WORDS: Record<string, string> = { stand: 'Stand', beg: 'Beg', gift: 'Gift (give one)', run: 'Run the pack' };

export function mountUp(root: HTMLElement): void {
  root.replaceChildren(
    h('section', { id: 'table', class: 'up-table', 'data-testid': 'table', 'aria-label': 'The table' }),
    h(
      'section',
      { id: 'hand-area', class: 'hand-area' },
      h('h2', { id: 'hand-title' }, 'Your hand'),
      h('div', { id: 'hand', class: 'hand', 'data-testid': 'hand' }),
      h('div', { id: 'actions', class: 'actions moves', 'data-testid': 'actions' }),
    ),
    h('section', { id: 'deals', class: 'deals', 'data-testid': 'deals' }),
  );
}

/** A side as people say it. */
export function sideName(v: View, name: (p: number) => string, side: number): string {
  return (v.sides[side] ?? []).map(name).join(' + ');
}

const card = (c: Card) => h('span', { class: `card${isRed(c) ? ' red' : ''}` }, showCard(c));
const plays = (list: readonly { player: number; card: Card }[], name: (p: number) => string) =>
  list.map((p) => h('span', { class: 'play', 'data-player': String(p.player) }, `${name(p.player)} `, card(p.card)));

function drawTable(scene: Scene): void {
  const v = scene.whole as View;
  const last = v.tricks.at(-1);
  const target = score(scene.state as GameState).target;
  must('#table').replaceChildren(
    h(
      'div',
      { class: 'piles' },
      h(
        'div',
        { class: 'pile' },
        h('strong', {}, `Deal ${v.deal}`),
        ` dealer ${scene.name(v.dealer)}, eldest ${scene.name(v.eldest)}, pack ${v.packSize}`,
      ),
      h(
        'div',
        { class: 'pile', 'data-testid': 'order', 'data-direction': optionsOf(scene.first).direction },
        h('strong', {}, 'Play '),
        `${turnOrder(scene.first, v.eldest)
          .map((p) => `P${p + 1}`)
          .join(' → ')} (${optionsOf(scene.first).direction})`,
      ),
      h('div', { class: 'pile', 'data-testid': 'turn-ups' }, h('strong', {}, 'Turn-up '), ...v.turnUps.map(card)),
      h(
        'div',
        { class: 'pile trump', 'data-testid': 'trump', 'data-trump': v.trump ?? '' },
        h('strong', {}, 'Trump '),
        v.trump === null
          ? 'not made yet'
          : h('span', { class: `big${v.trump === 'H' || v.trump === 'D' ? ' red' : ''}` }, SUIT[v.trump] ?? v.trump),
      ),
    ),
    h(
      'div',
      { class: 'sides', 'data-testid': 'sides' },
      ...v.sides.map((_, s) =>
        h(
          'div',
          { class: 'side', 'data-side': String(s) },
          `${sideName(v, scene.name, s)}: `,
          h('strong', {}, `${v.points[s] ?? 0}`),
          ` of ${target}`,
        ),
      ),
    ),
    h(
      'div',
      { class: 'trick', 'data-testid': 'trick' },
      h('strong', {}, `Trick ${v.tricks.length + (v.phase === 'play' ? 1 : 0)}: `),
      ...(v.trick.length === 0 ? ['—'] : plays(v.trick, scene.name)),
    ),
    last === undefined
      ? ''
      : h(
          'div',
          { class: 'trick last', 'data-testid': 'last-trick' },
          h('strong', {}, 'Last trick: '),
          ...plays(last.plays, scene.name),
          ` → ${scene.name(last.winner)}`,
        ),
  );
}

function drawHand(scene: Scene): void {
  const v = scene.whole as View;
  const area = must<HTMLElement>('#hand-area');
  const { seat } = scene;
  if (seat === null) {
    area.dataset.seat = '';
    must('#hand-title').textContent = v.over ? 'Hands' : 'Hands (every seat is a bot)';
    must('#hand').replaceChildren(
      ...v.hands.map((hand, p) =>
        h(
          'div',
          { class: 'open-hand', 'data-open-hand': String(p) },
          h('strong', {}, `${scene.name(p)}: `),
          ...(hand ?? []).map(card),
          (hand ?? []).length === 0 ? '—' : '',
        ),
      ),
    );
    must('#actions').replaceChildren();
    return;
  }
  area.dataset.seat = String(seat);
  const moves = scene.moves as Move[];
  const phase = moves[0]?.type;
  must('#hand-title').textContent =
    `${scene.name(seat)}: your hand${phase === 'discard' ? ' — discard down to six' : phase === 'play' ? ' — your turn to play' : moves.length > 0 ? ' — your turn' : ''}`;
  const byCard = new Map(
    moves.flatMap((m) => (m.type === 'play' || m.type === 'discard' ? [[m.card, m] as const] : [])),
  );
  const hand = (scene.mine as View).hands[seat] ?? [];
  must('#hand').replaceChildren(
    ...hand.map((c) => {
      const move = byCard.get(c);
      const attributes = {
        class: `card${isRed(c) ? ' red' : ''}`,
        'data-hand-card': c,
        'data-legal': String(move !== undefined),
      };
      if (move !== undefined)
        return scene.moveButton(move, showCard(c), { ...attributes, title: `${move.type} ${showCard(c)}` });
      const button = h('button', { type: 'button', ...attributes }, showCard(c));
      // Not playable now: clicking it says why (the library's reason).
      button.addEventListener('click', () =>
        scene.attempt({ type: v.phase === 'discard' ? 'discard' : 'play', card: c } as Move),
      );
      return button;
    }),
  );
  must('#actions').replaceChildren(
    ...moves.flatMap((m) =>
      m.type in WORDS ? [scene.moveButton(m, WORDS[m.type] ?? m.type, { class: 'primary' })] : [],
    ),
  );
}

/** Every finished deal: trump, who won High, Low, Jack and Game, and what each side scored (a kick and a hanged jack included). */
function drawDeals(scene: Scene): void {
  const v = scene.whole as View;
  const s = score(scene.state as GameState);
  const el = must('#deals');
  if (s.deals.length === 0) return void el.replaceChildren();
  // Short side names (P1+P3): the table stays narrow on a phone.
  const who = (side: number | null) => (side === null ? '—' : (v.sides[side] ?? []).map((p) => `P${p + 1}`).join('+'));
  el.replaceChildren(
    h('h2', {}, 'Deals'),
    table(
      ['deal', 'trump', 'High', 'Low', 'Jack', 'Game', 'points'],
      [...s.deals]
        .reverse()
        .map((d) =>
          h(
            'tr',
            { 'data-deal': String(d.deal) },
            ...[
              String(d.deal),
              d.trump === null ? '—' : (SUIT[d.trump] ?? d.trump),
              who(d.high),
              who(d.low),
              who(d.jack),
              who(d.game),
              d.points.join(' · '),
            ].map((t) => h('td', {}, t)),
          ),
        ),
    ),
  );
}

export function drawUp(scene: Scene): void {
  drawTable(scene);
  drawHand(scene);
  drawDeals(scene);
}
