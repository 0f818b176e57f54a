/**
 * Seven Bridge's search bot: information-set search over the hidden cards of a round.
 * @module
 */
import type { Move } from '../../seven-bridge/index.js';
import type { BotOf } from '../generic.js';
import { pairedSearch } from '../search-tree.js';
import { type FamilySearchOptions, searchSettings } from '../seven-up/ismcts.js';
import { codeOf } from './cards.js';
import { type BridgeSight, costOf, heuristicMove, sightOf, without } from './heuristic.js';
import { dealRound, roundOf } from './simulation.js';

/** The moves worth searching (indices into `moves`): every claim and the pass, or the discards the heuristic likes best. */
function candidates(moves: readonly Move[], sight: BridgeSight, width: number): number[] {
  if (moves.some((m) => m.type === 'pass')) return moves.map((_, i) => i);
  const scored: [number, number][] = [];
  const others: number[] = [];
  moves.forEach((m, i) => {
    if (m.type === 'discard') scored.push([i, costOf(sight, without(sight.hand, [codeOf(m.card)]))]);
    else others.push(i);
  });
  scored.sort((a, b) => a[1] - b[1]);
  return [...others, ...scored.slice(0, width).map(([i]) => i)];
}

/**
 * Seven Bridge's default search budget: iterations per decision.
 * @example
 * ```ts
 * import { SEVEN_BRIDGE_ITERATIONS, sevenBridgeIsmcts } from 'shichinarabe/bots';
 * const twice = sevenBridgeIsmcts({ iterations: 2 * SEVEN_BRIDGE_ITERATIONS });
 * ```
 */
export const SEVEN_BRIDGE_ITERATIONS = 1200;

/**
 * Seven Bridge: a search bot. At each decision with a choice (a claim or a pass, a meld, a
 * lay-off, a discard) it weighs every claim, meld and lay-off and the four discards the heuristic
 * likes best. Each deal of its search gives the cards it cannot see — those in no meld, not in the
 * discard pile and not in its hand — to the other hands at their sizes and to the stock, tries every
 * candidate on that same deal, and plays the round out by quick rules of thumb (greedy melds, every
 * lay-off, claims of pairs and run pieces, the loosest discard), scoring the round as the game does
 * (one-go doubling, penalties, the stock running out). It plays the candidate with the best mean
 * reward (`iterations` counts playouts; `exploration` is not used by this root-only search).
 * @throws `ShichinarabeError` for settings that are not positive numbers.
 * @example
 * ```ts
 * import { playGame, sevenBridgeHeuristic, sevenBridgeIsmcts } from 'shichinarabe/bots';
 * import { sevenBridge } from 'shichinarabe/seven-bridge';
 * const h = sevenBridgeHeuristic;
 * playGame({ engine: sevenBridge, bots: [sevenBridgeIsmcts({ iterations: 60 }), h, h, h], seed: 1 });
 * ```
 */
export function sevenBridgeIsmcts(options: FamilySearchOptions = {}): BotOf<'seven-bridge'> {
  const settings = { ...searchSettings('sevenBridgeIsmcts', options, SEVEN_BRIDGE_ITERATIONS, 1), width: 4, margin: 0 };
  return (v, rng) => {
    if (v.legalMoves.length <= 1) return v.legalMoves[0] as Move;
    const sight = sightOf(v);
    const first = heuristicMove(sight, v.claim?.card, v.legalMoves);
    const listed = candidates(v.legalMoves, sight, settings.width);
    const h = first === undefined ? -1 : v.legalMoves.indexOf(first);
    const codes = h < 0 ? listed : [h, ...listed.filter((i) => i !== h)];
    const table = roundOf(v);
    const code = pairedSearch(codes, (r) => dealRound(table, r), settings, rng);
    return (v.legalMoves[code] ?? v.legalMoves[0]) as Move;
  };
}
