/**
 * Sevens as an engine object of the family's shape (`../shared/engine.ts`), for code written
 * against any game: the referee, `tournament`, the playground, a user's own loop.
 * @module
 */
import type { Engine } from '../shared/engine.js';
import { formatCard, parseCard } from './cards.js';
import { applyMove, isLegalMove, legalMoves } from './apply.js';
import { createGame } from './game.js';
import { type DescribeEventOptions, describeEvent } from './event-words.js';
import { formatMove, parseMove } from './move-words.js';
import { deserialize, serialize } from './record.js';
import { replay } from './replay.js';
import type { GameView, Score } from './reports.js';
import { score } from './score.js';
import { render } from './table-words.js';
import type { GameOptions, GameState, Move } from './types.js';
import { view } from './view.js';

/**
 * Sevens (七並べ, 殺しの7並べ, Fan Tan) as an {@link Engine}: the root entry's functions and the
 * name `'sevens'`, bundled for code that takes any game of the family.
 * @example
 * ```ts
 * import { Random, sevens } from 'shichinarabe';
 * const rng = new Random(3);
 * let game = sevens.createGame({ seed: 3 });
 * while (!sevens.view(game).over) {
 *   const moves = sevens.legalMoves(game);
 *   game = sevens.applyMove(game, moves[rng.int(moves.length)]!);
 * }
 * sevens.score(game).standings;
 * ```
 */
export const sevens: Engine<GameState, Move, GameOptions, GameView, Score, DescribeEventOptions> =
  /* @__PURE__ */ Object.freeze({
    name: 'sevens',
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
