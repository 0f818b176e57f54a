/**
 * SPEC §2 options: every invalid option throws OptionsError naming it; the caller's object is never
 * modified; valid edge values are accepted; defaults resolve as the SPEC says (read back from the
 * game record, `serialize`); the seeded deal; and SPEC §1 `parseCard`.
 */
import { describe, expect, test } from 'vitest';
import {
  type Card,
  createGame,
  type GameOptions,
  OptionsError,
  parseCard,
  ShichinarabeError,
  serialize,
  view,
} from '../src/index.js';
import { ALL_CARDS, deal, deepFreeze } from './helpers/setup.js';

/** The OptionsError of createGame(options), or fails the test. */
function optionsError(options: unknown): OptionsError {
  try {
    createGame(options as GameOptions);
  } catch (e) {
    expect(e).toBeInstanceOf(OptionsError);
    expect(e).toBeInstanceOf(ShichinarabeError);
    expect((e as Error).name).toBe('OptionsError');
    expect((e as Error).message.length).toBeGreaterThan(0);
    return e as OptionsError;
  }
  throw new Error(`createGame(${JSON.stringify(options)}) did not throw`);
}

const record = (options?: GameOptions) => JSON.parse(serialize(createGame(options)));

/** A whole-deck deal: 4 hands of 13 in table order (player p gets the p-th quarter). */
const quarters = (): Card[][] => [0, 1, 2, 3].map((p) => ALL_CARDS.slice(13 * p, 13 * p + 13));

// --- invalid options -------------------------------------------------------------------------------

describe('SPEC §2: invalid options throw OptionsError naming the option', () => {
  const four = quarters();
  const missingOne = [four[0]?.slice(1), four[1], four[2], four[3]];
  const duplicate = [[...(four[0] ?? []), 'AH'], four[1]?.slice(0), four[2], four[3]];
  const withJoker = [[...(four[0] ?? []), 'JK'], four[1], four[2], four[3]];
  const withTable = deal(['2S 3S', '4S'], { table: 'AS' }); // AS on table and rest on table: fine; below we break it

  test.each([
    // [title, options, option named]
    ['unknown key', { foo: 1 }, 'foo'],
    ['unknown key (near miss)', { player: 4 }, 'player'],
    ['unknown key in kill', { variant: 'kill', kill: { maxgroup: 4 } }, 'kill.maxgroup'],
    ['variant wrong value', { variant: 'Kill' }, 'variant'],
    ['variant wrong type', { variant: 1 }, 'variant'],
    ['players 1', { players: 1 }, 'players'],
    ['players 9', { players: 9 }, 'players'],
    ['players 2.5', { players: 2.5 }, 'players'],
    ['players 0', { players: 0 }, 'players'],
    ['players -4', { players: -4 }, 'players'],
    ['players NaN', { players: Number.NaN }, 'players'],
    ['players Infinity', { players: Number.POSITIVE_INFINITY }, 'players'],
    ['players string', { players: '4' }, 'players'],
    ['players null', { players: null }, 'players'],
    ['seed NaN', { seed: Number.NaN }, 'seed'],
    ['seed 1.5', { seed: 1.5 }, 'seed'],
    ['seed object', { seed: {} }, 'seed'],
    ['seed array', { seed: [1] }, 'seed'],
    ['seed boolean', { seed: true }, 'seed'],
    ['seed null', { seed: null }, 'seed'],
    ['seed Infinity', { seed: Number.POSITIVE_INFINITY }, 'seed'],
    ['start wrong value', { start: 'fantan' }, 'start'],
    ['start wrong type', { start: true }, 'start'],
    ['firstPlayer = players', { players: 4, firstPlayer: 4 }, 'firstPlayer'],
    ['firstPlayer -1', { firstPlayer: -1 }, 'firstPlayer'],
    ['firstPlayer 1.5', { firstPlayer: 1.5 }, 'firstPlayer'],
    ['firstPlayer string', { firstPlayer: '0' }, 'firstPlayer'],
    ['firstPlayer NaN', { firstPlayer: Number.NaN }, 'firstPlayer'],
    [
      'firstPlayer beyond the players of hands',
      { hands: [ALL_CARDS.slice(0, 26), ALL_CARDS.slice(26)], firstPlayer: 2 },
      'firstPlayer',
    ],
    ['passLimit -1', { passLimit: -1 }, 'passLimit'],
    ['passLimit 1.5', { passLimit: 1.5 }, 'passLimit'],
    ['passLimit string', { passLimit: '3' }, 'passLimit'],
    ['passLimit Infinity', { passLimit: Number.POSITIVE_INFINITY }, 'passLimit'],
    ['passLimit NaN', { passLimit: Number.NaN }, 'passLimit'],
    ['freePass wrong type', { freePass: 'yes' }, 'freePass'],
    ['freePass 1', { freePass: 1 }, 'freePass'],
    ['tunnel wrong type', { tunnel: 1 }, 'tunnel'],
    ['jokers 2', { jokers: 2 }, 'jokers'],
    ['jokers true', { jokers: true }, 'jokers'],
    ['jokers -1', { jokers: -1 }, 'jokers'],
    ['jokerPlay wrong value', { jokerPlay: 'single' }, 'jokerPlay'],
    ['kill not an object', { variant: 'kill', kill: 5 }, 'kill'],
    ['kill null', { variant: 'kill', kill: null }, 'kill'],
    ['kill array', { variant: 'kill', kill: [] }, 'kill'],
    ['kill.maxGroup 0', { variant: 'kill', kill: { maxGroup: 0 } }, 'kill.maxGroup'],
    ['kill.maxGroup 13', { variant: 'kill', kill: { maxGroup: 13 } }, 'kill.maxGroup'],
    ['kill.maxGroup 1.5', { variant: 'kill', kill: { maxGroup: 1.5 } }, 'kill.maxGroup'],
    ['kill.maxGroup string', { variant: 'kill', kill: { maxGroup: '4' } }, 'kill.maxGroup'],
    ['kill.threeWallGroups wrong type', { variant: 'kill', kill: { threeWallGroups: 'no' } }, 'kill.threeWallGroups'],
    ['kill.extraTurn wrong type', { variant: 'kill', kill: { extraTurn: 0 } }, 'kill.extraTurn'],
    ['kill.death wrong value', { variant: 'kill', kill: { death: 'surrounded' } }, 'kill.death'],
    ['kill.diagonal wrong value', { variant: 'kill', kill: { diagonal: 'never' } }, 'kill.diagonal'],
    ['kill.tiebreak wrong value', { variant: 'kill', kill: { tiebreak: 'first' } }, 'kill.tiebreak'],
    // an option of the other variant given a value other than its default
    ['tunnel: true with kill', { variant: 'kill', tunnel: true }, 'tunnel'],
    ['jokers: 1 with kill', { variant: 'kill', jokers: 1 }, 'jokers'],
    ["jokerPlay: 'alone' with kill", { variant: 'kill', jokerPlay: 'alone' }, 'jokerPlay'],
    ['kill.extraTurn: true with classic', { kill: { extraTurn: true } }, 'kill.extraTurn'],
    ['kill.maxGroup: 4 with classic', { kill: { maxGroup: 4 } }, 'kill.maxGroup'],
    [
      'kill.threeWallGroups: true with classic',
      { variant: 'classic', kill: { threeWallGroups: true } },
      'kill.threeWallGroups',
    ],
    ["kill.death: 'left-right' with classic", { kill: { death: 'left-right' } }, 'kill.death'],
    ["kill.diagonal: 'kill-only' with classic", { kill: { diagonal: 'kill-only' } }, 'kill.diagonal'],
    ["kill.tiebreak: 'finish' with classic", { kill: { tiebreak: 'finish' } }, 'kill.tiebreak'],
    // freePass needs a finite passLimit
    ['freePass with passLimit null (classic)', { freePass: true, passLimit: null }, 'freePass|passLimit'],
    ['freePass with the kill default passLimit null', { variant: 'kill', freePass: true }, 'freePass|passLimit'],
    ['freePass with passLimit null (kill)', { variant: 'kill', freePass: true, passLimit: null }, 'freePass|passLimit'],
    // the pair that can stall a game
    [
      "kill.diagonal 'kill-only' + kill.death 'left-right'",
      { variant: 'kill', kill: { diagonal: 'kill-only', death: 'left-right' } },
      'kill.diagonal|kill.death',
    ],
    // hands and table
    ['hands of 1 player', { hands: [ALL_CARDS.slice()] }, 'hands'],
    [
      'hands of 9 players',
      { hands: [...Array.from({ length: 8 }, (_, i) => ALL_CARDS.slice(6 * i, 6 * i + 6)), ALL_CARDS.slice(48)] },
      'hands',
    ],
    ['hands empty', { hands: [] }, 'hands'],
    ['hands not an array', { hands: 'AS' }, 'hands'],
    ['a hand not an array', { hands: [four[0], 'AS'] }, 'hands'],
    ['players ≠ hands.length', { players: 3, hands: four }, 'players|hands'],
    ['hands missing a card', { hands: missingOne }, 'hands|table'],
    ['hands with a duplicate card', { hands: duplicate }, 'hands|table'],
    ['hands with a joker but jokers 0', { hands: withJoker }, 'hands|jokers'],
    ['hands without the joker but jokers 1', { hands: four, jokers: 1 }, 'hands|jokers'],
    [
      'hands with a non-canonical card',
      { hands: [[...(four[0] ?? []).slice(1), '10S'], four[1], four[2], four[3]] },
      'hands',
    ],
    [
      'hands with a lower-case card',
      { hands: [[...(four[0] ?? []).slice(1), 'as'], four[1], four[2], four[3]] },
      'hands',
    ],
    ['hands with a number', { hands: [[...(four[0] ?? []).slice(1), 7], four[1], four[2], four[3]] }, 'hands'],
    ['hands + table missing a card', { hands: withTable.hands, table: withTable.table.slice(1) }, 'hands|table'],
    ['hands + table with a card in both', { hands: withTable.hands, table: [...withTable.table, '2S'] }, 'hands|table'],
    ['table with a duplicate card (no hands)', { table: ['AS', 'AS'] }, 'table'],
    ['a joker on the table', { jokers: 1, table: ['JK'] }, 'table'],
    ['a joker on the table (with hands)', { jokers: 1, hands: four, table: ['JK'] }, 'table'],
    ['table not an array', { table: 'AS' }, 'table'],
    ['table with an unknown card', { table: ['1S'] }, 'table'],
    // not an object at all
    ['options null', null, ''],
    ['options an array', [], ''],
    ['options a number', 5, ''],
    ['options a string', 'classic', ''],
  ] as [string, unknown, string][])('%s', (_title, options, named) => {
    const e = optionsError(options);
    const accepted = named.split('|');
    // a nested fault may be named by its path, e.g. 'hands[0]' or 'table[0]'
    const base = e.option.replace(/(\[\d+\])+$/, '');
    expect(accepted).toContain(base);
  });

  test('an option that is a getter throwing is reported as an OptionsError, not the getter error', () => {
    const options = Object.defineProperty({}, 'players', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(optionsError(options).option).toBe('players');
  });
});

// --- the options object is never modified ---------------------------------------------------------

describe('SPEC §2: the caller’s options object is never modified', () => {
  const cases: [string, GameOptions][] = [
    [
      'classic with everything',
      {
        variant: 'classic',
        players: 4,
        seed: 3,
        start: 'fan-tan',
        firstPlayer: 2,
        passLimit: 2,
        freePass: true,
        tunnel: true,
        jokers: 1,
        jokerPlay: 'alone',
      },
    ],
    [
      'kill with every kill option',
      {
        variant: 'kill',
        players: 5,
        seed: 'x',
        passLimit: 4,
        freePass: true,
        kill: {
          maxGroup: 4,
          threeWallGroups: true,
          extraTurn: true,
          death: 'enclosed',
          diagonal: 'kill-only',
          tiebreak: 'finish',
        },
      },
    ],
    ['explicit hands (unsorted) and table', { ...deal(['KS 2S AS', 'QH 3D', '9C 8C'], { table: 'TD 4H', rest: 2 }) }],
    ['explicit hands with a joker', { ...deal(['JK 2S', '3S'], { rest: 1 }), jokers: 1 }],
  ];
  test.each(cases)('%s: deep-frozen options are accepted and unchanged', (_title, options) => {
    const before = JSON.stringify(options);
    const frozen = deepFreeze(structuredClone(options));
    const g = createGame(frozen);
    expect(JSON.stringify(frozen)).toBe(before);
    // and the game does not alias the caller's arrays
    const unfrozen = structuredClone(options);
    const g2 = createGame(unfrozen);
    const mutable = unfrozen as { hands?: Card[][]; table?: Card[] };
    mutable.hands?.[0]?.reverse();
    mutable.table?.push('JK');
    expect(serialize(g2)).toBe(serialize(g));
  });

  test('a failing call does not modify the options either', () => {
    const options = deepFreeze({ variant: 'kill', tunnel: true, kill: { maxGroup: 4 } }) as unknown as GameOptions;
    const before = JSON.stringify(options);
    expect(optionsError(options).option).toBe('tunnel');
    expect(JSON.stringify(options)).toBe(before);
  });
});

// --- valid edge values and defaults ---------------------------------------------------------------

describe('SPEC §2: valid edge values are accepted', () => {
  test.each([
    ['no options', undefined],
    ['empty object', {}],
    ['players 2', { players: 2 }],
    ['players 8', { players: 8 }],
    ['kill.maxGroup 1', { variant: 'kill', kill: { maxGroup: 1 } }],
    ['kill.maxGroup 12', { variant: 'kill', kill: { maxGroup: 12 } }],
    ['passLimit 0', { passLimit: 0 }],
    ['passLimit 0 with freePass', { passLimit: 0, freePass: true }],
    ['passLimit null', { passLimit: null }],
    ['passLimit large', { passLimit: 1000 }],
    ["seed ''", { seed: '' }],
    ['seed -7', { seed: -7 }],
    ['seed 0', { seed: 0 }],
    ['seed a long string', { seed: 'x'.repeat(500) }],
    ['seed a large integer', { seed: Number.MAX_SAFE_INTEGER }],
    ['firstPlayer last', { players: 8, firstPlayer: 7 }],
    ['kill with a finite passLimit and freePass', { variant: 'kill', passLimit: 2, freePass: true }],
    ['kill with classic options at their defaults', { variant: 'kill', tunnel: false, jokers: 0, jokerPlay: 'bridge' }],
    [
      'classic with kill options at their defaults',
      {
        kill: {
          maxGroup: 9,
          threeWallGroups: false,
          extraTurn: false,
          death: 'enclosed',
          diagonal: 'always',
          tiebreak: 'kills',
        },
      },
    ],
    ['classic with an empty kill object', { kill: {} }],
    ["kill 'left-right' with 'always'", { variant: 'kill', kill: { death: 'left-right', diagonal: 'always' } }],
    ["kill 'kill-only' with 'enclosed'", { variant: 'kill', kill: { death: 'enclosed', diagonal: 'kill-only' } }],
    ['hands of 2 players', { hands: [ALL_CARDS.slice(0, 26), ALL_CARDS.slice(26)] }],
    [
      'hands of 8 players',
      { hands: [0, 7, 14, 21, 28, 34, 40, 46].map((from, i, a) => ALL_CARDS.slice(from, a[i + 1] ?? 52)) },
    ],
    [
      'hands with the joker and jokers 1',
      { jokers: 1, hands: [[...ALL_CARDS.slice(0, 26), 'JK'], ALL_CARDS.slice(26)] },
    ],
    ['hands with players equal to its length', { players: 2, hands: [ALL_CARDS.slice(0, 26), ALL_CARDS.slice(26)] }],
    ['a hand may be empty', { hands: [ALL_CARDS.slice(0, 52), []] }],
    ['a table without hands', { table: ['AS', 'KD'] }],
    ['the whole deck on the table', { table: ALL_CARDS.slice(), players: 3 }],
  ] as [string, GameOptions | undefined][])('%s', (_title, options) => {
    expect(() => createGame(options)).not.toThrow();
  });

  test('explicit undefined values are treated as absent', () => {
    const all = {
      variant: undefined,
      players: undefined,
      seed: undefined,
      hands: undefined,
      table: undefined,
      start: undefined,
      firstPlayer: undefined,
      passLimit: undefined,
      freePass: undefined,
      tunnel: undefined,
      jokers: undefined,
      jokerPlay: undefined,
      kill: undefined,
    } as unknown as GameOptions;
    const options = record(all).options;
    const { firstPlayer: _f, ...rest } = options;
    expect(rest).toEqual({
      variant: 'classic',
      players: 4,
      start: 'sevens',
      passLimit: 3,
      freePass: false,
      tunnel: false,
      jokers: 0,
      jokerPlay: 'bridge',
    });
    const kill = record({
      variant: 'kill',
      seed: undefined,
      kill: { maxGroup: undefined, death: undefined },
    } as unknown as GameOptions);
    expect(kill.options.kill).toEqual({
      maxGroup: 9,
      threeWallGroups: false,
      extraTurn: false,
      death: 'enclosed',
      diagonal: 'always',
      tiebreak: 'kills',
    });
    // seed: undefined is a random deal like no seed at all, and seed: 1 with undefined extras = seed: 1
    expect(record({ seed: 1, players: undefined } as unknown as GameOptions).deal).toEqual(record({ seed: 1 }).deal);
  });
});

describe('SPEC §2 / decisions.md: defaults resolve (the game record’s options)', () => {
  test.each([1, 2, 'abc'])('classic defaults, every key in order, firstPlayer = holder of 7♦ (seed %j)', (seed) => {
    const r = record({ seed });
    const holder = (r.deal.hands as Card[][]).findIndex((h) => h.includes('7D'));
    expect(holder).toBeGreaterThanOrEqual(0);
    expect(Object.keys(r.options)).toEqual([
      'variant',
      'players',
      'start',
      'firstPlayer',
      'passLimit',
      'freePass',
      'tunnel',
      'jokers',
      'jokerPlay',
    ]);
    expect(r.options).toEqual({
      variant: 'classic',
      players: 4,
      start: 'sevens',
      firstPlayer: holder,
      passLimit: 3,
      freePass: false,
      tunnel: false,
      jokers: 0,
      jokerPlay: 'bridge',
    });
    expect(r.format).toBe('shichinarabe/1');
    expect(r.moves).toEqual([]);
    expect(r.deal.table).toEqual([]);
  });

  test.each([1, 2, 'abc'])('kill defaults, every key in order, firstPlayer = holder of 7♦ (seed %j)', (seed) => {
    const r = record({ variant: 'kill', seed });
    const holder = (r.deal.hands as Card[][]).findIndex((h) => h.includes('7D'));
    expect(Object.keys(r.options)).toEqual([
      'variant',
      'players',
      'start',
      'firstPlayer',
      'passLimit',
      'freePass',
      'kill',
    ]);
    expect(Object.keys(r.options.kill)).toEqual([
      'maxGroup',
      'threeWallGroups',
      'extraTurn',
      'death',
      'diagonal',
      'tiebreak',
    ]);
    expect(r.options).toEqual({
      variant: 'kill',
      players: 4,
      start: 'fan-tan',
      firstPlayer: holder,
      passLimit: null,
      freePass: false,
      kill: {
        maxGroup: 9,
        threeWallGroups: false,
        extraTurn: false,
        death: 'enclosed',
        diagonal: 'always',
        tiebreak: 'kills',
      },
    });
    expect(view(createGame({ variant: 'kill', seed })).current).toBe(holder);
  });

  test('given values are kept; a partial kill object is completed with the defaults', () => {
    const r = record({
      variant: 'kill',
      players: 3,
      start: 'sevens',
      firstPlayer: 2,
      passLimit: 0,
      kill: { maxGroup: 12, tiebreak: 'finish' },
    });
    expect(r.options).toEqual({
      variant: 'kill',
      players: 3,
      start: 'sevens',
      firstPlayer: 2,
      passLimit: 0,
      freePass: false,
      kill: {
        maxGroup: 12,
        threeWallGroups: false,
        extraTurn: false,
        death: 'enclosed',
        diagonal: 'always',
        tiebreak: 'finish',
      },
    });
  });

  test('explicit hands: players = hands.length; firstPlayer = the hand with 7♦; 7♦ on table ⇒ 0', () => {
    const h = [ALL_CARDS.slice(0, 13), ALL_CARDS.slice(13, 26), ALL_CARDS.slice(26)];
    const r = record({ hands: h });
    expect(r.options.players).toBe(3);
    expect(r.options.firstPlayer).toBe(2);
    const onTable = deal(['2S', '3S'], { table: '7D', rest: 1 });
    expect(record(onTable).options.firstPlayer).toBe(0);
  });

  test('the default seed is random (two unseeded games almost surely differ)', () => {
    const deals = new Set(Array.from({ length: 5 }, () => JSON.stringify(record().deal)));
    expect(deals.size).toBeGreaterThan(1);
  });
});

// --- the seeded deal -------------------------------------------------------------------------------

describe('SPEC §2 deal: same seed ⇒ same deal; different seeds ⇒ different deals', () => {
  const seeds: (number | string)[] = [0, 1, 2, -7, 42, 2 ** 31, '', 'a', 'b', 'abc', 'seed'];
  test.each(seeds)('seed %j is reproducible (both variants, with and without joker)', (seed) => {
    expect(record({ seed }).deal).toEqual(record({ seed }).deal);
    expect(record({ seed, jokers: 1, players: 5 }).deal).toEqual(record({ seed, jokers: 1, players: 5 }).deal);
    expect(record({ seed, variant: 'kill' }).deal).toEqual(record({ seed, variant: 'kill' }).deal);
  });

  test('different seeds deal differently (pairwise over the seeds)', () => {
    const deals = seeds.map((seed) => JSON.stringify(record({ seed }).deal));
    expect(new Set(deals).size).toBe(seeds.length);
  });

  test('every seeded deal uses the whole deck once, sorted in table order, joker last', () => {
    for (const seed of seeds) {
      const hands = record({ seed, jokers: 1, players: 3 }).deal.hands as Card[][];
      const all = hands.flat();
      expect(all.length).toBe(53);
      expect(new Set(all).size).toBe(53);
      for (const h of hands) {
        const idx = h.map((c) => (c === 'JK' ? 99 : ALL_CARDS.indexOf(c)));
        expect(idx).toEqual([...idx].sort((a, b) => a - b));
      }
    }
  });
});

// --- parseCard ------------------------------------------------------------------------------------

describe('SPEC §1 parseCard', () => {
  test.each([
    ['10H', 'TH'],
    ['10♥', 'TH'],
    ['♥10', 'TH'],
    ['7d', '7D'],
    ['as', 'AS'],
    [' JK ', 'JK'],
    ['jk', 'JK'],
    ['TH', 'TH'],
    ['7D', '7D'],
    ['♠A', 'AS'],
    ['K♣', 'KC'],
    ['q♦', 'QD'],
    ['10s', 'TS'],
    ['2C', '2C'],
    // SPEC rev 4: formatCard writes the joker 'Joker', and parseCard reads every spelling it writes
    // (revision 3 listed 'JOKER' among the rejected spellings).
    ['Joker', 'JK'],
    ['JOKER', 'JK'],
  ])('accepts %j → %j', (text, card) => {
    expect(parseCard(text)).toBe(card);
  });

  test.each(['11H', '1S', '', '7X', '  ', '0S', 'JKK', '7DD', 'S7', '77', 'JOKERS', '10', '♥', '♥♥10'])(
    'rejects %j with ShichinarabeError',
    (text) => {
      expect(() => parseCard(text)).toThrow(ShichinarabeError);
    },
  );

  test.each([7, null, undefined, {}, ['7D']])('rejects the non-string %j with ShichinarabeError', (value) => {
    let error: unknown;
    try {
      parseCard(value as unknown as string);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ShichinarabeError);
    expect((error as Error).name).toBe('ShichinarabeError');
  });

  test('every canonical card parses to itself', () => {
    for (const c of ALL_CARDS) expect(parseCard(c)).toBe(c);
  });
});
