#!/usr/bin/env node
// Smoke test of the built package: loads every entry point through the package's own
// exports map (a self-reference by name), once as ESM via import() and once as CJS via
// require(), and checks that both builds load and export the same names.
// Run after `npm run build`. Plain Node, no dependencies.
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';

const require = createRequire(import.meta.url);
const pkg = require('../package.json');
const name = pkg.name;

const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json');
let failures = 0;

function fail(message) {
  failures++;
  console.error(`check-dist: FAIL ${message}`);
}

for (const subpath of subpaths) {
  const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
  let esm;
  let cjs;
  try {
    esm = await import(specifier);
  } catch (error) {
    fail(`import('${specifier}') threw: ${error?.stack ?? error}`);
  }
  try {
    cjs = require(specifier);
  } catch (error) {
    fail(`require('${specifier}') threw: ${error?.stack ?? error}`);
  }
  if (!esm || !cjs) continue;

  const esmNames = Object.keys(esm)
    .filter((k) => k !== 'default' && k !== 'module.exports')
    .sort();
  const cjsNames = Object.keys(cjs)
    .filter((k) => k !== 'default' && k !== '__esModule')
    .sort();
  if (esmNames.length === 0) fail(`'${specifier}' exports nothing`);
  if (!isDeepStrictEqual(esmNames, cjsNames)) {
    const onlyEsm = esmNames.filter((k) => !cjsNames.includes(k));
    const onlyCjs = cjsNames.filter((k) => !esmNames.includes(k));
    fail(`'${specifier}': ESM and CJS export different names (only ESM: [${onlyEsm}], only CJS: [${onlyCjs}])`);
    continue;
  }
  // Functions differ by identity between the two builds: compare them by kind only.
  const shape = (value) =>
    typeof value === 'function'
      ? 'function'
      : Array.isArray(value)
        ? value.map(shape)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : value;
  for (const key of esmNames) {
    if (typeof esm[key] !== typeof cjs[key]) {
      fail(`'${specifier}'.${key}: ESM is ${typeof esm[key]}, CJS is ${typeof cjs[key]}`);
    } else if (typeof esm[key] !== 'function' && typeof esm[key] !== 'object' && esm[key] !== cjs[key]) {
      fail(`'${specifier}'.${key}: ESM and CJS values differ`);
    } else if (
      typeof esm[key] === 'object' &&
      esm[key] !== null &&
      (Array.isArray(esm[key]) || Object.getPrototypeOf(esm[key]) === Object.prototype) &&
      !isDeepStrictEqual(shape(esm[key]), shape(cjs[key]))
    ) {
      fail(`'${specifier}'.${key}: ESM and CJS values differ`);
    }
  }
  console.log(`check-dist: ok ${specifier} (${esmNames.length} exports: ${esmNames.join(', ')})`);
}

// The package.json subpath is exported too.
try {
  const self = require(`${name}/package.json`);
  if (self.version !== pkg.version) fail(`'${name}/package.json' resolves to another package.json`);
} catch (error) {
  fail(`require('${name}/package.json') threw: ${error?.message ?? error}`);
}

if (failures > 0) {
  console.error(`check-dist: ${failures} problem(s)`);
  process.exit(1);
}
console.log('check-dist: ESM and CJS builds agree');
