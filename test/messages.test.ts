/**
 * The messages of illegal plays and joker moves: every reason a rule gives, met in seeded games.
 * Pins the reasons after they moved into the rule modules (`whyNotPlayable` of each variant,
 * `whyJokerRefused` of the joker): each variant must still give exactly its own.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  type Card,
  createGame,
  type GameOptions,
  type GameState,
  IllegalMoveError,
  legalMoves,
  type Move,
  Random,
  view,
} from '../src/index.js';

const ALL_CARDS: Card[] = ['S', 'H', 'D', 'C'].flatMap((s) =>
  ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((r) => `${r}${s}` as Card),
);

/** A message with its cards written X and its players P, so that messages group by reason. */
const reasonOf = (message: string): string =>
  message
    .replace(/^illegal move [^:]*: /, '')
    .replace(/\b(?:[A2-9TJQK][SHDC]|JK)\b/g, 'X')
    .replace(/\bP\d+\b/g, 'P');

/** The reason `applyMove` gives for an illegal move (fails the test if the move is legal, or the error is not ours). */
function refusal(state: GameState, move: Move): string {
  try {
    applyMove(state, move);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalMoveError);
    return reasonOf((e as IllegalMoveError).message);
  }
  throw new Error(`${JSON.stringify(move)} was legal`);
}

const same = (a: Move, b: Move): boolean =>
  a.type === b.type &&
  (a as { card?: string }).card === (b as { card?: string }).card &&
  (a as { next?: string }).next === (b as { next?: string }).next;

/** Every distinct reason met in `games` seeded random games: for held cards that may not be played, and (with `joker`) for joker moves. */
function reasonsMet(options: GameOptions, games: number, joker: boolean): string[] {
  const reasons = new Set<string>();
  const pick = new Random(7);
  for (let g = 0; g < games; g++) {
    let state = createGame({ ...options, seed: g });
    for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
      const v = view(state);
      const p = v.current as number;
      const hand = (v.hands[p] ?? []) as Card[];
      const tries: Move[] = hand.filter((c) => c !== 'JK').map((card) => ({ type: 'play', card }));
      if (joker && hand.includes('JK')) {
        for (const card of ALL_CARDS) {
          tries.push({ type: 'joker', card });
          for (const next of hand) if (next !== 'JK') tries.push({ type: 'joker', card, next });
        }
      }
      for (const move of tries) if (!legal.some((m) => same(m, move))) reasons.add(refusal(state, move));
      state = applyMove(state, legal[pick.int(legal.length)] as Move);
    }
  }
  return [...reasons].sort();
}

const NOT_NEXT = 'X is not next to the run of its suit';
const BEFORE_7D = 'X cannot be played before X opens the game';
const HOLDS = 'P holds X and must play it, not the joker';
const NOT_OPEN = 'no card could be played to X now';

describe('the reason an illegal move is refused', () => {
  test.each<[string, GameOptions, boolean, string[]]>([
    ['classic', {}, false, [NOT_NEXT]],
    ['classic, Fan Tan start', { start: 'fan-tan' }, false, [BEFORE_7D, NOT_NEXT]],
    // Kill starts as Fan Tan does, 7♦ first
    ['Kill', { variant: 'kill' }, false, [BEFORE_7D, 'X has no card on the table among its 8 neighbours']],
    [
      "Kill, diagonal 'kill-only'",
      { variant: 'kill', kill: { diagonal: 'kill-only' } },
      false,
      [BEFORE_7D, 'X has no card on the table beside it, and a diagonal placement must kill'],
    ],
    [
      "the joker, 'bridge'",
      { jokers: 1, jokerPlay: 'bridge' },
      true,
      [
        HOLDS,
        NOT_OPEN,
        NOT_NEXT,
        "X is not the mover's card beyond X on the far side from the run",
        "with jokerPlay 'bridge' the joker needs the next card beyond X from the mover's hand",
      ],
    ],
    [
      "the joker, 'alone'",
      { jokers: 1, jokerPlay: 'alone' },
      true,
      [HOLDS, NOT_OPEN, NOT_NEXT, "with jokerPlay 'alone' the joker goes down without a next card"],
    ],
    [
      'the joker, Fan Tan start',
      { jokers: 1, jokerPlay: 'bridge', start: 'fan-tan' },
      true,
      [
        BEFORE_7D,
        HOLDS,
        NOT_OPEN,
        NOT_NEXT,
        "X is not the mover's card beyond X on the far side from the run",
        'the joker cannot be played before X opens the game',
        "with jokerPlay 'bridge' the joker needs the next card beyond X from the mover's hand",
      ],
    ],
  ])('%s: exactly its own reasons', (_, options, joker, expected) => {
    expect(reasonsMet(options, 12, joker)).toEqual([...expected].sort());
  });
});
