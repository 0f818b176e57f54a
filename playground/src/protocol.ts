/** Messages between the page and the bot worker. */
import type { GameState, Move } from 'shichinarabe';

/** Page → worker: ask the bot of `seat` for its move in `state`. */
export interface BotRequest {
  /** Echoed in the answer. */
  id: number;
  state: GameState;
  seat: number;
  /** The seat's bot name (seats.ts). */
  bot: string;
  /** Seeds the bot's generator: the game's seed, the seat and the move number, so games replay. */
  seed: string;
}

/** Worker → page: the move, or why there is none. */
export type BotAnswer = { id: number; move: Move } | { id: number; error: string };
