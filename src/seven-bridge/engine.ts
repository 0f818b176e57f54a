/**
 * The engine object of Seven Bridge: its functions and name, of the family's one `Engine` type.
 * @module
 */
import { formatCard, parseCard } from '../shared/cards.js';
import type { Engine } from '../shared/engine.js';
import { applyMove, isLegalMove, legalMoves } from './apply.js';
import { describeEvent } from './event-words.js';
import { createGame } from './game.js';
import { formatMove, parseMove } from './move-words.js';
import { deserialize, serialize } from './record.js';
import { replay } from './replay.js';
import type { Score, View } from './reports.js';
import { score } from './score.js';
import { render } from './table-words.js';
import type { GameOptions, GameState, Move } from './types.js';
import { view } from './view.js';

/**
 * Seven Bridge as an engine object (frozen), for code written against any game of the family.
 * @example
 * ```ts
 * import { Random, sevenBridge } from 'shichinarabe/seven-bridge';
 * const rng = new Random(1);
 * let state = sevenBridge.createGame({ seed: 1 });
 * for (let moves = sevenBridge.legalMoves(state); moves.length > 0; moves = sevenBridge.legalMoves(state)) {
 *   state = sevenBridge.applyMove(state, moves[rng.int(moves.length)]!);
 * }
 * sevenBridge.score(state).standings;
 * ```
 */
export const sevenBridge: Engine<GameState, Move, GameOptions, View, Score> = /* @__PURE__ */ Object.freeze({
  name: 'seven-bridge',
  createGame,
  legalMoves,
  isLegalMove,
  applyMove,
  view,
  score,
  serialize,
  deserialize,
  replay,
  parseCard,
  formatCard,
  formatMove,
  parseMove,
  describeEvent,
  render,
});
