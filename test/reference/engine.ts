/**
 * REFERENCE implementation of the rules of shichinarabe (SPEC.md §1–§5, revision 4, + notes/decisions.md).
 *
 * Slow and plain on purpose: it is an oracle for tests of the real engine. It is derived
 * from the rules text only and imports nothing from `src/` but the public types.
 *
 * Representation:
 *  - the table is a 4×13 grid of cells (row = suit S,H,D,C; column = rank A..K);
 *    each cell holds a plain state: in some player's hand, on the table, or dead
 *    (dead cards are kept in their holder's dead pile);
 *  - the joker (classic) is tracked separately: who holds it, or removed;
 *  - a player's hand is derived from the grid (cells "in hand" owned by the player),
 *    which keeps it in table order by construction, the joker last;
 *  - what a move did (SPEC §5 "Events") is written down as the move is applied, step by step,
 *    in the order the steps happen here (never derived afterwards by comparing states).
 *
 * Every state change happens on a deep copy (`refApply` never mutates its input).
 */
import type { Card, GameEvent, GameView, Move, Score } from '../../src/index.js';

// ---------------------------------------------------------------------------
// Options and records
// ---------------------------------------------------------------------------

export interface ClassicRefOptions {
  variant: 'classic';
  players: number;
  start: 'sevens' | 'fan-tan';
  firstPlayer: number;
  passLimit: number | null;
  freePass: boolean;
  tunnel: boolean;
  jokers: 0 | 1;
  jokerPlay: 'bridge' | 'alone';
}

export interface KillRefSubOptions {
  maxGroup: number;
  threeWallGroups: boolean;
  extraTurn: boolean;
  death: 'enclosed' | 'left-right';
  diagonal: 'always' | 'kill-only';
  tiebreak: 'kills' | 'finish';
}

export interface KillRefOptions {
  variant: 'kill';
  players: number;
  start: 'sevens' | 'fan-tan';
  firstPlayer: number;
  passLimit: number | null;
  freePass: boolean;
  kill: KillRefSubOptions;
}

export type RefOptions = ClassicRefOptions | KillRefOptions;

export interface RefRecord {
  options: RefOptions;
  deal: { hands: Card[][]; table: Card[] };
}

// ---------------------------------------------------------------------------
// Cards and the grid (SPEC §1)
// ---------------------------------------------------------------------------

/** Rows top to bottom: "spades, hearts, diamonds, clubs". */
const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const;
/** Columns left to right: "A, 2, …, K". */
const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const ROW_COUNT = 4;
const COLUMN_COUNT = 13;
/** The column of the 7s. */
const SEVEN_COLUMN = 6;
const JOKER: Card = 'JK';

export type CellState = 'hand' | 'table' | 'dead';

export interface Cell {
  /** 'hand': in `owner`'s hand; 'table': on the table; 'dead': in `owner`'s dead pile. */
  state: CellState;
  /** The holder (hand) or the dead pile's player (dead); null on the table. */
  owner: number | null;
}

export interface Position {
  row: number;
  column: number;
}

/** The card of a cell, e.g. row 2 (D), column 6 (7) → '7D'. */
function cardAt(row: number, column: number): Card {
  const rank = RANK_LETTERS[column];
  const suit = SUIT_LETTERS[row];
  if (rank === undefined || suit === undefined) throw new Error(`no cell (${row}, ${column})`);
  return `${rank}${suit}` as Card;
}

/** The cell of a card: "A card has exactly one cell." */
function positionOf(card: Card): Position {
  const column = RANK_LETTERS.indexOf(card[0] as (typeof RANK_LETTERS)[number]);
  const row = SUIT_LETTERS.indexOf(card[1] as (typeof SUIT_LETTERS)[number]);
  if (card.length !== 2 || column < 0 || row < 0) throw new Error(`not a table card: ${card}`);
  return { row, column };
}

/** "Outside the grid is the wall." */
function isWall(row: number, column: number): boolean {
  return row < 0 || row >= ROW_COUNT || column < 0 || column >= COLUMN_COUNT;
}

/** Table order: row (S,H,D,C) then column (A..K); the joker last. */
function tableOrderIndex(card: Card): number {
  if (card === JOKER) return ROW_COUNT * COLUMN_COUNT;
  const { row, column } = positionOf(card);
  return row * COLUMN_COUNT + column;
}

function sortInTableOrder(cards: Card[]): Card[] {
  const copy = [...cards];
  copy.sort((a, b) => tableOrderIndex(a) - tableOrderIndex(b));
  return copy;
}

/** All 52 positions in table order. */
function allPositionsInTableOrder(): Position[] {
  const positions: Position[] = [];
  for (let row = 0; row < ROW_COUNT; row++) {
    for (let column = 0; column < COLUMN_COUNT; column++) positions.push({ row, column });
  }
  return positions;
}

// ---------------------------------------------------------------------------
// Game state
// ---------------------------------------------------------------------------

export interface RefGame {
  options: RefOptions;
  players: number;
  /** grid[row][column] */
  grid: Cell[][];
  /** Classic: who holds the joker (null: no joker in the game, or removed). */
  jokerHolder: number | null;
  /** Classic: the joker was removed from the game (its holder was disqualified). */
  jokerRemoved: boolean;
  /** Cards dealt to each player (deal.hands lengths, joker included), for chips. */
  dealtSizes: number[];
  passes: number[];
  kills: number[];
  selfKills: number[];
  /** Players in the order they went out. */
  finished: number[];
  /** Players in the order of disqualification. */
  disqualified: number[];
  /** Classic: players stuck with only the joker. */
  stuck: boolean[];
  /** Classic: how many cards (joker included) each disqualified player held when disqualified. */
  cardsHeldAtDisqualification: number[];
  current: number | null;
  over: boolean;
  lastMove: Move | null;
  /** Kill: the cards that died in the last move (or at creation), table order. */
  lastDeaths: Card[];
  /** Who made `lastMove` (null at the start). */
  lastPlayer: number | null;
  /** What the last move did, recorded as it happened (SPEC §5 "Events"); [] at the start. */
  events: GameEvent[];
  /** Moves made so far, passes included. */
  moveNumber: number;
  /** The joker has changed hands in public (a swap) since the deal (SPEC §5 "Joker holder"). */
  jokerSwapped: boolean;
}

function cellAt(game: RefGame, row: number, column: number): Cell {
  const cell = game.grid[row]?.[column];
  if (cell === undefined) throw new Error(`no cell (${row}, ${column})`);
  return cell;
}

function cellOfCard(game: RefGame, card: Card): Cell {
  const { row, column } = positionOf(card);
  return cellAt(game, row, column);
}

/** "A cell is on the table when its card has been played there (or laid out ...)". */
function isOnTable(game: RefGame, row: number, column: number): boolean {
  if (isWall(row, column)) return false;
  return cellAt(game, row, column).state === 'table';
}

function isDead(game: RefGame, row: number, column: number): boolean {
  if (isWall(row, column)) return false;
  return cellAt(game, row, column).state === 'dead';
}

function cardIsOnTable(game: RefGame, card: Card): boolean {
  const { row, column } = positionOf(card);
  return isOnTable(game, row, column);
}

/** A player's hand in table order, the joker last. */
function handOf(game: RefGame, player: number): Card[] {
  const hand: Card[] = [];
  for (const { row, column } of allPositionsInTableOrder()) {
    const cell = cellAt(game, row, column);
    if (cell.state === 'hand' && cell.owner === player) hand.push(cardAt(row, column));
  }
  if (game.jokerHolder === player) hand.push(JOKER);
  return hand;
}

/** A player's dead pile in table order. */
function deadPileOf(game: RefGame, player: number): Card[] {
  const pile: Card[] = [];
  for (const { row, column } of allPositionsInTableOrder()) {
    const cell = cellAt(game, row, column);
    if (cell.state === 'dead' && cell.owner === player) pile.push(cardAt(row, column));
  }
  return pile;
}

function holds(game: RefGame, player: number, card: Card): boolean {
  if (card === JOKER) return game.jokerHolder === player;
  const cell = cellOfCard(game, card);
  return cell.state === 'hand' && cell.owner === player;
}

type Status = 'out' | 'playing' | 'stuck' | 'disqualified';

function statusOf(game: RefGame, player: number): Status {
  if (game.disqualified.includes(player)) return 'disqualified';
  if (game.finished.includes(player)) return 'out';
  if (game.stuck[player] === true) return 'stuck';
  return 'playing';
}

/** "still playing (not out, stuck or disqualified)" */
function isStillPlaying(game: RefGame, player: number): boolean {
  return statusOf(game, player) === 'playing';
}

function countStillPlaying(game: RefGame): number {
  let count = 0;
  for (let player = 0; player < game.players; player++) if (isStillPlaying(game, player)) count++;
  return count;
}

function deepCopy(game: RefGame): RefGame {
  return structuredClone(game);
}

function isKill(game: RefGame): boolean {
  return game.options.variant === 'kill';
}

function killOptions(game: RefGame): KillRefSubOptions {
  if (game.options.variant !== 'kill') throw new Error('not a kill game');
  return game.options.kill;
}

// ---------------------------------------------------------------------------
// Start (SPEC §2 "Start", decisions "Creation")
// ---------------------------------------------------------------------------

/**
 * "With 'fan-tan', the table starts empty and the first move must be 7♦ unless 7♦ is
 * already on the table or dead (...; the game then opens without it): until then `play 7D`
 * is the only legal move" (SPEC rev 4).
 */
function isWaitingForSevenOfDiamonds(game: RefGame): boolean {
  const { row, column } = positionOf('7D');
  return game.options.start === 'fan-tan' && !cardIsOnTable(game, '7D') && !isDead(game, row, column);
}

export function refStart(record: RefRecord): RefGame {
  const options = structuredClone(record.options);
  const players = record.deal.hands.length;
  const grid: Cell[][] = [];
  for (let row = 0; row < ROW_COUNT; row++) {
    const line: Cell[] = [];
    for (let column = 0; column < COLUMN_COUNT; column++) line.push({ state: 'table', owner: null });
    grid.push(line);
  }
  const game: RefGame = {
    options,
    players,
    grid,
    jokerHolder: null,
    jokerRemoved: false,
    dealtSizes: record.deal.hands.map((hand) => hand.length),
    passes: new Array<number>(players).fill(0),
    kills: new Array<number>(players).fill(0),
    selfKills: new Array<number>(players).fill(0),
    finished: [],
    disqualified: [],
    stuck: new Array<boolean>(players).fill(false),
    cardsHeldAtDisqualification: new Array<number>(players).fill(0),
    current: null,
    over: false,
    lastMove: null,
    lastDeaths: [],
    lastPlayer: null,
    events: [],
    moveNumber: 0,
    jokerSwapped: false,
  };

  // Every card starts in its dealt hand; the initial `table` cards are laid out.
  const seen = new Set<Card>();
  for (let player = 0; player < players; player++) {
    for (const card of record.deal.hands[player] ?? []) {
      if (seen.has(card)) throw new Error(`card dealt twice: ${card}`);
      seen.add(card);
      if (card === JOKER) {
        game.jokerHolder = player;
        continue;
      }
      const cell = cellOfCard(game, card);
      cell.state = 'hand';
      cell.owner = player;
    }
  }
  for (const card of record.deal.table) {
    if (seen.has(card)) throw new Error(`card dealt twice: ${card}`);
    seen.add(card);
    // "Cards on the initial `table` are treated as laid out"
    const cell = cellOfCard(game, card);
    cell.state = 'table';
    cell.owner = null;
  }
  if (seen.size !== ROW_COUNT * COLUMN_COUNT + (game.jokerHolder === null ? 0 : 1)) {
    throw new Error(`the deal does not use every card exactly once (${seen.size} cards)`);
  }

  // 1. "With 'sevens', every 7 is moved from its holder's hand to the table before the first turn."
  if (options.start === 'sevens') layOutTheSevens(game);

  // 2. Kill: "After every move, and for the initial table, any cell ... dies when ..."
  //    (deaths of the initial table are credited to nobody).
  if (isKill(game)) game.lastDeaths = applyDeaths(game, null);

  // 3.–5. The first player; players already out; the player to move.
  const firstPlayer = options.firstPlayer;
  if (isKill(game)) {
    // The turn "comes" to firstPlayer (same rule as any later turn arrival).
    passTurnKill(game, firstPlayer);
  } else {
    for (let i = 0; i < players; i++) {
      const player = (firstPlayer + i) % players;
      const hand = handOf(game, player);
      if (hand.length === 0) game.finished.push(player);
      else if (hand.length === 1 && hand[0] === JOKER) game.stuck[player] = true;
    }
    passTurnClassic(game, firstPlayer);
  }
  // "`events` ... ([] at the start)": what happened while the game was set up is no move's doing.
  game.events = [];
  return game;
}

/** "'sevens': every 7 is laid out before the first turn." */
function layOutTheSevens(game: RefGame): void {
  for (let row = 0; row < ROW_COUNT; row++) {
    const cell = cellAt(game, row, SEVEN_COLUMN);
    cell.state = 'table';
    cell.owner = null;
  }
}

// ---------------------------------------------------------------------------
// Turns (SPEC §2 "Turns", decisions "Turn order")
// ---------------------------------------------------------------------------

/**
 * Classic: "The game ends when at most one player is still playing (not out, stuck or
 * disqualified)." Otherwise "Turns go to the left: from player p to player (p + 1) mod n,
 * skipping players who are out, stuck or disqualified." `from` is the first candidate.
 */
function passTurnClassic(game: RefGame, from: number): void {
  if (countStillPlaying(game) <= 1) {
    game.over = true;
    game.current = null;
    return;
  }
  for (let i = 0; i < game.players; i++) {
    const player = (from + i) % game.players;
    if (isStillPlaying(game, player)) {
      game.current = player;
      return;
    }
  }
  throw new Error('unreachable: nobody to move');
}

/**
 * Kill: "when the turn reaches a playing player whose hand is empty (their last cards were
 * killed by another's move), they go out then (appended to finished) and the turn moves on."
 * "The game ends when every player has gone out or been disqualified."
 */
function passTurnKill(game: RefGame, from: number): void {
  for (let i = 0; i < game.players; i++) {
    const player = (from + i) % game.players;
    if (!isStillPlaying(game, player)) continue;
    if (handOf(game, player).length === 0) {
      // "their `out` event is among the events of the move after which that happens"
      game.finished.push(player);
      game.events.push({ type: 'out', player });
      continue;
    }
    game.current = player;
    return;
  }
  game.over = true;
  game.current = null;
}

// ---------------------------------------------------------------------------
// Classic rules (SPEC §3)
// ---------------------------------------------------------------------------

/** "With `tunnel`, A and K are adjacent." Neighbouring columns of a column in its suit's row. */
function rankNeighbourColumns(game: RefGame, column: number): number[] {
  const tunnel = game.options.variant === 'classic' && game.options.tunnel;
  const result: number[] = [];
  for (const other of [column - 1, column + 1]) {
    if (other >= 0 && other < COLUMN_COUNT) result.push(other);
    else if (tunnel) result.push((other + COLUMN_COUNT) % COLUMN_COUNT);
  }
  return result;
}

/**
 * "A run is the set of table cards of one suit connected to that suit's 7 through
 * adjacent ranks." Returns, for one row, which columns belong to the run (BFS from the 7).
 */
function runOfRow(game: RefGame, row: number): boolean[] {
  const inRun = new Array<boolean>(COLUMN_COUNT).fill(false);
  if (!isOnTable(game, row, SEVEN_COLUMN)) return inRun; // no 7, no run
  const queue: number[] = [SEVEN_COLUMN];
  inRun[SEVEN_COLUMN] = true;
  while (queue.length > 0) {
    const column = queue.shift()!;
    for (const next of rankNeighbourColumns(game, column)) {
      if (!inRun[next] && isOnTable(game, row, next)) {
        inRun[next] = true;
        queue.push(next);
      }
    }
  }
  return inRun;
}

/**
 * "A card may be played if its suit's 7 is on the table and it is adjacent (rank ± 1,
 * same suit) to a card of that run."
 */
function isAdjacentToRun(game: RefGame, row: number, column: number): boolean {
  if (isOnTable(game, row, column)) return false;
  const inRun = runOfRow(game, row);
  for (const neighbour of rankNeighbourColumns(game, column)) {
    if (inRun[neighbour]) return true;
  }
  return false;
}

/**
 * The cells a card could legally be played to now (whoever holds the card): decisions
 * "a run end's neighbour; with 'fan-tan', after 7♦, also any 7's cell not on the table".
 * "With 'fan-tan', a 7 may be played whenever it is in hand (7♦ first)."
 * In table order.
 */
function classicPlayableCells(game: RefGame): Position[] {
  if (isWaitingForSevenOfDiamonds(game)) return [positionOf('7D')];
  const cells: Position[] = [];
  for (const { row, column } of allPositionsInTableOrder()) {
    if (isOnTable(game, row, column)) continue;
    const isFanTanSeven = game.options.start === 'fan-tan' && column === SEVEN_COLUMN;
    if (isFanTanSeven || isAdjacentToRun(game, row, column)) cells.push({ row, column });
  }
  return cells;
}

/** Classic plays of the player: cards of their hand whose cell is playable, in table order. */
function classicPlays(game: RefGame, player: number): Move[] {
  const moves: Move[] = [];
  for (const { row, column } of classicPlayableCells(game)) {
    const card = cardAt(row, column);
    if (holds(game, player, card)) moves.push({ type: 'play', card });
  }
  return moves;
}

/**
 * Bridge joker: "the mover also plays Y from hand, the card adjacent to X on the far side
 * from the run (for a 7 in 'fan-tan', either neighbour); so a bridge joker never stands in
 * an A or K cell without the tunnel, nor in a gap with the run on both sides."
 * Returns the candidate cards Y (whoever holds them), in table order.
 */
function bridgeFarSideCards(game: RefGame, row: number, column: number): Card[] {
  if (game.options.start === 'fan-tan' && column === SEVEN_COLUMN && !isOnTable(game, row, SEVEN_COLUMN)) {
    // A 7's cell under 'fan-tan': either neighbour (6 or 8).
    return [cardAt(row, SEVEN_COLUMN - 1), cardAt(row, SEVEN_COLUMN + 1)];
  }
  const tunnel = game.options.variant === 'classic' && game.options.tunnel;
  const inRun = runOfRow(game, row);
  const leftColumn = column - 1 >= 0 ? column - 1 : tunnel ? COLUMN_COUNT - 1 : null;
  const rightColumn = column + 1 < COLUMN_COUNT ? column + 1 : tunnel ? 0 : null;
  const runOnLeft = leftColumn !== null && inRun[leftColumn] === true;
  const runOnRight = rightColumn !== null && inRun[rightColumn] === true;
  if (runOnLeft && runOnRight) return []; // a gap with the run on both sides
  if (runOnLeft && rightColumn !== null) return [cardAt(row, rightColumn)];
  if (runOnRight && leftColumn !== null) return [cardAt(row, leftColumn)];
  return [];
}

/**
 * "Move { type: 'joker', card: X, next?: Y }: the joker stands in cell X, which must be a
 * cell a card could legally be played to now and whose card the mover does not hold."
 * Ordered by card then next (table order).
 */
function classicJokerMoves(game: RefGame, player: number): Move[] {
  if (game.options.variant !== 'classic') return [];
  if (game.jokerHolder !== player) return [];
  // decisions: "until 7♦ is on the table, `play 7D` is the only legal move (no joker moves ...)"
  if (isWaitingForSevenOfDiamonds(game)) return [];
  const moves: Move[] = [];
  for (const { row, column } of classicPlayableCells(game)) {
    const x = cardAt(row, column);
    if (holds(game, player, x)) continue;
    if (game.options.jokerPlay === 'alone') {
      moves.push({ type: 'joker', card: x });
      continue;
    }
    const candidates = sortInTableOrder(bridgeFarSideCards(game, row, column));
    for (const y of candidates) {
      if (holds(game, player, y)) moves.push({ type: 'joker', card: x, next: y });
    }
  }
  return moves;
}

// ---------------------------------------------------------------------------
// Kill rules (SPEC §4)
// ---------------------------------------------------------------------------

const SIDE_OFFSETS: Array<[number, number]> = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
const DIAGONAL_OFFSETS: Array<[number, number]> = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** A boolean 4×13 snapshot: true = on the table (dead cells are NOT on the table). */
function onTableGrid(game: RefGame): boolean[][] {
  const result: boolean[][] = [];
  for (let row = 0; row < ROW_COUNT; row++) {
    const line: boolean[] = [];
    for (let column = 0; column < COLUMN_COUNT; column++) line.push(isOnTable(game, row, column));
    result.push(line);
  }
  return result;
}

function snapshotIsOnTable(onTable: boolean[][], row: number, column: number): boolean {
  if (isWall(row, column)) return false;
  return onTable[row]?.[column] === true;
}

function snapshotIsWallOrOnTable(onTable: boolean[][], row: number, column: number): boolean {
  return isWall(row, column) || snapshotIsOnTable(onTable, row, column);
}

/** "death: 'enclosed': each of its 4 side neighbours is wall or on the table" */
function diesEnclosed(onTable: boolean[][], row: number, column: number): boolean {
  for (const [dr, dc] of SIDE_OFFSETS) {
    if (!snapshotIsWallOrOnTable(onTable, row + dr, column + dc)) return false;
  }
  return true;
}

/** "death: 'left-right': its left and right neighbours are each wall or on the table" */
function diesLeftRight(onTable: boolean[][], row: number, column: number): boolean {
  return snapshotIsWallOrOnTable(onTable, row, column - 1) && snapshotIsWallOrOnTable(onTable, row, column + 1);
}

/**
 * The 4-connected component of cells not on the table containing (row, column), by BFS.
 * "Dead cells count as not on the table, so they belong to such components."
 */
function offTableComponent(onTable: boolean[][], row: number, column: number): Position[] {
  const visited: boolean[][] = [];
  for (let r = 0; r < ROW_COUNT; r++) visited.push(new Array<boolean>(COLUMN_COUNT).fill(false));
  const component: Position[] = [];
  const queue: Position[] = [{ row, column }];
  visited[row]![column] = true;
  while (queue.length > 0) {
    const here = queue.shift()!;
    component.push(here);
    for (const [dr, dc] of SIDE_OFFSETS) {
      const r = here.row + dr;
      const c = here.column + dc;
      if (isWall(r, c)) continue;
      if (snapshotIsOnTable(onTable, r, c)) continue;
      if (visited[r]![c]) continue;
      visited[r]![c] = true;
      queue.push({ row: r, column: c });
    }
  }
  return component;
}

/**
 * "group: it lies in a 4-connected component of cells not on the table that is a rectangle
 * of at most `maxGroup` cells, at least 2, every cell around whose sides is wall or on the
 * table; when the rectangle touches the wall on exactly 3 sides it dies only with
 * `threeWallGroups`, and on 4 sides (the whole empty grid) never."
 * (Every cell around a maximal component is wall or on the table by construction.)
 */
function diesInGroup(
  onTable: boolean[][],
  row: number,
  column: number,
  opts: { maxGroup: number; threeWallGroups: boolean },
): boolean {
  if (snapshotIsOnTable(onTable, row, column)) return false;
  const component = offTableComponent(onTable, row, column);
  let minRow = ROW_COUNT;
  let maxRow = -1;
  let minColumn = COLUMN_COUNT;
  let maxColumn = -1;
  for (const cell of component) {
    minRow = Math.min(minRow, cell.row);
    maxRow = Math.max(maxRow, cell.row);
    minColumn = Math.min(minColumn, cell.column);
    maxColumn = Math.max(maxColumn, cell.column);
  }
  // It is a rectangle exactly when it fills its bounding box.
  const boundingBoxArea = (maxRow - minRow + 1) * (maxColumn - minColumn + 1);
  if (component.length !== boundingBoxArea) return false;
  if (component.length < 2 || component.length > opts.maxGroup) return false;
  let wallSides = 0;
  if (minRow === 0) wallSides++;
  if (maxRow === ROW_COUNT - 1) wallSides++;
  if (minColumn === 0) wallSides++;
  if (maxColumn === COLUMN_COUNT - 1) wallSides++;
  if (wallSides === 4) return false;
  if (wallSides === 3) return opts.threeWallGroups;
  return true;
}

/**
 * The group rule alone, on a snapshot (exported for the brute-force comparison test):
 * which off-table cells lie in a dying group.
 */
export function refGroupDeaths(
  onTable: boolean[][],
  opts: { maxGroup: number; threeWallGroups: boolean },
): boolean[][] {
  const result: boolean[][] = [];
  for (let row = 0; row < ROW_COUNT; row++) {
    const line: boolean[] = [];
    for (let column = 0; column < COLUMN_COUNT; column++) line.push(diesInGroup(onTable, row, column, opts));
    result.push(line);
  }
  return result;
}

/**
 * "After every move, and for the initial table, any cell not on the table and not yet
 * dead dies when" the single rule (`death`) or the group rule holds.
 * Returns the newly dying cells in table order (deaths do not change which cells are on
 * the table, so one pass is enough).
 */
function cellsThatDieNow(game: RefGame): Position[] {
  const opts = killOptions(game);
  const onTable = onTableGrid(game);
  const dying: Position[] = [];
  for (const { row, column } of allPositionsInTableOrder()) {
    if (isOnTable(game, row, column) || isDead(game, row, column)) continue;
    const single = opts.death === 'enclosed' ? diesEnclosed(onTable, row, column) : diesLeftRight(onTable, row, column);
    if (single || diesInGroup(onTable, row, column, opts)) dying.push({ row, column });
  }
  return dying;
}

/**
 * "A dead card leaves its holder's hand at once and is shown in the holder's dead pile".
 * "The mover's `kills` grows by the number of other players' cards that the move killed;
 * `selfKills` by their own." `mover` null = credited to nobody (initial table, disqualification).
 * Returns the cards that died, in table order.
 */
function applyDeaths(game: RefGame, mover: number | null): Card[] {
  const died: Card[] = [];
  for (const { row, column } of cellsThatDieNow(game)) {
    const cell = cellAt(game, row, column);
    if (cell.state !== 'hand' || cell.owner === null) {
      throw new Error(`invariant: a live off-table card is not in a hand: ${cardAt(row, column)}`);
    }
    const holder = cell.owner;
    cell.state = 'dead'; // owner stays: the holder's dead pile
    died.push(cardAt(row, column));
    if (mover !== null) {
      if (holder === mover) game.selfKills[mover] = (game.selfKills[mover] ?? 0) + 1;
      else game.kills[mover] = (game.kills[mover] ?? 0) + 1;
    }
  }
  // Events: "the `died` events (owners in player order)", "one per owner, table order;
  // by = the mover, null = credited to nobody".
  for (let owner = 0; owner < game.players; owner++) {
    const cards = died.filter((card) => cellOfCard(game, card).owner === owner);
    if (cards.length > 0) game.events.push({ type: 'died', player: owner, cards: sortInTableOrder(cards), by: mover });
  }
  return died;
}

/** "A card may be played if any of its 8 neighbouring cells (sides and corners) is on the table." */
function hasSideNeighbourOnTable(game: RefGame, row: number, column: number): boolean {
  for (const [dr, dc] of SIDE_OFFSETS) if (isOnTable(game, row + dr, column + dc)) return true;
  return false;
}

function hasDiagonalNeighbourOnTable(game: RefGame, row: number, column: number): boolean {
  for (const [dr, dc] of DIAGONAL_OFFSETS) if (isOnTable(game, row + dr, column + dc)) return true;
  return false;
}

/** Would placing this card kill at least one card (anyone's)? Tried on a copy. */
function placementWouldKill(game: RefGame, row: number, column: number): boolean {
  const trial = deepCopy(game);
  const cell = cellAt(trial, row, column);
  cell.state = 'table';
  cell.owner = null;
  return cellsThatDieNow(trial).length > 0;
}

/**
 * Kill placement: "A card may be played if any of its 8 neighbouring cells (sides and
 * corners) is on the table. With 'fan-tan', a 7 may also be played at any time (7♦ first).
 * With `kill.diagonal: 'kill-only'`, a card whose only neighbours on the table are diagonal
 * may be played only if the move kills at least one card (anyone's); a 7 under 'fan-tan'
 * may still be played at any time."
 */
function killPlays(game: RefGame, player: number): Move[] {
  const opts = killOptions(game);
  if (isWaitingForSevenOfDiamonds(game)) {
    return holds(game, player, '7D') ? [{ type: 'play', card: '7D' }] : [];
  }
  const moves: Move[] = [];
  for (const { row, column } of allPositionsInTableOrder()) {
    const card = cardAt(row, column);
    if (!holds(game, player, card)) continue;
    let legal: boolean;
    if (game.options.start === 'fan-tan' && column === SEVEN_COLUMN) legal = true;
    else if (hasSideNeighbourOnTable(game, row, column)) legal = true;
    else if (hasDiagonalNeighbourOnTable(game, row, column)) {
      legal = opts.diagonal === 'always' || placementWouldKill(game, row, column);
    } else legal = false;
    if (legal) moves.push({ type: 'play', card });
  }
  return moves;
}

// ---------------------------------------------------------------------------
// Legal moves and passes
// ---------------------------------------------------------------------------

/** Plays and joker moves (not the pass), in SPEC order. */
function cardMoves(game: RefGame, player: number): Move[] {
  if (isKill(game)) return killPlays(game, player);
  return [...classicPlays(game, player), ...classicJokerMoves(game, player)];
}

/**
 * "A player with no legal move (a joker move counts) must pass; with `freePass` a pass is
 * also legal when they could play." "With `passLimit` n, a player who has passed n times
 * may no longer pass while they can play".
 */
function passIsLegal(game: RefGame, player: number, canPlay: boolean): boolean {
  if (!canPlay) return true;
  const { freePass, passLimit } = game.options;
  if (!freePass) return false;
  if (passLimit === null) return true; // (not a valid option combination; kept permissive)
  return (game.passes[player] ?? 0) < passLimit;
}

/** "legalMoves lists plays in table order, then joker moves by card then next, then the pass." */
export function refLegalMoves(game: RefGame): Move[] {
  if (game.over || game.current === null) return [];
  const player = game.current;
  const moves = cardMoves(game, player);
  if (passIsLegal(game, player, moves.length > 0)) moves.push({ type: 'pass' });
  return moves;
}

function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'pass') return true;
  if (a.type === 'play' && b.type === 'play') return a.card === b.card;
  if (a.type === 'joker' && b.type === 'joker') return a.card === b.card && a.next === b.next;
  return false;
}

// ---------------------------------------------------------------------------
// Applying moves
// ---------------------------------------------------------------------------

function putOnTable(game: RefGame, card: Card): void {
  const cell = cellOfCard(game, card);
  cell.state = 'table';
  cell.owner = null;
}

export function refApply(game: RefGame, move: Move): RefGame {
  if (game.over) throw new Error('illegal: the game is over');
  if (typeof move !== 'object' || move === null) throw new Error('illegal: not a move');
  const legal = refLegalMoves(game);
  const match = legal.find((candidate) => sameMove(candidate, move));
  if (match === undefined) throw new Error(`illegal: ${JSON.stringify(move)} is not a legal move`);
  const mover = game.current;
  if (mover === null) throw new Error('illegal: nobody to move');

  const next = deepCopy(game);
  next.lastMove = structuredClone(match);
  next.lastDeaths = [];
  next.lastPlayer = mover;
  next.moveNumber = game.moveNumber + 1;
  next.events = [];
  const canPlay = cardMoves(game, mover).length > 0;

  if (match.type === 'pass') applyPass(next, mover, canPlay);
  else if (match.type === 'joker') applyJokerMove(next, mover, match.card, match.next);
  else if (isKill(next)) applyKillPlay(next, mover, match.card);
  else applyClassicPlay(next, mover, match.card);
  // "and `over` last"
  if (next.over) next.events.push({ type: 'over' });
  return next;
}

/** Classic play: the card goes to the table; "A player whose hand becomes empty goes out". */
function applyClassicPlay(game: RefGame, mover: number, card: Card): void {
  putOnTable(game, card);
  game.events.push({ type: 'play', player: mover, card });
  settleClassicHand(game, mover, true);
  passTurnClassic(game, mover + 1);
}

/**
 * Classic after a hand changed: "A player whose hand becomes empty goes out" (the mover);
 * "A player whose only card is the joker cannot go out: they are out at once ('stuck',
 * not in `finished`)".
 */
function settleClassicHand(game: RefGame, player: number, canGoOut: boolean): void {
  const hand = handOf(game, player);
  if (hand.length === 0 && canGoOut) {
    game.finished.push(player);
    game.events.push({ type: 'out', player });
  } else if (hand.length === 1 && hand[0] === JOKER) {
    game.stuck[player] = true;
    game.events.push({ type: 'stuck', player });
  }
}

/**
 * "At once, the holder of X lays X in its cell and takes the joker into hand; this is part
 * of the same move, and the turn then passes to the left of the joker's player."
 */
function applyJokerMove(game: RefGame, mover: number, x: Card, y: Card | undefined): void {
  const xCell = cellOfCard(game, x);
  if (xCell.state !== 'hand' || xCell.owner === null || xCell.owner === mover) {
    throw new Error(`invariant: the joker's cell ${x} is not in another player's hand`);
  }
  const holderOfX = xCell.owner;
  // The mover's joker stands in X ("the joker stood in card's cell")...
  game.jokerHolder = null;
  game.events.push({ type: 'joker', player: mover, card: x });
  // ... bridge: "the mover also plays Y from hand" ("the `play` of its `next`") ...
  if (y !== undefined) {
    putOnTable(game, y);
    game.events.push({ type: 'play', player: mover, card: y });
  }
  // ... "At once, the holder of X lays X in its cell and takes the joker into hand".
  putOnTable(game, x);
  game.jokerHolder = holderOfX;
  game.jokerSwapped = true;
  game.events.push({ type: 'swap', player: holderOfX, card: x });
  // "the `out` and `stuck` events (in the order players leave)": the mover's hand emptied with
  // the joker (or the `play` of its `next`), before the swap that leaves X's holder stuck.
  settleClassicHand(game, mover, true);
  settleClassicHand(game, holderOfX, false);
  passTurnClassic(game, mover + 1);
}

/**
 * Kill play: the card goes to the table, then deaths (credited to the mover).
 * "A player with no cards left in hand goes out: at once when their own move empties it
 * (a play or a self-kill)". "With `extraTurn`, a move that killed at least one card
 * (anyone's) is followed by another turn of the same player, unless that player has gone out."
 */
function applyKillPlay(game: RefGame, mover: number, card: Card): void {
  putOnTable(game, card);
  game.events.push({ type: 'play', player: mover, card });
  game.lastDeaths = applyDeaths(game, mover);
  let wentOut = false;
  if (handOf(game, mover).length === 0) {
    game.finished.push(mover);
    game.events.push({ type: 'out', player: mover });
    wentOut = true;
  }
  const extraTurn = killOptions(game).extraTurn && game.lastDeaths.length > 0 && !wentOut;
  passTurnKill(game, extraTurn ? mover : mover + 1);
  if (extraTurn) game.events.push({ type: 'extra-turn', player: mover });
}

/**
 * "Every pass counts, forced or not. With `passLimit` n, ... if they cannot play, that
 * pass — which counts as a pass — disqualifies them" (decisions: when passes[p] >= passLimit
 * before this pass).
 */
function applyPass(game: RefGame, mover: number, canPlay: boolean): void {
  const passesBefore = game.passes[mover] ?? 0;
  game.passes[mover] = passesBefore + 1;
  // "passes is that player's count after it"
  game.events.push({ type: 'pass', player: mover, passes: passesBefore + 1 });
  const limit = game.options.passLimit;
  const disqualifies = !canPlay && limit !== null && passesBefore >= limit;
  if (disqualifies) disqualify(game, mover);
  if (isKill(game)) passTurnKill(game, mover + 1);
  else passTurnClassic(game, mover + 1);
}

/**
 * "all of their cards are placed face up on the table in their cells (a joker is removed
 * from the game)". Kill: "A disqualified player's cards go to the table as played cells,
 * and deaths are then applied (credited to nobody)."
 */
function disqualify(game: RefGame, player: number): void {
  const hand = handOf(game, player);
  game.cardsHeldAtDisqualification[player] = hand.length;
  for (const card of hand) {
    if (card === JOKER) {
      game.jokerHolder = null;
      game.jokerRemoved = true;
    } else putOnTable(game, card);
  }
  game.disqualified.push(player);
  // "laid face up (a joker removed), table order": the cards laid, not the joker.
  game.events.push({ type: 'disqualified', player, cards: hand.filter((card) => card !== JOKER) });
  if (isKill(game)) game.lastDeaths = applyDeaths(game, null);
}

// ---------------------------------------------------------------------------
// Views and scores (SPEC §5)
// ---------------------------------------------------------------------------

export function refView(game: RefGame, player?: number): GameView {
  const viewer = player === undefined ? null : player;
  const hands: (Card[] | null)[] = [];
  const handSizes: number[] = [];
  const dead: Card[][] = [];
  for (let p = 0; p < game.players; p++) {
    const hand = handOf(game, p);
    hands.push(viewer === null || viewer === p ? hand : null);
    handSizes.push(hand.length);
    dead.push(deadPileOf(game, p));
  }
  const table: Card[] = [];
  for (const { row, column } of allPositionsInTableOrder()) {
    if (isOnTable(game, row, column)) table.push(cardAt(row, column));
  }
  const showMoves = viewer === null || viewer === game.current;
  return {
    player: viewer,
    current: game.over ? null : game.current,
    over: game.over,
    hands,
    handSizes,
    table,
    dead,
    kills: [...game.kills],
    selfKills: [...game.selfKills],
    passes: [...game.passes],
    finished: [...game.finished],
    disqualified: [...game.disqualified],
    legalMoves: showMoves ? refLegalMoves(game) : [],
    lastMove: game.lastMove === null ? null : structuredClone(game.lastMove),
    lastPlayer: game.lastPlayer,
    events: structuredClone(game.events),
    jokerHolder: jokerHolderSeenBy(game, viewer),
    moveNumber: game.moveNumber,
  };
}

/**
 * SPEC §5 "Joker holder": "always in the whole truth (`null` when no one holds it: no joker in
 * the game, or removed with a disqualified player); in a player's view, when that player holds
 * it, when it has changed hands publicly (a `swap`) since the deal, or when its holder is stuck
 * ...; otherwise `null`."
 */
function jokerHolderSeenBy(game: RefGame, viewer: number | null): number | null {
  const holder = game.jokerHolder;
  if (holder === null || viewer === null) return holder;
  if (holder === viewer || game.jokerSwapped || game.stuck[holder] === true) return holder;
  return null;
}

export function refDeathsOfLastMove(game: RefGame): Card[] {
  if (!isKill(game)) return [];
  return sortInTableOrder(game.lastDeaths);
}

/**
 * Classic standings: "Players who went out, in order; then the player left holding cards;
 * then players stuck with the joker; then disqualified players, the later disqualified
 * ranking higher. Before the end, players still playing rank by fewest cards in hand, then
 * by player index."
 */
function classicRankingOrder(game: RefGame): number[] {
  const order: number[] = [...game.finished];
  const playing: number[] = [];
  const stuck: number[] = [];
  for (let p = 0; p < game.players; p++) {
    const status = statusOf(game, p);
    if (status === 'playing') playing.push(p);
    if (status === 'stuck') stuck.push(p);
  }
  playing.sort((a, b) => handOf(game, a).length - handOf(game, b).length || a - b);
  order.push(...playing, ...stuck);
  order.push(...[...game.disqualified].reverse());
  return order;
}

/**
 * Kill standings: "Players not disqualified, by fewest dead cards; ties by `tiebreak`:
 * 'kills' = more kills, then earlier out; 'finish' = earlier out (before the end, a player
 * not yet out counts as later than any player out, then by player index). Then disqualified
 * players, the later disqualified ranking higher."
 */
function killRankingOrder(game: RefGame): number[] {
  const tiebreak = killOptions(game).tiebreak;
  const outPosition = (p: number): number => {
    const index = game.finished.indexOf(p);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const compareOut = (a: number, b: number): number => {
    const pa = outPosition(a);
    const pb = outPosition(b);
    if (pa === pb) return 0; // both not yet out
    return pa < pb ? -1 : 1;
  };
  const notDisqualified: number[] = [];
  for (let p = 0; p < game.players; p++) if (!game.disqualified.includes(p)) notDisqualified.push(p);
  notDisqualified.sort((a, b) => {
    const byDead = deadPileOf(game, a).length - deadPileOf(game, b).length;
    if (byDead !== 0) return byDead;
    if (tiebreak === 'kills') {
      const byKills = (game.kills[b] ?? 0) - (game.kills[a] ?? 0);
      if (byKills !== 0) return byKills;
    }
    const byOut = compareOut(a, b);
    if (byOut !== 0) return byOut;
    return a - b;
  });
  return [...notDisqualified, ...[...game.disqualified].reverse()];
}

/**
 * Classic chips: "every player antes 1, a player dealt fewer cards than the most antes 1
 * more, each pass costs its player 1 into the pot, and the player ranked first takes the pot
 * plus 1 chip from every other player for each card they hold (a disqualified player: each
 * card they had when disqualified, the joker included; their `cardsLeft` is 0)."
 */
function classicChips(game: RefGame, order: number[]): number[] {
  const mostDealt = Math.max(...game.dealtSizes);
  const chips = new Array<number>(game.players).fill(0);
  let pot = 0;
  for (let p = 0; p < game.players; p++) {
    const ante = (game.dealtSizes[p] ?? 0) < mostDealt ? 2 : 1;
    const passes = game.passes[p] ?? 0;
    chips[p] = (chips[p] ?? 0) - ante - passes;
    pot += ante + passes;
  }
  const winner = order[0];
  if (winner === undefined) return chips;
  chips[winner] = (chips[winner] ?? 0) + pot;
  for (let p = 0; p < game.players; p++) {
    if (p === winner) continue;
    const owed =
      statusOf(game, p) === 'disqualified' ? (game.cardsHeldAtDisqualification[p] ?? 0) : handOf(game, p).length;
    chips[p] = (chips[p] ?? 0) - owed;
    chips[winner] = (chips[winner] ?? 0) + owed;
  }
  return chips;
}

export function refScore(game: RefGame): Score {
  const order = isKill(game) ? killRankingOrder(game) : classicRankingOrder(game);
  if (order.length !== game.players || new Set(order).size !== game.players) {
    throw new Error(`invariant: ranking is not a permutation: ${order.join(',')}`);
  }
  const chips = isKill(game) ? new Array<number>(game.players).fill(0) : classicChips(game, order);
  const standings: Score['standings'] = order.map((player, index) => {
    const status = statusOf(game, player);
    return {
      player,
      rank: index + 1,
      status,
      cardsLeft: status === 'disqualified' ? 0 : handOf(game, player).length,
      dead: deadPileOf(game, player).length,
      kills: game.kills[player] ?? 0,
      selfKills: game.selfKills[player] ?? 0,
      chips: chips[player] ?? 0,
    };
  });
  return { over: game.over, standings };
}
