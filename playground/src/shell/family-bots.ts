/** The bots of Seven Bridge and Seven Up, for the worker. */
import { Random } from 'shichinarabe';
import { sevenBridge } from 'shichinarabe/seven-bridge';
import { sevenUp } from 'shichinarabe/seven-up';
import type { BotPlayer } from '../protocol.js';

/** Each game's bot names, random first. */
export const FAMILY_BOTS = ['random'] as const;

/** The move of a bot of `game`, which sees only its own view of the state. */
export function playFor(game: 'seven-bridge' | 'seven-up'): BotPlayer {
  const engine = game === 'seven-bridge' ? sevenBridge : sevenUp;
  return (state, seat, bot, seed) => {
    if (!(FAMILY_BOTS as readonly string[]).includes(bot)) throw new Error(`no bot named "${bot}"`);
    const moves = engine.view(state as never, seat).legalMoves;
    const move = moves[new Random(seed).int(moves.length)];
    if (move === undefined) throw new Error(`P${seat + 1} has no move`);
    return move;
  };
}
