/**
 * The three games for the words tests: each entry, random options covering its option mixes
 * (Sevens: classic and Kill, jokers bridge and alone, Fan Tan, free passes; Seven Bridge: 2–6
 * players, 0–2 jokers, claims from the first discards, going out without a discard, aces low;
 * Seven Up: 2–4 players, partnerships, Low to the holder), and a seeded way of playing that
 * seeks out the moves words must carry (melds, lay-offs, claims, jokers, begs and runs).
 */
import * as sevens from '../../src/index.js';
import * as sevenBridge from '../../src/seven-bridge/index.js';
import * as sevenUp from '../../src/seven-up/index.js';
import { randomGameOptions } from '../helpers/random-options.js';

type Random = sevens.Random;

/** What the words tests need of a game. */
export interface Game {
  readonly name: sevens.GameName;
  readonly title: string;
  readonly entry: string;
  // biome-ignore lint/suspicious/noExplicitAny: the three entries, used alike
  readonly api: any;
  /** Random valid options for a game of it, from the seeded generator. */
  options(rng: Random): object;
  /** A move to play: mostly one that words find hard, sometimes any. */
  pick(moves: readonly { type: string }[], rng: Random): { type: string };
}

const one = <T>(rng: Random, values: readonly T[]): T => values[rng.int(values.length)] as T;

/** Mostly a move of the `wanted` types, when there is one. */
function seeking(wanted: readonly string[], often: number) {
  return (moves: readonly { type: string }[], rng: Random) => {
    const hard = moves.filter((m) => wanted.includes(m.type));
    return hard.length > 0 && rng.int(100) < often ? one(rng, hard) : one(rng, moves);
  };
}

export const GAMES: readonly [Game, Game, Game] = [
  {
    name: 'sevens',
    title: 'Sevens',
    entry: 'shichinarabe',
    api: sevens,
    options(rng) {
      const seed = rng.int(1_000_000);
      if (rng.int(2) === 0) return randomGameOptions(seed);
      return {
        seed,
        players: 2 + rng.int(7),
        jokers: 1,
        jokerPlay: one(rng, ['bridge', 'alone'] as const),
        start: one(rng, ['sevens', 'fan-tan'] as const),
        tunnel: rng.int(2) === 0,
      };
    },
    pick: seeking(['joker'], 60),
  },
  {
    name: 'seven-bridge',
    title: 'Seven Bridge',
    entry: 'shichinarabe/seven-bridge',
    api: sevenBridge,
    options(rng) {
      const jokers = rng.int(3);
      const discardToGoOut = rng.int(3) !== 0;
      return {
        seed: rng.int(1_000_000),
        players: 2 + rng.int(5),
        jokers,
        firstRoundClaims: rng.int(2) === 0,
        discardToGoOut,
        aces: one(rng, ['high-or-low', 'low'] as const),
        rounds: 1 + rng.int(2),
        ...(discardToGoOut && rng.int(4) === 0 ? { noSevenOrJokerFinish: true } : {}),
      };
    },
    pick: seeking(['meld', 'layoff', 'pon', 'chi'], 70),
  },
  {
    name: 'seven-up',
    title: 'Seven Up',
    entry: 'shichinarabe/seven-up',
    api: sevenUp,
    options(rng) {
      const players = 2 + rng.int(3);
      return {
        seed: rng.int(1_000_000),
        players,
        partnerships: players === 4 && rng.int(2) === 0,
        low: one(rng, ['taker', 'holder'] as const),
        target: one(rng, [3, 7, 11]),
      };
    },
    pick: seeking(['beg', 'run'], 70),
  },
];

/**
 * Plays a random game of `game` from `seed` (options and moves both seeded), calling `visit` with
 * every state before the end (and the end), at most `limit` states.
 */
export function playRandom(
  game: Game,
  seed: number,
  visit: (state: unknown, options: object) => void,
  limit = 400,
): void {
  const rng = new sevens.Random(seed);
  const options = game.options(rng);
  let state = game.api.createGame(options);
  for (let i = 0; i < limit; i++) {
    visit(state, options);
    const moves = game.api.legalMoves(state);
    if (moves.length === 0) return;
    state = game.api.applyMove(state, game.pick(moves, rng));
  }
}

/** The card styles of `formatCard`, every mix. */
export const STYLES = [undefined, { ten: 'T' }, { suits: 'letters' }, { ten: 'T', suits: 'letters' }] as const;
/** The languages. */
export const LANGS = ['en', 'ja'] as const;
