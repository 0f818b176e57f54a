/**
 * `ismctsBot`: information-set Monte Carlo tree search on determinized states.
 * @module
 */
import { cardNumber } from '../../sevens/cards.js';
import { ShichinarabeError } from '../../shared/errors.js';
import { draftOf, Playout } from '../../sevens/playout.js';
import type { Random } from '../../shared/random.js';
import type { GameState, Move } from '../../sevens/types.js';
import { classicScore } from './classic.js';
import { sampler } from './determinize.js';
import { CALM, killFeatures, killScore } from './kill.js';
import { known } from './known.js';
import { POLICIES, playOut, rewards } from './playouts.js';
import type { Bot, BotView } from './types.js';
import { now } from '../search-tree.js';

/**
 * The search budget and parameters of {@link ismctsBot}.
 * @example
 * ```ts
 * import { type IsmctsOptions, ismctsBot } from 'shichinarabe/bots';
 * const budget: IsmctsOptions = { iterations: 400, exploration: 0.5 };
 * const bot = ismctsBot(budget);
 * ```
 */
export interface IsmctsOptions {
  /**
   * Iterations (determinize, descend, play out, back up) per move. Default
   * {@link DEFAULT_ITERATIONS} of the variant (Kill 300, classic 1 500) when `timeMs` is not given.
   */
  iterations?: number;
  /**
   * Time per move in milliseconds (measured with `performance.now()`); the search stops at
   * whichever of `iterations` and `timeMs` comes first. A time budget makes the bot's moves
   * depend on the machine: for reproducible games use `iterations` only.
   */
  timeMs?: number;
  /** The UCB exploration constant. Default 0.3. */
  exploration?: number;
  /** Kill: the weight (0–1) of the dead-card margin in the reward, the rest being the rank. Default 0.5. */
  deadMargin?: number;
  /**
   * How playouts choose moves (in classic every policy plays uniformly random moves).
   * `'calm'` (default): in Kill, each player plays the best `killedOthers − 1.5·killedMine −
   * risk` — the calm personality's weights, the risk being the player's cards that one placement
   * by another player next to them could kill after the move (ties at random). `'greedy'`: the
   * move that kills the most of the others' cards net of the player's own (`others − 1.5·own`)
   * when one kills, else a random move that kills none of the player's cards (else any).
   * `'random'`: uniformly among the legal moves.
   */
  playout?: 'calm' | 'greedy' | 'random';
  /**
   * The weight of the heuristic prior at the root (progressive bias): each root move's UCB value
   * gets `prior · h / (visits + 1)`, where h (0–1) is the move's score by the calm personality
   * (Kill) or the classic heuristic, scaled between the worst and the best root move; untried
   * root moves are expanded best first. 0 turns it off. Default 2.
   */
  prior?: number;
}

/**
 * The default number of iterations per move, by variant: about the same time per decision in
 * both (a classic playout is random and cheap; a Kill playout weighs every move).
 * @example
 * ```ts
 * import { DEFAULT_ITERATIONS, ismctsBot } from 'shichinarabe/bots';
 * const twice = ismctsBot({ iterations: 2 * DEFAULT_ITERATIONS.kill });
 * ```
 */
export const DEFAULT_ITERATIONS: Readonly<{
  /** Iterations per move in classic (random playouts). */
  classic: number;
  /** Iterations per move in Kill (calm playouts). */
  kill: number;
}> = Object.freeze({
  classic: 1500,
  kill: 300,
});

interface Node {
  /** The move code that leads here (-1 for the root). */
  readonly move: number;
  /** The player who made `move` (whose reward this node sums), -1 for the root. */
  readonly player: number;
  visits: number;
  /** How often this node's move was available when its parent was visited. */
  avail: number;
  reward: number;
  readonly children: Map<number, Node>;
}

const node = (move: number, player: number): Node => ({
  move,
  player,
  visits: 0,
  avail: 1,
  reward: 0,
  children: new Map(),
});

/** The root moves' prior, by index in `v.legalMoves`: `weight · h` with h the heuristic score scaled to 0–1. */
function rootPrior(v: BotView, weight: number): number[] {
  const k = known(v);
  const scores = v.legalMoves.map((m) =>
    v.options.variant === 'kill'
      ? killScore(CALM, killFeatures(k, m.type === 'play' ? cardNumber(m.card) : -1))
      : classicScore(k, v, m),
  );
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  return scores.map((score) => (hi > lo ? (weight * (score - lo)) / (hi - lo) : 0));
}

/** Whether the most visited child of `root` leads every other by more than `left` visits. */
function decided(root: Node, left: number): boolean {
  let first = 0;
  let second = 0;
  for (const child of root.children.values()) {
    if (child.visits > first) {
      second = first;
      first = child.visits;
    } else if (child.visits > second) second = child.visits;
  }
  return first - second > left;
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
 * `determinize` (which uses what passes prove about the hands), descends the shared tree along
 * the moves legal in that deal (every player's moves, each node scored for the player who made
 * its move), adds one node, plays the game out on the fast path (`Playout`) — in Kill, by
 * default, every player moves like the calm personality (see {@link IsmctsOptions.playout});
 * in classic at random — and backs up every player's reward: the normalized rank, in Kill mixed
 * half and half with the dead-card margin. At the root a heuristic prior orders and biases the
 * moves. It plays the most visited root move, and stops searching as soon as no other root move
 * could overtake it in the iterations left; a lone legal move is played at once.
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
  const deadMargin = options.deadMargin ?? 0.5;
  if (typeof deadMargin !== 'number' || !(deadMargin >= 0 && deadMargin <= 1)) {
    throw new ShichinarabeError('ismctsBot: deadMargin must be a number from 0 to 1');
  }
  const timeMs = options.timeMs;
  const budget = (kill: boolean): number =>
    options.iterations ?? (timeMs === undefined ? DEFAULT_ITERATIONS[kill ? 'kill' : 'classic'] : Infinity);
  const c = options.exploration ?? 0.3;
  const priorWeight = options.prior ?? 2;
  if (typeof priorWeight !== 'number' || !(priorWeight >= 0) || !Number.isFinite(priorWeight)) {
    throw new ShichinarabeError('ismctsBot: prior must be a number ≥ 0');
  }
  const playout = options.playout ?? 'calm';
  if (!POLICIES.includes(playout)) {
    throw new ShichinarabeError(`ismctsBot: playout must be one of ${POLICIES.map((p) => `'${p}'`).join(', ')}`);
  }
  return (v: BotView, rng: Random): Move => {
    if (v.legalMoves.length <= 1) return v.legalMoves[0] as Move;
    const kill = v.options.variant === 'kill';
    const iterations = budget(kill);
    const root = node(-1, -1);
    const deal = sampler(v);
    const prior = priorWeight > 0 ? rootPrior(v, priorWeight) : null;
    /** The root's move codes, in the order of `v.legalMoves` (the same generator lists both). */
    let rootCodes: number[] | null = null;
    const bias = new Map<number, number>();
    const codes: number[] = [];
    const scratch: number[] = [];
    const r = new Array<number>(v.options.players).fill(0);
    const start = timeMs === undefined ? 0 : now();
    for (let it = 0; it < iterations; it++) {
      if (timeMs !== undefined && it > 0 && now() - start >= timeMs) break;
      const game = new Playout(deal(rng) as unknown as GameState);
      if (rootCodes === null) {
        rootCodes = codes.slice(0, game.moves(codes));
        if (prior !== null)
          for (let i = 0; i < rootCodes.length; i++) bias.set(rootCodes[i] as number, prior[i] as number);
      }
      let at = root;
      const path: Node[] = [root];
      // Selection and expansion.
      for (;;) {
        const n = game.moves(codes);
        if (n === 0) break;
        const player = game.current;
        let untried = -1;
        let untriedCount = 0;
        for (let i = 0; i < n; i++) {
          const code = codes[i] as number;
          const child = at.children.get(code);
          if (child !== undefined) {
            child.avail++;
            continue;
          }
          untriedCount++;
          // at the root, the untried move of highest prior first; elsewhere one at random
          if (at === root && prior !== null) {
            if (untried < 0 || (bias.get(code) ?? 0) > (bias.get(untried) ?? 0)) untried = code;
          } else if (rng.int(untriedCount) === 0) {
            untried = code;
          }
        }
        if (untried >= 0) {
          const child = node(untried, player);
          at.children.set(untried, child);
          path.push(child);
          game.play(untried);
          break;
        }
        let chosen: Node | null = null;
        let top = -Infinity;
        for (let i = 0; i < n; i++) {
          const child = at.children.get(codes[i] as number) as Node;
          let ucb = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
          if (at === root) ucb += (bias.get(child.move) ?? 0) / (child.visits + 1);
          if (ucb > top) {
            top = ucb;
            chosen = child;
          }
        }
        at = chosen as Node;
        path.push(at);
        game.play(at.move);
      }
      // Playout.
      playOut(game, playout, kill, rng, codes, scratch);
      rewards(draftOf(game), kill, deadMargin, r);
      for (const visited of path) {
        visited.visits++;
        if (visited.player >= 0) visited.reward += r[visited.player] as number;
      }
      // Stop once no other root move can catch up with the most visited in the iterations left.
      if ((it & 7) === 7 && decided(root, iterations - it - 1)) break;
    }
    let chosen: Node | null = null;
    for (const child of root.children.values()) if (chosen === null || child.visits > chosen.visits) chosen = child;
    const at = chosen === null || rootCodes === null ? 0 : rootCodes.indexOf(chosen.move);
    return v.legalMoves[Math.max(at, 0)] as Move;
  };
}
