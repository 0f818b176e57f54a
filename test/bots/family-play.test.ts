/**
 * The generic referee of the bots module: playGame and tournament take an engine object (Sevens by
 * default, byte-identical to the Sevens-only functions), show bots views, record faults with the
 * game's error codes, and are reproducible from their seed; botViewOf checks its arguments.
 */
import { describe, expect, test } from 'vitest';
import {
  type AnyBot,
  type AnyEngine,
  botViewOf,
  calmBot,
  GAME_BOTS,
  killerBot,
  playGame,
  randomBot,
  sevenBridgeBots,
  sevenUpBots,
  tournament,
} from '../../src/bots/index.js';
import { playGame as sevensPlayGame } from '../../src/bots/sevens/match.js';
import { tournament as sevensTournament } from '../../src/bots/sevens/tournament.js';
import { createGame, ShichinarabeError, StateError, sevens } from '../../src/index.js';
import { sevenBridge } from '../../src/seven-bridge/index.js';
import { sevenUp } from '../../src/seven-up/index.js';

describe('Sevens stays the default, unchanged', () => {
  test('playGame without an engine, with engine: sevens and the Sevens-only function give the same game', () => {
    const setup = {
      options: { variant: 'kill' as const },
      bots: [calmBot, killerBot, randomBot, calmBot],
      seed: 'same',
    };
    const plain = playGame(setup);
    expect(JSON.stringify(playGame({ ...setup, engine: sevens }))).toBe(JSON.stringify(plain));
    expect(JSON.stringify(sevensPlayGame(setup))).toBe(JSON.stringify(plain));
  });

  test('tournament without an engine is the Sevens tournament, with its extra columns', () => {
    const setup = {
      options: { variant: 'kill' as const },
      bots: [
        { name: 'calm', bot: calmBot },
        { name: 'killer', bot: killerBot },
        { name: 'calm', bot: calmBot },
        { name: 'killer', bot: killerBot },
      ],
      games: 8,
      seed: 3,
    };
    const plain = tournament(setup);
    expect(JSON.stringify(plain)).toBe(JSON.stringify(sevensTournament(setup)));
    expect(JSON.stringify(tournament({ ...setup, engine: sevens }))).toBe(JSON.stringify(plain));
    expect(plain.bots[0]).toHaveProperty('meanDead');
  });
});

describe.each([
  ['seven-bridge', sevenBridge as AnyEngine, sevenBridgeBots.heuristic as AnyBot, 'not-in-hand'],
  ['seven-up', sevenUp as AnyEngine, sevenUpBots.heuristic as AnyBot, 'malformed'],
] as const)('%s', (game, engine, heuristic, badCode) => {
  const random = GAME_BOTS[game].random as AnyBot;

  test('playGame plays a whole game, reproducible from its seed, whose moves replay to the same score', () => {
    const a = playGame({ engine, bots: [heuristic, random, heuristic, random], seed: 11 });
    const b = playGame({ engine, bots: [heuristic, random, heuristic, random], seed: 11 });
    expect(JSON.stringify(a.moves)).toBe(JSON.stringify(b.moves));
    expect(a.score.over).toBe(true);
    expect(a.faults).toEqual([]);
    const options = JSON.parse(engine.serialize(a.state)).options;
    expect(engine.score(engine.replay(options, a.moves))).toEqual(a.score);
  });

  test('a bot that throws or answers an illegal move is a fault, and the first legal move is played for it', () => {
    const crash: AnyBot = () => {
      throw new Error('oops');
    };
    const cheat: AnyBot = () => ({ type: game === 'seven-bridge' ? 'discard' : 'play', card: 'ZZ' });
    const crashed = playGame({ engine, bots: [crash, random, random, random], seed: 2 });
    expect(crashed.faults.length).toBeGreaterThan(0);
    expect(crashed.faults.every((f) => f.player === 0 && f.code === 'threw' && f.message.includes('oops'))).toBe(true);
    const cheated = playGame({ engine, bots: [random, cheat, random, random], seed: 2 });
    expect(cheated.faults.some((f) => f.player === 1)).toBe(true);
    expect(cheated.faults.every((f) => f.player === 1 && typeof f.code === 'string')).toBe(true);
    const silly: AnyBot = (v) => ({ ...(v.legalMoves[0] as object), type: 'nonsense' }) as never;
    const refused = playGame({ engine, bots: [silly, random, random, random], seed: 5 }).faults[0];
    expect(refused?.code === 'malformed' || refused?.code === badCode || refused?.code === 'wrong-phase').toBe(true);
  });

  test('playGame refuses a line-up of the wrong size and a value that is not an engine', () => {
    expect(() => playGame({ engine, bots: [random, random], seed: 1 })).toThrow(ShichinarabeError);
    expect(() => playGame({ engine: { name: game } as never, bots: [random], seed: 1 })).toThrow(ShichinarabeError);
  });

  test('tournament rotates the seats over the deals, reports ranks and faults, and is reproducible', () => {
    const lineup = [
      { name: 'heuristic', bot: heuristic },
      { name: 'random', bot: random },
      { name: 'random', bot: random },
      { name: 'random', bot: random },
    ];
    const r = tournament({ engine, bots: lineup, games: 8, seed: 'cup' });
    expect(r.game).toBe(game);
    expect(r.players).toBe(4);
    expect(r.bots.map((b) => [b.name, b.seats])).toEqual([
      ['heuristic', 8],
      ['random', 24],
    ]);
    for (const b of r.bots) {
      expect(b.meanRank).toBeGreaterThanOrEqual(1);
      expect(b.meanRankInterval[0]).toBeLessThanOrEqual(b.meanRank);
      expect(b.winRate).toBe(b.wins / b.seats);
    }
    expect(JSON.stringify(tournament({ engine, bots: lineup, games: 8, seed: 'cup' }))).toBe(JSON.stringify(r));
    expect(() => tournament({ engine, bots: lineup, games: 0 })).toThrow(ShichinarabeError);
    expect(() => tournament({ engine, options: { seed: 1 } as never, bots: lineup, games: 4 })).toThrow(
      ShichinarabeError,
    );
    expect(() => tournament({ engine, bots: lineup.slice(1), games: 4 })).toThrow(ShichinarabeError);
  });

  test('botViewOf is the player view plus the options without the seed; it refuses what is not a state', () => {
    const state = engine.createGame({ seed: 4 });
    const seen = botViewOf(engine, state, 1);
    const { options, ...rest } = seen as typeof seen & { options: Record<string, unknown> };
    expect(rest).toEqual(engine.view(state, 1));
    expect(options).not.toHaveProperty('seed');
    expect(options.players).toBe(4);
    expect(() => botViewOf(engine, { forged: true }, 0)).toThrow(StateError);
    expect(() => botViewOf(engine, state, 9)).toThrow(StateError);
    expect(() => botViewOf(engine, state, '0' as never)).toThrow(StateError);
  });
});

test('botViewOf for Sevens is botView', () => {
  const state = createGame({ seed: 1, variant: 'kill' });
  expect(botViewOf(sevens, state, 0).options.variant).toBe('kill');
});
