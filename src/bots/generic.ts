/**
 * Bots of any game of the family: what a bot of each game sees ({@link BotViewOf}), its type
 * ({@link BotOf}, {@link AnyBot}) and the referee's side of the interface ({@link botViewOf}).
 * @module
 */
import type { AnyMove, CommonScore, CommonView, Engine, GameName } from '../shared/engine.js';
import { describe, ours, ShichinarabeError, StateError } from '../shared/errors.js';
import type { Random } from '../shared/random.js';
import type * as Bridge from '../seven-bridge/index.js';
import type * as Up from '../seven-up/index.js';
import type { RecordOptions as SevensRecordOptions } from '../sevens/options.js';
import type { GameView as SevensView, Score as SevensScore } from '../sevens/reports.js';
import type { GameOptions as SevensOptions, GameState as SevensState, Move as SevensMove } from '../sevens/types.js';
import { botView } from './sevens/types.js';

/**
 * The types of each game of the family, by its name: state, move, options given to `createGame`,
 * the rules a bot is shown (`botOptions`: every option resolved, without the seed), view and score.
 * @example
 * ```ts
 * import type { FamilyTypes } from 'shichinarabe/bots';
 * type BridgeMove = FamilyTypes['seven-bridge']['move'];
 * const draw: BridgeMove = { type: 'draw' };
 * ```
 */
export interface FamilyTypes {
  /** Sevens (七並べ, 殺しの7並べ, Fan Tan). */
  sevens: {
    /** The game state. */
    state: SevensState;
    /** A move. */
    move: SevensMove;
    /** The options of `createGame`. */
    options: SevensOptions;
    /** The rules a bot is shown (resolved options). */
    botOptions: SevensRecordOptions;
    /** A view. */
    view: SevensView;
    /** The score. */
    score: SevensScore;
  };
  /** Seven Bridge (セブンブリッジ). */
  'seven-bridge': {
    /** The game state. */
    state: Bridge.GameState;
    /** A move. */
    move: Bridge.Move;
    /** The options of `createGame`. */
    options: Bridge.GameOptions;
    /** The rules a bot is shown (resolved options). */
    botOptions: Omit<Bridge.RecordOptions, 'seed'>;
    /** A view. */
    view: Bridge.View;
    /** The score. */
    score: Bridge.Score;
  };
  /** Seven Up / All Fours (セブンアップ). */
  'seven-up': {
    /** The game state. */
    state: Up.GameState;
    /** A move. */
    move: Up.Move;
    /** The options of `createGame`. */
    options: Up.GameOptions;
    /** The rules a bot is shown (resolved options). */
    botOptions: Omit<Up.RecordOptions, 'seed'>;
    /** A view. */
    view: Up.View;
    /** The score. */
    score: Up.Score;
  };
}

/**
 * What a bot of game `G` sees: that game's player view (its own hand only) plus `options`, the
 * game's rules with every option resolved as a game record states them, without the seed.
 * `BotViewOf<'sevens'>` is Sevens' `BotView`.
 * @example
 * ```ts
 * import { createGame, sevenBridge } from 'shichinarabe/seven-bridge';
 * import { type BotViewOf, botViewOf } from 'shichinarabe/bots';
 * const seen: BotViewOf<'seven-bridge'> = botViewOf(sevenBridge, createGame({ seed: 1 }), 0);
 * seen.options.players; // 4
 * seen.hands[1]; // null: hidden
 * ```
 */
export type BotViewOf<G extends GameName> = FamilyTypes[G]['view'] & {
  /** The game's rules: every option resolved, the seed left out. */
  readonly options: FamilyTypes[G]['botOptions'];
};

/**
 * A bot of game `G`: a function of what its player sees and a seeded generator to one of
 * `view.legalMoves`. Called only when its player is to move. `BotOf<'sevens'>` is Sevens' `Bot`.
 * @example
 * ```ts
 * import type { BotOf } from 'shichinarabe/bots';
 * const firstMove: BotOf<'seven-up'> = (view) => view.legalMoves[0]!;
 * ```
 */
export type BotOf<G extends GameName> = (view: BotViewOf<G>, rng: Random) => FamilyTypes[G]['move'];

/**
 * What every bot view has, whatever the game: the family's common view plus the resolved options.
 * @example
 * ```ts
 * import type { AnyBotView } from 'shichinarabe/bots';
 * const mover = (v: AnyBotView): number | null => v.current;
 * ```
 */
export type AnyBotView = CommonView & {
  /** The game's rules: every option resolved, the seed left out. */
  readonly options: object;
};

/**
 * A bot of some game of the family, as a registry holds it (`GAME_BOTS`): call it only with a view
 * of its own game (the type cannot check which).
 * @example
 * ```ts
 * import { type AnyBot, GAME_BOTS } from 'shichinarabe/bots';
 * const bot: AnyBot = GAME_BOTS['seven-up'].random!;
 * ```
 */
export type AnyBot = {
  /** The bot (a method's type, so that a bot of any one game is assignable to it). */
  bivarianceHack(view: AnyBotView, rng: Random): AnyMove;
}['bivarianceHack'];

/**
 * Any engine object of the family, whatever its types.
 * @example
 * ```ts
 * import type { AnyEngine } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * const engine: AnyEngine = sevenUp;
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: any game's state, options, view and score
export type AnyEngine = Engine<any, any, any, any, CommonScore>;

/**
 * The engine object of game `G` (`sevens`, `sevenBridge`, `sevenUp`), by its types.
 * @example
 * ```ts
 * import type { EngineOf } from 'shichinarabe/bots';
 * import { sevenBridge } from 'shichinarabe/seven-bridge';
 * const engine: EngineOf<'seven-bridge'> = sevenBridge;
 * ```
 */
export type EngineOf<G extends GameName> = Engine<
  FamilyTypes[G]['state'],
  FamilyTypes[G]['move'],
  FamilyTypes[G]['options'],
  FamilyTypes[G]['view'],
  FamilyTypes[G]['score']
>;

/** Whether `engine` looks like an engine object of the family. */
export function checkEngine(engine: unknown, who: string): asserts engine is AnyEngine {
  const e = engine as Partial<Record<string, unknown>> | null;
  const fns = ['createGame', 'legalMoves', 'applyMove', 'view', 'score', 'serialize'];
  if (typeof e !== 'object' || e === null || fns.some((f) => typeof e[f] !== 'function')) {
    throw new ShichinarabeError(
      `${who}: engine must be an engine object (sevens, sevenBridge, sevenUp), got ${describe(engine)}`,
    );
  }
}

/**
 * The rules a bot is shown: the options of the game's record, the seed (and Sevens' hands and
 * table) left out. Read once per game: they do not change.
 */
export function botOptionsOf(engine: AnyEngine, state: unknown): Readonly<Record<string, unknown>> {
  if (engine.name === 'sevens') return botView(state as SevensState, 0).options as unknown as Record<string, unknown>;
  const record = JSON.parse(engine.serialize(state)) as { options?: Record<string, unknown> };
  const { seed: _seed, ...options } = record.options ?? {};
  return options;
}

/**
 * What `player` sees of a game of any engine, with its rules: the engine's `view(state, player)`
 * plus `options` (every option resolved, without the seed). For Sevens it is `botView`.
 * @throws `StateError` for a player index out of range or a value that is not a state of the engine.
 * @example
 * ```ts
 * import { createGame, sevenUp } from 'shichinarabe/seven-up';
 * import { botViewOf, sevenUpBots } from 'shichinarabe/bots';
 * import { Random } from 'shichinarabe';
 * const game = createGame({ seed: 5 });
 * const seen = botViewOf(sevenUp, game, 1);
 * const move = seen.current === 1 ? sevenUpBots.heuristic(seen, new Random(1)) : null;
 * ```
 */
export function botViewOf(engine: EngineOf<'sevens'>, state: SevensState, player: number): BotViewOf<'sevens'>;
export function botViewOf(
  engine: EngineOf<'seven-bridge'>,
  state: Bridge.GameState,
  player: number,
): BotViewOf<'seven-bridge'>;
export function botViewOf(engine: EngineOf<'seven-up'>, state: Up.GameState, player: number): BotViewOf<'seven-up'>;
export function botViewOf(engine: AnyEngine, state: unknown, player: number): AnyBotView;
export function botViewOf(engine: AnyEngine, state: unknown, player: number): AnyBotView {
  try {
    checkEngine(engine, 'botViewOf');
    if (typeof player !== 'number') throw new StateError('botViewOf: give the index of the player who sees');
    if (engine.name === 'sevens') return botView(state as SevensState, player) as unknown as AnyBotView;
    const seen = engine.view(state, player) as CommonView;
    return { ...seen, options: botOptionsOf(engine, state) };
  } catch (e) {
    throw ours(e);
  }
}
