/**
 * `play` and `replay` for every game of the family: a whole game of Seven Bridge and of Seven Up
 * typed into the terminal (by a pipe), every move narrated from events, people named P1…Pn; and
 * `replay` of a match log's game or of a single game record file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random, sevens } from '../../src/index.js';
import { sevenBridge } from '../../src/seven-bridge/index.js';
import { sevenUp } from '../../src/seven-up/index.js';
import { cli, ensureBuilt } from './helpers.js';

let dir = '';
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'shichinarabe-terminal-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const file = (name: string): string => join(dir, name);

describe('shichinarabe play --game seven-bridge', () => {
  it('shows the hand, the melds with ids and the discard pile, and reads moves in words', () => {
    const input = `zz\ndraw\nmeld 2s 3s\n${'1\n'.repeat(600)}`;
    const r = cli(['play', '--game', 'seven-bridge', '--seed', '5', '--vs', 'heuristic', '--players', '4'], input);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^Seven Bridge: 4 players, seed 5\. You are P1; against P2 \(heuristic\), P3 \(heuristic\) and P4 \(heuristic\)\.\nRound 1 is dealt; you play first\.\n/,
    );
    expect(r.stdout).toContain('Your move> zz\n"zz" is not a card or a move: type "draw", ');
    // The draw typed as a word; a meld typed that is not a meld of the hand is refused.
    expect(r.stdout).toContain('Your move> draw\nYou draw ');
    expect(r.stdout).toContain('Your move> meld 2s 3s\nmeld 2♠ 3♠ is not one of your moves now.');
    expect(r.stdout).toMatch(/\nYour hand: /);
    expect(r.stdout).toMatch(/\n {2}#0 P\d[^\n]*: \S+/);
    expect(r.stdout).toMatch(/discard pile \d+ cards?, \S+ on top/);
    expect(r.stdout).toMatch(/\nP\d \(heuristic\) draws a card\.\n/); // others' draws are hidden
    expect(r.stdout).toMatch(/Your moves: 1\) draw\n/);
    expect(r.stdout).toContain('The game is over.');
    expect(r.stdout).toMatch(/You finished (1st|2nd|3rd|4th) of 4\.\n$/);
  });
});

describe('shichinarabe play --game seven-up', () => {
  it('shows the turn-up, trump, the trick and the points, asks stand or beg, and reads words and cards', () => {
    const r = cli(
      ['play', '--game', 'seven-up', '--seed', '2', '--seat', '2', '--vs', 'random', '--players', '4'],
      `beg\n${'1\n'.repeat(600)}`,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/You are P2; against P1 \(random\), P3 \(random\) and P4 \(random\)\./);
    expect(r.stdout).toContain('\nDeal 1: P1 (random) deals. Q♦ is turned up.\n');
    expect(r.stdout).toMatch(/\nDeal 1 · dealer P1 \(random\) · eldest P2 \(you\) · pack \d+ cards\n/);
    expect(r.stdout).toMatch(
      /\nYour turn: stand \(diamonds ♦ as trumps\) or beg\?\nYour moves: 1\) stand {2}2\) beg\nYour move> beg\nYou beg\./,
    );
    expect(r.stdout).toMatch(/\nPoints: P1 \(random\) \d+ · P2 \(you\) \d+ · /);
    expect(r.stdout).toMatch(/\nYour turn: discard down to six cards \(6 more\)\.\n/);
    expect(r.stdout).toMatch(/\nTrick 2: P\d \(random\) \S+/);
    expect(r.stdout).toMatch(/wins? the trick: /);
    expect(r.stdout).toMatch(/\nFinal standings:\n {1,2}\d\. /);
  });
});

/** A finished game of `engine` played with random moves from a seed, as a record file. */
function recordFile(
  name: string,
  engine: typeof sevenUp | typeof sevenBridge | typeof sevens,
  options: object,
): string {
  const rng = new Random(9);
  const e = engine as unknown as typeof sevenUp;
  let state = e.createGame(options as never);
  for (let moves = e.legalMoves(state); moves.length > 0; moves = e.legalMoves(state)) {
    state = e.applyMove(state, moves[rng.int(moves.length)] as never);
  }
  const path = file(name);
  writeFileSync(path, `${JSON.stringify(JSON.parse(e.serialize(state)), null, 2)}\n`);
  return path;
}

describe('shichinarabe replay', () => {
  it('tells a single game record file of every game (the game read from the record)', () => {
    for (const [engine, options, game, words] of [
      [sevens, { seed: 1 }, 'sevens', / plays /],
      [sevenBridge, { seed: 1, rounds: 2 }, 'seven-bridge', / draws [^\n]*\n(.*\n)* *\d+\. P\d discards /],
      [sevenUp, { seed: 1, players: 2 }, 'seven-up', / is turned up\./],
    ] as const) {
      const path = recordFile(`${game}.json`, engine, options);
      const r = cli(['replay', path]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.startsWith(`The game record ${path}: `)).toBe(true);
      expect(r.stdout).not.toMatch(/player \d/);
      expect(r.stdout).toMatch(words);
      expect(r.stdout).toMatch(/\n {3}1\. P\d /);
      expect(r.stdout).toMatch(/\nFinal standings[^\n]*:\n {1,2}1\. P\d/);
      expect(cli(['replay', path, '--game', game]).code).toBe(0);
    }
    // A new deal (Seven Bridge's second round) shows the new hands.
    expect(cli(['replay', file('seven-bridge.json')]).stdout).toMatch(
      /Round 2 is dealt;[^\n]*\n {8}Round 2 of 2 · stock \d+ cards[^\n]*\n(.*\n)* {8}Hands:\n {10}P1: /,
    );
  });

  it('tells a Seven Bridge stock rebuilt from the discard pile, and the stock out once the rebuilds are spent', () => {
    // random play seldom goes out: with 6 players the stock of 10 runs out, is rebuilt twice, then ends the round
    const options = { seed: 3, players: 6, restocks: 2, sevenPenalty: 'each', target: 400 };
    const path = recordFile('bridge-restock.json', sevenBridge, options);
    const r = cli(['replay', path]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/: Seven Bridge, 6 players; options \{[^\n]*"restocks":2[^\n]*\}\n/);
    expect(r.stdout).toMatch(
      /The stock is empty: the discard pile but its top card is shuffled into a new stock of \d+ cards\./,
    );
    // Rebuilt twice a round at most, then the stock out ends the round.
    for (const round of r.stdout.split(/Round \d+ is over/).slice(0, -1)) {
      expect(round.match(/new stock of/g)?.length ?? 0).toBeLessThanOrEqual(2);
    }
    expect(r.stdout.match(/new stock of/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(r.stdout).toMatch(/The stock is empty\. Round 1 is over, nobody went out; points: /);
  });

  it('tells game G of a Seven Up match log and checks it against the logged score', () => {
    const log = file('up.jsonl');
    const bots = ['--bot', 'builtin:seven-up/heuristic', '--bot', 'builtin:seven-up/random'];
    expect(cli(['match', '--game', 'seven-up', ...bots, '--games', '2', '--seed', 'r', '--out', log]).code).toBe(0);
    const r = cli(['replay', log, '--game', '1']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Game 1 of [^\n]*up\.jsonl: Seven Up, 2 players; options \{/);
    expect(r.stdout).toMatch(/\n {3}1\. P\d \((heuristic|random)\) (stands|begs)\./);
    expect(r.stdout).toContain('The record replays to the logged score.');
  });

  it('refuses a record of another game than --game names, and a game number in a single record', () => {
    const path = recordFile('up2.json', sevenUp, { seed: 2, players: 2 });
    for (const [args, message] of [
      [['--game', 'seven-bridge'], 'holds a game of Seven Up, not Seven Bridge'],
      [['--game', '3'], 'is a single game record: it has no game 3'],
    ] as const) {
      const r = cli(['replay', path, ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(message);
    }
  });
});
