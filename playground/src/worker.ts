/**
 * The bots think here, off the page's thread, so the page never freezes (a search bot can take
 * a second a move). The page posts a `BotRequest` with the game state; the worker loads that
 * game's bots (only the game played is loaded) and answers with the seat's move. Each bot sees
 * only its own view and a generator seeded from the request.
 */
import type { GameName } from 'shichinarabe';
import type { BotAnswer, BotPlayer, BotRequest } from './protocol.js';

const loaders: Record<GameName, () => Promise<BotPlayer>> = {
  sevens: async () => (await import('./sevens/bots.js')).play,
  'seven-bridge': async () => (await import('./shell/family-bots.js')).playFor('seven-bridge'),
  'seven-up': async () => (await import('./shell/family-bots.js')).playFor('seven-up'),
};

self.onmessage = async (event: MessageEvent<BotRequest>) => {
  const { id, game, state, seat, bot, seed } = event.data;
  let answer: BotAnswer;
  try {
    const load = loaders[game];
    if (load === undefined) throw new Error(`no game named "${game}"`);
    answer = { id, move: (await load())(state, seat, bot, seed) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  self.postMessage(answer);
};
