/**
 * Seven Up's baseline bot: a legal move at random.
 * @module
 */
import type { Move } from '../../seven-up/index.js';
import type { BotOf } from '../generic.js';

/**
 * Seven Up: plays a legal move chosen uniformly at random (stand or beg, gift or run, discards,
 * cards to tricks). The baseline.
 * @example
 * ```ts
 * import { Random } from 'shichinarabe';
 * import { createGame, sevenUp } from 'shichinarabe/seven-up';
 * import { botViewOf, sevenUpRandom } from 'shichinarabe/bots';
 * const game = createGame({ seed: 3 });
 * const eldest = sevenUp.view(game).current!;
 * sevenUpRandom(botViewOf(sevenUp, game, eldest), new Random(1)); // stand or beg
 * ```
 */
export const sevenUpRandom: BotOf<'seven-up'> = (v, rng) => v.legalMoves[rng.int(v.legalMoves.length)] as Move;
