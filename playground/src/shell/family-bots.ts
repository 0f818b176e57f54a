/**
 * The bots of Seven Bridge and Seven Up, for the worker: `GAME_BOTS` of `shichinarabe/bots`, each
 * seeing only its own view (`botViewOf`).
 */
import { Random } from 'shichinarabe';
import { type AnyBot, botViewOf, GAME_BOTS } from 'shichinarabe/bots';
import { sevenBridge } from 'shichinarabe/seven-bridge';
import { sevenUp } from 'shichinarabe/seven-up';
import type { BotPlayer } from '../protocol.js';

/** The move of a bot of `game`, which sees only its own view of the state. */
export function playFor(game: 'seven-bridge' | 'seven-up'): BotPlayer {
  const engine = game === 'seven-bridge' ? sevenBridge : sevenUp;
  return (state, seat, bot, seed) => {
    const play: AnyBot | undefined = GAME_BOTS[game][bot];
    if (play === undefined) throw new Error(`no bot named "${bot}"`);
    return play(botViewOf(engine as never, state, seat) as never, new Random(seed)) as { type: string };
  };
}
