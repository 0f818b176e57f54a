/**
 * The build step that declares a bundle's never-reassigned top-level bindings `const` again
 * (`scripts/const-bindings.ts`): what it rewrites, what it must leave alone, and that the code
 * it writes behaves as the code it was given.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { constExports, constImports, constTopLevel } from '../scripts/const-bindings.js';

describe('constTopLevel', () => {
  it.each([
    ['a constant', 'var A = 5;', 'const A=5;'],
    ['an arrow function', 'var f = (x) => x + 1;', 'const f=(x) => x + 1;'],
    ['a class', 'var C = class C2 {};', 'const C=class C2 {};'],
    ['several declarators', 'var a = 1, b = 2;', 'const a=1, b = 2;'],
    ['a function', 'function f(x) { return x; }', 'const f=function(x) { return x; };'],
    [
      'a function used inside another before it',
      'function g() { return f(); }\nfunction f() { return 1; }',
      'const g=function() { return f(); };\nconst f=function() { return 1; };',
    ],
    [
      'a property of the same name before a function',
      'var o = { f: 1 };\nfunction f() {}',
      'const o={ f: 1 };\nconst f=function() {};',
    ],
  ])('declares %s const', (_, code, expected) => {
    expect(constTopLevel(code)).toBe(expected);
  });

  it.each([
    ['a variable assigned later', 'var a = 1;\na = 2;', 'var a = 1;'],
    ['a variable assigned inside a function', 'var a = 1;\nfunction set() { a = 2; }', 'var a = 1;'],
    ['a variable assigned by ??=', 'var a = null;\nfunction get() { return a ??= 3; }', 'var a = null;'],
    ['a variable incremented', 'var n = 0;\nfunction bump() { n++; }', 'var n = 0;'],
    ['a variable written by a destructuring assignment', 'var a = 1;\nfunction set(o) { ({ a } = o); }', 'var a = 1;'],
    ['a variable written by an array pattern', 'var a = 1;\nfunction set(o) { [a] = o; }', 'var a = 1;'],
    ['a variable written by a for-of loop', 'var a = 0;\nfunction last(xs) { for (a of xs); return a; }', 'var a = 0;'],
    ['a variable without an initializer', 'var a;\nfunction get() { return a; }', 'var a;'],
    ['a statement of which one declarator is reassigned', 'var a = 1, b = 2;\nb = 3;', 'var a = 1, b = 2;'],
    ['a function reassigned', 'function f() {}\nf = () => 1;', 'function f() {}'],
    ['a function named by top-level code before it', 'var x = f();\nfunction f() { return 1; }', 'function f()'],
    ['a generator', 'function* g() { yield 1; }', 'function* g()'],
    ['a name declared twice', 'var a = 1;\nvar a = 2;', 'var a = 1;\nvar a = 2;'],
    ['let and const', 'let a = 1;\nconst b = 2;', 'let a = 1;\nconst b = 2;'],
  ])('leaves alone %s', (_, code, kept) => {
    expect(constTopLevel(code)).toContain(kept);
  });

  it.each([
    [
      'exports a second binding of each const it exports, so its own code uses one that is not exported',
      'var a = 1;\nfunction f() { return a; }\nexport { a, f as g };',
      'const a=1;\nconst f=function() { return a; };\nconst a$export=a, f$export=f; export { a$export as a, f$export as g };',
    ],
    [
      'exports a binding left a variable as it is',
      'var a = 1;\nvar b = 2;\nb = 3;\nexport { a, b };',
      'const a=1;\nvar b = 2;\nb = 3;\nconst a$export=a; export { a$export as a, b };',
    ],
    ['leaves a re-export alone', "export { a } from './a.js';", "export { a } from './a.js';"],
    ['leaves an export of nothing made const alone', 'let a = 1;\nexport { a };', 'let a = 1;\nexport { a };'],
  ])('%s', (_, code, expected) => {
    expect(constTopLevel(code)).toBe(expected);
  });

  it('keeps every line, so the source map stays right to the line', () => {
    const code = 'var A = 1;\n\nfunction f(x) {\n  return x + A;\n}\nvar g = (y) => f(y) * 2;\n';
    const out = constTopLevel(code);
    expect(out.split('\n').length).toBe(code.split('\n').length);
    expect(out.split('\n')[3]).toBe('  return x + A;');
  });

  it('writes code that computes what the code it was given computes', () => {
    const code = [
      'var K = 3;',
      'var counter = 0;',
      'function step(x) { counter++; return twice(x) + K; }',
      'function twice(x) { return 2 * x; }',
      'var table = [1, 2, 3].map((x) => step(x));',
      'result = [table.join(","), counter, step.name, twice.name];',
    ].join('\n');
    const run = (source: string) => {
      const context: { result: unknown } = { result: undefined };
      runInNewContext(`"use strict"; ${source}`, context);
      return context.result;
    };
    const out = constTopLevel(code);
    expect(out).toContain('const K=3;');
    expect(out).toContain('var counter = 0;');
    expect(out).toContain('const twice=function');
    expect(run(out)).toEqual(run(code));
  });

  it('would make a function called while the module loads throw, which is why the build loads its entries', () => {
    // `early` runs `late` before `late`'s declaration: hoisted, that works; as a const, it throws.
    const code = 'function early() { return late(); }\nvar x = early();\nfunction late() { return 1; }\nresult = x;';
    const out = constTopLevel(code);
    expect(out).toContain('const late=function');
    expect(() => runInNewContext(out, {})).toThrow(/before initialization/);
  });
});

describe('constImports (imports between the chunks of one build)', () => {
  const consts = new Set(['count', 'bitIndex']);
  const constsOf = (specifier: string) => (specifier.startsWith('./chunk') ? consts : null);

  it.each([
    [
      'takes imported consts into consts of its own, on the same line',
      "import { count, bitIndex as bit, other } from './chunk-A.js';\nexport const f = (x) => count(x) + bit(x);",
      "import { count as count$import, bitIndex as bit$import, other } from './chunk-A.js'; const count=count$import, bit=bit$import;\nexport const f = (x) => count(x) + bit(x);",
    ],
    [
      'leaves an import of no const alone',
      "import { other } from './chunk-A.js';",
      "import { other } from './chunk-A.js';",
    ],
    [
      'leaves an import from outside the build alone',
      "import { count } from 'node:fs';",
      "import { count } from 'node:fs';",
    ],
    ['leaves a namespace import alone', "import * as c from './chunk-A.js';", "import * as c from './chunk-A.js';"],
  ])('%s', (_, code, expected) => {
    expect(constImports(code, constsOf)).toBe(expected);
  });

  it('reads the consts a chunk exports from its second bindings', () => {
    const code = constTopLevel('var a = 1;\nvar b = 2;\nb = 3;\nfunction f() {}\nexport { a, b, f as g };');
    expect([...constExports(code)].sort()).toEqual(['a', 'g']);
  });

  it('keeps every line', () => {
    const code = "import { count } from './chunk-A.js';\n\nresult = count(2);\n";
    expect(constImports(code, constsOf).split('\n').length).toBe(code.split('\n').length);
  });
});
