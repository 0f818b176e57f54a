/**
 * Scenario tests of the option `giftMayWin` (SPEC §1, §2, §4): with `giftMayWin: false` the dealer
 * may not `gift` when the eldest's side has `target` − 1 points or more (the gift's point would
 * bring it to the target): `gift` is not a legal move, `applyMove` refuses it with the code
 * `'gift-not-allowed'`, and the dealer must `run`. Below that, and with the default `true`, the
 * gift is allowed (and may win the game).
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  IllegalMoveError,
  isLegalMove,
  legalMoves,
  score,
  serialize,
  view,
} from '../../src/seven-up/index.js';
import { deckOf, playMoves, quietDeck } from './helpers-engine.js';

// A deal that scores nothing once hearts are trump: the eldest holds six low spades, the dealer six
// low diamonds (no trump played, the Game totals tie at 0).
const SPADES = ['2S', '3S', '4S', '5S', '6S', '7S'];
const DIAMONDS = ['2D', '3D', '4D', '5D', '6D', '7D'];
const noScore = (dealer: number) =>
  deckOf({ players: 2, dealer, hands: dealer === 0 ? [DIAMONDS, SPADES] : [SPADES, DIAMONDS], turnUp: '2H' });
// the eldest leads each spade, the dealer throws a diamond: six tricks
const TRICKS = SPADES.flatMap((c, i) => [c, DIAMONDS[i] as string]);

/**
 * Two players, dealer 0: deal 1 (eldest 1) begged and given — 1 point to player 1 — and played
 * out; deal 2 (dealer 1, eldest 0) stood and played out; deal 3 (dealer 0, eldest 1) begged.
 * Player 1, the eldest, has 1 point; the dealer decides.
 */
function eldestAtOne(target: number, giftMayWin: boolean) {
  const g = createGame({
    players: 2,
    target,
    giftMayWin,
    decks: [noScore(0), noScore(1), quietDeck(2, 0)],
  });
  const s = playMoves(g, ['beg', 'gift', ...TRICKS, 'stand', ...TRICKS, 'beg']);
  const v = view(s);
  expect([v.deal, v.dealer, v.eldest, v.phase, v.current, v.points]).toEqual([3, 0, 1, 'gift', 0, [0, 1]]);
  return s;
}

const codeOf = (state: ReturnType<typeof createGame>): string | null => {
  try {
    applyMove(state, { type: 'gift' });
    return null;
  } catch (e) {
    return e instanceof IllegalMoveError ? e.code : String(e);
  }
};

describe('giftMayWin', () => {
  test.each([
    // target, giftMayWin, may the dealer give?
    [2, false, false],
    [2, true, true],
    [3, false, true],
    [3, true, true],
  ])('giftMayWin: target %i, giftMayWin %s, the eldest at 1 point: gift allowed %s', (target, giftMayWin, allowed) => {
    const s = eldestAtOne(target, giftMayWin);
    expect(legalMoves(s)).toEqual(allowed ? [{ type: 'gift' }, { type: 'run' }] : [{ type: 'run' }]);
    expect(view(s).legalMoves).toEqual(legalMoves(s));
    expect(view(s, 0).legalMoves).toEqual(legalMoves(s));
    expect(isLegalMove(s, { type: 'gift' })).toBe(allowed);
    expect(isLegalMove(s, { type: 'run' })).toBe(true);
    expect(codeOf(s)).toBe(allowed ? null : 'gift-not-allowed');
  });

  test('giftMayWin false: the refused gift’s error says why; the dealer runs the pack', () => {
    const s = eldestAtOne(2, false);
    expect(() => applyMove(s, { type: 'gift' })).toThrow(/giftMayWin/);
    const v = view(playMoves(s, ['run']));
    expect(v.events[0]).toEqual({ type: 'run', player: 0 });
    expect(v.points).toEqual([0, 1]);
  });

  test('giftMayWin true (the default): a gift that reaches the target wins the game', () => {
    const s = playMoves(eldestAtOne(2, true), ['gift']);
    expect(view(s).events.slice(-2)).toEqual([
      { type: 'point', side: 1, reason: 'gift', points: 1 },
      { type: 'over', winner: 1 },
    ]);
    expect(score(s).deals.at(-1)).toEqual({
      deal: 3,
      dealer: 0,
      trump: 'C',
      high: null,
      low: null,
      jack: null,
      game: null,
      points: [0, 1],
    });
  });

  test('giftMayWin false with target 1: the gift is never allowed (the eldest’s side already has target − 1 = 0)', () => {
    const deck = deckOf({ players: 3, dealer: 1, hands: [], turnUp: '4C' });
    const s = playMoves(createGame({ players: 3, dealer: 1, target: 1, giftMayWin: false, decks: [deck] }), ['beg']);
    expect(legalMoves(s)).toEqual([{ type: 'run' }]);
    expect(codeOf(s)).toBe('gift-not-allowed');
  });

  test('giftMayWin false with partnerships: the eldest’s side’s points count (a kick of the dealer’s side does not)', () => {
    // dealer 0 (side 0) turns up a jack: side 0 has 1; the eldest 1 (side 1) has 0 of a 2-point game
    const deck = deckOf({ players: 4, dealer: 0, hands: [], turnUp: 'JC' });
    const g = createGame({ players: 4, partnerships: true, target: 2, giftMayWin: false, decks: [deck] });
    expect(view(g).points).toEqual([1, 0]);
    expect(legalMoves(playMoves(g, ['beg']))).toEqual([{ type: 'gift' }, { type: 'run' }]);
  });

  test('giftMayWin false: a gift asked for in the stand phase is still "wrong-phase" (the phase is judged first)', () => {
    const deck = deckOf({ players: 3, dealer: 1, hands: [], turnUp: '4C' });
    const g = createGame({ players: 3, dealer: 1, target: 1, giftMayWin: false, decks: [deck] });
    expect(codeOf(g)).toBe('wrong-phase');
  });

  test('giftMayWin: defaults to true, written to the record; a record with a refused gift replays', () => {
    expect(JSON.parse(serialize(createGame({ seed: 1 }))).options.giftMayWin).toBe(true);
    const s = playMoves(eldestAtOne(2, false), ['run']);
    const record = JSON.parse(serialize(s));
    expect(record.options.giftMayWin).toBe(false);
    expect(record.moves.at(-1)).toEqual({ type: 'run' });
  });
});
