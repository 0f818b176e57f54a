/**
 * Views: what a player (or an onlooker with the whole truth) may see of a game. A player's view
 * hides exactly the other hands, the order of the pack and the cards others discarded.
 * @module
 */
import { cardsIn, SUITS, type Suit } from '../shared/cards.js';
import { describe, ours, StateError } from '../shared/errors.js';
import { eventsOf, lastPlayerOf } from './events.js';
import { listMoves } from './generate.js';
import { HIDDEN_DISCARD } from './moves.js';
import type { Event } from './event-types.js';
import type { Play, Trick, View } from './reports.js';
import {
  cardOf,
  eldestOf,
  handHi,
  handLo,
  handSize,
  leaderOf,
  PHASES,
  packSizeOf,
  type State,
  seatAfter,
  trickCard,
  trickSize,
  turnUpAt,
  winnerOf,
} from './state.js';
import { trusted } from './trust.js';
import { cardName } from '../shared/cards.js';
import type { GameState } from './types.js';

/** The players of each side: `[[0, 2], [1, 3]]` with partnerships, else `[[0], [1], …]`. */
export function sidesOf(s: State): number[][] {
  const n = s.game.players;
  if (s.game.options.partnerships)
    return [
      [0, 2],
      [1, 3],
    ];
  return Array.from({ length: n }, (_, p) => [p]);
}

/**
 * What `player` may know of the game: their own hand and every public fact (the turn-ups, trump,
 * hand sizes, the pack's size, the tricks, the points, the last move and what it did), and their
 * legal moves when it is their turn. Without `player` (or `null`), the whole truth.
 * @throws `StateError` for a player index out of range, or when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, view } from 'shichinarabe/seven-up';
 * const game = createGame({ seed: 9, target: 50 });
 * const mine = view(game, 1);
 * mine.hands[1]; // player 1's six cards
 * mine.hands[0]; // null: hidden
 * mine.turnUps; // e.g. ['5H']
 * ```
 */
export function view(state: GameState, player?: number | null): View {
  try {
    return viewOf(trusted(state), player ?? null);
  } catch (e) {
    throw ours(e);
  }
}

function viewOf(s: State, who: number | null): View {
  const n = s.game.players;
  if (who !== null && (typeof who !== 'number' || !Number.isInteger(who) || who < 0 || who >= n)) {
    throw new StateError(`view: player must be an integer from 0 to ${n - 1}, got ${describe(who)}`);
  }
  const players = Array.from({ length: n }, (_, p) => p);
  const current = s.current < 0 ? null : s.current;
  const lastPlayer = lastPlayerOf(s);
  const hidden = who !== null && lastPlayer !== who;
  const turnUps: string[] = [];
  for (let k = 0; k <= s.runs; k++) turnUps.push(cardName(s.deck[turnUpAt(n, k)] as number));
  return {
    player: who,
    current,
    phase: PHASES[s.phase] as View['phase'],
    over: current === null,
    deal: s.deal,
    dealer: s.dealer,
    eldest: eldestOf(s),
    sides: sidesOf(s),
    points: [...s.points],
    hands: players.map((p) => (who === null || who === p ? cardsIn(handLo(s, p), handHi(s, p)) : null)),
    handSizes: players.map((p) => handSize(s, p)),
    packSize: packSizeOf(s),
    turnUps: turnUps as View['turnUps'],
    trump: s.trump < 0 ? null : (SUITS[s.trump] as Suit),
    trick: playsOf(s),
    tricks: s.tricks.map((t) => trickOf(s, t)),
    legalMoves: who === null || who === current ? listMoves(s) : [],
    lastMove: s.lastMove !== null && s.lastMove.type === 'discard' && hidden ? HIDDEN_DISCARD : s.lastMove,
    lastPlayer,
    events: who === null ? eventsOf(s) : eventsOf(s).map((e) => seenBy(e, who)),
    moveNumber: s.moveCount,
  };
}

/** An event as `who` may see it: another player's discard without its card. */
const seenBy = (e: Event, who: number): Event =>
  e.type === 'discard' && e.player !== who ? { type: 'discard', player: e.player } : e;

/** The trick being played. */
function playsOf(s: State): Play[] {
  const plays: Play[] = [];
  for (let i = 0; i < trickSize(s.trick); i++) {
    plays.push({ player: seatAfter(s, s.leader, i), card: cardName(trickCard(s.trick, i)) });
  }
  return plays;
}

/** A finished trick, unpacked. */
function trickOf(s: State, packed: number): Trick {
  const leader = leaderOf(packed);
  const plays: Play[] = [];
  for (let i = 0; i < s.game.players; i++)
    plays.push({ player: seatAfter(s, leader, i), card: cardName(cardOf(packed, i)) });
  return { leader, plays, winner: winnerOf(packed) };
}
