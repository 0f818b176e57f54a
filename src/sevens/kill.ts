/**
 * 殺しの7並べ (Kill), its rules top to bottom like the rulebook. Turns, passes and
 * disqualification, shared with classic, are in `turns.ts`.
 *
 * 1. **Placement.** A card may be played if any of its 8 neighbouring cells (sides and corners)
 *    is on the table. With `'fan-tan'`, a 7 may also be played at any time (7♦ first). With
 *    `kill.diagonal: 'kill-only'`, a card whose only neighbours on the table are diagonal may be
 *    played only if the move kills at least one card (anyone's).
 * 2. **Death.** After every move, and for the initial table, a cell not on the table and not yet
 *    dead dies when
 *    - `death: 'enclosed'`: each of its 4 side neighbours is wall or on the table;
 *    - `death: 'left-right'`: its left and right neighbours are each wall or on the table;
 *    - **group**: it lies in a 4-connected component of cells not on the table that is a
 *      rectangle of 2..`maxGroup` cells, closed all round by wall or table (as a component is),
 *      touching the wall on at most 2 sides — on exactly 3 only with `threeWallGroups`, on 4 never.
 *    Dead cells are not on the table: nobody can play next to them, and they belong to components.
 *    A dead card leaves its holder's hand into their dead pile and can never be played.
 * 3. **Credit and extra turn.** The mover's `kills` grows by the other players' cards the move
 *    killed, `selfKills` by their own. Deaths caused by the initial table or a disqualification are
 *    credited to nobody. With `extraTurn`, a move that killed is followed by another turn of the
 *    same player, unless they have gone out.
 * 4. **Going out.** A player with no cards left goes out: at once when their own move empties
 *    their hand, and when their turn would come if another player's move killed their last cards
 *    (`turns.ts`, `handTurnOn`). The game ends when every player has gone out or been disqualified.
 * 5. **Standings.** Players not disqualified, by fewest dead cards; ties by more kills, then earlier
 *    out (`tiebreak: 'kills'`), or by earlier out (`'finish'`); a player not yet out counts as later
 *    than any player out, then by index. Then the disqualified, the later disqualified higher.
 * @module
 */
import { cardName, SEVEN_OF_DIAMONDS } from './cards.js';
import {
  beside,
  bitIndex,
  blockHi,
  blockLo,
  emptyRows,
  FULL_ROW,
  FULL_WORD,
  hiBit,
  inBothRows,
  loBit,
  nearHi,
  nearLo,
  runLength,
  runThrough,
  sidesHi,
  sidesLo,
  size,
} from '../shared/cardset.js';
import { StateError } from '../shared/errors.js';
import { awaitingSevenOfDiamonds, type Events, type Rules } from './rules.js';
import { deadCount, type Draft, handEmpty, handWord, KILLS, SELF_KILLS, type State, tallyOf } from './state.js';
import { bump, goOut, handTurnOn, lay } from './turns.js';

/** A set of cells as its two card-set words. */
export type Cells = readonly [lo: number, hi: number];
/** The empty set of cells. */
const NO_CELLS: Cells = Object.freeze([0, 0] as const);

// --- 1. Placement -------------------------------------------------------------------------------

/**
 * Of `cells` (one word, 0 = ♠♥ or 1 = ♦♣, of cells not on the table and not dead), those where a
 * card may be placed on the table (tLo, tHi) with the dead cells (dLo, dHi): near the table (or a
 * 7 under `'fan-tan'`), the Fan Tan opening and the `'kill-only'` diagonal rule applied.
 */
export function placeable(
  rules: Rules,
  tLo: number,
  tHi: number,
  dLo: number,
  dHi: number,
  word: number,
  cells: number,
): number {
  if (awaitingSevenOfDiamonds(rules, tHi, dHi)) return word === 1 ? cells & hiBit(SEVEN_OF_DIAMONDS) : 0;
  const sevens = rules.sevens;
  const near = word === 0 ? nearLo(tLo, tHi) : nearHi(tLo, tHi); // the table grown by one king's step
  if (rules.killOnlyDiagonal !== true) return cells & (sevens | near);
  return placeableKillOnly(rules, tLo, tHi, dLo, dHi, word, cells & (sevens | near));
}

/**
 * `placeable` under `kill.diagonal: 'kill-only'`: of the cells near the table (or 7s under
 * `'fan-tan'`), those with a side neighbour on the table, the 7s, and the diagonal placements that kill.
 */
function placeableKillOnly(
  rules: Rules,
  tLo: number,
  tHi: number,
  dLo: number,
  dHi: number,
  word: number,
  cells: number,
): number {
  let ok = ((word === 0 ? sidesLo(tLo, tHi) : sidesHi(tLo, tHi)) | rules.sevens) & cells;
  for (let w = cells & ~ok; w !== 0; w &= w - 1) {
    const bit = w & -w;
    const cell = 32 * word + bitIndex(bit);
    const placedLo = word === 0 ? tLo | bit : tLo;
    const placedHi = word === 0 ? tHi : tHi | bit;
    if (deathsAfterPlacing(rules, placedLo, placedHi, dLo, dHi, cell) !== NO_CELLS) ok |= bit;
  }
  return ok;
}

/** Works out the cells the player to move holds and may place now. */
export function findPlayable(d: Draft): void {
  const rules = d.game.rules;
  const { tableLo, tableHi, deadLo, deadHi } = d;
  d.playableLo = placeable(rules, tableLo, tableHi, deadLo, deadHi, 0, handWord(d, d.current, 0));
  d.playableHi = placeable(rules, tableLo, tableHi, deadLo, deadHi, 1, handWord(d, d.current, 1));
}

/** One word of the cells where a card may be placed now on the table with the dead cells, whoever holds it. */
export const openCells = (rules: Rules, tLo: number, tHi: number, dLo: number, dHi: number, word: number): number =>
  placeable(rules, tLo, tHi, dLo, dHi, word, FULL_WORD & ~(word === 0 ? tLo | dLo : tHi | dHi));

/** Why the mover's card of `cell` may not be placed now, once the game has opened (for an error message). */
export const whyNotPlayable = (s: State, cell: number): string =>
  s.game.rules.killOnlyDiagonal
    ? `${cardName(cell)} has no card on the table beside it, and a diagonal placement must kill`
    : `${cardName(cell)} has no card on the table among its 8 neighbours`;

/** Kill has no joker. */
export const jokerMoves = (_s: State, _out: number[], n: number): number => n;

// --- 2. Death -----------------------------------------------------------------------------------

/** All four suits, as a mask of suits (bit k = suit k). */
const ALL_SUITS = 0b1111;

/**
 * A block of the table, the same columns in a run of suits, as one number: the columns' row
 * mask | the suits' mask (bit k = suit k) << 16. 0 is no block.
 */
const block = (columns: number, suits: number): number => columns | (suits << 16);

/**
 * Whether a closed rectangle of off-table cells (`columns` × `suits`) dies: a single cell
 * (closed on all 4 sides), or a group of 2..maxGroup cells touching the wall on at most 2 sides,
 * or 3 with `threeWallGroups`.
 */
function rectangleDies(rules: Rules, columns: number, suits: number): boolean {
  const area = runLength(columns) * runLength(suits);
  if (area === 1) return true; // 'enclosed'
  if (area > rules.maxGroup) return false;
  const walls =
    (suits & 1) + // top (♠)
    (suits >>> 3) + // bottom (♣)
    (columns & 1) + // left (the A column)
    (columns >>> 12); // right (the K column)
  return walls < 3 || (walls === 3 && rules.threeWallGroups);
}

/**
 * The block of cells that dies with the run `columns` (a row mask) of off-table cells in the row of
 * `suit`, the run closed at both ends by the table or the wall: the cell alone under
 * `'left-right'` (a run of one), or the run's whole component when that is a closed rectangle that
 * dies; 0 when nothing dies there.
 *
 * The component is found without a flood fill: it is a rectangle exactly when the run, continued up
 * and down, meets rows whose cells over those columns are all off the table with both ends closed
 * (inside it) until rows whose cells over those columns are all on the table or the wall (its top
 * and bottom edges). All four rows are tested at once.
 */
function dyingBlock(rules: Rules, tLo: number, tHi: number, suit: number, columns: number): number {
  const width = runLength(columns);
  if (rules.leftRight === true && width === 1) return block(columns, 1 << suit); // 'left-right'
  if (width > rules.maxGroup) return 0; // wider than any block that can die
  const offLo = ~tLo & FULL_WORD;
  const offHi = ~tHi & FULL_WORD;
  const over = inBothRows(columns); // the columns, in both rows of a word
  const flanks = beside(over) & ~over; // the cell either side of them
  // the suits whose cells over the columns are all off the table, with both ends closed
  const inside = emptyRows((tLo & over) | (offLo & flanks), (tHi & over) | (offHi & flanks));
  // the suits whose cells over the columns are all on the table
  const closed = emptyRows(offLo & over, offHi & over);
  const suits = runThrough(inside, 1 << suit);
  const edges = ((suits << 1) | (suits >>> 1)) & ~suits & ALL_SUITS; // the suits just above and below
  if ((edges & ~closed) !== 0) return 0; // not a rectangle: a row above or below is partly off the table
  return rectangleDies(rules, columns, suits) ? block(columns, suits) : 0;
}

/**
 * The cells not dead already that die with any of the off-table cells (seedsLo, seedsHi); `NO_CELLS`
 * if none. The cells of one row's run of off-table cells share their answer, so each run is tested
 * once, at its first seed (on a whole table: one test per run instead of one per cell).
 */
function deathsFrom(
  rules: Rules,
  tLo: number,
  tHi: number,
  dLo: number,
  dHi: number,
  seedsLo: number,
  seedsHi: number,
): Cells {
  let lo = 0;
  let hi = 0;
  for (let word = 0; word < 2; word++) {
    const off = ~(word === 0 ? tLo : tHi) & FULL_WORD;
    for (let w = word === 0 ? seedsLo : seedsHi; w !== 0; ) {
      const bit = w & -w;
      const lane = bit > FULL_ROW ? 1 : 0; // the seed's row within the word
      const columns = runThrough((off >>> (16 * lane)) & FULL_ROW, bit >>> (16 * lane)); // its run
      const dies = dyingBlock(rules, tLo, tHi, 2 * word + lane, columns);
      if (dies !== 0) {
        lo |= blockLo(dies & FULL_ROW, dies >>> 16);
        hi |= blockHi(dies & FULL_ROW, dies >>> 16);
      }
      w &= ~(columns << (16 * lane)); // the rest of the run has the same answer
    }
  }
  lo &= ~dLo;
  hi &= ~dHi;
  return lo === 0 && hi === 0 ? NO_CELLS : [lo, hi];
}

/**
 * The cells that newly die once `cell` is on the table (tLo, tHi already include it). The table
 * only grows and the state before was closed under death, so only the cells beside `cell`, and
 * their components, can newly die.
 */
export function deathsAfterPlacing(
  rules: Rules,
  tLo: number,
  tHi: number,
  dLo: number,
  dHi: number,
  cell: number,
): Cells {
  const pLo = loBit(cell);
  const pHi = hiBit(cell);
  return deathsFrom(rules, tLo, tHi, dLo, dHi, sidesLo(pLo, pHi) & ~tLo, sidesHi(pLo, pHi) & ~tHi);
}

/** The cells that newly die on a whole table: the initial table, or after a disqualified player's cards go down. */
export function deathsOnTable(rules: Rules, tLo: number, tHi: number, dLo: number, dHi: number): Cells {
  return deathsFrom(rules, tLo, tHi, dLo, dHi, ~tLo & FULL_WORD, ~tHi & FULL_WORD);
}

/** Cards die: they leave their holders' hands for their dead piles; one `died` event per owner. */
function die(d: Draft, died: Cells, by: number | null, events: Events): void {
  d.deadLo |= died[0];
  d.deadHi |= died[1];
  if (events === null) return;
  const hands = d.game.deal.hands;
  for (let q = 0; q < d.game.players; q++) {
    const lo = died[0] & (hands[2 * q] as number);
    const hi = died[1] & (hands[2 * q + 1] as number);
    if ((lo | hi) !== 0) events.died(q, lo, hi, by);
  }
}

/** The cells that would die if the card of `cell` were placed on the table now. */
export const deathsAfter = (s: State, cell: number): Cells =>
  deathsAfterPlacing(s.game.rules, s.tableLo | loBit(cell), s.tableHi | hiBit(cell), s.deadLo, s.deadHi, cell);

/** Before the first turn: the cards the initial table kills die, credited to nobody. */
export function start(d: Draft): void {
  const died = deathsOnTable(d.game.rules, d.tableLo, d.tableHi, d.deadLo, d.deadHi);
  if (died !== NO_CELLS) die(d, died, null, null);
}

/** After a disqualified player's cards are laid: the cards that now die, credited to nobody. */
export function afterLaying(d: Draft, events: Events): void {
  const died = deathsOnTable(d.game.rules, d.tableLo, d.tableHi, d.deadLo, d.deadHi);
  if (died !== NO_CELLS) die(d, died, null, events);
}

// --- 3. and 4. What a placement does: credit, extra turn, going out ----------------------------

/** The mover places the card of `cell`; cards die; the mover is credited, may go out or move again. */
export function play(d: Draft, cell: number, events: Events): void {
  const p = d.current;
  const rules = d.game.rules;
  lay(d, cell);
  const died = deathsAfterPlacing(rules, d.tableLo, d.tableHi, d.deadLo, d.deadHi, cell);
  const killed = died !== NO_CELLS;
  if (killed) kills(d, p, died, events);
  if (handEmpty(d, p)) {
    goOut(d, p, events);
  } else if (killed && rules.extraTurn === true) {
    events?.extraTurn(p);
    return; // the same player moves again
  }
  handTurnOn(d, p, events);
}

/** The mover's placement killed `died`: they are credited with them (their own cards apart), and the cards die. */
function kills(d: Draft, p: number, died: Cells, events: Events): void {
  const hands = d.game.deal.hands;
  const own = size(died[0] & (hands[2 * p] as number), died[1] & (hands[2 * p + 1] as number));
  bump(d, p, KILLS, size(died[0], died[1]) - own, SELF_KILLS, own);
  die(d, died, p, events);
}

/** The game is over when every player has gone out or been disqualified. */
export const PLAYERS_LEFT_AT_END = 0;

/** Kill has no joker (a joker move is refused before it gets here). */
export function playJoker(): void {
  throw new StateError('a Kill game has no joker');
}

// --- 5. Standings -------------------------------------------------------------------------------

/** The players best first (see 5. above). */
export function ranking(s: State): number[] {
  const n = s.game.players;
  const byKills = s.game.rules.byKills;
  const outAt = (p: number): number => {
    const i = s.finished.indexOf(p);
    return i < 0 ? n : i; // a player not yet out counts as later than any player out
  };
  const dq = (p: number): number => (s.disqualified.includes(p) ? 1 : 0);
  const dqRank = (p: number): number => -s.disqualified.indexOf(p); // later disqualified ranks higher
  return Array.from({ length: n }, (_, p) => p).sort(
    (a, b) =>
      dq(a) - dq(b) ||
      dqRank(a) - dqRank(b) ||
      deadCount(s, a) - deadCount(s, b) ||
      (byKills ? tallyOf(s, KILLS, b) - tallyOf(s, KILLS, a) : 0) ||
      outAt(a) - outAt(b) ||
      a - b,
  );
}

/** Kill settles no chips. */
export const chips = (): null => null;
