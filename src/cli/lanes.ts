/**
 * The seats of a match whose bots are (some of them) processes: one set of bots per job, each
 * process bot in a process of its own, the builtin bots of a job computed by one worker thread.
 * Every process is started before the first game, and a bot that cannot start stops the match.
 * @module
 */
import { UsageError } from './args.js';
import type { Launch } from './groups.js';
import type { FaultPrinter } from './progress.js';
import { type MatchSetup, ProcessSeat, type SeatBot } from './referee.js';
import { BotsWorker, WorkerBuiltin } from './worker.js';

/** A bot given with --bot: a builtin bot's checked name, or a command line. */
export type BotSpec = { builtin: string } | { command: string };

/**
 * The bots of each of `jobs` jobs, in --bot order. A process bot's later restarts are told on
 * stderr by `printer`, naming it "bot N" by its place in the --bot order (1 is the first).
 * `closers` gets what ends them; `launcher` says how a bot command is started.
 */
export function processLanes(
  setup: MatchSetup,
  specs: readonly BotSpec[],
  jobs: number,
  startMs: number,
  printer: FaultPrinter,
  closers: (() => Promise<void>)[],
  launcher?: (command: string) => Launch,
): SeatBot[][] {
  return Array.from({ length: jobs }, (_, job) => {
    const builtins = specs.map((b) => ('builtin' in b ? b.builtin : null));
    const worker = builtins.some((b) => b !== null) ? new BotsWorker(setup.game, setup.seed, builtins) : null;
    if (worker !== null) closers.push(() => worker.close());
    const bots: SeatBot[] = specs.map((b, i) =>
      'builtin' in b
        ? new WorkerBuiltin(b.builtin, i, worker as BotsWorker)
        : new ProcessSeat(
            setup.game,
            b.command,
            startMs,
            (seat, event) => {
              const who = `bot ${i + 1} (${seat.name()})${jobs > 1 ? ` of job ${job + 1}` : ''}`;
              const reason = seat.process.downReason;
              if (event === 'restarted') printer.note(`${who} was started again after its crash`);
              else {
                printer.note(
                  `${who} could not be started again: ${reason?.fault}: ${reason?.message}`,
                  seat.stderrTail(),
                );
              }
            },
            launcher,
          ),
    );
    closers.push(() => Promise.all(bots.map((b) => b.close())).then(() => {}));
    return bots;
  });
}

/**
 * Starts every bot process before the first game. A bot command that exits, or does not answer
 * `hello` as it should, is the organiser's mistake, not a fault of the bot: the match does not
 * begin, and one line names the first such bot (in --bot order) and why, with its last stderr line.
 */
export async function firstStarts(lanes: readonly (readonly SeatBot[])[]): Promise<void> {
  const seats = lanes.flatMap((bots) =>
    bots.map((b, i) => ({ b, i })).filter((x): x is { b: ProcessSeat; i: number } => x.b instanceof ProcessSeat),
  );
  const ok = await Promise.all(seats.map((x) => x.b.firstStart()));
  const failed = seats.filter((_, k) => ok[k] !== true).sort((x, y) => x.i - y.i);
  const first = failed[0];
  if (first === undefined) return;
  const reason = first.b.process.downReason ?? { fault: 'crash', message: 'not running' };
  const tail = (await first.b.process.settledStderr(300)).filter((l) => l.trim() !== '');
  const last = tail[tail.length - 1];
  const others = new Set(failed.map((x) => x.i)).size - 1;
  throw new UsageError(
    `bot ${first.i + 1} (${JSON.stringify(first.b.command)}) could not start: ${reason.message}` +
      (last === undefined ? '; it wrote nothing on stderr' : `; its last stderr line: ${printable(last)}`) +
      (others > 0 ? ` (and ${others} more bot${others === 1 ? '' : 's'} could not start)` : ''),
    1,
  );
}

/** A line for a one-line report: control characters (a carriage return, a tab) become spaces. */
function printable(line: string): string {
  return [...line]
    .map((c) => ((c.codePointAt(0) ?? 32) < 32 || c === '\u007f' ? ' ' : c))
    .join('')
    .trim();
}
