/**
 * Times `ismctsBot` per decision (`npm run decision-time -- …`): collects the positions where a
 * seat facing three copies of the heuristic (calm in Kill, the classic heuristic in classic) has
 * two or more legal moves, then times the bot on each, after a warm-up, and prints the median,
 * p90 and mean. Run it on a quiet machine (and with `nice`, one at a time, on a shared one).
 *
 *   npm run decision-time -- --variant kill --decisions 400
 *   npm run decision-time -- --variant classic --decisions 400 --iterations 3000
 *
 * Options:
 *   --variant classic|kill   the game, at its default options (default kill)
 *   --decisions N            positions timed (default 400)
 *   --iterations N           the bot's budget (default: ismctsBot's default for the variant)
 */
import { parseArgs } from 'node:util';
import { BOTS, type Bot, type BotView, ismctsBot, playGame, Random } from '../src/bots/index.js';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'kill' },
    decisions: { type: 'string', default: '400' },
    iterations: { type: 'string' },
  },
});
const variant = values.variant === 'classic' ? 'classic' : 'kill';
const wanted = Number(values.decisions);
const rival = BOTS[variant === 'kill' ? 'calm' : 'classic'] as Bot;
const views: BotView[] = [];
const recorder: Bot = (v, rng) => {
  if (v.legalMoves.length > 1 && views.length < wanted) views.push(v);
  return rival(v, rng);
};
for (let g = 0; views.length < wanted; g++) {
  const seats = [rival, rival, rival, rival];
  seats[g % 4] = recorder; // every seat in turn
  playGame({ options: { variant }, bots: seats, seed: `decision-time/${g}` });
}
const bot = ismctsBot(values.iterations === undefined ? {} : { iterations: Number(values.iterations) });
for (let i = 0; i < Math.min(50, views.length); i++) bot(views[i] as BotView, new Random(`warm/${i}`));
const times = views.map((v, i) => {
  const start = performance.now();
  bot(v, new Random(`time/${i}`));
  return performance.now() - start;
});
times.sort((a, b) => a - b);
const at = (q: number): string => (times[Math.floor(q * (times.length - 1))] as number).toFixed(2);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `${variant}, ismctsBot(${values.iterations === undefined ? '' : `{ iterations: ${values.iterations} }`}), ` +
    `${times.length} decisions with 2+ legal moves: median ${at(0.5)} ms, p90 ${at(0.9)} ms, mean ${mean.toFixed(2)} ms`,
);
