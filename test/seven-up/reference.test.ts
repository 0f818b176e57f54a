/**
 * Seven Up / All Fours: the REFERENCE engine (test/seven-up/reference.ts) checked against the SPEC
 * text with hand-made deals, one or more tests per rule. The lockstep comparison of the library's
 * engine with the reference is in reference-lockstep.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { Random } from '../../src/shared/random.js';
import { type DeckPlan, handIndex, makeDeck, randomDecks } from './reference-decks.js';
import { refScore, refView } from './reference-view.js';
import {
  ALL_CARDS,
  type RefGame,
  type RefMove,
  type RefOptions,
  refApply,
  refLegalMoves,
  refStart,
} from './reference.js';

const options = (o: Partial<RefOptions> = {}): RefOptions => ({
  players: 2,
  partnerships: false,
  dealer: 0,
  target: 11,
  direction: 'clockwise',
  kick: 'jack',
  hangJack: false,
  giftMayWin: true,
  low: 'taker',
  ...o,
});
const start = (o: Partial<RefOptions>, ...plans: Omit<DeckPlan, 'players' | 'dealer'>[]): RefGame => {
  const opts = options(o);
  const n = opts.players;
  const step = opts.direction === 'clockwise' ? 1 : n - 1;
  const decks = plans.map((p, k) =>
    makeDeck({ players: n, dealer: (opts.dealer + k * step) % n, direction: opts.direction, ...p }),
  );
  return refStart(opts, [...decks, ...randomDecks('filler', 10)]);
};
/** Moves written as `stand`, `beg`, `gift`, `run`, `d:KS` (discard), `KS` (play). */
const move = (text: string): RefMove =>
  ['stand', 'beg', 'gift', 'run'].includes(text)
    ? ({ type: text } as RefMove)
    : text.startsWith('d:')
      ? { type: 'discard', card: text.slice(2) }
      : { type: 'play', card: text };
const apply = (g: RefGame, moves: string): RefGame =>
  moves
    .split(/\s+/)
    .filter((m) => m !== '')
    .reduce((s, m) => refApply(s, move(m)), g);
const legal = (g: RefGame): string[] =>
  refLegalMoves(g)
    .map((m) => ('card' in m ? (m.type === 'discard' ? `d:${m.card}` : m.card) : m.type))
    .sort();

describe('the deal (SPEC §2)', () => {
  test('deck[i] for i < 6n goes to (eldest + i) mod n; deck[6n] is turned up; the eldest is to move', () => {
    const deck = randomDecks(1, 1)[0] as string[];
    const g = refStart(options({ players: 3, dealer: 1 }), [deck, ...randomDecks(2, 5)]);
    const v = refView(g);
    expect(v.eldest).toBe(2);
    expect(v.dealer).toBe(1);
    for (let p = 0; p < 3; p++) {
      const dealt = deck.filter((_, i) => i < 18 && (2 + i) % 3 === p);
      expect(v.hands[p]).toEqual(ALL_CARDS.filter((c) => dealt.includes(c)));
    }
    expect(v.turnUps).toEqual([deck[18]]);
    expect(v.packSize).toBe(52 - 19);
    expect([v.phase, v.current, v.deal, v.trump, v.events, v.lastMove, v.moveNumber]).toEqual([
      'stand',
      2,
      1,
      null,
      [],
      null,
      0,
    ]);
    expect(legal(g)).toEqual(['beg', 'stand']);
  });

  test('the hand-made deck helper puts cards where the deal takes them', () => {
    const deck = makeDeck({ players: 4, dealer: 3, hands: { 0: 'AS 2S', 2: 'KD' }, turnUp: 'JC', pack: { 2: '9H' } });
    expect([deck[handIndex(4, 3, 0, 0)], deck[4], deck[2], deck[24], deck[27]]).toEqual(['AS', '2S', 'KD', 'JC', '9H']);
    expect([...deck].sort()).toEqual([...ALL_CARDS].sort());
  });

  test('a jack turned up scores 1 for the dealer’s side at once', () => {
    const g = start({ players: 4, partnerships: true, dealer: 3 }, { turnUp: 'JH' });
    expect(refView(g).points).toEqual([0, 1]);
    expect(refView(g).events).toEqual([]); // a new game's view has no events
    expect(refScore(g).deals).toEqual([]);
  });

  test('a turned-up jack that reaches the target ends the game at once (the deal listed, no trump)', () => {
    const g = start({ target: 1, dealer: 1 }, { turnUp: 'JS' });
    const v = refView(g);
    expect([v.phase, v.over, v.current, v.points, v.legalMoves]).toEqual(['over', true, null, [0, 1], []]);
    const s = refScore(g);
    expect([s.over, s.winner]).toEqual([true, 1]);
    expect(s.deals).toEqual([
      { deal: 1, dealer: 1, trump: null, high: null, low: null, jack: null, game: null, points: [0, 1] },
    ]);
  });
});

describe('stand, beg, gift, run (SPEC §2)', () => {
  test('stand makes the turn-up’s suit trump; the eldest leads; no discarding', () => {
    const g = apply(start({}, { turnUp: '4D' }), 'stand');
    const v = refView(g);
    expect([v.trump, v.phase, v.current, v.lastPlayer]).toEqual(['D', 'play', 1, 1]);
    expect(v.events).toEqual([
      { type: 'stand', player: 1 },
      { type: 'trump', suit: 'D' },
    ]);
  });

  test('beg passes the choice to the dealer; gift makes the turn-up’s suit trump and scores 1 for the eldest’s side', () => {
    let g = apply(start({ players: 3, dealer: 2 }, { turnUp: '4D' }), 'beg');
    expect([refView(g).phase, refView(g).current, legal(g)]).toEqual(['gift', 2, ['gift', 'run']]);
    expect(refView(g).events).toEqual([{ type: 'beg', player: 0 }]);
    g = apply(g, 'gift');
    const v = refView(g);
    expect([v.trump, v.phase, v.current, v.points]).toEqual(['D', 'play', 0, [1, 0, 0]]);
    expect(v.events).toEqual([
      { type: 'gift', player: 2 },
      { type: 'trump', suit: 'D' },
      { type: 'point', side: 0, reason: 'gift', points: 1 },
    ]);
  });

  test('a gift that reaches the target wins at once, its trump still made', () => {
    const g = apply(start({ target: 1 }, { turnUp: '4D' }), 'beg gift');
    const v = refView(g);
    expect([v.phase, v.trump, v.points]).toEqual(['over', 'D', [0, 1]]);
    expect(v.events.map((e) => e.type)).toEqual(['gift', 'trump', 'point', 'over']);
    expect(refScore(g).deals).toEqual([
      { deal: 1, dealer: 0, trump: 'D', high: null, low: null, jack: null, game: null, points: [0, 1] },
    ]);
  });

  test('run: 3 more each from the eldest, the next card turned up; a new suit is trump; then discarding', () => {
    const g = apply(
      start({}, { turnUp: '4D', pack: { 0: 'AS', 1: '2S', 2: '3S', 3: '4S', 4: '5S', 5: '6S', 6: '9C' } }),
      'beg run',
    );
    const v = refView(g);
    expect(v.hands[1]).toEqual(expect.arrayContaining(['AS', '3S', '5S']));
    expect(v.hands[0]).toEqual(expect.arrayContaining(['2S', '4S', '6S']));
    expect([v.handSizes, v.turnUps, v.trump, v.phase, v.current, v.packSize]).toEqual([
      [9, 9],
      ['4D', '9C'],
      'C',
      'discard',
      1,
      52 - 13 - 7,
    ]);
    expect(v.events).toEqual([
      { type: 'run', player: 0 },
      { type: 'turn-up', card: '9C' },
      { type: 'trump', suit: 'C' },
    ]);
  });

  test('run: while the turn-up has the first turn-up’s suit it repeats; a new suit’s jack scores for the dealer', () => {
    const g = apply(start({ players: 3, dealer: 1 }, { turnUp: '4D', pack: { 9: '8D', 19: 'JH' } }), 'beg run');
    const v = refView(g);
    expect([v.handSizes, v.turnUps, v.trump, v.points, v.current]).toEqual([
      [12, 12, 12],
      ['4D', '8D', 'JH'],
      'H',
      [0, 1, 0],
      2,
    ]);
    expect(v.events).toEqual([
      { type: 'run', player: 1 },
      { type: 'turn-up', card: '8D' },
      { type: 'turn-up', card: 'JH' },
      { type: 'trump', suit: 'H' },
      { type: 'point', side: 1, reason: 'turn-up', points: 1 },
    ]);
  });

  test('fewer than 3n + 1 cards left when 3 more each are due: the same dealer deals again, points kept', () => {
    // 4 players: 27 cards in the pack, 13 per round: two rounds, then 1 card left
    const g0 = apply(start({ players: 4, dealer: 2 }, { turnUp: 'JS', pack: { 12: '2S', 25: '3S' } }), 'beg run');
    const v = refView(g0);
    expect([v.deal, v.dealer, v.eldest, v.phase, v.current, v.points, v.trump]).toEqual([
      2,
      2,
      3,
      'stand',
      3,
      [0, 0, 1, 0],
      null,
    ]);
    expect(v.handSizes).toEqual([6, 6, 6, 6]);
    expect(v.events.slice(0, 5)).toEqual([
      { type: 'run', player: 2 },
      { type: 'turn-up', card: '2S' },
      { type: 'turn-up', card: '3S' },
      { type: 'redeal' },
      { type: 'deal', deal: 2, dealer: 2 },
    ]);
    expect(v.turnUps).toHaveLength(1);
    expect(v.events[5]).toEqual({ type: 'turn-up', card: v.turnUps[0] });
    expect(refScore(g0).deals).toEqual([]); // an abandoned deal is left out
  });
});

describe('discarding down to six (SPEC §2)', () => {
  test('players from the eldest, the first holding more than 6 to move, one card at a time', () => {
    let g = apply(start({ players: 3, dealer: 0 }, { turnUp: '4D', pack: { 9: '9C' } }), 'beg run');
    expect([refView(g).phase, refView(g).current, legal(g).length]).toEqual(['discard', 1, 9]);
    const d = (p: number, k: number): string => `d:${refView(g).hands[p]?.[k]}`;
    for (const p of [1, 2, 0]) {
      for (let k = 0; k < 3; k++) {
        expect(refView(g).current).toBe(p);
        const m = d(p, 0);
        g = apply(g, m);
        expect(refView(g).events).toEqual([{ type: 'discard', player: p, card: m.slice(2) }]);
        expect(refView(g, (p + 1) % 3).events).toEqual([{ type: 'discard', player: p }]);
        expect(refView(g, (p + 1) % 3).lastMove).toEqual({ type: 'discard' });
        expect(refView(g, p).lastMove).toEqual({ type: 'discard', card: m.slice(2) });
      }
    }
    expect([refView(g).phase, refView(g).current, refView(g).handSizes]).toEqual(['play', 1, [6, 6, 6]]);
  });
});

// Two players, dealer 0: P1 (eldest) and P0. Trump spades (stand).
const AWARD_DEAL = { hands: { 1: 'AS 2S TH 3H 4H 5H', 0: 'KS JS 9H 8H 7H 6H' }, turnUp: '9S' };
const AWARD_PLAY = 'stand AS JS 2S KS 9H TH 3H 8H 7H 4H 6H 5H';

describe('tricks (SPEC §2)', () => {
  test('follow the suit led or trump, at will; when void, any card; the eldest leads first', () => {
    const g = apply(start({}, { hands: { 1: '3H 2C 3C 4C 5C 6C', 0: 'KS 9H 8H 7H 6H 2D' }, turnUp: '9S' }), 'stand');
    expect(refView(g).current).toBe(1);
    expect(legal(g)).toEqual(['2C', '3C', '3H', '4C', '5C', '6C']);
    expect(legal(apply(g, '3H'))).toEqual(['6H', '7H', '8H', '9H', 'KS']);
    expect(legal(apply(g, '2C'))).toEqual(['2D', '6H', '7H', '8H', '9H', 'KS']);
  });

  test('a trump led must be followed by a trump when held', () => {
    const g = apply(start({}, AWARD_DEAL), 'stand AS');
    expect(legal(g)).toEqual(['JS', 'KS']);
  });

  test('the highest trump wins, or the highest card of the suit led; the winner leads', () => {
    let g = apply(start({}, { hands: { 1: '3H 2C 3C 4C 5C 6C', 0: '2S 9H 8H 7H 6H AD' }, turnUp: '9S' }), 'stand');
    g = apply(g, '3H 2S');
    expect(refView(g).tricks).toEqual([
      {
        leader: 1,
        plays: [
          { player: 1, card: '3H' },
          { player: 0, card: '2S' },
        ],
        winner: 0,
      },
    ]);
    expect(refView(g).events).toEqual([
      { type: 'play', player: 0, card: '2S' },
      { type: 'trick', winner: 0, cards: ['3H', '2S'] },
    ]);
    expect([refView(g).current, refView(g).trick]).toEqual([0, []]);
    g = apply(g, 'AD 2C');
    expect(refView(g).tricks[1]?.winner).toBe(0); // 2C neither follows nor trumps
    g = apply(g, '9H 3C');
    expect(refView(g).tricks[2]?.winner).toBe(0);
  });
});

describe('scoring and the end (SPEC §3)', () => {
  test("High, Low ('taker'), Jack, Game in that order; then the deal passes to the left", () => {
    const g = apply(start({}, AWARD_DEAL), AWARD_PLAY);
    const v = refView(g);
    expect(v.events.slice(0, 2)).toEqual([
      { type: 'play', player: 1, card: '5H' },
      { type: 'trick', winner: 0, cards: ['6H', '5H'] },
    ]);
    expect(v.events.slice(2, 6)).toEqual([
      { type: 'award', kind: 'high', side: 1, points: 1, card: 'AS' },
      { type: 'award', kind: 'low', side: 0, points: 1, card: '2S' },
      { type: 'award', kind: 'jack', side: 1, points: 1, card: 'JS' },
      { type: 'award', kind: 'game', side: 1, points: 1, totals: [3, 15] },
    ]);
    expect(v.events[6]).toEqual({ type: 'deal', deal: 2, dealer: 1 });
    expect([v.points, v.deal, v.dealer, v.eldest, v.phase, v.current, v.tricks]).toEqual([
      [1, 3],
      2,
      1,
      0,
      'stand',
      0,
      [],
    ]);
    expect(refScore(g).deals).toEqual([
      { deal: 1, dealer: 0, trump: 'S', high: 1, low: 0, jack: 1, game: 1, points: [1, 3] },
    ]);
  });

  test("Low 'holder': the side of the player who played the lowest trump", () => {
    const g = apply(start({ low: 'holder' }, AWARD_DEAL), AWARD_PLAY);
    expect(refView(g).points).toEqual([0, 4]);
  });

  test('the game is won at once on reaching the target: the later awards are not made', () => {
    const g = apply(start({ target: 2 }, AWARD_DEAL), AWARD_PLAY);
    expect(
      refView(g)
        .events.slice(2)
        .map((e) => (e.type === 'award' ? e.kind : e.type)),
    ).toEqual(['high', 'low', 'jack', 'over']);
    expect([refView(g).phase, refView(g).points, refView(g).tricks.length]).toEqual(['over', [1, 2], 6]);
    const s = refScore(g);
    expect(s.deals).toEqual([{ deal: 1, dealer: 0, trump: 'S', high: 1, low: 0, jack: 1, game: null, points: [1, 2] }]);
    expect(s.standings).toEqual([
      { player: 1, side: 1, rank: 1, points: 2 },
      { player: 0, side: 0, rank: 2, points: 1 },
    ]);
  });

  test('no trump played: High, Low, Jack not awarded; a tie for Game scores nothing', () => {
    const hands = { 1: 'AH 2H 3H 4H 5H 6H', 0: 'AD 2D 3D 4D 5D 6D' };
    const g = apply(start({}, { hands, turnUp: '9S' }), 'stand AH AD 2H 2D 3H 3D 4H 4D 5H 5D 6H 6D');
    expect(refView(g).events.slice(2, 6)).toEqual([
      { type: 'award', kind: 'high', side: null, points: 0 },
      { type: 'award', kind: 'low', side: null, points: 0 },
      { type: 'award', kind: 'jack', side: null, points: 0 },
      { type: 'award', kind: 'game', side: 1, points: 1, totals: [0, 8] },
    ]);
    const tie = apply(start({}, { hands: { 1: 'TH 2H 3H 4H 5H 6H', 0: 'TD 7H 8H 9H 2D 3D' }, turnUp: '9S' }), 'stand');
    const end = apply(tie, 'TH 7H 2H 8H TD 3H 9H 4H 2D 5H 3D 6H');
    expect(refView(end).events[5]).toEqual({ type: 'award', kind: 'game', side: null, points: 0, totals: [10, 10] });
    expect(refView(end).points).toEqual([0, 0]);
  });

  test('partnerships: points by side; standings share ranks (7, 5, 5, 3 → 1, 2, 2, 4 style)', () => {
    const g = start({ players: 4, partnerships: true, dealer: 0, target: 1 }, { turnUp: 'JH' });
    expect(refView(g).sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(refScore(g).standings).toEqual([
      { player: 0, side: 0, rank: 1, points: 1 },
      { player: 2, side: 0, rank: 1, points: 1 },
      { player: 1, side: 1, rank: 2, points: 0 },
      { player: 3, side: 1, rank: 2, points: 0 },
    ]);
    const solo = apply(start({ players: 4, dealer: 1 }, { turnUp: '4D' }), 'beg gift');
    expect(refScore(solo).standings.map((s) => [s.player, s.rank])).toEqual([
      [2, 1],
      [0, 2],
      [1, 2],
      [3, 2],
    ]);
  });
});

describe('revision 2: direction, kick, hangJack, giftMayWin (SPEC §1–§4)', () => {
  test('direction anticlockwise: the eldest is the dealer’s right; deck[i] for i < 6n goes to (eldest − i) mod n', () => {
    const deck = randomDecks(3, 1)[0] as string[];
    const g = refStart(options({ players: 4, dealer: 1, direction: 'anticlockwise' }), [deck, ...randomDecks(4, 5)]);
    const v = refView(g);
    expect([v.dealer, v.eldest, v.current]).toEqual([1, 0, 0]);
    for (let p = 0; p < 4; p++) {
      const dealt = deck.filter((_, i) => i < 24 && (((0 - i) % 4) + 4) % 4 === p);
      expect(v.hands[p]).toEqual(ALL_CARDS.filter((c) => dealt.includes(c)));
    }
    expect(v.hands[3]).toContain(deck[1]);
    expect(v.hands[2]).toContain(deck[2]);
  });

  test('direction anticlockwise: the hand-made deck helper serves the eldest, then each player to the right', () => {
    const deck = makeDeck({ players: 3, dealer: 0, direction: 'anticlockwise', hands: { 2: 'AS', 1: 'KD', 0: 'QC' } });
    expect(deck.slice(0, 3)).toEqual(['AS', 'KD', 'QC']);
    expect(handIndex(3, 0, 2, 1, 'anticlockwise')).toBe(3);
  });

  test('direction anticlockwise: play goes to the right; discards from the eldest to the right; the next dealer is to the right', () => {
    let g = apply(
      start({ players: 3, dealer: 0, direction: 'anticlockwise' }, { turnUp: '4D', pack: { 9: '9C' } }),
      'beg run',
    );
    const order: number[] = [];
    while (refView(g).phase === 'discard') {
      order.push(refView(g).current as number);
      g = apply(g, `d:${refView(g).hands[refView(g).current as number]?.[0]}`);
    }
    expect(order).toEqual([2, 2, 2, 1, 1, 1, 0, 0, 0]);
    expect([refView(g).phase, refView(g).current]).toEqual(['play', 2]);
    g = apply(g, refView(g).hands[2]?.[0] as string);
    expect(refView(g).current).toBe(1);
    while (refView(g).deal === 1) g = refApply(g, refLegalMoves(g)[0] as RefMove);
    expect([refView(g).dealer, refView(g).eldest]).toEqual([2, 1]);
  });

  test.each([
    ['jack', 'JH', 1],
    ['jack', 'AH', 0],
    ['trinidad', 'AH', 1],
    ['trinidad', '6H', 2],
    ['trinidad', 'JH', 3],
    ['trinidad', '9H', 0],
  ] as const)('kick %s: a first turn-up %s scores %i for the dealer’s side', (kick, turnUp, points) => {
    const g = start({ players: 3, dealer: 2, kick }, { turnUp });
    expect(refView(g).points).toEqual([0, 0, points]);
  });

  test('kick trinidad: while running only the turn-up that makes trump scores, told after trump', () => {
    const g = apply(start({ players: 2, kick: 'trinidad' }, { turnUp: '4D', pack: { 6: 'AD', 13: '6C' } }), 'beg run');
    expect(refView(g).events).toEqual([
      { type: 'run', player: 0 },
      { type: 'turn-up', card: 'AD' },
      { type: 'turn-up', card: '6C' },
      { type: 'trump', suit: 'C' },
      { type: 'point', side: 0, reason: 'turn-up', points: 2 },
    ]);
    expect(refView(g).points).toEqual([2, 0]);
  });

  // P1 leads A♠; P0 follows with J♠: the jack of P0 is won by P1
  const HANG_DEAL = { hands: { 1: 'AS 2S TH 3H 4H 5H', 0: 'JS KS 9H 8H 7H 6H' }, turnUp: '9S' };
  const HANG_PLAY = 'stand AS JS 2S KS 9H TH 3H 8H 7H 4H 6H 5H';

  test('hangJack: a jack of trumps won by the other side scores 3 for it (the award event and the deal’s line say so)', () => {
    const g = apply(start({ hangJack: true }, HANG_DEAL), HANG_PLAY);
    expect(refView(g).events.slice(2, 6)).toEqual([
      { type: 'award', kind: 'high', side: 1, points: 1, card: 'AS' },
      { type: 'award', kind: 'low', side: 0, points: 1, card: '2S' },
      { type: 'award', kind: 'jack', side: 1, points: 3, card: 'JS' },
      { type: 'award', kind: 'game', side: 1, points: 1, totals: [3, 15] },
    ]);
    expect(refScore(g).deals[0]?.points).toEqual([1, 5]);
    const plain = apply(start({}, HANG_DEAL), HANG_PLAY);
    expect(refScore(plain).deals[0]?.points).toEqual([1, 3]);
  });

  test('hangJack: a hanged jack that reaches the target stops the awards', () => {
    const g = apply(start({ hangJack: true, target: 3 }, HANG_DEAL), HANG_PLAY);
    expect(refView(g).events.slice(-2)).toEqual([
      { type: 'award', kind: 'jack', side: 1, points: 3, card: 'JS' },
      { type: 'over', winner: 1 },
    ]);
    expect(refScore(g).points).toEqual([1, 4]);
  });

  test('giftMayWin false: no gift once the eldest’s side has target − 1 points; below that, a gift', () => {
    const refused = apply(start({ target: 1, giftMayWin: false }, { turnUp: '4D' }), 'beg');
    expect(legal(refused)).toEqual(['run']);
    expect(() => apply(refused, 'gift')).toThrow();
    const allowed = apply(start({ target: 2, giftMayWin: false }, { turnUp: '4D' }), 'beg');
    expect(legal(allowed)).toEqual(['gift', 'run']);
    const always = apply(start({ target: 1 }, { turnUp: '4D' }), 'beg');
    expect(legal(always)).toEqual(['gift', 'run']);
  });
});

describe('random play of the reference alone', () => {
  test('40 random games: cards conserved, points only grow, the game ends when a side reaches the target', () => {
    const rng = new Random('reference-self');
    let deals = 0;
    for (let i = 0; i < 40; i++) {
      const players = 2 + rng.int(3);
      const o = options({
        players,
        partnerships: players === 4 && rng.int(2) === 0,
        dealer: rng.int(players),
        target: 1 + rng.int(8),
        direction: rng.int(2) === 0 ? 'clockwise' : 'anticlockwise',
        kick: rng.int(2) === 0 ? 'jack' : 'trinidad',
        hangJack: rng.int(2) === 0,
        giftMayWin: rng.int(2) === 0,
        low: rng.int(2) === 0 ? 'taker' : 'holder',
      });
      let g = refStart(o, randomDecks(`self/${i}`, 30));
      for (let step = 0; g.phase !== 'over'; step++) {
        expect(step).toBeLessThan(3000);
        const moves = refLegalMoves(g);
        expect(moves.length).toBeGreaterThan(0);
        const before = JSON.stringify(g);
        const next = refApply(g, moves[rng.int(moves.length)] as RefMove);
        expect(JSON.stringify(g)).toBe(before);
        next.points.forEach((p, s) => {
          expect(p).toBeGreaterThanOrEqual(g.points[s] as number);
        });
        g = next;
        const all = [...g.hands.flat(), ...g.pack, ...g.turnUps, ...g.discards.flat(), ...g.trick.map((p) => p.card)];
        all.push(...g.tricks.flatMap((t) => t.plays.map((p) => p.card)));
        expect(all.sort()).toEqual([...ALL_CARDS].sort());
        expect(Math.max(...g.points) >= o.target).toBe(g.phase === 'over');
      }
      expect(refLegalMoves(g)).toEqual([]);
      expect(refScore(g).standings[0]?.side).toBe(g.winner);
      deals += refScore(g).deals.length;
    }
    expect(deals).toBeGreaterThan(40);
  });
});
