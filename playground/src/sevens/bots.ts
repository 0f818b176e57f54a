/** Sevens' bots by seat name, for the worker (see seats.ts). */
import { Random } from 'shichinarabe';
import { BOTS, type Bot, botView, ismctsBot } from 'shichinarabe/bots';
import type { BotPlayer } from '../protocol.js';
import { ISMCTS, seatProblem } from './seats.js';

const made = new Map<string, Bot>();

/** The library's bot for a seat name (`'calm'`, `'ismcts'`, `'ismcts:500'` …). */
export function makeBot(name: string): Bot {
  const known = made.get(name);
  if (known) return known;
  const problem = name === 'human' ? 'a human seat has no bot' : seatProblem(name);
  if (problem !== null) throw new Error(problem);
  let bot: Bot | undefined;
  if (name === ISMCTS) bot = ismctsBot();
  else if (name.startsWith(`${ISMCTS}:`)) bot = ismctsBot({ iterations: Number(name.slice(ISMCTS.length + 1)) });
  else bot = BOTS[name];
  if (bot === undefined) throw new Error(`no bot named "${name}"`);
  made.set(name, bot);
  return bot;
}

/** The move of a Sevens bot, which sees only `botView(state, seat)`. */
export const play: BotPlayer = (state, seat, bot, seed) =>
  makeBot(bot)(botView(state as Parameters<typeof botView>[0], seat), new Random(seed));
