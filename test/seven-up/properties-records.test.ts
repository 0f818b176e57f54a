/**
 * Seven Up / All Fours: options and records of the library's engine (SPEC §1, §4 "Records"):
 * defaults resolved into the record; invalid options refused with `OptionsError` naming the option;
 * same seed ⇒ same decks; deal k uses the given deck k, else the seed's deck for deal k; the record
 * holds every deck dealt (redeals included) then the given decks not yet dealt, so that a game
 * from its record goes on exactly as the original; `deserialize` refuses anything else.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  createGame,
  deserialize,
  IllegalMoveError,
  legalMoves,
  OptionsError,
  Random,
  replay,
  StateError,
  serialize,
  view,
} from '../../src/seven-up/index.js';
import { createGame as createSevens, serialize as serializeSevens } from '../../src/index.js';
import { randomDecks } from './reference-decks.js';
import { ALL_CARDS } from './reference.js';

type State = ReturnType<typeof createGame>;
type Move = Parameters<typeof applyMove>[1];
interface Record {
  format: string;
  options: { [key: string]: unknown };
  decks: string[][];
  moves: Move[];
}
const json = (x: unknown): string => JSON.stringify(x);
const recordOf = (s: State): Record => JSON.parse(serialize(s)) as Record;

/** Random moves (beg / run preferred half the time) until `until` says stop or the game ends. */
function play(s: State, rng: Random, until: (s: State, moves: number) => boolean): State {
  for (let i = 0; !view(s).over && !until(s, i); i++) {
    const moves = legalMoves(s);
    const special = moves.find((m) => m.type === 'beg' || m.type === 'run');
    s = applyMove(s, special !== undefined && rng.float() < 0.5 ? special : (moves[rng.int(moves.length)] as Move));
  }
  return s;
}

describe('options', () => {
  test('every default resolved into the record, the seed included, the decks left out', () => {
    expect(recordOf(createGame({ seed: 1 })).options).toEqual({
      players: 4,
      partnerships: false,
      seed: 1,
      dealer: 0,
      target: 7,
      direction: 'clockwise',
      kick: 'jack',
      hangJack: false,
      giftMayWin: true,
      low: 'taker',
    });
    const given = {
      players: 4,
      partnerships: true,
      seed: 'x',
      dealer: 3,
      target: 100,
      direction: 'anticlockwise' as const,
      kick: 'trinidad' as const,
      hangJack: true,
      giftMayWin: false,
      low: 'holder' as const,
    };
    const r = recordOf(createGame({ ...given, decks: randomDecks(1, 2) as never }));
    expect(r.options).toEqual(given);
    expect(r.format).toBe('shichinarabe/seven-up/1');
    expect(typeof recordOf(createGame()).options.seed).not.toBe('undefined');
  });

  test('invalid options throw OptionsError naming the option', () => {
    const cases: [unknown, string][] = [
      [{ players: 5 }, 'players'],
      [{ players: 1 }, 'players'],
      [{ players: '4' }, 'players'],
      [{ players: 3, partnerships: true }, 'partnerships'],
      [{ partnerships: 'yes' }, 'partnerships'],
      [{ dealer: 4 }, 'dealer'],
      [{ players: 2, dealer: 2 }, 'dealer'],
      [{ dealer: -1 }, 'dealer'],
      [{ target: 0 }, 'target'],
      [{ target: 101 }, 'target'],
      [{ direction: 'left' }, 'direction'],
      [{ direction: 'Clockwise' }, 'direction'],
      [{ direction: true }, 'direction'],
      [{ kick: 'ace' }, 'kick'],
      [{ kick: 1 }, 'kick'],
      [{ hangJack: 'yes' }, 'hangJack'],
      [{ hangJack: 1 }, 'hangJack'],
      [{ giftMayWin: 0 }, 'giftMayWin'],
      [{ giftMayWin: 'false' }, 'giftMayWin'],
      [{ target: 2.5 }, 'target'],
      [{ low: 'high' }, 'low'],
      [{ seed: true }, 'seed'],
      [{ seed: {} }, 'seed'],
      [{ seed: 1.5 }, 'seed'],
      [{ seed: Number.NaN }, 'seed'],
      [{ decks: [ALL_CARDS.slice(1)] }, 'decks'],
      [{ decks: [[...ALL_CARDS.slice(1), '2S']] }, 'decks'],
      [{ decks: [[...ALL_CARDS.slice(1), 'JK']] }, 'decks'],
      [{ decks: [[]] }, 'decks'],
      [{ decks: 'x' }, 'decks'],
      [{ colour: 'red' }, 'colour'],
    ];
    for (const [options, option] of cases) {
      let error: unknown;
      try {
        createGame(Object.freeze(options) as never);
      } catch (e) {
        error = e;
      }
      expect(error, json(options)).toBeInstanceOf(OptionsError);
      expect((error as OptionsError).option.startsWith(option), `${json(options)}: ${String(error)}`).toBe(true);
    }
    for (const options of [null, 7, 'x', []]) expect(() => createGame(options as never)).toThrow(OptionsError);
  });
});

describe('decks and records', () => {
  test('the same seed and options give the same game; another seed another deal', () => {
    const a = createGame({ seed: 'same', players: 3 });
    const b = createGame({ seed: 'same', players: 3 });
    expect(serialize(b)).toBe(serialize(a));
    expect(view(b)).toEqual(view(a));
    expect(view(createGame({ seed: 'other', players: 3 })).hands).not.toEqual(view(a).hands);
    expect(view(createGame({ seed: 1 })).hands).toEqual(view(createGame({ seed: '1' })).hands);
  });

  test('deal k uses the given deck k, else the seed’s deck for deal k (whatever decks were given)', () => {
    const given = randomDecks('given', 1);
    let a = createGame({ seed: 77, players: 2, target: 11, decks: given as never });
    let b = createGame({ seed: 77, players: 2, target: 11 });
    expect(recordOf(a).decks[0]).toEqual(given[0]);
    a = play(a, new Random('a'), (s) => view(s).deal >= 3);
    b = play(b, new Random('b'), (s) => view(s).deal >= 3);
    expect(view(a).deal).toBeGreaterThanOrEqual(3);
    expect(view(b).deal).toBeGreaterThanOrEqual(3);
    expect(recordOf(a).decks.slice(1, 3)).toEqual(recordOf(b).decks.slice(1, 3));
    expect(recordOf(b).decks[0]).not.toEqual(given[0]);
  });

  test('the record holds every deck dealt, then the given decks not yet dealt', () => {
    const given = randomDecks('five', 5);
    const s = play(createGame({ seed: 1, players: 3, decks: given as never }), new Random(2), (x) => view(x).deal >= 2);
    const r = recordOf(s);
    expect(r.decks).toEqual(given);
    const far = play(createGame({ seed: 1, players: 2, target: 50 }), new Random(3), (x) => view(x).deal >= 7);
    expect(recordOf(far).decks).toHaveLength(view(far).deal);
  });

  test('a game from its record goes on exactly as the original, into later deals', () => {
    for (const [k, options] of [
      { seed: 5, target: 11 },
      { seed: 6, players: 2, target: 20, decks: randomDecks(6, 2) },
    ].entries()) {
      let s = play(createGame(options as never), new Random(`first/${k}`), (_, i) => i >= 40);
      let t = deserialize(serialize(s));
      expect(serialize(t)).toBe(serialize(s));
      const rng = new Random(`then/${k}`);
      for (let i = 0; i < 400 && !view(s).over; i++) {
        const moves = legalMoves(s);
        expect(json(legalMoves(t))).toBe(json(moves));
        const m = moves[rng.int(moves.length)] as Move;
        s = applyMove(s, m);
        t = applyMove(t, m);
        expect(json(view(t))).toBe(json(view(s)));
      }
      expect(serialize(t)).toBe(serialize(s));
    }
  });

  test('replay plays moves from the start: the same state as applying them; illegal moves and bad options refused', () => {
    const decks = randomDecks('replay', 3);
    const s = play(createGame({ seed: 4, players: 3, decks: decks as never }), new Random(4), (_, i) => i >= 60);
    const r = recordOf(s);
    expect(serialize(replay({ seed: 4, players: 3, decks: decks as never }, r.moves))).toBe(serialize(s));
    const wrong = (() => {
      try {
        replay({ seed: 4 }, [{ type: 'play', card: 'AS' }] as Move[]);
      } catch (e) {
        return e;
      }
    })();
    expect(wrong).toBeInstanceOf(IllegalMoveError);
    expect((wrong as IllegalMoveError).code).toBe('wrong-phase');
    expect(() => replay({ players: 9 }, [])).toThrow(OptionsError);
  });

  test('deserialize refuses what is not a seven-up record with StateError', () => {
    const good = recordOf(createGame({ seed: 1 }));
    for (const text of [
      '',
      'null',
      '{}',
      '[]',
      json({ ...good, format: 'shichinarabe/1' }),
      json({ ...good, format: 'shichinarabe/seven-bridge/1' }),
      json({ ...good, moves: [{ type: 'play', card: 'AS' }] }),
      json({ ...good, moves: {} }),
      json({ ...good, decks: [ALL_CARDS.slice(1)] }),
      json({ ...good, options: { ...good.options, players: 5 } }),
      json({ ...good, options: { ...good.options, decks: [] } }),
      serializeSevens(createSevens({ seed: 1 })),
    ]) {
      expect(() => deserialize(text), text).toThrow(StateError);
    }
  });
});
