/**
 * SPEC §8: handing an entry's function a state, view or record of another game of the family
 * throws `StateError` saying which game it is ("a Seven Bridge state: use
 * shichinarabe/seven-bridge"), never a message about a corrupt state — for every function of every
 * entry × every other game's state, view (a player's and the whole truth) and record (as text and
 * as the object it parses to). The table of calls lists every function each entry exports, so a
 * new one without a row fails here. Two are exempt, by the SPEC: `isLegalMove` never throws
 * (it answers `false`), and `parseCard` / `formatCard` are the family's own, the same in every
 * entry, and take card strings.
 */
import { describe, expect, test } from 'vitest';
import { GAMES, type Game } from './games.js';

/** How each function is handed a foreign value `x`. */
const CALLS: Record<string, (api: Game['api'], x: unknown) => unknown> = {
  createGame: (api, x) => api.createGame(x),
  replay: (api, x) => api.replay(x, []),
  deserialize: (api, x) => api.deserialize(x),
  legalMoves: (api, x) => api.legalMoves(x),
  applyMove: (api, x) => api.applyMove(x, { type: 'pass' }),
  view: (api, x) => api.view(x),
  score: (api, x) => api.score(x),
  serialize: (api, x) => api.serialize(x),
  formatMove: (api, x) => api.formatMove(x),
  parseMove: (api, x) => api.parseMove('pass', x),
  describeEvent: (api, x) => api.describeEvent(x),
  render: (api, x) => api.render(x),
  renderTable: (api, x) => api.renderTable(x),
  actionCount: (api, x) => api.actionCount(x),
  observationSize: (api, x) => api.observationSize(x),
  legalActions: (api, x) => api.legalActions(x),
  actionOf: (api, x) => api.actionOf(x, { type: 'pass' }),
  moveOf: (api, x) => api.moveOf(x, 0),
  observe: (api, x) => api.observe(x, 0),
  rewards: (api, x) => api.rewards(x),
};
/** Exported functions that take no game value, or never throw, by the SPEC. */
const EXEMPT = ['isLegalMove', 'parseCard', 'formatCard'];
/** Exported classes (functions to `typeof`). */
const CLASSES = ['Random', 'ShichinarabeError', 'IllegalMoveError', 'OptionsError', 'StateError'];

/** Another game's values, as a caller could hand them over. */
function foreignValues(game: Game): [string, string, unknown][] {
  let state = game.api.createGame({ seed: 5 });
  for (let i = 0; i < 6; i++) state = game.api.applyMove(state, game.api.legalMoves(state)[0]);
  const record = game.api.serialize(state);
  return [
    ['state', 'a state', state],
    ['state', 'a structuredClone of a state', structuredClone(state)],
    ['view', "a player's view", game.api.view(state, 1)],
    ['view', 'the whole truth', game.api.view(state)],
    ['record', 'a record', record],
    ['record', 'a parsed record', JSON.parse(record)],
  ];
}

describe.each(GAMES)('the entry $entry', (mine) => {
  const functions = Object.entries(mine.api)
    .filter(([name, f]) => typeof f === 'function' && !CLASSES.includes(name))
    .map(([name]) => name);

  test('the table of calls lists every function it exports', () => {
    for (const name of functions) expect([...Object.keys(CALLS), ...EXEMPT], name).toContain(name);
  });

  const rows = GAMES.filter((g) => g !== mine).flatMap((other) =>
    foreignValues(other).flatMap(([kind, what, value]) =>
      functions
        .filter((name) => !EXEMPT.includes(name))
        .map((name) => [name, `${other.title} ${what}`, other, kind, value] as const),
    ),
  );

  test.each(rows)('%s(%s) says which game it is', (name, _, other, kind, value) => {
    const call = CALLS[name] as (api: Game['api'], x: unknown) => unknown;
    let error: unknown;
    try {
      call(mine.api, value);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(mine.api.StateError);
    expect((error as Error).message).toBe(`a ${other.title} ${kind}: use ${other.entry}`);
  });

  test('isLegalMove answers false for another game’s values (it never throws)', () => {
    for (const other of GAMES.filter((g) => g !== mine)) {
      for (const [, , value] of foreignValues(other)) expect(mine.api.isLegalMove(value, { type: 'pass' })).toBe(false);
    }
  });

  test("the engine object carries the words functions, the entry's own", () => {
    const engine = Object.values(mine.api).find(
      (v) => typeof v === 'object' && v !== null && (v as { name?: unknown }).name === mine.name,
    ) as Record<string, unknown>;
    for (const name of ['formatMove', 'parseMove', 'describeEvent', 'render'])
      expect(engine[name]).toBe(mine.api[name]);
  });
});

describe("a game's own view where a state is needed", () => {
  test.each(GAMES)('$title: a view passed as a state is told to pass the state', (game) => {
    const state = game.api.createGame({ seed: 1 });
    const v = game.api.view(state, 0);
    expect(() => game.api.score(v)).toThrow(
      `a ${game.title} view, not a game state: pass the state the view was made from`,
    );
    expect(typeof game.api.render(v)).toBe('string');
    const move = game.api.legalMoves(state)[0];
    expect(game.api.parseMove(game.api.formatMove(move), v)).toEqual(move);
  });
});
