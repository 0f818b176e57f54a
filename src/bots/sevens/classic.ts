/**
 * Internal: the classic heuristic (七並べforモバイル's 「七並べの勝ち方のコツ」); the bot is `classicBot` in `bots.ts`.
 * @module
 */
import { cardNumber, rankOf, SEVEN, suitOf } from '../../sevens/cards.js';
import { count, FULL_ROW, hiBit, loBit, row } from '../../shared/cardset.js';
import { openCells, run } from '../../sevens/classic.js';
import type { Random } from '../../shared/random.js';
import type { Move } from '../../sevens/types.js';
import { best, type Known, known } from './known.js';
import type { BotView } from './types.js';

// --- Classic evaluation -----------------------------------------------------------------------

/** The cells of one suit where a card may be played on the table (tLo, tHi), by the rules (`src/sevens/classic.ts`). */
const openRow = (k: Known, tLo: number, tHi: number, suit: number): number =>
  (openCells(k.rules, tLo, tHi, suit >>> 1) >>> ((suit & 1) << 4)) & FULL_ROW;

/** What playing (or laying) some cells does to one suit, seen by the player. */
interface Effect {
  /** Others' cards that become playable at once. */
  othersOpened: number;
  /** My cards that become playable at once. */
  mineOpened: number;
  /** Others' cards no longer held back by my blocking card(s) (up to my next card outward). */
  released: number;
}

/**
 * The effect of putting the cells (placedLo, placedHi), all of one suit, on the table. `released`
 * walks outward from each placed card, away from the run, over cells not on the table, counting
 * others' cards until it meets one of mine (which still blocks) or the end of the row.
 */
function effect(k: Known, suit: number, placedLo: number, placedHi: number): Effect {
  const cells = row(placedLo, placedHi, suit);
  const after = row(k.tableLo | placedLo, k.tableHi | placedHi, suit);
  const mine = row(k.handLo, k.handHi, suit);
  const others = row(k.unseenLo, k.unseenHi, suit);
  const openBefore = openRow(k, k.tableLo, k.tableHi, suit);
  const openAfter = openRow(k, k.tableLo | placedLo, k.tableHi | placedHi, suit);
  const opened = openAfter & ~openBefore & ~after;
  const tunnel = k.rules.tunnel;
  let released = 0;
  const theRun = run(after, tunnel);
  for (let rest = cells; rest !== 0; rest &= rest - 1) {
    const rank = 31 - Math.clz32(rest & -rest);
    for (const d of [-1, 1]) {
      const back = rank - d;
      const fromRun = back >= 0 && back <= 12 ? ((theRun >>> back) & 1) === 1 : tunnel;
      if (!fromRun && rank !== SEVEN) continue;
      for (let r = rank + d, steps = 0; steps < 12; r += d, steps++) {
        if (r < 0 || r > 12) {
          if (!tunnel) break;
          r = r < 0 ? 12 : 0;
        }
        const bit = 1 << r;
        if ((after & bit) !== 0) {
          if ((theRun & bit) !== 0) break; // reached the run again (tunnel)
          continue; // a disqualified player's card: the run will pass it
        }
        if ((mine & bit) !== 0 && (cells & bit) === 0) break;
        if ((others & bit) !== 0) released++;
      }
    }
  }
  return { othersOpened: count(opened & others), mineOpened: count(opened & mine), released };
}

/** Number of my cards playable on a table (not counting `except`). */
function mobility(k: Known, tableLo: number, tableHi: number, exceptLo: number, exceptHi: number): number {
  let n = 0;
  for (let suit = 0; suit < 4; suit++) {
    n += count(openRow(k, tableLo, tableHi, suit) & row(k.handLo & ~exceptLo, k.handHi & ~exceptHi, suit));
  }
  return n;
}

/** The classic heuristic's score of one move (higher is better); see {@link classicBot}. */
export function classicScore(k: Known, v: BotView, move: Move): number {
  const passes = v.passes[k.me] as number;
  const limit = k.options.passLimit;
  const passesLeft = limit === null ? Infinity : limit - passes;
  if (move.type === 'pass') return -3 - (passesLeft <= 1 ? 10 : 0);
  const x = cardNumber(move.card);
  let placedLo = loBit(x);
  let placedHi = hiBit(x);
  let bonus = 0;
  let cardsPlayed = 1;
  if (move.type === 'joker') {
    bonus += 4; // tip 2: play the joker early
    cardsPlayed = 0;
    if (move.next !== undefined) {
      const y = cardNumber(move.next);
      placedLo |= loBit(y);
      placedHi |= hiBit(y);
      cardsPlayed = 1;
    }
  }
  const suit = suitOf(x);
  const e = effect(k, suit, placedLo, placedHi);
  const tLo = k.tableLo | placedLo;
  const tHi = k.tableHi | placedHi;
  const handAfter =
    count(k.handLo & ~placedLo) + count(k.handHi & ~placedHi) + (k.joker && move.type !== 'joker' ? 1 : 0);
  const canPlayNext = mobility(k, tLo, tHi, placedLo, placedHi) > 0 || (k.joker && move.type !== 'joker');
  // Tip 6: A, 2, Q, K (far from the 7) open little; tip 4: keep the 6 and 8 for when they are needed.
  const far = move.type === 'play' ? Math.abs(rankOf(x) - SEVEN) / 6 : 0;
  let score = bonus + cardsPlayed * 0.5;
  score -= 1.0 * e.released; // tips 3 and 4: hold the cards that block suits you do not hold
  score -= 0.5 * e.othersOpened; // tip 6: prefer a card that opens nothing for the others
  score += 0.8 * e.mineOpened; // tip 5: a run of my own cards is safe to play
  score += 0.3 * far;
  if (handAfter > 0 && !canPlayNext) score -= passesLeft <= 1 ? 6 : passesLeft <= 2 ? 2 : 0.7; // tip 1
  return score;
}

/** The classic heuristic's move (see `classicBot` for the formula). */
export function classicMove(v: BotView, rng: Random): Move {
  if (v.legalMoves.length === 1) return v.legalMoves[0] as Move;
  const k = known(v);
  return best(
    v.legalMoves,
    v.legalMoves.map((m) => classicScore(k, v, m)),
    rng,
  );
}
