/**
 * The REFERENCE Seven Bridge engine (test/seven-bridge/reference.ts) against the SPEC text, in small
 * hand-made situations: a few tests per rule, each naming the SPEC-seven-bridge section it pins.
 * The lockstep comparison with the library is in reference-lockstep.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { Random } from '../../src/shared/random.js';
import {
  isSet,
  layoffResult,
  meldOf,
  moveKey,
  type RefGame,
  type RefMove,
  refIsLegal,
  refLegalMoves,
  refScore,
  refView,
  runValues,
} from './reference.js';
import { chi, deckFor, discard, draw, layoff, meld, pass, playAll, pon, refGame } from './reference-fixtures.js';

const has = (g: RefGame, move: RefMove): boolean => refLegalMoves(g).some((m) => moveKey(m) === moveKey(move));
const kinds = (g: RefGame): string[] => refView(g).events.map((e) => e.type);

describe('§1 the deal', () => {
  test('deck[i] goes to player (first + i) mod n, the stock top is deck[7n]', () => {
    const deck = deckFor(3, 1, { 1: ['AS'], 2: ['2S'], 0: ['3S'] }, ['5H'], 0);
    const g = refGame({ players: 3, firstPlayer: 1 }, deck);
    expect(deck.slice(0, 3)).toEqual(['AS', '2S', '3S']);
    expect(refView(g).current).toBe(1);
    expect(refView(g).stockSize).toBe(52 - 21);
    const after = playAll(g, [draw]);
    expect(refView(after).hands[1]).toContain('5H');
    expect(refView(after).events).toEqual([{ type: 'draw', player: 1, card: '5H' }]);
  });

  test('hands are sorted S H D C, A … K, jokers last', () => {
    const g = refGame({ players: 2, jokers: 1 }, deckFor(2, 0, { 0: ['JK', 'KC', 'AS', '2H', 'TS'] }, [], 1));
    expect(refView(g).hands[0]?.slice(0, 3)).toEqual(['AS', 'TS', '2H']);
    expect(refView(g).hands[0]?.at(-1)).toBe('JK');
  });
});

describe('§3 melds', () => {
  test('a run is read in the given order; K-A-2 is not a run, Q-K-A and A-2-3 are', () => {
    expect(runValues(['5D', '6D', '7D'], 'high-or-low')).toEqual([5, 6, 7]);
    expect(runValues(['6D', '5D', '7D'], 'high-or-low')).toBeNull();
    expect(runValues(['KS', 'AS', '2S'], 'high-or-low')).toBeNull();
    expect(runValues(['QS', 'KS', 'AS'], 'high-or-low')).toEqual([12, 13, 14]);
    expect(runValues(['AS', '2S', '3S'], 'high-or-low')).toEqual([1, 2, 3]);
    expect(runValues(['QS', 'KS', 'AS'], 'low')).toBeNull(); // aces 'low': A only below 2
    expect(runValues(['5D', '6H', '7D'], 'high-or-low')).toBeNull(); // one suit
  });

  test('a joker stands for one rank inside or at one end, never beyond A or two in a meld', () => {
    expect(runValues(['5D', 'JK', '7D'], 'low')).toEqual([5, 6, 7]);
    expect(runValues(['JK', '5D', '6D'], 'low')).toEqual([4, 5, 6]);
    expect(runValues(['JK', 'KS', 'AS'], 'high-or-low')).toEqual([12, 13, 14]);
    expect(runValues(['KS', 'AS', 'JK'], 'high-or-low')).toBeNull();
    expect(runValues(['JK', 'AS', '2S'], 'high-or-low')).toBeNull();
    expect(runValues(['5D', 'JK', 'JK', '8D'], 'low')).toBeNull();
    expect(isSet(['7S', 'JK', 'JK'])).toBe(false);
  });

  test('a 7 with its 6 or 8 is a run of two, without a joker; a 7 alone is a seven', () => {
    expect(runValues(['6H', '7H'], 'low')).toEqual([6, 7]);
    expect(runValues(['7H', '8H'], 'low')).toEqual([7, 8]);
    expect(runValues(['5H', '6H'], 'low')).toBeNull();
    expect(runValues(['JK', '7H'], 'low')).toBeNull();
    expect(meldOf(['7H'], 'low')).toEqual({ kind: 'seven', cards: ['7H'] });
    expect(meldOf(['8H'], 'low')).toBeNull();
    expect(meldOf(['JK'], 'low')).toBeNull();
  });

  test('a set is 3 or 4 of a rank in different suits, a joker for a missing suit, in S H D C order', () => {
    expect(meldOf(['JK', '7C', '7S'], 'low')).toEqual({ kind: 'set', cards: ['7S', '7C', 'JK'] });
    expect(meldOf(['7C', '7D', '7H', '7S'], 'low')).toEqual({ kind: 'set', cards: ['7S', '7H', '7D', '7C'] });
    expect(isSet(['7C', '7D', '7H', '7S', 'JK'])).toBe(false);
    expect(isSet(['7C', '7D'])).toBe(false);
  });

  test('legal melds: a set in meld order, each joker place of a run its own move, a run only in meld order', () => {
    const g = playAll(
      refGame({ players: 2, jokers: 1 }, deckFor(2, 0, { 0: ['7S', '7H', 'JK', '5D', '6D', 'KC', '9H'] }, ['2C'], 1)),
      [draw],
    );
    expect(has(g, meld('7S', '7H', 'JK'))).toBe(true);
    expect(has(g, meld('JK', '7S', '7H'))).toBe(false); // listed once, in meld order
    expect(refIsLegal(g, meld('JK', '7H', '7S'))).toBe(true); // but accepted in any order
    expect(has(g, meld('JK', '5D', '6D'))).toBe(true);
    expect(has(g, meld('5D', '6D', 'JK'))).toBe(true);
    expect(refIsLegal(g, meld('6D', '5D', 'JK'))).toBe(false);
    expect(has(g, meld('7S'))).toBe(true);
    expect(has(g, meld('6D', '7D'))).toBe(false); // not held
    expect(has(g, meld('JK'))).toBe(false);
  });
});

/** Player 0 holds a 6-card run after the draw, so melding it leaves them two cards. */
function withRun(options = {}): RefGame {
  const deck = deckFor(2, 0, { 0: ['2S', '3S', '4S', '5S', '6S', 'KD', '9C'], 1: ['7S', '8H', 'AH', '2D'] }, ['8D'], 1);
  return refGame({ players: 2, jokers: 1, ...options }, deck);
}

describe('§4 lay-offs', () => {
  test('only a player who owns a meld of this round may lay off, onto anyone’s meld', () => {
    const deck = deckFor(
      2,
      0,
      { 0: ['2S', '3S', '4S', '5S', '6S', 'KD', '9C'], 1: ['7S', 'KC', 'KH', 'KS'] },
      ['8D', 'AS'],
      0,
    );
    let g = playAll(refGame({ players: 2 }, deck), [draw, meld('2S', '3S', '4S', '5S', '6S'), discard('KD'), draw]);
    expect(refLegalMoves(g).some((m) => m.type === 'layoff')).toBe(false); // player 1: no meld yet
    expect(refIsLegal(g, layoff(0, '7S', 'high'))).toBe(false);
    g = playAll(g, [meld('KS', 'KH', 'KC')]);
    expect(has(g, layoff(0, '7S', 'high'))).toBe(true);
    expect(has(g, layoff(0, 'AS', 'low'))).toBe(true);
    expect(has(g, layoff(0, 'AS', 'high'))).toBe(false);
    g = playAll(g, [layoff(0, 'AS', 'low')]);
    expect(refView(g).melds[0]).toEqual({ id: 0, owner: 0, kind: 'run', cards: ['AS', '2S', '3S', '4S', '5S', '6S'] });
  });

  test('a run takes the next card of its suit at the end named, a joker at either end', () => {
    const g = playAll(withRun(), [draw, meld('2S', '3S', '4S', '5S')]);
    expect(has(g, layoff(0, '6S', 'high'))).toBe(true);
    expect(has(g, layoff(0, '6S', 'low'))).toBe(false);
    expect(refIsLegal(g, layoff(0, '6S'))).toBe(false);
    const run = { id: 0, owner: 0, kind: 'run' as const, cards: ['2S', '3S', '4S'] };
    expect(layoffResult(run, 'JK', 'low', 'high-or-low')).toEqual(['JK', '2S', '3S', '4S']);
    expect(layoffResult(run, 'JK', 'high', 'high-or-low')).toEqual(['2S', '3S', '4S', 'JK']);
    expect(layoffResult({ ...run, cards: ['2S', 'JK', '4S'] }, 'JK', 'high', 'high-or-low')).toBeNull();
  });

  test('an ace fits a 2…K run at both ends, never at both at once; aces low only below', () => {
    const twoToKing = {
      id: 0,
      owner: 0,
      kind: 'run' as const,
      cards: 'S23456789TJQK'
        .slice(1)
        .split('')
        .map((r) => `${r}S`),
    };
    expect(layoffResult(twoToKing, 'AS', 'low', 'high-or-low')?.[0]).toBe('AS');
    expect(layoffResult(twoToKing, 'AS', 'high', 'high-or-low')?.at(-1)).toBe('AS');
    expect(layoffResult(twoToKing, 'AS', 'high', 'low')).toBeNull();
    const aceToKing = { ...twoToKing, cards: ['AS', ...twoToKing.cards] };
    expect(layoffResult(aceToKing, 'JK', 'high', 'high-or-low')).toBeNull();
  });

  test('a set takes a missing suit, or a joker if it has none, up to 4 cards', () => {
    const set = { id: 0, owner: 0, kind: 'set' as const, cards: ['7S', '7H', 'JK'] };
    expect(layoffResult(set, '7C', undefined, 'low')).toEqual(['7S', '7H', '7C', 'JK']);
    expect(layoffResult(set, '7S', undefined, 'low')).toBeNull();
    expect(layoffResult(set, 'JK', undefined, 'low')).toBeNull();
    expect(layoffResult(set, '7C', 'high', 'low')).toBeNull();
    const natural = { ...set, cards: ['7S', '7H', '7D'] };
    expect(layoffResult(natural, 'JK', undefined, 'low')).toEqual(['7S', '7H', '7D', 'JK']);
    expect(layoffResult({ ...set, cards: ['7S', '7H', '7D', '7C'] }, 'JK', undefined, 'low')).toBeNull();
  });

  test('a seven takes its 6 or 8 (no end) and becomes a run; never a joker or a 7', () => {
    const seven = { id: 0, owner: 0, kind: 'seven' as const, cards: ['7H'] };
    expect(layoffResult(seven, '6H', undefined, 'low')).toEqual(['6H', '7H']);
    expect(layoffResult(seven, '8H', undefined, 'low')).toEqual(['7H', '8H']);
    expect(layoffResult(seven, '8H', 'high', 'low')).toBeNull();
    expect(layoffResult(seven, 'JK', undefined, 'low')).toBeNull();
    expect(layoffResult(seven, '7S', undefined, 'low')).toBeNull();
    expect(layoffResult(seven, '8S', undefined, 'low')).toBeNull();
  });
});

describe('§4 going out', () => {
  const deck = deckFor(2, 0, { 0: ['2S', '3S', '4S', '5S', '6S', '8S', '9D'], 1: ['7D', '8H'] }, ['7S'], 0);

  test('discardToGoOut: a meld may not empty the hand; the last discard goes out and ends the round', () => {
    const g = playAll(refGame({ players: 2 }, deck), [draw]);
    expect(has(g, meld('2S', '3S', '4S', '5S', '6S', '7S', '8S'))).toBe(true);
    const out = playAll(g, [meld('2S', '3S', '4S', '5S', '6S', '7S', '8S'), discard('9D')]);
    expect(kinds(out)).toEqual(['discard', 'out', 'round-over', 'over']);
    expect(refView(out).phase).toBe('over');
  });

  test('without discardToGoOut a meld that empties the hand goes out at once', () => {
    const d = deckFor(2, 0, { 0: ['2S', '3S', '4S', '5S', '6S', '8S', '9S'] }, ['7S'], 0);
    const all = meld('2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S');
    expect(refIsLegal(playAll(refGame({ players: 2 }, d), [draw]), all)).toBe(false);
    const out = playAll(refGame({ players: 2, discardToGoOut: false }, d), [draw, all]);
    expect(kinds(out)).toEqual(['meld', 'out', 'round-over', 'over']);
  });

  test('noSevenOrJokerFinish: no meld or lay-off that leaves a lone 7', () => {
    const d = deckFor(2, 0, { 0: ['2S', '3S', '4S', '5S', '6S', '8S', '7H'] }, ['7S'], 0);
    const all = meld('2S', '3S', '4S', '5S', '6S', '7S', '8S');
    expect(refIsLegal(playAll(refGame({ players: 2 }, d), [draw]), all)).toBe(true);
    const g = playAll(refGame({ players: 2, noSevenOrJokerFinish: true }, d), [draw]);
    expect(refIsLegal(g, all)).toBe(false);
    const h = playAll(g, [meld('2S', '3S', '4S', '5S', '6S'), layoff(0, '7S', 'high')]);
    expect(refIsLegal(h, layoff(0, '8S', 'high'))).toBe(false);
    expect(refIsLegal(h, discard('8S'))).toBe(true);
  });
});

/** 3 players, claims from the first discard: player 0 discards 5H; 1 may chi or pon, 2 may pon. */
function window3(options = {}): RefGame {
  const deck = deckFor(
    3,
    0,
    {
      0: ['5H', '2C', '3C', '4D', '6D', '8D', 'TD'],
      1: ['6H', '7H', 'AS', '2S', '3S', '4S', '9S'],
      2: ['5S', '5D', '9C', 'TC', 'JC', 'QC', 'KH'],
    },
    ['KD'],
    0,
  );
  return playAll(refGame({ players: 3, firstRoundClaims: true, ...options }, deck), [draw, discard('5H')]);
}

describe('§5 claims', () => {
  test('every other player is asked once, from the discarder’s left; no claim: the left neighbour draws', () => {
    const g = window3();
    expect(refView(g)).toMatchObject({ phase: 'claim', current: 1, claim: { card: '5H', discarder: 0 } });
    const h = playAll(g, [pass]);
    expect(refView(h)).toMatchObject({ phase: 'claim', current: 2 });
    const k = playAll(h, [pass]);
    expect(refView(k)).toMatchObject({ phase: 'draw', current: 1, claim: null });
    expect(kinds(k)).toEqual(['answer', 'no-claim']);
  });

  test('pon by any asked player, chi by the left neighbour only', () => {
    const g = window3();
    expect(has(g, chi('5H', '6H', '7H'))).toBe(true);
    expect(has(g, pon('5S', '5H', '5D'))).toBe(false);
    const h = playAll(g, [pass]);
    expect(has(h, pon('5S', '5H', '5D'))).toBe(true);
    expect(refIsLegal(h, pon('5D', '5S', '5H'))).toBe(true); // any order
    expect(refLegalMoves(h).some((m) => m.type === 'chi')).toBe(false);
  });

  test('a held chi is hidden, and dropped when a later player pons', () => {
    const g = playAll(window3(), [chi('5H', '6H', '7H')]);
    expect(kinds(g)).toEqual(['answer']);
    expect(refView(g, 2).lastMove).toBeNull();
    expect(refView(g, 2).events).toEqual([{ type: 'answer', player: 1 }]);
    expect(refView(g, 1).events).toEqual([{ type: 'answer', player: 1, answer: 'chi' }]);
    const h = playAll(g, [pon('5S', '5H', '5D')]);
    expect(refView(h).events).toEqual([
      { type: 'claim', player: 2, kind: 'pon', meld: 0, cards: ['5S', '5H', '5D'], from: 0 },
    ]);
    expect(refView(h)).toMatchObject({ phase: 'play', current: 2, discards: [], handSizes: [7, 7, 5] });
  });

  test('a held chi is made after the last pass, the claimer plays on without a draw', () => {
    const g = playAll(window3(), [chi('5H', '6H', '7H'), pass]);
    expect(refView(g).events).toEqual([
      { type: 'answer', player: 2, answer: 'pass' },
      { type: 'claim', player: 1, kind: 'chi', meld: 0, cards: ['5H', '6H', '7H'], from: 0 },
    ]);
    expect(refView(g)).toMatchObject({ phase: 'play', current: 1, stockSize: 52 - 21 - 1 });
  });

  test('with two players a chi is the last answer: made at once and shown', () => {
    const deck = deckFor(2, 0, { 0: ['5H'], 1: ['6H', '7H'] }, ['KD'], 0);
    const g = playAll(refGame({ players: 2, firstRoundClaims: true }, deck), [
      draw,
      discard('5H'),
      chi('5H', '6H', '7H'),
    ]);
    expect(kinds(g)).toEqual(['answer', 'claim']);
    expect(refView(g, 0).lastMove).toEqual(chi('5H', '6H', '7H'));
  });

  test('after the claimer’s turn the turn passes to the claimer’s left (players between skipped)', () => {
    const g = playAll(window3(), [pass, pon('5S', '5H', '5D'), discard('KH'), pass, pass]);
    expect(refView(g)).toMatchObject({ phase: 'draw', current: 0 });
  });

  test('no window in the first n discards, nor after a joker', () => {
    const deck = deckFor(2, 0, { 0: ['5H', 'JK'], 1: ['6H', '7H'] }, ['KD', 'QD', 'JD'], 1);
    const g = refGame({ players: 2, jokers: 1 }, deck);
    const first = playAll(g, [draw, discard('5H')]);
    expect(refView(first)).toMatchObject({ phase: 'draw', current: 1 });
    const third = playAll(first, [draw, discard('QD'), draw]);
    expect(refView(playAll(third, [discard('JK')]))).toMatchObject({ phase: 'draw', current: 1 });
    expect(refView(playAll(third, [discard('JD')]))).toMatchObject({ phase: 'claim', current: 1 });
  });
});

describe('§5 the first n discards', () => {
  test('a joker discard counts among the first n (no window on the second discard either)', () => {
    const deck = deckFor(2, 0, { 0: ['JK', '5H'], 1: ['6H', '7H'] }, ['KD', 'QD', 'JD'], 1);
    const g = playAll(refGame({ players: 2, jokers: 1 }, deck), [draw, discard('JK'), draw, discard('QD')]);
    expect(refView(g)).toMatchObject({ phase: 'draw', current: 0 });
    expect(refView(playAll(g, [draw, discard('5H')]))).toMatchObject({ phase: 'claim', current: 1 });
  });
});

describe('§6 scoring', () => {
  const outDeck = (options = {}, p1 = ['7D', '8H', 'AH', '2D', 'TC', 'JC', 'QC'], jokers = 0) =>
    refGame(
      { players: 2, jokers, ...options },
      deckFor(2, 0, { 0: ['2S', '3S', '4S', '5S', '6S', '8S', '9D'], 1: p1 }, ['7S'], jokers),
    );
  const goOut = [draw, meld('2S', '3S', '4S', '5S', '6S', '7S', '8S'), discard('9D')];
  const points = (g: RefGame): number[] => refScore(playAll(g, goOut)).rounds[0]?.points ?? [];

  test('in one go doubles the others’ points; card points standard, aces low, datt', () => {
    expect(points(outDeck())).toEqual([0, 114]);
    expect(points(outDeck({ oneShotDouble: false }))).toEqual([0, 57]);
    expect(points(outDeck({ aces: 'low' }))).toEqual([0, 96]);
    expect(points(outDeck({ points: 'datt' }))).toEqual([0, 120]);
    expect(points(outDeck({ points: 'datt', aces: 'low' }))).toEqual([0, 120]); // datt: A 15 whatever the aces
    expect(refScore(playAll(outDeck(), goOut)).rounds[0]).toMatchObject({ winner: 0, oneShot: true, reason: 'out' });
  });

  test('seven ×2, joker ×5, jokerPoints', () => {
    expect(points(outDeck({ sevenPenalty: true }))).toEqual([0, 228]);
    const joker = ['JK', '8H', 'AH', '2D', 'TC', 'JC', 'QC'];
    expect(points(outDeck({ jokerPenalty: true }, joker, 1))).toEqual([0, 700]);
    expect(points(outDeck({ jokerPenalty: true, jokerPoints: 15 }, joker, 1))).toEqual([0, 650]);
  });

  test('not in one go when the winner owned a meld as the last turn began', () => {
    const deck = deckFor(
      2,
      0,
      { 0: ['2S', '3S', '4S', '5S', '6S', '9S', 'KD'], 1: ['7D', '8H', 'AH', '2D', 'TC', 'JC', 'QC'] },
      ['7S', '3C', '8S'],
      0,
    );
    const g = playAll(refGame({ players: 2 }, deck), [
      draw,
      meld('2S', '3S', '4S', '5S', '6S', '7S'),
      discard('KD'),
      draw,
      discard('3C'),
      draw,
      layoff(0, '8S', 'high'),
      discard('9S'),
    ]);
    expect(refScore(g).rounds[0]).toMatchObject({ winner: 0, oneShot: false, points: [0, 57] });
    expect(refView(g).events).toContainEqual({ type: 'out', player: 0, oneShot: false });
  });

  test('discarderPays: the claimed discard’s owner pays everyone’s points', () => {
    const out = [pass, pon('5S', '5H', '5D'), meld('9C', 'TC', 'JC', 'QC'), discard('KH')];
    expect(refScore(playAll(window3(), out)).rounds[0]?.points).toEqual([86, 82, 0]);
    expect(refScore(playAll(window3({ discarderPays: true }), out)).rounds[0]?.points).toEqual([168, 0, 0]);
  });

  /** Draws and discards the drawn card, passing every window, until the round ends. */
  function stockOut(options: object): RefGame {
    const deck = deckFor(
      2,
      0,
      { 0: ['7S', '2S', '3S', '4S', '5S', '6S', '8S'], 1: ['7D', '8H', 'AH', '2D', 'TC', 'JC', 'QC'] },
      [],
      0,
    );
    let g = refGame({ players: 2, ...options }, deck);
    while (refView(g).round === 1 && refView(g).phase !== 'over') {
      const v = refView(g);
      const hand = g.hands[v.current as number] as string[];
      g = playAll(g, [v.phase === 'draw' ? draw : v.phase === 'claim' ? pass : discard(hand.at(-1) as string)]);
    }
    return g;
  }

  test("stock out: 'void' scores nothing, 'score' the hands with the penalties, no doubling", () => {
    const g = stockOut({ stockOut: 'void' });
    expect(kinds(g)).toEqual(['answer', 'no-claim', 'stock-out', 'round-over', 'over']);
    expect(refScore(g).rounds[0]).toEqual({
      round: 1,
      winner: null,
      oneShot: false,
      reason: 'stock-out',
      points: [0, 0],
    });
    expect(refScore(stockOut({ stockOut: 'score', sevenPenalty: true })).rounds[0]?.points).toEqual([70, 114]);
  });

  test("stock out 'reshuffle' (default): the pile but its top card becomes the stock in Random's order, at most `restocks` times, then scored", () => {
    // every player discards the card drawn: the pile gathers the whole stock, 38 cards
    let g = refGame(
      { players: 2, seed: 'x' },
      deckFor(
        2,
        0,
        { 0: ['7S', '2S', '3S', '4S', '5S', '6S', '8S'], 1: ['7D', '8H', 'AH', '2D', 'TC', 'JC', 'QC'] },
        [],
        0,
      ),
    );
    const rebuilds: { events: string[]; pile: string[]; stock: string[]; discards: string[] }[] = [];
    while (refView(g).phase !== 'over') {
      const v = refView(g);
      const pile = [...g.discards];
      const hand = g.hands[v.current as number] as string[];
      g = playAll(g, [v.phase === 'draw' ? draw : v.phase === 'claim' ? pass : discard(hand.at(-1) as string)]);
      if (kinds(g).includes('restock'))
        rebuilds.push({ events: kinds(g), pile, stock: [...g.stock], discards: [...g.discards] });
    }
    expect(rebuilds).toHaveLength(3);
    rebuilds.forEach((r, k) => {
      expect(r.events).toEqual(['answer', 'no-claim', 'restock']);
      expect(r.pile).toHaveLength(38);
      expect(r.discards).toEqual(r.pile.slice(-1));
      expect(r.stock).toEqual(new Random(`seven-bridge/x/1/restock/${k + 1}`).shuffle(r.pile.slice(0, -1)));
    });
    expect(kinds(g)).toEqual(['answer', 'no-claim', 'stock-out', 'round-over', 'over']);
    expect(refScore(g).rounds[0]?.points).toEqual([35, 57]); // scored as with 'score'
    expect(refScore(stockOut({ restocks: 1 })).rounds[0]?.points).toEqual(
      refScore(stockOut({ stockOut: 'score' })).rounds[0]?.points,
    );
  });

  test("stock out 'reshuffle' with a pile of fewer than 2 cards: no rebuild, the round scored as with 'score'", () => {
    const deck = deckFor(
      2,
      0,
      { 0: ['7S', '2S', '3S', '4S', '5S', '6S', '8S'], 1: ['7D', '8H', 'AH', '2D', 'TC', 'JC', 'QC'] },
      [],
      0,
    );
    // the game data is plain: the last window of the stock, its pile cut to its top card
    let g = refGame({ players: 2 }, deck);
    while (!(g.stock.length === 0 && refView(g).phase === 'claim')) {
      const v = refView(g);
      const hand = g.hands[v.current as number] as string[];
      g = playAll(g, [v.phase === 'draw' ? draw : v.phase === 'claim' ? pass : discard(hand.at(-1) as string)]);
    }
    g.discards = g.discards.slice(-1);
    const end = playAll(g, [pass]);
    expect(kinds(end)).toEqual(['answer', 'no-claim', 'stock-out', 'round-over', 'over']);
    expect(refScore(end).rounds[0]?.points).toEqual([35, 57]);
  });

  test("sevenPenalty 'each': ×2 for each 7 held (×2, ×4, ×8, ×16); true: ×2 however many", () => {
    const withSevens = [
      ['8H', 'AH', '2D', 'TC', 'JC', 'QC', '5D'], // 55
      ['7D', 'AH', '2D', 'TC', 'JC', 'QC', '5D'], // 54
      ['7D', '7H', '2D', 'TC', 'JC', 'QC', '5D'], // 51
      ['7D', '7H', '7C', '2D', 'TC', 'JC', 'QC'], // 53
      ['7S', '7D', '7H', '7C', '2D', 'TC', 'JC'], // 50
    ];
    const lost = (p1: string[], sevenPenalty: boolean | 'each'): number | undefined => {
      const deck = deckFor(2, 0, { 0: ['2S', '3S', '4S', 'KS', 'KH', 'KD', '9D'], 1: p1 }, ['KC'], 0);
      const g = playAll(refGame({ players: 2, sevenPenalty }, deck), [
        draw,
        meld('2S', '3S', '4S'),
        meld('KS', 'KH', 'KD', 'KC'),
        discard('9D'),
      ]);
      return refScore(g).rounds[0]?.points[1];
    };
    // in one go (×2), then the 7 penalty
    expect(withSevens.map((h) => lost(h, 'each'))).toEqual([110, 216, 408, 848, 1600]);
    expect(withSevens.map((h) => lost(h, true))).toEqual([110, 216, 204, 212, 200]);
    expect(withSevens.map((h) => lost(h, false))).toEqual([110, 108, 102, 106, 100]);
  });

  test('target: the game ends after a round in which a total reaches it; rounds then default to 100', () => {
    const deck = outDeck().decks[0] as string[];
    const g = playAll(refGame({ players: 2, target: 114 }, deck, deck), goOut);
    expect(g.options.rounds).toBe(100);
    expect(refView(g).events.slice(-2)).toEqual([
      { type: 'round-over', round: 1, winner: 0, points: [0, 114] },
      { type: 'over' },
    ]);
    const on = playAll(refGame({ players: 2, target: 115 }, deck, deck), goOut);
    expect(refView(on).events.at(-1)).toEqual({ type: 'round', round: 2, firstPlayer: 1 });
  });

  test('rounds: the next round is dealt with the next first player; standings share ranks', () => {
    const deck = outDeck().decks[0] as string[];
    const g = playAll(refGame({ players: 2, rounds: 2 }, deck, deck), goOut);
    expect(refView(g).events.slice(-2)).toEqual([
      { type: 'round-over', round: 1, winner: 0, points: [0, 114] },
      { type: 'round', round: 2, firstPlayer: 1 },
    ]);
    expect(refView(g)).toMatchObject({
      round: 2,
      current: 1,
      phase: 'draw',
      totals: [0, 114],
      melds: [],
      discards: [],
    });
    const tied = { ...g, totals: [5, 0, 5] };
    expect(refScore(tied).standings).toEqual([
      { player: 1, rank: 1, total: 0 },
      { player: 0, rank: 2, total: 5 },
      { player: 2, rank: 2, total: 5 },
    ]);
  });
});

describe('§7 views', () => {
  test('a player sees their own hand and draw, not others', () => {
    const g = playAll(window3(), []);
    const v = refView(playAll(refGame({ players: 3 }, g.decks[0] as string[]), [draw]), 1);
    expect(v.hands.map((h) => h === null)).toEqual([true, false, true]);
    expect(v.events).toEqual([{ type: 'draw', player: 0 }]);
    expect(v.legalMoves).toEqual([]);
    expect(refView(g, 1).legalMoves.length).toBeGreaterThan(1);
  });

  test('a pass is hidden from the others, a claim made is public', () => {
    const g = playAll(window3(), [pass]);
    expect(refView(g, 0).lastMove).toBeNull();
    expect(refView(g, 1).lastMove).toEqual(pass);
    expect(refView(g).lastMove).toEqual(pass);
    expect(refView(g, 0).lastPlayer).toBe(1);
  });
});
