/**
 * SPEC §8: `parseMove(formatMove(m, o), s)` deep-equals `m` for every legal move `m` of every state
 * `s`, in both languages and every card style — over random games of every game and option mix
 * (Sevens with jokers, Kill and Fan Tan; Seven Bridge with melds, lay-offs at either end, pon and
 * chi, up to two jokers; Seven Up in every phase), read against the state and against the mover's
 * own view. The games are chosen so that every kind of move comes up, and the test says so.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GAMES, type Game, LANGS, playRandom, STYLES } from './games.js';

/** The kind of a move, finer than its type where words could go wrong (a joker, a lay-off's end). */
function kindOf(m: Record<string, unknown>): string {
  const cards = (m.cards as string[] | undefined) ?? [m.card, m.next];
  const joker = cards.includes('JK') ? '+joker' : '';
  if (m.type === 'joker') return m.next === undefined ? 'joker alone' : 'joker with next';
  if (m.type === 'layoff') return `layoff${m.end === undefined ? '' : ' at an end'}${joker}`;
  return `${m.type}${joker}`;
}

/** The kinds each game's round trips must have met. */
const MUST_MEET: Record<string, string[]> = {
  sevens: ['play', 'pass', 'joker with next', 'joker alone'],
  'seven-bridge': [
    'draw',
    'meld',
    'meld+joker',
    'layoff',
    'layoff at an end',
    'layoff at an end+joker',
    'discard',
    'discard+joker',
    'pass',
    'pon',
    'chi',
  ],
  'seven-up': ['stand', 'beg', 'gift', 'run', 'discard', 'play'],
};

const met = new Map<string, Set<string>>(GAMES.map((g) => [g.name, new Set<string>()]));

/** Every legal move of `state`, written in every language and style, read back against the state (and the mover's view). */
function roundTrips(game: Game, state: unknown): void {
  const { api } = game;
  const moves = api.legalMoves(state) as Record<string, unknown>[];
  if (moves.length === 0) return;
  const mover = api.view(state).current as number;
  const mine = api.view(state, mover);
  for (const m of moves) {
    met.get(game.name)?.add(kindOf(m));
    for (const lang of LANGS) {
      for (const style of STYLES) {
        const text = api.formatMove(m, style === undefined ? { lang } : { lang, style });
        const back = api.parseMove(text, state);
        if (JSON.stringify(back) !== JSON.stringify(m)) {
          expect.fail(
            `${game.name}: parseMove(${JSON.stringify(text)}) gave ${JSON.stringify(back)}, formatted from ${JSON.stringify(m)}`,
          );
        }
      }
      const back = api.parseMove(api.formatMove(m, { lang }), mine);
      expect(back, `${game.name}, read against the mover's view`).toEqual(m);
    }
  }
}

describe.each(GAMES)('$title: parseMove(formatMove(m)) is m', (game) => {
  test('for every legal move of random games, both languages, every card style, against the state and the view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        playRandom(game, seed, (state) => roundTrips(game, state), 250);
      }),
      { numRuns: game.name === 'seven-bridge' ? 14 : 20 },
    );
  });
});

test.each(GAMES)('$title: the random games met every kind of move (run after the round trips)', (game) => {
  const seen = met.get(game.name) as Set<string>;
  for (const kind of MUST_MEET[game.name] ?? []) expect(seen, `${game.name} met no ${kind} move`).toContain(kind);
});
