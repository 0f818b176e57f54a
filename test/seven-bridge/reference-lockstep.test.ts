/**
 * Lockstep: the library's Seven Bridge against the reference engine (reference.ts, written from the
 * SPEC alone), over many random games with random option mixes (every option of SPEC-seven-bridge
 * §2) and explicit decks for every round (shuffled by the library's `Random`).
 *
 * Both engines play the same moves, chosen among the legal moves (uniformly, or with a bias toward
 * melds, lay-offs and claims so that those happen), sometimes given in another accepted form (a
 * set's cards in another order, an extra field). At the start and after every move we compare the
 * SET of legal moves, every SPEC field of the whole-truth view and of each player's view (hands,
 * events, lastMove…), the score, and the legality of variants of the legal moves. At the end the
 * record must hold the resolved options, the decks and the moves, and deserialize to the same game.
 *
 * A failure prints the game's seed, its options (decks included) and the moves so far.
 * A second run plays games whose stocks are rebuilt from the discard pile several times a round
 * (`stockOut: 'reshuffle'` with 2 to 5 rebuilds allowed, play that seldom melds), and
 * counts the rebuilds; both print what their games reached.
 *
 * More games: `SB_LOCKSTEP_GAMES=2000 SB_LOCKSTEP_LONG=200 SB_LOCKSTEP_FROM=1000 npx vitest run test/seven-bridge/reference-lockstep`;
 * one game: `SB_LOCKSTEP_SEED=sb-lockstep-17 npx vitest run test/seven-bridge/reference-lockstep`.
 */
import { describe, expect, test } from 'vitest';
import * as sb from '../../src/seven-bridge/index.js';
import { Random } from '../../src/shared/random.js';
import { canonical, difference, legalityDifference } from './reference-compare.js';
import { chooseMove, type Mix, POLICIES, type Policy, randomMix } from './reference-random.js';
import { chi, deckFor, discard, draw, layoff, meld, pass, pon } from './reference-fixtures.js';
import {
  moveKey,
  normalMove,
  type RefOptions,
  type RefGame,
  type RefMove,
  refApply,
  refLegalMoves,
  refResolve,
  refScore,
  refStart,
  refView,
} from './reference.js';

const GAMES = Math.max(1, Number.parseInt(process.env.SB_LOCKSTEP_GAMES ?? '', 10) || 80);
const FROM = Number.parseInt(process.env.SB_LOCKSTEP_FROM ?? '', 10) || 0;
/** Games of the second test, whose stocks run out several times a round. */
const LONG = Math.max(1, Number.parseInt(process.env.SB_LOCKSTEP_LONG ?? '', 10) || 12);
/** Options every game takes (JSON), to aim a long run at some rules: SB_LOCKSTEP_OPTIONS='{"players":2}'. */
const OVERRIDES = JSON.parse(process.env.SB_LOCKSTEP_OPTIONS ?? '{}') as Partial<RefOptions>;

/** How to reproduce a game: its options (decks included) and moves. */
const reproduce = (mix: Mix, moves: readonly RefMove[]): string =>
  `options: ${JSON.stringify(mix.options)}\nmoves: ${JSON.stringify(moves)}`;

/** The move as given to the engines: sometimes a set's cards shuffled, sometimes an extra field. */
function asGiven(rng: Random, move: RefMove): RefMove {
  const r = rng.int(6);
  if (r === 0 && (move.type === 'meld' || move.type === 'pon') && move.cards.length >= 3) {
    const shuffled = { ...move, cards: rng.shuffle([...move.cards]) };
    // only when the shuffled cards are still the same move (a set in any order)
    if (moveKey(normalMove(shuffled, 'low')) === moveKey(move)) return shuffled;
  }
  if (r === 1) return { ...move, note: 'ignored' } as unknown as RefMove;
  return move;
}

const tally = (counts: Map<string, number>, key: string): void => {
  counts.set(key, (counts.get(key) ?? 0) + 1);
};

/** Plays one game in lockstep; counts the event types seen (for coverage), throws on a difference. */
function lockstep(seed: string, counts: Map<string, number>, long = false): void {
  const rng = new Random(seed);
  // long: rounds that run their stock out several times (rebuilds allowed 2 to 5 times, few melds)
  const overrides: Partial<RefOptions> = long ? { stockOut: 'reshuffle', restocks: 2 + rng.int(4) } : {};
  const mix = randomMix(rng, { ...OVERRIDES, ...overrides }, long ? 0 : 0.25);
  const policy: Policy = long
    ? ((['uniform', 'few-melds', 'few-melds'] as const)[rng.int(3)] ?? 'uniform')
    : (POLICIES[rng.int(POLICIES.length)] as Policy);
  let state = sb.createGame(mix.options as never);
  let ref: RefGame = refStart(mix.resolved, mix.decks);
  const played: RefMove[] = [];
  const fail = (what: string): never => {
    throw new Error(`lockstep ${seed} (${policy}), after ${played.length} moves: ${what}\n${reproduce(mix, played)}`);
  };
  const check = (): void => {
    const d = difference(state, ref);
    if (d !== null) fail(d);
  };
  check();
  while (ref.phase !== 'over') {
    const legal = refLegalMoves(ref).sort((a, b) => (moveKey(a) < moveKey(b) ? -1 : 1));
    if (rng.int(4) === 0) {
      const d = legalityDifference(state, ref, legal);
      if (d !== null) fail(d);
    }
    const move = asGiven(rng, chooseMove(rng, legal, policy));
    played.push(move);
    try {
      state = sb.applyMove(state, move as never);
    } catch (e) {
      fail(`the engine refused ${JSON.stringify(move)}: ${String(e)}`);
    }
    const restocksBefore = ref.restocks;
    ref = refApply(ref, move);
    for (const e of ref.events) {
      if (e.type === 'round-over')
        tally(counts, `rounds-rebuilt-${restocksBefore + ref.events.filter((x) => x.type === 'restock').length}-times`);
      const key =
        e.type === 'out' ? `out${e.oneShot ? '-one-shot' : ''}` : e.type === 'claim' ? `claim-${e.kind}` : e.type;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (e.type === 'restock' && restocksBefore + 1 >= 2) tally(counts, 'restock-2nd-or-later');
      if (e.type === 'restock' && restocksBefore + 1 === ref.options.restocks) tally(counts, 'restock-limit-reached');
      if (e.type === 'stock-out' && ref.options.stockOut === 'reshuffle') {
        tally(counts, restocksBefore >= ref.options.restocks ? 'stock-out-restocks-spent' : 'stock-out-pile-too-small');
      }
      if (e.type === 'stock-out' && ref.options.stockOut !== 'reshuffle')
        tally(counts, `stock-out-${ref.options.stockOut}`);
    }
    check();
  }
  const rounds = refScore(ref).rounds.length;
  if (ref.options.target !== null && rounds < ref.options.rounds) tally(counts, 'ended-by-target');
  if (ref.options.sevenPenalty === 'each') tally(counts, 'games-seven-penalty-each');
  // the record: resolved options with the seed, no decks in them; every deck; the moves as played
  const record = JSON.parse(sb.serialize(state)) as Record<string, unknown>;
  const options = { ...mix.resolved, seed: mix.options.seed };
  const expected = {
    format: 'shichinarabe/seven-bridge/1',
    options,
    decks: mix.decks,
    moves: played.map((m) => normalMove(m, ref.options.aces)),
  };
  if (canonical(record) !== canonical(expected))
    fail(`serialize\n  engine:    ${canonical(record)}\n  expected:  ${canonical(expected)}`);
  const again = sb.deserialize(sb.serialize(state));
  if (canonical(sb.view(again)) !== canonical(sb.view(state))) fail('deserialize(serialize(state)) differs');
}

describe('the library in lockstep with the reference engine', () => {
  test(
    `${GAMES} random games over every option agree at every move`,
    () => {
      const counts = new Map<string, number>();
      const only = process.env.SB_LOCKSTEP_SEED;
      if (only !== undefined) return lockstep(only, counts);
      for (let i = FROM; i < FROM + GAMES; i++) lockstep(`sb-lockstep-${i}`, counts);
      console.log(`seven-bridge lockstep, ${GAMES} games: ${JSON.stringify(Object.fromEntries([...counts].sort()))}`);
      // the games reached the rules worth comparing
      for (const kind of [
        'meld',
        'layoff',
        'claim-pon',
        'claim-chi',
        'no-claim',
        'out',
        'out-one-shot',
        'stock-out',
        'round',
        'restock',
        'restock-2nd-or-later',
        'restock-limit-reached',
        'stock-out-restocks-spent',
        'stock-out-void',
        'stock-out-score',
        'ended-by-target',
        'games-seven-penalty-each',
      ]) {
        expect(counts.get(kind) ?? 0, `no '${kind}' in ${GAMES} games`).toBeGreaterThan(0);
      }
    },
    60_000 + GAMES * 1000,
  );

  test(
    `${LONG} random games whose stocks run out several times a round agree at every move`,
    () => {
      const counts = new Map<string, number>();
      for (let i = FROM; i < FROM + LONG; i++) lockstep(`sb-lockstep-long-${i}`, counts, true);
      console.log(
        `seven-bridge lockstep, ${LONG} long games: ${JSON.stringify(Object.fromEntries([...counts].sort()))}`,
      );
      // most rounds rebuilt their stock more than once, many up to their limit, then ended on a stock out
      const rebuilt = (k: number): number => counts.get(`rounds-rebuilt-${k}-times`) ?? 0;
      expect(rebuilt(2) + rebuilt(3) + rebuilt(4) + rebuilt(5)).toBeGreaterThan(LONG / 2);
      expect(rebuilt(3) + rebuilt(4) + rebuilt(5)).toBeGreaterThan(0);
      expect(counts.get('restock') ?? 0).toBeGreaterThan(2 * LONG);
      expect(counts.get('stock-out-restocks-spent') ?? 0).toBeGreaterThan(0);
    },
    60_000 + LONG * 5000,
  );
});

/** A hand-made game: options over the defaults, one deck per round, scripted moves. */
interface Scripted {
  name: string;
  options: Partial<RefOptions>;
  decks: string[][];
  moves: RefMove[];
  /** The last move's events, as the reference writes them (pins the rule the case is about). */
  last: unknown[];
}

/** Rare rules the random games seldom reach, played move by move in both engines. */
const SCRIPTED: Scripted[] = [
  {
    name: 'a pon that empties the hand goes out at once without discardToGoOut; the discarder pays',
    options: { players: 2, firstRoundClaims: true, discardToGoOut: false, discarderPays: true },
    decks: [
      deckFor(2, 0, { 0: ['9S', '5D', 'KD'], 1: ['2C', '3C', '4C', '5C', '6C', '5S', '5H'] }, ['QD', 'JD', 'TD'], 0),
    ],
    moves: [
      draw,
      discard('9S'),
      pass,
      draw,
      meld('2C', '3C', '4C', '5C', '6C'),
      discard('JD'),
      pass,
      draw,
      discard('5D'),
      pon('5S', '5H', '5D'),
    ],
    last: [
      { type: 'claim', player: 1, kind: 'pon', meld: 1, cards: ['5S', '5H', '5D'], from: 0 },
      { type: 'out', player: 1, oneShot: false },
      // P0 holds KD KC KH KS 2D QD TD: 62, theirs to pay
      { type: 'round-over', round: 1, winner: 1, points: [62, 0] },
      { type: 'over' },
    ],
  },
  {
    name: 'with discardToGoOut the same pon is not offered (it would empty the hand)',
    options: { players: 2, firstRoundClaims: true },
    decks: [
      deckFor(2, 0, { 0: ['9S', '5D', 'KD'], 1: ['2C', '3C', '4C', '5C', '6C', '5S', '5H'] }, ['QD', 'JD', 'TD'], 0),
    ],
    moves: [
      draw,
      discard('9S'),
      pass,
      draw,
      meld('2C', '3C', '4C', '5C', '6C'),
      discard('JD'),
      pass,
      draw,
      discard('5D'),
      pass,
    ],
    last: [{ type: 'answer', player: 1, answer: 'pass' }, { type: 'no-claim' }],
  },
  {
    name: 'going out in one go after a pon (three players, the discarder pays, sevens double)',
    options: { players: 3, firstRoundClaims: true, discarderPays: true, sevenPenalty: true },
    decks: [
      deckFor(
        3,
        0,
        {
          0: ['5H', '2C', '3C', '4D', '6D', '8D', '7D'],
          1: ['6H', '7H', 'AS', '2S', '3S', '4S', '9S'],
          2: ['5S', '5D', '9C', 'TC', 'JC', 'QC', 'KH'],
        },
        ['KD'],
        0,
      ),
    ],
    moves: [
      draw,
      discard('5H'),
      chi('5H', '6H', '7H'),
      pon('5S', '5H', '5D'),
      meld('9C', 'TC', 'JC', 'QC'),
      discard('KH'),
    ],
    // P0 holds 2C 3C 4D 6D 8D 7D KD = 40, doubled (one go) and doubled (a 7): 160; P1 41 × 2 × 2 = 164
    last: [
      { type: 'discard', player: 2, card: 'KH' },
      { type: 'out', player: 2, oneShot: true },
      { type: 'round-over', round: 1, winner: 2, points: [324, 0, 0] },
      { type: 'over' },
    ],
  },
  {
    name: 'a held chi made on the last pass empties the hand and goes out (no discardToGoOut)',
    options: { players: 3, firstRoundClaims: true, discardToGoOut: false },
    decks: [
      deckFor(3, 0, { 0: ['9S', '5H'], 1: ['2C', '3C', '4C', '5C', '6C', '6H', '7H'] }, ['KD', 'QD', 'JD', 'TD'], 0),
    ],
    moves: [
      ...[draw, discard('9S'), pass, pass],
      ...[draw, meld('2C', '3C', '4C', '5C', '6C'), discard('QD'), pass, pass],
      ...[draw, discard('JD'), pass, pass],
      ...[draw, discard('5H'), chi('5H', '6H', '7H'), pass],
    ],
    // P0 holds KC KH KS 2D 2H KD TD (54), P2 2S JC JH JS 4D 4H 4S (44)
    last: [
      { type: 'answer', player: 2, answer: 'pass' },
      { type: 'claim', player: 1, kind: 'chi', meld: 1, cards: ['5H', '6H', '7H'], from: 0 },
      { type: 'out', player: 1, oneShot: false },
      { type: 'round-over', round: 1, winner: 1, points: [54, 0, 44] },
      { type: 'over' },
    ],
  },
  {
    name: 'a lone 7 may not be left with noSevenOrJokerFinish; a joker lays off onto a 6-7 pair',
    options: { players: 2, jokers: 1, noSevenOrJokerFinish: true, jokerPenalty: true, jokerPoints: 15 },
    decks: [deckFor(2, 0, { 0: ['6S', '7S', '2H', '3H', '4H', '7H', 'JK'] }, ['5H', 'KC'], 1)],
    moves: [
      draw,
      meld('6S', '7S'),
      layoff(0, 'JK', 'high'),
      meld('2H', '3H', '4H'), // not 2H-5H: that would leave a lone 7H
      discard('5H'),
      draw,
      discard('KC'),
      draw, // AS: laying it off onto 2H-4H would leave a lone 7H
      discard('7H'),
    ],
    last: [{ type: 'discard', player: 0, card: '7H' }],
  },
];

describe('hand-made games in lockstep (rules random games seldom reach)', () => {
  for (const c of SCRIPTED) {
    test(c.name, () => {
      const options = { seed: 1, ...c.options, decks: c.decks };
      let state = sb.createGame(options as never);
      let ref = refStart(refResolve(c.options), c.decks);
      const at = (i: number): string => `${c.name}, after ${i} moves`;
      expect(difference(state, ref), at(0)).toBeNull();
      c.moves.forEach((move, i) => {
        state = sb.applyMove(state, move as never);
        ref = refApply(ref, move);
        expect(difference(state, ref), at(i + 1)).toBeNull();
      });
      expect(refView(ref).events).toEqual(c.last);
    });
  }
});
