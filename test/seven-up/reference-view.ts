/**
 * The REFERENCE engine's view and score, in the public shapes of the seven-up SPEC §4: what a
 * player may know (others' hands, the order of the pack and others' discards hidden) and the
 * standings (sides with equal points share a rank).
 */
import {
  type RefCard,
  type RefDealScore,
  type RefEvent,
  type RefGame,
  type RefMove,
  type RefPhase,
  type RefPlay,
  type RefSuit,
  type RefTrick,
  refLegalMoves,
  sideOf,
  sidesOf,
  sortCards,
} from './reference.js';

export interface RefView {
  player: number | null;
  current: number | null;
  phase: RefPhase;
  over: boolean;
  deal: number;
  dealer: number;
  eldest: number;
  sides: number[][];
  points: number[];
  hands: (RefCard[] | null)[];
  handSizes: number[];
  packSize: number;
  turnUps: RefCard[];
  trump: RefSuit | null;
  trick: RefPlay[];
  tricks: RefTrick[];
  legalMoves: RefMove[];
  lastMove: RefMove | null;
  lastPlayer: number | null;
  events: RefEvent[];
  moveNumber: number;
}

export interface RefStanding {
  player: number;
  side: number;
  rank: number;
  points: number;
}

export interface RefScore {
  over: boolean;
  target: number;
  sides: number[][];
  points: number[];
  winner: number | null;
  deals: RefDealScore[];
  standings: RefStanding[];
}

const copy = <T>(value: T): T => structuredClone(value);

/** The view of `player` (undefined / null: the whole truth). */
export function refView(g: RefGame, player: number | null = null): RefView {
  const truth = player === null;
  const mine = (p: number): boolean => truth || p === player;
  const hideDiscard = g.lastMove?.type === 'discard' && !mine(g.lastPlayer as number);
  return {
    player,
    current: g.current,
    phase: g.phase,
    over: g.phase === 'over',
    deal: g.deal,
    dealer: g.dealer,
    eldest: g.eldest,
    sides: sidesOf(g.options),
    points: [...g.points],
    hands: g.hands.map((h, p) => (mine(p) ? sortCards(h) : null)),
    handSizes: g.hands.map((h) => h.length),
    packSize: g.pack.length,
    turnUps: [...g.turnUps],
    trump: g.trump,
    trick: copy(g.trick),
    tricks: copy(g.tricks),
    legalMoves: g.current !== null && mine(g.current) ? refLegalMoves(g) : [],
    lastMove: hideDiscard ? { type: 'discard' } : copy(g.lastMove),
    lastPlayer: g.lastPlayer,
    events: g.events.map((e) =>
      e.type === 'discard' && !mine(e.player) ? { type: 'discard', player: e.player } : copy(e),
    ),
    moveNumber: g.moves.length,
  } as RefView;
}

/**
 * The score. Standings: "the winning side first, then the other sides by points, most first; sides
 * with equal points share a rank (1 + the number of sides ranked ahead of it). Before the end, by
 * points only." Sorted by rank, then player.
 */
export function refScore(g: RefGame): RefScore {
  const sides = sidesOf(g.options);
  const ahead = (s: number): number =>
    sides.filter((_, t) => {
      if (t === s) return false;
      if (g.winner !== null)
        return t === g.winner || (s !== g.winner && (g.points[t] as number) > (g.points[s] as number));
      return (g.points[t] as number) > (g.points[s] as number);
    }).length;
  const standings: RefStanding[] = [];
  for (let p = 0; p < g.options.players; p++) {
    const side = sideOf(g.options, p);
    standings.push({ player: p, side, rank: 1 + ahead(side), points: g.points[side] as number });
  }
  standings.sort((a, b) => a.rank - b.rank || a.player - b.player);
  return {
    over: g.phase === 'over',
    target: g.options.target,
    sides,
    points: [...g.points],
    winner: g.winner,
    deals: copy(g.deals),
    standings,
  };
}
