/**
 * Seven Bridge's table and hand: the stock, the discard pile and its top card, every meld with
 * its owner, the round scores; the hand (sorted by suit or by rank, cards picked to narrow the
 * suggestions) and the moves of the phase: draw; meld, lay off, discard; pon, chi or pass.
 */
import {
  type Card,
  formatMove,
  type GameState,
  type Meld,
  type Move,
  score,
  type View,
} from 'shichinarabe/seven-bridge';
import { isRed, showCard, showCards } from '../shell/cards.js';
import { h, must, table } from '../shell/dom.js';
import type { Scene } from '../shell/game.js';
import { lang, ui } from '../shell/lang.js';

let sortBy: 'suit' | 'rank' = 'suit';
/** The cards picked in the hand (indices into the hand as sorted), for the state they were picked in. */
let picked: { state: unknown; at: Set<number> } = { state: null, at: new Set() };

export function mountBridge(root: HTMLElement): void {
  root.replaceChildren(
    h('section', { id: 'table', class: 'bridge-table', 'data-testid': 'table', 'aria-label': ui('The table', '場') }),
    h(
      'section',
      { id: 'hand-area', class: 'hand-area' },
      h('h2', { id: 'hand-title' }, ui('Your hand', 'あなたの手札')),
      h('div', { id: 'hand-tools', class: 'hand-tools' }),
      h('div', { id: 'hand', class: 'hand', 'data-testid': 'hand' }),
      h('div', { id: 'actions', class: 'actions moves', 'data-testid': 'actions' }),
    ),
    h('section', { id: 'rounds', class: 'rounds', 'data-testid': 'rounds' }),
  );
}

const card = (c: Card, extra = '') => h('span', { class: `card${isRed(c) ? ' red' : ''}${extra}` }, showCard(c));
const rankIndex = (c: Card) => (c === 'JK' ? 99 : 'A23456789TJQK'.indexOf(c[0] as string));
const KINDS: Record<string, [string, string]> = {
  set: ['set', '同位札'],
  run: ['run', 'シークエンス'],
  seven: ['seven', '7単独'],
};
const kindName = (kind: string) => ui(...(KINDS[kind] ?? [kind, kind]));
const meldName = (m: Meld, name: (p: number) => string) =>
  ui(
    `${name(m.owner)}'s ${kindName(m.kind)} (meld #${m.id})`,
    `${name(m.owner)}の${kindName(m.kind)}（メルド#${m.id}）`,
  );

function drawTable(scene: Scene): void {
  const v = scene.whole as View;
  const top = v.discards.at(-1);
  // the last move rebuilt the stock from the discard pile (stockOut 'reshuffle')
  const rebuilt = v.events.find((e) => e.type === 'restock');
  must('#table').replaceChildren(
    h(
      'div',
      { class: 'piles' },
      h(
        'div',
        {
          class: `pile stock${rebuilt === undefined ? '' : ' rebuilt'}`,
          'data-testid': 'stock',
          'data-count': String(v.stockSize),
          'data-rebuilt': String(rebuilt !== undefined),
        },
        h('strong', {}, ui('Stock', '山札')),
        ui(` ${v.stockSize} cards`, ` ${v.stockSize}枚`),
        rebuilt === undefined
          ? ''
          : h(
              'small',
              { class: 'restock', 'data-testid': 'restock' },
              ui(
                ' just rebuilt from the discard pile (its top card stays), shuffled',
                ' 捨て札（一番上の1枚を除く）を切り直して作り直したところ',
              ),
            ),
      ),
      h(
        'div',
        { class: 'pile discards', 'data-testid': 'discards', 'data-top': top, 'data-count': String(v.discards.length) },
        h('strong', {}, ui('Discards', '捨て札')),
        ` ${v.discards.length}`,
        top === undefined
          ? ui(' (empty)', '（なし）')
          : h('span', { class: 'top-card' }, ui(' top ', ' 一番上 '), card(top, ' big')),
        v.discards.length > 1
          ? h(
              'small',
              { class: 'under' },
              `${ui(' under it: ', ' その下：')}${showCards(v.discards.slice(-6, -1).reverse())}`,
            )
          : '',
      ),
      h(
        'div',
        { class: 'pile round' },
        h('strong', {}, ui(`Round ${v.round}`, `ラウンド${v.round}`)),
        ui(` first: ${scene.name(v.firstPlayer)}`, ` 親：${scene.name(v.firstPlayer)}`),
      ),
    ),
    v.claim === null
      ? ''
      : h(
          'p',
          { class: 'claim', 'data-testid': 'claim' },
          ui(
            `${scene.name(v.claim.discarder)} discarded ${showCard(v.claim.card)}: a claim window is open`,
            `${scene.name(v.claim.discarder)}が${showCard(v.claim.card)}を捨てました：ポン・チーの受付中`,
          ),
        ),
    h(
      'div',
      { class: 'melds', 'data-testid': 'melds' },
      ...(v.melds.length === 0
        ? [h('p', { class: 'muted' }, ui('No melds yet.', 'メルドはまだありません。'))]
        : v.melds.map((m) =>
            h(
              'div',
              { class: 'meld', 'data-meld': String(m.id), 'data-owner': String(m.owner), 'data-kind': m.kind },
              h('small', {}, meldName(m, scene.name)),
              h('span', { class: 'meld-cards' }, ...m.cards.map((c) => card(c))),
            ),
          )),
    ),
  );
}

function sortedHand(hand: readonly Card[]): Card[] {
  return sortBy === 'suit' ? [...hand] : [...hand].sort((a, b) => rankIndex(a) - rankIndex(b));
}

/** Whether every picked card is among `cards` (as many jokers as picked). */
function fits(cards: readonly Card[], chosen: readonly Card[]): boolean {
  const left = [...cards];
  for (const c of chosen) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function drawHand(scene: Scene): Card[] {
  const area = must<HTMLElement>('#hand-area');
  const v = scene.whole as View;
  const { seat } = scene;
  const tools = must('#hand-tools');
  const sorter = (to: 'suit' | 'rank') =>
    h(
      'button',
      { type: 'button', 'data-action': `sort-${to}`, 'aria-pressed': String(sortBy === to) },
      to === 'suit' ? ui('by suit', 'スート順') : ui('by rank', '数字順'),
    );
  tools.replaceChildren(ui('Sort ', '並べ替え '), sorter('suit'), ' ', sorter('rank'));
  for (const to of ['suit', 'rank'] as const) {
    must(`[data-action="sort-${to}"]`, tools).addEventListener('click', () => {
      sortBy = to;
      picked = { state: null, at: new Set() };
      scene.redraw();
    });
  }
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
          ...sortedHand(hand ?? []).map((c) => card(c)),
          (hand ?? []).length === 0 ? '—' : '',
        ),
      ),
    );
    return [];
  }
  area.dataset.seat = String(seat);
  const asked =
    v.phase === 'claim' && v.claim !== null
      ? ui(
          ` — claim ${showCard(v.claim.card)}? (pon, chi or pass)`,
          ` — ${showCard(v.claim.card)}をポン・チーしますか？`,
        )
      : ui(' — your turn', ' — あなたの番');
  must('#hand-title').textContent =
    `${scene.name(seat)}${ui(': your hand', 'の手札')}${scene.moves.length > 0 ? asked : ''}`;
  if (picked.state !== scene.state) picked = { state: scene.state, at: new Set() };
  const hand = sortedHand((scene.mine as View).hands[seat] ?? []);
  const canPick = scene.moves.some(
    (m) => m.type === 'meld' || m.type === 'layoff' || m.type === 'pon' || m.type === 'chi',
  );
  must('#hand').replaceChildren(
    ...hand.map((c, i) => {
      const button = h(
        'button',
        {
          type: 'button',
          class: `card${isRed(c) ? ' red' : ''}`,
          'data-hand-card': c,
          'aria-pressed': String(picked.at.has(i)),
        },
        showCard(c),
      );
      button.addEventListener('click', () => {
        if (!canPick)
          return scene.notice(
            ui(
              'Pick cards when you may meld, lay off or claim: they narrow the moves offered.',
              'メルド・付け札・ポン・チーができるときに札を選ぶと、その札を使う手だけが表示されます。',
            ),
          );
        if (picked.at.has(i)) picked.at.delete(i);
        else picked.at.add(i);
        scene.redraw();
      });
      return button;
    }),
  );
  return [...picked.at].map((i) => hand[i] as Card);
}

/**
 * A group of move buttons under a heading, with a line of help when there is one; moves that do
 * not use the picked cards are folded (hidden, still in the page).
 */
function group(
  title: string,
  buttons: { el: HTMLButtonElement; fits: boolean }[],
  help: readonly string[] = [],
): HTMLElement | string {
  if (buttons.length === 0) return '';
  for (const b of buttons) b.el.hidden = !b.fits;
  const shown = buttons.filter((b) => b.fits).length;
  const narrowed =
    shown < buttons.length
      ? ui(` (${shown} of ${buttons.length} use your pick)`, `（選んだ札を使う手：${buttons.length}中${shown}）`)
      : '';
  return h(
    'div',
    { class: 'move-group' },
    h('strong', {}, `${title}${narrowed}${ui(': ', '：')}`),
    ...buttons.map((b) => b.el),
    ...help.map((text) => h('p', { class: 'help', 'data-testid': 'help' }, text)),
  );
}

/** What pon and chi do, one line each (shown beside the claim buttons). */
const PON_HELP = (): string =>
  ui(
    'Pon: take the discard to make a set with 2 or 3 cards of its rank from your hand (anyone may).',
    'ポン：捨て札と手札の同じ数字2〜3枚で同位札のメルドを作ります（誰でもできます）。',
  );
const CHI_HELP = (): string =>
  ui(
    'Chi: take the discard to make a run of its suit with 2 or more of your cards (only the next player; a pon comes first).',
    'チー：捨て札と手札の同じスートの2枚以上でシークエンスのメルドを作ります（捨てた人の次の人だけ。ポンが優先）。',
  );

function drawActions(scene: Scene, chosen: Card[]): void {
  const v = scene.whole as View;
  const moves = scene.moves as Move[];
  const byId = new Map(v.melds.map((m) => [m.id, m]));
  const b = (m: Move, label: string, cards: readonly Card[], cls = '') => ({
    el: scene.moveButton(m, label, { class: cls }),
    fits: fits(cards, chosen),
  });
  const said = (m: Move) => formatMove(m, { lang: lang() });
  const of = <T extends Move['type']>(t: T) => moves.filter((m): m is Extract<Move, { type: T }> => m.type === t);
  must('#actions').replaceChildren(
    group(
      ui('Draw', 'ドロー'),
      of('draw').map((m) => b(m, said(m), [], 'primary')),
    ),
    group(
      ui('Claim', 'ポン・チー'),
      [
        ...of('pon').map((m) => b(m, said(m), m.cards)),
        ...of('chi').map((m) => b(m, said(m), m.cards)),
        ...of('pass').map((m) => b(m, said(m), [])),
      ],
      [PON_HELP(), CHI_HELP()],
    ),
    group(
      ui('Meld', 'メルド'),
      of('meld').map((m) => b(m, showCards(m.cards), m.cards)),
    ),
    group(
      ui('Lay off', '付け札'),
      of('layoff').map((m) => {
        const meld = byId.get(m.meld);
        const where = meld === undefined ? `#${m.meld}` : meldName(meld, scene.name);
        const end = m.end === undefined ? '' : ` (${m.end === 'low' ? ui('low', '下') : ui('high', '上')})`;
        return b(m, `${showCard(m.card)} → ${where}${end}`, [m.card]);
      }),
    ),
    group(
      ui('Discard', '捨てる'),
      of('discard').map((m) => b(m, showCard(m.card), [m.card], `card${isRed(m.card) ? ' red' : ''}`)),
    ),
    chosen.length > 0
      ? h(
          'button',
          { type: 'button', 'data-action': 'clear-pick' },
          ui(`clear pick (${showCards(chosen)})`, `選択を解除（${showCards(chosen)}）`),
        )
      : '',
  );
  const clear = document.querySelector('[data-action="clear-pick"]');
  clear?.addEventListener('click', () => {
    picked = { state: null, at: new Set() };
    scene.redraw();
  });
}

/**
 * Round scores and totals so far (between rounds and at the end): a row per round, its points in
 * one wrapped cell (`P1 12 · P2 0 · …`), so that the table fits a phone with six players.
 */
function drawRounds(scene: Scene): void {
  const s = score(scene.state as GameState);
  const el = must('#rounds');
  if (s.rounds.length === 0) return void el.replaceChildren();
  const short = (p: number) => `P${p + 1}`;
  const each = (points: readonly number[]) => points.map((n, p) => `${short(p)} ${n}`).join(' · ');
  el.replaceChildren(
    h('h2', {}, ui('Rounds', 'ラウンド')),
    table(
      [ui('round', '回'), ui('won by', '上がり'), ui('points', '点数')],
      [
        ...s.rounds.map((r) =>
          h(
            'tr',
            { 'data-round': String(r.round) },
            h('td', {}, String(r.round)),
            h(
              'td',
              {},
              r.winner === null
                ? ui('stock out', '山札切れ')
                : `${short(r.winner)}${r.oneShot ? ui(' (one go)', '（一度に）') : ''}`,
            ),
            h('td', { class: 'wrap' }, each(r.points)),
          ),
        ),
        h(
          'tr',
          { class: 'totals' },
          h('td', {}, ui('total', '合計')),
          h('td', {}, ''),
          h('td', { class: 'wrap' }, each(s.totals)),
        ),
      ],
    ),
  );
}

export function drawBridge(scene: Scene): void {
  drawTable(scene);
  const chosen = drawHand(scene);
  drawActions(scene, chosen);
  drawRounds(scene);
}
