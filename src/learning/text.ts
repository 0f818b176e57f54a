/**
 * The game as text for a person watching a learner (the Python environment's `render()`): each
 * entry's §8 `render` of the whole state (every hand shown), in English.
 * @module
 */
import type { GameName } from '../shared/engine.js';
import * as bridge from '../seven-bridge/index.js';
import * as up from '../seven-up/index.js';
import * as sevens from '../index.js';

/** A state of the game named, as text: the entry's `render` of the whole truth. */
export function describeState(game: GameName, state: unknown): string {
  if (game === 'sevens') return sevens.render(state as sevens.GameState);
  if (game === 'seven-bridge') return bridge.render(state as bridge.GameState);
  return up.render(state as up.GameState);
}
