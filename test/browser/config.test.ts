/**
 * The playground's pure parts, in Node: its URL parameters (read, written back, refused in one
 * line) and its seat names against the library's bots. (Its words are the library's: test/browser/words.test.ts.)
 */
import { BOTS, GAME_BOTS } from 'shichinarabe/bots';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SPEED, parseParams, toParams } from '../../playground/src/sevens/config.js';
import * as bridgeSettings from '../../playground/src/seven-bridge/settings.js';
import * as upSettings from '../../playground/src/seven-up/settings.js';
import { BOT_NAMES, seatProblem } from '../../playground/src/sevens/seats.js';
import { withCards } from '../../playground/src/shell/cards.js';
import { FAMILY_BOTS } from '../../playground/src/shell/family-seats.js';
import { fieldParams } from '../../playground/src/shell/params.js';

const parse = (query: string) => parseParams(new URLSearchParams(query));

describe('playground URL parameters', () => {
  it("reads the issue's example: the seats before the bots are human", () => {
    const config = parse('variant=kill&players=4&seed=42&bots=calm,killer,coward&speed=0');
    expect(config).toEqual({
      options: { variant: 'kill', players: 4 },
      seed: '42',
      seats: ['human', 'calm', 'killer', 'coward'],
      speed: 0,
    });
  });

  it('defaults to one human against the variant’s default bot, a random seed and the default speed', () => {
    expect(parse('')).toEqual({
      options: {},
      seed: null,
      seats: ['human', 'classic', 'classic', 'classic'],
      speed: DEFAULT_SPEED,
    });
    expect(parse('variant=kill&players=3').seats).toEqual(['human', 'calm', 'calm']);
  });

  it('reads every option, Kill options plain or prefixed, and writes them back the same', () => {
    const classic = parse(
      'variant=classic&players=5&seed=x&seats=calm,human,random,human,ismcts:50&speed=250&start=fan-tan&firstPlayer=2&passLimit=none&freePass=0&tunnel=1&jokers=1&jokerPlay=alone&table=7S,8s,10h',
    );
    expect(classic.options).toEqual({
      variant: 'classic',
      players: 5,
      start: 'fan-tan',
      firstPlayer: 2,
      passLimit: null,
      freePass: false,
      tunnel: true,
      jokers: 1,
      jokerPlay: 'alone',
      table: ['7S', '8S', 'TH'],
    });
    expect(classic.seats).toEqual(['calm', 'human', 'random', 'human', 'ismcts:50']);
    const kill = parse(
      'variant=kill&maxGroup=4&kill.threeWallGroups=1&extraTurn=true&death=left-right&kill.diagonal=always&tiebreak=finish&passLimit=2&freePass=1',
    );
    expect(kill.options).toEqual({
      variant: 'kill',
      passLimit: 2,
      freePass: true,
      kill: {
        maxGroup: 4,
        threeWallGroups: true,
        extraTurn: true,
        death: 'left-right',
        diagonal: 'always',
        tiebreak: 'finish',
      },
    });
    for (const config of [classic, kill, parse('hands=AS 2S;3H,4H&bots=classic')]) {
      expect(parseParams(toParams(config))).toEqual(config);
    }
  });

  it('refuses what it cannot read, in one line naming the parameter', () => {
    const cases: [string, RegExp][] = [
      ['colour=red', /^unknown parameter "colour"/],
      ['players=9', /^players: /],
      ['players=four', /^players: expected an integer/],
      ['speed=-1', /^speed: /],
      ['tunnel=maybe', /^tunnel: expected true or false/],
      ['seats=human,calm', /^seats: 4 players need 4 seats, got 2/],
      ['bots=a,b,c,d,e', /^bots: 4 players, but 5 bots/],
      ['bots=calm,genius', /^bots: "genius" is not a seat/],
      ['seats=human,calm,calm,calm&bots=calm', /^give seats or bots, not both/],
      ['table=7S,XX', /^table: "XX" is not a card/],
      ['seed=1&seed=2', /^seed: given more than once/],
      ['maxGroup=3&kill.maxGroup=4', /^maxGroup: given more than once/],
    ];
    for (const [query, pattern] of cases) {
      let error: unknown;
      try {
        parse(query);
      } catch (e) {
        error = e;
      }
      expect(error, query).toBeInstanceOf(ConfigError);
      expect((error as Error).message, query).toMatch(pattern);
      expect((error as Error).message, query).not.toContain('\n');
    }
  });

  it('leaves rule values to the library (which names the option)', () => {
    // Read as given: createGame refuses them with an OptionsError.
    expect(parse('variant=kill&tunnel=1').options).toEqual({ variant: 'kill', tunnel: true });
    expect(parse('maxGroup=40').options).toEqual({ kill: { maxGroup: 40 } });
  });
});

describe('playground seats', () => {
  it("names exactly the library's bots, plus the search bot", () => {
    expect([...BOT_NAMES]).toEqual(Object.keys(BOTS));
    for (const name of [...BOT_NAMES, 'human', 'ismcts', 'ismcts:1', 'ismcts:100000'])
      expect(seatProblem(name)).toBeNull();
    for (const name of ['', 'Human', 'ismcts:0', 'ismcts:x', 'ismcts:100001', 'mcts'])
      expect(seatProblem(name)).not.toBeNull();
  });
});

describe('Seven Bridge and Seven Up URL parameters', () => {
  const bridge = (query: string) => bridgeSettings.parseParams(new URLSearchParams(query));
  const up = (query: string) => upSettings.parseParams(new URLSearchParams(query));

  it('reads the common parameters and the game’s own options, and writes them back the same', () => {
    const config = bridge(
      'players=5&seed=x&seats=heuristic,human,random,human,heuristic&speed=0&rounds=3&jokers=2&aces=low&discardToGoOut=0',
    );
    expect(config).toEqual({
      options: { players: 5, rounds: 3, jokers: 2, aces: 'low', discardToGoOut: false },
      seed: 'x',
      seats: ['heuristic', 'human', 'random', 'human', 'heuristic'],
      speed: 0,
    });
    expect(bridge(fieldParams(config, config.seed, bridgeSettings.FIELDS).toString())).toEqual(config);
    // revision 2: the stock rebuilt, a 7 penalty per 7 ('each' besides yes and no), a point target
    const rev2 = bridge('stockOut=reshuffle&restocks=5&sevenPenalty=each&target=300');
    expect(rev2.options).toEqual({ stockOut: 'reshuffle', restocks: 5, sevenPenalty: 'each', target: 300 });
    expect(bridge(fieldParams(rev2, null, bridgeSettings.FIELDS).toString())).toEqual(rev2);
    expect(bridge('sevenPenalty=1&stockOut=void').options).toEqual({ sevenPenalty: true, stockOut: 'void' });
    const partners = up('players=4&partnerships=1&target=11&low=holder&bots=ismcts,heuristic,random');
    expect(partners.seats).toEqual(['human', 'ismcts', 'heuristic', 'random']);
    expect(partners.options).toEqual({ players: 4, partnerships: true, target: 11, low: 'holder' });
    expect(up(fieldParams(partners, null, upSettings.FIELDS).toString())).toEqual(partners);
    expect(up('').seats).toEqual(['human', 'heuristic', 'heuristic', 'heuristic']);
  });

  it('refuses what it cannot read, in one line naming the parameter', () => {
    for (const [read, query, pattern] of [
      [bridge, 'variant=kill', /^unknown parameter "variant"/],
      [bridge, 'players=7', /^players: this game has 2 to 6 players/],
      [up, 'players=5', /^players: this game has 2 to 4 players/],
      [up, 'target=lots', /^target: expected an integer/],
      [up, 'partnerships=maybe', /^partnerships: expected true or false/],
      [bridge, 'sevenPenalty=all', /^sevenPenalty: expected true or false \(1 or 0\) or each, got "all"$/],
      [bridge, 'target=lots', /^target: expected an integer/],
      [bridge, 'bots=calm', /^bots: "calm" is not a seat/],
      [up, 'speed=70000', /^speed: /],
      [up, 'dealer=1&dealer=2', /^dealer: given more than once/],
    ] as const) {
      let error: unknown;
      try {
        read(query);
      } catch (e) {
        error = e;
      }
      expect(error, query).toBeInstanceOf(ConfigError);
      expect((error as Error).message, query).toMatch(pattern);
      expect((error as Error).message, query).not.toContain('\n');
    }
  });

  it("names exactly the library's bots of each game (GAME_BOTS)", () => {
    expect([...FAMILY_BOTS['seven-bridge']]).toEqual(Object.keys(GAME_BOTS['seven-bridge']));
    expect([...FAMILY_BOTS['seven-up']]).toEqual(Object.keys(GAME_BOTS['seven-up']));
  });
});

describe('cards in messages', () => {
  it('writes every card code of a message for people', () => {
    expect(withCards('4S cannot be played: 3S is not on the table (TH, JK)')).toBe(
      '4♠ cannot be played: 3♠ is not on the table (10♥, Joker)',
    );
    expect(withCards('ASK AS2 KSX')).toBe('ASK AS2 KSX');
  });
});
