#!/usr/bin/env node
// Builds the documentation site into site/ (git-ignored): the typedoc reference of
// `shichinarabe` and `shichinarabe/bots` with the guides (docs/*.md, and the playground's
// README) as pages, then the playground (Vite) into site/playground/. Plain Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = `usage: npm run site [-- --no-playground]

Builds site/: the API reference and guides (typedoc, configured by typedoc.json) and the
playground (Vite, playground/vite.config.ts) in site/playground/.
  --no-playground   build only the reference and guides
  --help            show this help`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--no-playground');
if (unknown.length > 0) {
  console.error(`site: unknown argument ${JSON.stringify(unknown[0])} (try --help)`);
  process.exit(2);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(label, command, commandArgs) {
  console.log(`site: ${label}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`site: ${label} failed (${result.error?.message ?? `exit ${result.status}`})`);
    process.exit(1);
  }
}

// typedoc first: it empties site/ before writing.
run('typedoc (reference and guides)', bin('typedoc'), []);
if (!args.includes('--no-playground')) {
  run('vite (playground)', bin('vite'), ['build', '--config', join('playground', 'vite.config.ts')]);
  if (!existsSync(join(root, 'site', 'playground', 'index.html'))) {
    console.error('site: the playground build wrote no site/playground/index.html');
    process.exit(1);
  }
}
console.log(`site: done; open ${join(root, 'site', 'index.html')} (serve site/ over http for the playground)`);
