/**
 * The match log in process: games refereed by `refereeGame` with builtin bots, their summary, and
 * merging logs (the command's own tests run the built command; these check the pieces).
 */
import { describe, expect, it } from 'vitest';
import { mergeLogs, parseLog, type Summed, summarize, summaryLine, summaryTable } from '../../src/cli/log.js';
import { type GameLine, LocalBuiltin, type MatchSetup, refereeGame } from '../../src/cli/referee.js';
import { deserialize, score } from '../../src/index.js';

const setup: MatchSetup = {
  game: 'sevens',
  seed: 'log',
  options: { variant: 'kill', players: 3 },
  players: 3,
  timeMs: 1000,
  rotate: true,
};

async function games(count: number, names = ['random', 'random', 'calm']): Promise<GameLine[]> {
  const bots = names.map((n) => new LocalBuiltin('sevens', n, setup.seed));
  const out: GameLine[] = [];
  for (let g = 0; g < count; g++) out.push(await refereeGame(setup, g, bots));
  return out;
}

const text = (
  lines: readonly GameLine[],
  shard?: { index: number; count: number; games: number },
  mark: string | undefined = 'log-mark',
): string =>
  `${[...lines.map((l) => JSON.stringify(l)), JSON.stringify(summaryLine(lines, mark, shard))].join('\n')}\n`;

describe('the match log', () => {
  it('pools seats of the same name in the summary, and every record replays to its score', async () => {
    const lines = await games(6);
    for (const l of lines) expect(score(deserialize(JSON.stringify(l.record)))).toEqual(l.score);
    const bots = summarize(lines);
    expect(bots.map((b) => [b.name, b.games])).toEqual([
      ['random', 12],
      ['calm', 6],
    ]);
    const rankSum = bots.reduce((sum, b) => sum + b.meanRank * b.games, 0);
    expect(rankSum).toBeCloseTo(6 * (1 + 2 + 3), 2); // means are rounded to 4 decimals
    expect(bots.reduce((sum, b) => sum + b.wins, 0)).toBe(6);
    for (const b of bots) {
      expect(b.meanRankInterval[0]).toBeLessThanOrEqual(b.meanRank);
      expect(b.winRateInterval[1]).toBeGreaterThanOrEqual(b.winRate);
    }
  });

  it('deals game g the same whatever else is played, and seats the bots rotated by g', async () => {
    const a = await games(3);
    const b = await games(3, ['calm', 'simpleton', 'random']);
    expect(a.map((l) => JSON.stringify((l.record as { deal: unknown }).deal))).toEqual(
      b.map((l) => JSON.stringify((l.record as { deal: unknown }).deal)),
    );
    expect(b.map((l) => l.seats)).toEqual([
      ['calm', 'simpleton', 'random'],
      ['simpleton', 'random', 'calm'],
      ['random', 'calm', 'simpleton'],
    ]);
  });

  it('merges any split of the games into the single log, and refuses gaps, doubles and other matches', async () => {
    const lines = await games(4);
    const whole = text(lines);
    const merged = mergeLogs([
      { file: 'b', text: text(lines.slice(2)) },
      { file: 'a', text: text(lines.slice(0, 2)) },
    ]);
    expect(merged.text).toBe(whole);
    const sharded = mergeLogs([
      { file: 'odd', text: text([lines[1], lines[3]] as GameLine[], { index: 1, count: 2, games: 4 }) },
      { file: 'even', text: text([lines[0], lines[2]] as GameLine[], { index: 0, count: 2, games: 4 }) },
    ]);
    expect(sharded.text).toBe(whole);
    expect(() => mergeLogs([{ file: 'a', text: text([lines[0], lines[2]] as GameLine[]) }])).toThrow(
      'game 1 is missing',
    );
    expect(() =>
      mergeLogs([
        { file: 'a', text: text(lines.slice(0, 2)) },
        { file: 'b', text: text(lines.slice(1)) },
      ]),
    ).toThrow('game 1 is in both a and b');
    expect(() =>
      mergeLogs([
        { file: 'a', text: text(lines.slice(0, 2)) },
        { file: 'b', text: text(lines.slice(2), undefined, 'other-mark') },
      ]),
    ).toThrow('b and a are logs of different matches');
    // Logs of versions before revision 6 held the match seed in every game line, and no mark.
    const old = (l: GameLine, seed: string) => ({ ...l, seed }) as GameLine;
    const olds = lines.map((l) => old(l, 'log'));
    expect(mergeLogs([{ file: 'a', text: text(olds, undefined, undefined) }]).text).toBe(
      text(olds, undefined, undefined),
    );
    const mixed = [olds[0], old(lines[1] as GameLine, 'other'), ...olds.slice(2)] as GameLine[];
    expect(() => mergeLogs([{ file: 'a', text: text(mixed, undefined, undefined) }])).toThrow('has seed other');
    expect(() => mergeLogs([{ file: 'a', text: whole.split('\n').slice(0, 4).join('\n') }])).toThrow('no summary line');
    expect(() => parseLog(`${whole}${JSON.stringify(lines[0])}\n`, 'x')).toThrow('a line after the summary line');
    expect(() => parseLog('{"type":"game"}\n', 'x')).toThrow('x:1: a malformed game line');
  });

  it('shares tied ranks: k players tied at rank r each count the mean place r + (k − 1) / 2 and, at rank 1, 1/k of a win', () => {
    const line = (ranks: number[]): Summed => ({
      seats: ['a', 'b', 'c', 'd'],
      score: { standings: ranks.map((rank, player) => ({ player, rank })) } as never,
      faults: [],
    });
    const bots = summarize([line([1, 1, 1, 1]), line([1, 1, 3, 4]), line([1, 2, 2, 4]), line([2, 1, 3, 3])]);
    expect(bots.map((b) => [b.name, b.meanRank, b.wins])).toEqual([
      ['a', (2.5 + 1.5 + 1 + 2) / 4, 0.25 + 0.5 + 1],
      ['b', (2.5 + 1.5 + 2.5 + 1) / 4, 0.25 + 0.5 + 1],
      ['c', (2.5 + 3 + 2.5 + 3.5) / 4, 0.25],
      ['d', (2.5 + 4 + 4 + 3.5) / 4, 0.25],
    ]);
    // every game gives out one win and the places 1 … n: an even field's 25 % and 2.5 hold
    expect(bots.reduce((sum, b) => sum + b.wins, 0)).toBe(4);
    expect(bots.reduce((sum, b) => sum + b.meanRank * b.games, 0)).toBe(4 * (1 + 2 + 3 + 4));
    const table = summaryTable(summaryLine([line([1, 1, 1, 1]), line([1, 2, 3, 4]), line([1, 1, 1, 4])]), 4);
    expect(table).toContain('players tied share their places and a win');
    expect(table.split('\n')[1]).toMatch(/^a\s+3\s+1\.83 .*\s1\.58\s+52\.8%/);
  });
});
