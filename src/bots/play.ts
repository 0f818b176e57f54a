/**
 * One game between bots of any game of the family: {@link playGame} takes an engine object
 * (Sevens by default, exactly as before), shows each bot only its {@link botViewOf}, and records
 * a fault (and plays the first legal move) for a bot that throws or answers an illegal move.
 * @module
 */
import type { AnyMove, GameName } from '../shared/engine.js';
import { IllegalMoveError, ours, ShichinarabeError } from '../shared/errors.js';
import { Random, type Seed } from '../shared/random.js';
import { type GameResult, type PlayGameOptions, playGame as playSevens } from './sevens/match.js';
import {
  type AnyBot,
  type AnyEngine,
  type BotOf,
  botOptionsOf,
  checkEngine,
  type EngineOf,
  type FamilyTypes,
} from './generic.js';
import { derive, secretSeed } from './seeds.js';

/**
 * A bot's fault in a game of any engine: it threw (`code: 'threw'`), or its move was refused
 * (the `IllegalMoveError` code of that game, or `'malformed'`).
 * @example
 * ```ts
 * import { type EngineBotFault, playGame, sevenUpBots } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * const crash = () => {
 *   throw new Error('oops');
 * };
 * const faults: EngineBotFault[] = playGame({ engine: sevenUp, bots: [crash, sevenUpBots.random, sevenUpBots.random, sevenUpBots.random], seed: 1 }).faults;
 * ```
 */
export interface EngineBotFault {
  /** The seat (player index) of the bot at fault. */
  player: number;
  /** The index of the move in the game's move list (the first legal move was played there instead). */
  moveIndex: number;
  /** The error code of the refused move, or `'threw'`. */
  code: string;
  /** The error's message. */
  message: string;
}

/**
 * Options of {@link playGame} with an engine object (`engine` of the game `G`).
 * @example
 * ```ts
 * import { type EnginePlayOptions, sevenBridgeBots } from 'shichinarabe/bots';
 * import { sevenBridge } from 'shichinarabe/seven-bridge';
 * const r = sevenBridgeBots.random;
 * const setup: EnginePlayOptions<'seven-bridge'> = { engine: sevenBridge, options: { players: 3 }, bots: [r, r, r], seed: 2 };
 * ```
 */
export interface EnginePlayOptions<G extends GameName> {
  /** The game's engine object (`sevens`, `sevenBridge`, `sevenUp`). */
  engine: EngineOf<G>;
  /** The game's options (`createGame`); without a `seed`, `seed` below makes the deal. */
  options?: FamilyTypes[G]['options'];
  /** One bot per seat: `bots[p]` plays player p. */
  bots: readonly BotOf<G>[];
  /** Seeds the deal (when `options.seed` is not given) and each seat's generator, as for Sevens. */
  seed?: Seed;
}

/**
 * The outcome of {@link playGame} with an engine object.
 * @example
 * ```ts
 * import { type EngineGameResult, playGame, sevenUpBots } from 'shichinarabe/bots';
 * import { sevenUp } from 'shichinarabe/seven-up';
 * const h = sevenUpBots.heuristic;
 * const result: EngineGameResult<'seven-up'> = playGame({ engine: sevenUp, bots: [h, h, h, h], seed: 3 });
 * result.score.standings[0]?.player; // the winner
 * ```
 */
export interface EngineGameResult<G extends GameName> {
  /** The final state. */
  state: FamilyTypes[G]['state'];
  /** The moves played, in order (a faulty bot's replacement moves included). */
  moves: FamilyTypes[G]['move'][];
  /** The bots' faults, in order. */
  faults: EngineBotFault[];
  /** The final standings (`engine.score(state)`). */
  score: FamilyTypes[G]['score'];
  /** The seed used. */
  seed: Seed;
}

/** The most moves a game may take before `playGame` gives up on it (far above any real game). */
const MAX_MOVES = 200_000;

/**
 * Plays one game between bots, as a referee would, in any game of the family: without `engine`
 * it is a Sevens game, exactly as it always was (same options, bots, seed ⇒ same game); with
 * `engine` (`sevenBridge`, `sevenUp` or `sevens`) it plays that game. Each bot is shown only its
 * player's view plus the resolved options (never a state) and given its own seeded generator
 * (seat p's: the SHA-256 of the seed, `'seat'` and p). A bot that throws or returns an illegal
 * move is recorded as a fault and the first legal move is played for it.
 *
 * In-process bots are trusted code: bots you do not trust belong in their own processes,
 * refereed by the `shichinarabe match` command.
 * @throws `OptionsError` for invalid options; `ShichinarabeError` when the number of bots is not
 * the number of players or `engine` is not an engine object.
 * @example
 * ```ts
 * import { calmBot, playGame, sevenBridgeBots } from 'shichinarabe/bots';
 * import { sevenBridge } from 'shichinarabe/seven-bridge';
 * const sevensGame = playGame({ options: { variant: 'kill' }, bots: [calmBot, calmBot, calmBot, calmBot], seed: 1 });
 * const { heuristic, random } = sevenBridgeBots;
 * const bridgeGame = playGame({ engine: sevenBridge, bots: [heuristic, random, random, random], seed: 1 });
 * bridgeGame.score.standings[0]?.player; // the winner
 * ```
 */
export function playGame(setup: PlayGameOptions & { engine?: EngineOf<'sevens'> }): GameResult;
export function playGame(setup: EnginePlayOptions<'seven-bridge'>): EngineGameResult<'seven-bridge'>;
export function playGame(setup: EnginePlayOptions<'seven-up'>): EngineGameResult<'seven-up'>;
export function playGame(setup: {
  engine: AnyEngine;
  options?: object;
  bots: readonly AnyBot[];
  seed?: Seed;
}): EngineGameResult<GameName>;
export function playGame(setup: {
  engine?: AnyEngine;
  options?: object;
  bots: readonly AnyBot[];
  seed?: Seed;
}): GameResult | EngineGameResult<GameName> {
  const { engine } = setup;
  if (engine === undefined || (typeof engine === 'object' && engine !== null && engine.name === 'sevens')) {
    return playSevens(setup as PlayGameOptions);
  }
  return playEngine(engine, setup.options ?? {}, setup.bots, setup.seed);
}

function playEngine(
  engine: AnyEngine,
  options: object,
  bots: readonly AnyBot[],
  seed: Seed | undefined,
): EngineGameResult<GameName> {
  checkEngine(engine, 'playGame');
  const used: Seed = seed ?? secretSeed();
  let state: unknown;
  try {
    const given = options as { seed?: Seed };
    state = engine.createGame(given.seed === undefined ? { ...options, seed: used } : options);
  } catch (e) {
    throw ours(e);
  }
  const n = engine.view(state).handSizes.length;
  if (!Array.isArray(bots) || bots.length !== n || bots.some((b) => typeof b !== 'function')) {
    throw new ShichinarabeError(`playGame: ${n} players need ${n} bots, got ${Array.isArray(bots) ? bots.length : 0}`);
  }
  const rules = botOptionsOf(engine, state);
  const rngs = bots.map((_, p) => new Random(derive(used, 'seat', p)));
  const moves: AnyMove[] = [];
  const faults: EngineBotFault[] = [];
  for (let p = engine.view(state).current; p !== null; p = engine.view(state).current) {
    if (moves.length >= MAX_MOVES) throw new ShichinarabeError(`playGame: no end after ${MAX_MOVES} moves`);
    const seen = { ...engine.view(state, p), options: rules };
    const fallback = seen.legalMoves[0] as AnyMove;
    let move: AnyMove = fallback;
    let threw = false;
    try {
      move = (bots[p] as AnyBot)(seen, rngs[p] as Random);
    } catch (e) {
      faults.push({ player: p, moveIndex: moves.length, code: 'threw', message: messageOf(e) });
      threw = true;
    }
    if (!threw && !engine.isLegalMove(state, move)) {
      let code = 'malformed';
      let message = 'the move is not legal';
      try {
        engine.applyMove(state, move);
      } catch (e) {
        if (e instanceof IllegalMoveError) code = e.code;
        message = messageOf(e);
      }
      faults.push({ player: p, moveIndex: moves.length, code, message });
      move = fallback;
    }
    state = engine.applyMove(state, move);
    moves.push(engine.view(state).lastMove ?? move);
  }
  return { state, moves, faults, score: engine.score(state), seed: used } as EngineGameResult<GameName>;
}

function messageOf(e: unknown): string {
  try {
    return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  } catch {
    return 'unknown error';
  }
}
