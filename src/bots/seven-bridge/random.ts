/**
 * Seven Bridge's baseline bot: a legal move at random.
 * @module
 */
import type { Move } from '../../seven-bridge/index.js';
import type { BotOf } from '../generic.js';

/**
 * Seven Bridge: plays a legal move chosen uniformly at random (draws, melds, lay-offs, discards,
 * claims and passes alike). The baseline.
 * @example
 * ```ts
 * import { Random } from 'shichinarabe';
 * import { createGame, sevenBridge } from 'shichinarabe/seven-bridge';
 * import { botViewOf, sevenBridgeRandom } from 'shichinarabe/bots';
 * sevenBridgeRandom(botViewOf(sevenBridge, createGame({ seed: 3 }), 0), new Random(1)); // { type: 'draw' }
 * ```
 */
export const sevenBridgeRandom: BotOf<'seven-bridge'> = (v, rng) => v.legalMoves[rng.int(v.legalMoves.length)] as Move;
