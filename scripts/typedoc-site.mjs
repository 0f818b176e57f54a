// A typedoc plugin for the documentation site (`npm run site`), loaded by typedoc.json.
// - Guides (`docs/*.md`, picked up by the `projectDocuments` glob) get a title from their file
//   name ("rules.md" → "Rules") unless their front matter sets `title`, and appear in the
//   order of GUIDE_ORDER; a guide not listed there follows, alphabetically. So adding a
//   guide is dropping a `.md` file into docs/.
// - The header/sidebar link to the playground (navigationLinks in typedoc.json, written
//   relative to the site root) is made relative to each page, since typedoc writes it as is.
import { Converter, PageEvent, ReflectionKind } from 'typedoc';

/** Preferred order of the guides, by file name without `.md`. */
export const GUIDE_ORDER = ['rules', 'bots', 'arena', 'performance', 'architecture', 'playground'];

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const project = context.project;
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
