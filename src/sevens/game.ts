/**
 * Creating a game: the rules chosen once from the validated options, and the first state — the
 * deal, every 7 laid out with the `'sevens'` start, the variant's own set-up (Kill: the initial
 * table's deaths), and the first player to move.
 * @module
 */
import { SEVEN_OF_DIAMONDS, SEVENS_WORD } from './cards.js';
import { hiBit } from '../shared/cardset.js';
import { openRowsFor } from './classic.js';
import { OptionsError, ShichinarabeError } from '../shared/errors.js';
import { settlePlayable } from './generate.js';
import { type RecordOptions, resolveOptions, type Setup } from './options.js';
import type { Rules } from './rules.js';
import { Game, State, TALLY_BLOCKS } from './state.js';
import { handTurnOn } from './turns.js';
import type { GameOptions, GameState } from './types.js';
import { CLASSIC, KILL } from './variants.js';

const NO_ROWS = new Uint16Array(0);

/** The rules of resolved options: the variant record and the flags its rule code reads. */
export function rulesOf(options: RecordOptions): Rules {
  const kill = options.variant === 'kill' ? options.kill : null;
  const fanTan = options.start === 'fan-tan';
  const tunnel = options.variant === 'classic' && options.tunnel;
  return {
    variant: kill === null ? CLASSIC : KILL,
    fanTan,
    opening: fanTan ? hiBit(SEVEN_OF_DIAMONDS) : 0,
    laidOut: fanTan ? 0 : SEVENS_WORD, // 'sevens': every 7 goes down before the first turn
    sevens: fanTan ? SEVENS_WORD : 0,
    passLimit: options.passLimit ?? -1,
    freePass: options.freePass,
    freePasses: options.freePass ? (options.passLimit ?? 0) : 0,
    tunnel,
    openRows: kill === null ? openRowsFor(tunnel, fanTan) : NO_ROWS,
    bridge: options.variant === 'classic' && options.jokerPlay === 'bridge',
    maxGroup: kill?.maxGroup ?? 1,
    threeWallGroups: kill?.threeWallGroups ?? false,
    extraTurn: kill?.extraTurn ?? false,
    leftRight: kill?.death === 'left-right',
    killOnlyDiagonal: kill?.diagonal === 'kill-only',
    byKills: kill?.tiebreak === 'kills',
  };
}

/** `n` zeros, in a new array. */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** The first state of a game set up from validated options and a deal. */
export function firstState(setup: Setup): State {
  const { options, deal } = setup;
  const game = new Game(options, deal, rulesOf(options));
  const n = options.players;
  const sevens = game.rules.laidOut;
  const s = State.from({
    game,
    lastMove: null,
    before: null,
    moveCount: 0,
    tableLo: deal.tableLo | sevens,
    tableHi: deal.tableHi | sevens,
    deadLo: 0,
    deadHi: 0,
    current: -1,
    playableLo: 0,
    playableHi: 0,
    playing: (1 << n) - 1,
    joker: deal.joker,
    tally: zeros(TALLY_BLOCKS * n),
    finished: [],
    disqualified: [],
  });
  game.rules.variant.start(s);
  handTurnOn(s, (options.firstPlayer + n - 1) % n, null); // the turn goes to the first player
  settlePlayable(s);
  return s;
}

/**
 * Starts a game. With no options: classic 七並べ, 4 players, a random deal, every 7 laid out.
 *
 * Invalid options throw {@link OptionsError} naming the option; the options object is never modified.
 * @example
 * ```ts
 * import { createGame, view } from 'shichinarabe';
 * const game = createGame({ players: 4, seed: 42 });
 * view(game).table; // ['7S', '7H', '7D', '7C']
 * const kill = createGame({ variant: 'kill', seed: 'abc', kill: { maxGroup: 4, extraTurn: true } });
 * ```
 */
export function createGame(options?: GameOptions): GameState {
  let setup: Setup;
  try {
    setup = resolveOptions(options);
  } catch (e) {
    if (e instanceof ShichinarabeError) throw e;
    throw new OptionsError('', 'the options could not be read (a getter or Proxy threw)');
  }
  return firstState(setup) as unknown as GameState;
}
