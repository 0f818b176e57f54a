/**
 * Seven Up's table and hand: the deal (dealer, eldest, pack), the order of play from the eldest
 * (the way the game goes, clockwise or anticlockwise), the turn-ups and trump, the points of each
 * side (partners shown), the trick on the table and the last trick, a summary of every finished
 * deal (High, Low, Jack, Game and what each side scored in it); the hand with the playable cards
 * marked, and the moves: stand, beg, gift, run, a card to discard or to play.
 */
import { type Card, formatMove, type GameState, type Move, score, type View } from 'shichinarabe/seven-up';
import { isRed, showCard } from '../shell/cards.js';
import { h, must, table } from '../shell/dom.js';
import type { Scene } from '../shell/game.js';
import { lang, ui } from '../shell/lang.js';
import { optionsOf, turnOrder } from './rules.js';

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** What stand, beg, gift and run do: one line of help beside each button. */
const HELP: Record<string, () => string> = {
  stand: () =>
    ui(
      "Stand: keep the turn-up's suit as trump and play the deal.",
      'スタンド：ターンアップのスートを切り札にしてこのまま遊びます。',
    ),
  beg: () =>
    ui(
      'Beg: ask the dealer to give you a point or run the pack for a new trump.',
      'ベッグ：ディーラーに、1点くれるか、配り足して切り札を変えるかを頼みます。',
    ),
  gift: () =>
    ui(
      "Gift: give the eldest's side 1 point and keep the turn-up's suit as trump.",
      'ギフト：先手の組に1点を与え、ターンアップのスートを切り札にします。',
    ),
  run: () =>
    ui(
      'Run the pack: deal 3 more cards each and turn up a new card until its suit differs; that suit is trump.',
      'ラン：全員に3枚ずつ配り足し、違うスートが出るまで次の札をめくります。そのスートが切り札です。',
    ),
};

export function mountUp(root: HTMLElement): void {
  root.replaceChildren(
    h('section', { id: 'table', class: 'up-table', 'data-testid': 'table', 'aria-label': ui('The table', '場') }),
    h(
      'section',
      { id: 'hand-area', class: 'hand-area' },
      h('h2', { id: 'hand-title' }, ui('Your hand', 'あなたの手札')),
      h('div', { id: 'hand', class: 'hand', 'data-testid': 'hand' }),
      h('div', { id: 'actions', class: 'actions moves', 'data-testid': 'actions' }),
    ),
    h('section', { id: 'deals', class: 'deals', 'data-testid': 'deals' }),
  );
}

/** A side as people say it. */
function sideName(v: View, name: (p: number) => string, side: number): string {
  return (v.sides[side] ?? []).map(name).join(ui(' + ', '・'));
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
        h('strong', {}, ui(`Deal ${v.deal}`, `ディール${v.deal}`)),
        ui(
          ` dealer ${scene.name(v.dealer)}, eldest ${scene.name(v.eldest)}, pack ${v.packSize}`,
          ` ディーラー ${scene.name(v.dealer)}、先手 ${scene.name(v.eldest)}、残り${v.packSize}枚`,
        ),
      ),
      h(
        'div',
        { class: 'pile', 'data-testid': 'order', 'data-direction': optionsOf(scene.first).direction },
        h('strong', {}, ui('Play ', '手番 ')),
        `${turnOrder(scene.first, v.eldest)
          .map((p) => `P${p + 1}`)
          .join(
            ' → ',
          )} (${optionsOf(scene.first).direction === 'clockwise' ? ui('clockwise', '時計回り') : ui('anticlockwise', '反時計回り')})`,
      ),
      h(
        'div',
        { class: 'pile', 'data-testid': 'turn-ups' },
        h('strong', {}, ui('Turn-up ', 'ターンアップ ')),
        ...v.turnUps.map(card),
      ),
      h(
        'div',
        { class: 'pile trump', 'data-testid': 'trump', 'data-trump': v.trump ?? '' },
        h('strong', {}, ui('Trump ', '切り札 ')),
        v.trump === null
          ? ui('not made yet', '未定')
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
          ui(` of ${target}`, ` / ${target}点`),
        ),
      ),
    ),
    h(
      'div',
      { class: 'trick', 'data-testid': 'trick' },
      h('strong', {}, ui(`Trick ${trickNumber(v)}: `, `トリック${trickNumber(v)}：`)),
      ...(v.trick.length === 0 ? ['—'] : plays(v.trick, scene.name)),
    ),
    last === undefined
      ? ''
      : h(
          'div',
          { class: 'trick last', 'data-testid': 'last-trick' },
          h('strong', {}, ui('Last trick: ', '前のトリック：')),
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
    must('#hand-title').textContent = v.over
      ? ui('Hands', '手札')
      : ui('Hands (every seat is a bot)', '手札（全員ボット）');
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
  const doing =
    phase === 'discard'
      ? ui(' — discard down to six', ' — 6枚になるまで捨てる')
      : phase === 'play'
        ? ui(' — your turn to play', ' — あなたが出す番')
        : moves.length > 0
          ? ui(' — your turn', ' — あなたの番')
          : '';
  must('#hand-title').textContent = `${scene.name(seat)}${ui(': your hand', 'の手札')}${doing}`;
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
        return scene.moveButton(move, showCard(c), { ...attributes, title: formatMove(move, { lang: lang() }) });
      const button = h('button', { type: 'button', ...attributes }, showCard(c));
      // Not playable now: clicking it says why (the library's reason).
      button.addEventListener('click', () =>
        scene.attempt({ type: v.phase === 'discard' ? 'discard' : 'play', card: c } as Move),
      );
      return button;
    }),
  );
  must('#actions').replaceChildren(
    ...moves.flatMap((m) => {
      const help = HELP[m.type];
      if (help === undefined) return [];
      return [
        h(
          'div',
          { class: 'move-help' },
          scene.moveButton(m, formatMove(m, { lang: lang() }), { class: 'primary' }),
          h('span', { class: 'help', 'data-testid': 'help', 'data-help': m.type }, help()),
        ),
      ];
    }),
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
    h('h2', {}, ui('Deals', 'ディール')),
    table(
      [ui('deal', '回'), ui('trump', '切り札'), ui('won', '獲得'), ui('points', '点数')],
      [...s.deals].reverse().map((d) => {
        // High, Low, Jack and Game in one wrapped cell: the table fits a phone.
        const won = (
          [
            [ui('High', 'ハイ'), d.high],
            [ui('Low', 'ロー'), d.low],
            [ui('Jack', 'ジャック'), d.jack],
            [ui('Game', 'ゲーム'), d.game],
          ] as const
        )
          .map(([what, side]) => `${what} ${who(side)}`)
          .join(' · ');
        return h(
          'tr',
          { 'data-deal': String(d.deal) },
          ...[String(d.deal), d.trump === null ? '—' : (SUIT[d.trump] ?? d.trump), won, d.points.join(' · ')].map((t) =>
            h('td', {}, t),
          ),
        );
      }),
    ),
  );
}

/**
 * The trick being played, counted from 1: the next one while a deal's tricks are played, the
 * first before trump is made, the last one once the deal's tricks are done.
 */
export function trickNumber(v: View): number {
  return v.phase === 'play' ? v.tricks.length + 1 : Math.max(1, v.tricks.length);
}

export function drawUp(scene: Scene): void {
  drawTable(scene);
  drawHand(scene);
  drawDeals(scene);
}
