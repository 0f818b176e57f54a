/**
 * A round from deal to end: the deal, the start of a turn (a draw, or a stock out when the stock
 * is empty), and the end of a round — a player going out or a stock out — its points, then the
 * next round's deal or the end of the game.
 *
 * - **Deal**: card `deck[i]` for i < 7n goes to player `(first + i) mod n`; the rest is the stock,
 *   `deck[7n]` on top. The discard pile starts empty. Round 1's first player is `firstPlayer`;
 *   each later round's is the player to the left of the previous round's.
 * - **Stock out**: when the turn passes to a player who must draw and the stock is empty (a claim
 *   window on the last discard has closed without a claim). With `stockOut: 'reshuffle'`
 *   (default), if the round's stock has been rebuilt fewer than `restocks` times and the discard
 *   pile holds 2 or more cards, the pile but its top card becomes the new stock, shuffled
 *   (`deck.ts`), and the top card stays as the pile; the player then draws as usual. Otherwise
 *   the round ends at once: scored nothing with `'void'`, every hand with `'score'` and, the
 *   rebuilds spent or the pile too small, with `'reshuffle'` (`scoring.ts`).
 * - **End of the game**: after round `rounds`; with a `target`, also after a round in which some
 *   player's total reaches `target` or more.
 * @module
 */
import { JOKER } from '../shared/cards.js';
import { deckOfRound, rebuiltStock } from './deck.js';
import type { Events } from './events.js';
import { outPoints, reachedTarget, stockOutPoints } from './scoring.js';
import { DRAW, type Draft, OVER } from './state.js';

/** Cards dealt to each player. */
export const HAND = 7;

/** Deals round `round` (1-based) with `first` as its first player, onto the draft; `first` is to move. */
export function deal(d: Draft, round: number, first: number): void {
  const n = d.game.players;
  const deck = deckOfRound(d.game, round);
  const hands = new Array<number>(3 * n).fill(0);
  for (let i = 0; i < HAND * n; i++) {
    const p = (first + i) % n;
    const card = deck[i] as number;
    if (card === JOKER) hands[3 * p + 2] = (hands[3 * p + 2] as number) + 1;
    else if (card < 32) hands[3 * p] = (hands[3 * p] as number) | (1 << card);
    else hands[3 * p + 1] = (hands[3 * p + 1] as number) | (1 << (card - 32));
  }
  d.round = round;
  d.first = first;
  d.deck = deck;
  d.stock = HAND * n;
  d.restocked = 0;
  d.hands = hands;
  d.discards = [];
  d.melds = [];
  d.owners = 0;
  d.discardCount = 0;
  d.discarder = -1;
  d.chi = null;
  d.melded = false;
  d.claimedFrom = -1;
  d.phase = DRAW;
  d.current = first;
}

/**
 * The turn passes to `p`, who must draw: their turn starts, after the stock is rebuilt if it is
 * empty and may be, or the round ends on a stock out.
 */
export function turnTo(d: Draft, p: number, events: Events): void {
  d.discarder = -1;
  d.chi = null;
  if (d.stock >= d.deck.length && !restock(d, events)) {
    events?.stockOut();
    endRound(d, null, false, stockOutPoints(d), events);
    return;
  }
  d.phase = DRAW;
  d.current = p;
}

/** Rebuilds the empty stock from the discard pile but its top card, if the rules allow it now. */
function restock(d: Draft, events: Events): boolean {
  const o = d.game.options;
  const pile = d.discards;
  if (o.stockOut !== 'reshuffle' || d.restocked >= o.restocks || pile.length < 2) return false;
  d.restocked++;
  d.deck = rebuiltStock(o.seed, d.round, d.restocked, pile.slice(0, -1));
  d.stock = 0;
  d.discards = pile.slice(-1);
  events?.restock(d.deck.length);
  return true;
}

/** `p` has gone out (their hand is empty): the round ends and is scored. */
export function goOut(d: Draft, p: number, events: Events): void {
  const oneShot = !d.melded;
  events?.out(p, oneShot);
  endRound(d, p, oneShot, outPoints(d, p, oneShot, d.claimedFrom), events);
}

/** Records a finished round, then deals the next one or ends the game. */
function endRound(d: Draft, winner: number | null, oneShot: boolean, points: number[], events: Events): void {
  events?.roundOver(d.round, winner, points);
  d.results = [
    ...d.results,
    { round: d.round, winner, oneShot, reason: winner === null ? 'stock-out' : 'out', points },
  ];
  d.discarder = -1;
  d.chi = null;
  if (d.round < d.game.options.rounds && !reachedTarget(d.results, d.game)) {
    const first = (d.first + 1) % d.game.players;
    deal(d, d.round + 1, first);
    events?.round(d.round, first);
    return;
  }
  d.phase = OVER;
  d.current = -1;
  events?.over();
}
