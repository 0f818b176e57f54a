/**
 * `shichinarabe replay FILE`: a game, move by move, in words: game G of a match log, or a single
 * game record (what `serialize` writes) of any game of the family.
 * @module
 */
import { readFileSync } from 'node:fs';
import type { GameName } from '../index.js';
import { firstLine, langOf, type Parsed, parse, str, UsageError } from './args.js';
import { ENGINES, GAME_NAMES, gameOfRecord, TITLES } from './games.js';
import { type ParsedLog, parseLog } from './log.js';
import type { GameLine } from './referee.js';
import { Narrator } from './narrator.js';

/** `shichinarabe replay --help`. */
export const REPLAY_HELP = `Usage: shichinarabe replay FILE [--game G]

Prints a game move by move, in words (English or Japanese): the deal, every move and what it
did, every point when it is scored, the moves the referee played for a bot after a fault, the
end and the standings. FILE is a match log
(game G of it, default 0; the record is checked to replay to the score in the log) or a
single game record of Sevens, Seven Bridge or Seven Up (what serialize writes).
The game is read from the record; --game sevens|seven-bridge|seven-up checks it.

Options:
  --game G      the game number in a match log (default 0), or the game the file must
                hold: sevens, seven-bridge or seven-up
  --lang L      en (default) or ja: the game told in English or Japanese
  -h, --help    this help

Examples:
  shichinarabe replay match.jsonl --game 3
  shichinarabe replay my-game.json --game seven-bridge
  shichinarabe replay match.jsonl --lang ja`;

/** What --game asks: a game number, a game of the family, or neither. */
function wanted(parsed: Parsed): { number: number | null; rules: GameName | null } {
  const text = str(parsed, 'game')?.trim();
  if (text === undefined) return { number: null, rules: null };
  if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) return { number: Number(text), rules: null };
  if ((GAME_NAMES as readonly string[]).includes(text.toLowerCase())) {
    return { number: null, rules: text.toLowerCase() as GameName };
  }
  throw new UsageError(`--game must be a game number or sevens, seven-bridge or seven-up, not "${text}"`);
}

/** A single game record in `text`, or `null` when the text is not one (e.g. a match log). */
function recordIn(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) && 'format' in value
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Runs `shichinarabe replay`; resolves to the exit code. */
export async function replayCommand(args: readonly string[]): Promise<number> {
  const parsed = parse(args, {
    options: { game: { type: 'string' }, lang: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    positionals: true,
  });
  if (parsed.values.help === true) {
    process.stdout.write(`${REPLAY_HELP}\n`);
    return 0;
  }
  if (parsed.positionals.length !== 1)
    throw new UsageError('give one match log or game record: shichinarabe replay FILE');
  const file = parsed.positionals[0] as string;
  const lang = langOf(str(parsed, 'lang'));
  const want = wanted(parsed);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const single = recordIn(text.replace(/^\uFEFF/, ''));
  let line: GameLine | null = null;
  let record: Record<string, unknown>;
  if (single !== null) {
    if (want.number !== null && want.number !== 0)
      throw new UsageError(`${file} is a single game record: it has no game ${want.number}`);
    record = single;
  } else {
    const log: ParsedLog = parseLog(text, file);
    const number = want.number ?? 0;
    const entry = log.games.find((g) => g.line.game === number);
    if (entry === undefined) {
      const have = log.games.map((g) => g.line.game);
      throw new UsageError(
        `${file} has no game ${number}${have.length > 0 ? ` (it has games ${have[0]}–${have[have.length - 1]})` : ''}`,
      );
    }
    line = entry.line;
    record = line.record as Record<string, unknown>;
  }
  const game = gameOfRecord(record);
  if (game === null)
    throw new UsageError(`${file}: not a game record of this package (format ${JSON.stringify(record.format)})`);
  if (want.rules !== null && want.rules !== game) {
    throw new UsageError(`${file} holds a game of ${TITLES[game]}, not ${TITLES[want.rules]}`);
  }
  return tell(game, record, line, file, lang);
}

/** Prints the game of `record` (with its log line, if from a log); 1 if it does not replay to the logged score. */
function tell(
  game: GameName,
  record: Record<string, unknown>,
  line: GameLine | null,
  file: string,
  lang: 'en' | 'ja',
): number {
  const engine = ENGINES[game];
  const moves = Array.isArray(record.moves) ? (record.moves as unknown[]) : [];
  let final: unknown;
  let state: unknown;
  try {
    final = engine.deserialize(JSON.stringify(record));
    state = engine.deserialize(JSON.stringify({ ...record, moves: [] }));
  } catch (e) {
    const what = line === null ? file : `game ${line.game} of ${file}`;
    throw new UsageError(`${what} is not a valid game record: ${firstLine(String((e as Error).message))}`);
  }
  const seats = line?.seats ?? [];
  // A builtin bot of this game is named without the game (`P2 (heuristic)`, not `seven-up/heuristic`).
  const short = (seat: string): string => (seat.startsWith(`${game}/`) ? seat.slice(game.length + 1) : seat);
  const start = engine.view(state);
  const players = start.handSizes.length;
  const names = Array.from({ length: players }, (_, p) =>
    seats[p] === undefined
      ? `P${p + 1}`
      : lang === 'ja'
        ? `P${p + 1}（${short(seats[p])}）`
        : `P${p + 1} (${short(seats[p])})`,
  );
  const options = { ...(record.options as Record<string, unknown>) };
  const tell = new Narrator(game, lang, names, null, options);
  const out: string[] = [];
  const where =
    line === null
      ? tell.say(`The game record ${file}`, `ゲーム記録 ${file}`)
      : tell.say(`Game ${line.game} of ${file}`, `${file} のゲーム${line.game}`);
  out.push(
    tell.say(
      `${where}: ${tell.title}, ${players} players; options ${JSON.stringify(options)}`,
      `${where}：${tell.title}、${players}人、オプション ${JSON.stringify(options)}`,
    ),
  );
  const indent = (text: string): string[] => text.split('\n').map((l) => `        ${l}`);
  const opening = tell.opening(start);
  out.push(tell.say('Dealt:', '配られた手札：'));
  if (opening.length > 0) out.push(`        ${tell.join(opening)}`);
  out.push(...indent(tell.table(state, false)));
  const faults = new Map((line?.faults ?? []).map((f) => [f.move, f]));
  moves.forEach((move, i) => {
    state = engine.applyMove(state, move as never);
    const v = engine.view(state);
    out.push(`${String(i + 1).padStart(4)}. ${tell.join(tell.events(v))}`);
    const f = faults.get(i);
    if (f !== undefined) {
      const who = names[f.seat] ?? `P${f.seat + 1}`;
      out.push(
        tell.say(
          `        (the referee played this for ${who} after a fault: ${f.fault})`,
          `        （${who}の反則（${f.fault}）のため、この手は審判が代わりに指しました）`,
        ),
      );
    }
    if (tell.dealt(v) && !v.over) out.push(...indent(tell.table(state, false)));
  });
  const s = engine.score(final);
  out.push(tell.table(state, false));
  if (!s.over) out.push(tell.say('(The game is not over.)', '（ゲームはまだ終わっていません。）'));
  if (line === null) {
    process.stdout.write(`${out.join('\n')}\n`);
    return 0;
  }
  out.push(
    tell.say('Answer time: ', '思考時間：') +
      line.ms.map((t, p) => `${names[p]} ${t.toFixed(1)} ms`).join(tell.say(', ', '、')),
  );
  const same = JSON.stringify(s) === JSON.stringify(line.score);
  out.push(
    same
      ? tell.say('The record replays to the logged score.', '記録を再生すると、ログの得点と一致します。')
      : tell.say('The record does NOT replay to the logged score!', '記録を再生した得点がログと一致しません！'),
  );
  process.stdout.write(`${out.join('\n')}\n`);
  return same ? 0 : 1;
}
