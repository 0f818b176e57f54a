/**
 * A turn (the rules file of Seven Bridge's turn; the claim window is `claims.ts`'s, melds are
 * `melds.ts`'s, scoring `scoring.ts`'s). Phases: `'draw'`, `'play'`, `'claim'`, `'over'`.
 *
 * 1. **Draw** (`'draw'`): the top card of the stock into the mover's hand; phase `'play'`.
 *    (A turn begun by a claim has no draw: `claims.ts`.)
 * 2. **Play** (`'play'`): any number of melds and lay-offs, then a discard.
 *    - **Meld**: cards from hand become a new meld of the mover's (id = melds made this round).
 *    - **Lay-off** (付け札): only a player who owns a meld this round (made by a meld, a pon or a
 *      chi, this turn included) may lay a card from hand on any meld (メルドをしていないプレイヤー
 *      は、付け札することはできない).
 *    - **Discard**: a card from hand onto the pile; the turn ends. A claim window may open
 *      (`claims.ts`); otherwise the discarder's left neighbour must draw.
 * 3. **Going out**: with `discardToGoOut` (default), by discarding one's last card; a meld or
 *    lay-off may not leave the hand empty. Without it, also at once when a meld or lay-off
 *    empties the hand. With `noSevenOrJokerFinish`, the last card discarded may not be a 7 or a
 *    joker, and no meld or lay-off may leave exactly one such card (`hand.ts`). Going out ends
 *    the round (`round.ts`).
 * @module
 */
import type { Action } from './actions.js';
import { answer, openWindow, opensWindow } from './claims.js';
import type { Events } from './events.js';
import { addCard, removeCards } from './hand.js';
import { meldOf } from './melds.js';
import { goOut, turnTo } from './round.js';
import { CLAIM, type Draft, leftOf, ownsMeld, PLAY } from './state.js';

/** Plays a checked action on the draft of the next state, telling `events` what happens. */
export function play(d: Draft, a: Action, events: Events): void {
  if (d.phase === CLAIM) {
    answer(d, a, events);
    return;
  }
  switch (a.type) {
    case 'draw':
      draw(d, events);
      return;
    case 'meld':
      meld(d, a, events);
      return;
    case 'layoff':
      layoff(d, a, events);
      return;
    default:
      discard(d, a.card, events);
  }
}

/** 1. The mover draws the stock's top card (the stock is not empty: `turnTo` saw to it). */
function draw(d: Draft, events: Events): void {
  const p = d.current;
  const card = d.deck[d.stock] as number;
  d.stock++;
  addCard(d, p, card);
  d.melded = ownsMeld(d, p); // the turn begins
  d.claimedFrom = -1;
  d.phase = PLAY;
  events?.draw(p, card);
}

/** 2. The mover lays a new meld down. */
function meld(d: Draft, a: Action, events: Events): void {
  const p = d.current;
  const cards = a.cards as number[];
  removeCards(d, p, cards);
  const id = d.melds.length;
  d.melds = [...d.melds, meldOf(p, cards, a.low)];
  d.owners |= 1 << p;
  events?.meld(p, id, cards);
  if (handEmpty(d, p)) goOut(d, p, events);
}

/** 2. The mover lays a card off on a meld. */
function layoff(d: Draft, a: Action, events: Events): void {
  const p = d.current;
  removeCards(d, p, [a.card]);
  const melds = d.melds.slice();
  melds[a.meld] = a.made as (typeof melds)[number];
  d.melds = melds;
  events?.layoff(p, a.meld, a.card, a.end);
  if (handEmpty(d, p)) goOut(d, p, events);
}

/** 2. The mover discards; their last card takes them out, else a claim window or the next turn. */
function discard(d: Draft, card: number, events: Events): void {
  const p = d.current;
  removeCards(d, p, [card]);
  d.discards = [...d.discards, card];
  d.discardCount++;
  events?.discard(p, card);
  if (handEmpty(d, p)) goOut(d, p, events);
  else if (opensWindow(d, card)) openWindow(d, p);
  else turnTo(d, leftOf(d, p), events);
}

/** Whether a player's hand is empty. */
const handEmpty = (d: Draft, p: number): boolean =>
  d.hands[3 * p] === 0 && d.hands[3 * p + 1] === 0 && d.hands[3 * p + 2] === 0;
