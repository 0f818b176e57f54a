/**
 * `shichinarabe play`: a game in the terminal against the library's bots. Moves are read from
 * stdin, a line each, so it works piped too.
 * @module
 */
import { createInterface } from 'node:readline';
import { type Bot, botView } from '../bots/index.js';
import {
  applyMove,
  type Card,
  createGame,
  type GameState,
  isLegalMove,
  type Move,
  parseCard,
  Random,
  score,
  view,
} from '../index.js';
import { gameOptions, int, jsonOptions, parse, str, UsageError } from './args.js';
import { builtinBot } from './builtins.js';
import { botSeed, secretSeed } from './seeds.js';
import { cardsText, moveText, narrate, ordinal, type Style, standingsText, tableText } from './words.js';

/** `shichinarabe play --help`. */
export const PLAY_HELP = `Usage: shichinarabe play [options]

A game in the terminal against the library's bots. On your turn you see the table, your
hand (each card you can play with the number of its move) and your moves, numbered: type a number, a card (6h,
10♥, QS), "pass", "joker 8h 9h" for a joker move, "help", or "quit". Moves are read from
stdin a line each, so the game can be piped: yes 1 | shichinarabe play --seed 1

Options:
  --variant V      classic or kill (default classic)
  --players N      players, you included (default: 1 + the bots of --vs, or 4)
  --vs a,b,c       the bots in the other seats, repeated to fill them
                   (random, classic, simpleton, calm, killer, coward, brute, ismcts;
                   default classic, or calm,killer,coward in kill)
  --seat P         your seat, 0 to players - 1 (default 0)
  --seed S         the deal's seed (default: a random one, printed at the start)
  --options JSON   more game options, e.g. '{"jokers":1}' (not seed, hands, table)
  -h, --help       this help`;

/** Lines of stdin, one at a time. */
class Lines {
  private readonly queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  constructor() {
    const rl = createInterface({ input: process.stdin, terminal: false });
    rl.on('line', (line) => {
      if (this.waiting !== null) {
        const done = this.waiting;
        this.waiting = null;
        done(line);
      } else this.queue.push(line);
    });
    rl.on('close', () => {
      this.ended = true;
      if (this.waiting !== null) {
        const done = this.waiting;
        this.waiting = null;
        done(null);
      }
    });
  }
  next(): Promise<string | null> {
    const line = this.queue.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
}

const HELP_LINE =
  'Type the number of a move, a card (6h, 10♥, QS), "pass", "joker 8h 9h" (the joker on 8♥ with 9♥), "table", or "quit".';

/** Reads what a person typed as one of `moves`, or explains why not. */
function understand(text: string, moves: readonly Move[], state: GameState): Move | string {
  const t = text.trim().toLowerCase();
  if (/^\d+$/.test(t)) {
    const i = Number(t);
    return i >= 1 && i <= moves.length ? (moves[i - 1] as Move) : `There is no move ${i}: pick 1 to ${moves.length}.`;
  }
  if (t === 'pass' || t === 'p') {
    const pass = moves.find((m) => m.type === 'pass');
    return pass ?? 'You cannot pass now: you can play.';
  }
  const words = t.split(/\s+/);
  let move: Move;
  try {
    if (words[0] === 'joker' || words[0] === 'j') {
      if (words.length < 2 || words.length > 3) return 'A joker move is "joker CELL" or "joker CELL NEXT".';
      const card = parseCard(words[1] as string) as Card;
      move = words[2] === undefined ? { type: 'joker', card } : { type: 'joker', card, next: parseCard(words[2]) };
    } else if (words.length === 1) move = { type: 'play', card: parseCard(words[0] as string) };
    else return `I do not understand "${text.trim()}". ${HELP_LINE}`;
  } catch {
    return `"${text.trim()}" is not a card or a move. ${HELP_LINE}`;
  }
  if (isLegalMove(state, move)) return move;
  return `${moveText(move)} is not one of your moves now.`;
}

/** A player's line of the status: cards in hand, passes, and in Kill dead cards and kills. */
function statusOf(name: (p: number) => string, kill: boolean) {
  return (v: ReturnType<typeof view>, p: number, size: number): string => {
    const parts = [`${size} card${size === 1 ? '' : 's'}`];
    const passes = v.passes[p] ?? 0;
    if (passes > 0) parts.push(`${passes} pass${passes === 1 ? '' : 'es'}`);
    if (kill) parts.push(`${v.dead[p]?.length ?? 0} dead`, `${v.kills[p] ?? 0} kills`);
    if (v.finished.includes(p)) parts.push('out');
    if (v.disqualified.includes(p)) parts.push('disqualified');
    return `${name(p)}: ${parts.join(', ')}`;
  };
}

/** Runs `shichinarabe play`; resolves to the exit code. */
export async function playCommand(args: readonly string[]): Promise<number> {
  const parsed = parse(args, {
    options: {
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
  const json = jsonOptions(str(parsed, 'options'), ['seed', 'hands', 'table']);
  const variantText = str(parsed, 'variant') ?? (typeof json.variant === 'string' ? json.variant : undefined);
  const vsText = str(parsed, 'vs');
  const vs = (vsText ?? (variantText === 'kill' ? 'calm,killer,coward' : 'classic')).split(',').map((s) => s.trim());
  if (vs.some((s) => s === '')) throw new UsageError('--vs is a list of bot names separated by commas');
  const bots = new Map<string, Bot>(vs.map((name) => [name, builtinBot('sevens', name) as Bot]));
  const players = int(parsed, 'players', vsText !== undefined ? vs.length + 1 : 4, 2, 8);
  const options = gameOptions(str(parsed, 'variant'), players, json);
  const me = int(parsed, 'seat', 0, 0, players - 1);
  const seedText = str(parsed, 'seed');
  if (seedText !== undefined && seedText.trim() === '') throw new UsageError('--seed needs a value');
  const seed = seedText ?? secretSeed().slice(0, 8);
  let state = createGame({ ...options, seed });
  const n = view(state).hands.length;
  const seats = Array.from({ length: n }, (_, p) =>
    p === me ? null : (vs[(p - (p > me ? 1 : 0)) % vs.length] as string),
  );
  const rngs = seats.map((_, p) => new Random(botSeed(seed, 0, p)));
  const name = (p: number): string => (p === me ? 'You' : `P${p} (${seats[p]})`);
  const style: Style = { color: process.stdout.isTTY === true && process.env.NO_COLOR === undefined };
  const record = botView(state, me).options;
  const say = (text: string): void => {
    process.stdout.write(`${text}\n`);
  };
  say(
    `Shichinarabe, ${record.variant === 'kill' ? 'Kill' : 'classic'}: ${n} players, seed ${seed}. You are seat ${me}; ` +
      `against ${seats.filter((s) => s !== null).join(', ')}.` +
      (record.passLimit === null ? '' : ` ${record.passLimit} passes allowed.`),
  );
  const status = statusOf(name, record.variant === 'kill');
  const input = new Lines();
  for (let v = view(state); !v.over; v = view(state)) {
    const current = v.current as number;
    let move: Move;
    if (current === me) {
      const mine = view(state, me);
      const moves = mine.legalMoves;
      const playable = new Set<Card>();
      for (const m of moves) if (m.type !== 'pass') playable.add(m.type === 'play' ? m.card : m.card);
      say('');
      say(tableText(mine, style, playable));
      say(mine.handSizes.map((size, p) => status(mine, p, size)).join(' · '));
      const hand = mine.hands[me] ?? [];
      // Each card you can play carries the number of its move; the joker is marked * when it can go down.
      const number = new Map<Card, number>();
      moves.forEach((m, i) => {
        if (m.type === 'play') number.set(m.card, i + 1);
      });
      const jokerMoves = moves.some((m) => m.type === 'joker');
      const mark = (c: Card): string => {
        const k = number.get(c);
        return k !== undefined ? `[${k}]` : c === 'JK' && jokerMoves ? '*' : '';
      };
      say(`Your hand: ${hand.map((c) => `${cardsText([c], style)}${mark(c)}`).join(' ')}`);
      say(`Your moves: ${moves.map((m, i) => `${i + 1}) ${moveText(m, style)}`).join('  ')}`);
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
          say(HELP_LINE);
          continue;
        }
        if (t === 'table') {
          say(tableText(mine, style, playable));
          continue;
        }
        if (t === '') continue;
        const understood = understand(line, moves, state);
        if (typeof understood === 'string') {
          say(understood);
          continue;
        }
        move = understood;
        break;
      }
    } else {
      const bot = bots.get(seats[current] as string) as Bot;
      move = bot(botView(state, current), rngs[current] as Random);
    }
    state = applyMove(state, move);
    const said = narrate(view(state), name, record.passLimit, style, me);
    say(said.join(' '));
  }
  const final = score(state);
  say('');
  say(tableText(view(state), style));
  say('Standings:');
  for (const row of standingsText(final, name, record.variant)) say(`  ${row}`);
  const mine = final.standings.find((r) => r.player === me);
  say(`You finished ${ordinal(mine?.rank ?? 0)} of ${n}.`);
  return 0;
}
