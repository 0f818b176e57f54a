/**
 * `shichinarabe play`: a game of Sevens, Seven Bridge or Seven Up in the terminal against the
 * library's bots. Moves are read from stdin, a line each, so it works piped too. Everything is
 * said by the game entry's own words (`narrator.ts`), in English or Japanese: the table, the moves,
 * every move's events as the person's own view holds them, the standings; people are P1…Pn.
 * @module
 */
import type { GameName } from '../index.js';
import { Random } from '../index.js';
import { int, jsonOptions, langOf, parse, str, UsageError } from './args.js';
import { type AnyBot, builtinBot, checkBuiltin, viewForBot } from './builtins.js';
import { ENGINES, forbiddenOptions, gameOf, optionsOf, rulesForBots } from './games.js';
import { Lines } from './input.js';
import { botSeed, secretSeed } from './seeds.js';
import { Narrator, promptCommand } from './narrator.js';

/** `shichinarabe play --help`. */
export const PLAY_HELP = `Usage: shichinarabe play [options]

A game in the terminal against the library's bots: Sevens (default), Seven Bridge or Seven Up.
On your turn you see the table and your hand, and your moves, numbered: type a number or the
move in words, in English or Japanese ("help" says how, and what every mark of the table
means; "quit" leaves). Every move is told as it is made, every point when it is scored. A claim
window of Seven Bridge in which you can only pass is passed for you. Moves are read from stdin a
line each, so the game can be piped: yes 1 | shichinarabe play --seed 1

Options:
  --game G         sevens, seven-bridge or seven-up (default sevens)
  --variant V      Sevens only: classic or kill (default classic)
  --players N      players, you included (default: 1 + the bots of --vs, or 4)
  --vs a,b,c       the bots in the other seats, repeated to fill them, named as match's
                   --bot names them (builtin:calm, builtin:seven-bridge/heuristic) or short
                   sevens: random, classic, simpleton, calm, killer, coward, brute, ismcts,
                   ismcts:N (default classic, or calm,killer,coward in kill);
                   seven-bridge and seven-up: random, heuristic, ismcts (default heuristic)
  --seat P         your seat: 1 to players, or P1 to Pn (default 1)
  --seed S         the deal's seed (default: a random one, printed at the start)
  --options JSON   more game options, e.g. '{"jokers":1}' or '{"rounds":3}' (not seed, nor
                   Sevens' hands and table or the others' decks)
  --lang L         en (default) or ja: the game in English or Japanese (moves are read
                   in either)
  -h, --help       this help

Examples:
  shichinarabe play --variant kill --vs calm,killer,coward
  shichinarabe play --game seven-bridge --vs heuristic,ismcts,random
  shichinarabe play --game seven-up --players 4 --options '{"partnerships":true}'
  shichinarabe play --game seven-bridge --lang ja --vs builtin:seven-bridge/ismcts`;

/** The bots of --vs in `game`, by their names there (as match's `--bot builtin:NAME`, or short). */
function opponents(game: GameName, text: string | undefined, variant: string | undefined): string[] {
  const fallback = game !== 'sevens' ? 'heuristic' : variant === 'kill' ? 'calm,killer,coward' : 'classic';
  const names = (text ?? fallback).split(',').map((s) => s.trim().replace(/^builtin:/, ''));
  if (names.some((s) => s === '')) throw new UsageError('--vs is a list of bot names separated by commas');
  return names.map((n) => checkBuiltin(game, game === 'sevens' || n.includes('/') ? n : `${game}/${n}`));
}

/** The rules the person chose (`--variant`, `--options`), as data: `variant "kill", jokers 1`. */
function chosenRules(options: Record<string, unknown>): string {
  return Object.keys(options)
    .filter((k) => k !== 'players')
    .map((k) => `${k} ${JSON.stringify(options[k])}`)
    .join(', ');
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
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (parsed.values.help === true) {
    process.stdout.write(`${PLAY_HELP}\n`);
    return 0;
  }
  const lang = langOf(str(parsed, 'lang'));
  const game = gameOf(str(parsed, 'game'));
  const engine = ENGINES[game];
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
  const rules = rulesForBots(engine, state);
  // Bots are named with their bot ("P2 (calm)"); the person is the viewer, "you" in every sentence.
  const bot = (p: number): string => (seats[p] ?? '').replace(/^.*\//, '');
  const names = seats.map((s, p) =>
    s === null ? `P${p + 1}` : lang === 'ja' ? `P${p + 1}（${bot(p)}）` : `P${p + 1} (${bot(p)})`,
  );
  const tell = new Narrator(game, lang, names, me, rules);
  const say = (text: string): void => {
    process.stdout.write(`${text}\n`);
  };
  const against = tell.words.list(seats.flatMap((s, p) => (s === null ? [] : [names[p] as string])));
  const changed = chosenRules(options);
  say(
    tell.say(
      `${tell.title}: ${n} players, seed ${seed}${changed === '' ? '' : `; rules: ${changed}`}. You are P${me + 1}; against ${against}.`,
      `${tell.title}：${n}人、シード ${seed}${changed === '' ? '' : `、ルール：${changed}`}。あなたはP${me + 1}、相手は${against}です。`,
    ),
  );
  const opening = tell.opening(engine.view(state, me));
  if (opening.length > 0) say(tell.join(opening));
  const input = new Lines();
  for (let v = engine.view(state); !v.over; v = engine.view(state)) {
    const current = v.current as number;
    let move: unknown;
    let note = '';
    if (current === me) {
      const mine = engine.view(state, me);
      const moves = mine.legalMoves;
      if (game === 'seven-bridge' && moves.length === 1 && moves[0]?.type === 'pass') {
        // A claim window in which the person can only pass: passed for them, said in one line.
        move = moves[0];
        note = tell.say('(You can only pass: passed for you.)', '（パスしかできないので、自動でパスしました。）');
      } else {
        say('');
        say(tell.table(state, false));
        say(tell.say(`Your moves: ${tell.numbered(moves)}`, `選べる手：${tell.numbered(moves)}`));
        for (;;) {
          process.stdout.write(tell.say('Your move> ', '手を入力> '));
          const line = await input.next();
          if (line === null) {
            say('');
            process.stderr.write('shichinarabe play: the input ended before the game did\n');
            return 1;
          }
          if (process.stdin.isTTY !== true) say(line);
          const t = line.trim();
          const command = promptCommand(t);
          if (command === 'quit') {
            say(tell.say('You leave the game.', 'ゲームをやめました。'));
            return 0;
          }
          if (command === 'help') {
            for (const l of tell.help(state)) say(l);
            continue;
          }
          if (command === 'table') {
            say(tell.table(state, false));
            continue;
          }
          if (t === '') continue;
          const digits = t.normalize('NFKC');
          if (/^\d+$/.test(digits)) {
            const i = Number(digits);
            if (i >= 1 && i <= moves.length) {
              move = moves[i - 1];
              break;
            }
            say(
              tell.say(
                `There is no move ${i}: pick 1 to ${moves.length}.`,
                `${i}番の手はありません：1〜${moves.length}から選んでください。`,
              ),
            );
            continue;
          }
          const understood = tell.read(line, mine);
          if (typeof understood === 'string') {
            say(understood);
            continue;
          }
          move = understood;
          break;
        }
      }
    } else {
      const bot = bots.get(seats[current] as string) as AnyBot;
      move = bot(viewForBot(game, state, current, rules), rngs[current] as Random);
      if (!engine.isLegalMove(state, move as never)) move = v.legalMoves[0];
    }
    state = engine.applyMove(state, move as never);
    const told = tell.events(engine.view(state, me));
    say(tell.join(note === '' ? told : [note, ...told]));
  }
  say('');
  say(tell.table(state, false));
  const final = engine.score(state);
  const mine = final.standings.find((r) => r.player === me);
  say(
    tell.say(
      `You finished ${tell.words.place(mine?.rank ?? 0)} of ${n}.`,
      `あなたは${n}人中${tell.words.place(mine?.rank ?? 0)}でした。`,
    ),
  );
  return 0;
}
