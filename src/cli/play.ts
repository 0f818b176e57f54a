/**
 * `shichinarabe play`: a game of Sevens, Seven Bridge or Seven Up in the terminal against the
 * library's bots. Moves are read from stdin, a line each, so it works piped too. Every move is
 * narrated from the events of the person's own view; people are P1…Pn.
 * @module
 */
import type { GameName } from '../index.js';
import { Random } from '../index.js';
import { int, jsonOptions, parse, str, UsageError } from './args.js';
import { type AnyBot, builtinBot, checkBuiltin, viewForBot } from './builtins.js';
import { ENGINES, forbiddenOptions, gameOf, optionsOf, rulesForBots } from './games.js';
import { Lines } from './input.js';
import { botSeed, secretSeed } from './seeds.js';
import { TELLERS } from './tellers.js';
import { ordinal, type Style } from './words.js';

/** `shichinarabe play --help`. */
export const PLAY_HELP = `Usage: shichinarabe play [options]

A game in the terminal against the library's bots: Sevens (default), Seven Bridge or Seven Up.
On your turn you see the table and your hand, and your moves, numbered: type a number or the
move in words ("help" lists them; "quit" leaves). Every move is told as it is made. Moves are
read from stdin a line each, so the game can be piped: yes 1 | shichinarabe play --seed 1

Options:
  --game G         sevens, seven-bridge or seven-up (default sevens)
  --variant V      Sevens only: classic or kill (default classic)
  --players N      players, you included (default: 1 + the bots of --vs, or 4)
  --vs a,b,c       the bots in the other seats, repeated to fill them
                   sevens: random, classic, simpleton, calm, killer, coward, brute, ismcts
                   (default classic, or calm,killer,coward in kill);
                   seven-bridge and seven-up: random, heuristic, ismcts (default heuristic)
  --seat P         your seat: 1 to players, or P1 to Pn (default 1)
  --seed S         the deal's seed (default: a random one, printed at the start)
  --options JSON   more game options, e.g. '{"jokers":1}' or '{"rounds":3}' (not seed, nor
                   Sevens' hands and table or the others' decks)
  -h, --help       this help

Examples:
  shichinarabe play --variant kill --vs calm,killer,coward
  shichinarabe play --game seven-bridge --vs heuristic,ismcts,random
  shichinarabe play --game seven-up --players 4 --options '{"partnerships":true}'`;

/** The bots of --vs in `game`, by their names there. */
function opponents(game: GameName, text: string | undefined, variant: string | undefined): string[] {
  const fallback = game !== 'sevens' ? 'heuristic' : variant === 'kill' ? 'calm,killer,coward' : 'classic';
  const names = (text ?? fallback).split(',').map((s) => s.trim());
  if (names.some((s) => s === '')) throw new UsageError('--vs is a list of bot names separated by commas');
  return names.map((n) => checkBuiltin(game, game === 'sevens' || n.includes('/') ? n : `${game}/${n}`));
}

/** Runs `shichinarabe play`; resolves to the exit code. */
export async function playCommand(args: readonly string[]): Promise<number> {
  const parsed = parse(args, {
    options: {
      game: { type: 'string' },
      variant: { type: 'string' },
      players: { type: 'string' },
      vs: { type: 'string' },
      seat: { type: 'string' },
      seed: { type: 'string' },
      options: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (parsed.values.help === true) {
    process.stdout.write(`${PLAY_HELP}\n`);
    return 0;
  }
  const game = gameOf(str(parsed, 'game'));
  const engine = ENGINES[game];
  const teller = TELLERS[game];
  const json = jsonOptions(str(parsed, 'options'), forbiddenOptions(game, false));
  const variant = str(parsed, 'variant') ?? (typeof json.variant === 'string' ? json.variant : undefined);
  const vsText = str(parsed, 'vs');
  const vs = opponents(game, vsText, variant);
  const bots = new Map<string, AnyBot>(vs.map((name) => [name, builtinBot(game, name)]));
  const players = int(parsed, 'players', vsText !== undefined ? vs.length + 1 : 4, 2, 8);
  const options = optionsOf(game, str(parsed, 'variant'), players, json);
  const seatText = str(parsed, 'seat')?.replace(/^p/i, '');
  const me =
    (seatText === undefined ? 1 : int({ values: { seat: seatText }, positionals: [] }, 'seat', 1, 1, players)) - 1;
  const seedText = str(parsed, 'seed');
  if (seedText !== undefined && seedText.trim() === '') throw new UsageError('--seed needs a value');
  const seed = seedText ?? secretSeed().slice(0, 8);
  let state = engine.createGame({ ...options, seed });
  const n = engine.view(state).handSizes.length;
  const seats = Array.from({ length: n }, (_, p) =>
    p === me ? null : (vs[(p - (p > me ? 1 : 0)) % vs.length] as string),
  );
  const rngs = seats.map((_, p) => new Random(botSeed(seed, 0, p)));
  const name = (p: number): string => (p === me ? 'You' : `P${p + 1} (${(seats[p] ?? '').replace(/^.*\//, '')})`);
  const style: Style = { color: process.stdout.isTTY === true && process.env.NO_COLOR === undefined };
  const rules = rulesForBots(engine, state);
  const say = (text: string): void => {
    process.stdout.write(`${text}\n`);
  };
  say(
    `${teller.rules(rules)}: ${n} players, seed ${seed}. You are P${me + 1}; ` +
      `against ${seats.flatMap((s, p) => (s === null ? [] : [name(p)])).join(', ')}.`,
  );
  const input = new Lines();
  for (let v = engine.view(state); !v.over; v = engine.view(state)) {
    const current = v.current as number;
    let move: unknown;
    if (current === me) {
      const mine = engine.view(state, me);
      const moves = mine.legalMoves;
      say('');
      for (const line of teller.table(mine, name, style, rules)) say(line);
      say(`Your moves: ${moves.map((m, i) => `${i + 1}) ${teller.move(m, style)}`).join('  ')}`);
      for (;;) {
        process.stdout.write('Your move> ');
        const line = await input.next();
        if (line === null) {
          say('');
          process.stderr.write('shichinarabe play: the input ended before the game did\n');
          return 1;
        }
        if (process.stdin.isTTY !== true) say(line);
        const t = line.trim().toLowerCase();
        if (t === 'quit' || t === 'q' || t === 'exit') {
          say('You leave the game.');
          return 0;
        }
        if (t === 'help' || t === '?' || t === 'h') {
          say(teller.help);
          continue;
        }
        if (t === 'table') {
          for (const l of teller.table(mine, name, style, rules)) say(l);
          continue;
        }
        if (t === '') continue;
        if (/^\d+$/.test(t)) {
          const i = Number(t);
          if (i >= 1 && i <= moves.length) {
            move = moves[i - 1];
            break;
          }
          say(`There is no move ${i}: pick 1 to ${moves.length}.`);
          continue;
        }
        const understood = teller.understand(line, moves, mine);
        if (typeof understood === 'string') {
          say(understood);
          continue;
        }
        move = understood;
        break;
      }
    } else {
      const bot = bots.get(seats[current] as string) as AnyBot;
      move = bot(viewForBot(game, state, current, rules), rngs[current] as Random);
      if (!engine.isLegalMove(state, move as never)) move = v.legalMoves[0];
    }
    state = engine.applyMove(state, move as never);
    say(teller.narrate(engine.view(state, me), name, style, me, rules).join(' '));
  }
  say('');
  for (const line of teller.end(engine.view(state), style)) say(line);
  say('Standings:');
  const final = engine.score(state);
  for (const row of teller.standings(final, name, rules)) say(`  ${row}`);
  const mine = final.standings.find((r) => r.player === me);
  say(`You finished ${ordinal(mine?.rank ?? 0)} of ${n}.`);
  return 0;
}
