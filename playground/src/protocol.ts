/** Messages between the page and the bot worker. */
import type { AnyMove, GameName } from 'shichinarabe';

/** Page → worker: ask the bot of `seat` for its move in `state`. */
export interface BotRequest {
  /** Echoed in the answer. */
  id: number;
  /** The game played (the worker loads that game's bots). */
  game: GameName;
  /** The game's state (states survive `structuredClone`). */
  state: unknown;
  seat: number;
  /** The seat's bot name. */
  bot: string;
  /** Seeds the bot's generator: the game's seed, the seat and the move number, so games replay. */
  seed: string;
}

/** Worker → page: the move, or why there is none. */
export type BotAnswer = { id: number; move: AnyMove } | { id: number; error: string };

/** A game's bots, as the worker runs them: the move of `bot` for `seat` in `state`. */
export type BotPlayer = (state: unknown, seat: number, bot: string, seed: string) => AnyMove;
