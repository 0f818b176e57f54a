/**
 * Playing a game: `createGame`, `legalMoves`, `isLegalMove` and `applyMove`, with the rules both
 * variants share — turns, passes and disqualification, going out, kills credit and extra turns.
 * What may be played and what dies is the variant's business (`classic.ts`, `kill.ts`).
 * @module
 */
import { cardName, cardNumber, describe, JOKER, rankOf, SEVEN, SEVENS_WORD } from './cards.js';
import { bitIndex, bitOf, count, size, wordOf } from './cardset.js';
import * as classic from './classic.js';
import { IllegalMoveError, OptionsError, ours, ShichinarabeError } from './errors.js';
import * as kill from './kill.js';
import { historyAfter } from './log.js';
import { cellOfPlay, jokerMove, PASS, playMove } from './moves.js';
import { type RecordOptions, resolveOptions, type Setup } from './options.js';
import {
  asState,
  FORMAT,
  type Game,
  HELD_AT_DQ,
  handEmpty,
  handHi,
  handLo,
  handSize,
  holds,
  isPlaying,
  KILLS,
  made,
  PASSES,
  SELF_KILLS,
  type State,
  sevenOfDiamondsDown,
  TALLY_BLOCKS,
  tallyOf,
} from './state.js';
import type { GameOptions, GameState, IllegalMoveCode, Move } from './types.js';

/** A state under construction: a copy of the previous state whose fields are then set. */
export type Draft = { -readonly [K in keyof State]: State[K] };

// --- Creating a game -------------------------------------------------------------------------

/*
 * A new game's lists and counters are shared by every game of the same size: the engine copies a
 * list before changing it, never changing one in place. (Not frozen: copying a frozen array with
 * `slice` takes V8's slow path, about 40 times slower.)
 */
/** Nobody yet: the empty list every game starts with. */
const NOBODY: readonly number[] = [];
/** Counters all 0, one shared array per length. */
const ZEROS: (readonly number[])[] = [];
function zeros(length: number): readonly number[] {
  let zeros = ZEROS[length];
  if (zeros === undefined) {
    zeros = new Array<number>(length).fill(0);
    ZEROS[length] = zeros;
  }
  return zeros;
}

/** The fixed part of a game (options, deal and the flags the rule code reads); also used by `position.ts` and the bots. */
export function makeGame(setup: Setup): Game {
  const o: RecordOptions = setup.options;
  const k = o.variant === 'kill' ? o.kill : null;
  return {
    format: FORMAT,
    options: o,
    deal: setup.deal,
    players: o.players,
    dealt: setup.deal.hands,
    dealtSizes: setup.deal.sizes,
    kill: k !== null,
    fanTan: o.start === 'fan-tan',
    passLimit: o.passLimit ?? -1,
    freePass: o.freePass,
    tunnel: o.variant === 'classic' && o.tunnel,
    bridge: o.variant === 'classic' && o.jokerPlay === 'bridge',
    maxGroup: k?.maxGroup ?? 1,
    threeWallGroups: k?.threeWallGroups ?? false,
    extraTurn: k?.extraTurn ?? false,
    leftRight: k?.death === 'left-right',
    killOnlyDiagonal: k?.diagonal === 'kill-only',
  };
}

/**
 * Starts a game. With no options: classic 七並べ, 4 players, a random deal, every 7 laid out.
 *
 * Invalid options throw {@link OptionsError} naming the option; the options object is never modified.
 * @example
 * ```ts
 * import { createGame, view } from 'shichinarabe';
 * const game = createGame({ players: 4, seed: 42 });
 * view(game).table; // ['7S', '7H', '7D', '7C']
 * const kill = createGame({ variant: 'kill', seed: 'abc', kill: { maxGroup: 4, extraTurn: true } });
 * ```
 */
export function createGame(options?: GameOptions): GameState {
  let setup: Setup;
  try {
    setup = resolveOptions(options);
  } catch (e) {
    if (e instanceof ShichinarabeError) throw e;
    throw new OptionsError('', 'the options could not be read (a getter or Proxy threw)');
  }
  const game = makeGame(setup);
  const n = game.players;
  const sevens = game.fanTan ? 0 : SEVENS_WORD; // 'sevens': every 7 goes down before the first turn
  const d: Draft = {
    game,
    lastMove: null,
    before: null,
    moveCount: 0,
    tableLo: setup.deal.tableLo | sevens,
    tableHi: setup.deal.tableHi | sevens,
    deadLo: 0,
    deadHi: 0,
    current: -1,
    playing: (1 << n) - 1,
    joker: setup.deal.joker,
    tally: zeros(TALLY_BLOCKS * n), // shared until a counter changes (then copied)
    finished: NOBODY,
    disqualified: NOBODY,
  };
  if (game.kill && (d.tableLo | d.tableHi) !== 0) {
    const [lo, hi] = kill.deathsOnTable(game, d.tableLo, d.tableHi, 0, 0); // credited to nobody
    d.deadLo = lo;
    d.deadHi = hi;
  }
  const first = setup.options.firstPlayer;
  if (!game.kill) for (let i = 0; i < n; i++) settleClassicHand(d, (first + i) % n);
  handTurnOn(d, first + n - 1);
  return made(d) as State as unknown as GameState;
}

// --- Turns, going out, passing ---------------------------------------------------------------

/** Player p goes out: they are skipped from now on and join `finished`. */
function goOut(d: Draft, p: number): void {
  d.playing &= ~(1 << p);
  d.finished = [...d.finished, p];
}

/**
 * Classic: a player whose hand becomes empty goes out; one whose only card is the joker cannot
 * go out — they are 'stuck' at once, skipped, and pass no more.
 */
function settleClassicHand(d: Draft, p: number): void {
  if (!isPlaying(d, p) || handLo(d, p) !== 0 || handHi(d, p) !== 0) return; // still holds a card
  if (d.joker !== p) goOut(d, p);
  else d.playing &= ~(1 << p); // only the joker left: stuck
}

/** Whether the game is over: classic when at most one player is still playing, Kill when nobody is. */
const isOver = (d: Draft): boolean => (d.game.kill ? d.playing === 0 : (d.playing & (d.playing - 1)) === 0);

/** The first player after `from` going left around the table (`from` < 32) among a set of players (not empty). */
function nextAfter(players: number, from: number): number {
  const later = players & (-2 << from);
  const pick = later !== 0 ? later : players;
  return bitIndex(pick & -pick);
}

/**
 * The turn goes to the left, from player `from` (0 ≤ from < 2 × players) to the next player still
 * playing. Kill: a player whose last cards were killed by another's move goes out when their turn
 * would come.
 */
function handTurnOn(d: Draft, from: number): void {
  d.current = -1;
  if (isOver(d)) return;
  let p = from >= d.game.players ? from - d.game.players : from;
  for (;;) {
    p = nextAfter(d.playing, p);
    if (!d.game.kill || !handEmpty(d, p)) break;
    goOut(d, p);
    if (isOver(d)) return;
  }
  d.current = p;
}

/** Adds to two of a player's counters (`by` to `block`, `by2` to `block2`), copying the shared tally once. */
function bump(d: Draft, p: number, block: number, by: number, block2: number, by2: number): void {
  const n = d.game.players;
  const tally = d.tally.slice();
  tally[block * n + p] = (tally[block * n + p] as number) + by;
  tally[block2 * n + p] = (tally[block2 * n + p] as number) + by2;
  d.tally = tally;
}

/**
 * A pass. Every pass counts. With a pass limit, a player who cannot play and has already passed
 * `passLimit` times is disqualified by this pass: all their cards go face up onto the table in
 * their cells (a joker leaves the game); in Kill, deaths then follow, credited to nobody.
 */
function pass(d: Draft, canPlay: boolean): void {
  const p = d.current;
  const g = d.game;
  const disqualify = !canPlay && g.passLimit >= 0 && tallyOf(d, PASSES, p) >= g.passLimit;
  bump(d, p, PASSES, 1, HELD_AT_DQ, disqualify ? handSize(d, p) : 0);
  if (disqualify) {
    const lo = handLo(d, p);
    const hi = handHi(d, p);
    d.tableLo |= lo;
    d.tableHi |= hi;
    if (d.joker === p) d.joker = -1;
    d.playing &= ~(1 << p);
    d.disqualified = [...d.disqualified, p];
    if (g.kill) {
      const [deadLo, deadHi] = kill.deathsOnTable(g, d.tableLo, d.tableHi, d.deadLo, d.deadHi);
      d.deadLo |= deadLo;
      d.deadHi |= deadHi;
    }
  }
  handTurnOn(d, p);
}

/** Puts a card on the table. */
function lay(d: Draft, cell: number): void {
  if (wordOf(cell) === 0) d.tableLo |= bitOf(cell);
  else d.tableHi |= bitOf(cell);
}

/** Classic: play a card from hand. */
function playClassic(d: Draft, cell: number): void {
  const p = d.current;
  lay(d, cell);
  settleClassicHand(d, p);
  handTurnOn(d, p);
}

/**
 * Classic: the joker stands in `x` (and with 'bridge' the mover plays `next`); at once the holder
 * of `x` lays it in its cell and takes the joker. The turn passes to the left of the joker's player.
 */
function playJoker(d: Draft, x: number, next: number): void {
  const p = d.current;
  let holder = -1;
  for (let q = 0; q < d.game.players && holder < 0; q++) if (q !== p && holds(d, q, x)) holder = q;
  if (next >= 0) lay(d, next);
  lay(d, x);
  d.joker = holder;
  settleClassicHand(d, holder);
  settleClassicHand(d, p);
  handTurnOn(d, p);
}

/**
 * Kill: place a card; cards that die leave their holders' hands into their dead piles. The mover's
 * `kills` grows by the other players' cards killed, `selfKills` by their own. A mover whose hand
 * is now empty goes out at once; with `extraTurn`, a move that killed gives its player another turn.
 */
function playKill(d: Draft, cell: number): void {
  const p = d.current;
  const g = d.game;
  lay(d, cell);
  const died = kill.deathsAfterPlacing(g, d.tableLo, d.tableHi, d.deadLo, d.deadHi, cell);
  const killed = died === kill.NO_CELLS ? 0 : size(died[0], died[1]);
  if (killed > 0) {
    const deadLo = died[0];
    const deadHi = died[1];
    d.deadLo |= deadLo;
    d.deadHi |= deadHi;
    const own = size(deadLo & (g.dealt[2 * p] as number), deadHi & (g.dealt[2 * p + 1] as number)); // the mover's own cards
    bump(d, p, KILLS, killed - own, SELF_KILLS, own);
  }
  if (handEmpty(d, p)) goOut(d, p);
  else if (killed > 0 && g.extraTurn) return; // another turn for the same player
  handTurnOn(d, p);
}

// --- Legal moves ---------------------------------------------------------------------------------

/** Whether the player to move may pass now, given whether they can play. */
function passAllowed(s: State, canPlay: boolean): boolean {
  if (!canPlay) return true;
  const g = s.game;
  return g.freePass && tallyOf(s, PASSES, s.current) < g.passLimit;
}

const NO_MOVES: readonly Move[] = Object.freeze([]);

/** One word (0 = ♠♥, 1 = ♦♣) of the cells the player to move may play now (the variant decides). */
const playable = (s: State, word: number): number => (s.game.kill ? kill.playable(s, word) : classic.playable(s, word));

/*
 * The library's own record of the last list `legalMoves` made (the caller owns the returned array
 * and may change it): the state it was made for, the cells of its plays (card-set words) and the
 * verdict of its pass (-1 if none). A move that is the library's own object for one of these, for
 * that same (immutable) state, is legal without checking: the usual game loop,
 * `applyMove(s, legalMoves(s)[i])`, never re-derives legality. Only identity is compared, so a
 * caller's object (even a Proxy) is never read here.
 */
let listedFor: State | null = null;
let listedLo = 0;
let listedHi = 0;
let listedPass = -1;

/** The verdict of a move found in the last list made for this state, else -1. */
function listedVerdict(s: State, move: unknown): number {
  if (s !== listedFor) return -1;
  if (move === PASS) return listedPass;
  const cell = cellOfPlay(move);
  if (cell < 0) return -1;
  return (((cell < 32 ? listedLo : listedHi) >>> (cell & 31)) & 1) === 1 ? cell : -1;
}

/**
 * The legal moves of the player to move: plays in table order, then joker moves (by card, then
 * next), then the pass if allowed. `[]` when the game is over. The move objects are shared and frozen.
 * @example
 * ```ts
 * import { createGame, legalMoves } from 'shichinarabe';
 * legalMoves(createGame({ seed: 7 })); // e.g. [{ type: 'play', card: '6S' }, { type: 'play', card: '8D' }]
 * ```
 */
export function legalMoves(state: GameState): Move[] {
  // One function on purpose: at this size V8 does not inline it into the caller's loop, so it is
  // optimized on its own with room to inline the rule code it calls (about 20 % faster).
  try {
    const s = asState(state);
    if (s.current < 0) return [];
    const g = s.game;
    const lo = playable(s, 0);
    const hi = playable(s, 1);
    const jokers = s.joker === s.current && !g.kill ? classic.jokerMoves(s) : NO_MOVES;
    const plays = count(lo) + count(hi) + jokers.length;
    const pass = plays === 0 ? PASS_FORCED : passAllowed(s, true) ? PASS_FREE : -1;
    const moves = new Array<Move>(pass < 0 ? plays : plays + 1);
    listedFor = null;
    let n = 0;
    for (let w = lo; w !== 0; w &= w - 1) moves[n++] = playMove(bitIndex(w & -w));
    for (let w = hi; w !== 0; w &= w - 1) moves[n++] = playMove(32 + bitIndex(w & -w));
    listedLo = lo;
    listedHi = hi;
    listedPass = pass; // joker moves (rare) are not recorded: they are checked in full
    for (let i = 0; i < jokers.length; i++) moves[n++] = jokers[i] as Move;
    if (pass >= 0) moves[n] = PASS;
    listedFor = s;
    return moves;
  } catch (e) {
    throw ours(e);
  }
}

const hasMove = (s: State): boolean => (s.game.kill ? kill.hasMove(s) : classic.hasMove(s));

/*
 * A judged move is a number, so that checking allocates nothing: a play is its cell (0–63); a pass
 * is PASS_FORCED or PASS_FREE; a joker move is JOKER_MOVE + x * 128 + next + 1. A fault is a
 * negative number -1 - i for FAULTS[i], and `fault` then holds the reason, for the error message.
 */
const PASS_FORCED = 64;
const PASS_FREE = 65;
const JOKER_MOVE = 1024;
const FAULTS: readonly IllegalMoveCode[] = [
  'game-over',
  'malformed',
  'unknown-card',
  'not-in-hand',
  'not-playable',
  'pass-not-allowed',
  'joker-not-allowed',
];
let fault = '';
const no = (code: IllegalMoveCode, reason: string): number => {
  fault = reason;
  return -1 - FAULTS.indexOf(code);
};

/** Reads a card field of a move: its cell, or a fault when missing or not a card. */
function cardField(value: unknown, type: string, key: 'card' | 'next'): number {
  if (typeof value !== 'string') return no('malformed', `a ${type} move needs a "${key}" card string`);
  const cell = cardNumber(value);
  if (cell < 0) return no('unknown-card', `${JSON.stringify(value)} is not a card (write e.g. "7D", "TH", "JK")`);
  return cell;
}

/** Checks a move against the state, in the SPEC's order of faults ('game-over' first). */
function judge(s: State, move: unknown): number {
  if (s.current < 0) return no('game-over', 'the game is over');
  if (typeof move !== 'object' || move === null) return no('malformed', 'a move is an object with a "type"');
  const p = s.current;
  // A caller's move is read once, field by field, and never trusted to read without throwing.
  let type: unknown;
  let card: unknown;
  let nextCard: unknown;
  try {
    const m = move as Record<string, unknown>;
    type = m.type;
    card = m.card;
    nextCard = m.next;
  } catch {
    return no('malformed', 'the move could not be read');
  }
  switch (type) {
    case 'play': {
      const cell = cardField(card, type, 'card');
      if (cell < 0) return cell;
      if (cell === JOKER) {
        return s.joker === p
          ? no('joker-not-allowed', 'the joker is played with a { type: "joker", card, next } move')
          : no('not-in-hand', `player ${p} does not hold the joker`);
      }
      if (!holds(s, p, cell)) return no('not-in-hand', `player ${p} does not hold ${cardName(cell)}`);
      const playable = s.game.kill ? kill.canPlay(s, cell) : classic.canPlay(s, cell);
      return playable ? cell : no('not-playable', notPlayableReason(s, cell));
    }
    case 'pass': {
      const canPlay = hasMove(s);
      if (passAllowed(s, canPlay)) return canPlay ? PASS_FREE : PASS_FORCED;
      const g = s.game;
      return no(
        'pass-not-allowed',
        g.freePass
          ? `player ${p} has used all ${g.passLimit} passes and can play`
          : `player ${p} can play, so may not pass`,
      );
    }
    case 'joker': {
      const cell = cardField(card, type, 'card');
      if (cell < 0) return cell;
      let next = -1;
      if (nextCard !== undefined) {
        next = cardField(nextCard, type, 'next');
        if (next < 0) return next;
      }
      if (s.game.kill || s.joker !== p) return no('joker-not-allowed', `player ${p} does not hold the joker`);
      if (cell === JOKER || next === JOKER || !classic.canPlayJoker(s, cell, next)) {
        return no('joker-not-allowed', jokerReason(s, cell, next));
      }
      return JOKER_MOVE + cell * 128 + next + 1;
    }
    default:
      return no('malformed', `unknown move type ${describe(type)}: use 'play', 'pass' or 'joker'`);
  }
}

function notPlayableReason(s: State, cell: number): string {
  const name = cardName(cell);
  if (s.game.fanTan && !sevenOfDiamondsDown(s)) return `${name} cannot be played before 7D opens the game`;
  if (s.game.kill) {
    return s.game.killOnlyDiagonal
      ? `${name} has no card on the table beside it, and a diagonal placement must kill`
      : `${name} has no card on the table among its 8 neighbours`;
  }
  if (rankOf(cell) === SEVEN) return `${name} cannot be played yet`;
  return `${name} is not next to the run of its suit`;
}

function jokerReason(s: State, cell: number, next: number): string {
  if (cell === JOKER || next === JOKER) return 'the joker cannot stand in for itself';
  if (s.game.fanTan && !sevenOfDiamondsDown(s)) return 'the joker cannot be played before 7D opens the game';
  if (holds(s, s.current, cell)) return `player ${s.current} holds ${cardName(cell)} and must play it, not the joker`;
  if (!classic.canPlay(s, cell)) return `no card could be played to ${cardName(cell)} now`;
  if (!s.game.bridge) return "with jokerPlay 'alone' the joker goes down without a next card";
  return next < 0
    ? `with jokerPlay 'bridge' the joker needs the next card beyond ${cardName(cell)} from the mover's hand`
    : `${cardName(next)} is not the mover's card beyond ${cardName(cell)} on the far side from the run`;
}

/**
 * Whether a move is legal now. Never throws: anything malformed is simply `false`.
 * @example
 * ```ts
 * import { createGame, isLegalMove } from 'shichinarabe';
 * isLegalMove(createGame({ seed: 1 }), { type: 'pass' }); // false unless the player cannot play
 * ```
 */
export function isLegalMove(state: GameState, move: Move): boolean {
  try {
    const s = asState(state);
    return listedVerdict(s, move) >= 0 || judge(s, move) >= 0;
  } catch {
    return false;
  }
}

/**
 * Plays a move and returns the next state; `state` is never modified.
 * @throws {@link IllegalMoveError} with a `code` when the move is not legal now.
 * @throws {@link StateError} when `state` is not a game state.
 * @example
 * ```ts
 * import { applyMove, createGame, legalMoves } from 'shichinarabe';
 * let game = createGame({ seed: 3 });
 * game = applyMove(game, legalMoves(game)[0]);
 * ```
 */
export function applyMove(state: GameState, move: Move): GameState {
  const s = asState(state);
  let verdict = listedVerdict(s, move);
  try {
    if (verdict < 0) verdict = judge(s, move);
  } catch (e) {
    throw ours(e); // the move's fields are read safely: anything thrown here comes from a corrupt state
  }
  if (verdict < 0)
    throw new IllegalMoveError(FAULTS[-1 - verdict] as IllegalMoveCode, `${describeMove(move)}: ${fault}`);
  try {
    return made(perform(s, verdict)) as unknown as GameState;
  } catch (e) {
    throw ours(e);
  }
}

function describeMove(move: unknown): string {
  try {
    const m = move as Record<string, unknown>;
    if (typeof m === 'object' && m !== null && typeof m.type === 'string') {
      return `illegal move ${m.type}${typeof m.card === 'string' ? ` ${m.card}` : ''}${typeof m.next === 'string' ? ` ${m.next}` : ''}`;
    }
  } catch {
    // fall through
  }
  return 'illegal move';
}

/** A copy of a state to build the next one on (written out field by field: one object shape for every state). */
export function draftOf(s: State): Draft {
  return {
    game: s.game,
    lastMove: s.lastMove,
    before: s.before,
    moveCount: s.moveCount,
    tableLo: s.tableLo,
    tableHi: s.tableHi,
    deadLo: s.deadLo,
    deadHi: s.deadHi,
    current: s.current,
    playing: s.playing,
    joker: s.joker,
    tally: s.tally,
    finished: s.finished,
    disqualified: s.disqualified,
  };
}

/** Makes the next state for a move that has been judged legal (a verdict of `judge`), with the move logged. */
function perform(s: State, verdict: number): State {
  const d = draftOf(s);
  d.lastMove = moveOf(verdict);
  d.before = historyAfter(s);
  d.moveCount = s.moveCount + 1;
  advance(d, verdict);
  return d;
}

/** The library's own move object for a verdict (a judged-legal move). */
export function moveOf(verdict: number): Move {
  if (verdict < PASS_FORCED) return playMove(verdict);
  if (verdict < JOKER_MOVE) return PASS;
  return jokerMove((verdict - JOKER_MOVE) >>> 7, ((verdict - JOKER_MOVE) & 127) - 1);
}

/**
 * Plays a judged-legal move (a verdict) on a draft, in place, without logging it.
 * Unchecked: the internal fast path behind `applyMove` (which logs the move), and the engine of
 * `Playout` (which records move numbers and logs them when it makes a state).
 */
export function advance(d: Draft, verdict: number): void {
  if (verdict < PASS_FORCED) {
    if (d.game.kill) playKill(d, verdict);
    else playClassic(d, verdict);
  } else if (verdict < JOKER_MOVE) {
    pass(d, verdict === PASS_FREE);
  } else {
    playJoker(d, (verdict - JOKER_MOVE) >>> 7, ((verdict - JOKER_MOVE) & 127) - 1);
  }
}

/**
 * Fills `out` with the verdicts of every legal move of the player to move (the same moves as
 * `legalMoves`, as numbers) and returns how many there are. For search code; allocates nothing
 * but in the rare joker case.
 */
export function legalVerdicts(s: State, out: number[]): number {
  if (s.current < 0) return 0;
  let n = 0;
  for (let w = playable(s, 0); w !== 0; w &= w - 1) out[n++] = bitIndex(w & -w);
  for (let w = playable(s, 1); w !== 0; w &= w - 1) out[n++] = 32 + bitIndex(w & -w);
  if (s.joker === s.current && !s.game.kill) n = jokerVerdicts(s, out, n);
  if (n === 0) out[n++] = PASS_FORCED;
  else if (passAllowed(s, true)) out[n++] = PASS_FREE;
  return n;
}

/** Appends the verdicts of the joker moves of the player to move to `out` from index `n`; returns the new count. */
function jokerVerdicts(s: State, out: number[], n: number): number {
  let count = n;
  classic.eachJokerMove(s, (x, next) => {
    out[count++] = JOKER_MOVE + x * 128 + next + 1;
    return false;
  });
  return count;
}
