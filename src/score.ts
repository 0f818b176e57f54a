/**
 * Standings: who ranks where, final or provisional, and the classic Fan Tan chip settlement.
 * @module
 */
import { size } from './cardset.js';
import { ours } from './errors.js';
import {
  asState,
  deadHi,
  deadLo,
  HELD_AT_DQ,
  handSize,
  isPlaying,
  KILLS,
  PASSES,
  SELF_KILLS,
  type State,
  tallyOf,
} from './state.js';
import type { GameState, Score, Standing, Status } from './types.js';

/** Number of a player's dead cards (Kill). */
export const deadCount = (s: State, p: number): number => size(deadLo(s, p), deadHi(s, p));

function statusOf(s: State, p: number): Status {
  if (s.finished.includes(p)) return 'out';
  if (s.disqualified.includes(p)) return 'disqualified';
  return isPlaying(s, p) ? 'playing' : 'stuck';
}

/** Classic standings group by status in this order. */
const CLASSIC_GROUPS: readonly Status[] = ['out', 'playing', 'stuck', 'disqualified'];

/**
 * The players best first. Classic: out (in finish order), then still playing (fewest cards, then
 * lower index), then stuck, then disqualified (later disqualified first). Kill: not disqualified
 * by fewest dead cards, ties by the tie-break, then disqualified (later first).
 */
function ranking(s: State): number[] {
  const n = s.game.players;
  const order = Array.from({ length: n }, (_, p) => p);
  const dqRank = (p: number): number => -s.disqualified.indexOf(p); // later disqualified ranks higher
  if (!s.game.kill) {
    const group = (p: number): number => CLASSIC_GROUPS.indexOf(statusOf(s, p));
    return order.sort(
      (a, b) =>
        group(a) - group(b) ||
        s.finished.indexOf(a) - s.finished.indexOf(b) ||
        handSize(s, a) - handSize(s, b) ||
        dqRank(a) - dqRank(b) ||
        a - b,
    );
  }
  const byKills = s.game.options.variant === 'kill' && s.game.options.kill.tiebreak === 'kills';
  const outAt = (p: number): number => {
    const i = s.finished.indexOf(p);
    return i < 0 ? n : i; // a player not yet out counts as later than any player out
  };
  const dq = (p: number): number => (s.disqualified.includes(p) ? 1 : 0);
  return order.sort(
    (a, b) =>
      dq(a) - dq(b) ||
      dqRank(a) - dqRank(b) ||
      deadCount(s, a) - deadCount(s, b) ||
      (byKills ? tallyOf(s, KILLS, b) - tallyOf(s, KILLS, a) : 0) ||
      outAt(a) - outAt(b) ||
      a - b,
  );
}

/**
 * Classic Fan Tan chips: every player antes 1, and 1 more if dealt fewer cards than the most;
 * each pass costs 1 into the pot; the player ranked first takes the pot plus 1 chip from every
 * other player for each card they hold (a disqualified player: each card held when disqualified).
 */
function chips(s: State, order: number[], cardsLeft: (p: number) => number): number[] {
  const g = s.game;
  const n = g.players;
  const most = Math.max(...g.dealtSizes);
  const net = new Array<number>(n).fill(0);
  let pot = 0;
  for (let p = 0; p < n; p++) {
    const paid = 1 + ((g.dealtSizes[p] as number) < most ? 1 : 0) + tallyOf(s, PASSES, p);
    net[p] = -paid;
    pot += paid;
  }
  const winner = order[0] as number;
  net[winner] = (net[winner] as number) + pot;
  for (let p = 0; p < n; p++) {
    if (p === winner) continue;
    const owed = s.disqualified.includes(p) ? tallyOf(s, HELD_AT_DQ, p) : cardsLeft(p);
    net[p] = (net[p] as number) - owed;
    net[winner] = (net[winner] as number) + owed;
  }
  return net;
}

/**
 * The standings, final when the game is over, provisional before (same rules on the current position).
 * @example
 * ```ts
 * import { createGame, score } from 'shichinarabe';
 * const { over, standings } = score(createGame({ seed: 5 }));
 * standings[0]; // { player, rank: 1, status: 'playing', cardsLeft, dead: 0, kills: 0, selfKills: 0, chips }
 * ```
 */
export function score(state: GameState): Score {
  try {
    return scoreOf(asState(state));
  } catch (e) {
    throw ours(e);
  }
}

function scoreOf(s: State): Score {
  const order = ranking(s);
  const cardsLeft = (p: number): number => (s.disqualified.includes(p) ? 0 : handSize(s, p));
  const net = s.game.kill ? null : chips(s, order, cardsLeft);
  const standings: Standing[] = order.map((player, i) => ({
    player,
    rank: i + 1,
    status: statusOf(s, player),
    cardsLeft: cardsLeft(player),
    dead: deadCount(s, player),
    kills: tallyOf(s, KILLS, player),
    selfKills: tallyOf(s, SELF_KILLS, player),
    chips: net === null ? 0 : (net[player] as number),
  }));
  return { over: s.current < 0, standings };
}
