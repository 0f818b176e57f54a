/**
 * The learning interface takes bad input as the rest of the API does: bad options are an
 * OptionsError, anything that is not a state a StateError (a copy of a real state works as the
 * state), and a forged state is refused, never observed or numbered.
 */
import { describe, expect, test } from 'vitest';
import { OptionsError, ShichinarabeError, StateError } from '../../src/index.js';
import { ENTRIES, play } from './games.js';

const BAD_OPTIONS: Record<string, unknown[]> = {
  sevens: [{ players: 9 }, { jokers: 2 }, { variant: 'kill', jokers: 1 }, { nope: 1 }, 'x'],
  'seven-bridge': [{ players: 7 }, { jokers: 3 }, { aces: 'high' }, { nope: 1 }, 'x'],
  'seven-up': [{ players: 5 }, { partnerships: true, players: 3 }, { target: 0 }, { nope: 1 }, 'x'],
};

describe.each(ENTRIES.map((e) => [e.name, e] as const))('%s', (name, entry) => {
  test.each(BAD_OPTIONS[name] as unknown[])(
    'actionCount and observationSize refuse the options %j with OptionsError',
    (options) => {
      expect(() => entry.actionCount(options)).toThrow(OptionsError);
      expect(() => entry.observationSize(options)).toThrow(OptionsError);
    },
  );

  test('every function of the learning interface refuses what is not a state with StateError', () => {
    for (const junk of [null, undefined, 3, 'state', {}, [], { game: {} }]) {
      for (const call of [
        () => entry.legalActions(junk),
        () => entry.actionOf(junk, { type: 'pass' }),
        () => entry.moveOf(junk, 0),
        () => entry.observe(junk, 0),
        () => entry.rewards(junk),
      ]) {
        expect(call).toThrow(StateError);
      }
    }
  });

  test('a copy of a state (JSON) answers as the state; a tampered copy is refused', () => {
    const g = play(entry, { seed: 11 }, `copies-${name}`, 30);
    const s = g.states.at(-1);
    const copy = JSON.parse(JSON.stringify(s));
    expect(entry.legalActions(copy)).toEqual(entry.legalActions(s));
    expect(Array.from(entry.observe(copy, 0))).toEqual(Array.from(entry.observe(s, 0)));
    expect(entry.rewards(copy)).toEqual(entry.rewards(s));
    const forged = { ...copy, moveCount: copy.moveCount + 1 };
    expect(() => entry.legalActions(forged)).toThrow(StateError);
    expect(() => entry.observe(forged, 0)).toThrow(StateError);
  });

  test('a malformed move given to actionOf is refused with the library’s own error', () => {
    const s = entry.createGame({ seed: 1 });
    for (const move of [null, 3, {}, { type: 'nope' }, { type: 'play', card: 'ZZ' }, { type: 'meld', cards: 'x' }]) {
      expect(() => entry.actionOf(s, move)).toThrow(ShichinarabeError);
    }
  });
});
