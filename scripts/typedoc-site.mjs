// A typedoc plugin for the documentation site (`npm run site`), loaded by typedoc.json.
// - Entry modules are titled by their package names (`shichinarabe`, `shichinarabe/bots`,
//   `shichinarabe/seven-bridge`, `shichinarabe/seven-up`) whatever their `@module` tag says.
// - Guides (`docs/*.md`, picked up by the `projectDocuments` glob) get a title from GUIDES
//   (else from their file name: "arena.md" → "Arena") unless their front matter sets `title`,
//   and appear in the order of GUIDES; a guide not listed there follows, alphabetically. Their
//   pages keep file names made from the file name (`documents/Rules.html`,
//   `documents/Seven-bridge.html`, …) whatever their title, so links to them stay put (the
//   `shichinarabe` router below). So adding a guide is dropping a `.md` file into docs/.
// - Each game's pages (its rules guide and its API module) start with a line linking the
//   other one and the playground open on that game (`playground/index.html?game=…`).
// - The landing page shows the README without its own `# shichinarabe` title (typedoc already
//   prints the project name above it).
// - Headings keep their inline code in the "On this page" list and in their anchors (typedoc
//   reads only a heading's plain text: "4.3 Death by enclosure (, default)").
// - Code blocks scroll sideways instead of wrapping (tables drawn in text and Python
//   indentation stay intact), and so do wide tables, so that no page scrolls sideways on a phone.
// - The header/sidebar link to the playground (navigationLinks in typedoc.json, written
//   relative to the site root) is made relative to each page, since typedoc writes it as is.
// - Two checks, each turning what it finds into typedoc warnings (errors with
//   treatWarningsAsErrors): `requireExamples` (every exported class, interface, type, function
//   and variable has an `@example`) and `selfContainedDocs` (no page or comment cites
//   `SPEC.md`, a seed file name such as `000_961a84e305f6b519.txt`, or a source as "seed 000":
//   readers have none of them). Both are on in typedoc.json, so `npm run site` (and
//   `npm test`) fails on a missing example or a citation readers cannot follow.
import { Application, Converter, JSX, KindRouter, PageEvent, ParameterType, ReflectionKind } from 'typedoc';

/** The guides in their order, by file name without `.md`, with their titles. */
export const GUIDES = [
  ['rules', 'Sevens rules'],
  ['seven-bridge', 'Seven Bridge rules'],
  ['seven-up', 'Seven Up rules'],
  ['bots', 'Bots'],
  ['arena', 'Arena'],
  ['performance', 'Performance'],
  ['architecture', 'Architecture'],
  ['playground', 'Playground'],
];
/** Preferred order of the guides, by file name without `.md`. */
export const GUIDE_ORDER = GUIDES.map(([slug]) => slug);

/** Each game: its rules guide, its API module and its name in the playground's `?game=`. */
export const GAMES = [
  { game: 'sevens', name: 'Sevens', guide: 'rules', module: 'shichinarabe' },
  { game: 'seven-bridge', name: 'Seven Bridge', guide: 'seven-bridge', module: 'shichinarabe/seven-bridge' },
  { game: 'seven-up', name: 'Seven Up', guide: 'seven-up', module: 'shichinarabe/seven-up' },
];

/** A guide's slug ('rules', 'playground', …), set when the project is resolved. */
const slugs = new WeakMap();

/** The site's pages: typedoc's `kind` router, but a guide's page is named after its file. */
class SiteRouter extends KindRouter {
  getIdealBaseName(reflection) {
    const slug = slugs.get(reflection);
    return slug === undefined ? super.getIdealBaseName(reflection) : `documents/${fileTitle(slug)}`;
  }
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.options.addDeclaration({
    name: 'requireExamples',
    help: '[shichinarabe site] Warn about every exported declaration without an @example.',
    type: ParameterType.Boolean,
    defaultValue: false,
  });
  app.options.addDeclaration({
    name: 'selfContainedDocs',
    help: '[shichinarabe site] Warn about pages and comments that cite SPEC.md or seed files.',
    type: ParameterType.Boolean,
    defaultValue: false,
  });
  app.renderer.defineRouter('shichinarabe', SiteRouter);

  // After the options are read: the loader runs on typedoc's markdown parser.
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    const loader = app.options.getValue('markdownItLoader');
    app.options.setValue('markdownItLoader', (parser) => {
      loader(parser);
      parser.core.ruler.push('shichinarabe_heading_code', headingCode);
    });
  });

  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const project = context.project;
    for (const module of project.getChildrenByKind(ReflectionKind.Module)) {
      if (module.name !== 'shichinarabe' && !module.name.startsWith('shichinarabe/')) {
        module.name = `shichinarabe/${module.name.replace(/\/index$/, '')}`;
      }
    }
    if (app.options.getValue('requireExamples')) warnMissingExamples(app, project);
    if (app.options.getValue('selfContainedDocs')) warnCitations(app, project);
    dropReadmeTitle(project);
    for (const doc of project.getReflectionsByKind(ReflectionKind.Document)) {
      if (doc.parent !== project) continue;
      // Without a front-matter `title`, typedoc names a document after its path without
      // `.md` ('docs/rules'); playground/README.md is the playground's guide.
      const path = doc.name;
      const file = path.slice(path.lastIndexOf('/') + 1);
      const slug = file === 'README' ? 'playground' : file.toLowerCase();
      slugs.set(doc, slug);
      if (file === 'README' || /^[a-z0-9_-]+$/.test(file)) doc.name = titleOf(slug);
    }
    const rank = (doc) => {
      const slug = slugs.get(doc);
      const i = slug === undefined ? -1 : GUIDE_ORDER.indexOf(slug);
      return i === -1 ? GUIDE_ORDER.length : i;
    };
    const byGuideOrder = (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name);
    project.documents?.sort(byGuideOrder);
    if (project.childrenIncludingDocuments) {
      const docsFirst = project.childrenIncludingDocuments.filter((r) => r.isDocument()).sort(byGuideOrder);
      const rest = project.childrenIncludingDocuments.filter((r) => !r.isDocument());
      project.childrenIncludingDocuments = [...docsFirst, ...rest];
    }
  });

  app.renderer.hooks.on('head.end', () =>
    JSX.createElement(
      JSX.Fragment,
      null,
      // No favicon.ico request (a 404 in the console of every page).
      JSX.createElement('link', { rel: 'icon', href: 'data:,' }),
      JSX.createElement('style', null, JSX.createElement(JSX.Raw, { html: SITE_CSS })),
    ),
  );

  app.renderer.on(PageEvent.END, (page) => {
    if (!page.contents) return;
    const depth = page.url.split('/').length - 1;
    const up = '../'.repeat(depth);
    page.contents = page.contents.replaceAll('href="site-root:', `href="${up}`);
    const links = gameLinks(page, up);
    if (links) page.contents = page.contents.replace('</h1>', `</h1>${links}`);
  });
}

/** Code blocks and wide tables scroll inside themselves (no code line wraps); a long inline code breaks. */
const SITE_CSS = `
.tsd-typography pre, .tsd-comment pre { white-space: pre; word-wrap: normal; overflow-wrap: normal; overflow-x: auto; }
.tsd-typography table { display: block; max-width: 100%; overflow-x: auto; }
.tsd-typography :not(pre) > code { overflow-wrap: break-word; }
.site-game-links { margin: 0.25rem 0 1rem; display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
.site-game-links a { font-weight: 600; }
`;

/** The line under a game page's title: the playground on that game, and its other page. */
function gameLinks(page, up) {
  const model = page.model;
  const slug = slugs.get(model);
  const game = GAMES.find((g) =>
    slug === undefined ? model?.kind === ReflectionKind.Module && model.name === g.module : g.guide === slug,
  );
  if (!game) return '';
  const play = `<a href="${up}playground/index.html?game=${game.game}">Play ${game.name} in the playground</a>`;
  const other =
    slug === undefined
      ? `<a href="${up}documents/${fileTitle(game.guide)}.html">The rules of ${game.name}</a>`
      : `<a href="${up}modules/${game.module.replaceAll('/', '_')}.html">API reference: <code>${game.module}</code></a>`;
  return `<p class="site-game-links" data-game="${game.game}">${play}${other}</p>`;
}

/** The README's own `# shichinarabe` title: typedoc prints the project name above the readme. */
function dropReadmeTitle(project) {
  const first = project.readme?.[0];
  if (first?.kind !== 'text') return;
  const m = /^\s*#[ \t]+([^\n]*)\n?/.exec(first.text);
  if (m && m[1].trim().toLowerCase() === project.name.toLowerCase()) first.text = first.text.slice(m[0].length);
}

/**
 * A markdown-it core rule: inline code in a heading gets its text as a child token, so that
 * typedoc's heading text (read from `text` tokens only, for the "On this page" list and the
 * anchor) keeps it. Rendering is unchanged: markdown-it renders `code_inline` from its content.
 */
function headingCode(state) {
  const tokens = state.tokens;
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].type !== 'inline' || tokens[i - 1].type !== 'heading_open') continue;
    for (const child of tokens[i].children ?? []) {
      if (child.type !== 'code_inline' || child.children) continue;
      const text = new state.Token('text', '', 0);
      text.content = child.content;
      child.children = [text];
    }
  }
}

/** A guide's title in the sidebar and on its page. */
function titleOf(slug) {
  const known = GUIDES.find(([s]) => s === slug);
  return known ? known[1] : fileTitle(slug);
}

/** A guide's page name: its file name, capitalised ("seven-bridge" → "Seven-bridge"). */
function fileTitle(slug) {
  return slug === 'playground' ? 'Playground' : slug.charAt(0).toUpperCase() + slug.slice(1);
}

/** Kinds of exported declarations that need an example. */
const NEEDS_EXAMPLE =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Function |
  ReflectionKind.Variable;

/** The comment of a declaration, or of its first signature (functions). */
function commentOf(reflection) {
  return reflection.comment ?? reflection.signatures?.[0]?.comment;
}

function warnMissingExamples(app, project) {
  for (const reflection of project.getReflectionsByKind(NEEDS_EXAMPLE)) {
    if (reflection.parent?.kind !== ReflectionKind.Module) continue; // exported from an entry point
    const comment = commentOf(reflection);
    if (!comment?.getTag('@example')) {
      app.logger.warn(
        `requireExamples: ${reflection.getFullName()} (${ReflectionKind.singularString(reflection.kind)}) has no @example`,
      );
    }
  }
}

/** What readers of the docs do not have: the contract file and the seed files, by name or number. */
const CITATION = /\bSPEC(?:\.md|\s*§\s*\d*)?|\b\d{3}_[0-9a-f]{16}(?:\.txt)?\b|\bseeds? 0\d\d\b/g;

const textOf = (parts) => (parts ?? []).map((part) => part.text).join('');

function warnCitations(app, project) {
  for (const reflection of Object.values(project.reflections)) {
    const texts = [];
    if (reflection.isDocument?.()) texts.push(textOf(reflection.content));
    for (const comment of [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)]) {
      if (!comment) continue;
      texts.push(textOf(comment.summary), ...comment.blockTags.map((tag) => textOf(tag.content)));
    }
    const found = new Map();
    for (const text of texts) for (const m of text.matchAll(CITATION)) found.set(m[0], (found.get(m[0]) ?? 0) + 1);
    if (found.size > 0) {
      const list = [...found].map(([what, n]) => `${what} ×${n}`).join(', ');
      app.logger.warn(`selfContainedDocs: ${reflection.getFullName()} cites ${list}`);
    }
  }
}
