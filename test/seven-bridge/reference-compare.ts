/**
 * Comparing the library's Seven Bridge with the reference engine at one point of a game: the SET of
 * legal moves, every field of the whole-truth view and of each player's view, and the score. The
 * first difference comes back as text; the caller adds how to reproduce it.
 * @module
 */
import * as sb from '../../src/seven-bridge/index.js';
import {
  moveKey,
  type RefGame,
  type RefMove,
  refIsLegal,
  refLegalMoves,
  refScore,
  refView,
  sortHand,
} from './reference.js';

/** JSON with every object's keys sorted (undefined fields dropped, as JSON does). */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** A list of moves as sorted canonical texts. */
export const moveSet = (moves: readonly unknown[]): string[] => moves.map((m) => canonical(m)).sort();

/** The fields of a view that SPEC-seven-bridge §7 names (legalMoves compared apart, as a set). */
const VIEW_FIELDS = [
  'player',
  'current',
  'phase',
  'over',
  'round',
  'firstPlayer',
  'hands',
  'handSizes',
  'stockSize',
  'discards',
  'melds',
  'claim',
  'totals',
  'lastMove',
  'lastPlayer',
  'events',
  'moveNumber',
] as const;

type State = ReturnType<typeof sb.createGame>;

/** The first difference between the two engines' views of `viewer` (undefined: the whole truth). */
function viewDifference(state: State, ref: RefGame, viewer: number | undefined): string | null {
  const mine = viewer === undefined ? sb.view(state) : sb.view(state, viewer);
  const theirs = refView(ref, viewer);
  const who = viewer === undefined ? 'whole-truth view' : `view of player ${viewer}`;
  for (const field of VIEW_FIELDS) {
    const a = canonical((mine as unknown as Record<string, unknown>)[field]);
    const b = canonical(theirs[field]);
    if (a !== b) return `${who}: ${field}\n  engine:    ${a}\n  reference: ${b}`;
  }
  const a = moveSet(mine.legalMoves);
  const b = moveSet(theirs.legalMoves);
  if (canonical(a) !== canonical(b)) return `${who}: legalMoves (as sets)\n${setDiff(a, b)}`;
  // each hand shown sorted
  for (const hand of mine.hands) {
    if (hand !== null && canonical(hand) !== canonical(sortHand(hand))) return `${who}: a hand is not sorted`;
  }
  return null;
}

function setDiff(engine: string[], reference: string[]): string {
  const onlyEngine = engine.filter((m) => !reference.includes(m));
  const onlyRef = reference.filter((m) => !engine.includes(m));
  return `  only the engine lists: ${onlyEngine.join(' ')}\n  only the reference lists: ${onlyRef.join(' ')}`;
}

/** The first difference between the two engines now, or null. */
export function difference(state: State, ref: RefGame): string | null {
  const listed = moveSet(sb.legalMoves(state));
  if (new Set(listed).size !== listed.length) return `legalMoves lists a move twice: ${listed.join(' ')}`;
  const expected = moveSet(refLegalMoves(ref));
  if (canonical(listed) !== canonical(expected)) return `legalMoves (as sets)\n${setDiff(listed, expected)}`;
  const whole = viewDifference(state, ref, undefined);
  if (whole !== null) return whole;
  for (let p = 0; p < ref.options.players; p++) {
    const d = viewDifference(state, ref, p);
    if (d !== null) return d;
  }
  const a = canonical(sb.score(state));
  const b = canonical(refScore(ref));
  if (a !== b) return `score\n  engine:    ${a}\n  reference: ${b}`;
  return null;
}

/** Variants of a legal move whose legality the two engines must agree on (order, ends, fields). */
export function variants(move: RefMove, hand: readonly string[]): RefMove[] {
  const out: RefMove[] = [];
  switch (move.type) {
    case 'meld':
    case 'pon':
    case 'chi':
      out.push({ type: move.type, cards: [...move.cards].reverse() });
      out.push({ type: move.type, cards: [...move.cards.slice(1), move.cards[0] as string] });
      out.push({ type: move.type, cards: move.cards.slice(1) });
      if (move.type !== 'meld') out.push({ type: move.type === 'pon' ? 'chi' : 'pon', cards: move.cards });
      break;
    case 'layoff':
      out.push({ type: 'layoff', meld: move.meld, card: move.card });
      out.push({ type: 'layoff', meld: move.meld, card: move.card, end: 'low' });
      out.push({ type: 'layoff', meld: move.meld, card: move.card, end: 'high' });
      out.push({ type: 'layoff', meld: move.meld + 1, card: move.card });
      break;
    case 'discard':
      for (const card of ['7S', 'JK', 'AH', 'KC']) if (!hand.includes(card)) out.push({ type: 'discard', card });
      break;
    default:
      out.push({ type: move.type === 'draw' ? 'pass' : 'draw' });
  }
  return out;
}

/** Where the engines disagree on whether a variant of a legal move is legal, or null. */
export function legalityDifference(state: State, ref: RefGame, moves: readonly RefMove[]): string | null {
  const hand = ref.current === null ? [] : (ref.hands[ref.current] ?? []);
  for (const move of moves) {
    for (const variant of variants(move, hand)) {
      const a = sb.isLegalMove(state, variant as never);
      const b = refIsLegal(ref, variant);
      if (a !== b) return `isLegalMove(${canonical(variant)}): engine ${a}, reference ${b}`;
    }
  }
  return null;
}

export { moveKey };
