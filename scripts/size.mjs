#!/usr/bin/env node
// Bundle sizes of the package's entries as a browser app gets them: esbuild bundles and
// minifies each entry of the built dist/ (ESM, every export kept, as `import * as x`), then
// gzip -9 measures the transfer. Also the README's random-game example, tree-shaken.
// Run after a build (`npm run size` builds first). Plain Node + esbuild.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const USAGE = `usage: npm run size [-- --json]

Prints the minified and gzipped size of a browser bundle of each entry of dist/
(shichinarabe, shichinarabe/bots, shichinarabe/seven-bridge, shichinarabe/seven-up)
and of the README example; each game's entry alone holds no other game's code.
  --json   print JSON instead of a table
  --help   show this help`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--json');
if (unknown.length > 0) {
  console.error(`size: unknown argument ${JSON.stringify(unknown[0])} (try --help)`);
  process.exit(2);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.js'))) {
  console.error('size: no dist/index.js: build first (npm run build)');
  process.exit(1);
}

const bundles = [
  { name: 'shichinarabe (every export)', code: `export * from ${JSON.stringify(join(dist, 'index.js'))};` },
  {
    name: 'shichinarabe/bots (every export, with the core it uses)',
    code: `export * from ${JSON.stringify(join(dist, 'bots', 'index.js'))};`,
  },
  {
    name: 'shichinarabe/seven-bridge (every export)',
    code: `export * from ${JSON.stringify(join(dist, 'seven-bridge', 'index.js'))};`,
  },
  {
    name: 'shichinarabe/seven-up (every export)',
    code: `export * from ${JSON.stringify(join(dist, 'seven-up', 'index.js'))};`,
  },
  {
    name: 'shichinarabe and shichinarabe/bots',
    code: `export * from ${JSON.stringify(join(dist, 'index.js'))};\nexport * as bots from ${JSON.stringify(join(dist, 'bots', 'index.js'))};`,
  },
  {
    name: 'README example (tree-shaken)',
    code: `import { applyMove, createGame, legalMoves, Random, renderTable, score } from ${JSON.stringify(join(dist, 'index.js'))};
const rng = new Random(42);
let game = createGame({ players: 4, seed: 42 });
for (let moves = legalMoves(game); moves.length > 0; moves = legalMoves(game)) game = applyMove(game, moves[rng.int(moves.length)]);
console.log(renderTable(game), score(game).standings);`,
  },
];

const rows = [];
for (const b of bundles) {
  const result = await build({
    stdin: { contents: b.code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  rows.push({ bundle: b.name, minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
}

if (args.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log('bundle'.padEnd(58), 'minified'.padStart(10), 'gzip'.padStart(10));
  for (const r of rows) console.log(r.bundle.padEnd(58), kb(r.minified).padStart(10), kb(r.gzip).padStart(10));
  console.log('(esbuild --bundle --minify --format=esm --platform=browser, then gzip -9)');
}
