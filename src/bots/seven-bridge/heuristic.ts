/**
 * Seven Bridge's heuristic bot: a few rules a player would recognise (keep cards close to melds,
 * claim when it shortens the hand, meld and lay off early, throw high cards first when someone is
 * near out).
 * @module
 */
import type { Move } from '../../seven-bridge/index.js';
import type { BotOf, BotViewOf } from '../generic.js';
import { type BridgeRules, codeOf, pointsOf, rulesOf } from './cards.js';
import { handCost, type Live } from './hand.js';
import { fitsMeld, readMeld, type TableMeld } from './table.js';

/** What the heuristic reads from a view once per decision. */
export interface BridgeSight {
  rules: BridgeRules;
  hand: number[];
  live: Live;
  melds: TableMeld[];
  pointWeight: number;
}

/** The weight of a loose card's points, and once another player holds three cards or fewer or the stock is low. */
export const POINT_WEIGHT = 0.15;
export const NEAR_OUT_WEIGHT = 0.9;

/**
 * The weight of a loose card's points: small, but large once someone is near out or the stock is
 * low. `stock` counts the cards still to draw: with `stockOut: 'reshuffle'`, the discard pile but its
 * top card too (it becomes the stock when the stock runs out; a view does not tell whether the
 * round's rebuilds are spent, and the bots suppose not).
 */
export function pointWeightOf(handSizes: readonly number[], me: number, stock: number, players: number): number {
  let least = 99;
  handSizes.forEach((n, p) => {
    if (p !== me && n < least) least = n;
  });
  return least <= 3 || stock <= 2 * players ? NEAR_OUT_WEIGHT : POINT_WEIGHT;
}

/** Reads a view. */
export function sightOf(v: BotViewOf<'seven-bridge'>): BridgeSight {
  const me = v.player ?? v.current ?? 0;
  const rules = rulesOf(v.options);
  const hand = (v.hands[me] ?? []).map(codeOf);
  // live: not seen now — the cards of a stock rebuilt from the discard pile are live again
  const live = new Uint8Array(53).fill(1);
  for (const c of hand) live[c] = 0;
  for (const c of v.discards) live[codeOf(c)] = 0;
  for (const m of v.melds) for (const c of m.cards) live[codeOf(c)] = 0;
  const melds = v.melds.map((m) => readMeld(m.kind, m.cards));
  const toDraw = v.stockSize + (rules.restocks > 0 ? Math.max(0, v.discards.length - 1) : 0);
  const pointWeight = pointWeightOf(v.handSizes, me, toDraw, v.handSizes.length);
  return { rules, hand, live, melds, pointWeight };
}

/** The cost of holding `hand` under a sight (see `handCost`). */
export function costOf(s: BridgeSight, hand: readonly number[]): number {
  return handCost(hand, s.rules, s.live, s.pointWeight, (c) => s.melds.some((m) => fitsMeld(m, c, s.rules.aceHigh)));
}

/** `hand` without one copy of each of `cards`. */
export function without(hand: readonly number[], cards: readonly number[]): number[] {
  const out = [...hand];
  for (const c of cards) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** The best discard from `hand` and the cost of what is left. */
export function bestDiscard(s: BridgeSight, hand: readonly number[]): { card: number; cost: number } {
  let card = hand[0] ?? -1;
  let cost = Infinity;
  for (const c of new Set(hand)) {
    const k = costOf(s, without(hand, [c])) - pointsOf(c, s.rules) * 0.01;
    if (k < cost) {
      cost = k;
      card = c;
    }
  }
  return { card, cost };
}

/**
 * Seven Bridge: the heuristic bot. It values a hand by its best split into melds and the cards
 * left over: their points (weighed lightly, heavily once another player is down to three cards or
 * the stock is low — then it throws high cards first), 4 each, less what they are worth towards a
 * meld (a pair, two cards of a suit one or two apart, counted by the cards that would complete
 * them still live, and a card that would fit a meld on the table). It claims a discard (pon or
 * chi) when that makes its hand cheaper, melds and lays off at once whenever that costs nothing,
 * and discards the card whose loss costs least.
 * @example
 * ```ts
 * import { playGame, sevenBridgeHeuristic, sevenBridgeRandom } from 'shichinarabe/bots';
 * import { sevenBridge } from 'shichinarabe/seven-bridge';
 * const r = sevenBridgeRandom;
 * playGame({ engine: sevenBridge, bots: [sevenBridgeHeuristic, r, r, r], seed: 1 });
 * ```
 */
export const sevenBridgeHeuristic: BotOf<'seven-bridge'> = (v, rng) => {
  const moves = v.legalMoves;
  if (moves.length <= 1) return moves[0] as Move;
  return heuristicMove(sightOf(v), v.claim?.card, moves) ?? (moves[rng.int(moves.length)] as Move);
};

/** The heuristic's move among `moves` (the legal moves of the viewer). */
export function heuristicMove(s: BridgeSight, claimCard: string | undefined, moves: readonly Move[]): Move | undefined {
  const now = costOf(s, s.hand);
  let best: Move | undefined;
  let bestCost = Infinity;
  const consider = (m: Move, cost: number): void => {
    if (cost < bestCost) {
      bestCost = cost;
      best = m;
    }
  };
  if (moves.some((m) => m.type === 'pass')) {
    const claimed = claimCard === undefined ? -1 : codeOf(claimCard);
    for (const m of moves) {
      if (m.type !== 'pon' && m.type !== 'chi') continue;
      const used = without(m.cards.map(codeOf), [claimed]);
      consider(m, bestDiscard(s, without(s.hand, used)).cost);
    }
    return best !== undefined && bestCost < now - 1 ? best : moves.find((m) => m.type === 'pass');
  }
  for (const m of moves) {
    if (m.type === 'meld') consider(m, costOf(s, without(s.hand, m.cards.map(codeOf))) - m.cards.length * 0.01);
    else if (m.type === 'layoff') consider(m, costOf(s, without(s.hand, [codeOf(m.card)])));
  }
  if (best !== undefined && bestCost <= now + 0.001) return best;
  const { card } = bestDiscard(s, s.hand);
  return moves.find((m) => m.type === 'discard' && codeOf(m.card) === card) ?? moves.find((m) => m.type === 'discard');
}
