/**
 * Views: what a player (or an onlooker with the whole truth) may see of a game.
 * @module
 */
import { cardName, cardsIn, JOKER } from './cards.js';
import { legalMoves } from './apply.js';
import { describe, ours, StateError } from '../shared/errors.js';
import { eventsOf, lastPlayerOf } from './events.js';
import { movesOf } from './history.js';
import {
  deadHi,
  deadLo,
  handHi,
  handLo,
  handSize,
  KILLS,
  PASSES,
  SELF_KILLS,
  type State,
  statusOf,
  tallyOf,
} from './state.js';
import { trusted } from './trust.js';
import type { Card, GameState } from './types.js';
import type { GameView } from './reports.js';

/** A player's hand in table order, the joker last. */
export function handOf(s: State, p: number): Card[] {
  const hand = cardsIn(handLo(s, p), handHi(s, p));
  if (s.joker === p) hand.push(cardName(JOKER));
  return hand;
}

/**
 * What `player` may know of the game: their own hand, every public fact (the table, hand sizes,
 * dead piles, kills, passes, who went out or was disqualified, the last move, who made it and
 * what it did — its `events`), the joker's holder when they can know it, and their legal moves
 * when it is their turn. Without `player`, the whole truth: every hand and the mover's moves.
 * Bots should only ever be given a player's view. `player: null` is the same as no player.
 * @throws {@link StateError} for a player index out of range, or when `state` is not a game state.
 * @example
 * ```ts
 * import { createGame, view } from 'shichinarabe';
 * const game = createGame({ seed: 9 });
 * const mine = view(game, 0);
 * mine.hands[0]; // player 0's cards, e.g. ['2S', '9S', …]
 * mine.hands[1]; // null: hidden
 * ```
 */
export function view(state: GameState, player?: number | null): GameView {
  try {
    return viewOf(trusted(state), player ?? undefined);
  } catch (e) {
    throw ours(e);
  }
}

function viewOf(s: State, player: number | undefined): GameView {
  const n = s.game.players;
  if (player !== undefined && (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= n)) {
    throw new StateError(`view: player must be an integer from 0 to ${n - 1}, got ${describe(player)}`);
  }
  const who = player ?? null;
  const players = Array.from({ length: n }, (_, p) => p);
  const current = s.current < 0 ? null : s.current;
  return {
    player: who,
    current,
    over: current === null,
    hands: players.map((p) => (who === null || who === p ? handOf(s, p) : null)),
    handSizes: players.map((p) => handSize(s, p)),
    table: cardsIn(s.tableLo, s.tableHi),
    dead: players.map((p) => cardsIn(deadLo(s, p), deadHi(s, p))),
    kills: players.map((p) => tallyOf(s, KILLS, p)),
    selfKills: players.map((p) => tallyOf(s, SELF_KILLS, p)),
    passes: players.map((p) => tallyOf(s, PASSES, p)),
    finished: [...s.finished],
    disqualified: [...s.disqualified],
    legalMoves: who === null || who === current ? legalMoves(s as unknown as GameState) : [],
    lastMove: s.lastMove,
    lastPlayer: lastPlayerOf(s),
    events: eventsOf(s),
    jokerHolder: jokerHolderFor(s, who),
    moveNumber: s.moveCount + (s.game.told?.moveOffset ?? 0),
  };
}

/**
 * The joker's holder as `who` may know it (`null`: the whole truth): the viewer's own joker, one
 * that has changed hands in public (every joker move ends in a swap), or a stuck holder's.
 */
export function jokerHolderFor(s: State, who: number | null): number | null {
  const holder = s.joker;
  if (holder < 0) return null;
  if (who === null || who === holder || statusOf(s, holder) === 'stuck') return holder;
  if (s.game.told?.jokerSwapped === true || movesOf(s).some((m) => m.type === 'joker')) return holder;
  return null;
}
