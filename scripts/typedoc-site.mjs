// A typedoc plugin for the documentation site (`npm run site`), loaded by typedoc.json.
// - Guides (`docs/*.md`, picked up by the `projectDocuments` glob) get a title from their file
//   name ("rules.md" → "Rules") unless their front matter sets `title`, and appear in the
//   order of GUIDE_ORDER; a guide not listed there follows, alphabetically. So adding a
//   guide is dropping a `.md` file into docs/.
// - The header/sidebar link to the playground (navigationLinks in typedoc.json, written
//   relative to the site root) is made relative to each page, since typedoc writes it as is.
// - Two checks, each turning what it finds into typedoc warnings (errors with
//   treatWarningsAsErrors): `requireExamples` (every exported class, interface, type, function
//   and variable has an `@example`) and `selfContainedDocs` (no page or comment cites
//   `SPEC.md`, a seed file name such as `000_961a84e305f6b519.txt`, or a source as "seed 000":
//   readers have none of them). Both are on in typedoc.json, so `npm run site` (and
//   `npm test`) fails on a missing example or a citation readers cannot follow.
import { Converter, PageEvent, ParameterType, ReflectionKind } from 'typedoc';

/** Preferred order of the guides, by file name without `.md`. */
export const GUIDE_ORDER = [
  'rules',
  'seven-bridge',
  'seven-up',
  'bots',
  'arena',
  'performance',
  'architecture',
  'playground',
];

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

  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const project = context.project;
    if (app.options.getValue('requireExamples')) warnMissingExamples(app, project);
    if (app.options.getValue('selfContainedDocs')) warnCitations(app, project);
    const docs = project.getReflectionsByKind(ReflectionKind.Document);
    const key = new Map();
    for (const doc of docs) {
      if (doc.parent !== project) continue;
      // Without a front-matter `title`, typedoc names a document after its path without
      // `.md` ('docs/rules'); playground/README.md is the playground's guide.
      const path = doc.name;
      const file = path.slice(path.lastIndexOf('/') + 1);
      const slug = file === 'README' ? 'playground' : file.toLowerCase();
      key.set(doc, slug);
      if (file === 'README' || /^[a-z0-9_-]+$/.test(file)) doc.name = titleOf(slug);
    }
    const rank = (doc) => {
      const slug = key.get(doc);
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

  app.renderer.on(PageEvent.END, (page) => {
    if (!page.contents) return;
    const depth = page.url.split('/').length - 1;
    const up = '../'.repeat(depth);
    page.contents = page.contents.replaceAll('href="site-root:', `href="${up}`);
  });
}

function titleOf(slug) {
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
