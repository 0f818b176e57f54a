/**
 * SPEC §8 render: the table as text from a state or any player's view never shows more than that
 * view shows. Over random games of every game, for every player: every card that appears nowhere
 * in the player's view (others' hands, the stock, the pack, others' face-down discards) appears in
 * no spelling in the text drawn from that view, nor in the text drawn from the state for that
 * player — in both languages and every card style. And the text is text: its language, no
 * `undefined`, its markers explained.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as sevens from '../../src/index.js';
import * as sevenBridge from '../../src/seven-bridge/index.js';
import * as sevenUp from '../../src/seven-up/index.js';
import { GAMES, LANGS, playRandom, STYLES } from './games.js';

const ALL = [...sevens.SUITS.flatMap((s) => sevens.RANKS.map((r) => `${r}${s}`)), 'JK'];

/** Every card string anywhere in a value (a view), as the data spells it. */
function cardsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (ALL.includes(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const x of value) cardsIn(x, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const x of Object.values(value)) cardsIn(x, out);
  }
  return out;
}

/** Every way the library writes a card for people, and its canonical string. */
function spellings(card: string): string[] {
  if (card === 'JK') return ['Joker', 'joker', 'JOKER', 'ジョーカー', 'JK'];
  const forms = new Set([card, ...STYLES.map((style) => sevens.formatCard(card as sevens.Card, style))]);
  return [...forms];
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A spelling standing alone (not part of a longer word or number). */
const alone = (form: string) => new RegExp(`(?<![0-9A-Za-z])${literal(form)}(?![0-9A-Za-z])`);

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe.each(GAMES)('$title: render', (game) => {
  test("never shows a card that the player's view does not show, from the view or from the state", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        let k = 0;
        playRandom(game, seed, (state) => {
          if (k++ % 4 !== 0) return;
          const players = game.api.view(state).handSizes.length as number;
          for (let p = 0; p < players; p++) {
            const v = game.api.view(state, p);
            const shown = cardsIn(v);
            if (v.jokerHolder !== undefined && v.jokerHolder !== null) shown.add('JK'); // Sevens: the joker's holder, known
            const hidden = ALL.filter((c) => !shown.has(c));
            for (const lang of LANGS) {
              for (const style of STYLES) {
                const options = style === undefined ? { lang } : { lang, style };
                for (const text of [game.api.render(v, options), game.api.render(state, { ...options, player: p })]) {
                  for (const card of hidden) {
                    for (const form of spellings(card)) {
                      if (alone(form).test(text)) {
                        expect.fail(`P${p + 1} sees ${form} (hidden from them) in:\n${text}`);
                      }
                    }
                  }
                }
              }
            }
          }
        });
      }),
      { numRuns: 6 },
    );
  });

  test('is text in its language, with nothing of the data’s spelling, from every view and the whole truth', () => {
    for (let seed = 1; seed <= 3; seed++) {
      playRandom(game, seed, (state) => {
        const players = game.api.view(state).handSizes.length as number;
        for (let p = -1; p < players; p++) {
          for (const lang of LANGS) {
            const text = game.api.render(state, p < 0 ? { lang } : { lang, player: p }) as string;
            for (const raw of ['undefined', 'NaN', '[object', '{', '"']) expect(text).not.toContain(raw);
            if (lang === 'ja') expect(text).toMatch(JAPANESE);
            else expect(text).not.toMatch(JAPANESE);
            expect(text).toContain(
              p < 0 ? (lang === 'ja' ? '手札：' : 'Hands:') : lang === 'ja' ? 'あなたの手札' : 'Your hand',
            );
          }
        }
      });
    }
  });
});

describe('render: what each game shows', () => {
  test('Sevens: the grid of renderTable, a legend line for its marks (x when a card is dead), hands and the moves', () => {
    const game = sevens.createGame({ seed: 1 });
    const text = sevens.render(game, { player: 0 });
    expect(text.startsWith(sevens.renderTable(game))).toBe(true);
    expect(text).toContain('· is an empty place.');
    expect(text).toMatch(/\nYour hand: /);
    const mover = sevens.view(game).current as number;
    expect(sevens.render(game, { player: mover })).toMatch(/\nYour turn: .+\.$/);
    let kill = sevens.createGame({ variant: 'kill', seed: 2 });
    while (!sevens.view(kill).dead.some((pile) => pile.length > 0)) {
      kill = sevens.applyMove(kill, sevens.legalMoves(kill)[0] as sevens.Move);
    }
    expect(sevens.render(kill)).toContain('x before a rank marks a dead card');
    expect(sevens.render(kill, { lang: 'ja' })).toContain('ランクの前の x は死に札');
  });

  test('Seven Bridge: melds with their # and owner, the stock, the pile’s top, the claim question', () => {
    let game = sevenBridge.createGame({ seed: 4, firstRoundClaims: true });
    const rng = new sevenBridge.Random(1);
    while (sevenBridge.view(game).melds.length === 0) {
      const moves = sevenBridge.legalMoves(game);
      game = sevenBridge.applyMove(
        game,
        moves.find((m) => m.type === 'meld') ?? (moves[rng.int(moves.length)] as sevenBridge.Move),
      );
    }
    const meld = sevenBridge.view(game).melds[0] as sevenBridge.Meld;
    const text = sevenBridge.render(game, { player: 0 });
    expect(text).toContain('Melds (a lay-off names a meld by its #):');
    expect(text).toContain(`#${meld.id} P${meld.owner + 1}`);
    expect(text).toMatch(/stock \d+ cards/);
    expect(sevenBridge.render(game, { lang: 'ja' })).toContain('メルド（付け札は#の番号で指定）：');
  });

  test('Seven Up: points per side with the target, trump, partners named together', () => {
    const game = sevenUp.createGame({ seed: 3, partnerships: true, target: 11 });
    expect(sevenUp.render(game, { player: 0 })).toContain('Points: P1 (you) and P3 0 · P2 and P4 0 (first to 11)');
    expect(sevenUp.render(game, { lang: 'ja', player: 1 })).toContain(
      '得点：P1とP3 0点 · P2（あなた）とP4 0点（11点先取）',
    );
    const v = sevenUp.view(game, 0);
    expect(sevenUp.render(v)).toContain('Points: P1 (you) and P3 0 · P2 and P4 0');
    expect(sevenUp.render(v)).not.toContain('first to');
  });

  test('a finished game, from a state: the final standings and who won — every winner of a tie, both partners', () => {
    const finished = (game: (typeof GAMES)[number], wanted: (state: unknown) => boolean): unknown => {
      for (let seed = 1; seed < 300; seed++) {
        let last: unknown = null;
        playRandom(
          game,
          seed,
          (state) => {
            last = state;
          },
          2000,
        );
        if (game.api.view(last).over && wanted(last)) return last;
      }
      throw new Error('no such game');
    };
    const firsts = (state: unknown) =>
      sevenBridge
        .score(state as sevenBridge.GameState)
        .standings.filter((r) => r.rank === 1)
        .map((r) => r.player);
    const tie = finished(GAMES[1], (s) => firsts(s).length > 1);
    const tied = firsts(tie).map((p) => `P${p + 1}`);
    expect(sevenBridge.render(tie as sevenBridge.GameState)).toContain('Final standings (lowest total wins):');
    expect(sevenBridge.render(tie as sevenBridge.GameState)).toMatch(
      new RegExp(`\\n${tied.slice(0, -1).join(', ')} and ${tied.at(-1)} tie for first\\.$`),
    );
    expect(sevenBridge.render(tie as sevenBridge.GameState, { lang: 'ja' })).toMatch(/が同点で1位です。$/);
    const partners = finished(
      GAMES[2],
      (s) =>
        sevenUp.score(s as sevenUp.GameState).sides.length === 2 &&
        sevenUp.score(s as sevenUp.GameState).sides[0]?.length === 2,
    );
    const won = sevenUp.score(partners as sevenUp.GameState);
    const [a, b] = won.sides[won.winner as number] as [number, number];
    expect(sevenUp.render(partners as sevenUp.GameState)).toMatch(new RegExp(`\\nP${a + 1} and P${b + 1} win\\.$`));
    expect(sevenUp.render(partners as sevenUp.GameState, { player: a, lang: 'ja' })).toMatch(
      new RegExp(`\\nあなたとP${b + 1}の勝ちです。$`),
    );
    expect(sevenUp.render(sevenUp.view(partners as sevenUp.GameState, 0))).not.toContain('Final standings');
  });

  test('names and card styles reach every line', () => {
    const game = sevenUp.createGame({ seed: 3 });
    const text = sevenUp.render(game, { names: ['Aki', 'Ben', 'Chie', 'Dai'], style: { suits: 'letters', ten: 'T' } });
    expect(text).toContain('dealer Aki');
    expect(text).not.toMatch(/[♠♥♦♣]|10/);
  });

  test.each([
    [
      'player with a view of another player',
      () => sevens.render(sevens.view(sevens.createGame({ seed: 1 }), 1), { player: 0 }),
    ],
    ['an unknown option', () => sevens.render(sevens.createGame({ seed: 1 }), { color: true } as never)],
    ['a player that is not an index', () => sevenUp.render(sevenUp.createGame({ seed: 1 }), { player: -1 })],
    ['a legend that is not a boolean', () => sevenUp.render(sevenUp.createGame({ seed: 1 }), { legend: 1 } as never)],
  ])('refuses %s with an OptionsError', (_, draw) => {
    expect(draw).toThrow(sevens.OptionsError);
  });

  test.each([
    ['Sevens', sevens.render, sevens.createGame({ seed: 1, variant: 'kill' }), ['·', 'x5', 'T is the 10', '(you)']],
    [
      'Seven Bridge',
      sevenBridge.render,
      sevenBridge.createGame({ seed: 1 }),
      ['#2', '(set)', '(run)', '(seven)', 'low end', '(you)'],
    ],
    ['Seven Up', sevenUp.render, sevenUp.createGame({ seed: 1 }), ['Turn-up', '"P2 5♣"', 'side', '(you)']],
  ])(
    'legend: %s explains every mark its table can show, in both languages, after the table',
    (_, draw, game, marks) => {
      const render = draw as (g: unknown, o?: object) => string;
      const plain = render(game, { player: 0 });
      const en = render(game, { player: 0, legend: true });
      expect(en.startsWith(`${plain}\nWhat the marks mean:\n`)).toBe(true);
      for (const mark of marks) expect(en.slice(plain.length)).toContain(mark);
      expect(render(game, { player: 0, legend: false })).toBe(plain);
      const ja = render(game, { player: 0, lang: 'ja', legend: true });
      const legend = ja.slice(ja.indexOf('記号の意味：'));
      expect(legend.split('\n').length).toBe(en.slice(plain.length + 1).split('\n').length);
      expect(legend).toContain('（あなた）');
      expect(legend.replace(/[♠♥♦♣]|\b(10|[2-9AJQKTx])\b|x5|#2|P2 5/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    },
  );

  test('a view it cannot draw is a StateError, never another error', () => {
    const v = sevenBridge.view(sevenBridge.createGame({ seed: 1 }), 0);
    for (const broken of [
      { ...v, melds: [{ id: 0, owner: 0, kind: 'square', cards: [] }] },
      { ...v, round: -1 },
      { ...v, discards: [42] },
      { ...v, hands: [['XX']], player: 0 },
    ]) {
      expect(() => sevenBridge.render(broken as never)).toThrow(sevens.StateError);
    }
  });
});
