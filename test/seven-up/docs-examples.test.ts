/**
 * The examples of docs/seven-up.md run as pasted: every ```js block of the page is written to a
 * file of a scratch project that has the package installed (a link to this repository, whose
 * `exports` give the build in dist/), and run with Node. The Trinidad table (§3.1) must say what
 * its rules give: the eldest on the dealer's right, and a winner at 14 points or more.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureBuilt, ROOT } from '../cli/helpers.js';

const page = readFileSync(join(ROOT, 'docs', 'seven-up.md'), 'utf8');
/** Each ```js block of the page, with the heading it stands under. */
const blocks = [...page.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => {
  const before = page.slice(0, m.index);
  const heading = [...before.matchAll(/^#{2,3} (.+)$/gm)].at(-1)?.[1] ?? '?';
  return { heading, code: m[1] as string };
});

let dir = '';
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'shichinarabe-docs-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules', 'shichinarabe'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "name": "docs-examples", "private": true, "type": "module" }\n');
}, 180_000);
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

/** Runs a block as a module of the scratch project; its standard output. */
function run(code: string, name: string): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, `${name}: ${r.stderr}`).toBe(0);
  return r.stdout;
}

describe('docs/seven-up.md', () => {
  test('has its quick start and its Trinidad table as js blocks', () => {
    expect(blocks.map((b) => b.heading)).toEqual(['Quick start', '3.1 A Trinidad table']);
  });

  test.each(blocks.map((b, i) => [b.heading, i] as const))('the example under "%s" runs as pasted', (_, i) => {
    const out = run((blocks[i] as { code: string }).code, `example-${i}`);
    expect(out.length).toBeGreaterThan(0);
  });

  test('the Trinidad table (direction, partnerships, kick, hangJack, low, target 14): the eldest is 3; a side wins with 14 or more', () => {
    const block = blocks.find((b) => b.heading.includes('Trinidad'));
    const lines = run(block?.code ?? '', 'trinidad')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe('3');
    const won = lines.find((l) => /^side \d wins, /.test(l)) ?? '';
    const [, winner, a, b] = /^side (\d) wins, (\d+) to (\d+)$/.exec(won) ?? [];
    expect(winner, lines.join('\n')).toBeDefined();
    expect(Math.max(Number(a), Number(b))).toBeGreaterThanOrEqual(14);
    expect(lines.some((l) => /^a kick of [123] for side [01]$/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^deal \d+: \d+-\d+(, deal \d+: \d+-\d+)*$/);
  });
});
