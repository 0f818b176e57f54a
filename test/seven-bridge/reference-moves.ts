/**
 * The reference engine's legal moves (SPEC-seven-bridge §3–§5), by brute force: every
 * sub-multiset of the hand, every joker place, every meld × card × end. A move is legal exactly
 * when it is among them, once a set's cards are put in meld order.
 * @module
 */
import { isJoker, isSeven, type RefCard, without } from './reference-cards.js';
import { type Aces, isSet, meldsOf, runValues, setOrder, subMultisets } from './reference-melds.js';
import { owns, type RefGame, type RefMeld, type RefMove, type RefOptions } from './reference-state.js';

/** Whether the mover may be left holding `rest` after a meld, lay-off or claim (§4 going out). */
export function mayKeep(o: RefOptions, rest: readonly RefCard[]): boolean {
  if (o.discardToGoOut && rest.length === 0) return false;
  if (o.noSevenOrJokerFinish && rest.length === 1 && (isSeven(rest[0] as RefCard) || isJoker(rest[0] as RefCard))) {
    return false;
  }
  return true;
}

/** The cards meld `m` would have after laying `card` off at `end`, or null if it cannot take it. */
export function layoffResult(m: RefMeld, card: RefCard, end: 'low' | 'high' | undefined, aces: Aces): RefCard[] | null {
  if (m.kind === 'set') {
    if (end !== undefined) return null;
    return isSet([...m.cards, card]) ? setOrder([...m.cards, card]) : null;
  }
  if (m.kind === 'seven') {
    if (end !== undefined) return null;
    for (const cards of [
      [card, ...m.cards],
      [...m.cards, card],
    ])
      if (runValues(cards, aces) !== null) return cards;
    return null;
  }
  if (end === undefined) return null;
  const cards = end === 'low' ? [card, ...m.cards] : [...m.cards, card];
  return runValues(cards, aces) !== null ? cards : null;
}

/** Legal moves already listed, by game object (a game is never changed once made). */
const listed = new WeakMap<RefGame, string>();

/** Every legal move of the player to move, by brute force (order: the reference's own). */
export function refLegalMoves(g: RefGame): RefMove[] {
  const known = listed.get(g);
  if (known !== undefined) return JSON.parse(known) as RefMove[];
  const moves = listMoves(g);
  listed.set(g, JSON.stringify(moves));
  return moves;
}

function listMoves(g: RefGame): RefMove[] {
  const o = g.options;
  const p = g.current;
  if (g.phase === 'over' || p === null) return [];
  if (g.phase === 'draw') return [{ type: 'draw' }];
  const hand = g.hands[p] as RefCard[];
  const moves: RefMove[] = [];
  if (g.phase === 'claim') {
    const w = g.window as NonNullable<RefGame['window']>;
    moves.push({ type: 'pass' });
    const mayChi = p === (w.discarder + 1) % o.players;
    for (const taken of subMultisets(hand)) {
      const rest = without(hand, taken) as RefCard[];
      if (taken.length < 2 || !mayKeep(o, rest)) continue;
      for (const meld of meldsOf([...taken, w.card], o.aces)) {
        if (meld.kind === 'set') moves.push({ type: 'pon', cards: meld.cards });
        if (meld.kind === 'run' && mayChi && meld.cards.length >= 3) moves.push({ type: 'chi', cards: meld.cards });
      }
    }
    return moves;
  }
  // play
  for (const taken of subMultisets(hand)) {
    if (taken.length === 0 || !mayKeep(o, without(hand, taken) as RefCard[])) continue;
    for (const meld of meldsOf(taken, o.aces)) moves.push({ type: 'meld', cards: meld.cards });
  }
  const distinct = [...new Set(hand)];
  if (owns(g, p)) {
    for (const m of g.melds) {
      for (const card of distinct) {
        if (!mayKeep(o, without(hand, [card]) as RefCard[])) continue;
        for (const end of m.kind === 'run' ? (['low', 'high'] as const) : [undefined]) {
          if (layoffResult(m, card, end, o.aces) === null) continue;
          moves.push(
            end === undefined ? { type: 'layoff', meld: m.id, card } : { type: 'layoff', meld: m.id, card, end },
          );
        }
      }
    }
  }
  for (const card of distinct) {
    const last = hand.length === 1;
    if (last && o.noSevenOrJokerFinish && (isSeven(card) || isJoker(card))) continue;
    moves.push({ type: 'discard', card });
  }
  return moves;
}

/** A move with only its SPEC fields, a set's cards (meld or pon) in meld order. */
export function normalMove(move: RefMove, aces: Aces): RefMove {
  switch (move.type) {
    case 'draw':
    case 'pass':
      return { type: move.type };
    case 'discard':
      return { type: 'discard', card: move.card };
    case 'meld':
    case 'pon':
    case 'chi': {
      const set = move.type !== 'chi' && isSet(move.cards) && runValues(move.cards, aces) === null;
      return { type: move.type, cards: set ? setOrder(move.cards) : [...move.cards] };
    }
    case 'layoff':
      return move.end === undefined
        ? { type: 'layoff', meld: move.meld, card: move.card }
        : { type: 'layoff', meld: move.meld, card: move.card, end: move.end };
  }
}

/** Canonical text of a move, to compare move sets. */
export const moveKey = (move: RefMove): string => JSON.stringify(move, Object.keys(move).sort());

/** Whether `move` is legal now. */
export function refIsLegal(g: RefGame, move: RefMove): boolean {
  const key = moveKey(normalMove(move, g.options.aces));
  return refLegalMoves(g).some((m) => moveKey(m) === key);
}
