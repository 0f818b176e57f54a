/**
 * Seven Up's search bot: information-set MCTS over the hidden cards during the tricks.
 * @module
 */
import { ShichinarabeError } from '../../shared/errors.js';
import type { Move } from '../../seven-up/index.js';
import type { BotOf } from '../generic.js';
import { search } from '../search-tree.js';
import { codeOf } from './cards.js';
import { sevenUpHeuristic } from './heuristic.js';
import { dealTricks, tableOf } from './simulation.js';

/**
 * Settings of {@link sevenUpIsmcts} (and of Seven Bridge's search bot).
 * @example
 * ```ts
 * import { type FamilySearchOptions, sevenUpIsmcts } from 'shichinarabe/bots';
 * const settings: FamilySearchOptions = { iterations: 400 };
 * const bot = sevenUpIsmcts(settings);
 * ```
 */
export interface FamilySearchOptions {
  /** Iterations (determinizations) per decision. Default: the game's default budget. */
  iterations?: number;
  /** Also stop after this many milliseconds (not reproducible). Default: no clock. */
  timeMs?: number;
  /** UCB1's exploration constant of Seven Up's tree (Seven Bridge's root-only search has none). Default 0.7. */
  exploration?: number;
}

/**
 * Seven Up's default search budget: iterations per decision.
 * @example
 * ```ts
 * import { SEVEN_UP_ITERATIONS, sevenUpIsmcts } from 'shichinarabe/bots';
 * const half = sevenUpIsmcts({ iterations: SEVEN_UP_ITERATIONS / 2 });
 * ```
 */
export const SEVEN_UP_ITERATIONS = 400;

/** Checks the settings of a family search bot. */
export function searchSettings(who: string, o: FamilySearchOptions, iterations: number, depth: number) {
  if (typeof o !== 'object' || o === null) throw new ShichinarabeError(`${who}: options must be an object`);
  const it = o.iterations ?? (o.timeMs === undefined ? iterations : 1e9);
  if (!Number.isInteger(it) || it < 1) throw new ShichinarabeError(`${who}: iterations must be a positive integer`);
  const timeMs = o.timeMs ?? Infinity;
  if (typeof timeMs !== 'number' || !(timeMs > 0))
    throw new ShichinarabeError(`${who}: timeMs must be a positive number`);
  const exploration = o.exploration ?? 0.7;
  if (typeof exploration !== 'number' || !(exploration >= 0) || !Number.isFinite(exploration))
    throw new ShichinarabeError(`${who}: exploration must be a number ≥ 0`);
  return { iterations: it, timeMs, exploration, depth };
}

/**
 * Seven Up: a search bot. In the tricks, each of its `iterations` deals the cards it cannot see
 * (the other hands, the pack, others' discards) anew — the right number to each hand, and no card
 * of a suit a player has shown void in (by playing neither that suit nor a trump to it) — then
 * walks one tree of information sets by UCB1 and plays the deal out with the heuristic's rules
 * (a random card one time in eight), scoring High, Low, Jack and Game. It plays the most
 * visited card. Standing, begging, gifts, runs and discards are the heuristic's.
 * @throws `ShichinarabeError` for settings that are not positive numbers.
 * @example
 * ```ts
 * import { playGame, sevenUpHeuristic, sevenUpIsmcts } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * const h = sevenUpHeuristic;
 * playGame({ engine: sevenUp, bots: [sevenUpIsmcts({ iterations: 100 }), h, h, h], seed: 1 });
 * ```
 */
export function sevenUpIsmcts(options: FamilySearchOptions = {}): BotOf<'seven-up'> {
  const settings = searchSettings('sevenUpIsmcts', options, SEVEN_UP_ITERATIONS, 24);
  return (v, rng) => {
    if (v.legalMoves.length <= 1 || v.phase !== 'play') return sevenUpHeuristic(v, rng);
    const codes = v.legalMoves.map((m) => (m.type === 'play' ? codeOf(m.card) : -1));
    const table = tableOf(v);
    const code = search(codes, (r) => dealTricks(table, r), settings, rng);
    return (v.legalMoves[codes.indexOf(code)] ?? v.legalMoves[0]) as Move;
  };
}
