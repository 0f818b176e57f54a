/**
 * Seven Up in the terminal's words and the rules of revision 2: what a kick (a turn-up that
 * scores) and a hanged jack were worth, said in words; the rules line names every option that is
 * not the default; the dealer who may not give the game away (`giftMayWin: false`) is told to run;
 * an anticlockwise table says which way play goes. The golden Trinidad-table game
 * (test/seven-up/golden/trinidad-table.txt) is told move by move, and replayed by the command.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upTeller } from '../../src/cli/tell-up.js';
import { applyMove, createGame, deserialize, type Move, view } from '../../src/seven-up/index.js';
import { deckOf, playMoves } from '../seven-up/helpers-engine.js';
import { cli, ensureBuilt, ROOT } from './helpers.js';

const name = (p: number): string => `P${p + 1}`;
const style = { color: false };

/** The golden Trinidad-table game's record (the transcript's last line). */
const record = (): string =>
  (
    readFileSync(join(ROOT, 'test', 'seven-up', 'golden', 'trinidad-table.txt'), 'utf8')
      .trimEnd()
      .split('\n')
      .at(-1) ?? ''
  ).replace(/^record: /, '');

/** Every sentence the terminal says of the game's moves, in order. */
function told(text: string): string[] {
  const { options, moves } = JSON.parse(text) as { options: Record<string, unknown>; moves: Move[] };
  let s = createGame({ ...(options as object), decks: JSON.parse(text).decks });
  const out: string[] = [];
  for (const m of moves) {
    s = applyMove(s, m);
    out.push(...upTeller.narrate(view(s), name, style, null, options));
  }
  return out;
}

describe('the terminal’s words for revision 2', () => {
  it('kick trinidad and hangJack: a kick says its card and points, a hanged jack its 3 points', () => {
    const sentences = told(record());
    expect(sentences).toContain('2 points for P2 & P4 (the six turned up).');
    expect(sentences).toContain('3 points for P2 & P4 (the jack turned up).');
    expect(sentences).toContain('Jack (J♣): 3 points for P1 & P3, the jack hanged.');
    expect(sentences).toContain('A point for P1 & P3 (the gift).');
    expect(sentences.filter((x) => x.includes('hanged'))).toHaveLength(1);
  });

  it('kick jack: a jack turned up is a point for the dealer’s side, in words', () => {
    const deck = deckOf({ players: 2, hands: [], turnUp: '9H', runs: [{ turnUp: 'JC' }] });
    const s = playMoves(createGame({ players: 2, decks: [deck], target: 50 }), ['beg', 'run']);
    expect(upTeller.narrate(view(s), name, style, 0, {})).toEqual([
      'You run the pack.',
      'The turn-up is J♣.',
      'Trumps are ♣.',
      'A point for you (the jack turned up).',
    ]);
  });

  it('the rules line names direction, kick, hangJack and giftMayWin when they are not the defaults', () => {
    const defaults = { partnerships: false, target: 7, low: 'taker', direction: 'clockwise', kick: 'jack' };
    expect(upTeller.rules({ ...defaults, hangJack: false, giftMayWin: true })).toBe(
      'Seven Up, each for themselves, first to 7 points; Low to its taker',
    );
    const trinidad = JSON.parse(record()).options;
    expect(upTeller.rules(trinidad)).toBe(
      'Seven Up, partners P1 & P3 against P2 & P4, first to 14 points; Low to its holder; play goes to the right (anticlockwise); a turn-up scores an ace 1, a six 2, a jack 3; a hanged jack scores 3; no gift may give the game away',
    );
  });

  it('giftMayWin false: the dealer who may not give the game away is told to run; direction anticlockwise on the table', () => {
    const deck = deckOf({ players: 3, dealer: 1, direction: 'anticlockwise', hands: [], turnUp: '4C' });
    const options = { players: 3, dealer: 1, target: 1, giftMayWin: false, direction: 'anticlockwise' as const };
    const s = playMoves(createGame({ ...options, decks: [deck] }), ['beg']);
    const lines = upTeller.table(view(s, 1), name, style, options);
    expect(lines[0]).toMatch(/^Deal 1 · dealer P2 · play goes to the right · turn-up 4♣/);
    expect(lines).toContain('P1 begs, and a point would give them the game: you must run the pack.');
  });

  describe('shichinarabe replay of a Trinidad-table record', () => {
    let dir = '';
    beforeAll(() => {
      ensureBuilt();
      dir = mkdtempSync(join(tmpdir(), 'shichinarabe-tell-up-'));
    });
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    it('tells the kicks and the hanged jack in words', () => {
      const path = join(dir, 'trinidad.json');
      writeFileSync(path, record());
      expect(view(deserialize(record())).over).toBe(true);
      const r = cli(['replay', path]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('play goes to the right (anticlockwise)');
      expect(r.stdout).toContain('2 points for P2 & P4 (the six turned up).');
      expect(r.stdout).toContain('Jack (J♣): 3 points for P1 & P3, the jack hanged.');
    });

    it('the referee plays every revision-2 option (anticlockwise, kicks, hanged jack, no winning gift) and its log replays', () => {
      const log = join(dir, 'trinidad.jsonl');
      const options = JSON.stringify({
        direction: 'anticlockwise',
        kick: 'trinidad',
        hangJack: true,
        giftMayWin: false,
      });
      const bots = ['--bot', 'builtin:seven-up/heuristic', '--bot', 'builtin:seven-up/random'];
      const args = ['match', '--game', 'seven-up', '--options', options, ...bots, '--games', '2', '--seed', 't'];
      const m = cli([...args, '--out', log]);
      expect(m.code, m.stderr).toBe(0);
      const r = cli(['replay', log, '--game', '1']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('play goes to the right (anticlockwise)');
      expect(r.stdout).toContain('The record replays to the logged score.');
    });
  });
});
