/**
 * Times a game's search bot per decision (`npm run decision-time -- …`): collects the positions
 * where a seat facing three copies of the game's heuristic (Sevens: calm in Kill, the classic
 * heuristic in classic; Seven Bridge and Seven Up: their heuristic) has two or more legal moves,
 * then times the bot on each, after a warm-up, and prints the median, p90 and mean. Run it on a
 * quiet machine (and with `nice`, one at a time, on a shared one).
 *
 *   npm run decision-time -- --variant kill --decisions 400
 *   npm run decision-time -- --game seven-bridge --decisions 400
 *   npm run decision-time -- --game seven-up --decisions 400 --iterations 300
 */
import { parseArgs } from 'node:util';
import {
  type AnyBot,
  type AnyBotView,
  type AnyEngine,
  BOTS,
  GAME_BOTS,
  ismctsBot,
  playGame,
  Random,
  sevenBridgeIsmcts,
  sevenUpIsmcts,
} from '../src/bots/index.js';
import { sevens } from '../src/index.js';
import { sevenBridge } from '../src/seven-bridge/index.js';
import { sevenUp } from '../src/seven-up/index.js';

const HELP = `Usage: npm run decision-time -- [--game sevens|seven-bridge|seven-up] [--variant classic|kill]
                         [--decisions N] [--iterations N]

Times the game's ismcts bot per decision at positions with 2+ legal moves met by a seat facing
three copies of the game's heuristic; prints the median, p90 and mean (progress on stderr).
  --game G         sevens (default), seven-bridge or seven-up, at default options
  --variant V      Sevens only: classic or kill (default kill)
  --decisions N    positions timed (default 400)
  --iterations N   the bot's budget (default: the bot's default)`;

function die(message: string): never {
  process.stderr.write(`decision-time: ${message}\n`);
  process.exit(2);
}

let values: Record<string, string | boolean | undefined>;
try {
  values = parseArgs({
    options: {
      game: { type: 'string', default: 'sevens' },
      variant: { type: 'string' },
      decisions: { type: 'string', default: '400' },
      iterations: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (e) {
  die(e instanceof Error ? e.message : String(e));
}
if (values.help === true) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}
const game = String(values.game);
if (game !== 'sevens' && game !== 'seven-bridge' && game !== 'seven-up')
  die(`unknown game "${game}" (sevens, seven-bridge, seven-up)`);
if (values.variant !== undefined && game !== 'sevens') die('--variant is for Sevens only');
const variant = values.variant ?? 'kill';
if (variant !== 'classic' && variant !== 'kill') die(`unknown variant "${String(variant)}" (classic, kill)`);
const wanted = Number(values.decisions);
if (!Number.isInteger(wanted) || wanted < 1) die('--decisions must be a positive integer');
const iterations = values.iterations === undefined ? undefined : Number(values.iterations);
if (iterations !== undefined && (!Number.isInteger(iterations) || iterations < 1))
  die('--iterations must be a positive integer');

const budget = iterations === undefined ? {} : { iterations };
const engine: AnyEngine = game === 'sevens' ? sevens : game === 'seven-bridge' ? sevenBridge : sevenUp;
const options = game === 'sevens' ? { variant } : {};
const rival = (game === 'sevens' ? BOTS[variant === 'kill' ? 'calm' : 'classic'] : GAME_BOTS[game].heuristic) as AnyBot;
const bot = (
  game === 'sevens' ? ismctsBot(budget) : game === 'seven-bridge' ? sevenBridgeIsmcts(budget) : sevenUpIsmcts(budget)
) as AnyBot;

const views: AnyBotView[] = [];
const recorder: AnyBot = (v, rng) => {
  if (v.legalMoves.length > 1 && views.length < wanted) views.push(v);
  return rival(v, rng);
};
for (let g = 0; views.length < wanted; g++) {
  const seats = [rival, rival, rival, rival];
  seats[g % 4] = recorder; // every seat in turn
  playGame({ engine, options, bots: seats, seed: `decision-time/${g}` });
}
for (let i = 0; i < Math.min(50, views.length); i++) bot(views[i] as AnyBotView, new Random(`warm/${i}`));
const searched: number[] = [];
const times = views.map((v, i) => {
  if (i % 50 === 0) process.stderr.write(`timing ${i}/${views.length}\n`);
  const start = performance.now();
  bot(v, new Random(`time/${i}`));
  const took = performance.now() - start;
  if ((v as { phase?: string }).phase === 'play' || game !== 'seven-up') searched.push(took);
  return took;
});
searched.sort((a, b) => a - b);
times.sort((a, b) => a - b);
const at = (q: number, list = times): string => (list[Math.floor(q * (list.length - 1))] as number).toFixed(2);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const label = game === 'sevens' ? `sevens ${variant}` : game;
console.log(
  `${label}, ismcts(${iterations === undefined ? '' : `{ iterations: ${iterations} }`}), ` +
    `${times.length} decisions with 2+ legal moves: median ${at(0.5)} ms, p90 ${at(0.9)} ms, mean ${mean.toFixed(2)} ms`,
);
if (game === 'seven-up' && searched.length > 0) {
  console.log(
    `  of which ${searched.length} in the tricks (searched): median ${at(0.5, searched)} ms, p90 ${at(0.9, searched)} ms`,
  );
}
