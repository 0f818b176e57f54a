/**
 * 七並べ (Sevens), the classic rules, top to bottom like the rulebook. The joker's rules are in
 * `joker.ts`; turns, passes and disqualification, shared with the Kill variant, in `turns.ts`.
 *
 * 1. **What may be played.** The table is four rows (♠♥♦♣) of thirteen cells (A … K). A run is
 *    the set of table cards of one suit connected to that suit's 7 through adjacent ranks. A card
 *    may be played if its suit's 7 is on the table and it is adjacent (rank ± 1, same suit) to a
 *    card of that run; with `tunnel`, A and K are adjacent (the row is a ring). Cards laid by a
 *    disqualified player are on the table but extend no run until the run reaches them; then the
 *    run continues past them (this falls out of "connected to the 7"). With the `'fan-tan'`
 *    start, 7♦ is played first; after it, any 7 may be played whenever it is in hand.
 * 2. **What a play does.** The card goes to its cell. A player whose hand becomes empty goes out;
 *    one whose only card is the joker cannot go out: they are 'stuck' at once, and skipped.
 * 3. **The end.** The game ends when at most one player is still playing.
 * 4. **Standings.** Players who went out, in order; then the player left holding cards; then the
 *    players stuck with the joker; then the disqualified, the later disqualified ranking higher.
 *    Before the end, players still playing rank by fewest cards, then by player index.
 * 5. **Chips** (the Fan Tan settlement): every player antes 1, and 1 more if dealt fewer cards
 *    than the most; each pass costs 1 into the pot; the player ranked first takes the pot plus 1
 *    chip from every other player for each card they hold (a disqualified player: each card they
 *    held when disqualified, the joker included).
 * @module
 */
import { cardName, rankOf, SEVEN } from './cards.js';
import { FULL_ROW, highestBit } from '../shared/cardset.js';
import { awaitingSevenOfDiamonds, type Events, type Rules } from './rules.js';
import {
  type Draft,
  HELD_AT_DQ,
  handSize,
  holdsCards,
  isPlaying,
  PASSES,
  type State,
  statusOf,
  tallyOf,
} from './state.js';
import { goOut, handTurnOn, lay } from './turns.js';
import type { Status } from './reports.js';

// --- 1. What may be played ------------------------------------------------------------------

const SEVEN_BIT = 1 << SEVEN;
const BELOW_SEVEN = SEVEN_BIT - 1;

/** Turns a row so that its 7 is bit 0 (for the tunnel's ring), and back. */
const fromSeven = (r: number): number => ((r >>> SEVEN) | (r << (13 - SEVEN))) & FULL_ROW;
const toSeven = (r: number): number => ((r << SEVEN) | (r >>> (13 - SEVEN))) & FULL_ROW;

/** The unbroken cells of a row mask from bit 0 upward. */
const runFromBottom = (r: number): number => ((~r & (r + 1)) - 1) & FULL_ROW;

/**
 * The run of one suit: the table cells of that row connected to its 7 through adjacent ranks
 * (around the ring with `tunnel`); 0 when the 7 is not on the table.
 */
export function run(tableRow: number, tunnel: boolean): number {
  if ((tableRow & SEVEN_BIT) === 0) return 0;
  if (tunnel) {
    const r = fromSeven(tableRow);
    if (r === FULL_ROW) return FULL_ROW;
    const gapFromTop = highestBit(~r & FULL_ROW); // the first gap going down from K through A to the 7
    return toSeven(runFromBottom(r) | (FULL_ROW & ~((gapFromTop << 1) - 1)));
  }
  const above = runFromBottom(tableRow >>> SEVEN) << SEVEN;
  const gapBelow = highestBit(~tableRow & BELOW_SEVEN); // the first gap going down from the 7
  const below = gapBelow === 0 ? BELOW_SEVEN : BELOW_SEVEN & ~((gapBelow << 1) - 1);
  return (above | below) & FULL_ROW;
}

/** The cells next to any cell of a row mask (A and K are next to each other with `tunnel`). */
export function adjacent(cells: number, tunnel: boolean): number {
  const next = (cells << 1) | (cells >>> 1);
  return (tunnel ? next | ((cells & 1) << 12) | ((cells >>> 12) & 1) : next) & FULL_ROW;
}

/**
 * For every possible row of the table (13 bits), the cells where a card may be played: next to
 * the run, or — with the Fan Tan start, in a row whose 7 is not down — the 7 itself. Four tables
 * of 8,192 entries, one per combination of `tunnel` and `'fan-tan'`: a cache,
 * built the first time a classic game is made.
 */
let openRowTables: Uint16Array[] | null = null;
function buildOpenRows(): Uint16Array[] {
  const tables: Uint16Array[] = [];
  for (let i = 0; i < 4; i++) {
    const tunnel = (i & 1) === 1;
    const fanTan = (i & 2) === 2;
    const table = new Uint16Array(FULL_ROW + 1);
    for (let r = 0; r <= FULL_ROW; r++) {
      table[r] = (r & SEVEN_BIT) === 0 ? (fanTan ? SEVEN_BIT : 0) : adjacent(run(r, tunnel), tunnel) & ~r;
    }
    tables.push(table);
  }
  return tables;
}

/** The open-cell table of one combination of `tunnel` and `'fan-tan'` (`Rules.openRows`). */
export function openRowsFor(tunnel: boolean, fanTan: boolean): Uint16Array {
  openRowTables ??= buildOpenRows();
  return openRowTables[(tunnel ? 1 : 0) | (fanTan ? 2 : 0)] as Uint16Array;
}

/** The open cells of the two rows of one word `t` of the table, by an open-cell table. */
const openIn = (rows: Uint16Array, t: number): number =>
  (rows[t & FULL_ROW] as number) | ((rows[t >>> 16] as number) << 16);

/**
 * One word (0 = ♠♥, 1 = ♦♣) of the cells where a card may be played now on the table (tLo, tHi),
 * whoever holds it. With the Fan Tan start, until 7♦ is down it is the only one.
 */
export function openCells(rules: Rules, tLo: number, tHi: number, word: number): number {
  if (awaitingSevenOfDiamonds(rules, tHi, 0)) return word === 1 ? SEVEN_BIT : 0; // 7♦: bit 6 of the ♦ lane
  return openIn(rules.openRows, word === 0 ? tLo : tHi);
}

/** One word of the cells where a card may be played now in a game, whoever holds it. */
export const openWord = (s: State, word: number): number => openCells(s.game.rules, s.tableLo, s.tableHi, word);

/** Works out the cells the player to move holds and may play now (classic has no dead cells). */
export function findPlayable(d: Draft): void {
  const rules = d.game.rules;
  const hands = d.game.deal.hands;
  const p = d.current;
  if (awaitingSevenOfDiamonds(rules, d.tableHi, 0)) {
    d.playableLo = 0;
    d.playableHi = (hands[2 * p + 1] as number) & SEVEN_BIT; // 7♦: bit 6 of the ♦ lane
  } else {
    d.playableLo = openIn(rules.openRows, d.tableLo) & (hands[2 * p] as number) & ~d.tableLo;
    d.playableHi = openIn(rules.openRows, d.tableHi) & (hands[2 * p + 1] as number) & ~d.tableHi;
  }
}

/** Why the mover's card of `cell` may not be played now, once the game has opened (for an error message). */
export const whyNotPlayable = (_s: State, cell: number): string =>
  rankOf(cell) === SEVEN
    ? `${cardName(cell)} cannot be played yet`
    : `${cardName(cell)} is not next to the run of its suit`;

// --- 2. What a play does ----------------------------------------------------------------------

/** The mover plays the card of `cell`: it goes to its cell; the mover may go out (or be stuck). */
export function play(d: Draft, cell: number, events: Events): void {
  const p = d.current;
  lay(d, cell);
  settle(d, p, events);
  handTurnOn(d, p, events);
}

/**
 * A player whose hand has become empty goes out; one whose only card is the joker is stuck:
 * out of play at once, not among the finished, and they pass no more.
 */
export function settle(d: Draft, p: number, events: Events): void {
  if (!isPlaying(d, p) || holdsCards(d, p)) return;
  if (d.joker !== p) {
    goOut(d, p, events);
  } else {
    d.playing &= ~(1 << p);
    events?.stuck(p);
  }
}

/** Before the first turn, a player dealt no card (every card on the table) goes out, or is stuck with the joker. */
export function start(d: Draft): void {
  const n = d.game.players;
  const first = d.game.options.firstPlayer;
  for (let i = 0; i < n; i++) settle(d, (first + i) % n, null);
}

// --- 3. The end -------------------------------------------------------------------------------

/** The game is over when at most one player is still playing. */
export const PLAYERS_LEFT_AT_END = 1;

// --- 4. Standings -----------------------------------------------------------------------------

/** Standings group players by status in this order. */
const STATUS_ORDER: readonly Status[] = ['out', 'playing', 'stuck', 'disqualified'];

/** The players best first: by status, then the order out, fewest cards, the later disqualified, index. */
export function ranking(s: State): number[] {
  const group = (p: number): number => STATUS_ORDER.indexOf(statusOf(s, p));
  const dqRank = (p: number): number => -s.disqualified.indexOf(p);
  return Array.from({ length: s.game.players }, (_, p) => p).sort(
    (a, b) =>
      group(a) - group(b) ||
      s.finished.indexOf(a) - s.finished.indexOf(b) ||
      handSize(s, a) - handSize(s, b) ||
      dqRank(a) - dqRank(b) ||
      a - b,
  );
}

// --- 5. Chips ---------------------------------------------------------------------------------

/** Each player's net chips (they sum to 0) when the players rank in `order`. */
export function chips(s: State, order: readonly number[]): number[] {
  const n = s.game.players;
  const dealt = s.game.deal.sizes;
  const most = Math.max(...dealt);
  const net = new Array<number>(n).fill(0);
  let pot = 0;
  for (let p = 0; p < n; p++) {
    const paid = 1 + ((dealt[p] as number) < most ? 1 : 0) + tallyOf(s, PASSES, p);
    net[p] = -paid;
    pot += paid;
  }
  const winner = order[0] as number;
  net[winner] = (net[winner] as number) + pot;
  for (let p = 0; p < n; p++) {
    if (p === winner) continue;
    const owed = s.disqualified.includes(p) ? tallyOf(s, HELD_AT_DQ, p) : handSize(s, p);
    net[p] = (net[p] as number) - owed;
    net[winner] = (net[winner] as number) + owed;
  }
  return net;
}
