/**
 * Information-set Monte Carlo tree search (single observer, determinized), for any game given a
 * simulator: each iteration deals the hidden cards anew (consistent with the searcher's view),
 * walks the one tree of information sets by UCB1 over the moves legal in that deal, adds a node,
 * plays out, and credits every node on its path with the reward of the player who moved there.
 * The searcher's move is the root's most visited child.
 * @module
 */
import type { Random } from '../shared/random.js';

/** A determinized game, mutable, that the search plays out (one per iteration). */
export interface Simulation {
  /** The player to move, or -1 when the simulated part of the game is over. */
  toMove(): number;
  /** Fills `out` with the codes of the legal moves (small integers) and returns it. */
  moves(out: number[]): number[];
  /** Plays a move by its code. */
  play(code: number): void;
  /** Plays on to the end by the playout policy. */
  playout(rng: Random): void;
  /** Each player's reward in [0, 1] at the end. */
  rewards(): ArrayLike<number>;
}

/** The budget and shape of a search. */
export interface SearchSettings {
  /** Iterations (deals) per decision. */
  iterations: number;
  /** Stop after this many milliseconds as well (Infinity: no clock, reproducible). */
  timeMs: number;
  /** UCB1's exploration constant. */
  exploration: number;
  /** How deep the tree grows below the root (1: the searcher's move only, then playouts). */
  depth: number;
}

interface TreeNode {
  code: number;
  player: number;
  visits: number;
  avail: number;
  reward: number;
  children: TreeNode[];
}

const node = (code: number, player: number): TreeNode => ({
  code,
  player,
  visits: 0,
  avail: 1,
  reward: 0,
  children: [],
});

/** Milliseconds from a monotonic clock where there is one (`performance.now()`), else `Date.now()`. */
export const now = (): number => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf === undefined ? Date.now() : perf.now();
};

/**
 * Searches from the root whose legal moves are `rootCodes` and returns the chosen code.
 * `deal(rng)` makes a fresh determinization with the searcher to move.
 */
export function search(
  rootCodes: readonly number[],
  deal: (rng: Random) => Simulation,
  settings: SearchSettings,
  rng: Random,
): number {
  const root = node(-1, -1);
  const legal: number[] = [];
  const path: TreeNode[] = [];
  const start = settings.timeMs === Infinity ? 0 : now();
  for (let it = 0; it < settings.iterations; it++) {
    if (settings.timeMs !== Infinity && it > 0 && now() - start >= settings.timeMs) break;
    const sim = deal(rng);
    let at = root;
    path.length = 0;
    for (let depth = 0; depth < settings.depth; depth++) {
      const p = sim.toMove();
      if (p < 0) break;
      if (depth === 0) {
        legal.length = 0;
        for (const c of rootCodes) legal.push(c);
      } else sim.moves(legal);
      if (legal.length === 0) break;
      let untried = 0;
      for (const c of legal) {
        const child = at.children.find((k) => k.code === c);
        if (child === undefined) untried++;
        else child.avail++;
      }
      let next: TreeNode | undefined;
      if (untried > 0) {
        let pick = rng.int(untried);
        for (const c of legal) {
          if (at.children.some((k) => k.code === c)) continue;
          if (pick-- === 0) {
            next = node(c, p);
            at.children.push(next);
            break;
          }
        }
      } else {
        let best = -Infinity;
        for (const k of at.children) {
          if (!legal.includes(k.code)) continue;
          const u = k.reward / k.visits + settings.exploration * Math.sqrt(Math.log(k.avail) / k.visits);
          if (u > best) {
            best = u;
            next = k;
          }
        }
      }
      if (next === undefined) break;
      sim.play(next.code);
      path.push(next);
      at = next;
      if (untried > 0) break;
    }
    sim.playout(rng);
    const r = sim.rewards();
    for (const k of path) {
      k.visits++;
      k.reward += r[k.player] ?? 0;
    }
  }
  let best = root.children[0];
  for (const k of root.children) if (best === undefined || k.visits > best.visits) best = k;
  return best === undefined ? (rootCodes[0] as number) : best.code;
}

/**
 * The root-only, paired form of the search: each deal of the hidden cards is played out once
 * after every root move still in the running (so the moves are compared on equal cards), and the
 * moves are halved after each round (sequential halving: the budget goes to the close contenders).
 * `settings.iterations` playouts in all. The move with the best mean reward wins, but the first
 * root code (the default move) keeps its place unless another beats its mean reward by `margin`.
 */
export function pairedSearch(
  rootCodes: readonly number[],
  deal: (rng: Random) => Simulation,
  settings: SearchSettings & { margin: number },
  rng: Random,
): number {
  const k = rootCodes.length;
  const totals = new Float64Array(k);
  let alive = Array.from({ length: k }, (_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(k)));
  const start = settings.timeMs === Infinity ? 0 : now();
  let dealt = 0;
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const deals = Math.max(1, Math.floor(settings.iterations / (rounds * alive.length)));
    for (let d = 0; d < deals; d++) {
      if (settings.timeMs !== Infinity && dealt > 0 && now() - start >= settings.timeMs) break;
      dealt++;
      const base = rng.clone();
      rng.next();
      for (const i of alive) {
        const r = base.clone();
        const sim = deal(r);
        const me = sim.toMove();
        sim.play(rootCodes[i] as number);
        sim.playout(r);
        totals[i] = (totals[i] as number) + (sim.rewards()[me] ?? 0);
      }
    }
    if (round < rounds - 1) {
      const keep = Math.max(2, Math.ceil(alive.length / 2));
      alive = [...alive].sort((a, b) => (totals[b] as number) - (totals[a] as number) || a - b).slice(0, keep);
      alive.sort((a, b) => a - b);
      for (let i = 0; i < k; i++) if (!alive.includes(i)) totals[i] = -Infinity;
    }
  }
  let best = alive[0] as number;
  const bar = (totals[best] as number) + settings.margin * dealt;
  for (const i of alive) if ((totals[i] as number) > bar && (totals[i] as number) > (totals[best] as number)) best = i;
  return rootCodes[best] as number;
}
