/**
 * Moves with exactly one fault and the `IllegalMoveError` code SPEC-seven-bridge §7 gives it, built
 * from a whole-truth view (for properties.test.ts). Only faults whose code the SPEC settles are
 * made: a move with two faults (whose code would depend on the order of the checks) never is.
 * @module
 */
import { type RefCard, REF_CARDS, rankIndex, suitIndex } from './reference-cards.js';
import { meldsOf } from './reference-melds.js';
import { layoffResult } from './reference-moves.js';
import type { RefMeld, RefMove } from './reference-state.js';

/** The whole-truth view fields the faults are built from. */
export interface TruthView {
  phase: string;
  current: number | null;
  hands: (RefCard[] | null)[];
  melds: RefMeld[];
  claim: { card: RefCard; discarder: number } | null;
  legalMoves: RefMove[];
}

export interface Fault {
  move: unknown;
  code: string;
  why: string;
}

/** Faulty moves for the state whose whole-truth view is `v` (aces as in the game). */
export function faultyMoves(v: TruthView, aces: 'high-or-low' | 'low'): Fault[] {
  const out: Fault[] = [];
  const add = (move: unknown, code: string, why: string): void => {
    out.push({ move, code, why });
  };
  const junk: unknown[] = [null, 42, 'draw', [], {}, { type: 'fly' }, { type: 7 }, { kind: 'draw' }];
  if (v.phase === 'over') {
    for (const move of [...junk, { type: 'draw' }, { type: 'pass' }]) add(move, 'game-over', 'the game is over');
    return out;
  }
  for (const move of junk) add(move, 'malformed', 'not a move');
  const p = v.current as number;
  const hand = v.hands[p] ?? [];
  const elsewhere = REF_CARDS.find((c) => !hand.includes(c) && v.hands.some((h) => h?.includes(c)));
  if (v.phase === 'draw') {
    add({ type: 'pass' }, 'wrong-phase', 'a pass in draw');
    if (hand[0] !== undefined) add({ type: 'discard', card: hand[0] }, 'wrong-phase', 'a discard before drawing');
    return out;
  }
  if (v.phase === 'claim') {
    add({ type: 'draw' }, 'wrong-phase', 'a draw in a claim window');
    if (hand[0] !== undefined) add({ type: 'discard', card: hand[0] }, 'wrong-phase', 'a discard in a claim window');
    const claim = v.claim as { card: RefCard; discarder: number };
    if (hand.length >= 4) {
      const odd = hand.filter((c) => c !== 'JK' && rankIndex(c) !== rankIndex(claim.card));
      const mixed = odd.filter((c) => suitIndex(c) !== suitIndex(claim.card));
      if (mixed.length >= 2) add({ type: 'pon', cards: [claim.card, ...mixed.slice(0, 2)] }, 'not-a-meld', 'no set');
    }
    const mate = hand.find((c) => c !== 'JK' && rankIndex(c) === rankIndex(claim.card));
    const theirs = REF_CARDS.find(
      (c) => rankIndex(c) === rankIndex(claim.card) && v.hands.some((h, q) => q !== p && h?.includes(c)),
    );
    if (mate !== undefined && theirs !== undefined && hand.length >= 3) {
      add({ type: 'pon', cards: [claim.card, mate, theirs] }, 'not-in-hand', 'a card of another hand');
    }
    const left = (claim.discarder + 1) % v.hands.length;
    if (p !== left && hand.length >= 4) {
      for (let i = 0; i < hand.length; i++) {
        for (let j = i + 1; j < hand.length; j++) {
          const run = meldsOf([claim.card, hand[i] as RefCard, hand[j] as RefCard], aces).find((m) => m.kind === 'run');
          if (run !== undefined) {
            add({ type: 'chi', cards: run.cards }, 'not-a-meld', 'a chi by a player not left of the discarder');
            return out;
          }
        }
      }
    }
    return out;
  }
  // play
  add({ type: 'draw' }, 'wrong-phase', 'a draw after drawing');
  add({ type: 'pass' }, 'wrong-phase', 'a pass in play');
  add({ type: 'discard' }, 'malformed', 'a discard without a card');
  add({ type: 'discard', card: 'ZZ' }, 'unknown-card', 'no such card');
  add({ type: 'discard', card: '10H' }, 'unknown-card', 'not the canonical form');
  add({ type: 'meld', cards: '7S' }, 'malformed', 'cards not an array');
  add({ type: 'meld', cards: ['ZZ', 'AS', '2S'] }, 'unknown-card', 'no such card');
  if (elsewhere !== undefined) {
    add({ type: 'discard', card: elsewhere }, 'not-in-hand', 'a card of another hand');
    add({ type: 'meld', cards: [elsewhere] }, 'not-in-hand', 'a card of another hand');
  }
  const lone = hand.find((c) => c !== 'JK' && rankIndex(c) !== 6);
  if (lone !== undefined && hand.length >= 3) add({ type: 'meld', cards: [lone] }, 'not-a-meld', 'one card, not a 7');
  const ownsMeld = v.melds.some((m) => m.owner === p);
  for (const m of v.melds) {
    for (const card of hand) {
      for (const end of m.kind === 'run' ? (['low', 'high'] as const) : [undefined]) {
        const fits = layoffResult(m, card, end, aces) !== null;
        const move =
          end === undefined ? { type: 'layoff', meld: m.id, card } : { type: 'layoff', meld: m.id, card, end };
        if (!ownsMeld && fits && hand.length >= 3) add(move, 'no-meld-yet', 'a lay-off before owning a meld');
        if (ownsMeld && !fits && hand.length >= 3) add(move, 'does-not-fit', 'the meld cannot take it');
      }
    }
  }
  if (ownsMeld && hand[0] !== undefined && hand.length >= 3) {
    add({ type: 'layoff', meld: 999, card: hand[0] }, 'does-not-fit', 'no such meld');
  }
  for (const move of v.legalMoves) {
    if (move.type !== 'layoff') continue;
    const { end, ...rest } = move;
    if (end !== undefined) add(rest, 'malformed', 'a lay-off onto a run without its end');
    else add({ ...move, end: 'low' }, 'malformed', 'an end onto a set or a seven');
    add({ ...rest, end: 'middle' }, 'malformed', 'an end that is not low or high');
  }
  return out;
}
