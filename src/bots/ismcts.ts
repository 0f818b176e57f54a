/**
 * `ismctsBot`: information-set Monte Carlo tree search on determinized states.
 * @module
 */
import { ShichinarabeError } from '../errors.js';
import { applyMove, legalMoves } from '../play.js';
import type { Random } from '../random.js';
import { score } from '../score.js';
import { asState } from '../state.js';
import type { GameState, Move } from '../types.js';
import { determinize } from './determinize.js';
import { moveKey } from './known.js';
import type { Bot, BotView } from './types.js';

/**
 * The search budget and parameters of {@link ismctsBot}.
 * @example
 * ```ts
 * import { type IsmctsOptions, ismctsBot } from 'shichinarabe/bots';
 * const budget: IsmctsOptions = { iterations: 400, exploration: 0.7 };
 * const bot = ismctsBot(budget);
 * ```
 */
export interface IsmctsOptions {
  /** Iterations (determinize, descend, play out, back up) per move. Default 200 when `timeMs` is not given. */
  iterations?: number;
  /**
   * Time per move in milliseconds (measured with `performance.now()`); the search stops at
   * whichever of `iterations` and `timeMs` comes first. A time budget makes the bot's moves
   * depend on the machine: for reproducible games use `iterations` only.
   */
  timeMs?: number;
  /** The UCB exploration constant. Default 0.7. */
  exploration?: number;
  /** Kill: the weight (0–1) of the dead-card margin in the reward, the rest being the rank. Default 0.25. */
  deadMargin?: number;
}

/**
 * The default number of iterations per move.
 * @example
 * ```ts
 * import { DEFAULT_ITERATIONS, ismctsBot } from 'shichinarabe/bots';
 * const twice = ismctsBot({ iterations: 2 * DEFAULT_ITERATIONS });
 * ```
 */
export const DEFAULT_ITERATIONS = 200;

interface Node {
  readonly move: Move | null;
  /** The player who made `move` (whose reward this node sums), -1 for the root. */
  readonly player: number;
  visits: number;
  /** How often this node's move was available when its parent was visited. */
  avail: number;
  reward: number;
  readonly children: Map<Move, Node>;
}

const node = (move: Move | null, player: number): Node => ({
  move,
  player,
  visits: 0,
  avail: 1,
  reward: 0,
  children: new Map(),
});

const now = (): number => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf === undefined ? Date.now() : perf.now();
};

/**
 * Each player's reward of a finished (or stopped) game, 0–1: the normalized rank
 * `(players − rank) / (players − 1)`; in Kill mixed with the dead-card margin against the others.
 */
function rewards(s: GameState, deadMargin: number): number[] {
  const { standings } = score(s);
  const n = standings.length;
  const out = new Array<number>(n).fill(0);
  const kill = asState(s).game.kill;
  let totalDead = 0;
  for (const row of standings) totalDead += row.dead;
  for (const row of standings) {
    let r = (n - row.rank) / (n - 1);
    if (kill && deadMargin > 0) {
      const others = (totalDead - row.dead) / (n - 1);
      const margin = (others - row.dead) / (others + row.dead + 1); // -1..1
      r = (1 - deadMargin) * r + deadMargin * ((margin + 1) / 2);
    }
    out[row.player] = r;
  }
  return out;
}

function positive(name: string, value: number | undefined, integer: boolean): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw new ShichinarabeError(`ismctsBot: ${name} must be a positive ${integer ? 'integer' : 'number'}`);
  }
}

/**
 * An information-set Monte Carlo tree search bot (single-observer ISMCTS with UCB1 over the
 * available moves), for both variants. Each iteration deals the unseen cards anew with
 * {@link determinize}, descends the shared tree along the moves legal in that deal (every
 * player's moves, each node scored for the player who made its move), adds one node, plays the
 * game out with uniformly random legal moves (the public `legalMoves`/`applyMove`), and backs
 * up every player's reward: the normalized rank from `score`, in Kill mixed with a dead-card
 * margin. It then plays the most visited move at the root. A lone legal move is played at once.
 *
 * With `iterations` alone the bot is deterministic given the view and the generator.
 * @throws `ShichinarabeError` for a budget that is not a positive number.
 * @example
 * ```ts
 * import { classicBot, ismctsBot, playGame } from 'shichinarabe/bots';
 * const mcts = ismctsBot({ iterations: 100 });
 * const result = playGame({ options: { variant: 'kill', seed: 1 }, bots: [mcts, classicBot, classicBot, classicBot] });
 * const thinker = ismctsBot({ timeMs: 50 }); // about 50 ms per move
 * ```
 */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  positive('iterations', options.iterations, true);
  positive('timeMs', options.timeMs, false);
  positive('exploration', options.exploration, false);
  const deadMargin = options.deadMargin ?? 0.25;
  if (typeof deadMargin !== 'number' || !(deadMargin >= 0 && deadMargin <= 1)) {
    throw new ShichinarabeError('ismctsBot: deadMargin must be a number from 0 to 1');
  }
  const timeMs = options.timeMs;
  const iterations = options.iterations ?? (timeMs === undefined ? DEFAULT_ITERATIONS : Infinity);
  const c = options.exploration ?? 0.7;
  return (v: BotView, rng: Random): Move => {
    if (v.legalMoves.length <= 1) return v.legalMoves[0] as Move;
    const root = node(null, -1);
    const start = timeMs === undefined ? 0 : now();
    for (let it = 0; it < iterations; it++) {
      if (timeMs !== undefined && it > 0 && now() - start >= timeMs) break;
      let s = determinize(v, rng);
      let at = root;
      const path: Node[] = [root];
      // Selection and expansion.
      for (;;) {
        const moves = legalMoves(s);
        if (moves.length === 0) break;
        const player = asState(s).current;
        const untried: Move[] = [];
        for (const m of moves) {
          const child = at.children.get(m);
          if (child === undefined) untried.push(m);
          else child.avail++;
        }
        if (untried.length > 0) {
          const m = untried[rng.int(untried.length)] as Move;
          const child = node(m, player);
          at.children.set(m, child);
          path.push(child);
          s = applyMove(s, m);
          break;
        }
        let chosen: Node | null = null;
        let top = -Infinity;
        for (const m of moves) {
          const child = at.children.get(m) as Node;
          const ucb = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
          if (ucb > top) {
            top = ucb;
            chosen = child;
          }
        }
        at = chosen as Node;
        path.push(at);
        s = applyMove(s, at.move as Move);
      }
      // Playout.
      for (let moves = legalMoves(s); moves.length > 0; moves = legalMoves(s)) {
        s = applyMove(s, moves[rng.int(moves.length)] as Move);
      }
      const r = rewards(s, deadMargin);
      for (const n of path) {
        n.visits++;
        if (n.player >= 0) n.reward += r[n.player] as number;
      }
    }
    let chosen: Node | null = null;
    for (const child of root.children.values()) if (chosen === null || child.visits > chosen.visits) chosen = child;
    const key = moveKey(chosen?.move ?? (v.legalMoves[0] as Move));
    return v.legalMoves.find((m) => moveKey(m) === key) ?? (v.legalMoves[0] as Move);
  };
}
