/**
 * The library's bots as `builtin:` bots of the command: their names in each game (Sevens'
 * `builtin:NAME`, the others' `builtin:seven-bridge/NAME` and `builtin:seven-up/NAME`), the bot
 * function of a name, and the view a bot is given (its player's view with the game's rules).
 * @module
 */
import { BOTS, botView, GAME_BOTS, botViewOf, ismctsBot } from '../bots/index.js';
import type { GameName, GameState, Random } from '../index.js';
import { UsageError } from './args.js';
import { ENGINES, TITLES } from './games.js';

/** A builtin bot of any game: what its player sees (see {@link viewForBot}) and a seeded generator to a move. */
export type AnyBot = (view: unknown, rng: Random) => unknown;

/** Sevens' builtin bots (`builtin:NAME`); `ismcts:N` sets the iterations. */
export const SEVENS_NAMES = ['random', 'classic', 'simpleton', 'calm', 'killer', 'coward', 'brute', 'ismcts'] as const;

/** The names of a game's builtin bots, as `--bot` takes them (`builtin:` and these). */
export function builtinNames(game: GameName): string[] {
  if (game === 'sevens') return [...SEVENS_NAMES];
  return Object.keys(GAME_BOTS[game]).map((name) => `${game}/${name}`);
}

/** The game a builtin name belongs to (`seven-bridge/random` → `'seven-bridge'`; no prefix: Sevens). */
function gameOfName(name: string): { game: GameName; bare: string } {
  const slash = name.indexOf('/');
  if (slash < 0) return { game: 'sevens', bare: name };
  const prefix = name.slice(0, slash);
  const bare = name.slice(slash + 1);
  if (prefix === 'sevens' || prefix === 'seven-bridge' || prefix === 'seven-up') return { game: prefix, bare };
  return { game: 'sevens', bare: name };
}

/**
 * The name of `builtin:NAME` in `game` (as the log and summary name it: `calm`,
 * `seven-bridge/heuristic`), after checking it: an unknown bot, or a bot of another game, is a
 * {@link UsageError} that lists the game's bots.
 */
export function checkBuiltin(game: GameName, name: string): string {
  const { game: of, bare } = gameOfName(name.trim());
  const known = builtinNames(game).map((n) => `builtin:${n}`);
  if (of !== game) {
    const there = builtinNames(of).includes(of === 'sevens' ? bare : `${of}/${bare}`);
    throw new UsageError(
      there
        ? `builtin:${name} is a ${TITLES[of]} bot, but this is ${TITLES[game]} (give --game ${of}, or one of ${known.join(', ')})`
        : `unknown bot "builtin:${name}" (${TITLES[game]}'s bots: ${known.join(', ')})`,
    );
  }
  const canonical = of === 'sevens' ? bare : `${of}/${bare}`;
  builtinBot(game, canonical);
  return canonical;
}

/** The bot function of a checked builtin name (see {@link checkBuiltin}), or a {@link UsageError}. */
export function builtinBot(game: GameName, name: string): AnyBot {
  const known = builtinNames(game).map((n) => `builtin:${n}`);
  if (game !== 'sevens') {
    const bare = name.startsWith(`${game}/`) ? name.slice(game.length + 1) : name;
    const bot = Object.hasOwn(GAME_BOTS[game], bare) ? GAME_BOTS[game][bare] : undefined;
    if (bot === undefined)
      throw new UsageError(`unknown bot "builtin:${name}" (${TITLES[game]}'s bots: ${known.join(', ')})`);
    return bot as AnyBot;
  }
  const bot = Object.hasOwn(BOTS, name) && (SEVENS_NAMES as readonly string[]).includes(name) ? BOTS[name] : undefined;
  if (bot !== undefined) return bot as AnyBot;
  const m = /^ismcts(?::(\d{1,7}))?$/.exec(name);
  if (m !== null) {
    const iterations = m[1] === undefined ? undefined : Number(m[1]);
    if (iterations !== undefined && iterations < 1) throw new UsageError('builtin:ismcts:N needs N ≥ 1 iterations');
    return (iterations === undefined ? ismctsBot() : ismctsBot({ iterations })) as AnyBot;
  }
  throw new UsageError(`unknown bot "builtin:${name}" (${TITLES[game]}'s bots: ${known.join(', ')}, builtin:ismcts:N)`);
}

/**
 * What a builtin bot of `game` sees in `seat`: that player's view plus the game's rules, as
 * `botViewOf` makes it. `rules` (the game's `rulesForBots`, the same for every turn of a game)
 * saves writing the game's record at every turn.
 */
export function viewForBot(game: GameName, state: unknown, seat: number, rules?: Record<string, unknown>): unknown {
  if (game === 'sevens') return botView(state as GameState, seat);
  if (rules === undefined) return botViewOf(ENGINES[game], state, seat);
  return { ...(ENGINES[game].view(state, seat) as object), options: rules };
}
