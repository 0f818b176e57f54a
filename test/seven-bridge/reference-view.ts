/**
 * The reference engine's views and scores (SPEC-seven-bridge §7): a player's view hides other
 * hands, cards drawn by others and others' answers in a claim window (a pass, a held chi).
 * @module
 */
import { type RefCard, sortHand } from './reference-cards.js';
import { refLegalMoves } from './reference-moves.js';
import { copy, type RefEvent, type RefGame, type RefMeld, type RefMove, type RefRound } from './reference-state.js';

export interface RefView {
  player: number | null;
  current: number | null;
  phase: RefGame['phase'];
  over: boolean;
  round: number;
  firstPlayer: number;
  hands: (RefCard[] | null)[];
  handSizes: number[];
  stockSize: number;
  discards: RefCard[];
  melds: RefMeld[];
  claim: { card: RefCard; discarder: number } | null;
  totals: number[];
  legalMoves: RefMove[];
  lastMove: RefMove | null;
  lastPlayer: number | null;
  events: RefEvent[];
  moveNumber: number;
}

export interface RefScore {
  over: boolean;
  rounds: RefRound[];
  totals: number[];
  standings: { player: number; rank: number; total: number }[];
}

/** An event as `viewer` sees it (undefined: the whole truth). */
function eventFor(e: RefEvent, viewer: number | undefined): RefEvent {
  const out = copy(e);
  if (viewer !== undefined && out.player !== viewer) {
    if (out.type === 'draw') delete out.card;
    if (out.type === 'answer') delete out.answer;
  }
  return out;
}

/** The view of `player` (undefined: the whole truth). */
export function refView(g: RefGame, player?: number): RefView {
  const whole = player === undefined;
  const w = g.window;
  return {
    player: whole ? null : player,
    current: g.phase === 'over' ? null : g.current,
    phase: g.phase,
    over: g.phase === 'over',
    round: g.round,
    firstPlayer: g.firstPlayer,
    hands: g.hands.map((h, q) => (whole || q === player ? sortHand(h) : null)),
    handSizes: g.hands.map((h) => h.length),
    stockSize: g.stock.length,
    discards: [...g.discards],
    melds: copy(g.melds),
    claim: g.phase === 'claim' && w !== null ? { card: w.card, discarder: w.discarder } : null,
    totals: [...g.totals],
    legalMoves: whole || player === g.current ? refLegalMoves(g) : [],
    lastMove: g.lastMoveSecret && !whole && player !== g.lastPlayer ? null : copy(g.lastMove),
    lastPlayer: g.lastPlayer,
    events: g.events.map((e) => eventFor(e, player)),
    moveNumber: g.moveNumber,
  };
}

/** The score (§6): finished rounds, totals, standings (lowest total first; equal totals share a rank). */
export function refScore(g: RefGame): RefScore {
  const totals = [...g.totals];
  const standings = totals
    .map((total, player) => ({ player, rank: 1 + totals.filter((t) => t < total).length, total }))
    .sort((a, b) => a.total - b.total || a.player - b.player);
  return { over: g.phase === 'over', rounds: copy(g.rounds), totals, standings };
}
