/**
 * Tests of the REFERENCE engine against the SPEC text directly (hand-built scenarios),
 * plus random-play invariants and a comparison of the group rule with a brute force.
 */
import { describe, expect, it } from 'vitest';
import type { Card, GameView, Move } from '../../src/index.js';
import {
  type ClassicRefOptions,
  type KillRefOptions,
  type KillRefSubOptions,
  type RefGame,
  type RefOptions,
  type RefRecord,
  refApply,
  refDeathsOfLastMove,
  refGroupDeaths,
  refLegalMoves,
  refScore,
  refStart,
  refView,
} from './engine.js';
import { bruteForceGroupDeaths } from './rectangles.js';

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const ALL_CARDS: Card[] = [];
for (const suit of SUITS) for (const rank of RANKS) ALL_CARDS.push(`${rank}${suit}` as Card);

function classic(overrides: Partial<ClassicRefOptions> = {}): ClassicRefOptions {
  return {
    variant: 'classic',
    players: 2,
    start: 'sevens',
    firstPlayer: 0,
    passLimit: 3,
    freePass: false,
    tunnel: false,
    jokers: 0,
    jokerPlay: 'bridge',
    ...overrides,
  };
}

function kill(
  overrides: Partial<Omit<KillRefOptions, 'kill'>> = {},
  k: Partial<KillRefSubOptions> = {},
): KillRefOptions {
  return {
    variant: 'kill',
    players: 2,
    start: 'fan-tan',
    firstPlayer: 0,
    passLimit: null,
    freePass: false,
    ...overrides,
    kill: {
      maxGroup: 9,
      threeWallGroups: false,
      extraTurn: false,
      death: 'enclosed',
      diagonal: 'always',
      tiebreak: 'kills',
      ...k,
    },
  };
}

/**
 * A full deal: the given hands, the given table, every other card to `filler`;
 * the joker (if `jokerTo` is given) to that player.
 */
function record(
  options: RefOptions,
  given: Record<number, Card[]>,
  table: Card[],
  filler: number,
  jokerTo?: number,
): RefRecord {
  const hands: Card[][] = [];
  for (let p = 0; p < options.players; p++) hands.push([...(given[p] ?? [])]);
  const used = new Set<Card>([...table, ...hands.flat()]);
  for (const card of ALL_CARDS) if (!used.has(card)) hands[filler]!.push(card);
  if (jokerTo !== undefined) hands[jokerTo]!.push('JK');
  return { options, deal: { hands, table: [...table] } };
}

const play = (card: Card): Move => ({ type: 'play', card });
const pass: Move = { type: 'pass' };
const joker = (card: Card, next?: Card): Move =>
  next === undefined ? { type: 'joker', card } : { type: 'joker', card, next };

function applyAll(game: RefGame, moves: Move[]): RefGame {
  let g = game;
  for (const move of moves) g = refApply(g, move);
  return g;
}

function cardsOf(moves: Move[]): string[] {
  return moves.map((m) =>
    m.type === 'pass' ? 'pass' : m.type === 'play' ? m.card : `JK@${m.card}${m.next ? `+${m.next}` : ''}`,
  );
}

function standingsOrder(game: RefGame): number[] {
  return refScore(game).standings.map((s) => s.player);
}

// ---------------------------------------------------------------------------
// Classic (SPEC §3)
// ---------------------------------------------------------------------------

describe('classic 七並べ', () => {
  it("'sevens': every 7 is laid out before the first turn", () => {
    const rec = record(classic({ players: 4 }), { 0: ['7S', '7H', 'AS'], 1: ['7D'], 3: ['7C', 'KC'] }, [], 2);
    const v = refView(refStart(rec));
    expect(v.table).toEqual(['7S', '7H', '7D', '7C']);
    expect(v.hands[0]).toEqual(['AS']);
    expect(v.hands[1]).toEqual([]);
    expect(v.hands[3]).toEqual(['KC']);
    // player 1 had only the 7♦: out at once
    expect(v.finished).toEqual([1]);
    expect(v.current).toBe(0);
    for (const hand of v.hands) for (const c of hand ?? []) expect(c[0]).not.toBe('7');
  });

  it('a card is playable only next to its suit run (rank ± 1, same suit)', () => {
    let g = refStart(record(classic(), { 0: ['5S', '6S', '8H', '9H', 'KD'] }, [], 1));
    expect(refLegalMoves(g)).toEqual([play('6S'), play('8H')]);
    g = refApply(g, play('6S'));
    expect(g.current).toBe(1);
    expect(cardsOf(refLegalMoves(g))).toEqual(['8S', '6H', '6D', '8D', '6C', '8C']);
    g = refApply(g, play('8S'));
    expect(refLegalMoves(g)).toEqual([play('5S'), play('8H')]);
    expect(() => refApply(g, play('9H'))).toThrow(/illegal/);
    expect(() => refApply(g, pass)).toThrow(/illegal/);
  });

  it('initial table cards extend no run until the run reaches them', () => {
    let g = refStart(record(classic(), { 0: ['8S', 'TS', '2H'] }, ['9S'], 1));
    expect(refLegalMoves(g)).toEqual([play('8S')]);
    g = applyAll(g, [play('8S'), play('6D')]);
    expect(refLegalMoves(g)).toEqual([play('TS')]);
  });

  it('pass limit: a player who cannot play and has no passes left is disqualified; dumped cards wait for the run', () => {
    const rec = record(classic({ players: 3, passLimit: 0 }), { 0: ['8S', 'JS', '6H'], 1: ['9S', 'TS', '2H'] }, [], 2);
    let g = refStart(rec);
    expect(refLegalMoves(g)).toEqual([play('8S'), play('6H')]);
    g = refApply(g, play('6H'));
    expect(refLegalMoves(g)).toEqual([pass]);
    g = refApply(g, pass);
    let v = refView(g);
    expect(v.disqualified).toEqual([1]);
    expect(v.passes).toEqual([0, 1, 0]);
    expect(v.hands[1]).toEqual([]);
    expect(v.table).toEqual(expect.arrayContaining(['9S', 'TS', '2H']));
    expect(v.current).toBe(2);
    // 2H is on the table but not in the hearts run: 3H and AH are not playable
    expect(cardsOf(refLegalMoves(g))).toEqual(['6S', '5H', '8H', '6D', '8D', '6C', '8C']);
    g = refApply(g, play('5H'));
    expect(refLegalMoves(g)).toEqual([play('8S')]); // JS waits
    g = refApply(g, play('8S')); // the run now reaches 9S, TS
    expect(g.current).toBe(2);
    expect(cardsOf(refLegalMoves(g))).not.toContain('JS');
    g = refApply(g, play('4H'));
    expect(refLegalMoves(g)).toEqual([play('JS')]);
    g = refApply(g, play('JS'));
    v = refView(g);
    expect(v.over).toBe(true);
    expect(v.current).toBeNull();
    expect(v.finished).toEqual([0]);
    const s = refScore(g);
    expect(s.standings.map((x) => [x.player, x.rank, x.status, x.cardsLeft])).toEqual([
      [0, 1, 'out', 0],
      [2, 2, 'playing', 40],
      [1, 3, 'disqualified', 0],
    ]);
    // dealt 3, 3, 46: antes 2, 2, 1; one pass; pot 6; p0 takes 3 (p1 at dq) + 40 (p2)
    expect(s.standings.map((x) => x.chips)).toEqual([47, -41, -6]);
  });

  it('tunnel: A and K are adjacent (each row is a ring)', () => {
    const table: Card[] = ['8S', '9S', 'TS', 'JS', 'QS', 'KS'];
    const hands = { 0: ['AS', '2S', '5H'] as Card[] };
    let g = refStart(record(classic({ tunnel: true }), hands, table, 1));
    expect(refLegalMoves(g)).toEqual([play('AS')]);
    g = applyAll(g, [play('AS'), play('6H')]);
    expect(refLegalMoves(g)).toEqual([play('2S'), play('5H')]);
    const noTunnel = refStart(record(classic({ tunnel: false }), hands, table, 1));
    expect(refLegalMoves(noTunnel)).toEqual([pass]);
  });

  it('freePass: a pass while able to play, only while passes < passLimit; the forced pass after the limit disqualifies', () => {
    let g = refStart(record(classic({ passLimit: 1, freePass: true }), { 0: ['6S', 'AH'] }, [], 1));
    expect(refLegalMoves(g)).toEqual([play('6S'), pass]);
    g = applyAll(g, [pass, play('8S')]);
    expect(refLegalMoves(g)).toEqual([play('6S')]);
    g = applyAll(g, [play('6S'), play('8H')]);
    expect(refLegalMoves(g)).toEqual([pass]);
    g = refApply(g, pass);
    const v = refView(g);
    expect(v.passes).toEqual([2, 0]);
    expect(v.disqualified).toEqual([0]);
    expect(v.over).toBe(true);
    const s = refScore(g);
    expect(s.standings.map((x) => [x.player, x.status, x.chips])).toEqual([
      [1, 'playing', 5],
      [0, 'disqualified', -5],
    ]);
  });

  it('standings: later disqualified ranks higher; chips sum to zero', () => {
    const rec = record(classic({ players: 4, passLimit: 0 }), { 1: ['AS'], 2: ['AH'], 3: ['KD', 'QD'] }, [], 0);
    const g = applyAll(refStart(rec), [play('6S'), pass, pass, pass]);
    const s = refScore(g);
    expect(s.over).toBe(true);
    expect(s.standings.map((x) => [x.player, x.rank, x.status])).toEqual([
      [0, 1, 'playing'],
      [3, 2, 'disqualified'],
      [2, 3, 'disqualified'],
      [1, 4, 'disqualified'],
    ]);
    // dealt 48,1,1,2: antes 1,2,2,2 (7) + 3 passes = pot 10; p0 takes 1+1+2 more
    expect(s.standings.map((x) => x.chips)).toEqual([13, -5, -4, -4]);
    expect(s.standings.reduce((a, x) => a + x.chips, 0)).toBe(0);
  });

  it("'fan-tan': 7♦ first; a first player without 7♦ must pass; then any 7 may be played", () => {
    const rec = record(
      classic({ players: 3, start: 'fan-tan', firstPlayer: 1 }),
      { 0: ['7D', '7S', '6D'], 1: ['7H', '5C'] },
      [],
      2,
    );
    let g = refStart(rec);
    expect(refView(g).table).toEqual([]);
    expect(refLegalMoves(g)).toEqual([pass]);
    g = refApply(g, pass);
    expect(refLegalMoves(g)).toEqual([pass]); // player 2 holds 7C but must wait for 7♦
    g = refApply(g, pass);
    expect(refLegalMoves(g)).toEqual([play('7D')]);
    g = refApply(g, play('7D'));
    expect(refLegalMoves(g)).toEqual([play('7H')]);
    g = refApply(g, play('7H'));
    expect(cardsOf(refLegalMoves(g))).toEqual(['6H', '8H', '8D', '7C']);
    expect(refView(g).passes).toEqual([0, 1, 1]);
  });

  it("'fan-tan': the waiting pass counts and can disqualify", () => {
    const rec = record(
      classic({ players: 3, start: 'fan-tan', firstPlayer: 1, passLimit: 0 }),
      { 0: ['7D'], 1: ['7H'] },
      [],
      2,
    );
    const g = refApply(refStart(rec), pass);
    expect(refView(g).disqualified).toEqual([1]);
    expect(refView(g).table).toEqual(['7H']);
  });

  it('joker (bridge): stands in X with the far-side card; X’s holder lays X and takes the joker', () => {
    const opts = classic({ players: 3, jokers: 1, jokerPlay: 'bridge' });
    let g = refStart(record(opts, { 0: ['9S', '5H'], 1: ['8S', 'QD'] }, [], 2, 0));
    expect(refLegalMoves(g)).toEqual([joker('8S', '9S'), joker('6H', '5H')]);
    g = refApply(g, joker('8S', '9S'));
    const v = refView(g);
    expect(v.table).toEqual(['7S', '8S', '9S', '7H', '7D', '7C']);
    expect(v.hands[0]).toEqual(['5H']);
    expect(v.hands[1]).toEqual(['QD', 'JK']);
    expect(v.current).toBe(1);
    expect(v.lastMove).toEqual(joker('8S', '9S'));
    // a bridge needs the far-side card: never with `next` missing
    expect(() => refApply(refStart(record(opts, { 0: ['9S', '5H'], 1: ['8S', 'QD'] }, [], 2, 0)), joker('8S'))).toThrow(
      /illegal/,
    );
  });

  it('joker moves come after plays; never in a cell whose card the mover holds', () => {
    const g = refStart(record(classic({ players: 3, jokers: 1 }), { 0: ['6S', '9S'], 1: ['8S'] }, [], 2, 0));
    expect(refLegalMoves(g)).toEqual([play('6S'), joker('8S', '9S')]);
  });

  it("joker ('alone'): any playable cell not held by the mover, no next", () => {
    const g = refStart(record(classic({ players: 3, jokers: 1, jokerPlay: 'alone' }), { 0: ['9S', '6S'] }, [], 2, 0));
    expect(refLegalMoves(g)).toEqual([
      play('6S'),
      joker('8S'),
      joker('6H'),
      joker('8H'),
      joker('6D'),
      joker('8D'),
      joker('6C'),
      joker('8C'),
    ]);
  });

  it("joker (bridge) on a 7's cell under 'fan-tan': either neighbour", () => {
    const opts = classic({ players: 3, start: 'fan-tan', jokers: 1 });
    const g = refStart(record(opts, { 0: ['6H', '8H'] }, ['7D'], 1, 0));
    expect(refLegalMoves(g)).toEqual([joker('7H', '6H'), joker('7H', '8H')]);
    const g2 = refApply(g, joker('7H', '8H'));
    expect(refView(g2).table).toEqual(['7H', '8H', '7D']);
    expect(refView(g2).hands[1]).toContain('JK');
  });

  it('joker with tunnel: the far side wraps across the A–K seam; without the tunnel no bridge at K', () => {
    const table: Card[] = ['8S', '9S', 'TS', 'JS', 'QS'];
    const withTunnel = refStart(record(classic({ players: 3, jokers: 1, tunnel: true }), { 0: ['AS'] }, table, 1, 0));
    expect(refLegalMoves(withTunnel)).toContainEqual(joker('KS', 'AS'));
    const noTunnel = refStart(record(classic({ players: 3, jokers: 1 }), { 0: ['AS', 'KS'] }, table, 1, 0));
    expect(refLegalMoves(noTunnel)).toEqual([play('KS')]);
  });

  it('fan-tan: no joker moves until 7♦ is on the table', () => {
    const g = refStart(
      record(classic({ start: 'fan-tan', jokers: 1, jokerPlay: 'alone' }), { 0: ['7D', '6S'] }, [], 1, 0),
    );
    expect(refLegalMoves(g)).toEqual([play('7D')]);
  });

  it("stuck: a player left with only the joker is out at once ('stuck', not in finished) and skipped", () => {
    let g = refStart(record(classic({ players: 3, jokers: 1 }), { 0: ['9S', '5H'], 1: ['8S'] }, [], 2, 0));
    g = refApply(g, joker('8S', '9S'));
    const v = refView(g);
    expect(v.hands[1]).toEqual(['JK']);
    expect(v.finished).toEqual([]);
    expect(v.current).toBe(2);
    const s = refScore(g);
    expect(s.standings.map((x) => [x.player, x.status, x.cardsLeft])).toEqual([
      [0, 'playing', 1],
      [2, 'playing', 45],
      [1, 'stuck', 1],
    ]);
  });

  it('disqualification removes a held joker from the game', () => {
    const g0 = refStart(record(classic({ players: 3, jokers: 1, passLimit: 0 }), { 1: ['AS'] }, [], 0, 1));
    const g = applyAll(g0, [play('6S'), pass]);
    const v = refView(g);
    expect(v.disqualified).toEqual([1]);
    expect(v.hands.flat()).not.toContain('JK');
    expect(g.jokerRemoved).toBe(true);
    expect(v.table).toContain('AS');
  });

  it('creation: empty hands go out at once; a hand of only the joker is stuck; over when ≤ 1 still plays', () => {
    const g = refStart(record(classic({ players: 3, jokers: 1 }), { 1: ['7D'], 2: ['7S', '7H'] }, [], 0, 1));
    const v = refView(g);
    expect(v.over).toBe(true);
    expect(v.current).toBeNull();
    expect(v.finished).toEqual([2]);
    expect(v.legalMoves).toEqual([]);
    expect(refScore(g).standings.map((x) => [x.player, x.status])).toEqual([
      [2, 'out'],
      [0, 'playing'],
      [1, 'stuck'],
    ]);
  });

  it('provisional standings: fewest cards, then player index; chips sum to zero', () => {
    const g = refStart(record(classic({ players: 3 }), { 0: ['6S', 'AH'], 1: ['6H', 'AD'] }, [], 2));
    const s = refScore(g);
    expect(s.over).toBe(false);
    expect(s.standings.map((x) => x.player)).toEqual([0, 1, 2]);
    expect(s.standings.reduce((a, x) => a + x.chips, 0)).toBe(0);
  });

  it("views: another player's hand is null and legalMoves [] off turn", () => {
    const g = refStart(record(classic({ players: 3 }), { 0: ['6S', 'AH'] }, [], 2));
    const v0 = refView(g, 0);
    const v1 = refView(g, 1);
    expect(v0.player).toBe(0);
    expect(v0.hands[1]).toBeNull();
    expect(v0.legalMoves).toEqual([play('6S')]);
    expect(v1.hands[0]).toBeNull();
    expect(v1.legalMoves).toEqual([]);
    expect(v1.handSizes).toEqual(v0.handSizes);
    expect(refView(g).player).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Kill (SPEC §4)
// ---------------------------------------------------------------------------

describe('Kill 殺しの7並べ', () => {
  it('placement: any of the 8 neighbours on the table (sides and corners)', () => {
    const g = refStart(record(kill(), { 0: ['6H', '8C', '6S', '9D', '2C'] }, ['7D'], 1));
    expect(refLegalMoves(g)).toEqual([play('6H'), play('8C')]);
  });

  it("'fan-tan': 7♦ first, then a 7 at any time", () => {
    let g = refStart(record(kill({ players: 3 }), { 0: ['7D', '7S'], 1: ['7C', 'AS', '6D'] }, [], 2));
    expect(refLegalMoves(g)).toEqual([play('7D')]);
    g = refApply(g, play('7D'));
    expect(refLegalMoves(g)).toEqual([play('6D'), play('7C')]);
  });

  it('enclosure at an edge: 8♠ dies when 7♠, 9♠ and 8♥ are on the table', () => {
    let g = refStart(record(kill(), { 0: ['8H'] }, ['7S', '9S', '7D'], 1));
    expect(refDeathsOfLastMove(g)).toEqual([]);
    g = refApply(g, play('8H'));
    const v = refView(g);
    expect(refDeathsOfLastMove(g)).toEqual(['8S']);
    expect(v.dead[1]).toEqual(['8S']);
    expect(v.hands[1]).not.toContain('8S');
    expect(v.kills).toEqual([1, 0]);
    expect(v.finished).toEqual([0]); // p0's hand is empty: out at once
    expect(v.current).toBe(1);
    expect(v.over).toBe(false);
  });

  it('enclosure at a corner: A♠ dies when 2♠ and A♥ are on the table (A♥ placed diagonally)', () => {
    let g = refStart(record(kill(), { 0: ['AH', '3H'] }, ['2S', '7D'], 1));
    expect(refLegalMoves(g)).toEqual([play('AH'), play('3H')]);
    g = refApply(g, play('AH'));
    expect(refDeathsOfLastMove(g)).toEqual(['AS']);
    expect(refView(g).dead).toEqual([[], ['AS']]);
  });

  it("kill.diagonal 'kill-only': a diagonal-only placement must kill", () => {
    const g = refStart(record(kill({}, { diagonal: 'kill-only' }), { 0: ['AH', '3H'] }, ['2S', '7D'], 1));
    expect(refLegalMoves(g)).toEqual([play('AH')]);
    const g2 = refStart(record(kill({}, { diagonal: 'kill-only' }), { 0: ['6H', '8C', '6S'] }, ['7D'], 1));
    expect(refLegalMoves(g2)).toEqual([pass]);
  });

  it('group (seed 001): with A, 4 of a row and 2, 3 of the row below on the table, the 2 and 3 above both die', () => {
    const rec = record(kill(), { 0: ['3H', 'KC'] }, ['AS', '4S', '2H', '7D'], 1);
    const g = refApply(refStart(rec), play('3H'));
    expect(refDeathsOfLastMove(g)).toEqual(['2S', '3S']);
    expect(refView(g).kills).toEqual([2, 0]);
    const single = refApply(
      refStart(record(kill({}, { maxGroup: 1 }), { 0: ['3H', 'KC'] }, ['AS', '4S', '2H', '7D'], 1)),
      play('3H'),
    );
    expect(refDeathsOfLastMove(single)).toEqual([]);
  });

  it('an L-shaped enclosed component never dies; once it is a rectangle it does (self-kill, going out at once)', () => {
    const off: Card[] = ['2S', '3S', '3H', 'QC', 'KC', 'KD'];
    const table = ALL_CARDS.filter((c) => !off.includes(c));
    const rec = record(kill({}, { maxGroup: 12, threeWallGroups: true }), { 0: ['2S', '3H'] }, table, 1);
    let g = refStart(rec);
    expect(refDeathsOfLastMove(g)).toEqual([]);
    expect(refView(g).dead).toEqual([[], []]);
    g = refApply(g, play('2S'));
    expect(refDeathsOfLastMove(g)).toEqual(['3S', '3H']);
    const v = refView(g);
    expect(v.kills).toEqual([1, 0]);
    expect(v.selfKills).toEqual([1, 0]);
    expect(v.finished).toEqual([0]);
    expect(v.current).toBe(1);
    expect(v.dead).toEqual([['3H'], ['3S']]);
  });

  it('three walls: a full-height column at the edge dies only with threeWallGroups (and within maxGroup)', () => {
    const off: Card[] = ['AS', 'AH', 'AD', 'AC', 'QC', 'KC', 'KD'];
    const table = ALL_CARDS.filter((c) => !off.includes(c));
    const hands = { 0: ['QC', 'KC', 'KD'] as Card[] };
    const without = refStart(record(kill(), hands, table, 1));
    expect(refDeathsOfLastMove(without)).toEqual([]);
    const small = refStart(record(kill({}, { threeWallGroups: true, maxGroup: 3 }), hands, table, 1));
    expect(refDeathsOfLastMove(small)).toEqual([]);
    let g = refStart(record(kill({}, { threeWallGroups: true }), hands, table, 1));
    expect(refDeathsOfLastMove(g)).toEqual(['AS', 'AH', 'AD', 'AC']);
    let v = refView(g);
    expect(v.kills).toEqual([0, 0]); // the initial table credits nobody
    expect(v.dead[1]).toEqual(['AS', 'AH', 'AD', 'AC']);
    expect(v.hands[1]).toEqual([]);
    expect(v.finished).toEqual([]); // player 1 still 'playing' until the turn comes
    expect(v.current).toBe(0);
    // QC: KD, KC become a 2-cell rectangle on two walls → dies (self-kill), p0 out; then p1's turn comes: out
    g = refApply(g, play('QC'));
    expect(refDeathsOfLastMove(g)).toEqual(['KD', 'KC']);
    v = refView(g);
    expect(v.finished).toEqual([0, 1]);
    expect(v.over).toBe(true);
    expect(standingsOrder(g)).toEqual([0, 1]);
  });

  it("death 'left-right': a card dies when its left and right are closed", () => {
    const lr = refApply(
      refStart(record(kill({}, { death: 'left-right' }), { 0: ['9S', 'KC'] }, ['7S', 'TS', '7D'], 1)),
      play('9S'),
    );
    expect(refDeathsOfLastMove(lr)).toEqual(['8S']);
    const enclosed = refApply(refStart(record(kill(), { 0: ['9S', 'KC'] }, ['7S', 'TS', '7D'], 1)), play('9S'));
    expect(refDeathsOfLastMove(enclosed)).toEqual([]);
  });

  it('extraTurn: killing moves chain; a non-killing move passes the turn; killed-out player goes out when the turn comes', () => {
    const rec = record(
      kill({ players: 3 }, { extraTurn: true }),
      { 0: ['8H', 'AH', '6D', '2C'], 1: ['8S', 'AS'] },
      ['7S', '9S', '2S', '7D'],
      2,
    );
    let g = refStart(rec);
    g = refApply(g, play('8H'));
    expect(refDeathsOfLastMove(g)).toEqual(['8S']);
    expect(g.current).toBe(0);
    g = refApply(g, play('AH'));
    expect(refDeathsOfLastMove(g)).toEqual(['AS']);
    expect(g.current).toBe(0);
    let v = refView(g);
    expect(v.hands[1]).toEqual([]);
    expect(v.finished).toEqual([]);
    expect(refScore(g).standings.find((x) => x.player === 1)?.status).toBe('playing');
    g = refApply(g, play('6D'));
    expect(refDeathsOfLastMove(g)).toEqual([]);
    v = refView(g);
    expect(v.finished).toEqual([1]);
    expect(v.current).toBe(2);
    expect(v.kills).toEqual([2, 0, 0]);

    const noExtra = refApply(
      refStart(record(kill({ players: 3 }), { 0: ['8H', '6D'], 1: ['8S', 'AS'] }, ['7S', '9S', '2S', '7D'], 2)),
      play('8H'),
    );
    expect(noExtra.current).toBe(1);
  });

  it("going out when the turn arrives after another player killed one's last cards", () => {
    let g = refStart(record(kill({ players: 3 }), { 0: ['8H', '6D'], 2: ['8S'] }, ['7S', '9S', '7D'], 1));
    g = refApply(g, play('8H'));
    let v = refView(g);
    expect(v.current).toBe(1);
    expect(v.hands[2]).toEqual([]);
    expect(v.finished).toEqual([]);
    const move = refLegalMoves(g)[0]!;
    g = refApply(g, move);
    v = refView(g);
    expect(v.finished).toEqual([2]);
    expect(v.current).toBe(0);
  });

  it('disqualification in Kill: cards go to the table, deaths are credited to nobody', () => {
    const rec = record(
      kill({ players: 3, start: 'sevens', passLimit: 0 }),
      { 0: ['6S', 'KC'], 1: ['2S', 'AH'] },
      [],
      2,
    );
    let g = refApply(refStart(rec), play('6S'));
    expect(refLegalMoves(g)).toEqual([pass]);
    g = refApply(g, pass);
    const v = refView(g);
    expect(v.disqualified).toEqual([1]);
    expect(refDeathsOfLastMove(g)).toEqual(['AS']);
    expect(v.dead[2]).toEqual(['AS']);
    expect(v.kills).toEqual([0, 0, 0]);
    expect(v.selfKills).toEqual([0, 0, 0]);
    expect(v.current).toBe(2);
    const last = refScore(g).standings.at(-1)!;
    expect([last.player, last.status, last.cardsLeft]).toEqual([1, 'disqualified', 0]);
  });

  it("tie-breaks: 'kills' = more kills then earlier out; 'finish' = earlier out", () => {
    const hands = { 0: ['4C'] as Card[], 1: ['2C'] as Card[], 2: ['3C'] as Card[] };
    const table = ALL_CARDS.filter((c) => !['2C', '3C', '4C'].includes(c));
    const run = (tiebreak: 'kills' | 'finish'): RefGame => {
      const opts = kill({ players: 3, start: 'sevens', firstPlayer: 1 }, { maxGroup: 1, tiebreak });
      let g = refStart({ options: opts, deal: { hands: [hands[0], hands[1], hands[2]], table } });
      g = refApply(g, play('2C'));
      expect(refDeathsOfLastMove(g)).toEqual([]);
      g = refApply(g, play('3C'));
      expect(refDeathsOfLastMove(g)).toEqual(['4C']);
      return g;
    };
    const byKills = run('kills');
    const v = refView(byKills);
    expect(v.over).toBe(true);
    expect(v.finished).toEqual([1, 2, 0]);
    expect(v.kills).toEqual([0, 0, 1]);
    expect(standingsOrder(byKills)).toEqual([2, 1, 0]);
    expect(standingsOrder(run('finish'))).toEqual([1, 2, 0]);
    expect(refScore(byKills).standings.every((x) => x.chips === 0 && x.status === 'out')).toBe(true);
  });

  it('provisional Kill standings: a player not yet out ranks after players out, then by index', () => {
    let g = refStart(
      record(kill({ players: 3 }, { tiebreak: 'finish' }), { 0: ['8H', '6D'], 1: ['6H'] }, ['7S', '9S', '7D'], 2),
    );
    g = applyAll(g, [play('8H'), play('6H')]); // p1 out at once; p2 lost 8S
    expect(refView(g).finished).toEqual([1]);
    expect(standingsOrder(g)).toEqual([1, 0, 2]);
  });
});

// ---------------------------------------------------------------------------
// Random play: invariants
// ---------------------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function randomRecord(rand: () => number): RefRecord {
  const players = 2 + Math.floor(rand() * 7);
  const variant = rand() < 0.5 ? 'classic' : 'kill';
  const start = pick(rand, ['sevens', 'fan-tan'] as const);
  const passLimit = pick(rand, [null, 0, 1, 3] as const);
  const freePass = passLimit !== null && rand() < 0.4;
  const jokers = variant === 'classic' && rand() < 0.5 ? 1 : 0;
  const deck: Card[] = [...ALL_CARDS];
  if (jokers === 1) deck.push('JK');
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const table: Card[] = [];
  if (start === 'sevens' && rand() < 0.3) {
    const k = Math.floor(rand() * 12);
    for (let i = 0; i < k; i++) {
      const idx = deck.findIndex((c) => c !== 'JK');
      table.push(deck.splice(idx, 1)[0]!);
    }
  }
  const hands: Card[][] = [];
  for (let p = 0; p < players; p++) hands.push([]);
  deck.forEach((card, i) => hands[i % players]!.push(card));
  let firstPlayer = table.includes('7D') ? 0 : hands.findIndex((h) => h.includes('7D'));
  if (rand() < 0.25) firstPlayer = Math.floor(rand() * players);
  let options: RefOptions;
  if (variant === 'classic') {
    options = {
      variant,
      players,
      start,
      firstPlayer,
      passLimit,
      freePass,
      tunnel: rand() < 0.5,
      jokers: jokers as 0 | 1,
      jokerPlay: pick(rand, ['bridge', 'alone'] as const),
    };
  } else {
    const death = pick(rand, ['enclosed', 'left-right'] as const);
    options = {
      variant,
      players,
      start,
      firstPlayer,
      passLimit,
      freePass,
      kill: {
        maxGroup: 1 + Math.floor(rand() * 12),
        threeWallGroups: rand() < 0.5,
        extraTurn: rand() < 0.5,
        death,
        diagonal: death === 'left-right' ? 'always' : pick(rand, ['always', 'kill-only'] as const),
        tiebreak: pick(rand, ['kills', 'finish'] as const),
      },
    };
  }
  table.sort((a, b) => ALL_CARDS.indexOf(a) - ALL_CARDS.indexOf(b));
  return { options, deal: { hands, table } };
}

function checkInvariants(game: RefGame, v: GameView): void {
  const seen = new Map<Card, number>();
  const count = (c: Card): void => {
    seen.set(c, (seen.get(c) ?? 0) + 1);
  };
  for (const hand of v.hands) for (const c of hand ?? []) count(c);
  for (const c of v.table) count(c);
  for (const pile of v.dead) for (const c of pile) count(c);
  for (const c of ALL_CARDS) expect(seen.get(c), c).toBe(1);
  const jokerCount = seen.get('JK') ?? 0;
  const jokers = game.options.variant === 'classic' ? game.options.jokers : 0;
  expect(jokerCount + (game.jokerRemoved ? 1 : 0)).toBe(jokers);
  expect(seen.size).toBe(52 + jokerCount);
  const s = refScore(game);
  expect(s.standings.map((x) => x.rank)).toEqual(s.standings.map((_, i) => i + 1));
  expect([...s.standings.map((x) => x.player)].sort((a, b) => a - b)).toEqual(v.hands.map((_, i) => i));
  expect(s.standings.reduce((a, x) => a + x.chips, 0)).toBe(0);
  expect(v.handSizes).toEqual(v.hands.map((h) => h?.length ?? -1));
  expect(v.over).toBe(v.current === null);
}

describe('random play', () => {
  it('200 random games of random legal moves end within 2,000 moves with consistent state', () => {
    const rand = mulberry32(20240601);
    let moves = 0;
    for (let gameIndex = 0; gameIndex < 200; gameIndex++) {
      const rec = randomRecord(rand);
      let g = refStart(rec);
      checkInvariants(g, refView(g));
      let steps = 0;
      while (!g.over) {
        expect(steps, `game ${gameIndex} ${JSON.stringify(rec.options)}`).toBeLessThan(2000);
        const legal = refLegalMoves(g);
        expect(legal.length).toBeGreaterThan(0);
        const before = JSON.stringify(g);
        const next = refApply(g, pick(rand, legal));
        expect(JSON.stringify(g)).toBe(before); // never mutates its input
        g = next;
        steps++;
        checkInvariants(g, refView(g));
      }
      moves += steps;
      expect(refLegalMoves(g)).toEqual([]);
      expect(() => refApply(g, pass)).toThrow(/illegal/);
      const s = refScore(g);
      expect(s.over).toBe(true);
      if (g.options.variant === 'kill') {
        expect(s.standings.every((x) => x.status === 'out' || x.status === 'disqualified')).toBe(true);
      } else {
        expect(s.standings.filter((x) => x.status === 'playing').length).toBeLessThanOrEqual(1);
      }
    }
    expect(moves).toBeGreaterThan(200);
  });
});

// ---------------------------------------------------------------------------
// Group rule: BFS + rectangle check vs brute force over every rectangle
// ---------------------------------------------------------------------------

describe('group death rule', () => {
  it('BFS-based rule agrees with the brute force on 2,000 random tables', () => {
    const rand = mulberry32(7);
    let positives = 0;
    for (let t = 0; t < 2000; t++) {
      const mode = t % 3;
      const density = mode === 0 ? rand() : 0.5 + rand() / 2;
      const onTable: boolean[][] = [];
      for (let r = 0; r < 4; r++) {
        const line: boolean[] = [];
        for (let c = 0; c < 13; c++) line.push(mode === 1 ? true : rand() < density);
        onTable.push(line);
      }
      if (mode !== 0) {
        // carve a few random rectangles out of the table
        const holes = 1 + Math.floor(rand() * 3);
        for (let h = 0; h < holes; h++) {
          const r0 = Math.floor(rand() * 4);
          const c0 = Math.floor(rand() * 13);
          const r1 = Math.min(3, r0 + Math.floor(rand() * 4));
          const c1 = Math.min(12, c0 + Math.floor(rand() * 5));
          for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) onTable[r]![c] = false;
        }
      }
      for (const maxGroup of [2, 4, 9, 12]) {
        for (const threeWallGroups of [false, true]) {
          const opts = { maxGroup, threeWallGroups };
          const expected = bruteForceGroupDeaths(onTable, opts);
          const actual = refGroupDeaths(onTable, opts);
          expect(actual).toEqual(expected);
          for (const line of actual) for (const cell of line) if (cell) positives++;
        }
      }
    }
    expect(positives).toBeGreaterThan(1000);
  });

  it('hand-checked shapes: rectangle dies, L does not, whole empty grid never', () => {
    const full = (): boolean[][] => Array.from({ length: 4 }, () => new Array<boolean>(13).fill(true));
    const opts = { maxGroup: 9, threeWallGroups: false };
    const l = full();
    l[1]![3] = false;
    l[1]![4] = false;
    l[2]![3] = false;
    expect(refGroupDeaths(l, opts).flat().some(Boolean)).toBe(false);
    expect(bruteForceGroupDeaths(l, opts).flat().some(Boolean)).toBe(false);
    const rect = full();
    rect[1]![3] = false;
    rect[1]![4] = false;
    expect(refGroupDeaths(rect, opts)[1]!.slice(3, 5)).toEqual([true, true]);
    const empty = Array.from({ length: 4 }, () => new Array<boolean>(13).fill(false));
    expect(refGroupDeaths(empty, { maxGroup: 12, threeWallGroups: true }).flat().some(Boolean)).toBe(false);
  });
});
