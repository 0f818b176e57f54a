/**
 * The playground's Seven Up and the rules of revision 2, in Node: a setting for every new option
 * (`direction`, `kick`, `hangJack`, `giftMayWin`, `target` to 100) read from the URL and written
 * back; the order of play from the eldest, the
 * way the game goes; a new game after a record keeps the record's rules.
 */
import { createGame, serialize } from 'shichinarabe/seven-up';
import { describe, expect, it } from 'vitest';
import { keptOptions, nextPlayer, optionsOf, turnOrder } from '../../playground/src/seven-up/rules.js';
import * as upSettings from '../../playground/src/seven-up/settings.js';
import { fieldParams } from '../../playground/src/shell/params.js';

const up = (query: string) => upSettings.parseParams(new URLSearchParams(query));

describe('the Seven Up settings of revision 2', () => {
  it('direction, kick, hangJack, giftMayWin and a target up to 100 are read from the URL and written back', () => {
    const config = up(
      'players=4&partnerships=1&direction=anticlockwise&kick=trinidad&hangJack=1&giftMayWin=0&target=100',
    );
    expect(config.options).toEqual({
      players: 4,
      partnerships: true,
      target: 100,
      direction: 'anticlockwise',
      kick: 'trinidad',
      hangJack: true,
      giftMayWin: false,
    });
    expect(up(fieldParams(config, null, upSettings.FIELDS).toString())).toEqual(config);
    expect(upSettings.FIELDS.map((f) => f.key)).toEqual([
      'partnerships',
      'dealer',
      'target',
      'direction',
      'kick',
      'hangJack',
      'giftMayWin',
      'low',
    ]);
    // the game takes them as they are: the library checks them
    expect(() => createGame({ ...config.options, seed: 1 })).not.toThrow();
  });

  it('a new game after a record keeps the record’s rules (those not at their defaults)', () => {
    const options = { players: 4, partnerships: true, direction: 'anticlockwise', kick: 'trinidad', hangJack: true };
    const record = JSON.parse(serialize(createGame({ ...(options as object), target: 14, seed: 1 })));
    const { players: _, ...kept } = options;
    expect(keptOptions(record.options)).toEqual({ ...kept, target: 14 });
  });
});

describe('the order of play (direction)', () => {
  it.each([
    ['clockwise', 4, 1, [1, 2, 3, 0]],
    ['anticlockwise', 4, 3, [3, 2, 1, 0]],
    ['anticlockwise', 3, 2, [2, 1, 0]],
    ['anticlockwise', 2, 1, [1, 0]],
  ] as const)('direction %s, %i players: play goes from the eldest %i as %j', (direction, players, eldest, order) => {
    const first = createGame({ players, direction, seed: 1 });
    expect(optionsOf(first).direction).toBe(direction);
    expect(turnOrder(first, eldest)).toEqual(order);
    expect(nextPlayer(first, order[order.length - 1] as number)).toBe(eldest);
  });
});
