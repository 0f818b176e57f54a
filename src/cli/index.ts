#!/usr/bin/env node
/**
 * The `shichinarabe` command (the package's `bin`; Node only, never part of the browser entry):
 * `play`, `match`, `merge` and `replay`. Every bad argument is one line on stderr and exit code 2.
 * @module
 */
import { createRequire } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { UsageError } from './args.js';
import { MATCH_HELP, matchCommand } from './match.js';
import { MERGE_HELP, mergeCommand } from './merge.js';
import { PLAY_HELP, playCommand } from './play.js';
import { killAll } from './groups.js';
import { REPLAY_HELP, replayCommand } from './replay.js';
import { workerMain } from './worker.js';

/** The package's version (dist/cli.js reads the package.json beside dist/). */
function version(): string {
  try {
    return String((createRequire(import.meta.url)('../package.json') as { version?: unknown }).version);
  } catch {
    return 'unknown';
  }
}

const HELP = `Usage: shichinarabe <command> [options]

The rules engines of the Sevens family as a command: 七並べ (Sevens) and its Kill variant,
セブンブリッジ (Seven Bridge) and セブンアップ (Seven Up / All Fours).

Commands:
  play      a game in the terminal against the library's bots (--game sevens|seven-bridge|seven-up)
  match     referee games between bots in any language (the shichinarabe-bot/1 protocol)
  merge     merge the logs of a match's shards into the log of a single run
  replay    print a game move by move, in words (a match log's game, or a game record file)
  help CMD  the help of a command

Options:
  -h, --help     this help (or a command's: shichinarabe match --help)
  -v, --version  the version

Examples:
  shichinarabe play --variant kill --vs calm,killer,coward
  shichinarabe play --game seven-bridge
  shichinarabe match --bot "python3 random_bot.py" --bot builtin:calm --games 100 --rotate --out match.jsonl
  shichinarabe match --game seven-up --bot "python3 seven_up_random.py" --bot builtin:seven-up/heuristic --games 20
  shichinarabe replay match.jsonl --game 3`;

const COMMANDS: Record<string, { run: (args: readonly string[]) => Promise<number>; help: string }> = {
  play: { run: playCommand, help: PLAY_HELP },
  match: { run: matchCommand, help: MATCH_HELP },
  merge: { run: mergeCommand, help: MERGE_HELP },
  replay: { run: replayCommand, help: REPLAY_HELP },
};

async function main(argv: readonly string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    throw new UsageError(`give a command (${Object.keys(COMMANDS).join(', ')}); see shichinarabe --help`);
  }
  if (first === '-h' || first === '--help') {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (first === '-v' || first === '--version') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (first === 'help') {
    const topic = rest[0];
    if (topic === undefined) {
      process.stdout.write(`${HELP}\n`);
      return 0;
    }
    const command = COMMANDS[topic];
    if (command === undefined)
      throw new UsageError(`no command "${topic}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
    process.stdout.write(`${command.help}\n`);
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (command === undefined) {
    throw new UsageError(
      `no command "${first}" (commands: ${Object.keys(COMMANDS).join(', ')}; see shichinarabe --help)`,
    );
  }
  return command.run(rest);
}

if (isMainThread) {
  const command = process.argv[2];
  const prefix = command !== undefined && Object.hasOwn(COMMANDS, command) ? `shichinarabe ${command}` : 'shichinarabe';
  const interrupted = (signal: string, code: number) => () => {
    killAll();
    process.stderr.write(`\n${prefix}: interrupted (${signal})\n`);
    process.exit(code);
  };
  process.on('SIGINT', interrupted('SIGINT', 130));
  process.on('SIGTERM', interrupted('SIGTERM', 143));
  process.on('SIGHUP', interrupted('SIGHUP', 129));
  process.on('exit', killAll);
  // A reader of our output that goes away (e.g. `| head`) ends the command quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') {
      killAll();
      process.exit(0);
    }
  });
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
      // Whatever is left (a bot that would not exit, stdin) must not keep the command alive.
      setImmediate(() => process.exit(code));
    },
    (e: unknown) => {
      killAll();
      if (e instanceof UsageError) {
        process.stderr.write(`${prefix}: ${e.message}\n`);
        process.exit(e.exitCode);
      }
      process.stderr.write(`${prefix}: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      if (process.env.SHICHINARABE_DEBUG) process.stderr.write(`${e instanceof Error ? e.stack : ''}\n`);
      process.exit(1);
    },
  );
} else {
  workerMain();
}
