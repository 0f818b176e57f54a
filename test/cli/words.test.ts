/**
 * The terminal in the games' own words (the entries' `render`, `describeEvent`, `formatMove`,
 * `parseMove`), in English and Japanese: a Seven Bridge claim window where the person can only
 * pass is passed for them in one line; every point is said when it is scored, the first deal's
 * included; "you" wherever the person is meant, the standings too; `help` explains every mark of
 * the table; people are P1… in fault lines too; `--vs` takes match's names; `--lang ja` speaks
 * Japanese and reads moves typed in Japanese; `replay` tells a Trinidad-table game's kicks and
 * hanged jack.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, view } from '../../src/seven-up/index.js';
import { cli, ensureBuilt, FAULTY, ROOT } from './helpers.js';

let dir = '';
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'shichinarabe-words-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Any Latin letter outside the cards, the names of the bots and the seed: English leaking into Japanese. */
const english = (line: string): RegExpMatchArray | null =>
  line
    .replace(/（(heuristic|random|ismcts|classic|calm|killer|coward)）/g, '')
    .replace(/\b(10|[2-9AJQKT])[♠♥♦♣]/g, '')
    .replace(/[♠♥♦♣]/g, '')
    .match(/[A-Za-z]{2,}/);

describe('play: Seven Bridge claim windows', () => {
  it('a claim window in which the person can only pass is passed for them, with one line saying so', () => {
    const r = cli(['play', '--game', 'seven-bridge', '--seed', '5', '--players', '4'], '1\n'.repeat(600));
    expect(r.code, r.stderr).toBe(0);
    const auto = r.stdout.split('\n').filter((l) => l.startsWith('(You can only pass: passed for you.)'));
    expect(auto.length).toBeGreaterThan(0);
    for (const line of auto) expect(line).toMatch(/^\(You can only pass: passed for you\.\) You pass[.:]/);
    // The person is never asked about a window in which pass is the only move.
    expect(r.stdout).not.toMatch(/Your moves: 1\) pass\n/);
    expect(r.stdout).not.toContain('You cannot claim it: pass.');
  });
});

describe('play: every point said when it is scored', () => {
  it('Seven Up: the first deal’s turned-up jack is a point for the dealer, said before the first move', () => {
    // Seed 4 with 2 players turns up J♦ in the first deal, a point for the dealer P1.
    expect(view(createGame({ seed: 4, players: 2 })).points).toEqual([1, 0]);
    const r = cli(['play', '--game', 'seven-up', '--seed', '4', '--players', '2'], '1\n'.repeat(400));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[1]).toBe('Deal 1: you deal. J♦ is turned up. A point for you: the turn-up.');
    const ja = cli(['play', '--game', 'seven-up', '--seed', '4', '--players', '2', '--lang', 'ja'], '1\n'.repeat(400));
    expect(ja.code, ja.stderr).toBe(0);
    expect(ja.stdout.split('\n')[1]).toMatch(/^第1ディール.*J♦.*あなた.*1点（ターンアップ）。$/);
  });

  it('Seven Bridge: the first round is said to be dealt, and who plays first', () => {
    const r = cli(['play', '--game', 'seven-bridge', '--seed', '5', '--players', '3'], '1\n'.repeat(600));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[1]).toMatch(/^Round 1 is dealt/);
  });
});

describe('play: "you" wherever the person is meant', () => {
  it.each([
    ['sevens', []],
    ['seven-bridge', ['--players', '3']],
    ['seven-up', ['--players', '2']],
  ])('%s: the final standings name the person "(you)", and the last line says where they finished', (game, more) => {
    const r = cli(['play', '--game', game, '--seed', '7', '--seat', '2', ...more], '1\n'.repeat(900));
    expect(r.code, r.stderr).toBe(0);
    const end = r.stdout.slice(r.stdout.lastIndexOf('Final standings'));
    expect(end).toMatch(/\n {1,2}\d\. P2 \(you\)/);
    expect(end).not.toMatch(/P2 (?!\(you\))/);
    expect(r.stdout).toMatch(/\nYou finished \d(st|nd|rd|th) of \d\.\n$/);
    // The person's own moves are "You …", never "P2 …".
    expect(r.stdout).toMatch(/\nYou [a-z]+/);
  });
});

describe('play: help explains every mark of the table', () => {
  it.each([
    ['sevens', ['--variant', 'kill'], ['· is an empty place', 'x before a rank', '(you) marks you']],
    ['seven-bridge', [], ['#2 is a meld', '(set)', '(run)', '(seven)', '(you) marks you']],
    ['seven-up', ['--players', '2'], ['Turn-up:', 'trick', '(you) marks you']],
  ])('%s, in English and Japanese', (game, more, marks) => {
    const r = cli(['play', '--game', game, '--seed', '3', ...more], `help\nquit\n`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Type the number of a move');
    expect(r.stdout).toContain('What the marks mean:');
    for (const mark of marks) expect(r.stdout).toContain(mark);
    const ja = cli(['play', '--game', game, '--seed', '3', '--lang', 'ja', ...more], `ヘルプ\n終了\n`);
    expect(ja.code, ja.stderr).toBe(0);
    expect(ja.stdout).toContain('記号の意味：');
    expect(ja.stdout).toContain('（あなた）は、この画面を見ているあなたです。');
    expect(ja.stdout).toContain('ゲームをやめました。');
  });
});

describe('--vs takes the names match takes', () => {
  it.each([
    ['sevens', 'builtin:calm,builtin:ismcts:50', /against P2 \(calm\) and P3 \(ismcts:50\)/],
    [
      'seven-bridge',
      'builtin:seven-bridge/heuristic,seven-bridge/random',
      /against P2 \(heuristic\) and P3 \(random\)/,
    ],
    ['seven-up', 'builtin:seven-up/random', /against P2 \(random\)/],
  ])('%s: --vs %s', (game, vs, against) => {
    const r = cli(['play', '--game', game, '--vs', vs, '--seed', '1'], 'quit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(against);
  });

  it('a bot of another game is refused in one line', () => {
    const r = cli(['play', '--game', 'seven-up', '--vs', 'builtin:seven-bridge/heuristic'], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('is a Seven Bridge bot');
  });
});

describe('--lang ja', () => {
  it('play: Seven Bridge in Japanese, moves typed in Japanese read by parseMove', () => {
    // Seed 5: P1 draws 7♠ first, holding K♠.
    const input = `ドロー\nメルド　７♠\n捨てる スペードのキング\nいいえ\n${'1\n'.repeat(600)}`;
    const r = cli(['play', '--game', 'seven-bridge', '--seed', '5', '--lang', 'ja'], input);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^セブンブリッジ：4人、シード 5。あなたはP1、相手はP2（heuristic）、P3（heuristic）、P4（heuristic）です。\n/,
    );
    expect(r.stdout).toContain('手を入力> ドロー\nあなたが山札から7♠を引きました。');
    expect(r.stdout).toContain('手を入力> メルド　７♠\nあなたが7♠をメルドしました（メルド#0）。');
    expect(r.stdout).toContain('手を入力> 捨てる スペードのキング\nあなたがK♠を捨てました。');
    expect(r.stdout).toContain('（パスしかできないので、自動でパスしました。）あなたはパスしました');
    expect(r.stdout).toMatch(/\nあなたは4人中\d位でした。\n$/);
    const leaks = r.stdout
      .split('\n')
      .filter((l) => !l.startsWith('手を入力>'))
      .filter((l) => english(l) !== null);
    expect(leaks).toEqual([]);
  });

  it('play: a move typed that is not one of the moves now is refused in Japanese', () => {
    const r = cli(
      ['play', '--game', 'seven-up', '--seed', '4', '--players', '2', '--lang', 'ja'],
      `ギフト\nzz\n${'1\n'.repeat(400)}`,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/「ギフト」は今は指せません。|ギフトしました/);
    expect(r.stdout).toContain('手を入力> zz\n');
    expect(r.stdout).toMatch(/手を入力> zz\n[^\n]*入力してください/);
  });

  it.each(['sevens', 'seven-up'])('play %s: every line but the typed ones is Japanese', (game) => {
    const r = cli(['play', '--game', game, '--seed', '2', '--lang', 'ja', '--players', '2'], '1\n'.repeat(600));
    expect(r.code, r.stderr).toBe(0);
    const leaks = r.stdout
      .split('\n')
      .filter((l) => !l.startsWith('手を入力>'))
      .filter((l) => english(l) !== null);
    expect(leaks).toEqual([]);
  });

  it('a bad --lang is one line, on play, replay and match', () => {
    for (const args of [
      ['play', '--lang', 'fr'],
      ['replay', 'package.json', '--lang', 'fr'],
      ['match', '--bot', 'builtin:calm', '--bot', 'builtin:calm', '--lang', 'fr'],
    ]) {
      const r = cli(args, '');
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('--lang must be en or ja, not "fr"');
    }
  });

  it('--help of play, replay and match says --lang', () => {
    for (const command of ['play', 'replay', 'match'])
      expect(cli([command, '--help']).stdout).toMatch(/--lang L +en \(default\) or ja/);
  });
});

describe('replay', () => {
  /** The golden Trinidad-table game's record (the transcript's last line). */
  const record = (): string =>
    (
      readFileSync(join(ROOT, 'test', 'seven-up', 'golden', 'trinidad-table.txt'), 'utf8')
        .trimEnd()
        .split('\n')
        .at(-1) ?? ''
    ).replace(/^record: /, '');

  it('tells a Trinidad-table game’s kicks and hanged jack when they are scored, in English and Japanese', () => {
    const path = join(dir, 'trinidad.json');
    writeFileSync(path, record());
    const r = cli(['replay', path]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Deal 2: P4 deals. 6♦ is turned up. 2 points for P2 and P4: the turn-up.');
    expect(r.stdout).toContain('J♥ is turned up. Hearts ♥ are trumps. 3 points for P2 and P4: the turn-up.');
    expect(r.stdout).toContain('Jack (J♣), hanged: 3 points for P1 and P3. P1 and P3 win the game.');
    const ja = cli(['replay', path, '--lang', 'ja']);
    expect(ja.code, ja.stderr).toBe(0);
    expect(ja.stdout).toContain('P2とP4に2点（ターンアップ）。');
    expect(ja.stdout).toContain('P1とP3の勝ちです。');
  });

  it('fault lines name people P1…, the engine’s reason included', () => {
    const log = join(dir, 'faults.jsonl');
    const m = cli([
      'match',
      ...['--bot', `node ${FAULTY} illegal`, '--bot', 'builtin:calm', '--games', '1', '--seed', 'f', '--out', log],
    ]);
    expect(m.code, m.stderr).toBe(0);
    const faults = m.stderr.split('\n').filter((l) => l.startsWith('fault:'));
    expect(faults.length).toBeGreaterThan(0);
    for (const line of faults) {
      expect(line).toMatch(/^fault: game 0, move \d+, P1 \(illegal\): illegal: .*P1 /);
      expect(line).not.toMatch(/player \d/);
    }
    const r = cli(['replay', log]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('(the referee played this for P1 (illegal) after a fault: illegal)');
    const ja = cli(['replay', log, '--lang', 'ja']);
    expect(ja.stdout).toContain('（P1（illegal）の反則（illegal）のため、この手は審判が代わりに指しました）');
  });
});
