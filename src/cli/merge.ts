/**
 * `shichinarabe merge LOG…`: the logs of a match's shards into the log of a single run.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse, str, UsageError } from './args.js';
import { mergeLogs, summaryTable } from './log.js';

/** `shichinarabe merge --help`. */
export const MERGE_HELP = `Usage: shichinarabe merge LOG… [--out FILE]

Reads the match logs of the shards of one match (shichinarabe match --shard I/K --seed S …)
and writes one log whose game lines and summary are those of a single run of the whole
match (to stdout, or to FILE). The summary table goes to stderr. Missing or doubled shards
or games, and logs of different matches, are refused.

Options:
  --out FILE    write the merged log to FILE instead of stdout
  -h, --help    this help

Example:
  shichinarabe merge shard-*.jsonl --out match.jsonl`;

/** Runs `shichinarabe merge`; resolves to the exit code. */
export async function mergeCommand(args: readonly string[]): Promise<number> {
  const parsed = parse(args, {
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    positionals: true,
  });
  if (parsed.values.help === true) {
    process.stdout.write(`${MERGE_HELP}\n`);
    return 0;
  }
  if (parsed.positionals.length === 0) throw new UsageError('give the logs to merge: shichinarabe merge LOG…');
  const logs = parsed.positionals.map((file) => {
    try {
      return { file, text: readFileSync(file, 'utf8') };
    } catch (e) {
      throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  });
  const merged = mergeLogs(logs);
  const out = str(parsed, 'out');
  if (out === undefined || out === '-') process.stdout.write(merged.text);
  else {
    try {
      writeFileSync(out, merged.text);
    } catch (e) {
      throw new UsageError(`cannot write --out ${out}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  }
  const players = merged.lines[0]?.seats.length ?? 0;
  process.stderr.write(
    `merged ${merged.lines.length} games from ${logs.length} logs\n${summaryTable(merged.summary, players)}\n`,
  );
  return 0;
}
