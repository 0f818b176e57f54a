/**
 * Internal: the classic heuristic (seed 000's 「七並べの勝ち方のコツ」); the bot is `classicBot` in `bots.ts`.
 * @module
 */
import { cardNumber, rankOf, SEVEN, SEVEN_OF_DIAMONDS, suitOf } from '../cards.js';
import { count, has, row } from '../cardset.js';
import { openRow as classicOpenRow, run } from '../classic.js';
import type { Random } from '../random.js';
import type { Move } from '../types.js';
import { best, type Known, known } from './known.js';
import type { BotView } from './types.js';

// --- Classic evaluation -----------------------------------------------------------------------

/** The cells of a row where a card may go now (as the rules' open cells, from the known table). */
function openRow(k: Known, tableRow: number, suit: number, sevenDown: boolean): number {
  const fanTan = k.options.start === 'fan-tan';
  if (fanTan && !sevenDown) return suit === 2 ? 1 << SEVEN : 0;
  return classicOpenRow(tableRow, k.options.variant === 'classic' && k.options.tunnel, fanTan);
}

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
 * The effect of putting `cells` (a row mask) of one suit on the table. `released` walks outward
 * from each placed card, away from the run, over cells not on the table, counting others' cards
 * until it meets one of mine (which still blocks) or the end of the row.
 */
function effect(k: Known, suit: number, cells: number, tableLo: number, tableHi: number): Effect {
  const sevenDown = has(tableLo, tableHi, SEVEN_OF_DIAMONDS) || (suit === 2 && (cells & (1 << SEVEN)) !== 0);
  const before = row(tableLo, tableHi, suit);
  const after = before | cells;
  const mine = row(k.handLo, k.handHi, suit);
  const others = row(k.unseenLo, k.unseenHi, suit);
  const openBefore = openRow(k, before, suit, has(tableLo, tableHi, SEVEN_OF_DIAMONDS));
  const openAfter = openRow(k, after, suit, sevenDown);
  const opened = openAfter & ~openBefore & ~after;
  const tunnel = k.options.variant === 'classic' && k.options.tunnel;
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
  const sevenDown = has(tableLo, tableHi, SEVEN_OF_DIAMONDS);
  let n = 0;
  for (let suit = 0; suit < 4; suit++) {
    const open = openRow(k, row(tableLo, tableHi, suit), suit, sevenDown);
    n += count(open & row(k.handLo & ~exceptLo, k.handHi & ~exceptHi, suit));
  }
  return n;
}

const wordsOfCell = (cell: number): [number, number] => (cell < 32 ? [1 << cell, 0] : [0, 1 << (cell - 32)]);

/** The classic heuristic's score of one move (higher is better); see {@link classicBot}. */
export function classicScore(k: Known, v: BotView, move: Move): number {
  const passes = v.passes[k.me] as number;
  const limit = k.options.passLimit;
  const passesLeft = limit === null ? Infinity : limit - passes;
  if (move.type === 'pass') return -3 - (passesLeft <= 1 ? 10 : 0);
  const x = cardNumber(move.card);
  const [xLo, xHi] = wordsOfCell(x);
  let placedLo = xLo;
  let placedHi = xHi;
  let bonus = 0;
  let cardsPlayed = 1;
  if (move.type === 'joker') {
    bonus += 4; // tip 2: play the joker early
    cardsPlayed = 0;
    if (move.next !== undefined) {
      const y = cardNumber(move.next);
      const [yLo, yHi] = wordsOfCell(y);
      placedLo |= yLo;
      placedHi |= yHi;
      cardsPlayed = 1;
    }
  }
  const suit = suitOf(x);
  const e = effect(k, suit, row(placedLo, placedHi, suit), k.tableLo, k.tableHi);
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
