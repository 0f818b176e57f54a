/**
 * The demo game (`npm start`): one seeded game between random players, narrated move by move from
 * the events of the views alone (what a game frontend would show), with the table after each
 * move that changes it, then the standings.
 *
 *   npm start                          classic 七並べ, 4 players, seed 1
 *   npm start -- --kill                the Kill variant 殺しの7並べ
 *   npm start -- --seed 7 --players 5 --kill --joker
 */
import { parseArgs } from 'node:util';
import {
  applyMove,
  type Card,
  createGame,
  formatCard,
  type GameEvent,
  type GameOptions,
  legalMoves,
  type Move,
  OptionsError,
  Random,
  renderTable,
  score,
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

const name = (p: number): string => `P${p}`;
const cards = (list: readonly Card[]): string => list.map((c) => formatCard(c)).join(' ');

/** One event in words. */
function say(e: GameEvent): string {
  switch (e.type) {
    case 'play':
      return `${name(e.player)} plays ${formatCard(e.card)}`;
    case 'joker':
      return `${name(e.player)} stands the joker in for ${formatCard(e.card)}`;
    case 'swap':
      return `${name(e.player)} lays ${formatCard(e.card)} and takes the joker`;
    case 'pass':
      return `${name(e.player)} passes (pass ${e.passes})`;
    case 'disqualified':
      return `${name(e.player)} is disqualified: ${e.cards.length > 0 ? `lays ${cards(e.cards)} face up` : 'no cards left to lay'}`;
    case 'died':
      return `${e.cards.length === 1 ? 'dies' : 'die'}: ${cards(e.cards)} of ${name(e.player)}${e.by === null ? '' : e.by === e.player ? ` (killed by ${name(e.by)} themself)` : ` (killed by ${name(e.by)})`}`;
    case 'out':
      return `${name(e.player)} goes out`;
    case 'stuck':
      return `${name(e.player)} is stuck with only the joker`;
    case 'extra-turn':
      return `${name(e.player)} killed and moves again`;
    case 'over':
      return 'the game is over';
  }
}

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
  const [first, ...rest] = seen.events.map(say);
  console.log(`\n${String(seen.moveNumber).padStart(3)}. ${first}${rest.length > 0 ? `; ${rest.join('; ')}` : ''}`);
  if (seen.events.some((e) => e.type !== 'pass')) console.log(renderTable(seen, { color }));
}
console.log('\nStandings');
for (const s of score(game).standings) {
  const extra =
    options.variant === 'kill'
      ? `dead ${s.dead}, kills ${s.kills}, self-kills ${s.selfKills}`
      : `cards left ${s.cardsLeft}, chips ${s.chips > 0 ? '+' : ''}${s.chips}`;
  console.log(`  ${s.rank}. ${name(s.player)}  ${s.status.padEnd(12)} ${extra}`);
}
