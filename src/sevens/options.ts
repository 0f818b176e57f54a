/**
 * Options: validating what a caller passes to `createGame` into a complete, resolved set-up
 * (the options as a game record states them, and the deal). Nothing is clamped or guessed and
 * the caller's objects are never modified: any fault throws an {@link OptionsError} naming the option.
 * @module
 */
import { cardNumber, MAX_PLAYERS, SEVEN_OF_DIAMONDS } from './cards.js';
import { DealError, dealGiven, dealShuffled, holderOf } from './deal.js';
import { describe, OptionsError } from '../shared/errors.js';
import type { Seed } from '../shared/random.js';
import type { Deal } from './state.js';
import type { Death, Diagonal, GameOptions, JokerPlay, Start, Tiebreak } from './types.js';
import { boolean, drawSeed, fail, integer, listOnce, oneOf, snapshot } from '../shared/options.js';

/**
 * The Kill options, every one resolved.
 * @example
 * ```ts
 * import type { ResolvedKillOptions } from 'shichinarabe/bots';
 * const kill: ResolvedKillOptions = { maxGroup: 9, threeWallGroups: false, extraTurn: false, death: 'enclosed', diagonal: 'always', tiebreak: 'kills' };
 * ```
 */
export interface ResolvedKillOptions {
  /** Largest enclosed rectangle that dies at once (1–12). */
  maxGroup: number;
  /** Whether a group touching the wall on 3 sides dies. */
  threeWallGroups: boolean;
  /** Whether a move that kills gives its player another turn. */
  extraTurn: boolean;
  /** When a single card dies. */
  death: Death;
  /** Whether a diagonal-only placement needs to kill. */
  diagonal: Diagonal;
  /** Tie-break of equal dead counts. */
  tiebreak: Tiebreak;
}

/**
 * Resolved options of a classic game, in the order a game record writes them.
 * @example
 * ```ts
 * import { createGame } from 'shichinarabe';
 * import { botView } from 'shichinarabe/bots';
 * const rules = botView(createGame({ seed: 1 }), 0).options; // a ClassicRecordOptions
 * rules.variant === 'classic' && rules.tunnel; // false
 * ```
 */
export interface ClassicRecordOptions {
  /** Always `'classic'`. */
  variant: 'classic';
  /** Number of players. */
  players: number;
  /** How the table starts. */
  start: Start;
  /** The first player to move (resolved to an index). */
  firstPlayer: number;
  /** Passes allowed per player, `null` for unlimited. */
  passLimit: number | null;
  /** Whether a pass is allowed even when a card can be played. */
  freePass: boolean;
  /** Whether A and K are adjacent. */
  tunnel: boolean;
  /** Number of jokers. */
  jokers: 0 | 1;
  /** How the joker is played. */
  jokerPlay: JokerPlay;
}

/**
 * Resolved options of a Kill game, in the order a game record writes them.
 * @example
 * ```ts
 * import { createGame } from 'shichinarabe';
 * import { botView } from 'shichinarabe/bots';
 * const rules = botView(createGame({ variant: 'kill', seed: 1 }), 0).options; // a KillRecordOptions
 * rules.variant === 'kill' && rules.kill.maxGroup; // 9
 * ```
 */
export interface KillRecordOptions {
  /** Always `'kill'`. */
  variant: 'kill';
  /** Number of players. */
  players: number;
  /** How the table starts. */
  start: Start;
  /** The first player to move (resolved to an index). */
  firstPlayer: number;
  /** Passes allowed per player, `null` for unlimited. */
  passLimit: number | null;
  /** Whether a pass is allowed even when a card can be played. */
  freePass: boolean;
  /** The Kill options, every one resolved. */
  kill: ResolvedKillOptions;
}

/**
 * Every option of a game, resolved: what a game record's `options` holds (and what a bot's
 * `BotView.options` holds).
 * @example
 * ```ts
 * import type { RecordOptions } from 'shichinarabe/bots';
 * const rules: RecordOptions = {
 *   variant: 'classic', players: 4, start: 'sevens', firstPlayer: 2,
 *   passLimit: 3, freePass: false, tunnel: false, jokers: 0, jokerPlay: 'bridge',
 * };
 * ```
 */
export type RecordOptions = ClassicRecordOptions | KillRecordOptions;

/** A validated set-up: resolved options and the deal (see `deal.ts`). */
export interface Setup {
  options: RecordOptions;
  deal: Deal;
}

/** The keys of a game record's `options` (what `RecordOptions` holds), in the order it writes them. */
export const RECORD_OPTION_KEYS = {
  classic: ['variant', 'players', 'start', 'firstPlayer', 'passLimit', 'freePass', 'tunnel', 'jokers', 'jokerPlay'],
  kill: ['variant', 'players', 'start', 'firstPlayer', 'passLimit', 'freePass', 'kill'],
} as const;

const KILL_DEFAULTS: ResolvedKillOptions = Object.freeze({
  maxGroup: 9,
  threeWallGroups: false,
  extraTurn: false,
  death: 'enclosed',
  diagonal: 'always',
  tiebreak: 'kills',
});
/** The keys of the resolved Kill options (a record's `options.kill`), in the order it writes them. */
export const KILL_OPTION_KEYS: readonly string[] = Object.freeze(Object.keys(KILL_DEFAULTS));

/** Every key `createGame` accepts: the record's options, and the deal's. */
const TOP_KEYS: ReadonlySet<string> = new Set([...RECORD_OPTION_KEYS.classic, 'kill', 'seed', 'hands', 'table']);
const KILL_KEYS: ReadonlySet<string> = new Set(KILL_OPTION_KEYS);
const CLASSIC_DEFAULTS = { tunnel: false, jokers: 0, jokerPlay: 'bridge' } as const;

/** Reads a list of canonical card strings into cell numbers. */
function cardList(name: string, value: unknown): number[] {
  const list = listOnce(name, value, 53, 'cards', 'the deck has at most 53');
  const out: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const card = cardNumber(list[i]);
    if (card < 0) {
      fail(
        `${name}[${i}]`,
        `${describe(list[i])} is not a canonical card such as "7D", "TH" or "JK" (parseCard reads other spellings)`,
      );
    }
    out.push(card);
  }
  return out;
}

function killOptions(value: unknown, variant: 'classic' | 'kill'): ResolvedKillOptions {
  if (value === undefined) return KILL_DEFAULTS;
  const k = snapshot(value, 'kill', KILL_KEYS);
  const resolved: ResolvedKillOptions = {
    maxGroup: integer('kill.maxGroup', k.maxGroup, 1, 12, KILL_DEFAULTS.maxGroup),
    threeWallGroups: boolean('kill.threeWallGroups', k.threeWallGroups, KILL_DEFAULTS.threeWallGroups),
    extraTurn: boolean('kill.extraTurn', k.extraTurn, KILL_DEFAULTS.extraTurn),
    death: oneOf('kill.death', k.death, ['enclosed', 'left-right'], KILL_DEFAULTS.death),
    diagonal: oneOf('kill.diagonal', k.diagonal, ['always', 'kill-only'], KILL_DEFAULTS.diagonal),
    tiebreak: oneOf('kill.tiebreak', k.tiebreak, ['kills', 'finish'], KILL_DEFAULTS.tiebreak),
  };
  if (variant === 'classic') {
    for (const key of Object.keys(resolved) as (keyof ResolvedKillOptions)[]) {
      if (resolved[key] !== KILL_DEFAULTS[key]) {
        fail(`kill.${key}`, `is a Kill option; it cannot be ${JSON.stringify(resolved[key])} in a classic game`);
      }
    }
  }
  if (resolved.diagonal === 'kill-only' && resolved.death === 'left-right') {
    fail('kill.diagonal', "'kill-only' cannot be combined with kill.death 'left-right' (that pair can stall a game)");
  }
  return resolved;
}

/**
 * Validates `createGame` options and makes the deal.
 * @throws {@link OptionsError}
 */
export function resolveOptions(input: GameOptions | undefined): Setup {
  const o = input === undefined ? {} : snapshot(input, '', TOP_KEYS, 'sevens');
  const variant = oneOf('variant', o.variant, ['classic', 'kill'], 'classic');
  const kill = killOptions(o.kill, variant);

  const tunnel = boolean('tunnel', o.tunnel, CLASSIC_DEFAULTS.tunnel);
  const jokers = integer('jokers', o.jokers, 0, 1, CLASSIC_DEFAULTS.jokers) as 0 | 1;
  const jokerPlay = oneOf('jokerPlay', o.jokerPlay, ['bridge', 'alone'], CLASSIC_DEFAULTS.jokerPlay);
  if (variant === 'kill') {
    if (tunnel !== CLASSIC_DEFAULTS.tunnel) fail('tunnel', 'is a classic option; it cannot be true in a Kill game');
    if (jokers !== CLASSIC_DEFAULTS.jokers) fail('jokers', 'is a classic option; a Kill game has no joker');
    if (jokerPlay !== CLASSIC_DEFAULTS.jokerPlay)
      fail('jokerPlay', "is a classic option; it cannot be 'alone' in a Kill game");
  }

  const start = oneOf('start', o.start, ['sevens', 'fan-tan'], variant === 'kill' ? 'fan-tan' : 'sevens');
  let passLimit: number | null = variant === 'kill' ? null : 3;
  if (o.passLimit === null) passLimit = null;
  else if (o.passLimit !== undefined) passLimit = integer('passLimit', o.passLimit, 0, Number.MAX_SAFE_INTEGER, 0);
  const freePass = boolean('freePass', o.freePass, false);
  if (freePass && passLimit === null) fail('freePass', 'needs a finite passLimit (a number of passes), not null');

  if (o.seed !== undefined && typeof o.seed !== 'string' && !(typeof o.seed === 'number' && Number.isInteger(o.seed))) {
    fail('seed', `expected an integer or a string, got ${describe(o.seed)}`);
  }

  // The deck and the deal.
  const table = o.table === undefined ? [] : cardList('table', o.table);
  let deal: Deal;
  let players: number;
  try {
    if (o.hands !== undefined) {
      const given = listOnce('hands', o.hands, MAX_PLAYERS, 'hands', `a game has 2–${MAX_PLAYERS} players`);
      if (given.length < 2) fail('hands', `${given.length} hands: a game has 2–${MAX_PLAYERS} players`);
      const hands = given.map((hand, i) => cardList(`hands[${i}]`, hand));
      players = integer('players', o.players, 2, MAX_PLAYERS, hands.length);
      if (players !== hands.length) fail('players', `is ${players} but hands has ${hands.length} hands`);
      deal = dealGiven(hands, table, jokers);
    } else {
      players = integer('players', o.players, 2, MAX_PLAYERS, 4);
      deal = dealShuffled(players, table, jokers, (o.seed as Seed | undefined) ?? drawSeed());
    }
  } catch (e) {
    if (e instanceof DealError) fail(e.option, e.message);
    throw e;
  }
  const firstPlayer = integer(
    'firstPlayer',
    o.firstPlayer,
    0,
    players - 1,
    Math.max(holderOf(deal, SEVEN_OF_DIAMONDS), 0),
  );
  const options: RecordOptions =
    variant === 'kill'
      ? { variant, players, start, firstPlayer, passLimit, freePass, kill }
      : { variant, players, start, firstPlayer, passLimit, freePass, tunnel, jokers, jokerPlay };
  return { options, deal };
}
