/**
 * Seven Bridge's table and hand: the stock, the discard pile and its top card, every meld with
 * its owner, the round scores; the hand (sorted by suit or by rank, cards picked to narrow the
 * suggestions) and the moves of the phase: draw; meld, lay off, discard; pon, chi or pass.
 */
import { type Card, type GameState, type Meld, type Move, score, type View } from 'shichinarabe/seven-bridge';
import { isRed, showCard, showCards } from '../shell/cards.js';
import { h, must, table } from '../shell/dom.js';
import type { Scene } from '../shell/game.js';

let sortBy: 'suit' | 'rank' = 'suit';
/** The cards picked in the hand (indices into the hand as sorted), for the state they were picked in. */
let picked: { state: unknown; at: Set<number> } = { state: null, at: new Set() };

export function mountBridge(root: HTMLElement): void {
  root.replaceChildren(
    h('section', { id: 'table', class: 'bridge-table', 'data-testid': 'table', 'aria-label': 'The table' }),
    h(
      'section',
      { id: 'hand-area', class: 'hand-area' },
      h('h2', { id: 'hand-title' }, 'Your hand'),
      h('div', { id: 'hand-tools', class: 'hand-tools' }),
      h('div', { id: 'hand', class: 'hand', 'data-testid': 'hand' }),
      h('div', { id: 'actions', class: 'actions moves', 'data-testid': 'actions' }),
    ),
    h('section', { id: 'rounds', class: 'rounds', 'data-testid': 'rounds' }),
  );
}

const card = (c: Card, extra = '') => h('span', { class: `card${isRed(c) ? ' red' : ''}${extra}` }, showCard(c));
const rankIndex = (c: Card) => (c === 'JK' ? 99 : 'A23456789TJQK'.indexOf(c[0] as string));
const meldName = (m: Meld, name: (p: number) => string) => `${name(m.owner)}'s ${m.kind} (meld ${m.id})`;

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
        h('strong', {}, 'Stock'),
        ` ${v.stockSize} cards`,
        rebuilt === undefined
          ? ''
          : h(
              'small',
              { class: 'restock', 'data-testid': 'restock' },
              ' just rebuilt from the discard pile (its top card stays), shuffled',
            ),
      ),
      h(
        'div',
        { class: 'pile discards', 'data-testid': 'discards', 'data-top': top, 'data-count': String(v.discards.length) },
        h('strong', {}, 'Discards'),
        ` ${v.discards.length}`,
        top === undefined ? ' (empty)' : h('span', { class: 'top-card' }, ' top ', card(top, ' big')),
        v.discards.length > 1
          ? h('small', { class: 'under' }, ` under it: ${showCards(v.discards.slice(-6, -1).reverse())}`)
          : '',
      ),
      h('div', { class: 'pile round' }, h('strong', {}, `Round ${v.round}`), ` first: ${scene.name(v.firstPlayer)}`),
    ),
    v.claim === null
      ? ''
      : h(
          'p',
          { class: 'claim', 'data-testid': 'claim' },
          `${scene.name(v.claim.discarder)} discarded ${showCard(v.claim.card)}: a claim window is open`,
        ),
    h(
      'div',
      { class: 'melds', 'data-testid': 'melds' },
      ...(v.melds.length === 0
        ? [h('p', { class: 'muted' }, 'No melds yet.')]
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
    h('button', { type: 'button', 'data-action': `sort-${to}`, 'aria-pressed': String(sortBy === to) }, `by ${to}`);
  tools.replaceChildren('Sort ', sorter('suit'), ' ', sorter('rank'));
  for (const to of ['suit', 'rank'] as const) {
    must(`[data-action="sort-${to}"]`, tools).addEventListener('click', () => {
      sortBy = to;
      picked = { state: null, at: new Set() };
      scene.redraw();
    });
  }
  if (seat === null) {
    area.dataset.seat = '';
    must('#hand-title').textContent = v.over ? 'Hands' : 'Hands (every seat is a bot)';
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
    v.phase === 'claim' && v.claim !== null ? ` — claim ${showCard(v.claim.card)}? (pon, chi or pass)` : ' — your turn';
  must('#hand-title').textContent = `${scene.name(seat)}: your hand${scene.moves.length > 0 ? asked : ''}`;
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
          return scene.notice('Pick cards when you may meld, lay off or claim: they narrow the moves offered.');
        if (picked.at.has(i)) picked.at.delete(i);
        else picked.at.add(i);
        scene.redraw();
      });
      return button;
    }),
  );
  return [...picked.at].map((i) => hand[i] as Card);
}

/** A group of move buttons under a heading; moves that do not use the picked cards are folded (hidden, still in the page). */
function group(title: string, buttons: { el: HTMLButtonElement; fits: boolean }[]): HTMLElement | string {
  if (buttons.length === 0) return '';
  for (const b of buttons) b.el.hidden = !b.fits;
  const shown = buttons.filter((b) => b.fits).length;
  return h(
    'div',
    { class: 'move-group' },
    h('strong', {}, `${title}${shown < buttons.length ? ` (${shown} of ${buttons.length} use your pick)` : ''}: `),
    ...buttons.map((b) => b.el),
  );
}

function drawActions(scene: Scene, chosen: Card[]): void {
  const v = scene.whole as View;
  const moves = scene.moves as Move[];
  const byId = new Map(v.melds.map((m) => [m.id, m]));
  const b = (m: Move, label: string, cards: readonly Card[], cls = '') => ({
    el: scene.moveButton(m, label, { class: cls }),
    fits: fits(cards, chosen),
  });
  const of = <T extends Move['type']>(t: T) => moves.filter((m): m is Extract<Move, { type: T }> => m.type === t);
  must('#actions').replaceChildren(
    group(
      'Draw',
      of('draw').map((m) => b(m, 'Draw from the stock', [], 'primary')),
    ),
    group('Claim', [
      ...of('pon').map((m) => b(m, `Pon ${showCards(m.cards)}`, m.cards)),
      ...of('chi').map((m) => b(m, `Chi ${showCards(m.cards)}`, m.cards)),
      ...of('pass').map((m) => b(m, 'Pass (no claim)', [])),
    ]),
    group(
      'Meld',
      of('meld').map((m) => b(m, showCards(m.cards), m.cards)),
    ),
    group(
      'Lay off',
      of('layoff').map((m) => {
        const meld = byId.get(m.meld);
        const where = meld === undefined ? `meld ${m.meld}` : meldName(meld, scene.name);
        return b(m, `${showCard(m.card)} → ${where}${m.end === undefined ? '' : ` (${m.end})`}`, [m.card]);
      }),
    ),
    group(
      'Discard',
      of('discard').map((m) => b(m, showCard(m.card), [m.card], `card${isRed(m.card) ? ' red' : ''}`)),
    ),
    chosen.length > 0
      ? h('button', { type: 'button', 'data-action': 'clear-pick' }, `clear pick (${showCards(chosen)})`)
      : '',
  );
  const clear = document.querySelector('[data-action="clear-pick"]');
  clear?.addEventListener('click', () => {
    picked = { state: null, at: new Set() };
    scene.redraw();
  });
}

/** Round scores and totals so far (between rounds and at the end). */
function drawRounds(scene: Scene): void {
  const s = score(scene.state as GameState);
  const el = must('#rounds');
  if (s.rounds.length === 0) return void el.replaceChildren();
  const players = s.totals.map((_, p) => p);
  el.replaceChildren(
    h('h2', {}, 'Rounds'),
    table(
      ['round', 'won by', ...players.map((p) => scene.name(p))],
      [
        ...s.rounds.map((r) =>
          h(
            'tr',
            { 'data-round': String(r.round) },
            h('td', {}, String(r.round)),
            h('td', {}, r.winner === null ? r.reason : `${scene.name(r.winner)}${r.oneShot ? ' (one go)' : ''}`),
            ...r.points.map((p) => h('td', {}, String(p))),
          ),
        ),
        h(
          'tr',
          { class: 'totals' },
          h('td', {}, 'total'),
          h('td', {}, ''),
          ...s.totals.map((t) => h('td', {}, String(t))),
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
