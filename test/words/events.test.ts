/**
 * SPEC §8 describeEvent: every event type of every game has its own sentence in English and in
 * Japanese. The samples below are typed by each game's event union (a `Record` over its `type`s),
 * so a new event type without a sample fails the typecheck, and an event type the engine emits
 * without a sample fails the random games below; each sentence is checked to be a sentence — not
 * empty, no `undefined`, no raw JSON — that says "you" to its viewer and uses the names given.
 */
import { describe, expect, test } from 'vitest';
import * as sevens from '../../src/index.js';
import * as sevenBridge from '../../src/seven-bridge/index.js';
import { EVENT_TYPES as BRIDGE_TYPES } from '../../src/seven-bridge/event-words.js';
import * as sevenUp from '../../src/seven-up/index.js';
import { EVENT_TYPES as UP_TYPES } from '../../src/seven-up/event-words.js';
import { EVENT_TYPES as SEVENS_TYPES } from '../../src/sevens/event-words.js';
import { GAMES, playRandom } from './games.js';

type Samples<E extends { type: string }> = { [T in E['type']]: Extract<E, { type: T }>[] };

const SEVENS: Samples<sevens.GameEvent> = {
  play: [{ type: 'play', player: 1, card: '8H' }],
  joker: [{ type: 'joker', player: 0, card: '5H' }],
  swap: [{ type: 'swap', player: 2, card: '5H' }],
  pass: [
    { type: 'pass', player: 0, passes: 1 },
    { type: 'pass', player: 3, passes: 3 },
  ],
  disqualified: [
    { type: 'disqualified', player: 1, cards: ['2S', 'KH'] },
    { type: 'disqualified', player: 1, cards: [] },
  ],
  died: [
    { type: 'died', player: 0, cards: ['6D'], by: 3 },
    { type: 'died', player: 0, cards: ['6D', '7D'], by: 0 },
    { type: 'died', player: 2, cards: ['AS'], by: null },
  ],
  out: [{ type: 'out', player: 2 }],
  stuck: [{ type: 'stuck', player: 1 }],
  'extra-turn': [{ type: 'extra-turn', player: 3 }],
  over: [{ type: 'over' }],
};

const BRIDGE: Samples<sevenBridge.Event> = {
  draw: [
    { type: 'draw', player: 1, card: '7H' },
    { type: 'draw', player: 1 },
  ],
  meld: [{ type: 'meld', player: 0, meld: 3, cards: ['7H', '8H', 'JK'] }],
  layoff: [
    { type: 'layoff', player: 2, meld: 1, card: '6S', end: 'low' },
    { type: 'layoff', player: 2, meld: 1, card: 'JK', end: 'high' },
    { type: 'layoff', player: 2, meld: 0, card: '9C' },
  ],
  discard: [{ type: 'discard', player: 3, card: 'KC' }],
  answer: [
    { type: 'answer', player: 1, answer: 'pass' },
    { type: 'answer', player: 1, answer: 'chi' },
    { type: 'answer', player: 1 },
  ],
  claim: [
    { type: 'claim', player: 2, kind: 'pon', meld: 4, cards: ['5S', '5H', '5D'], from: 1 },
    { type: 'claim', player: 2, kind: 'chi', meld: 5, cards: ['4H', '5H', '6H'], from: 1 },
  ],
  'no-claim': [{ type: 'no-claim' }],
  out: [
    { type: 'out', player: 0, oneShot: false },
    { type: 'out', player: 0, oneShot: true },
  ],
  restock: [{ type: 'restock', cards: 17 }],
  'stock-out': [{ type: 'stock-out' }],
  'round-over': [
    { type: 'round-over', round: 2, winner: 2, points: [12, 30, 0, 7] },
    { type: 'round-over', round: 1, winner: null, points: [0, 0, 0, 0] },
  ],
  round: [{ type: 'round', round: 3, firstPlayer: 1 }],
  over: [{ type: 'over' }],
};

const UP: Samples<sevenUp.Event> = {
  deal: [{ type: 'deal', deal: 2, dealer: 3 }],
  'turn-up': [{ type: 'turn-up', card: 'JS' }],
  point: [
    { type: 'point', side: 0, reason: 'turn-up', points: 1 },
    { type: 'point', side: 0, reason: 'turn-up', points: 3 },
    { type: 'point', side: 1, reason: 'gift', points: 1 },
  ],
  stand: [{ type: 'stand', player: 1 }],
  beg: [{ type: 'beg', player: 1 }],
  gift: [{ type: 'gift', player: 0 }],
  run: [{ type: 'run', player: 0 }],
  redeal: [{ type: 'redeal' }],
  trump: [{ type: 'trump', suit: 'H' }],
  discard: [
    { type: 'discard', player: 2, card: '4C' },
    { type: 'discard', player: 2 },
  ],
  play: [{ type: 'play', player: 3, card: 'AS' }],
  trick: [{ type: 'trick', winner: 1, cards: ['AS', 'KS', '2H', '9D'] }],
  award: [
    { type: 'award', kind: 'high', side: 0, points: 1, card: 'AH' },
    { type: 'award', kind: 'low', side: 1, points: 1, card: '2H' },
    { type: 'award', kind: 'jack', side: null, points: 0 },
    { type: 'award', kind: 'jack', side: 1, points: 3, card: 'JH' },
    { type: 'award', kind: 'game', side: 1, points: 1, totals: [14, 23] },
    { type: 'award', kind: 'game', side: null, points: 0, totals: [10, 10] },
  ],
  over: [{ type: 'over', winner: 1 }],
};

const SUITES = [
  { game: GAMES[0], samples: SEVENS, types: SEVENS_TYPES },
  { game: GAMES[1], samples: BRIDGE, types: BRIDGE_TYPES },
  { game: GAMES[2], samples: UP, types: UP_TYPES },
] as const;

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** A sentence for people: text, ended, with nothing of the data's spelling in it. */
function expectSentence(text: unknown, lang: 'en' | 'ja', what: string): void {
  expect(typeof text, what).toBe('string');
  const s = text as string;
  expect(s.trim().length, what).toBeGreaterThan(1);
  for (const raw of ['undefined', 'null', 'NaN', '[object', '{', '}', '"', '\\u']) expect(s, what).not.toContain(raw);
  if (lang === 'ja') {
    expect(s, what).toMatch(JAPANESE);
    expect(s, what).toMatch(/[。！？]$/);
  } else {
    expect(s, what).not.toMatch(JAPANESE);
    expect(s, what).toMatch(/[.!?]$/);
    expect(s[0], what).not.toMatch(/[a-z]/);
  }
}

describe.each(SUITES)('$game.title: describeEvent', ({ game, samples, types }) => {
  const all = Object.values(samples).flat() as { type: string; player?: number }[];

  test('the table of sentences has exactly the event types of the samples (typed by the game’s event union)', () => {
    expect([...types].sort()).toEqual(Object.keys(samples).sort());
  });

  test.each(all.map((e) => [JSON.stringify(e), e] as const))('%s: a sentence in English and in Japanese', (_, e) => {
    for (const lang of ['en', 'ja'] as const) {
      expectSentence(game.api.describeEvent(e, { lang }), lang, `${lang} ${JSON.stringify(e)}`);
    }
  });

  test('each event type has its own wording (no two types say the same)', () => {
    for (const lang of ['en', 'ja'] as const) {
      const byType = new Map<string, string>();
      for (const [type, list] of Object.entries(samples)) {
        byType.set(type, game.api.describeEvent((list as object[])[0], { lang }));
      }
      expect(new Set(byType.values()).size, lang).toBe(byType.size);
    }
  });

  test('players are P1 … Pn (numbered from 1), or their names; the viewer is "you" / あなた', () => {
    const names = ['Aki', 'Ben', 'Chie', 'Dai'];
    for (const e of all) {
      const p = e.player;
      if (p === undefined) continue;
      expect(game.api.describeEvent(e)).toContain(`P${p + 1}`);
      expect(game.api.describeEvent(e, { names })).toContain(names[p]);
      expect(game.api.describeEvent(e, { lang: 'ja', names })).toContain(names[p]);
      expect(game.api.describeEvent(e, { viewer: p })).toMatch(/\b(You|you|Your|your)\b/);
      expect(game.api.describeEvent(e, { lang: 'ja', viewer: p })).toContain('あなた');
      expect(game.api.describeEvent(e, { viewer: p })).not.toContain(`P${p + 1}`);
    }
  });

  test('every event of random games, in every view, is one of the samples’ types and has its sentences', () => {
    const seenTypes = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      playRandom(game, seed, (state) => {
        const whole = game.api.view(state);
        const sides = whole.sides === undefined ? {} : { sides: whole.sides };
        for (let p = -1; p < whole.handSizes.length; p++) {
          const v = p < 0 ? whole : game.api.view(state, p);
          for (const e of v.events as { type: string }[]) {
            seenTypes.add(e.type);
            expect(Object.keys(samples), `an event type without a sample: ${e.type}`).toContain(e.type);
            for (const lang of ['en', 'ja'] as const) {
              const text = game.api.describeEvent(e, { lang, viewer: v.player, ...sides });
              expectSentence(text, lang, `${lang} ${JSON.stringify(e)}`);
            }
          }
        }
      });
    }
    expect(seenTypes.size).toBeGreaterThan(5);
  });
});

describe('describeEvent: what only some games say', () => {
  test.each([
    [{ type: 'pass', player: 0, passes: 2 }, { passLimit: 3 }, 'P1 passes (2nd pass; 3 allowed).'],
    [{ type: 'pass', player: 0, passes: 2 }, { passLimit: 3, lang: 'ja' }, 'P1がパスしました（2回目、3回まで）。'],
    [{ type: 'died', player: 0, cards: ['6D'], by: 3 }, { lang: 'ja' }, 'P1の6♦が死にました（P4の殺し）。'],
    [{ type: 'died', player: 1, cards: ['6D', '7D'], by: 1 }, { viewer: 1 }, 'Your 6♦ 7♦ die (a self-kill).'],
    [{ type: 'joker', player: 1, card: 'TH' }, { style: { ten: 'T' } }, "P2 puts the Joker in T♥'s place."],
  ] as const)('Sevens %j with %j: %s', (event, options, sentence) => {
    expect(sevens.describeEvent(event as sevens.GameEvent, options)).toBe(sentence);
  });

  test.each([
    [
      { type: 'layoff', player: 2, meld: 1, card: '6S', end: 'low' },
      { lang: 'ja' },
      'P3が6♠をメルド#1の下に付け札しました。',
    ],
    [
      { type: 'claim', player: 2, kind: 'chi', meld: 5, cards: ['4H', '5H', '6H'], from: 0 },
      { viewer: 0 },
      'P3 claims your discard with a chi: 4♥ 5♥ 6♥ (meld #5).',
    ],
    [
      { type: 'round-over', round: 2, winner: 2, points: [12, 30, 0] },
      { viewer: 2 },
      'Round 2 is over, won by you; points: P1 12, P2 30, P3 (you) 0.',
    ],
    [{ type: 'out', player: 0, oneShot: true }, { lang: 'ja' }, 'P1が手札を一度に晒して上がりました！'],
    [
      { type: 'restock', cards: 17 },
      {},
      'The stock is empty: the discard pile but its top card is shuffled into a new stock of 17 cards.',
    ],
  ] as const)('Seven Bridge %j with %j: %s', (event, options, sentence) => {
    expect(sevenBridge.describeEvent(event as sevenBridge.Event, options)).toBe(sentence);
  });

  test.each([
    [
      { type: 'over', winner: 1 },
      {
        sides: [
          [0, 2],
          [1, 3],
        ],
      },
      'P2 and P4 win the game.',
    ],
    [
      { type: 'over', winner: 0 },
      {
        sides: [
          [0, 2],
          [1, 3],
        ],
        viewer: 2,
      },
      'P1 and you win the game.',
    ],
    [{ type: 'over', winner: 1 }, {}, 'P2 wins the game.'],
    [
      { type: 'point', side: 0, reason: 'gift', points: 1 },
      {
        sides: [
          [0, 2],
          [1, 3],
        ],
        lang: 'ja',
      },
      'P1とP3に1点（ギフト）。',
    ],
    [
      { type: 'award', kind: 'game', side: 1, points: 1, totals: [14, 23] },
      { lang: 'ja' },
      'ゲーム（P1 14、P2 23）：P2に1点。',
    ],
    [{ type: 'point', side: 1, reason: 'turn-up', points: 2 }, {}, '2 points for P2: the turn-up.'],
    [
      { type: 'award', kind: 'jack', side: 0, points: 3, card: 'JH' },
      { lang: 'ja' },
      'ジャック（J♥）、ハングジャック：P1に3点。',
    ],
    [{ type: 'award', kind: 'jack', side: 0, points: 3, card: 'JH' }, {}, 'Jack (J♥), hanged: 3 points for P1.'],
    [{ type: 'trump', suit: 'D' }, { style: { suits: 'letters' } }, 'Diamonds D are trumps.'],
  ] as const)('Seven Up %j with %j: %s', (event, options, sentence) => {
    expect(sevenUp.describeEvent(event as sevenUp.Event, options)).toBe(sentence);
  });
});

describe('describeEvent refuses what is not an event of its game', () => {
  test.each([
    ['an unknown type', { type: 'teleport', player: 0 }],
    ['no type', { player: 0 }],
    ['a player that is not one', { type: 'out', player: -1 }],
    ['a card that is not one', { type: 'play', player: 0, card: 'XX' }],
    ['cards that are not a list', { type: 'died', player: 0, cards: 'AS', by: null }],
    ['null', null],
    ['a string', 'play'],
  ])('%s', (_, event) => {
    expect(() => sevens.describeEvent(event as never)).toThrow(sevens.ShichinarabeError);
    expect(() => sevens.describeEvent(event as never)).toThrow(/^describeEvent: not a Sevens event/);
  });

  test.each([
    ['lang', { lang: 'fr' }],
    ['names', { names: 'P1' }],
    ['names', { names: [1, 2] }],
    ['viewer', { viewer: -1 }],
    ['viewer', { viewer: 1.5 }],
    ['style', { style: { ten: 11 } }],
    ['passLimit', { passLimit: 'three' }],
    ['colour', { colour: true }],
  ])('the option %s, invalid, is an OptionsError naming it', (option, options) => {
    try {
      sevens.describeEvent({ type: 'over' }, options as never);
      expect.fail('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(sevens.OptionsError);
      expect((e as sevens.OptionsError).option).toBe(option);
    }
  });

  test('Seven Up: a side that is not one of the sides given', () => {
    expect(() =>
      sevenUp.describeEvent(
        { type: 'over', winner: 2 },
        {
          sides: [
            [0, 2],
            [1, 3],
          ],
        },
      ),
    ).toThrow(/not a Seven Up event/);
    expect(() => sevenUp.describeEvent({ type: 'over', winner: 0 }, { sides: [[]] })).toThrow(sevenUp.OptionsError);
  });
});
