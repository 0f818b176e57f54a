/**
 * `shichinarabe match`: referees games between bots (processes speaking `shichinarabe-bot/1`, or
 * `builtin:` bots), writes the match log and prints the summary.
 * @module
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import type { GameName, Lang } from '../index.js';
import { Words } from '../shared/words.js';
import { int, jsonOptions, langOf, type Parsed, parse, str, UsageError } from './args.js';
import { checkBuiltin } from './builtins.js';
import { forbiddenOptions, gameOf, optionsOf, PLAYERS, TITLES } from './games.js';
import { type Launch, plainLaunch } from './groups.js';
import { type BotSpec, firstStarts, processLanes } from './lanes.js';
import { type ShardInfo, summaryTable, Tally } from './log.js';
import { type GameLine, LocalBuiltin, type MatchSetup, refereeGame } from './referee.js';
import { FaultPrinter, Progress } from './progress.js';
import { findPrlimit, memoryLaunch, pidsWarning, prepareSandbox, sandboxLaunch } from './sandbox.js';
import { matchMark, secretSeed } from './seeds.js';
import { GamesWorker, infoOf, type LineInfo } from './worker.js';

/** `shichinarabe match --help`. */
export const MATCH_HELP = `Usage: shichinarabe match --bot CMD --bot CMD … [options]

Referees games of Sevens, Seven Bridge or Seven Up between bots. Each --bot is a shell
command that starts a bot speaking the shichinarabe-bot/1 protocol (JSON Lines on its stdin
and stdout), or builtin:NAME for a bot of the library:
  sevens        builtin:random, classic, simpleton, calm, killer, coward, brute, ismcts, ismcts:N
  seven-bridge  builtin:seven-bridge/random, builtin:seven-bridge/heuristic, builtin:seven-bridge/ismcts
  seven-up      builtin:seven-up/random, builtin:seven-up/heuristic, builtin:seven-up/ismcts
The bots sit one per seat in the order given (seats P1, P2, …). A bot command that exits or
does not answer "hello" at its first start stops the match before its first game.

Options:
  --bot CMD          a bot (repeat, one per seat)
  --game G           sevens, seven-bridge or seven-up (default sevens)
  --games N          games to play (default 1)
  --variant V        Sevens only: classic or kill (default classic)
  --players N        players per game (default: the number of bots, which it must equal)
  --options JSON     more game options, e.g. '{"passLimit":5}' or '{"rounds":3}'
                     (not seed, players, nor Sevens' hands and table or the others' decks)
  --seed S           the match seed (default: a secret seed from the OS, printed when the
                     match is over)
  --seed-file FILE   read the seed from FILE and never print it (bots outside --sandbox can
                     see the referee's command line, so keep a secret seed out of it)
  --time-ms MS       time a bot has for each move (default 1000)
  --start-ms MS      time a bot has to answer "hello" (default 5000)
  --rotate           game g seats the bots rotated by g places, so every bot plays every seat
  --jobs J           games played at once (default 1): worker threads for builtin bots,
                     one set of bot processes per job for the others
  --shard I/K        play only the games g with g mod K = I (needs --seed); merge the logs
                     of the K shards with "shichinarabe merge"
  --out FILE         write the match log (JSON Lines) to FILE; "-" for stdout
  --sandbox          run every bot process under bubblewrap (Linux; apt-get install
                     bubblewrap): no network, no other process in sight, the system and the
                     working directory read-only (the log and seed file hidden), a private
                     /tmp, at most 64 processes; a bot past a limit crashes, the match goes on
  --sandbox-bind PATH  show PATH (read-only) to sandboxed bots too (repeat for more)
  --bot-memory MB    each bot process's address space limit (default 1024 with --sandbox)
  --quiet            no progress and no fault reports on stderr
  --lang L           en (default) or ja: the report and the summary table in English or
                     Japanese (the log is the same in both; fault reports stay English)
  -h, --help         this help

Game g's deal depends only on the seed and g; the log never holds the match seed, only each
game's own seed, derived one way from it. Faults (timeout, malformed, illegal, crash) are
recorded in the log and the first legal move is played for the bot; a crashed bot is started
again before the next game.

Example:
  shichinarabe match --bot "python3 examples/bots/random_bot.py" --bot builtin:calm \\
    --bot builtin:killer --bot builtin:coward --variant kill --games 20 --rotate --out match.jsonl
  shichinarabe match --game seven-up --bot "python3 examples/bots/seven_up_random.py" \\
    --bot builtin:seven-up/heuristic --bot builtin:seven-up/ismcts --games 20 --rotate`;

const SPEC = {
  options: {
    bot: { type: 'string', multiple: true },
    game: { type: 'string' },
    games: { type: 'string' },
    variant: { type: 'string' },
    players: { type: 'string' },
    options: { type: 'string' },
    seed: { type: 'string' },
    'seed-file': { type: 'string' },
    'time-ms': { type: 'string' },
    'start-ms': { type: 'string' },
    rotate: { type: 'boolean' },
    jobs: { type: 'string' },
    shard: { type: 'string' },
    out: { type: 'string' },
    sandbox: { type: 'boolean' },
    'sandbox-bind': { type: 'string', multiple: true },
    'bot-memory': { type: 'string' },
    quiet: { type: 'boolean' },
    lang: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
} as const;

/** Everything `match` needs, checked. */
interface MatchPlan {
  setup: MatchSetup;
  bots: BotSpec[];
  games: number[];
  total: number;
  shard: ShardInfo | undefined;
  jobs: number;
  startMs: number;
  out: string | undefined;
  quiet: boolean;
  /** The language of the report and summary (the log is data, in no language). */
  lang: Lang;
  /** Where the seed came from. */
  seedFrom: 'drawn' | 'given' | 'file';
  /** The seed file (hidden from sandboxed bots). */
  seedFile: string | undefined;
  /** Whether bot processes run under bubblewrap. */
  sandbox: boolean;
  /** Paths sandboxed bots see too. */
  binds: string[];
  /** Each bot process's address space limit in MB, if any. */
  memoryMb: number | null;
}

function plan(parsed: Parsed): MatchPlan {
  const lang = langOf(str(parsed, 'lang'));
  const game: GameName = gameOf(str(parsed, 'game'));
  const total = int(parsed, 'games', 1, 1, 100_000_000);
  const timeMs = int(parsed, 'time-ms', 1000, 1, 3_600_000);
  const startMs = int(parsed, 'start-ms', 5000, 1, 3_600_000);
  const jobs = int(parsed, 'jobs', 1, 1, 256);
  const specs = (parsed.values.bot as string[] | undefined) ?? [];
  if (specs.length < 2) throw new UsageError('give at least two bots, each with --bot CMD (or --bot builtin:NAME)');
  const most = PLAYERS[game][1];
  if (specs.length > most)
    throw new UsageError(`${specs.length} bots, but ${TITLES[game]} takes at most ${most} players`);
  const bots = specs.map((spec): BotSpec => {
    const text = spec.trim();
    if (text === '') throw new UsageError('--bot needs a command');
    if (text.startsWith('builtin:')) return { builtin: checkBuiltin(game, text.slice('builtin:'.length)) };
    return { command: text };
  });
  const players = int(parsed, 'players', bots.length, 2, 8);
  if (players !== bots.length) {
    throw new UsageError(`--players ${players} but ${bots.length} bots: each bot takes one seat`);
  }
  const json = jsonOptions(str(parsed, 'options'), forbiddenOptions(game, true));
  const options = optionsOf(game, str(parsed, 'variant'), players, json);
  const given = seedOf(parsed);
  let shard: ShardInfo | undefined;
  const shardText = str(parsed, 'shard');
  if (shardText !== undefined) {
    const m = /^(\d{1,9})\/(\d{1,9})$/.exec(shardText.trim());
    if (m === null) throw new UsageError(`--shard must be I/K (e.g. 0/4), not "${shardText}"`);
    const index = Number(m[1]);
    const count = Number(m[2]);
    if (count < 1 || index >= count) throw new UsageError(`--shard ${shardText}: I must be between 0 and K - 1`);
    if (given === undefined) {
      throw new UsageError('--shard needs --seed or --seed-file: every shard must play the same match');
    }
    shard = { index, count, games: total };
  }
  const games: number[] = [];
  for (let g = shard?.index ?? 0; g < total; g += shard?.count ?? 1) games.push(g);
  const sandbox = parsed.values.sandbox === true;
  const binds = (parsed.values['sandbox-bind'] as string[] | undefined) ?? [];
  if (binds.length > 0 && !sandbox) throw new UsageError('--sandbox-bind needs --sandbox');
  const memory = int(parsed, 'bot-memory', sandbox ? 1024 : 0, 16, 1_048_576);
  return {
    setup: { game, seed: given ?? secretSeed(), options, players, timeMs, rotate: parsed.values.rotate === true },
    bots,
    games,
    total,
    shard,
    jobs: Math.max(1, Math.min(jobs, games.length)),
    startMs,
    out: str(parsed, 'out'),
    quiet: parsed.values.quiet === true,
    lang,
    seedFrom: given === undefined ? 'drawn' : str(parsed, 'seed') === undefined ? 'file' : 'given',
    seedFile: str(parsed, 'seed-file'),
    sandbox,
    binds,
    memoryMb: memory === 0 ? null : memory,
  };
}

/** The seed of --seed or --seed-file (its first line), if given. */
function seedOf(parsed: Parsed): string | undefined {
  const text = str(parsed, 'seed');
  const file = str(parsed, 'seed-file');
  if (text !== undefined && file !== undefined) throw new UsageError('give --seed or --seed-file, not both');
  if (text !== undefined) {
    if (text.trim() === '') throw new UsageError('--seed needs a value');
    return text;
  }
  if (file === undefined) return undefined;
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read --seed-file ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const seed = (content.split('\n')[0] ?? '').trim();
  if (seed === '') throw new UsageError(`--seed-file ${file}: the first line is empty`);
  return seed;
}

/**
 * How each bot command is started: under bubblewrap (`--sandbox`, after its checks; a one-line
 * warning when the bots' processes cannot be held to 64), under a memory limit alone
 * (`--bot-memory`), or as it is. `hidden` are the files sandboxed bots must not see.
 */
function launcherOf(p: MatchPlan, hidden: string[]): (command: string) => Launch {
  const memoryMb = p.memoryMb;
  if (p.sandbox) {
    const sandbox = prepareSandbox({ cwd: process.cwd(), binds: p.binds, hidden, memoryMb: memoryMb ?? 1024 });
    if (sandbox.pidsMissing !== null) process.stderr.write(`shichinarabe match: ${pidsWarning(sandbox.pidsMissing)}\n`);
    return (command) => sandboxLaunch(sandbox, command);
  }
  if (memoryMb !== null) {
    const prlimit = findPrlimit('--bot-memory');
    return (command) => memoryLaunch(prlimit, memoryMb, command);
  }
  return plainLaunch;
}

/** Runs `shichinarabe match`; resolves to the exit code. */
export async function matchCommand(args: readonly string[]): Promise<number> {
  const parsed = parse(args, SPEC);
  if (parsed.values.help === true) {
    process.stdout.write(`${MATCH_HELP}\n`);
    return 0;
  }
  const p = plan(parsed);
  let fd: number | null = null;
  const toStdout = p.out === '-';
  if (p.out !== undefined && !toStdout) {
    try {
      fd = openSync(p.out, 'w');
    } catch (e) {
      throw new UsageError(`cannot write --out ${p.out}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  }
  const writeLog = (text: string): void => {
    if (fd !== null) writeSync(fd, text);
    else if (toStdout) process.stdout.write(text);
  };
  const started = Date.now();
  const progress = new Progress(p.games.length, p.quiet);
  const printer = new FaultPrinter(p.quiet);
  // Game lines are written in game order as soon as every earlier game is done.
  const pending = new Map<number, { text: string; info: LineInfo }>();
  const tally = new Tally();
  let moves = 0;
  let written = 0;
  const finished = (text: string, info: LineInfo): void => {
    printer.gameDone(info.game);
    pending.set(info.game, { text, info });
    for (let g = p.games[written]; g !== undefined && pending.has(g); g = p.games[written]) {
      const done = pending.get(g) as { text: string; info: LineInfo };
      pending.delete(g);
      tally.add(done.info);
      moves += done.info.moves;
      writeLog(`${done.text}\n`);
      written++;
    }
    progress.tick(written);
  };
  const finishedLine = (line: GameLine): void => finished(JSON.stringify(line), infoOf(line));
  let next = 0;
  const take = (): number | undefined => p.games[next++];
  const takeMany = (count: number): number[] => {
    const batch = p.games.slice(next, next + count);
    next += batch.length;
    return batch;
  };
  const allBuiltin = p.bots.every((b) => 'builtin' in b);
  const closers: (() => Promise<void>)[] = [];
  try {
    if (allBuiltin && p.jobs === 1) {
      const bots = p.bots.map((b) => new LocalBuiltin(p.setup.game, (b as { builtin: string }).builtin, p.setup.seed));
      for (let g = take(); g !== undefined; g = take()) {
        finishedLine(await refereeGame(p.setup, g, bots, (f) => printer.fault(f)));
      }
    } else if (allBuiltin) {
      const names = p.bots.map((b) => (b as { builtin: string }).builtin);
      const workers = Array.from({ length: p.jobs }, () => new GamesWorker(p.setup, names));
      for (const w of workers) closers.push(() => w.close());
      // Batches small enough to share the games out evenly, large enough to keep the workers busy.
      const size = Math.max(1, Math.min(16, Math.floor(p.games.length / (4 * p.jobs))));
      await Promise.all(
        workers.map(async (w) => {
          for (let batch = takeMany(size); batch.length > 0; batch = takeMany(size)) {
            await w.play(batch, (text, info, faults) => {
              for (const f of faults) printer.fault(f);
              finished(text, info);
            });
          }
        }),
      );
    } else {
      const hidden = [p.seedFile, fd === null ? undefined : p.out].filter((f): f is string => f !== undefined);
      const launcher = launcherOf(p, hidden);
      const lanes = processLanes(p.setup, p.bots, p.jobs, p.startMs, printer, closers, launcher);
      await firstStarts(lanes);
      await Promise.all(
        lanes.map(async (bots) => {
          for (let g = take(); g !== undefined; g = take()) {
            finishedLine(await refereeGame(p.setup, g, bots, (f) => printer.fault(f)));
          }
        }),
      );
    }
  } catch (e) {
    if (e instanceof UsageError && fd !== null) {
      closeSync(fd);
      fd = null;
      if (p.out !== undefined) rmSync(p.out, { force: true }); // nothing was played: no log
    }
    throw e;
  } finally {
    await Promise.all(closers.map((c) => c()));
  }
  progress.end();
  printer.end();
  const summary = tally.line(matchMark(p.setup.seed), p.shard);
  writeLog(`${JSON.stringify(summary)}\n`);
  if (fd !== null) closeSync(fd);
  const secs = (Date.now() - started) / 1000;
  const o = p.setup.options;
  const w = new Words(p.lang, undefined, [], null);
  const what = p.setup.game === 'sevens' ? (o.variant ?? 'classic') : TITLES[p.setup.game];
  const games = p.shard ? `${tally.games}/${p.total}` : `${tally.games}`;
  const rate = (tally.games / Math.max(secs, 1e-3)).toFixed(1);
  const log = p.out !== undefined && !toStdout ? p.out : null;
  const report = [
    w.say(
      `${p.shard ? `shard ${p.shard.index}/${p.shard.count}: ${tally.games} of ${p.total}` : tally.games} game${tally.games === 1 ? '' : 's'} of ${what}, ${p.setup.players} players${p.setup.rotate ? ', seats rotated' : ''}; ${moves} moves in ${secs.toFixed(1)} s (${rate} games/s)${log !== null ? `; log: ${log}` : ''}`,
      `${p.shard ? `シャード ${p.shard.index}/${p.shard.count}：` : ''}${what} ${games}ゲーム、${p.setup.players}人${p.setup.rotate ? '、席を回転' : ''}。${moves}手、${secs.toFixed(1)}秒（毎秒${rate}ゲーム）${log !== null ? `。ログ：${log}` : ''}`,
    ),
    summaryTable(summary, p.setup.players, p.lang),
    p.seedFrom === 'drawn'
      ? w.say(
          `seed: ${p.setup.seed} (drawn by the referee; --seed ${p.setup.seed} plays this match again)`,
          `シード：${p.setup.seed}（審判が選びました。--seed ${p.setup.seed} で同じ対戦をもう一度行えます）`,
        )
      : p.seedFrom === 'file'
        ? w.say(`seed: read from ${p.seedFile} (not printed)`, `シード：${p.seedFile} から読み込み（表示しません）`)
        : w.say(`seed: ${p.setup.seed}`, `シード：${p.setup.seed}`),
  ].join('\n');
  (toStdout ? process.stderr : process.stdout).write(`${report}\n`);
  return 0;
}
