/**
 * The learning guide (docs/learning.md) says what the code does: its observation tables list every
 * field of each game's layout, in order, and the sizes it gives for the default options and the
 * action counts are the functions' own.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import * as sevens from '../../src/index.js';
import * as bridge from '../../src/seven-bridge/index.js';
import { layoutOf as bridgeLayout } from '../../src/seven-bridge/observe.js';
import { trusted as bridgeTrusted } from '../../src/seven-bridge/trust.js';
import * as up from '../../src/seven-up/index.js';
import { layoutOf as upLayout } from '../../src/seven-up/observe.js';
import { trusted as upTrusted } from '../../src/seven-up/trust.js';
import { layoutOf as sevensLayout } from '../../src/sevens/observe.js';
import { trusted as sevensTrusted } from '../../src/sevens/trust.js';

const guide = readFileSync(new URL('../../docs/learning.md', import.meta.url), 'utf8');

/** The first column of the table under `### heading` within `## section`. */
function fieldsIn(section: string, heading: string): string[] {
  const part = guide.slice(guide.indexOf(`## ${section}`));
  const at = part.indexOf(`### ${heading}`);
  const table = part
    .slice(at)
    .split('\n\n')
    .find((block) => block.startsWith('| field'));
  return (table ?? '')
    .split('\n')
    .slice(2)
    .map((row) => /^\| `(\w+)`/.exec(row)?.[1] ?? '?');
}

test.each([
  ['Sevens', sevensLayout(sevensTrusted(sevens.createGame()).game.options).fields],
  ['Seven Bridge', bridgeLayout(bridgeTrusted(bridge.createGame()).game.options).fields],
  ['Seven Up', upLayout(upTrusted(up.createGame()).game.options).fields],
])('the guide lists every field of %s’s observation, in order', (heading, fields) => {
  expect(fieldsIn('Observations', heading)).toEqual(fields.map((f) => f.name));
});

test('the sizes and counts the guide gives are the functions’ own', () => {
  expect(guide).toContain(`the total is ${sevens.observationSize()} (Sevens), 1,047 (Seven Bridge) and 821 (Seven Up)`);
  expect([bridge.observationSize(), up.observationSize()]).toEqual([1047, 821]);
  expect([
    sevens.actionCount(),
    sevens.actionCount({ jokers: 1, jokerPlay: 'alone' }),
    sevens.actionCount({ jokers: 1 }),
  ]).toEqual([53, 105, 157]);
  expect(guide).toContain("N is 53 without the joker (every Kill game), 105 with `'alone'`, 157 with `'bridge'`");
  expect([bridge.actionCount(), bridge.actionCount({ jokers: 1 })]).toEqual([3772, 6461]);
  expect(guide).toContain('N is **3,772** without jokers and **6,461** with');
  expect(up.actionCount()).toBe(108);
});
