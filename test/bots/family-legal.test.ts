/**
 * The family's bots (Seven Bridge, Seven Up, and Sevens through GAME_BOTS): every bot returns one
 * of the view's legal moves on many random states of random options, never throws, and answers the
 * same move for the same view and generator seed; bots are only ever handed views.
 */
import { describe, expect, test } from 'vitest';
import {
  type AnyBot,
  type AnyBotView,
  type AnyEngine,
  botViewOf,
  GAME_BOTS,
  playGame,
  Random,
  sevenBridgeIsmcts,
  sevenUpIsmcts,
} from '../../src/bots/index.js';
import { sevens } from '../../src/index.js';
import { sevenBridge } from '../../src/seven-bridge/index.js';
import { sevenUp } from '../../src/seven-up/index.js';
import type { GameName } from '../../src/shared/engine.js';

const ENGINES: Record<GameName, AnyEngine> = { sevens, 'seven-bridge': sevenBridge, 'seven-up': sevenUp };

/** Random valid options of each new game (the options that change what a bot must handle). */
function optionsFor(game: GameName, rng: Random): Record<string, unknown> {
  if (game === 'seven-bridge') {
    const jokers = rng.int(3);
    const discardToGoOut = rng.int(4) > 0;
    return {
      players: 2 + rng.int(5),
      jokers,
      aces: rng.int(2) === 0 ? 'low' : 'high-or-low',
      firstRoundClaims: rng.int(2) === 0,
      discardToGoOut,
      noSevenOrJokerFinish: discardToGoOut && rng.int(3) === 0,
      points: rng.int(2) === 0 ? 'datt' : 'standard',
      ...[{}, { stockOut: 'score' }, { stockOut: 'void' }, { restocks: 1 + rng.int(5) }][rng.int(4)],
      oneShotDouble: rng.int(2) === 0,
      sevenPenalty: [false, true, 'each'][rng.int(3)],
      rounds: 1 + rng.int(2),
      ...(rng.int(4) === 0 ? { target: 50 + rng.int(200) } : {}),
    };
  }
  if (game === 'seven-up') {
    const players = 2 + rng.int(3);
    return {
      players,
      partnerships: players === 4 && rng.int(2) === 0,
      target: 1 + rng.int(8),
      low: rng.int(2) === 0 ? 'holder' : 'taker',
      dealer: rng.int(players),
    };
  }
  return { players: 3 + rng.int(4), variant: rng.int(2) === 0 ? 'kill' : 'classic' };
}

/** Views met in games of random bots (every seat's views at its turns), with the state they came from. */
function positions(game: GameName, games: number, every: number): { view: AnyBotView; state: unknown }[] {
  const engine = ENGINES[game];
  const out: { view: AnyBotView; state: unknown }[] = [];
  const rng = new Random(`positions/${game}`);
  for (let g = 0; g < games; g++) {
    const options = optionsFor(game, rng);
    let state = engine.createGame({ ...options, seed: `${game}/${g}` });
    for (let i = 0; engine.legalMoves(state).length > 0; i++) {
      const p = engine.view(state).current as number;
      if (i % every === 0) out.push({ view: botViewOf(engine, state, p), state });
      const moves = engine.legalMoves(state);
      // odd games by the heuristic (melds, claims, tricks won on purpose), even games at random
      const heuristic = GAME_BOTS[game].heuristic ?? GAME_BOTS[game].calm;
      const move =
        g % 2 === 1 && heuristic !== undefined
          ? heuristic(botViewOf(engine, state, p), rng)
          : moves[rng.int(moves.length)];
      state = engine.applyMove(state, move);
    }
  }
  return out;
}

const SMALL: Record<GameName, Record<string, AnyBot>> = {
  sevens: {},
  'seven-bridge': { 'ismcts:30': sevenBridgeIsmcts({ iterations: 30 }) as AnyBot },
  'seven-up': { 'ismcts:30': sevenUpIsmcts({ iterations: 30 }) as AnyBot },
};

describe.each(['seven-bridge', 'seven-up'] as const)('%s bots', (game) => {
  const engine = ENGINES[game];
  const seen = positions(game, 16, 3);
  const bots = { ...GAME_BOTS[game], ...SMALL[game] };

  test('the registry lists random, heuristic and ismcts, random first', () => {
    expect(Object.keys(GAME_BOTS[game])).toEqual(['random', 'heuristic', 'ismcts']);
  });

  test.each(Object.keys(bots))(
    '%s returns a legal move at every position, the same for the same view and seed',
    (name) => {
      const bot = bots[name] as AnyBot;
      const choices = seen.filter((s) => s.view.legalMoves.length > 1);
      const sample = name.startsWith('ismcts')
        ? choices.filter((_, i) => i % (name === 'ismcts' ? 12 : 4) === 0)
        : seen;
      expect(sample.length).toBeGreaterThan(15);
      for (const [i, { view, state }] of sample.entries()) {
        const move = bot(view, new Random(`bot/${i}`));
        expect(engine.isLegalMove(state, move)).toBe(true);
        expect(bot(view, new Random(`bot/${i}`))).toEqual(move);
      }
    },
  );

  test('a bot is handed a view with the resolved options and no seed, never a state', () => {
    const handed: unknown[] = [];
    const spy: AnyBot = (v, rng) => {
      handed.push(v);
      return (GAME_BOTS[game].heuristic as AnyBot)(v, rng);
    };
    const result = playGame({ engine, bots: [spy, spy, spy, spy], seed: 7 });
    expect(handed.length).toBe(result.moves.length);
    for (const v of handed.slice(0, 40)) {
      const view = v as AnyBotView & { options: Record<string, unknown> };
      expect(() => engine.serialize(v)).toThrow();
      expect(view.options.players).toBe(4);
      expect('seed' in view.options).toBe(false);
      const me = view.player as number;
      expect(view.current).toBe(me);
      expect(view.hands.map((h) => h === null)).toEqual(view.hands.map((_, p) => p !== me));
    }
  });
});

test('Sevens through GAME_BOTS: the shipped names, each bot legal on random states', () => {
  expect(Object.keys(GAME_BOTS.sevens)).toEqual([
    'random',
    'classic',
    'simpleton',
    'calm',
    'killer',
    'coward',
    'brute',
    'ismcts',
  ]);
  const seen = positions('sevens', 4, 5);
  for (const [name, bot] of Object.entries(GAME_BOTS.sevens)) {
    const sample = name === 'ismcts' ? seen.slice(0, 6) : seen;
    for (const [i, { view, state }] of sample.entries()) {
      expect(sevens.isLegalMove(state as never, bot(view, new Random(i)) as never)).toBe(true);
    }
  }
});
