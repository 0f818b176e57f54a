/**
 * Internal: how the players move in `ismctsBot`'s playouts. A playout runs on a determinized
 * game, where every hand is known, so each policy reads the game's card-set words directly
 * (through `draftOf`) and is exact there.
 * @module
 */
import { bitIndex, FULL_WORD, nearHi, nearLo, size } from '../../shared/cardset.js';
import { deathsAfterPlacing, placeable } from '../../sevens/kill.js';
import { isPlay } from '../../sevens/moves.js';
import { draftOf, type Playout } from '../../sevens/playout.js';
import { CALM } from './kill.js';
import type { Random } from '../../shared/random.js';
import type { Rules } from '../../sevens/rules.js';
import { deadCount, handHi, handLo, type State } from '../../sevens/state.js';

/**
 * The playout policies: `'random'`, uniformly random moves; `'greedy'` (Kill), the best net kill
 * else a move that kills none of the mover's cards; `'calm'` (Kill), the calm personality's
 * balance of kills against the risk to the mover's own cards.
 */
export type PlayoutPolicy = 'random' | 'greedy' | 'calm';

/** The playout policies, by name. */
export const POLICIES: readonly PlayoutPolicy[] = ['random', 'greedy', 'calm'];

/**
 * The greedy Kill move among the `n` listed `moves`: the best net kill (`others − 1.5·own`) when
 * some move kills, else a random move that kills none of the mover's cards, else any random move.
 * `safe` is scratch space.
 */
function greedyMove(p: Playout, moves: readonly number[], n: number, rng: Random, safe: number[]): number {
  const killed = [0, 0];
  let top = 0;
  let choice = -1;
  let safeCount = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    p.deaths(m, killed);
    const others = killed[0] as number;
    const own = killed[1] as number;
    if (others === 0 && own === 0) {
      safe[safeCount++] = m;
      continue;
    }
    const gain = others - 1.5 * own;
    if (gain > top) {
      top = gain;
      choice = m;
    }
  }
  if (choice >= 0) return choice;
  if (safeCount > 0) return safe[rng.int(safeCount)] as number;
  return moves[rng.int(n)] as number;
}

/**
 * How many of my cards (hLo, hHi) one placement by another player could kill next: every cell
 * of theirs (oLo, oHi) that is a king's step from one of my cards and may be placed now is tried
 * on the table (tLo, tHi; dead cells dLo, dHi), and the cards of mine that any of them kills are
 * counted once.
 */
function threatened(
  rules: Rules,
  tLo: number,
  tHi: number,
  dLo: number,
  dHi: number,
  hLo: number,
  hHi: number,
  oLo: number,
  oHi: number,
): number {
  const xLo = placeable(rules, tLo, tHi, dLo, dHi, 0, oLo & nearLo(hLo, hHi));
  const xHi = placeable(rules, tLo, tHi, dLo, dHi, 1, oHi & nearHi(hLo, hHi));
  let aLo = 0;
  let aHi = 0;
  for (let w = xLo; w !== 0; w &= w - 1) {
    const bit = w & -w;
    const [kLo, kHi] = deathsAfterPlacing(rules, tLo | bit, tHi, dLo, dHi, bitIndex(bit));
    aLo |= kLo;
    aHi |= kHi;
  }
  for (let w = xHi; w !== 0; w &= w - 1) {
    const bit = w & -w;
    const [kLo, kHi] = deathsAfterPlacing(rules, tLo, tHi | bit, dLo, dHi, 32 + bitIndex(bit));
    aLo |= kLo;
    aHi |= kHi;
  }
  return size(aLo & hLo, aHi & hHi);
}

/**
 * The calm Kill move among the `n` listed `moves`: the best score with the calm personality's
 * weights (`CALM`: cards of others killed, cards of mine killed, and as its risk the cards of mine
 * that one placement next to them could kill), a pass scoring its risk on the unchanged table minus 0.01;
 * ties at random.
 */
function calmMove(p: Playout, moves: readonly number[], n: number, rng: Random): number {
  const d = draftOf(p);
  const rules = d.game.rules;
  const me = d.current;
  const hLo = handLo(d, me);
  const hHi = handHi(d, me);
  const { tableLo, tableHi, deadLo, deadHi } = d;
  const oLo = FULL_WORD & ~(hLo | tableLo | deadLo);
  const oHi = FULL_WORD & ~(hHi | tableHi | deadHi);
  let top = -Infinity;
  let choice = moves[0] as number;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    let s: number;
    if (!isPlay(m)) {
      s = CALM.myDanger * threatened(rules, tableLo, tableHi, deadLo, deadHi, hLo, hHi, oLo, oHi) - 0.01;
    } else {
      const [kLo, kHi] = rules.variant.deathsAfter(d, m);
      const cLo = m < 32 ? 1 << m : 0;
      const cHi = m < 32 ? 0 : 1 << (m - 32);
      const killedOthers = size(kLo & oLo, kHi & oHi);
      const killedMine = size(kLo & hLo, kHi & hHi);
      const risk = threatened(
        rules,
        tableLo | cLo,
        tableHi | cHi,
        deadLo | kLo,
        deadHi | kHi,
        hLo & ~(cLo | kLo),
        hHi & ~(cHi | kHi),
        oLo & ~kLo,
        oHi & ~kHi,
      );
      s = CALM.killedOthers * killedOthers + CALM.killedMine * killedMine + CALM.myDanger * risk;
    }
    if (s > top + 1e-9) {
      top = s;
      choice = m;
      ties = 1;
    } else if (s > top - 1e-9) {
      ties++;
      if (rng.int(ties) === 0) choice = m; // reservoir: each tie equally likely
    }
  }
  return choice;
}

/**
 * Plays `game` to its end with `policy` (the Kill policies play uniformly at random in classic).
 * `codes` and `scratch` are scratch space.
 */
export function playOut(
  game: Playout,
  policy: PlayoutPolicy,
  kill: boolean,
  rng: Random,
  codes: number[],
  scratch: number[],
): void {
  const p = kill ? policy : 'random';
  for (let n = game.moves(codes); n > 0; n = game.moves(codes)) {
    let m: number;
    if (n === 1) m = codes[0] as number;
    else if (p === 'calm') m = calmMove(game, codes, n, rng);
    else if (p === 'greedy') m = greedyMove(game, codes, n, rng, scratch);
    else m = codes[rng.int(n)] as number;
    game.play(m);
  }
}

/**
 * Each player's reward of a finished game, 0–1, written to `out`: the normalized rank
 * `(players − rank) / (players − 1)`; in Kill mixed with the dead-card margin against the others
 * (weight `deadMargin`).
 */
export function rewards(s: State, kill: boolean, deadMargin: number, out: number[]): void {
  const order = s.game.rules.variant.ranking(s);
  const n = order.length;
  let total = 0;
  if (kill) for (let q = 0; q < n; q++) total += deadCount(s, q);
  for (let i = 0; i < n; i++) {
    const q = order[i] as number;
    let r = (n - 1 - i) / (n - 1);
    if (kill && deadMargin > 0) {
      const dead = deadCount(s, q);
      const others = (total - dead) / (n - 1);
      const margin = (others - dead) / (others + dead + 1); // -1..1
      r = (1 - deadMargin) * r + deadMargin * ((margin + 1) / 2);
    }
    out[q] = r;
  }
}
