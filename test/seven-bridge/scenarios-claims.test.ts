/**
 * Scenarios of Seven Bridge's claim window (§5), each named after the rule it pins, on an exact deal.
 */
import { describe, expect, test } from 'vitest';
import { legalMoves, view } from '../../src/seven-bridge/index.js';
import { chi, discard, draw, expectIllegal, gameWith, meld, pass, play, pon } from './helpers-engine.js';

const P0 = ['9D', '2S', '4S', '6S', '8S', 'TS', 'QS'];
const P1 = ['TD', 'JD', '9S', '3H', '5H', 'KH', 'AC'];
const P2 = ['9H', '9C', '7D', '8D', '4C', '6C', 'KC'];
const STOCK = ['AH', 'AD', 'QH'];

/** Player 0 has drawn and discarded 9D; the window is open (claims allowed from the first discard). */
const opened = (options = {}) =>
  play(gameWith([P0, P1, P2] as never, STOCK as never, { firstRoundClaims: true, ...options }), draw, discard('9D'));

describe('§5 claims', () => {
  test("§5 the window: every other player is asked once, from the discarder's left, each in phase claim", () => {
    const s = opened();
    const v = view(s);
    expect(v.phase).toBe('claim');
    expect(v.current).toBe(1);
    expect(v.claim).toEqual({ card: '9D', discarder: 0 });
    expect(legalMoves(s)).toEqual([{ type: 'pass' }, { type: 'chi', cards: ['9D', 'TD', 'JD'] }]);
    const second = play(s, pass);
    expect(view(second).current).toBe(2);
    expect(legalMoves(second)).toEqual([{ type: 'pass' }, { type: 'pon', cards: ['9H', '9D', '9C'] }]);
  });

  test('§5 every other player is asked even when they can only pass; all pass: no claim, the left neighbour draws', () => {
    let s = play(gameWith([P0, P1, P2] as never, STOCK as never, { firstRoundClaims: true }), draw, discard('2S'));
    expect(legalMoves(s)).toEqual([{ type: 'pass' }]);
    s = play(s, pass);
    expect(legalMoves(s)).toEqual([{ type: 'pass' }]);
    s = play(s, pass);
    const v = view(s);
    expect(v.events).toEqual([{ type: 'answer', player: 2, answer: 'pass' }, { type: 'no-claim' }]);
    expect(v.current).toBe(1);
    expect(v.phase).toBe('draw');
    expect(v.discards).toEqual(['2S']);
  });

  test('§5 no window on the first n discards of a round (n = players) unless firstRoundClaims', () => {
    const s = play(gameWith([P0, P1, P2] as never, STOCK as never), draw, discard('9D'));
    expect(view(s).phase).toBe('draw');
    expect(view(s).current).toBe(1);
    // the 4th discard of a 3-player round opens one
    const later = play(s, draw, discard('AD'), draw, discard('QH'), draw);
    expect(view(play(later, discard('2S'))).phase).toBe('claim');
  });

  test('§5 no window after a discarded joker (it cannot be claimed)', () => {
    const s = play(gameWith([P0, P1, P2] as never, ['JK'], { firstRoundClaims: true, jokers: 1 }), draw, discard('JK'));
    expect(view(s).phase).toBe('draw');
    expect(view(s).current).toBe(1);
  });

  test('§5 pon: any asked player; the discard and 2 or 3 cards of the hand make a set; it ends the window at once', () => {
    const s = play(opened(), pass, pon('9C', '9D', '9H'));
    const v = view(s);
    expect(v.events).toEqual([{ type: 'claim', player: 2, kind: 'pon', meld: 0, cards: ['9H', '9D', '9C'], from: 0 }]);
    expect(v.melds).toEqual([{ id: 0, owner: 2, kind: 'set', cards: ['9H', '9D', '9C'] }]);
    expect(v.discards).toEqual([]);
    expect(v.claim).toBeNull();
  });

  test("§5 a pon ends the window at once: of two players who could pon, the nearer the discarder's left wins", () => {
    const hands = [P0, ['9S', '9C', '3H', '5H', 'KH', 'AC', 'JC'], ['9H', '2D', '7D', '8D', '4C', '6C', 'KC']];
    let s = play(gameWith(hands as never, STOCK as never, { firstRoundClaims: true, jokers: 1 }), draw, discard('9D'));
    expect(legalMoves(s)).toEqual([{ type: 'pass' }, { type: 'pon', cards: ['9S', '9D', '9C'] }]);
    s = play(s, pon('9S', '9D', '9C'));
    expect(view(s).current).toBe(1);
    expect(view(s).phase).toBe('play');
    expect(view(s).events).toEqual([
      { type: 'claim', player: 1, kind: 'pon', meld: 0, cards: ['9S', '9D', '9C'], from: 0 },
    ]);
  });

  test("§5 chi: only the discarder's left neighbour may chi", () => {
    const s = play(opened(), pass);
    expectIllegal(s, chi('7D', '8D', '9D'), 'not-a-meld');
    expect(legalMoves(s).some((m) => m.type === 'chi')).toBe(false);
  });

  test('§5 a chi is held, unseen by the others, while the rest are asked; made when the last passes', () => {
    let s = play(opened(), chi('9D', 'TD', 'JD'));
    expect(view(s).current).toBe(2);
    expect(view(s).phase).toBe('claim');
    expect(view(s, 2).lastMove).toBeNull();
    expect(view(s, 0).lastMove).toBeNull();
    expect(view(s, 2).events).toEqual([{ type: 'answer', player: 1 }]);
    expect(view(s, 1).events).toEqual([{ type: 'answer', player: 1, answer: 'chi' }]);
    expect(view(s, 1).lastMove).toEqual({ type: 'chi', cards: ['9D', 'TD', 'JD'] });
    expect(view(s).events).toEqual([{ type: 'answer', player: 1, answer: 'chi' }]);
    expect(view(s, 2).handSizes).toEqual([7, 7, 7]);
    s = play(s, pass);
    const v = view(s, 0);
    expect(v.lastMove).toBeNull(); // player 2's pass
    expect(v.events).toEqual([
      { type: 'answer', player: 2 },
      { type: 'claim', player: 1, kind: 'chi', meld: 0, cards: ['9D', 'TD', 'JD'], from: 0 },
    ]);
    expect(v.current).toBe(1);
    expect(v.phase).toBe('play');
    expect(v.handSizes).toEqual([7, 5, 7]);
  });

  test('§5 pon first: a held chi is dropped when a later player pons', () => {
    const s = play(opened(), chi('9D', 'TD', 'JD'), pon('9H', '9D', '9C'));
    const v = view(s);
    expect(v.melds).toEqual([{ id: 0, owner: 2, kind: 'set', cards: ['9H', '9D', '9C'] }]);
    expect(v.hands[1]).toContain('TD');
    expect(v.handSizes).toEqual([7, 7, 5]);
    expect(v.current).toBe(2);
  });

  test("§5 a chi made as the window's last answer is made at once, and shows", () => {
    const s = play(
      gameWith([P0, P1] as never, STOCK as never, { firstRoundClaims: true }),
      draw,
      discard('9D'),
      chi('9D', 'TD', 'JD'),
    );
    const v = view(s, 0);
    expect(v.lastMove).toEqual({ type: 'chi', cards: ['9D', 'TD', 'JD'] });
    expect(v.events).toEqual([
      { type: 'answer', player: 1 },
      { type: 'claim', player: 1, kind: 'chi', meld: 0, cards: ['9D', 'TD', 'JD'], from: 0 },
    ]);
  });

  test("§5 a claim replaces the draw: the claimer's turn goes on in phase play; then the turn passes to the claimer's left", () => {
    let s = play(opened(), pass, pon('9H', '9D', '9C'));
    expectIllegal(s, draw, 'wrong-phase');
    expect(legalMoves(s).some((m) => m.type === 'discard')).toBe(true);
    s = play(s, discard('KC'), pass, pass); // player 2's discard: players 0 and 1 pass
    expect(view(s).current).toBe(0); // left of the claimer; player 1 was skipped
    expect(view(s).phase).toBe('draw');
  });

  test('§5 a claim follows the going-out rules: it may not empty the hand (discardToGoOut), or it goes out at once', () => {
    const hands = [
      ['9D', '2S', '4S', '6S', '8S', 'TS', 'QS'],
      ['3H', '5H', 'KH', 'AC', 'JD', 'QD', 'TH'],
      ['9S', '9H', '2C', '3C', '4C', '5C', '6C'],
    ];
    const setUp = (discardToGoOut: boolean) =>
      play(
        gameWith(hands as never, ['AH', 'KD', 'KS', 'AS'], { firstRoundClaims: true, discardToGoOut }),
        draw,
        discard('AH'),
        pass,
        pass,
        draw,
        discard('KD'),
        pass,
        pass,
        draw,
        meld('2C', '3C', '4C', '5C', '6C'),
        discard('KS'),
        pass,
        pass,
        draw,
        discard('9D'),
        pass,
      );
    const keep = setUp(true);
    expect(view(keep).current).toBe(2);
    expectIllegal(keep, pon('9S', '9H', '9D'), 'must-keep-a-card');
    expect(legalMoves(keep)).toEqual([{ type: 'pass' }]);
    const out = play(setUp(false), pon('9S', '9H', '9D'));
    expect(view(out).events.map((e) => e.type)).toEqual(['claim', 'out', 'round-over', 'over']);
    expect(view(out).events[1]).toEqual({ type: 'out', player: 2, oneShot: false });
  });
});

describe('§7 events', () => {
  test("§7 events of one move, in order: its own, the window's claim, out, round-over, then the next round", () => {
    const hands = [
      ['9D', '2S', '4S', '6S', '8S', 'TS', 'QS'],
      ['TD', 'JD', '2C', '3C', '4C', '5C', '6C'],
      ['9H', '3H', '5H', 'KH', 'AC', 'QC', 'JH'],
    ];
    let s = play(
      gameWith(hands as never, ['AH', 'KD', 'KS', 'AS'], { firstRoundClaims: true, discardToGoOut: false, rounds: 2 }),
      draw,
      discard('AH'),
      pass,
      pass,
      draw,
      meld('2C', '3C', '4C', '5C', '6C'),
      discard('KD'),
      pass,
      pass,
      draw,
      discard('KS'),
      pass,
      pass,
      draw,
      discard('9D'),
      chi('9D', 'TD', 'JD'), // held: it would empty player 1's hand, which without discardToGoOut goes out
    );
    expect(view(s).phase).toBe('claim');
    s = play(s, pass);
    const events = view(s, 0).events;
    expect(events.map((e) => e.type)).toEqual(['answer', 'claim', 'out', 'round-over', 'round']);
    expect(events[0]).toEqual({ type: 'answer', player: 2 });
    expect(events[2]).toEqual({ type: 'out', player: 1, oneShot: false });
    expect(events[4]).toEqual({ type: 'round', round: 2, firstPlayer: 1 });
    expect(view(s).current).toBe(1);
    expect(view(s).phase).toBe('draw');
  });
});
