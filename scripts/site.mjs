#!/usr/bin/env node
// Builds the documentation site into site/ (git-ignored): the typedoc reference of every entry
// (`shichinarabe`, `shichinarabe/seven-bridge`, `shichinarabe/seven-up`, `shichinarabe/bots`)
// with the guides (docs/*.md — each game's rules among them — and the playground's README) as
// pages, then the playground (Vite) into site/playground/. Then it checks the pages it wrote
// (see checkPages). Plain Node.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = `usage: npm run site [-- --no-playground]

Builds site/: the API reference and guides (typedoc, configured by typedoc.json) and the
playground (Vite, playground/vite.config.ts) in site/playground/, then checks the pages
(each game's rules and API pages link the playground on that game; every heading keeps its
text, inline code included, in the "On this page" list; the landing page has one title).
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
checkPages(join(root, 'site'));
if (!args.includes('--no-playground')) {
  run('vite (playground)', bin('vite'), ['build', '--config', join('playground', 'vite.config.ts')]);
  if (!existsSync(join(root, 'site', 'playground', 'index.html'))) {
    console.error('site: the playground build wrote no site/playground/index.html');
    process.exit(1);
  }
}
/**
 * What the site's pages must show, read from the HTML typedoc wrote (scripts/typedoc-site.mjs
 * makes it so): a game's rules guide and API module link the playground open on that game;
 * every markdown heading appears in the page's "On this page" list with all of its text (typedoc
 * alone drops inline code there: "4.3 Death by enclosure (, default)"); one title on the
 * landing page. Exits 1 listing every problem.
 */
function checkPages(site) {
  const problems = [];
  const read = (page) => {
    try {
      return readFileSync(join(site, page), 'utf8');
    } catch {
      problems.push(`${page}: missing`);
      return '';
    }
  };
  const games = [
    ['sevens', 'documents/Rules.html', 'modules/shichinarabe.html'],
    ['seven-bridge', 'documents/Seven-bridge.html', 'modules/shichinarabe_seven-bridge.html'],
    ['seven-up', 'documents/Seven-up.html', 'modules/shichinarabe_seven-up.html'],
  ];
  for (const [game, ...pages] of games) {
    for (const page of pages) {
      if (!read(page).includes(`href="../playground/index.html?game=${game}"`)) {
        problems.push(`${page}: no link to the playground on ${game}`);
      }
    }
  }
  const index = read('index.html');
  const titles = index.match(/<h1[\s>]/g)?.length ?? 0;
  if (titles !== 1) problems.push(`index.html: ${titles} <h1> titles, not 1`);
  const text = (html) =>
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim();
  const pages = ['index.html'];
  for (const dir of ['documents', 'modules']) {
    for (const file of readdirSync(join(site, dir))) if (file.endsWith('.html')) pages.push(`${dir}/${file}`);
  }
  for (const page of pages) {
    const html = read(page);
    const toc = new Map();
    for (const m of html.matchAll(/<a href="#([^"]+)"><span>(.*?)<\/span><\/a>/g)) toc.set(m[1], text(m[2]));
    const headings = /<h[1-6] id="([^"]+)" class="tsd-anchor-link">(.*?)<a href="#\1" aria-label="Permalink"/g;
    for (const [, id, inner] of html.matchAll(headings)) {
      const heading = text(inner);
      if (toc.has(id) && toc.get(id) !== heading) {
        problems.push(
          `${page}: "On this page" says ${JSON.stringify(toc.get(id))} for the heading ${JSON.stringify(heading)}`,
        );
      }
    }
  }
  if (problems.length > 0) {
    console.error(`site: the pages are not right:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`site: checked ${pages.length} pages`);
}

console.log(`site: done; open ${join(root, 'site', 'index.html')} (serve site/ over http for the playground)`);
