/**
 * The demo game (`npm start`): one seeded game between random players, narrated move by move from
 * the events of the views alone (what a game frontend would show, in the library's own words:
 * `describeEvent`), with the table after each move that changes it, then the standings (`render`).
 *
 *   npm start                          classic 七並べ, 4 players, seed 1
 *   npm start -- --kill                the Kill variant 殺しの7並べ
 *   npm start -- --seed 7 --players 5 --kill --joker
 */
import { parseArgs } from 'node:util';
import {
  applyMove,
  createGame,
  describeEvent,
  type GameOptions,
  legalMoves,
  type Move,
  OptionsError,
  Random,
  render,
  renderTable,
  view,
} from '../src/index.js';

const HELP = `npm start -- [options]

Plays one seeded game between random players and narrates it.

  --kill             the Kill variant 殺しの7並べ (default: classic 七並べ)
  --joker            classic with one joker
  --players N        2 to 8 players (default 4)
  --seed S           the seed of the deal and of the players' choices (default 1)
  -h, --help         this text
`;

function fail(message: string): never {
  console.error(`demo: ${message} (see npm start -- --help)`);
  process.exit(2);
}

let values: { kill?: boolean; joker?: boolean; players?: string; seed?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      kill: { type: 'boolean' },
      joker: { type: 'boolean' },
      players: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (e) {
  fail((e as Error).message);
}
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const seedText = values.seed ?? '1';
const players = Number(values.players ?? 4);
if (!Number.isInteger(players)) fail(`--players must be a whole number, got ${JSON.stringify(values.players)}`);
const options: GameOptions = {
  variant: values.kill ? 'kill' : 'classic',
  players,
  seed: /^-?\d+$/.test(seedText) ? Number(seedText) : seedText,
  ...(values.joker ? { jokers: 1 as const } : {}),
};

let game: ReturnType<typeof createGame>;
try {
  game = createGame(options);
} catch (e) {
  if (e instanceof OptionsError) fail(e.message);
  throw e;
}
const rng = new Random(`demo:${seedText}`);
const color = process.stdout.isTTY === true;
console.log(
  `${options.variant === 'kill' ? '殺しの7並べ (Kill)' : '七並べ (Sevens)'}, ${players} players, seed ${seedText}\n`,
);
console.log(renderTable(game, { color }));
for (let moves = legalMoves(game); moves.length > 0; moves = legalMoves(game)) {
  game = applyMove(game, moves[rng.int(moves.length)] as Move);
  const seen = view(game, 0); // what player 0 sees: the events are public, the same in every view
  const said = seen.events.map((e) => describeEvent(e, { passLimit: options.passLimit ?? null }));
  console.log(`\n${String(seen.moveNumber).padStart(3)}. ${said.join(' ')}`);
  if (seen.events.some((e) => e.type !== 'pass')) console.log(renderTable(seen, { color }));
}
console.log(
  `\n${render(game)
    .split('\n')
    .slice(-(players + 2))
    .join('\n')}`,
); // the standings and who won
