/**
 * The rules of Seven Up (セブンアップ, All Fours), as the Japanese Wikipedia article
 * 「セブンアップ (トランプゲーム)」 gives them: this file is the deal — dealing, the turn-up, stand or
 * beg, gift or run, running the pack, the redeal and discarding down to six. The tricks are in
 * `tricks.ts`, the count after the sixth trick in `count.ts`.
 *
 * Decisions where the rules leave a choice (each is the library's reading, documented for players):
 * - Direction: "to the left" is the next player in the game's `direction` — player p + 1
 *   clockwise (the article's 時計回り, the default), p − 1 anticlockwise (Trinidad and Tobago's
 *   反時計回り). It rules the eldest (the dealer's next player), the deal, the discards, the play
 *   (`tricks.ts`) and the next deal's dealer alike; partnerships stay 0 and 2 against 1 and 3.
 * - Dealing: one card at a time from the eldest in the game's direction, six each, then the next
 *   card is turned up; running the pack deals three more each the same way.
 * - A turn-up scores for the dealer's side the moment it is turned up, before anyone stands or
 *   begs: a jack 1 (`kick: 'jack'`, the article's rule), or with `kick: 'trinidad'` (Trinidad's
 *   "kicks") an ace 1, a six 2, a jack 3. It scores exactly where a jack scores: the deal's first
 *   turn-up (a redeal's too), and when the pack is run only the turn-up that makes trump (the first
 *   of a new suit) — a card of the refused suit turned up on the way scores nothing.
 * - A gift makes trump first, then scores 1 for the eldest's side (so a gift that wins the game still
 *   makes trump); a turn-up that makes trump while running makes trump, then scores. With
 *   `giftMayWin: false` (Foster's Hoyle) the dealer may not give a point that would bring the
 *   eldest's side to the target (it holds target − 1 points or more): `run` is the one legal move.
 * - Every turn-up stays out of the hands (the refused ones and the one that makes trump), and so
 *   do the cards left in the pack; the view lists all of this deal's turn-ups. The suit the pack is
 *   run away from is the first turn-up's.
 * - The pack is run (three cards each, then a turn-up) while at least 3n + 1 cards remain (n
 *   players); with fewer, the deal is abandoned: the same dealer deals a new deal, which counts as
 *   a deal (it uses the next deck and the next deal number), and the points already scored in the
 *   abandoned deal (what its turn-up scored) stay, in no deal's line of the score sheet. One `run`
 *   move plays every run of the pack, and a redeal, at once; no event tells the three cards dealt
 *   (the hand sizes do).
 * - After a run everybody holds more than six cards and discards down to six, one card per move,
 *   face down: the eldest first (all of their extra cards), then each next player. Any card
 *   may be discarded, trumps included. Discards are out of the deal and count for nothing.
 * - After a stand or a gift nobody discards; the eldest leads the first trick.
 * - High, Low and Jack count only trumps played to the tricks (never a turn-up, a discard or a
 *   card left in the pack); one trump can be High and Low (and Jack). Low goes by default to the
 *   side that won the trick holding the lowest trump played (the article's 「獲得した」); the
 *   `low: 'holder'` option gives it to the side of the player who played it. A tie for the highest
 *   Game total scores nothing (other sides' totals do not matter).
 * - Each of the four awards is told (`side: null` when not awarded), up to the one that wins. A
 *   jack of trumps won by a side other than the side of the player who played it is "hanged": with
 *   `hangJack` it scores 3 instead of 1; a jack won by the player's partner is not hanged.
 * - The first side to reach the target wins at once, even in the middle of a deal or before the
 *   first move (a scoring turn-up in a 1-point game): nothing more happens (no later award, no next
 *   deal). A deal that ends so is on the score sheet (its trump if made, the awards not made
 *   `null`); an abandoned deal is not, so the sheet's deal numbers may skip.
 * - The next deal's dealer is the previous dealer's next player; a redeal keeps the dealer. A new
 *   deal's `deal`, `turn-up` (and its `point`) events belong to the move that ended the previous deal.
 * - Each line of the score sheet has what each side scored in that deal (its turn-ups, its gift and
 *   its awards); points are never capped, so a side may end past the target.
 * - The game may last any number of deals: a deal in which nobody holds a trump at the play (none
 *   dealt after a stand, or all discarded after a run) and the Game totals tie scores nothing, and
 *   the rules set no limit on deals. Every move is finite and a live state always has a legal move.
 *
 * Decisions of the API (where the contract leaves the form open):
 * - Legal moves are listed `stand` then `beg`, `gift` then `run`, discards and plays in card
 *   order (suits S H D C, then A 2 … K) — `generate.ts`.
 * - A faulty move is judged in this order: `'game-over'`, `'malformed'` (not an object, an unknown
 *   type, a `card` that is not a string), `'unknown-card'` (a string that is not one of the 52
 *   cards, `'JK'` included), `'wrong-phase'`, `'not-in-hand'`, `'must-follow'`, `'gift-not-allowed'`
 *   — `check.ts`.
 * - A view's `turnUps` lists every turn-up of the deal being played, the refused ones included;
 *   once a deal is counted and the next one dealt, the view shows the new deal (its tricks empty):
 *   the finished deal is told by the move's events and by `score().deals`. After the last deal of a
 *   game, the view keeps that deal's tricks.
 * - The seed's deck for deal k is the 52 cards shuffled with the seed `seven-up/SEED/k` (`decks.ts`).
 * - A view's `lastMove` has the type `HiddenDiscard` besides the moves (another player's discard,
 *   without its card); the family's generic view reads any move by its `type`.
 * @module
 */
import { rankOf, suitOf } from '../shared/cards.js';
import { deckFor } from './decks.js';
import { bonusPoints } from './points.js';
import type { Events } from './recorder.js';
import {
  DISCARD,
  type Draft,
  eldestOf,
  GIFT,
  HAND,
  handSize,
  nextPlayer,
  PLAY,
  RUN_CARDS,
  type State,
  seatAfter,
  sideOf,
  STAND,
  turnUpAt,
  turnUpOf,
} from './state.js';

/** Gives the cards `deck[from …]` one at a time from the eldest in the game's direction, `each` per player. */
function dealCards(d: Draft, from: number, each: number): void {
  const n = d.game.players;
  const eldest = eldestOf(d);
  const dealt = d.dealt.slice();
  for (let i = 0; i < each * n; i++) {
    const cell = d.deck[from + i] as number;
    const p = seatAfter(d, eldest, i);
    if (cell < 32) dealt[2 * p] = (dealt[2 * p] as number) | (1 << cell);
    else dealt[2 * p + 1] = (dealt[2 * p + 1] as number) | (1 << (cell - 32));
  }
  d.dealt = dealt;
}

/** A turn-up that scores (the deal's first, or the one that makes trump) scores its kick for the dealer's side. */
function kick(d: Draft, turnUp: number, events: Events): void {
  const points = d.game.kicks[rankOf(turnUp)] as number;
  if (points === 0) return;
  const side = sideOf(d, d.dealer);
  events?.point(side, 'turn-up', points);
  bonusPoints(d, side, points);
}

/**
 * Deal number `deal`, dealt by `dealer` from its deck: six cards each and a turn-up, which may
 * score for the dealer's side. Then the eldest stands or begs.
 */
export function startDeal(d: Draft, deal: number, dealer: number, events: Events): void {
  const n = d.game.players;
  d.deal = deal;
  d.dealer = dealer;
  d.deck = deckFor(d.game, deal);
  d.runs = 0;
  d.trump = -1;
  d.dealt = new Array<number>(2 * n).fill(0);
  d.playedLo = 0;
  d.playedHi = 0;
  d.discardsLo = 0;
  d.discardsHi = 0;
  d.trick = 0;
  d.tricks = [];
  d.pointsBefore = d.points;
  dealCards(d, 0, HAND);
  d.phase = STAND;
  d.current = eldestOf(d);
  d.leader = d.current;
  events?.deal(deal, dealer);
  const turnUp = turnUpOf(d);
  events?.turnUp(turnUp);
  kick(d, turnUp, events);
}

/** After a deal is played out and counted: the next deal, dealt by the dealer's next player. */
export function nextDeal(d: Draft, events: Events): void {
  startDeal(d, d.deal + 1, nextPlayer(d, d.dealer), events);
}

/** Trump is made: the eldest leads the first trick. */
function startTricks(d: Draft): void {
  d.phase = PLAY;
  d.current = eldestOf(d);
  d.leader = d.current;
}

/** The eldest stands: the turn-up's suit is trump. */
export function stand(d: Draft, events: Events): void {
  events?.choice('stand', d.current);
  d.trump = suitOf(turnUpOf(d));
  events?.trump(d.trump);
  startTricks(d);
}

/** The eldest begs: the dealer chooses. */
export function beg(d: Draft, events: Events): void {
  events?.choice('beg', d.current);
  d.phase = GIFT;
  d.current = d.dealer;
}

/**
 * Whether the dealer may give: always, but with `giftMayWin: false` not when the gift's point would
 * bring the eldest's side to the target (Foster's Hoyle): the dealer must run.
 */
export function mayGift(s: State): boolean {
  const o = s.game.options;
  return o.giftMayWin || (s.points[sideOf(s, eldestOf(s))] as number) + 1 < o.target;
}

/** The dealer gives: the turn-up's suit is trump, and the eldest's side scores 1. */
export function gift(d: Draft, events: Events): void {
  events?.choice('gift', d.current);
  d.trump = suitOf(turnUpOf(d));
  events?.trump(d.trump);
  startTricks(d);
  const side = sideOf(d, eldestOf(d));
  events?.point(side, 'gift', 1);
  bonusPoints(d, side, 1);
}

/**
 * The dealer runs the pack: three more cards each and a new turn-up, again while the turn-up is of
 * the first turn-up's suit. A new suit is trump (its turn-up may score for the dealer's side) and
 * the players discard down to six; a pack that runs out first is abandoned and the same dealer
 * deals again.
 */
export function run(d: Draft, events: Events): void {
  events?.choice('run', d.current);
  const n = d.game.players;
  const refused = suitOf(d.deck[turnUpAt(n, 0)] as number);
  for (;;) {
    const from = turnUpAt(n, d.runs) + 1;
    if (52 - from < RUN_CARDS * n + 1) {
      events?.redeal();
      startDeal(d, d.deal + 1, d.dealer, events);
      return;
    }
    dealCards(d, from, RUN_CARDS);
    d.runs += 1;
    const turnUp = turnUpOf(d);
    events?.turnUp(turnUp);
    if (suitOf(turnUp) !== refused) {
      d.trump = suitOf(turnUp);
      events?.trump(d.trump);
      d.phase = DISCARD;
      d.current = nextDiscarder(d);
      kick(d, turnUp, events);
      return;
    }
  }
}

/** The first player in order from the eldest who holds more than six cards, or -1. */
function nextDiscarder(d: Draft): number {
  const n = d.game.players;
  const eldest = eldestOf(d);
  for (let i = 0; i < n; i++) {
    const p = seatAfter(d, eldest, i);
    if (handSize(d, p) > HAND) return p;
  }
  return -1;
}

/** The player to move discards a card, face down; when everyone holds six, the eldest leads. */
export function discard(d: Draft, cell: number, events: Events): void {
  events?.discard(d.current, cell);
  if (cell < 32) d.discardsLo |= 1 << cell;
  else d.discardsHi |= 1 << (cell - 32);
  const p = nextDiscarder(d);
  if (p < 0) startTricks(d);
  else d.current = p;
}
