/**
 * Bots (`shichinarabe/bots`): determinize round-trips the view and respects what it proves; bots
 * are deterministic given (view, rng state) and blind to hidden hands; every move a shipped bot
 * returns is legal over thousands of games; playGame records faults; tournaments are reproducible.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  type BotView,
  BOTS,
  type Bot,
  botView,
  DETERMINIZE_TRIES,
  determinize,
  ismctsBot,
  playGame,
  randomBot,
  tournament,
  wilson,
} from '../src/bots/index.js';
import { cardNumber } from '../src/sevens/cards.js';
import {
  applyMove,
  createGame,
  type GameOptions,
  type GameState,
  type GameView,
  legalMoves,
  Random,
  ShichinarabeError,
  StateError,
  view,
} from '../src/index.js';
import { positionState } from '../src/sevens/position.js';

const pick = <T>(rng: Random, xs: readonly T[]): T => xs[rng.int(xs.length)] as T;

/** Random valid options of either variant (covering the options that matter to bots). */
function randomOptions(rng: Random): GameOptions {
  const players = 2 + rng.int(7);
  const passLimit = pick(rng, [0, 1, 3, null] as const);
  const freePass = passLimit !== null && rng.int(3) === 0;
  const start = pick(rng, ['sevens', 'fan-tan'] as const);
  if (rng.int(2) === 0) {
    return {
      variant: 'classic',
      players,
      start,
      passLimit,
      freePass,
      tunnel: rng.int(2) === 0,
      jokers: pick(rng, [0, 1] as const),
      jokerPlay: pick(rng, ['bridge', 'alone'] as const),
    };
  }
  const death = pick(rng, ['enclosed', 'left-right'] as const);
  return {
    variant: 'kill',
    players,
    start,
    passLimit,
    freePass,
    kill: {
      maxGroup: 1 + rng.int(12),
      threeWallGroups: rng.int(2) === 0,
      extraTurn: rng.int(2) === 0,
      death,
      diagonal: death === 'enclosed' ? pick(rng, ['always', 'kill-only'] as const) : 'always',
      tiebreak: pick(rng, ['kills', 'finish'] as const),
    },
  };
}

/** The view part of a bot view. */
function withoutOptions(v: BotView): GameView {
  const { options: _options, ...rest } = v;
  return rest;
}

/** Plays a random game, calling `visit` on every state before each move (and the final one). */
function randomGame(options: GameOptions, rng: Random, visit: (s: GameState, prev: GameState | null) => void): void {
  let prev: GameState | null = null;
  let s = createGame(options);
  for (;;) {
    visit(s, prev);
    const moves = legalMoves(s);
    if (moves.length === 0) return;
    prev = s;
    s = applyMove(s, pick(rng, moves));
  }
}

const SHIPPED: [string, Bot][] = Object.entries(BOTS);

describe('botView', () => {
  it('is the player view plus a copy of the resolved options', () => {
    const s = createGame({ variant: 'kill', seed: 1, kill: { maxGroup: 4 } });
    const v = botView(s, 2);
    expect(withoutOptions(v)).toEqual(view(s, 2));
    expect(v.options).toEqual({
      variant: 'kill',
      players: 4,
      start: 'fan-tan',
      firstPlayer: v.options.firstPlayer,
      passLimit: null,
      freePass: false,
      kill: {
        maxGroup: 4,
        threeWallGroups: false,
        extraTurn: false,
        death: 'enclosed',
        diagonal: 'always',
        tiebreak: 'kills',
      },
    });
    (v.options as { players: number }).players = 9;
    expect(botView(s, 2).options.players).toBe(4);
    expect(() => botView(s, 4)).toThrow(StateError);
  });
});

describe('determinize', () => {
  it("round-trips every player's view over random games of both variants", () => {
    const rng = new Random('round-trip');
    let checked = 0;
    for (let g = 0; g < 120; g++) {
      const options = { ...randomOptions(rng), seed: g };
      randomGame(options, rng, (s) => {
        if (rng.int(3) !== 0) return;
        const n = view(s).hands.length;
        for (let p = 0; p < n; p++) {
          const v = botView(s, p);
          const d = determinize(v, rng);
          const back = view(d, p);
          if (!isDeepStrictEqual(back, withoutOptions(v))) expect(back).toEqual(withoutOptions(v));
          checked++;
        }
        // The whole truth gives back the real hands.
        const whole = { ...view(s), options: botView(s, 0).options };
        expect(view(determinize(whole, rng))).toEqual(view(s));
      });
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('deals the unseen cards uniformly (each opponent holds a given card in proportion to hand size)', () => {
    const s = createGame({ seed: 'uniform', players: 4 });
    const v = botView(s, 0);
    const card = view(s).hands[1]?.[0] as string;
    const counts = [0, 0, 0, 0];
    const rng = new Random(5);
    const N = 3000;
    for (let i = 0; i < N; i++) {
      const d = view(determinize(v, rng));
      for (let p = 1; p < 4; p++) if (d.hands[p]?.includes(card as never)) counts[p] = (counts[p] as number) + 1;
    }
    const sizes = v.handSizes.slice(1);
    const total = sizes.reduce((a, b) => a + b, 0);
    for (let p = 1; p < 4; p++) {
      const expected = (N * (sizes[p - 1] as number)) / total;
      expect(Math.abs((counts[p] as number) - expected)).toBeLessThan(4 * Math.sqrt(expected));
    }
  });

  /**
   * Whether the view proves who made the last move: every player between the mover and the player
   * to move could not have made it (the last to go out or be disqualified) or be stuck with the
   * joker unseen (one card, classic with a joker), nor could the mover be stuck.
   */
  function provable(after: GameView, mover: number, viewer: number, joker: boolean): boolean {
    const n = after.hands.length;
    const jokerUnseen = joker && !after.hands[viewer]?.includes('JK');
    if (jokerUnseen && after.handSizes[mover] === 1) return false; // the mover, or stuck and skipped?
    for (let q = (mover + 1) % n; q !== after.current; q = (q + 1) % n) {
      if (q === after.finished.at(-1) || q === after.disqualified.at(-1)) return false;
      if (jokerUnseen && q !== viewer && after.handSizes[q] === 1) return false;
    }
    return true;
  }

  it('respects a forced pass (the passer holds nothing playable) and a joker swap (its player lost the joker)', () => {
    const rng = new Random('constraints');
    let passes = 0;
    let jokers = 0;
    for (let g = 0; g < 150; g++) {
      const options: GameOptions =
        g % 2 === 0
          ? { variant: 'classic', seed: g, jokers: 1, players: 3 + (g % 4), start: g % 4 === 0 ? 'fan-tan' : 'sevens' }
          : {
              variant: 'kill',
              seed: g,
              players: 3 + (g % 4),
              kill: { diagonal: g % 3 === 0 ? 'kill-only' : 'always' },
            };
      randomGame(options, rng, (s, prev) => {
        if (prev === null) return;
        const before = view(prev);
        const after = view(s);
        const mover = before.current as number;
        const last = after.lastMove;
        if (last === null || after.current === null || after.disqualified.includes(mover)) return;
        const isPass = last.type === 'pass' && mover !== after.current;
        const isJoker = last.type === 'joker';
        if (!isPass && !isJoker) return;
        const n = after.hands.length;
        const viewer = (mover + 1 + rng.int(n - 1)) % n; // anyone but the mover
        if (!provable(after, mover, viewer, options.variant === 'classic')) return;
        const d = view(determinize(botView(s, viewer), rng));
        const hand = d.hands[mover] ?? [];
        if (isJoker) {
          expect(hand).not.toContain('JK');
          jokers++;
          return;
        }
        // Rebuild the passer's turn with the guessed hand: they must have no move but the pass.
        const o = botView(s, 0).options;
        const probe = positionState({
          options: o,
          hands: after.hands.map((_, p) => (p === mover ? hand.map(cardNumber) : [])),
          table: after.table.map(cardNumber),
          dead: after.dead.map((pile) => pile.map(cardNumber)),
          passes: after.passes,
          kills: after.kills,
          selfKills: after.selfKills,
          finished: after.finished,
          disqualified: after.disqualified,
          current: mover,
          lastMove: null,
        });
        expect(legalMoves(probe as unknown as GameState).filter((m) => m.type !== 'pass')).toEqual([]);
        passes++;
      });
    }
    expect(passes).toBeGreaterThan(100);
    expect(jokers).toBeGreaterThan(20);
    expect(DETERMINIZE_TRIES).toBeGreaterThan(0);
  });

  it('refuses a view whose counts do not add up, and is deterministic given the generator', () => {
    const v = botView(createGame({ seed: 3 }), 1);
    expect(() => determinize({ ...v, handSizes: v.handSizes.map((k) => k + 1) }, new Random(1))).toThrow(StateError);
    expect(() => determinize({ ...v, table: ['XX' as never] }, new Random(1))).toThrow(StateError);
    expect(view(determinize(v, new Random(9)))).toEqual(view(determinize(v, new Random(9))));
  });
});

/** Bots to check, with a small ISMCTS budget for speed. */
const CHECKED: [string, Bot][] = [
  ...SHIPPED,
  ['ismcts', ismctsBot({ iterations: 30 })],
  ['ismcts-random', ismctsBot({ iterations: 20, playout: 'random', prior: 0 })],
];

describe('bots', () => {
  it('are deterministic given (view, rng state) and cannot see other hands (same view ⇒ same move)', () => {
    const rng = new Random('blind');
    let positions = 0;
    let differentDeals = 0;
    for (let g = 0; g < 24; g++) {
      const options = { ...randomOptions(rng), seed: `blind-${g}` };
      randomGame(options, rng, (s) => {
        const v0 = view(s);
        if (v0.current === null || v0.legalMoves.length < 2 || rng.int(4) !== 0) return;
        const p = v0.current;
        const real = botView(s, p);
        const twin = determinize(real, rng); // same view of p, other hidden hands
        const twinView = botView(twin, p);
        expect(withoutOptions(twinView)).toEqual(withoutOptions(real));
        if (!isDeepStrictEqual(view(twin).hands, v0.hands)) differentDeals++;
        for (const [name, bot] of CHECKED) {
          const seed = new Random(`${g}/${positions}/${name}`);
          const a = bot(real, seed.clone());
          const again = bot(botView(s, p), seed.clone());
          const b = bot(twinView, seed.clone());
          expect(again, name).toEqual(a);
          expect(b, name).toEqual(a);
          expect(v0.legalMoves, name).toContainEqual(a);
        }
        positions++;
      });
    }
    expect(positions).toBeGreaterThan(60);
    expect(differentDeals).toBeGreaterThan(positions / 2);
  });

  it('return only legal moves over thousands of games of random options', () => {
    const rng = new Random('legal');
    const cheap = SHIPPED.map(([, bot]) => bot);
    let games = 0;
    for (let g = 0; g < 1500; g++) {
      const options = randomOptions(rng);
      const n = options.players as number;
      const bots = Array.from({ length: n }, () => pick(rng, cheap));
      const r = playGame({ options, bots, seed: g });
      if (r.faults.length > 0) expect(r.faults).toEqual([]);
      games++;
    }
    const mcts = ismctsBot({ iterations: 15 });
    for (let g = 0; g < 16; g++) {
      const options = randomOptions(rng);
      const n = options.players as number;
      const bots = Array.from({ length: n }, (_, p) => (p % 2 === 0 ? mcts : randomBot));
      expect(playGame({ options, bots, seed: `m${g}` }).faults).toEqual([]);
      games++;
    }
    expect(games).toBe(1516);
  });

  it('ismctsBot checks its budget and can run on time', () => {
    expect(() => ismctsBot({ iterations: 0 })).toThrow(ShichinarabeError);
    expect(() => ismctsBot({ timeMs: -1 })).toThrow(ShichinarabeError);
    expect(() => ismctsBot({ deadMargin: 2 })).toThrow(ShichinarabeError);
    expect(() => ismctsBot({ prior: -1 })).toThrow(ShichinarabeError);
    expect(() => ismctsBot({ playout: 'smart' as never })).toThrow(ShichinarabeError);
    const s = createGame({ variant: 'kill', seed: 4, start: 'sevens' });
    const v = botView(s, view(s).current as number);
    expect(v.legalMoves).toContainEqual(ismctsBot({ timeMs: 5 })(v, new Random(1)));
  });
});

describe('playGame', () => {
  it('records a throwing or illegal bot as a fault with its code and plays the first legal move', () => {
    const thrower: Bot = () => {
      throw new Error('boom');
    };
    const cheat: Bot = () => ({ type: 'play', card: 'KS' });
    const junk: Bot = () => 42 as never;
    const r = playGame({ options: { players: 4 }, bots: [thrower, cheat, junk, randomBot], seed: 'faults' });
    expect(r.score.over).toBe(true);
    const codes = new Set(r.faults.map((f) => `${f.player}:${f.code}`));
    expect(codes.has('0:threw')).toBe(true);
    expect([...codes].some((c) => c === '1:not-in-hand' || c === '1:not-playable')).toBe(true);
    expect(codes.has('2:malformed')).toBe(true);
    expect(r.faults.every((f) => f.player !== 3)).toBe(true);
    // The replacement moves are in the log: replaying them gives the same game.
    let s = createGame({ players: 4, seed: 'faults' });
    for (const m of r.moves) s = applyMove(s, m);
    expect(view(s)).toEqual(view(r.state));
  });

  it('is reproducible for a seed and checks the number of bots', () => {
    const bots = [BOTS.classic, BOTS.random, BOTS.calm] as Bot[];
    const a = playGame({ options: { players: 3 }, bots, seed: 12 });
    const b = playGame({ options: { players: 3 }, bots, seed: 12 });
    expect(b.moves).toEqual(a.moves);
    expect(b.seed).toBe(12);
    expect(() => playGame({ options: { players: 3 }, bots: [randomBot], seed: 1 })).toThrow(ShichinarabeError);
  });
});

describe('tournament', () => {
  const lineup = [
    { name: 'calm', bot: BOTS.calm as Bot },
    { name: 'simpleton', bot: BOTS.simpleton as Bot },
    { name: 'calm', bot: BOTS.calm as Bot },
    { name: 'mcts', bot: ismctsBot({ iterations: 10 }) },
  ];

  it('gives the same table for the same seed, rotating seats', () => {
    const run = (seed: number) => tournament({ options: { variant: 'kill' }, bots: lineup, games: 24, seed });
    const a = run(1);
    expect(run(1)).toEqual(a);
    expect(a.bots.map((b) => [b.name, b.seats])).toEqual([
      ['calm', 48],
      ['simpleton', 24],
      ['mcts', 24],
    ]);
    const ranks = a.bots.reduce((sum, b) => sum + b.meanRank * b.seats, 0);
    expect(ranks).toBe(24 * (1 + 2 + 3 + 4));
    expect(a.faults).toEqual([]);
    for (const b of a.bots) {
      expect(b.winRateInterval[0]).toBeLessThanOrEqual(b.winRate);
      expect(b.winRateInterval[1]).toBeGreaterThanOrEqual(b.winRate);
    }
    expect(run(2)).not.toEqual(a);
  });

  it('reports progress and refuses bad input', () => {
    const seen: number[] = [];
    tournament({ bots: lineup, games: 4, onProgress: (done) => seen.push(done) });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(() => tournament({ bots: lineup.slice(0, 3), games: 4 })).toThrow(ShichinarabeError);
    expect(() => tournament({ options: { seed: 1 }, bots: lineup, games: 4 })).toThrow(ShichinarabeError);
    expect(() => tournament({ bots: lineup, games: 0 })).toThrow(ShichinarabeError);
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.404, 2);
    expect(hi).toBeCloseTo(0.596, 2);
  });
});
