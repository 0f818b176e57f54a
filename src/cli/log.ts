/**
 * The match log (JSON Lines): a line per game in game order, then a summary line; the summary of
 * a set of game lines, the merge of shards' logs, and the summary as a table for people.
 * @module
 */
import { wilson } from '../bots/index.js';
import type { Lang } from '../index.js';
import { Words } from '../shared/words.js';
import { UsageError } from './args.js';
import type { GameLine } from './referee.js';

/**
 * One bot's results in a summary (seats of the same name pooled). Players who share a rank (Seven
 * Bridge and Seven Up ranks may tie) share what it covers: k players tied at rank r each count the
 * mean place r + (k − 1) / 2 and, at rank 1, 1/k of a win. So every game gives out places 1 … n and
 * one win in all, and an even field's expectations are exactly (n + 1) / 2 and 1/n.
 */
export interface BotSummary {
  /** The name the bot gave (a `builtin:` bot's name). */
  name: string;
  /** Games played under this name (a name in two seats of a game counts twice). */
  games: number;
  /** Mean place, 1 = best (tied players share the places they cover). */
  meanRank: number;
  /** Games won (rank 1; a win shared by k tied players counts 1/k to each). */
  wins: number;
  /** Faults over all its games. */
  faults: number;
  /** 95 % interval of the mean rank (normal approximation). */
  meanRankInterval: [number, number];
  /** wins / games. */
  winRate: number;
  /** 95 % Wilson interval of the win rate. */
  winRateInterval: [number, number];
}

/** Which part of a match a sharded log holds. */
export interface ShardInfo {
  /** I of `--shard I/K`. */
  index: number;
  /** K of `--shard I/K`. */
  count: number;
  /** Games in the whole match. */
  games: number;
}

/** The last line of a match log. */
export interface SummaryLine {
  type: 'summary';
  games: number;
  /**
   * The match's mark (`matchMark` of its seed: one way, it tells nothing of the seed), for `merge`
   * to tell shards of one match from another's; absent in logs of versions before it.
   */
  match?: string;
  bots: BotSummary[];
  shard?: ShardInfo;
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/** The summary's inputs from one game line. */
export type Summed = Pick<GameLine, 'seats' | 'score' | 'faults'>;

/**
 * Sums game lines (in game order) into a summary as they come: per name, in order of first
 * appearance (game by game, seat by seat). The same lines always give the same summary, byte for byte.
 */
export class Tally {
  private readonly acc = new Map<
    string,
    { games: number; rank: number; rank2: number; wins: number; faults: number }
  >();
  /** Game lines added. */
  games = 0;

  /** Adds a game line. */
  add(line: Summed): void {
    this.games++;
    for (const name of line.seats) {
      if (!this.acc.has(name)) this.acc.set(name, { games: 0, rank: 0, rank2: 0, wins: 0, faults: 0 });
    }
    const standings = line.score.standings;
    for (const row of standings) {
      const a = this.acc.get(line.seats[row.player] as string);
      if (a === undefined) continue;
      let tied = 0;
      for (const other of standings) if (other.rank === row.rank) tied++;
      const place = row.rank + (tied - 1) / 2;
      a.games++;
      a.rank += place;
      a.rank2 += place * place;
      if (row.rank === 1) a.wins += 1 / tied;
    }
    for (const f of line.faults) {
      const a = this.acc.get(line.seats[f.seat] as string);
      if (a !== undefined) a.faults++;
    }
  }

  /** Each name's results. */
  bots(): BotSummary[] {
    return [...this.acc].map(([name, a]) => {
      const mean = a.games > 0 ? a.rank / a.games : 0;
      const sd = a.games > 0 ? Math.sqrt(Math.max(0, a.rank2 / a.games - mean * mean)) : 0;
      const half = a.games > 0 ? (1.959964 * sd) / Math.sqrt(a.games) : 0;
      const [lo, hi] = wilson(a.wins, a.games);
      return {
        name,
        games: a.games,
        meanRank: round4(mean),
        wins: round4(a.wins),
        faults: a.faults,
        meanRankInterval: [round4(mean - half), round4(mean + half)],
        winRate: round4(a.games > 0 ? a.wins / a.games : 0),
        winRateInterval: [round4(lo), round4(hi)],
      };
    });
  }

  /** The summary line, with the match's mark if known, and the shard's place in the match for a shard. */
  line(match?: string, shard?: ShardInfo): SummaryLine {
    return {
      type: 'summary',
      games: this.games,
      ...(match === undefined ? {} : { match }),
      bots: this.bots(),
      ...(shard === undefined ? {} : { shard }),
    };
  }
}

/** The summary of game lines (in game order); see {@link Tally}. */
export function summarize(lines: readonly Summed[]): BotSummary[] {
  const tally = new Tally();
  for (const line of lines) tally.add(line);
  return tally.bots();
}

/** The summary line of game lines (in game order); see {@link Tally.line}. */
export function summaryLine(lines: readonly Summed[], match?: string, shard?: ShardInfo): SummaryLine {
  const tally = new Tally();
  for (const line of lines) tally.add(line);
  return tally.line(match, shard);
}

/** A parsed log: its game lines (with their text) and its summary line, if any. */
export interface ParsedLog {
  games: { line: GameLine; text: string }[];
  summary: SummaryLine | null;
}

/** Reads a match log; a line that is not a game or summary line is a {@link UsageError}. */
export function parseLog(text: string, file: string): ParsedLog {
  const games: ParsedLog['games'] = [];
  let summary: SummaryLine | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] as string).replace(/\r$/, '');
    if (raw.trim() === '') continue;
    const where = `${file}:${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new UsageError(`${where} is not JSON: is this a match log?`);
    }
    const v = value as Record<string, unknown>;
    if (summary !== null) throw new UsageError(`${where}: a line after the summary line`);
    if (typeof v !== 'object' || v === null) throw new UsageError(`${where} is not a match log line`);
    if (v.type === 'summary') {
      if (
        typeof v.games !== 'number' ||
        !Array.isArray(v.bots) ||
        !(v.match === undefined || typeof v.match === 'string')
      )
        throw new UsageError(`${where}: a malformed summary line`);
      summary = v as unknown as SummaryLine;
    } else if (v.type === 'game') {
      const ok =
        Number.isInteger(v.game) &&
        (v.game as number) >= 0 &&
        (v.seed === undefined || typeof v.seed === 'string') && // the match seed, in logs of versions before revision 6
        Array.isArray(v.seats) &&
        v.seats.every((s) => typeof s === 'string') &&
        typeof v.record === 'object' &&
        v.record !== null &&
        typeof v.score === 'object' &&
        v.score !== null &&
        Array.isArray((v.score as { standings?: unknown }).standings) &&
        Array.isArray(v.faults) &&
        Array.isArray(v.ms);
      if (!ok) throw new UsageError(`${where}: a malformed game line`);
      games.push({ line: v as unknown as GameLine, text: raw });
    } else throw new UsageError(`${where} is not a match log line (type ${JSON.stringify(v.type)})`);
  }
  return { games, summary };
}

/** What merging shards' logs gives: the log text, and its game lines and summary. */
export interface Merged {
  text: string;
  lines: GameLine[];
  summary: SummaryLine;
}

/**
 * Merges the logs of a match's shards (or of any split of its games) into the log of a single run
 * of the whole match: its game lines in game order, as written, then the summary of them all.
 * Missing or doubled games or shards, logs of different matches (their marks or, in logs of older
 * versions, their seeds differ) or different games are a {@link UsageError}.
 */
export function mergeLogs(logs: readonly { file: string; text: string }[]): Merged {
  if (logs.length === 0) throw new UsageError('give the logs to merge');
  const parsed = logs.map((l) => ({ file: l.file, ...parseLog(l.text, l.file) }));
  for (const p of parsed) {
    if (p.summary === null) throw new UsageError(`${p.file} has no summary line (did its match finish?)`);
  }
  const head = parsed[0] as (typeof parsed)[number];
  const mark = (head.summary as SummaryLine).match;
  for (const p of parsed) {
    if ((p.summary as SummaryLine).match !== mark) {
      throw new UsageError(`${p.file} and ${head.file} are logs of different matches (their seeds differ)`);
    }
  }
  const shards = parsed.map((p) => (p.summary as SummaryLine).shard);
  let total: number | null = null;
  if (shards.some((s) => s !== undefined)) {
    const first = shards.find((s) => s !== undefined) as ShardInfo;
    const seen = new Map<number, string>();
    parsed.forEach((p, i) => {
      const s = shards[i];
      if (s === undefined) throw new UsageError(`${p.file} is not a shard's log, but ${parsed[0]?.file} is`);
      if (s.count !== first.count || s.games !== first.games) {
        throw new UsageError(
          `${p.file} is a shard of another match (${s.games} games in ${s.count} shards, not ${first.games} in ${first.count})`,
        );
      }
      const other = seen.get(s.index);
      if (other !== undefined) throw new UsageError(`${other} and ${p.file} are both shard ${s.index}/${s.count}`);
      seen.set(s.index, p.file);
    });
    for (let i = 0; i < first.count; i++) {
      if (!seen.has(i)) throw new UsageError(`shard ${i}/${first.count} is missing`);
    }
    total = first.games;
  }
  const byGame = new Map<number, { line: GameLine; text: string; file: string }>();
  for (const p of parsed) {
    for (const g of p.games) {
      const other = byGame.get(g.line.game);
      if (other !== undefined) throw new UsageError(`game ${g.line.game} is in both ${other.file} and ${p.file}`);
      byGame.set(g.line.game, { ...g, file: p.file });
    }
  }
  const count = total ?? byGame.size;
  if (byGame.size !== count) throw new UsageError(`the logs hold ${byGame.size} games, the match has ${count}`);
  const ordered: { line: GameLine; text: string; file: string }[] = [];
  for (let g = 0; g < count; g++) {
    const entry = byGame.get(g);
    if (entry === undefined) throw new UsageError(`game ${g} is missing`);
    ordered.push(entry);
  }
  const first = ordered[0];
  if (first !== undefined) {
    const rules = rulesOf(first.line);
    for (const e of ordered) {
      if (oldSeed(e.line) !== oldSeed(first.line)) {
        throw new UsageError(
          `${e.file}: game ${e.line.game} has seed ${oldSeed(e.line)}, ${first.file} has ${oldSeed(first.line)}`,
        );
      }
      if (rulesOf(e.line) !== rules)
        throw new UsageError(`${e.file}: game ${e.line.game} was played with other options`);
    }
  }
  const lines = ordered.map((e) => e.line);
  const summary = summaryLine(lines, mark);
  const text = `${[...ordered.map((e) => e.text), JSON.stringify(summary)].join('\n')}\n`;
  return { text, lines, summary };
}

/** The match seed a game line of a version before revision 6 holds (`undefined` in newer logs). */
function oldSeed(line: GameLine): unknown {
  return (line as { seed?: unknown }).seed;
}

/**
 * A game's rules, to compare the games of a match: the record's format and options, without
 * what differs from game to game (Sevens' first player, whom the deal decides; the other games'
 * deal seed).
 */
function rulesOf(line: GameLine): string {
  const record = line.record as { format?: unknown; options?: Record<string, unknown> };
  const options = { ...(record.options ?? {}) };
  if (record.format === 'shichinarabe/1') delete options.firstPlayer;
  delete options.seed;
  return JSON.stringify([record.format, options]);
}

/** The summary as a table for people, with the 95 % intervals. */
export function summaryTable(summary: SummaryLine, players: number, lang: Lang = 'en'): string {
  const w = new Words(lang, undefined, [], null);
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const rows = summary.bots.map((b) => [
    b.name,
    String(b.games),
    `${b.meanRank.toFixed(2)} (${b.meanRankInterval[0].toFixed(2)}–${b.meanRankInterval[1].toFixed(2)})`,
    Number.isInteger(b.wins) ? String(b.wins) : b.wins.toFixed(2),
    `${pct(b.winRate)} (${pct(b.winRateInterval[0])}–${pct(b.winRateInterval[1])})`,
    String(b.faults),
  ]);
  const header = w.ja
    ? ['ボット', 'ゲーム数', '平均順位（95%信頼区間）', '勝ち', '勝率（95%信頼区間）', '反則']
    : ['bot', 'games', 'mean rank (95% CI)', 'wins', 'win rate (95% CI)', 'faults'];
  // A Japanese character takes two columns of a terminal.
  const width = (text: string): number => text.length + (text.match(/[\u3000-\uffff]/g)?.length ?? 0);
  const pad = (text: string, n: number, start: boolean): string => {
    const fill = ' '.repeat(Math.max(0, n - width(text)));
    return start ? fill + text : text + fill;
  };
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] as string))));
  const fmt = (r: string[]): string =>
    r
      .map((c, i) => pad(c, widths[i] as number, i !== 0))
      .join('  ')
      .trimEnd();
  const even = (players + 1) / 2;
  const faults = summary.bots.some((b) => b.faults > 0)
    ? [
        w.say(
          "(faults: turns the referee played for the bot, each of a crashed bot's remaining turns in its game included)",
          '（反則：審判がボットの代わりに指した手の数。落ちたボットのそのゲームの残りの手番も含みます）',
        ),
      ]
    : [];
  return [
    fmt(header),
    ...rows.map(fmt),
    w.say(
      `(rank 1 is best; players tied share their places and a win; with ${players} players an even field has mean rank ${even} and wins ${pct(1 / players)})`,
      `（1位が最上位。同順位のプレイヤーは順位と勝ちを分け合います。${players}人で実力が互角なら平均順位${even}、勝率${pct(1 / players)}）`,
    ),
    ...faults,
  ].join('\n');
}
