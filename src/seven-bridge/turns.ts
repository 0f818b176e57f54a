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
 *
 * **Decisions** where the rules (the Japanese Wikipedia article セブンブリッジ, デジタル大辞泉) and the
 * library's specification leave a choice:
 * 1. An illegal move's code is the first that applies of: `'game-over'`, `'malformed'` (not an
 *    object, an unknown type, a missing or mistyped field of its type), `'wrong-phase'`,
 *    `'unknown-card'`, `'not-in-hand'`, then the move's own rules (`check.ts`).
 * 2. A card listed twice in a meld or a claim is `'not-in-hand'` (nobody holds a card twice);
 *    `'JK'` may be listed as often as it is held, but two in one meld are `'not-a-meld'`. A list of
 *    no cards or of more than 14 is `'not-a-meld'` (the longer one is not read); a card that is
 *    not a string is `'malformed'`.
 * 3. A lay-off is checked in the order: card held, `'no-meld-yet'`, meld id (an unknown id is
 *    `'does-not-fit'`), `end` against the meld's kind (`'malformed'`), fit, `'must-keep-a-card'`.
 *    An `end` other than `'low'`/`'high'`, or a `meld` that is not an integer ≥ 0, is `'malformed'`.
 * 4. A set's joker stands for "a missing suit", none in particular: a set with a joker takes any
 *    missing suit's card while it has fewer than 4 cards.
 * 5. A set may be given in any order; a run only in meld order (low to high): reversed, it is
 *    `'not-a-meld'`.
 * 6. A joker may stand for a card its player holds; `legalMoves` lists each such place.
 * 7. A pon's hand cards may be one card and a joker (the discard, a card of its rank and a joker).
 * 8. A pon or chi whose cards lack the discard, or a chi by anyone but the discarder's left
 *    neighbour, is `'not-a-meld'` (after `'not-in-hand'`).
 * 9. A chi is checked (the going-out rules too) when it is answered; the hand cannot change
 *    before it is made.
 * 10. Views: another player's pass, or another's chi still held, shows `lastMove: null` (a pass
 *    that closes the window too); `lastPlayer` still names who answered (they were `current`).
 *    A held chi appears in no view field but the whole truth's `lastMove` and `events`.
 * 11. In one go: a claim-begun turn counts as a one-go win when the claimer owned no meld before
 *    the claim's meld; with `discarderPays`, the doubled points are what the discarder pays.
 * 12. `discarderPays` applies only to a player going out, never to a stock out.
 * 13. A meld, lay-off or claim that empties the hand with `discardToGoOut: false` goes out after
 *    its own event (`meld`, `layoff`, `claim`, then `out`).
 * 14. Seeded decks: round r's deck is the full deck in table order, then the jokers, shuffled by
 *    `shuffleSeeded('seven-bridge/<seed>/<r>')` (`deck.ts`): it depends on the seed, r and the
 *    number of jokers only. A record's `seed` is the seed given, or the 32-bit number drawn.
 * 15. `legalMoves` order: `'draw'`: the draw; `'play'`: melds (sets by rank, then suit subsets;
 *    runs by suit, low place, joker place; 6-7 / 7-8 pairs; sevens), lay-offs (by meld id: a set's
 *    missing suits then the joker, a run's low end then its high end), discards (hand order, one
 *    `'JK'`); `'claim'`: the pass first, then pons, then chis.
 * 16. `noSevenOrJokerFinish` is allowed with `jokers: 0` (it concerns the 7s too);
 *    `jokerPoints`/`jokerPenalty` away from their defaults with `jokers: 0` are refused.
 * 17. A record may hold fewer decks than rounds dealt (the seed gives the others), never more
 *    than `rounds`. A record lists a deck given until it is dealt, even one that is the seed's
 *    own; `deserialize` reads the decks at a record's end that were dealt and are the seed's own
 *    as the seed's (a deck not yet dealt stays given), so that a deserialized game is the state
 *    that was written and writes the same record (a stranger's decks given are checked as they are).
 * 18. `score` during a game counts the finished rounds only; standings list equal ranks by player.
 * 19. A stock rebuilt from the discard pile (`stockOut: 'reshuffle'`, `round.ts`) is shuffled by
 *    `shuffleSeeded('seven-bridge/<seed>/<round>/restock/<k>')` — `new Random(text).shuffle(pile
 *    but its top)`, element 0 drawn first — with the seed the record holds (the one drawn when none
 *    was given, decks given or not), read as text like every seed (`1` and `'1'` alike).
 * 20. The rebuild happens in the move that passes the turn to the player who must draw (a discard
 *    that opens no window, or the last answer of a window with no claim): its `restock` event comes
 *    after `no-claim` and ends that move's events; the draw is the next move, as usual.
 * 21. `restocks` counts the rebuilds of each round (a new round may rebuild again). A pile of
 *    fewer than 2 cards is never rebuilt, though play cannot reach one: the pile at a stock out
 *    holds at least as many cards as the stock had (a turn begun by a draw adds a discard, one begun
 *    by a claim takes one and gives one back), so at least 10, or 2 after a rebuild.
 * 22. `restocks` other than 3 with `stockOut` `'void'` or `'score'` is refused; 3 itself (the
 *    default, given) is accepted with any `stockOut`. `target: null` is the same as no target, and
 *    only a number makes `rounds` default to 100.
 * 23. `sevenPenalty: 'each'` doubles once per 7 held (a joker is no 7), multiplied with the one-go
 *    doubling and the joker's ×5, at going out and at every scored stock out.
 * 24. The target is checked after every round, on the totals with that round's points; the game
 *    then ends with `over` in place of the next `round`. A record made before revision 2 lacks
 *    `restocks` and `target` (either or both): they are read at their defaults; its `stockOut` is
 *    always written, so it replays as it was played.
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
