/**
 * The three games' learning interfaces side by side for the tests: each entry's functions, random
 * valid option mixes (every option of each game, each sometimes left out) and random games played
 * with the library's seeded `Random`, keeping every state.
 */
import * as sevens from '../../src/index.js';
import * as bridge from '../../src/seven-bridge/index.js';
import * as up from '../../src/seven-up/index.js';
import { Random } from '../../src/shared/random.js';
import { randomGameOptions } from '../helpers/random-options.js';
import { randomMix } from '../seven-bridge/reference-random.js';

/** A game entry's functions, as the tests use them (states and moves untyped). */
export interface Entry {
  name: 'sevens' | 'seven-bridge' | 'seven-up';
  // biome-ignore lint/suspicious/noExplicitAny: any game's options, states and moves
  [fn: string]: any;
}

export const ENTRIES: readonly Entry[] = [
  { ...sevens, name: 'sevens' },
  { ...bridge, name: 'seven-bridge' },
  { ...up, name: 'seven-up' },
];

/** Random valid options of a game (with a seed; Seven Bridge with explicit decks half the time). */
export function randomOptions(name: Entry['name'], seed: string): Record<string, unknown> {
  const rng = new Random(seed);
  if (name === 'sevens') return { ...randomGameOptions(seed) } as Record<string, unknown>;
  if (name === 'seven-bridge') {
    const options = { ...randomMix(rng, {}, 0.2).options };
    if (rng.int(2) === 0) delete options.decks;
    return options;
  }
  const players = 2 + rng.int(3);
  const options: Record<string, unknown> = { players, seed: rng.int(1_000_000) };
  if (players === 4 && rng.int(2) === 0) options.partnerships = true;
  if (rng.int(2) === 0) options.dealer = rng.int(players);
  options.target = 1 + rng.int(10);
  if (rng.int(2) === 0) options.low = rng.int(2) === 0 ? 'taker' : 'holder';
  return options;
}

/** A game played at random: its options, every state from the first, and the moves. */
export interface Played {
  entry: Entry;
  options: Record<string, unknown>;
  states: unknown[];
  moves: unknown[];
}

/** Plays a game of `entry` with these options, choosing moves with `new Random(seed)` (at most `limit` moves). */
export function play(entry: Entry, options: Record<string, unknown>, seed: string, limit = 2000): Played {
  const rng = new Random(seed);
  const states = [entry.createGame(options)];
  const moves: unknown[] = [];
  for (let i = 0; i < limit; i++) {
    const legal = entry.legalMoves(states.at(-1));
    if (legal.length === 0) break;
    const move = legal[rng.int(legal.length)];
    moves.push(move);
    states.push(entry.applyMove(states.at(-1), move));
  }
  return { entry, options, states, moves };
}

/** Random games of every entry, `perGame` each, with random option mixes. */
export function randomGames(perGame: number, tag: string): Played[] {
  return ENTRIES.flatMap((entry) =>
    Array.from({ length: perGame }, (_, i) => {
      const options = randomOptions(entry.name, `${tag}-${entry.name}-${i}`);
      return play(entry, options, `${tag}-moves-${entry.name}-${i}`);
    }),
  );
}

/** The player whose turn it is, or 0 when the game is over (the truth's view). */
export const mover = (entry: Entry, state: unknown): number => entry.view(state).current ?? 0;

/** The number of players of a state's game. */
export const playersOf = (entry: Entry, state: unknown): number => entry.view(state).handSizes.length;
