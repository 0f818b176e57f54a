/**
 * `shichinarabe replay LOG --game G`: a logged game, move by move, in words.
 * @module
 */
import { readFileSync } from 'node:fs';
import { applyMove, deserialize, type GameState, type Move, score, view } from '../index.js';
import { firstLine, int, parse, UsageError } from './args.js';
import { parseLog } from './log.js';
import { cardsText, narrate, type Style, standingsText, tableText } from './words.js';

/** `shichinarabe replay --help`. */
export const REPLAY_HELP = `Usage: shichinarabe replay LOG [--game G]

Prints game G (default 0) of a match log move by move, in words: the deal, every move and
what it did, the moves the referee played for a bot after a fault, the final table and the
standings. Checks that the game's record replays to the score in the log.

Options:
  --game G      the game number (default 0)
  -h, --help    this help

Example:
  shichinarabe replay match.jsonl --game 3`;

/** Runs `shichinarabe replay`; resolves to the exit code. */
export async function replayCommand(args: readonly string[]): Promise<number> {
  const parsed = parse(args, {
    options: { game: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    positionals: true,
  });
  if (parsed.values.help === true) {
    process.stdout.write(`${REPLAY_HELP}\n`);
    return 0;
  }
  if (parsed.positionals.length !== 1) throw new UsageError('give one match log: shichinarabe replay LOG --game G');
  const file = parsed.positionals[0] as string;
  const game = int(parsed, 'game', 0, 0, Number.MAX_SAFE_INTEGER);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const log = parseLog(text, file);
  const entry = log.games.find((g) => g.line.game === game);
  if (entry === undefined) {
    const have = log.games.map((g) => g.line.game);
    throw new UsageError(
      `${file} has no game ${game}${have.length > 0 ? ` (it has games ${have[0]}–${have[have.length - 1]})` : ''}`,
    );
  }
  const line = entry.line;
  const record = line.record as { options: { variant: 'classic' | 'kill'; passLimit: number | null }; moves: Move[] };
  let final: GameState;
  let state: GameState;
  try {
    final = deserialize(JSON.stringify(record));
    state = deserialize(JSON.stringify({ ...record, moves: [] }));
  } catch (e) {
    throw new UsageError(
      `game ${game} of ${file} is not a valid game record: ${firstLine(String((e as Error).message))}`,
    );
  }
  const style: Style = { color: process.stdout.isTTY === true && process.env.NO_COLOR === undefined };
  const name = (p: number): string => line.seats[p] ?? `player ${p}`;
  const out: string[] = [];
  const o = record.options;
  out.push(`Game ${game} of ${file} (match seed ${line.seed}): ${o.variant}, ${line.seats.length} players`);
  const start = view(state);
  out.push('Dealt:');
  start.hands.forEach((hand, p) => {
    out.push(`  ${p} ${name(p)}: ${cardsText(hand ?? [], style)}`);
  });
  out.push(tableText(start, style));
  const faults = new Map(line.faults.map((f) => [f.move, f]));
  record.moves.forEach((move, i) => {
    state = applyMove(state, move);
    const v = view(state);
    out.push(`${String(i + 1).padStart(4)}. ${narrate(v, name, o.passLimit, style).join(' ')}`);
    const f = faults.get(i);
    if (f !== undefined) out.push(`        (the referee played this for ${name(f.seat)} after a fault: ${f.fault})`);
  });
  out.push(tableText(view(state), style));
  const s = score(final);
  out.push('Standings:');
  for (const row of standingsText(s, name, o.variant)) out.push(`  ${row}`);
  const ms = line.ms.map((t, p) => `${name(p)} ${t.toFixed(1)} ms`).join(', ');
  out.push(`Answer time: ${ms}`);
  const same = JSON.stringify(s) === JSON.stringify(line.score);
  out.push(same ? 'The record replays to the logged score.' : 'The record does NOT replay to the logged score!');
  process.stdout.write(`${out.join('\n')}\n`);
  return same ? 0 : 1;
}
