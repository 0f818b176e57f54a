/**
 * Who sits in each seat: a person (`'human'`) or one of the library's bots by name. The page
 * only needs the names (so the bots' code stays in the worker's bundle); the worker turns a
 * name into a bot with `makeBot` (worker-bots.ts). A unit test checks that these names are
 * exactly the keys of `BOTS` from `shichinarabe/bots`, plus `ismcts`.
 */

/** A seat played by a person at this page. */
export const HUMAN = 'human';

/** The keys of `BOTS` (shichinarabe/bots), in its order. */
export const BOT_NAMES = ['random', 'classic', 'simpleton', 'calm', 'killer', 'coward', 'brute'] as const;

/** The search bot, `ismcts` (default budget: 300 iterations in Kill, 1 500 in classic) or `ismcts:N` for N iterations per move. */
export const ISMCTS = 'ismcts';

/** Every name a seat may have in the controls' menus. */
export const SEAT_CHOICES: readonly string[] = [HUMAN, ...BOT_NAMES, ISMCTS];

/** A seat: `'human'`, a name of `BOT_NAMES`, `'ismcts'` or `'ismcts:N'`. */
export type Seat = string;

/** The one-line reason a seat's name is not valid, or `null` when it is. */
export function seatProblem(seat: string): string | null {
  if (seat === HUMAN || (BOT_NAMES as readonly string[]).includes(seat) || seat === ISMCTS) return null;
  const m = /^ismcts:(\d+)$/.exec(seat);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 100_000) return null;
  return `"${seat}" is not a seat: use human, ${BOT_NAMES.join(', ')}, ismcts or ismcts:N (1–100000 iterations)`;
}

/** The bot a seat defaults to in a variant: the classic heuristic, or the calm Kill personality. */
export function defaultBot(variant: string | undefined): Seat {
  return variant === 'kill' ? 'calm' : 'classic';
}
