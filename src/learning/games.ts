/**
 * The three games as the learning driver plays them: one shape over each game's own learning
 * functions (`numbering.ts`, `observe.ts`, `rewards.ts` of each game), working on the states the
 * library made, so a step costs no more than the move, its legal actions and one observation.
 * @module
 */
import type { GameName } from '../shared/engine.js';
import type { Observation } from '../shared/observation.js';
import * as bridge from '../seven-bridge/index.js';
import { afterAction as bridgeAfter, legalNumbers as bridgeLegal } from '../seven-bridge/numbering.js';
import { observationSizeOf as bridgeSize, observation as bridgeObservation } from '../seven-bridge/observe.js';
import { OVER } from '../seven-bridge/state.js';
import { trusted as bridgeTrusted } from '../seven-bridge/trust.js';
import * as up from '../seven-up/index.js';
import { afterAction as upAfter, legalNumbers as upLegal } from '../seven-up/numbering.js';
import { observationSizeOf as upSize, observation as upObservation } from '../seven-up/observe.js';
import { trusted as upTrusted } from '../seven-up/trust.js';
import * as sevens from '../index.js';
import { afterAction as sevensAfter, legalNumbers as sevensLegal } from '../sevens/numbering.js';
import { observationSizeOf as sevensSize, observation as sevensObservation } from '../sevens/observe.js';
import { trusted as sevensTrusted } from '../sevens/trust.js';

/** A game of the family as the driver plays it; `S` is the game's own state class. */
export interface LearningGame<S = unknown> {
  readonly name: GameName;
  /** A new game (`createGame` with these options and this seed). */
  create(options: Record<string, unknown>, seed: number | string): S;
  /** The number of actions of a game's options. */
  actionCount(s: S): number;
  /** The size of a game's observations. */
  observationSize(s: S): number;
  /** Number of players. */
  players(s: S): number;
  /** The player to move, -1 when the game is over. */
  current(s: S): number;
  /** The legal actions, ascending. */
  legal(s: S): number[];
  /** The state after an action (checked: `IllegalMoveError` when it is not legal). */
  after(s: S, action: number): S;
  /** Writes `player`'s observation into `out` (zeros to start with). */
  observe(s: S, player: number, out: Observation): void;
  /** Each player's reward (0 until the game is over). */
  rewards(s: S): number[];
  /** The move an action names, as JSON-able data. */
  moveOf(s: S, action: number): unknown;
  /** The action of a move given as data. */
  actionOf(s: S, move: unknown): number;
  /** The game as text, for a person watching: the entry's `render` of the whole state (every hand). */
  text(s: S): string;
}

// biome-ignore lint/suspicious/noExplicitAny: a move of any game, read as applyMove reads it
type AnyMove = any;

const sevensGame: LearningGame<ReturnType<typeof sevensTrusted>> = {
  name: 'sevens',
  create: (options, seed) => sevensTrusted(sevens.createGame({ ...options, seed })),
  actionCount: (s) => sevens.actionCount(s.game.options),
  observationSize: sevensSize,
  players: (s) => s.game.players,
  current: (s) => s.current,
  legal: sevensLegal,
  after: sevensAfter,
  observe: sevensObservation,
  rewards: (s) => sevens.rewards(s as never),
  moveOf: (s, a) => sevens.moveOf(s as never, a),
  actionOf: (s, m) => sevens.actionOf(s as never, m as AnyMove),
  text: (s) => sevens.render(s as never),
};

const bridgeGame: LearningGame<ReturnType<typeof bridgeTrusted>> = {
  name: 'seven-bridge',
  create: (options, seed) => bridgeTrusted(bridge.createGame({ ...options, seed })),
  actionCount: (s) => bridge.actionCount(s.game.options),
  observationSize: bridgeSize,
  players: (s) => s.game.players,
  current: (s) => (s.phase === OVER ? -1 : s.current),
  legal: bridgeLegal,
  after: bridgeAfter,
  observe: bridgeObservation,
  rewards: (s) => bridge.rewards(s as never),
  moveOf: (s, a) => bridge.moveOf(s as never, a),
  actionOf: (s, m) => bridge.actionOf(s as never, m as AnyMove),
  text: (s) => bridge.render(s as never),
};

const upGame: LearningGame<ReturnType<typeof upTrusted>> = {
  name: 'seven-up',
  create: (options, seed) => upTrusted(up.createGame({ ...options, seed })),
  actionCount: (s) => up.actionCount(s.game.options),
  observationSize: upSize,
  players: (s) => s.game.players,
  current: (s) => s.current,
  legal: upLegal,
  after: upAfter,
  observe: upObservation,
  rewards: (s) => up.rewards(s as never),
  moveOf: (s, a) => up.moveOf(s as never, a),
  actionOf: (s, m) => up.actionOf(s as never, m as AnyMove),
  text: (s) => up.render(s as never),
};

/** The games by name. */
export const GAMES: Readonly<Record<GameName, LearningGame>> = {
  sevens: sevensGame as LearningGame,
  'seven-bridge': bridgeGame as LearningGame,
  'seven-up': upGame as LearningGame,
};
