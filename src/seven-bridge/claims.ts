/**
 * The claim window (セイム / ポン and カット / チー), top to bottom as the rules go.
 *
 * 1. **When it opens.** After a discard that does not end the round — except after a discarded
 *    joker (it cannot be claimed), and except on the first n discards of a round (n = players;
 *    every discard counts, a joker's too) unless `firstRoundClaims` (1巡目はセイムやカットを
 *    することができない).
 * 2. **Who is asked.** Every other player once, from the discarder's left neighbour round to the
 *    discarder's right; each in turn is the player to move, in phase `'claim'`, even one who can
 *    only pass.
 * 3. **The answers.** `pass`; `pon` (anyone): the discard and 2 or 3 cards of the hand make a set;
 *    `chi` (only the discarder's left neighbour): the discard and 2 or more cards of the hand make
 *    a run of 3 or more. The going-out rules apply: a claim may not leave the hand empty with
 *    `discardToGoOut`, nor holding only a 7 or a joker with `noSevenOrJokerFinish`.
 * 4. **Pon first** (ポンが優先される). A pon ends the window at once and is made. A chi is held,
 *    unseen by the others, while the rest are asked; it is made when the last has passed, and
 *    dropped if one of them pons.
 * 5. **A claim made.** The discard leaves the pile and, with the claimer's cards, becomes a new
 *    meld of theirs; their turn goes on in phase `'play'` without a draw (山札を取る代わりに).
 *    After it, the turn passes to the claimer's left: the players between are skipped.
 * 6. **No claim.** The discarder's left neighbour starts a turn with a draw (or the round ends on
 *    a stock out).
 * @module
 */
import { cardName, JOKER } from '../shared/cards.js';
import { type Action, cardsAction, illegal, PASS_MOVE } from './actions.js';
import type { Events } from './events.js';
import { handWithout, holdsAll, mayLeave, removeCards } from './hand.js';
import { meldOf, readMeld } from './melds.js';
import { goOut, turnTo } from './round.js';
import { eachRunWith, eachSetWith } from './search.js';
import { CLAIM, type Draft, handHi, handLo, handSize, jokersOf, leftOf, ownsMeld, PLAY, type State } from './state.js';
import type { Move } from './types.js';

// --- 1. When it opens ---------------------------------------------------------------------------

/** Whether the discard just made (counted in `discardCount`) opens a claim window. */
export function opensWindow(d: Draft, card: number): boolean {
  return card !== JOKER && (d.game.options.firstRoundClaims || d.discardCount > d.game.players);
}

/** Opens the window on `discarder`'s discard: their left neighbour is asked first. */
export function openWindow(d: Draft, discarder: number): void {
  d.phase = CLAIM;
  d.discarder = discarder;
  d.chi = null;
  d.current = leftOf(d, discarder);
}

// --- 2. Who is asked ----------------------------------------------------------------------------

/** The card claimable in an open window (the discard pile's top). */
export const claimable = (s: State): number => s.discards[s.discards.length - 1] as number;
/** Whether the player asked is the last to be asked (the discarder's right neighbour). */
const askedLast = (s: State): boolean => leftOf(s, s.current) === s.discarder;
/** Whether a player may chi: the discarder's left neighbour only. */
const mayChi = (s: State, p: number): boolean => p === leftOf(s, s.discarder);

// --- 3. The answers -----------------------------------------------------------------------------

/** Whether a claim's cards (the discard among them) leave the claimer a hand they may hold. */
function claimLeaves(s: State, p: number, cards: readonly number[]): boolean {
  if (handSize(s, p) - (cards.length - 1) > 1) return true;
  const [lo, hi, jokers] = handWithout(s, p, withoutOne(cards, claimable(s)));
  return mayLeave(s, lo, hi, jokers);
}

/** The cards without one copy of `card`. */
function withoutOne(cards: readonly number[], card: number): number[] {
  const i = cards.indexOf(card);
  return i < 0 ? [...cards] : [...cards.slice(0, i), ...cards.slice(i + 1)];
}

/** Every answer of the player asked: the pass, then each pon (by suits), then each chi (by low place). */
export function claimMoves(s: State): Move[] {
  const p = s.current;
  const card = claimable(s);
  const lo = handLo(s, p);
  const hi = handHi(s, p);
  const jokers = jokersOf(s, p);
  const moves: Move[] = [PASS_MOVE];
  eachSetWith(card, lo, hi, jokers, (cards) => {
    if (claimLeaves(s, p, cards)) moves.push({ type: 'pon', cards: cards.map(cardName) });
  });
  if (mayChi(s, p)) {
    eachRunWith(card, lo, hi, jokers, s.game.options.aces === 'high-or-low', (cards) => {
      if (claimLeaves(s, p, cards)) moves.push({ type: 'chi', cards: cards.map(cardName) });
    });
  }
  return moves;
}

/** Checks a pon or a chi (the move's cards already read as numbers) and returns it as an action. */
export function checkClaim(s: State, type: 'pon' | 'chi', cards: readonly number[]): Action {
  const p = s.current;
  const card = claimable(s);
  const own = withoutOne(cards, card);
  if (own.length === cards.length) {
    throw illegal('not-a-meld', `a ${type} takes the discard ${cardName(card)}: list it among the cards`);
  }
  if (!holdsAll(s, p, own))
    throw illegal('not-in-hand', `P${p + 1} does not hold all of ${own.map(cardName).join(' ')}`);
  if (type === 'chi' && !mayChi(s, p)) {
    throw illegal('not-a-meld', `only P${leftOf(s, s.discarder) + 1}, left of the discarder, may chi`);
  }
  const meld = readMeld(cards, s.game.options.aces === 'high-or-low');
  const kind = meld === null ? null : meldOf(p, meld.cards, meld.low).kind;
  if (meld === null || kind !== (type === 'pon' ? 'set' : 'run') || meld.cards.length < 3) {
    throw illegal(
      'not-a-meld',
      type === 'pon'
        ? `a pon makes a set of 3 or 4 cards of the discard's rank (at most one joker), not ${cards.map(cardName).join(' ')}`
        : `a chi makes a run of 3 or more cards of the discard's suit, in order from low to high (at most one joker), not ${cards.map(cardName).join(' ')}`,
    );
  }
  if (!claimLeaves(s, p, meld.cards)) {
    throw illegal('must-keep-a-card', `this ${type} would leave P${p + 1} without a card they may go out with`);
  }
  return cardsAction(type, meld.cards, meld.low);
}

// --- 4. Pon first ------------------------------------------------------------------------------

/** Plays an answer of the player asked. */
export function answer(d: Draft, a: Action, events: Events): void {
  const p = d.current;
  if (a.type === 'pass') {
    events?.answer(p, 'pass');
    if (askedLast(d)) close(d, events);
    else d.current = leftOf(d, p);
  } else if (a.type === 'chi') {
    events?.answer(p, 'chi');
    if (askedLast(d)) makeClaim(d, p, 'chi', a.cards as number[], a.low, events);
    else {
      d.chi = a.cards;
      d.current = leftOf(d, p);
    }
  } else {
    makeClaim(d, p, 'pon', a.cards as number[], a.low, events);
  }
}

/** The last player asked has passed: a held chi is made, or there is no claim. */
function close(d: Draft, events: Events): void {
  const chi = d.chi;
  if (chi !== null) {
    const meld = readMeld(chi, d.game.options.aces === 'high-or-low');
    makeClaim(d, leftOf(d, d.discarder), 'chi', chi, meld?.low ?? 0, events);
    return;
  }
  events?.noClaim();
  turnTo(d, leftOf(d, d.discarder), events);
}

// --- 5. A claim made ----------------------------------------------------------------------------

function makeClaim(
  d: Draft,
  p: number,
  kind: 'pon' | 'chi',
  cards: readonly number[],
  low: number,
  events: Events,
): void {
  const from = d.discarder;
  const card = claimable(d);
  d.discards = d.discards.slice(0, -1);
  removeCards(d, p, withoutOne(cards, card));
  d.melded = ownsMeld(d, p); // the claim begins the claimer's turn
  d.claimedFrom = from;
  const id = d.melds.length;
  d.melds = [...d.melds, meldOf(p, cards, low)];
  d.owners |= 1 << p;
  events?.claim(p, kind, id, cards, from);
  d.phase = PLAY;
  d.current = p;
  d.discarder = -1;
  d.chi = null;
  if (d.hands[3 * p] === 0 && d.hands[3 * p + 1] === 0 && d.hands[3 * p + 2] === 0) goOut(d, p, events);
}
