/**
 * `ismctsBot`: information-set Monte Carlo tree search on determinized states.
 * @module
 */
import { cardNumber } from '../cards.js';
import { bitOf, size, wordOf } from '../cardset.js';
import { ShichinarabeError } from '../errors.js';
import { deathsAfterPlacing } from '../kill.js';
import { applyMove, legalMoves } from '../play.js';
import type { Random } from '../random.js';
import { score } from '../score.js';
import { asState } from '../state.js';
import type { GameState, Move } from '../types.js';
import { determinizer } from './determinize.js';
import { classicScore } from './classic.js';
import { CALM, killFeatures, killScore } from './kill.js';
import { known, moveKey } from './known.js';
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
  /**
   * How playouts choose moves. `'random'`: uniformly among the legal moves. `'greedy'` (default):
   * in Kill, each player plays the move that kills the most of the others' cards net of their
   * own (`others − 1.5·own`) when one kills, else a random move that kills none of their own
   * cards (else any); in classic the same as `'random'`.
   */
  playout?: 'random' | 'greedy';
  /**
   * The weight of the heuristic prior at the root (progressive bias): each root move's UCB value
   * gets `prior · h / (visits + 1)`, where h (0–1) is the move's score by the calm personality
   * (Kill) or the classic heuristic, scaled between the worst and the best root move; untried
   * root moves are expanded best first. 0 turns it off. Default 1.
   */
  prior?: number;
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

/**
 * The greedy Kill playout move: the best net kill (`others − 1.5·own`) when some move kills,
 * else a random move that kills none of the mover's cards, else any random move. It reads the
 * determinized state (every hand is known there); the move is then played with `applyMove`.
 */
function greedyKillMove(s: GameState, moves: readonly Move[], rng: Random): Move {
  const st = asState(s);
  const g = st.game;
  const p = st.current;
  const mineLo = g.dealt[2 * p] as number;
  const mineHi = g.dealt[2 * p + 1] as number;
  let top = 0;
  let choice: Move | null = null;
  let safe = 0;
  const safeMoves: Move[] = [];
  for (const m of moves) {
    if (m.type !== 'play') {
      safeMoves.push(m);
      safe++;
      continue;
    }
    const cell = cardNumber(m.card);
    const tLo = wordOf(cell) === 0 ? st.tableLo | bitOf(cell) : st.tableLo;
    const tHi = wordOf(cell) === 0 ? st.tableHi : st.tableHi | bitOf(cell);
    const [dLo, dHi] = deathsAfterPlacing(g, tLo, tHi, st.deadLo, st.deadHi, cell);
    if ((dLo | dHi) === 0) {
      safeMoves.push(m);
      safe++;
      continue;
    }
    const own = size(dLo & mineLo, dHi & mineHi);
    const gain = size(dLo, dHi) - own - 1.5 * own;
    if (gain > top) {
      top = gain;
      choice = m;
    }
  }
  if (choice !== null) return choice;
  if (safe > 0) return safeMoves[rng.int(safe)] as Move;
  return moves[rng.int(moves.length)] as Move;
}

/** The root moves' prior, by move key: `weight · h` with h the heuristic score scaled to 0–1. */
function rootPrior(v: BotView, weight: number): Map<string, number> {
  const k = known(v);
  const scores = v.legalMoves.map((m) =>
    v.options.variant === 'kill'
      ? killScore(CALM, killFeatures(k, m.type === 'play' ? cardNumber(m.card) : -1))
      : classicScore(k, v, m),
  );
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  const out = new Map<string, number>();
  v.legalMoves.forEach((m, i) => {
    out.set(moveKey(m), hi > lo ? (weight * ((scores[i] as number) - lo)) / (hi - lo) : 0);
  });
  return out;
}

const biasOf = (bias: Map<string, number>, m: Move): number => bias.get(moveKey(m)) ?? 0;

function positive(name: string, value: number | undefined, integer: boolean): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw new ShichinarabeError(`ismctsBot: ${name} must be a positive ${integer ? 'integer' : 'number'}`);
  }
}

/**
 * An information-set Monte Carlo tree search bot (single-observer ISMCTS with UCB1 over the
 * available moves), for both variants. Each iteration deals the unseen cards anew with
 * `determinize`, descends the shared tree along the moves legal in that deal (every
 * player's moves, each node scored for the player who made its move), adds one node, plays the
 * game out (Kill, by default: each player takes its best net kill, else a move that kills none of
 * its own cards — `playout: 'random'` for uniformly random moves; classic: random moves), through
 * the public `legalMoves`/`applyMove`, and backs
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
  const prior = options.prior ?? 1;
  if (typeof prior !== 'number' || !(prior >= 0) || !Number.isFinite(prior)) {
    throw new ShichinarabeError('ismctsBot: prior must be a number ≥ 0');
  }
  const playout = options.playout ?? 'greedy';
  if (playout !== 'random' && playout !== 'greedy')
    throw new ShichinarabeError("ismctsBot: playout must be 'random' or 'greedy'");
  return (v: BotView, rng: Random): Move => {
    if (v.legalMoves.length <= 1) return v.legalMoves[0] as Move;
    const greedy = playout === 'greedy' && v.options.variant === 'kill';
    const root = node(null, -1);
    const deal = determinizer(v);
    const bias = prior > 0 ? rootPrior(v, prior) : null;
    const start = timeMs === undefined ? 0 : now();
    for (let it = 0; it < iterations; it++) {
      if (timeMs !== undefined && it > 0 && now() - start >= timeMs) break;
      let s = deal(rng);
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
          let m = untried[rng.int(untried.length)] as Move;
          if (at === root && bias !== null) for (const u of untried) if (biasOf(bias, u) > biasOf(bias, m)) m = u;
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
          let ucb = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
          if (at === root && bias !== null) ucb += biasOf(bias, m) / (child.visits + 1);
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
        s = applyMove(s, greedy ? greedyKillMove(s, moves, rng) : (moves[rng.int(moves.length)] as Move));
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
