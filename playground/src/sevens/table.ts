/**
 * Sevens' table and hand: the 4×13 table (cells on the table, empty, dead with their owner, the
 * joker standing for a moment) and the hand of the human to move, with the pass and joker moves.
 */
import {
  type AnyMove,
  type Card,
  formatMove,
  type GameState,
  type GameView,
  type Move,
  RANKS,
  SUITS,
  view,
} from 'shichinarabe';
import { isRed, showCard } from '../shell/cards.js';
import { h, must } from '../shell/dom.js';
import type { Scene } from '../shell/game.js';
import { lang, ui } from '../shell/lang.js';

/** Builds the table and the hand area. */
export function mountTable(root: HTMLElement): void {
  root.replaceChildren(
    h('section', { id: 'table', class: 'table', 'data-testid': 'table', 'aria-label': ui('The table', '場') }),
    h(
      'section',
      { id: 'hand-area', class: 'hand-area' },
      h('h2', { id: 'hand-title' }, ui('Your hand', 'あなたの手札')),
      h('div', { id: 'hand', class: 'hand', 'data-testid': 'hand' }),
      h('div', { class: 'actions', id: 'actions' }),
    ),
  );
  drawnState = null;
}

/** The state whose table is drawn, so the cells (and their animations) are redrawn only on a change. */
let drawnState: GameState | null = null;
/** Where the joker stands, shown for a moment before its holder swaps it (data-state="joker"). */
let jokerCell: Card | null = null;
let jokerTimer: ReturnType<typeof setTimeout> | undefined;

/** Draws the table, animating the move just made; a joker move shows the joker standing first. */
export function drawTable(scene: Scene, speed: number): void {
  const state = scene.state as GameState;
  if (state === drawnState) return;
  drawnState = state;
  clearTimeout(jokerTimer);
  jokerCell = null;
  const whole = scene.whole as GameView;
  const joker = view(state).events.find((e) => e.type === 'joker');
  const hold = scene.live ? Math.min(speed, 900) : 700;
  if (scene.animate && joker !== undefined && 'card' in joker && hold > 0) {
    jokerCell = joker.card;
    jokerTimer = setTimeout(() => {
      jokerCell = null;
      cells(whole, state, false);
    }, hold);
  }
  cells(whole, state, scene.animate);
}

function cells(v: GameView, state: GameState, animate: boolean): void {
  const onTable = new Set<string>(v.table);
  const deadOwner = new Map<string, number>();
  v.dead.forEach((pile, p) => {
    for (const card of pile) deadOwner.set(card, p);
  });
  const fx = new Map<string, string>();
  if (animate) {
    for (const e of view(state).events) {
      if (e.type === 'play' || e.type === 'swap') fx.set(e.card, 'play');
      else if (e.type === 'joker') fx.set(e.card, 'joker');
      else if (e.type === 'died') for (const c of e.cards) fx.set(c, 'died');
      else if (e.type === 'disqualified') for (const c of e.cards) fx.set(c, 'disqualified');
    }
  }
  const els: HTMLElement[] = [h('div', { class: 'corner' })];
  for (const rank of RANKS) els.push(h('div', { class: 'col-label' }, rank === 'T' ? '10' : rank));
  for (const suit of SUITS) {
    els.push(
      h('div', { class: `row-label${suit === 'H' || suit === 'D' ? ' red' : ''}` }, showCard(`A${suit}`).slice(1)),
    );
    for (const rank of RANKS) {
      const card = `${rank}${suit}` as Card;
      const owner = deadOwner.get(card);
      const at = card === jokerCell ? 'joker' : onTable.has(card) ? 'table' : owner !== undefined ? 'dead' : 'empty';
      const title =
        at === 'dead'
          ? ui(
              `${showCard(card)}: dead (P${(owner as number) + 1}'s)`,
              `${showCard(card)}：死に札（P${(owner as number) + 1}）`,
            )
          : at === 'joker'
            ? ui(`the joker stands in ${showCard(card)}'s cell`, `ジョーカーが${showCard(card)}の代わり`)
            : `${showCard(card)}: ${at === 'table' ? ui('on the table', '場に出ている') : ui('empty', '空き')}`;
      els.push(
        h(
          'div',
          {
            class: `cell${isRed(card) ? ' red' : ''}`,
            'data-cell': card,
            'data-state': at,
            'data-owner': owner === undefined ? undefined : String(owner),
            'data-fx': fx.get(card),
            title,
          },
          at === 'joker' ? '🃏' : showCard(card),
          ...(owner === undefined ? [] : [h('small', { class: 'owner' }, `P${owner + 1}`)]),
        ),
      );
    }
  }
  must('#table').replaceChildren(...els);
}

/** The hand of the human to move (or every hand, face up, when no human plays or the game is reviewed). */
export function drawHand(scene: Scene, passLimit: number | null): void {
  const handArea = must<HTMLElement>('#hand-area');
  const handTitle = must('#hand-title');
  const handEl = must('#hand');
  const actions = must('#actions');
  const whole = scene.whole as GameView;
  const { seat } = scene;
  if (seat === null) {
    handTitle.textContent = whole.over ? ui('Hands', '手札') : ui('Hands (every seat is a bot)', '手札（全員ボット）');
    handEl.replaceChildren(
      ...whole.hands.map((hand, p) =>
        h(
          'div',
          { class: 'open-hand', 'data-open-hand': String(p) },
          h('strong', {}, `${scene.name(p)}: `),
          ...(hand ?? []).map((c) => h('span', { class: `card${isRed(c) ? ' red' : ''}` }, showCard(c))),
          (hand ?? []).length === 0 ? '—' : '',
        ),
      ),
    );
    actions.replaceChildren(
      h('button', { type: 'button', 'data-action': 'pass', disabled: true, hidden: true }, ui('Pass', 'パス')),
      h('span', { id: 'joker-moves', class: 'joker-moves', 'data-testid': 'joker-moves' }),
    );
    handArea.dataset.seat = '';
    return;
  }
  const mine = scene.mine as GameView;
  const moves = scene.moves as Move[];
  const myTurn = moves.length > 0;
  handArea.dataset.seat = String(seat);
  handTitle.textContent = `${scene.name(seat)}${ui(': your hand', 'の手札')}${myTurn ? ui(' — your turn', ' — あなたの番') : ''}`;
  const hand = mine.hands[seat] ?? [];
  const plays = new Map(moves.flatMap((m) => (m.type === 'play' ? [[m.card, m] as const] : [])));
  handEl.replaceChildren(
    ...hand.map((card) => {
      const move = plays.get(card);
      const attributes = {
        class: `card${isRed(card) ? ' red' : ''}`,
        'data-hand-card': card,
        'data-legal': String(move !== undefined),
      };
      if (move !== undefined)
        return scene.moveButton(move, showCard(card), { ...attributes, title: formatMove(move, { lang: lang() }) });
      // Not playable now: clicking it says why (the library's reason).
      const button = h(
        'button',
        {
          type: 'button',
          ...attributes,
          title: ui(`${showCard(card)} cannot be played now`, `${showCard(card)}は今は出せません`),
        },
        showCard(card),
      );
      button.addEventListener('click', () =>
        card === 'JK'
          ? scene.notice(
              ui(
                'The joker is played with the joker buttons (🃏).',
                'ジョーカーはジョーカーのボタン（🃏）で出します。',
              ),
            )
          : scene.attempt({ type: 'play', card } as AnyMove),
      );
      return button;
    }),
  );
  if (hand.length === 0) handEl.append(h('span', { class: 'empty-hand' }, ui('no cards', '手札なし')));
  const pass = moves.find((m) => m.type === 'pass');
  const said = formatMove({ type: 'pass' }, { lang: lang() });
  const used = whole.passes[seat] ?? 0;
  const passText =
    passLimit === null ? said : ui(`${said} (${used} of ${passLimit} used)`, `${said}（${used}/${passLimit}回使用）`);
  actions.replaceChildren(
    pass === undefined
      ? h('button', { type: 'button', 'data-action': 'pass', disabled: true }, passText)
      : scene.moveButton(pass, passText, { 'data-action': 'pass' }),
    h(
      'span',
      { id: 'joker-moves', class: 'joker-moves', 'data-testid': 'joker-moves' },
      ...moves.flatMap((m) => {
        if (m.type !== 'joker') return [];
        const key = m.next === undefined ? m.card : `${m.card}:${m.next}`;
        return [scene.moveButton(m, `🃏 ${formatMove(m, { lang: lang() })}`, { class: 'joker', 'data-joker': key })];
      }),
    ),
  );
}

/** Who holds the joker, as far as the people at the page may know (the view's `jokerHolder`). */
export function jokerHolder(scene: Scene): number | null {
  return (scene.seat === null ? (scene.whole as GameView) : view(scene.state as GameState, scene.seat)).jokerHolder;
}
