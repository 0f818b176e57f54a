/**
 * Internal: the evaluation behind the Kill personalities (the 殺しの7並べ manual's おまけ). Every feature is
 * computed exactly from what the player sees: in Kill every card is dealt, so a cell neither mine,
 * on the table nor dead is in another player's hand.
 * @module
 */
import { cardNumber } from '../../sevens/cards.js';
import { bitIndex, hiBit, loBit, size } from '../../shared/cardset.js';
import { deathsAfterPlacing, openCells } from '../../sevens/kill.js';
import type { Random } from '../../shared/random.js';
import type { Move } from '../../sevens/types.js';
import { best, type Known, known } from './known.js';
import type { BotView } from './types.js';

/** What one move (or a pass) does, from the mover's side; every count is of distinct cards. */
export interface KillFeatures {
  /** Other players' cards the move kills. */
  killedOthers: number;
  /** My own cards the move kills. */
  killedMine: number;
  /** My cards that some other player could kill with one placement next (my risk). */
  myDanger: number;
  /** Other players' cards that one placement by anybody could kill next (the danger I put them in). */
  othersDanger: number;
  /** Other players' cards that I could kill with one placement of mine next. */
  myChances: number;
}

/**
 * The features after placing `cell` (or after a pass: `cell` = -1). Threats are one placement
 * deep: every live off-table cell where the rules of placement (`src/sevens/kill.ts`) allow a card next is
 * tried on the table after the move.
 */
export function killFeatures(k: Known, cell: number): KillFeatures {
  const rules = k.rules;
  let tLo = k.tableLo;
  let tHi = k.tableHi;
  let dLo = k.deadLo;
  let dHi = k.deadHi;
  let handLo = k.handLo;
  let handHi = k.handHi;
  let killedOthers = 0;
  let killedMine = 0;
  if (cell >= 0) {
    tLo |= loBit(cell);
    tHi |= hiBit(cell);
    handLo &= ~loBit(cell);
    handHi &= ~hiBit(cell);
    const [xLo, xHi] = deathsAfterPlacing(rules, tLo, tHi, dLo, dHi, cell);
    killedOthers = size(xLo & k.unseenLo, xHi & k.unseenHi);
    killedMine = size(xLo & handLo, xHi & handHi);
    dLo |= xLo;
    dHi |= xHi;
    handLo &= ~xLo;
    handHi &= ~xHi;
  }
  const othersLo = k.unseenLo & ~dLo & ~tLo;
  const othersHi = k.unseenHi & ~dHi & ~tHi;
  // the live cells a card could be placed on next, by the rules of placement
  const nextLo = openCells(rules, tLo, tHi, dLo, dHi, 0);
  const nextHi = openCells(rules, tLo, tHi, dLo, dHi, 1);
  let myDangerLo = 0;
  let myDangerHi = 0;
  let othersDangerLo = 0;
  let othersDangerHi = 0;
  let chancesLo = 0;
  let chancesHi = 0;
  for (let w = 0; w < 2; w++) {
    for (let bits = w === 0 ? nextLo : nextHi; bits !== 0; bits &= bits - 1) {
      const bit = bits & -bits;
      const v = 32 * w + bitIndex(bit);
      const theirs = ((w === 0 ? othersLo : othersHi) & bit) !== 0;
      const ours = ((w === 0 ? handLo : handHi) & bit) !== 0;
      if (!theirs && !ours) continue;
      const [xLo, xHi] =
        w === 0
          ? deathsAfterPlacing(rules, tLo | bit, tHi, dLo, dHi, v)
          : deathsAfterPlacing(rules, tLo, tHi | bit, dLo, dHi, v);
      if ((xLo | xHi) === 0) continue;
      const hitLo = xLo & othersLo & ~(w === 0 ? bit : 0);
      const hitHi = xHi & othersHi & ~(w === 1 ? bit : 0);
      othersDangerLo |= hitLo;
      othersDangerHi |= hitHi;
      if (theirs) {
        myDangerLo |= xLo & handLo;
        myDangerHi |= xHi & handHi;
      } else {
        chancesLo |= hitLo;
        chancesHi |= hitHi;
      }
    }
  }
  return {
    killedOthers,
    killedMine,
    myDanger: size(myDangerLo, myDangerHi),
    othersDanger: size(othersDangerLo, othersDangerHi),
    myChances: size(chancesLo, chancesHi),
  };
}

/** A personality: the weights of its score, and whether it must kill when it can. */
export interface Personality {
  readonly killedOthers: number;
  readonly killedMine: number;
  readonly myDanger: number;
  readonly othersDanger: number;
  readonly myChances: number;
  /** 殺し屋: when some move kills another player's card, only such moves are considered. */
  readonly neverMissAKill: boolean;
}

/** A personality's score of a move's features. */
export const killScore = (p: Personality, f: KillFeatures): number =>
  p.killedOthers * f.killedOthers +
  p.killedMine * f.killedMine +
  p.myDanger * f.myDanger +
  p.othersDanger * f.othersDanger +
  p.myChances * f.myChances;

/** The move a personality makes: the best score among the legal moves (a free pass included). */
export function killMove(p: Personality, v: BotView, rng: Random): Move {
  const moves = v.legalMoves;
  if (moves.length === 1) return moves[0] as Move;
  const k = known(v);
  const features = moves.map((m) => killFeatures(k, m.type === 'play' ? cardNumber(m.card) : -1));
  let scores = features.map((f) => killScore(p, f));
  if (p.neverMissAKill && features.some((f) => f.killedOthers > 0)) {
    scores = scores.map((s, i) => ((features[i] as KillFeatures).killedOthers > 0 ? s : -Infinity));
  }
  // A free pass spends one of a limited number of passes: never the last one.
  const limit = v.options.passLimit;
  const me = k.me;
  scores = scores.map((s, i) => {
    if ((moves[i] as Move).type !== 'pass') return s;
    return limit !== null && (v.passes[me] as number) + 1 >= limit ? s - 100 : s - 0.01;
  });
  return best(moves, scores, rng);
}

/** 冷静 calm: weighs the damage of a kill against the risk to its own cards. */
export const CALM: Personality = {
  killedOthers: 1,
  killedMine: -1.5,
  myDanger: -1,
  othersDanger: 0,
  myChances: 0,
  neverMissAKill: false,
};
/** 殺し屋 killer: never misses a kill; among kills (and otherwise) still minds its own risk. */
export const KILLER: Personality = {
  killedOthers: 1.5,
  killedMine: -1,
  myDanger: -0.6,
  othersDanger: 0,
  myChances: 0,
  neverMissAKill: true,
};
/** 臆病 coward: its own cards first; kills others freely when that keeps its cards safe. */
export const COWARD: Personality = {
  killedOthers: 0.4,
  killedMine: -4,
  myDanger: -2,
  othersDanger: 0,
  myChances: 0,
  neverMissAKill: false,
};
/** 凶暴 brute: drives the others' cards into danger, careless of its own. */
export const BRUTE: Personality = {
  killedOthers: 1,
  killedMine: -1,
  myDanger: -0.7,
  othersDanger: 0.5,
  myChances: 0.3,
  neverMissAKill: false,
};
