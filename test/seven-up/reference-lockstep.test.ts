/**
 * Seven Up / All Fours: the library's engine run in LOCKSTEP with the reference engine
 * (test/seven-up/reference.ts, written from the SPEC alone) over many random games and option
 * mixes, with explicit decks (shuffled by the library's `Random`). At every step both must agree
 * on: the SET of legal moves (the order is the engine's choice), every field of the whole-truth
 * view, every player's view, the score, and `isLegalMove` / the `IllegalMoveError` code of every
 * candidate move (sampled steps). At the end of each game the record must hold the resolved
 * options, the decks and the moves. A failure message holds what is needed to reproduce it.
 */
import { describe, expect, test } from 'vitest';
import { Random } from '../../src/shared/random.js';
import * as su from '../../src/seven-up/index.js';
import { type DeckPlan, makeDeck, randomDecks } from './reference-decks.js';
import { type RefView, refScore, refView } from './reference-view.js';
import {
  ALL_CARDS,
  type RefGame,
  type RefMove,
  type RefOptions,
  refApply,
  refLegalMoves,
  refStart,
} from './reference.js';

type State = ReturnType<typeof su.createGame>;
type Move = Parameters<typeof su.applyMove>[1];

const DECKS = 60;
/** Decks for a game to 100 points (some 50 to 100 deals, redeals included). */
const DECKS_TO_100 = 400;
/** Random games per run; `SU_LOCKSTEP_GAMES=2000 SU_LOCKSTEP_FIRST=100 npx vitest run …` for a long search. */
const GAMES = Number(process.env.SU_LOCKSTEP_GAMES ?? 100);
const FIRST_GAME = Number(process.env.SU_LOCKSTEP_FIRST ?? 0);
/** The time a run may take: a long search (thousands of games) runs for hours on a busy machine. */
const LONG = Math.max(600_000, GAMES * 10_000);
const canon = (m: unknown): string => JSON.stringify(m, Object.keys(m as object).sort());
const moveSet = (moves: readonly unknown[]): string[] => moves.map(canon).sort();
/** JSON with every object's keys sorted, at any depth (key order is nobody's business). */
const deep = (x: unknown): string =>
  JSON.stringify(x, (_, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

/**
 * The options of game i: players 2–4, partnerships with 4, any dealer, small targets mostly (now and
 * then 14, 21 or 100), and each of revision 2's options either way, at random.
 */
function randomOptions(rng: Random): RefOptions {
  const players = 2 + rng.int(3);
  const targets = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 7, 11, 14, 14, 21];
  return {
    players,
    partnerships: players === 4 && rng.int(2) === 0,
    dealer: rng.int(players),
    target: rng.int(50) === 0 ? 100 : (targets[rng.int(targets.length)] as number),
    direction: rng.int(2) === 0 ? 'clockwise' : 'anticlockwise',
    kick: rng.int(2) === 0 ? 'jack' : 'trinidad',
    hangJack: rng.int(2) === 0,
    giftMayWin: rng.int(2) === 0,
    low: rng.int(2) === 0 ? 'taker' : 'holder',
  };
}

/** The code the SPEC gives a well-formed candidate move (null: legal); a set when it could be either. */
function expectedCodes(g: RefGame, m: RefMove): string[] | null {
  if (g.phase === 'over') return ['game-over'];
  const legal = refLegalMoves(g).some((x) => canon(x) === canon(m));
  if (legal) return null;
  const hand = g.hands[g.current as number] as string[];
  const held = !('card' in m) || hand.includes(m.card);
  const phaseOf: Record<RefMove['type'], string[]> = {
    stand: ['stand'],
    beg: ['stand'],
    gift: ['gift'],
    run: ['gift'],
    discard: ['discard'],
    play: ['play'],
  };
  if (!phaseOf[m.type].includes(g.phase)) return held ? ['wrong-phase'] : ['wrong-phase', 'not-in-hand'];
  if (m.type === 'gift') return ['gift-not-allowed'];
  if (!held) return ['not-in-hand'];
  return ['must-follow'];
}

const CANDIDATES: RefMove[] = [
  { type: 'stand' },
  { type: 'beg' },
  { type: 'gift' },
  { type: 'run' },
  ...ALL_CARDS.map((card) => ({ type: 'discard' as const, card })),
  ...ALL_CARDS.map((card) => ({ type: 'play' as const, card })),
];

function codeOf(state: State, m: Move): string | null {
  try {
    su.applyMove(state, m);
    return null;
  } catch (e) {
    if (e instanceof su.IllegalMoveError) return e.code;
    return `not an IllegalMoveError: ${String(e)}`;
  }
}

/** Compares the engine's state with the reference game; throws a message that reproduces it. */
function compare(state: State, g: RefGame, where: () => string, full: boolean): void {
  const fail = (what: string, actual: unknown, expected: unknown): never => {
    throw new Error(
      `${where()}\n${what} differs:\n  engine:    ${JSON.stringify(actual)}\n  reference: ${JSON.stringify(expected)}`,
    );
  };
  const same = (what: string, actual: unknown, expected: unknown): void => {
    if (JSON.stringify(actual) !== JSON.stringify(expected) && deep(actual) !== deep(expected)) {
      fail(what, actual, expected);
    }
  };
  const ref = refLegalMoves(g);
  same('legalMoves (as a set)', moveSet(su.legalMoves(state)), moveSet(ref));
  for (const p of [null, ...g.hands.map((_, i) => i)]) {
    const v = (p === null ? su.view(state) : su.view(state, p)) as unknown as Record<string, unknown>;
    const r = refView(g, p) as unknown as Record<string, unknown>;
    const who = p === null ? 'whole truth' : `player ${p}`;
    same(`${who} view's fields`, Object.keys(v).sort(), Object.keys(r).sort());
    for (const key of Object.keys(r) as (keyof RefView)[]) {
      if (key === 'legalMoves')
        same(`${who} view.legalMoves (as a set)`, moveSet(v[key] as unknown[]), moveSet(r[key] as unknown[]));
      else same(`${who} view.${key}`, v[key], r[key]);
    }
  }
  same('score', su.score(state), refScore(g));
  if (!full) return;
  for (const m of CANDIDATES) {
    const codes = expectedCodes(g, m);
    const ok = su.isLegalMove(state, m as Move);
    if (ok !== (codes === null)) fail(`isLegalMove(${JSON.stringify(m)})`, ok, codes === null);
    if (codes === null) continue;
    const code = codeOf(state, m as Move);
    if (code === null || !codes.includes(code)) fail(`applyMove(${JSON.stringify(m)}) code`, code, codes);
  }
}

/** Picks a move uniformly, with a bias toward beg and run in some games. */
function choose(moves: RefMove[], rng: Random, bias: number): RefMove {
  const special = moves.find((m) => m.type === 'beg' || m.type === 'run');
  if (special !== undefined && rng.float() < bias) return special;
  return moves[rng.int(moves.length)] as RefMove;
}

interface Tally {
  games: number;
  moves: number;
  deals: number;
  redeals: number;
  gifts: number;
  /** Gift phases in which the gift was refused (`giftMayWin: false` near the target). */
  refusedGifts: number;
  /** Turn-ups that scored, by their points (`jack` 1; Trinidad A 1, 6 2, J 3) and where. */
  kicks: Record<string, number>;
  /** Jacks of trumps awarded with `hangJack`: hanged (3 points) and kept (1). */
  hangedJacks: number;
  keptJacks: number;
  /** Jacks won by the partner of the player who played them, with `hangJack` (not hanged). */
  partnerJacks: number;
  wonMidAwards: number;
  wonByKick: number;
  wonByHangedJack: number;
  /** Games per option value of revision 2. */
  anticlockwise: number;
  trinidad: number;
  hangJackGames: number;
  noGiftWin: number;
  target100: number;
}

/** Plays one game in lockstep: `label` names it in messages, `recipe` says how its decks were made. */
function runGame(
  label: string,
  options: RefOptions,
  decks: string[][],
  recipe: string,
  rng: Random,
  bias: number,
  tally: Tally,
): void {
  const seed = tally.games;
  const moves: RefMove[] = [];
  const where = (): string =>
    `${label}: options ${JSON.stringify({ ...options, seed })}, decks ${recipe} ` +
    `(first deck ${decks[0]?.join(' ')}), moves (${moves.length}) ${JSON.stringify(moves)}`;
  let state: State = su.createGame({ ...options, seed, decks } as never);
  let g = refStart(options, decks);
  compare(state, g, where, true);
  // Each turn-up that scored: its rank, where (a deal's first turn-up, or the one that made trump
  // while running) and its points; a new game's first turn-up is told by no event.
  const countKicks = (after: RefGame): void => {
    after.events.forEach((e, k) => {
      if (e.type !== 'point' || e.reason !== 'turn-up') return;
      const turnUp = after.events[k - 1]?.type === 'turn-up' ? after.events[k - 1] : after.events[k - 2];
      const running = after.events[k - 1]?.type === 'trump';
      const key = `${turnUp?.type === 'turn-up' ? turnUp.card[0] : '?'}${running ? ' running' : ''}:${e.points}`;
      tally.kicks[key] = (tally.kicks[key] ?? 0) + 1;
      if (after.events[k + 1]?.type === 'over') tally.wonByKick++;
    });
  };
  if (g.points.some((p) => p > 0)) tally.kicks['at creation'] = (tally.kicks['at creation'] ?? 0) + 1;
  if (g.phase === 'over') tally.wonByKick++;
  let step = 0;
  while (g.phase !== 'over') {
    if (step++ > 20000) throw new Error(`${where()}: no end`);
    const legal = refLegalMoves(g);
    if (g.phase === 'gift' && !legal.some((m) => m.type === 'gift')) tally.refusedGifts++;
    const move = choose(legal, rng, bias);
    moves.push(move);
    const before = g;
    g = refApply(g, move);
    state = su.applyMove(state, move as Move);
    compare(state, g, where, step % 9 === 0);
    tally.moves++;
    countKicks(g);
    for (const e of g.events) {
      if (e.type === 'redeal') tally.redeals++;
      if (e.type === 'point' && e.reason === 'gift') tally.gifts++;
      if (e.type === 'award' && e.kind === 'jack' && e.side !== null && options.hangJack) {
        if (e.points === 3) tally.hangedJacks++;
        else tally.keptJacks++;
        // the deal's tricks: the five before this move, and the sixth it completed
        const sixth = g.events.find((x) => x.type === 'trick');
        const last = [...before.trick, { player: before.current as number, card: 'card' in move ? move.card : '' }];
        const plays = before.tricks
          .flatMap((t) => t.plays.map((p) => ({ ...p, taker: t.winner })))
          .concat(last.map((p) => ({ ...p, taker: sixth?.type === 'trick' ? sixth.winner : -1 })));
        const jack = plays.find((p) => p.card === e.card);
        if (jack !== undefined && jack.player !== jack.taker && e.points === 1) tally.partnerJacks++;
      }
    }
    const awards = g.events.filter((e) => e.type === 'award');
    if (g.phase === 'over' && awards.length > 0 && awards.length < 4) tally.wonMidAwards++;
    const last = awards.at(-1);
    if (g.phase === 'over' && last?.type === 'award' && last.kind === 'jack' && last.points === 3)
      tally.wonByHangedJack++;
  }
  compare(state, g, where, true);
  const record = JSON.parse(su.serialize(state)) as Record<string, unknown>;
  const expected = { format: 'shichinarabe/seven-up/1', options: { ...options, seed }, decks, moves };
  for (const key of ['format', 'decks', 'moves'] as const) {
    expect(JSON.stringify(record[key]), `${where()}: record.${key}`).toBe(JSON.stringify(expected[key]));
  }
  expect(record.options, `${where()}: record.options`).toEqual(expected.options);
  tally.games++;
  tally.deals += refScore(g).deals.length;
  if (options.direction === 'anticlockwise') tally.anticlockwise++;
  if (options.kick === 'trinidad') tally.trinidad++;
  if (options.hangJack) tally.hangJackGames++;
  if (!options.giftMayWin) tally.noGiftWin++;
  if (options.target === 100) tally.target100++;
}

const newTally = (): Tally => ({
  games: 0,
  moves: 0,
  deals: 0,
  redeals: 0,
  gifts: 0,
  refusedGifts: 0,
  kicks: {},
  hangedJacks: 0,
  keptJacks: 0,
  partnerJacks: 0,
  wonMidAwards: 0,
  wonByKick: 0,
  wonByHangedJack: 0,
  anticlockwise: 0,
  trinidad: 0,
  hangJackGames: 0,
  noGiftWin: 0,
  target100: 0,
});

/** Every turn-up that scored, whatever its card and place. */
const kickCount = (t: Tally, match: (key: string) => boolean): number =>
  Object.entries(t.kicks).reduce((sum, [key, count]) => sum + (match(key) ? count : 0), 0);

describe('the engine and the reference in lockstep', () => {
  test(
    'random games over random option mixes (direction, kick, hangJack, giftMayWin, target up to 100) agree at every step',
    () => {
      const tally = newTally();
      for (let i = FIRST_GAME; i < FIRST_GAME + GAMES; i++) {
        const rng = new Random(`lockstep/${i}`);
        const options = randomOptions(rng);
        const count = options.target === 100 ? DECKS_TO_100 : DECKS;
        const recipe = `randomDecks('lockstep-decks/${i}', ${count})`;
        const decks = randomDecks(`lockstep-decks/${i}`, count);
        runGame(`game ${i}`, options, decks, recipe, rng, [0, 0.3, 0.7][i % 3] as number, tally);
      }
      console.log(`seven-up lockstep: ${JSON.stringify(tally)}`);
      // the games exercised the rules, revision 2's among them
      expect(tally.redeals).toBeGreaterThan(0);
      expect(tally.gifts).toBeGreaterThan(10);
      expect(tally.wonMidAwards).toBeGreaterThan(10);
      expect(kickCount(tally, (k) => k.startsWith('J') && k.endsWith(':1'))).toBeGreaterThan(2);
      for (const trinidad of ['A:1', '6:2', 'J:3']) expect(kickCount(tally, (k) => k === trinidad)).toBeGreaterThan(0);
      expect(kickCount(tally, (k) => k.includes('running'))).toBeGreaterThan(0);
      expect(tally.wonByKick).toBeGreaterThan(0);
      expect(tally.hangedJacks).toBeGreaterThan(3);
      expect(tally.keptJacks).toBeGreaterThan(3);
      expect(tally.refusedGifts).toBeGreaterThan(0);
      for (const mix of [tally.anticlockwise, tally.trinidad, tally.hangJackGames, tally.noGiftWin])
        expect(mix).toBeGreaterThan(GAMES / 4);
    },
    LONG,
  );

  test(
    'hand-made first decks: redeals, kicks at the deal and while running (jack; Trinidad ace, six, jack), games won at once, both directions, 2–4 players',
    () => {
      const tally = newTally();
      // the pack offsets of the turn-ups while running, round after round, until the pack runs out
      const runOffsets = (n: number): number[] =>
        Array.from({ length: Math.floor((51 - 6 * n) / (3 * n + 1)) }, (_, r) => (r + 1) * (3 * n + 1) - 1);
      const sameSuit = ['2S', '3S', '4S', '5S', '6S', '7S', '8S'];
      const cases: [string, RefOptions, DeckPlan[]][] = [];
      for (const players of [2, 3, 4]) {
        for (const direction of ['clockwise', 'anticlockwise'] as const) {
          for (const kick of ['jack', 'trinidad'] as const) {
            const dealer = players - 1;
            const card = kick === 'jack' ? 'J' : (['A', '6', 'J'][players - 2] as string);
            const pack = Object.fromEntries(runOffsets(players).map((o, r) => [o, sameSuit[r + 1] as string]));
            const plan = { players, dealer, direction };
            const redeal: DeckPlan = { ...plan, turnUp: '2S', pack };
            const kicked: DeckPlan = { ...plan, turnUp: `${card}D` };
            const runKick: DeckPlan = { ...plan, turnUp: '2S', pack: { [3 * players]: `${card}H` } };
            for (const target of [1, 7]) {
              const o: RefOptions = {
                players,
                partnerships: players === 4 && target === 7,
                dealer,
                target,
                direction,
                kick,
                hangJack: target === 7,
                giftMayWin: direction === 'clockwise',
                low: 'taker',
              };
              const what = `${players}p ${direction} ${kick} ${card} target ${target}`;
              cases.push([`redeal then a kick, ${what}`, o, [redeal, kicked]]);
              cases.push([`a kick at once, ${what}`, o, [kicked]]);
              cases.push([`two redeals, ${what}`, o, [redeal, redeal]]);
              cases.push([`a new suit's kick while running, ${what}`, o, [runKick, redeal]]);
            }
          }
        }
      }
      cases.forEach(([label, options, plans], k) => {
        const decks = [...plans.map((plan) => makeDeck(plan)), ...randomDecks(`made/${k}`, DECKS)];
        runGame(
          label,
          options,
          decks,
          `${JSON.stringify(plans)} then randomDecks('made/${k}', ${DECKS})`,
          new Random(k),
          1,
          tally,
        );
      });
      console.log(`seven-up lockstep, hand-made decks: ${JSON.stringify(tally)}`);
      // 24 cases of each kind: one redeal in each 'redeal then a kick', two in each 'two redeals';
      // a kick in each 'redeal then a kick', 'a kick at once' and 'new suit's kick while running'
      expect(cases).toHaveLength(96);
      expect(tally.redeals).toBeGreaterThanOrEqual(72);
      expect(kickCount(tally, (key) => key !== 'at creation')).toBeGreaterThanOrEqual(48);
      expect(kickCount(tally, (key) => key.includes('running'))).toBeGreaterThanOrEqual(24);
      expect(tally.kicks['at creation']).toBeGreaterThanOrEqual(24);
      expect(tally.wonByKick).toBeGreaterThanOrEqual(36);
    },
    LONG,
  );
});
