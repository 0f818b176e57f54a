/**
 * Regression (issue 36): every game line of the match log held the match seed, also when the
 * organiser kept it secret with --seed-file, and game g's deal follows from the seed and g, so a
 * bot that read the log while the match ran knew every hand from the second game on. Here the log
 * is read while a match runs (a bot that waits a little at the start of each game leaves time to),
 * for each game of the family, and nothing in what is logged so far predicts a game still to come.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../src/cli/games.js';
import { dealSeed } from '../../src/cli/seeds.js';
import type { GameName } from '../../src/index.js';
import { cliAsync, ensureBuilt, FAULTY, jsonLines } from './helpers.js';

let dir = '';
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'shichinarabe-secrecy-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const GAMES = 4;

interface Logged {
  game: number;
  record: { options: Record<string, unknown>; deal?: { hands: unknown }; decks?: unknown[] };
}

/** What fixes a game's cards: Sevens' dealt hands, the other games' first deck. */
const cardsOf = (record: Logged['record']): string => JSON.stringify(record.deal?.hands ?? record.decks?.[0]);

/** The cards of a new game with the logged options and `seed` (none for a value that is not a seed). */
function dealtWith(game: GameName, options: Record<string, unknown>, seed: unknown): string {
  const engine = ENGINES[game];
  try {
    return cardsOf(JSON.parse(engine.serialize(engine.createGame({ ...options, seed }))) as Logged['record']);
  } catch {
    return 'not a seed';
  }
}

/** Every string and number in a JSON value: what a reader could try as a seed. */
function candidates(value: unknown, into = new Set<unknown>()): Set<unknown> {
  if (typeof value === 'number' || (typeof value === 'string' && value.length >= 3)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) candidates(v, into);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) candidates(v, into);
  return into;
}

/** Runs a match, reading its log every 5 ms while it runs; resolves to every distinct text read, and the run. */
async function watch(args: string[], log: string): Promise<{ seen: string[]; code: number | null; output: string }> {
  const seen = new Set<string>();
  const timer = setInterval(() => {
    try {
      seen.add(readFileSync(log, 'utf8'));
    } catch {
      // not made yet
    }
  }, 5);
  const r = await cliAsync(args);
  clearInterval(timer);
  return { seen: [...seen], code: r.code, output: r.stdout + r.stderr };
}

const BOTS: Record<GameName, string> = {
  sevens: 'builtin:random',
  'seven-bridge': 'builtin:seven-bridge/random',
  'seven-up': 'builtin:seven-up/random',
};

describe('the match log, read while the match runs', () => {
  it.each(Object.keys(BOTS) as GameName[])('predicts no game still to come (%s)', async (game) => {
    const seed = randomBytes(16).toString('hex');
    const seedFile = join(dir, `${game}.seed`);
    writeFileSync(seedFile, `${seed}\n`, { mode: 0o600 });
    const log = join(dir, `${game}.jsonl`);
    const run = await watch(
      [
        'match',
        ...['--game', game, '--bot', `node ${FAULTY} pause`, '--bot', BOTS[game], '--games', String(GAMES)],
        ...['--seed-file', seedFile, '--out', log],
      ],
      log,
    );
    expect(run.code, run.output).toBe(0);
    const final = jsonLines(readFileSync(log, 'utf8'));
    const lines = final.filter((l) => l.type === 'game') as unknown as Logged[];
    expect(lines).toHaveLength(GAMES);
    // The seed of --seed-file is never printed, nor logged, not even in the summary.
    expect(run.output).not.toContain(seed);
    expect(readFileSync(log, 'utf8')).not.toContain(seed);
    // What a reader would do with the match seed: the test's check finds a game from it.
    for (const l of lines) expect(dealtWith(game, l.record.options, dealSeed(seed, l.game))).toBe(cardsOf(l.record));
    const partial = run.seen.map((text) => jsonLines(text.slice(0, text.lastIndexOf('\n') + 1)));
    const during = partial.filter((p) => p.length > 0 && p.length < GAMES);
    expect(during.length, 'the log was read while the match ran').toBeGreaterThan(0);
    for (const sofar of during) {
      const tried = candidates(sofar);
      for (const later of lines.slice(sofar.length)) {
        const cards = cardsOf(later.record);
        for (const c of tried) {
          expect(dealtWith(game, later.record.options, c)).not.toBe(cards);
          expect(dealtWith(game, later.record.options, dealSeed(String(c), later.game))).not.toBe(cards);
        }
      }
    }
  });
});
