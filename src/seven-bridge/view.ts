/**
 * Views: what a player (or an onlooker with the whole truth) may see of a game. A player's view
 * hides exactly: the other hands, the stock's order, the cards others draw, and the answers of
 * others in an open claim window (a pass, or a chi held while the rest are asked).
 * @module
 */
import { type Card, cardName, cardsIn } from '../shared/cards.js';
import { describe, ours, StateError } from '../shared/errors.js';
import { check } from './check.js';
import { Recorder } from './events.js';
import { listMoves } from './generate.js';
import type { Event } from './event-types.js';
import type { Meld, View } from './reports.js';
import { totalsOf } from './scoring.js';
import { CLAIM, copyOf, handHi, handLo, handSize, jokersOf, OVER, PHASES, State } from './state.js';
import { trusted } from './trust.js';
import { play } from './turns.js';
import type { GameState, Move } from './types.js';

/** A player's hand in table order, the jokers last. */
export function handOf(s: State, p: number): Card[] {
  const hand = cardsIn(handLo(s, p), handHi(s, p));
  for (let j = jokersOf(s, p); j > 0; j--) hand.push('JK');
  return hand;
}

/** The state before a state's last move, when the state links to it (every state made by a move does). */
function previous(s: State): State | null {
  const before = s.before;
  return before !== null && State.made(before as object) ? (before as State) : null;
}

/** Who made a state's last move; `null` at the start. */
export function lastPlayerOf(s: State): number | null {
  const before = previous(s);
  return s.lastMove === null || before === null ? null : before.current;
}

/** What a state's last move did, in order (`[]` at the start): the move played again, with a recorder, on the state before it. */
export function eventsOf(s: State): Event[] {
  const before = previous(s);
  if (s.lastMove === null || before === null) return [];
  const recorder = new Recorder();
  play(copyOf(before), check(before, s.lastMove), recorder);
  return recorder.events;
}

/** An event as `who` may see it (`null`: the whole truth). */
function seen(e: Event, who: number | null): Event {
  if (who === null) return e;
  if (e.type === 'draw' && e.player !== who) return { type: 'draw', player: e.player };
  if (e.type === 'answer' && e.player !== who) return { type: 'answer', player: e.player };
  return e;
}

/** The last move as `who` may see it: another's pass, or another's chi still held, is `null`. */
export function lastMoveFor(s: State, who: number | null, lastPlayer: number | null): Move | null {
  const move = s.lastMove;
  if (move === null || who === null || who === lastPlayer) return move;
  if (move.type === 'pass' || (move.type === 'chi' && s.phase === CLAIM)) return null;
  return move;
}

/**
 * What `player` may know of the game: their own hand, every public fact (hand sizes, the stock's
 * size, the discard pile, the melds, an open claim window, the totals, the last move and what it
 * did), and their legal moves when it is their turn. Without `player`, the whole truth: every
 * hand, the mover's moves, every drawn card and every answer. Bots should only be given a
 * player's view. `player: null` is the same as no player.
 * @throws `StateError` for a player index out of range, or when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, view } from 'shichinarabe/seven-bridge';
 * const mine = view(createGame({ seed: 9 }), 0);
 * mine.hands[0]; // player 0's seven cards, sorted
 * mine.hands[1]; // null: hidden
 * mine.stockSize; // 24
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
  const current = s.phase === OVER ? null : s.current;
  const lastPlayer = lastPlayerOf(s);
  const melds: Meld[] = s.melds.map((m, id) => ({ id, owner: m.owner, kind: m.kind, cards: m.cards.map(cardName) }));
  return {
    player: who,
    current,
    phase: PHASES[s.phase] as View['phase'],
    over: current === null,
    round: s.round,
    firstPlayer: s.first,
    hands: players.map((p) => (who === null || who === p ? handOf(s, p) : null)),
    handSizes: players.map((p) => handSize(s, p)),
    stockSize: s.deck.length - s.stock,
    discards: s.discards.map(cardName),
    melds,
    claim:
      s.phase === CLAIM
        ? { card: cardName(s.discards[s.discards.length - 1] as number), discarder: s.discarder }
        : null,
    totals: totalsOf(s.results, n),
    legalMoves: current !== null && (who === null || who === current) ? listMoves(s) : [],
    lastMove: lastMoveFor(s, who, lastPlayer),
    lastPlayer,
    events: eventsOf(s).map((e) => seen(e, who)),
    moveNumber: s.moveCount,
  };
}
