/**
 * The bots think here, off the page's thread, so the page never freezes (the search bot can
 * take a second a move). The page posts a `BotRequest` with the game state (a `GameState`
 * survives `structuredClone`); the worker answers with the move of that seat's bot, which
 * sees only `botView(state, seat)` and a generator seeded from the request.
 */
import { Random } from 'shichinarabe';
import { botView } from 'shichinarabe/bots';
import type { BotAnswer, BotRequest } from './protocol.js';
import { makeBot } from './worker-bots.js';

self.onmessage = (event: MessageEvent<BotRequest>) => {
  const { id, state, seat, bot, seed } = event.data;
  let answer: BotAnswer;
  try {
    const move = makeBot(bot)(botView(state, seat), new Random(seed));
    answer = { id, move };
  } catch (error) {
    answer = { id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  self.postMessage(answer);
};
