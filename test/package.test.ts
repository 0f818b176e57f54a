/**
 * The package as npm users get it. The repository's files, as a fresh clone has them (no
 * dist/), are copied aside and packed with `npm pack`, so its `prepare` script must build; the tarball
 * is installed into a fresh consumer project, which uses it through `import` and `require`,
 * runs the README's example exactly as written there, type-checks against it with TypeScript's
 * node16 resolution, and follows the README's links inside node_modules.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'shichinarabe-package-'));
const clone = join(work, 'clone');
const consumer = join(work, 'consumer');
const installed = join(consumer, 'node_modules', 'shichinarabe');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false' };

let packed: { filename: string; files: { path: string }[] };

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** The README's first ```js block under the given heading. */
function readmeBlock(heading: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(`## ${heading}`);
  expect(at, `README has no "## ${heading}"`).toBeGreaterThanOrEqual(0);
  const block = /```js\n([\s\S]*?)```/.exec(readme.slice(at));
  expect(block, `README's "${heading}" has no js block`).not.toBeNull();
  return block?.[1] ?? '';
}

beforeAll(() => {
  // A fresh clone's files: tracked and new (not ignored) ones, without dist/ or site/.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '' && existsSync(join(ROOT, f)));
  for (const file of files) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(ROOT, file), join(clone, file));
  }
  expect(existsSync(join(clone, 'dist'))).toBe(false);
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
  const out = run(npm, ['pack', '--json', '--pack-destination', work], clone);
  packed = (JSON.parse(out.slice(out.indexOf('['))) as (typeof packed)[])[0] as typeof packed;

  mkdirSync(consumer);
  writeFileSync(
    join(consumer, 'package.json'),
    `${JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2)}\n`,
  );
  run(
    npm,
    ['install', join(work, packed.filename), '--offline', '--no-audit', '--no-package-lock', '--ignore-scripts'],
    consumer,
  );
}, 180_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the build (made by the prepare script), the docs and nothing of the sources', () => {
    const paths = packed.files.map((f) => f.path);
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/index.js',
      'dist/index.cjs',
      'dist/index.d.ts',
      'dist/index.d.cts',
      'dist/bots/index.js',
      'dist/bots/index.cjs',
      'dist/bots/index.d.ts',
      'dist/bots/index.d.cts',
      'docs/rules.md',
    ]) {
      expect(paths, file).toContain(file);
    }
    for (const prefix of ['src/', 'test/', 'playground/', 'site/', 'scripts/', 'bench/', 'docs/api/']) {
      expect(
        paths.filter((p) => p.startsWith(prefix)),
        prefix,
      ).toEqual([]);
    }
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('>=20');
  });

  it('declares the top-level bindings of its ESM code const, as the build step scripts/const-bindings.ts writes them', () => {
    const chunks = packed.files
      .map((f) => f.path)
      .filter((p) => /^dist\/(chunk-[\w-]+|index|bots\/index)\.js$/.test(p));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) {
      const code = readFileSync(join(installed, chunk), 'utf8');
      // a binding the code reassigns stays a variable: the lazily built table of open cells, and
      // the accessor that Playout's static block sets
      const left = code.split('\n').filter((line) => /^(var|let|function) /.test(line));
      expect(
        left.filter((line) => !/^var (openRowTables|draftOf)\b/.test(line)),
        chunk,
      ).toEqual([]);
      if (/^export \{/m.test(code)) expect(code, chunk).toMatch(/\$export as /);
    }
  });

  it("runs the README's example as pasted into a .mjs file", () => {
    const file = join(consumer, 'readme-example.mjs');
    writeFileSync(file, readmeBlock('Example: a random game'));
    const out = run(process.execPath, [file], consumer);
    expect(out).toMatch(/A {2}2 {2}3/); // the table's header
    expect(out).toContain('rank: 1');
    expect(out).toContain('chips');
  });

  it('works through import and require alike, for both entries', () => {
    const game = `
      const result = bots.playGame({
        options: { variant: 'kill', kill: { extraTurn: true } },
        bots: [bots.calmBot, bots.killerBot, bots.cowardBot, bots.bruteBot],
        seed: 5,
      });
      const record = lib.serialize(result.state);
      const again = lib.deserialize(record);
      console.log(JSON.stringify({ record, standings: lib.score(again).standings, card: lib.parseCard('10♥') }));`;
    writeFileSync(
      join(consumer, 'use.mjs'),
      `import * as lib from 'shichinarabe';\nimport * as bots from 'shichinarabe/bots';\n${game}\n`,
    );
    writeFileSync(
      join(consumer, 'use.cjs'),
      `const lib = require('shichinarabe');\nconst bots = require('shichinarabe/bots');\n${game}\n`,
    );
    const esm = JSON.parse(run(process.execPath, ['use.mjs'], consumer));
    const cjs = JSON.parse(run(process.execPath, ['use.cjs'], consumer));
    expect(esm.card).toBe('TH');
    expect(esm.standings).toHaveLength(4);
    expect(cjs).toEqual(esm);
    const version = run(process.execPath, ['-p', "require('shichinarabe/package.json').version"], consumer).trim();
    expect(version).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });

  it("type-checks a consumer's TypeScript with node16 resolution, as ESM and as CommonJS", () => {
    const code = `import { createGame, type GameView, view } from 'shichinarabe';
import { type Bot, calmBot } from 'shichinarabe/bots';
const seen: GameView = view(createGame({ variant: 'kill', seed: 1 }), 0);
const bot: Bot = calmBot;
export const hand: readonly string[] = seen.hands[0] ?? [];
export { bot };
`;
    writeFileSync(join(consumer, 'esm.mts'), code);
    writeFileSync(join(consumer, 'cjs.cts'), code);
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'node16',
          moduleResolution: 'node16',
          target: 'es2022',
          strict: true,
          noEmit: true,
          types: [],
          skipLibCheck: false,
        },
        files: ['esm.mts', 'cjs.cts'],
      }),
    );
    run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', consumer], consumer);
  });

  it('resolves every relative link of the README inside node_modules/shichinarabe', () => {
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1] as string)
      .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('#'));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      expect(existsSync(join(installed, href.split('#')[0] as string)), href).toBe(true);
    }
  });
  it('ships every entry its "files" lists (a regression: it listed a CHANGELOG.md it did not contain)', () => {
    const paths = packed.files.map((f) => f.path);
    const entries = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).files as string[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const pattern = new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`);
      expect(
        paths.some((p) => pattern.test(p)),
        `"files" lists ${entry}, which the package does not contain`,
      ).toBe(true);
    }
  });

  it('links, in every document it ships, only to files it ships', () => {
    const paths = packed.files.map((f) => f.path);
    const docs = paths.filter((p) => p.endsWith('.md'));
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/arena.md', 'docs/seven-up.md']));
    let links = 0;
    for (const doc of docs) {
      const text = readFileSync(join(installed, doc), 'utf8');
      const hrefs = [
        ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string),
        ...[...text.matchAll(/^\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1] as string),
      ].filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('#'));
      for (const href of hrefs) {
        links++;
        const target = posix.normalize(posix.join(posix.dirname(doc), href.split('#')[0] as string));
        const shipped = paths.includes(target) || paths.some((p) => p.startsWith(`${target.replace(/\/$/, '')}/`));
        expect(shipped, `${doc} links to ${href}, which the package does not ship`).toBe(true);
      }
    }
    expect(links).toBeGreaterThan(10);
  });

  it('names in its documents only files it ships (dist/, examples/) or files of the repository that exist', () => {
    const paths = packed.files.map((f) => f.path);
    const docs = paths.filter((p) => p.endsWith('.md'));
    const named =
      /(?<![\w./-])(?:node_modules\/shichinarabe\/)?((?:dist|examples|src|test|bench|scripts|playground|python)\/[\w./-]*[\w/])/g;
    let count = 0;
    for (const doc of docs) {
      const text = readFileSync(join(installed, doc), 'utf8');
      for (const [, path] of text.matchAll(named)) {
        const name = path as string;
        count++;
        if (/^(dist|examples)\//.test(name)) {
          const shipped = paths.includes(name) || paths.some((p) => p.startsWith(`${name.replace(/\/$/, '')}/`));
          expect(shipped, `${doc} names ${name}, which the package does not ship`).toBe(true);
        } else {
          // a file the repository ignores is what a command writes (`--json bench/results.json`,
          // the folder `python/.venv`: a clean clone has neither, and `python/.venv/` only matches
          // a folder's pattern with its slash)
          const ignored = (path: string): boolean =>
            spawnSync('git', ['check-ignore', '-q', path], { cwd: ROOT }).status === 0;
          const written = ignored(name) || ignored(`${name}/`);
          expect(
            existsSync(join(ROOT, name)) || written,
            `${doc} names ${name}, which the repository does not have`,
          ).toBe(true);
        }
      }
    }
    expect(count).toBeGreaterThan(10);
  });
});
