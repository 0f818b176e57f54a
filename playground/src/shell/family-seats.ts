/**
 * The seat names of Seven Bridge and Seven Up: the keys of `GAME_BOTS[game]` (shichinarabe/bots),
 * random first, written out so that the page does not load the bots' code (the worker does). A
 * unit test checks them against `GAME_BOTS`.
 */

/** Each game's bot names, as `GAME_BOTS` lists them. */
export const FAMILY_BOTS = {
  'seven-bridge': ['random', 'heuristic', 'ismcts'],
  'seven-up': ['random', 'heuristic', 'ismcts'],
} as const satisfies Record<string, readonly string[]>;

/** The bot a new seat gets. */
export const FAMILY_DEFAULT_BOT = 'heuristic';
