/**
 * A build step (a tsup plugin, used by `tsup.config.ts`): the bundle's top-level bindings that are
 * never reassigned become `const` again.
 *
 * Why. When esbuild bundles modules it writes every top-level `const` as `var` (on purpose: see
 * its FAQ, "top-level var"), and a function declaration is a binding that may be reassigned too.
 * V8 (Node 20) must then treat every helper function and every constant of the rule modules as a
 * variable: each use in optimized code loads it from the module's context and checks that it is
 * still the function it inlined, and a constant such as `PASS_FORCED` is loaded instead of folded.
 * Written as `const`, and with the exported ones exported as second bindings, they are folded:
 * measured with `npm run bench -- --instructions`, 20 % fewer instructions per classic game through
 * the public API and 14 % per Kill game (see docs/performance.md).
 *
 * What. Parsed with TypeScript's parser (a JavaScript file), each top-level statement of a chunk is
 * looked at:
 * - `var x = …` (every declarator with an initializer) becomes `const x=…`, written in the same
 *   number of characters, when none of its names is ever assigned anywhere in the chunk;
 * - `function f(…) {…}` becomes `const f=function(…) {…};` (the function is still named `f`) when
 *   `f` is never assigned, and the module's own top-level code (outside any function) does not
 *   name `f` before the declaration, since a `const` is not hoisted as a function declaration is.
 * Any name that occurs as an assignment's target anywhere (even a local of the same name) is left
 * alone. Lines are never added or removed, so the source map stays right to the line (a function's
 * header line is 6 characters longer). A function called while the module loads (from top-level
 * code before its declaration, through another function) would now throw: `buildEnd` loads each
 * ESM entry once, so such a build fails here, with that hint, and never reaches a user. Loading is
 * deterministic (the top-level code reads no input), so a build that loads once always loads.
 *
 * Across chunks. The entries share chunks (the family's shared modules in one, Sevens' rules in
 * another), and a chunk that imports a function from another reads it through the import's module
 * cell, loaded and checked at every use as an exported binding is. So once every ESM file is
 * written, each named import of a binding that its chunk exports as a const (`x$export as x`) is
 * taken into a const of the importing module, on the same line:
 * `import { count as count$import } from './chunk.js'; const count=count$import;` (measured: the
 * Sevens rules reading the shared card-set functions so cost 5 % more instructions per classic game
 * and 10 % per Kill game than when both were one chunk). A chunk imported is evaluated before the
 * one importing it (there are no cycles between chunks), so the const takes the binding's value.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Options } from 'tsup';
import ts from 'typescript';

type Plugin = NonNullable<Options['plugins']>[number];

/** The plugin: rewrites each JavaScript chunk, then loads the ESM entries written. */
export function constBindings(): Plugin {
  return {
    name: 'const-bindings',
    renderChunk(code, info) {
      if (!/\.c?js$/.test(info.path)) return;
      return { code: constTopLevel(code) };
    },
    async buildEnd({ writtenFiles }) {
      constImportsAcrossChunks(writtenFiles.map((file) => resolve(file.name)).filter((name) => /\.js$/.test(name)));
      for (const file of writtenFiles) {
        if (!/(^|[\\/])(index|bots[\\/]index)\.js$/.test(file.name)) continue;
        try {
          await import(pathToFileURL(file.name).href);
        } catch (e) {
          throw new Error(
            `const-bindings: ${file.name} does not load (${e}): a function called while the module loads is declared after its first use; move it up, or assign to it once to keep it hoisted`,
          );
        }
      }
    },
  };
}

/** The names an assignment target (a name, or an object or array pattern) writes to. */
function targets(node: ts.Node, out: Set<string>): void {
  if (ts.isIdentifier(node)) out.add(node.text);
  else if (ts.isShorthandPropertyAssignment(node)) out.add(node.name.text);
  else if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return;
  else ts.forEachChild(node, (child) => targets(child, out));
}

/** Whether a name is a property's (`o.f`, `{ f: … }`, a method or field), not a binding's. */
function isPropertyName(node: ts.Identifier): boolean {
  const p = node.parent;
  if (ts.isPropertyAccessExpression(p)) return p.name === node;
  const named = ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p);
  return (named || ts.isGetAccessorDeclaration(p) || ts.isSetAccessorDeclaration(p)) && p.name === node;
}

/** Every name assigned anywhere in a file, and where top-level code (outside functions) first names each. */
function survey(file: ts.SourceFile): { assigned: Set<string>; first: Map<string, number> } {
  const assigned = new Set<string>();
  const first = new Map<string, number>();
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (ts.isIdentifier(node) && !inFunction && !isPropertyName(node) && !first.has(node.text)) {
      first.set(node.text, node.getStart(file));
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    ) {
      targets(node.left, assigned);
    } else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
    ) {
      targets(node.operand, assigned);
    } else if (
      (ts.isForInStatement(node) || ts.isForOfStatement(node)) &&
      !ts.isVariableDeclarationList(node.initializer)
    ) {
      targets(node.initializer, assigned);
    }
    const body = inFunction || (ts.isFunctionLike(node) && !ts.isClassStaticBlockDeclaration(node));
    ts.forEachChild(node, (child) => visit(child, body));
  };
  visit(file, false);
  return { assigned, first };
}

/**
 * An ESM chunk's `export { a, b as c }` of bindings declared const, written to export a second
 * binding of each: `const a$export=a, b$export=b; export { a$export as a, b$export as c };`, on the
 * same line. V8 keeps a module's exported variables in cells that optimized code loads and checks
 * at every use, even when they are `const`; the module's own code then uses the binding that is not
 * exported, which it folds. The value exported is the same (the same function, the same object).
 * `null` when there is nothing to change (an `export … from`, a default export, no const binding).
 */
function exportedAliases(
  statement: ts.ExportDeclaration,
  made: ReadonlySet<string>,
  declared: ReadonlyMap<string, number>,
): string | null {
  const clause = statement.exportClause;
  if (statement.moduleSpecifier !== undefined || clause === undefined || !ts.isNamedExports(clause)) return null;
  if (statement.isTypeOnly) return null;
  const aliases: string[] = [];
  const specifiers = clause.elements.map((e) => {
    const local = (e.propertyName ?? e.name).text;
    const exported = e.name.text;
    const alias = `${local}$export`;
    if (!made.has(local) || declared.has(alias)) return local === exported ? local : `${local} as ${exported}`;
    aliases.push(`${alias}=${local}`);
    return `${alias} as ${exported}`;
  });
  return aliases.length === 0 ? null : `const ${aliases.join(', ')}; export { ${specifiers.join(', ')} };`;
}

/** A chunk's code with its top-level bindings that are never reassigned declared `const`. */
export function constTopLevel(code: string): string {
  const file = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const { assigned, first } = survey(file);
  const declared = new Map<string, number>();
  for (const statement of file.statements) {
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : ''))
      : ts.isFunctionDeclaration(statement) && statement.name !== undefined
        ? [statement.name.text]
        : [];
    for (const name of names) declared.set(name, (declared.get(name) ?? 0) + 1);
  }
  const free = (name: string): boolean => name !== '' && !assigned.has(name) && declared.get(name) === 1;

  const edits: { at: number; end: number; text: string }[] = [];
  const made = new Set<string>(); // the names declared const here
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      const list = statement.declarationList;
      if (statement.modifiers !== undefined || (list.flags & ts.NodeFlags.BlockScoped) !== 0) continue;
      const all = list.declarations;
      if (!all.every((d) => ts.isIdentifier(d.name) && d.initializer !== undefined && free(d.name.text))) continue;
      const head = all[0] as ts.VariableDeclaration;
      const at = statement.getStart(file);
      const between = code.slice(head.name.end, (head.initializer as ts.Expression).getStart(file));
      // `var x = ` → `const x=`: the same length, so every column after it stays where it was
      if (between === ' = ') edits.push({ at: head.name.end, end: head.name.end + 3, text: '=' });
      edits.push({ at, end: at + 3, text: 'const' });
      for (const d of all) made.add((d.name as ts.Identifier).text);
    } else if (ts.isFunctionDeclaration(statement)) {
      const name = statement.name;
      if (name === undefined || statement.body === undefined || statement.modifiers !== undefined) continue;
      if (statement.asteriskToken !== undefined || !free(name.text)) continue;
      const at = statement.getStart(file);
      if ((first.get(name.text) ?? at) < at) continue; // named by top-level code before it: it must stay hoisted
      edits.push({ at: statement.end, end: statement.end, text: ';' });
      edits.push({ at, end: name.end, text: `const ${name.text}=function` });
      made.add(name.text);
    } else if (ts.isExportDeclaration(statement)) {
      const alias = exportedAliases(statement, made, declared);
      if (alias !== null) edits.push({ at: statement.getStart(file), end: statement.end, text: alias });
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end);
  return out;
}

/** The names an ESM file exports as second bindings of consts (`x$export as y`: `y`). */
export function constExports(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/\b[\w$]+\$export as ([\w$]+)/g)) names.add(match[1] as string);
  return names;
}

/**
 * An ESM file's named imports from other files of the build taken into consts of its own, for the
 * bindings the file imported from exports as consts (`constsOf(specifier)`; `null`: not a file of
 * the build). Each import statement stays on its line, followed there by its consts.
 */
export function constImports(code: string, constsOf: (specifier: string) => ReadonlySet<string> | null): string {
  const file = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits: { at: number; end: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly || bindings === undefined || !ts.isNamedImports(bindings)) continue;
    if (statement.importClause?.name !== undefined) continue;
    const consts = constsOf(statement.moduleSpecifier.text);
    if (consts === null) continue;
    const aliases: string[] = [];
    const specifiers = bindings.elements.map((e) => {
      const imported = (e.propertyName ?? e.name).text;
      const local = e.name.text;
      if (e.isTypeOnly || !consts.has(imported) || code.includes(`${local}$import`)) {
        return local === imported ? local : `${imported} as ${local}`;
      }
      aliases.push(`${local}=${local}$import`);
      return `${imported} as ${local}$import`;
    });
    if (aliases.length === 0) continue;
    const text = `import { ${specifiers.join(', ')} } from ${statement.moduleSpecifier.getText(file)}; const ${aliases.join(', ')};`;
    edits.push({ at: statement.getStart(file), end: statement.end, text });
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end);
  return out;
}

/** Rewrites the imports between the ESM files written by one build ({@link constImports}). */
function constImportsAcrossChunks(files: readonly string[]): void {
  const codes = new Map(files.map((name) => [name, readFileSync(name, 'utf8')]));
  const consts = new Map([...codes].map(([name, code]) => [name, constExports(code)]));
  for (const [name, code] of codes) {
    const out = constImports(code, (specifier) =>
      specifier.startsWith('.') ? (consts.get(resolve(dirname(name), specifier)) ?? null) : null,
    );
    if (out !== code) writeFileSync(name, out);
  }
}
