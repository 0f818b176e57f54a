#!/usr/bin/env node
// The full test pipeline (`npm test`): lint, typecheck, build, unit/property/browser/package
// tests, the Python package's tests (pytest), dist smoke test, package checks and the documentation site. Every step runs even when an earlier
// one failed, so all results are shown. Every vitest test counts as one test; every
// other step counts as one test (passed when it exits 0). The last line printed is
// `N passed, N failed`; the exit code is non-zero when anything failed.
// Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const tmp = mkdtempSync(join(tmpdir(), 'shichinarabe-test-'));
const vitestJson = join(tmp, 'vitest.json');
const pytestXml = join(tmp, 'pytest.xml');

const env = { ...process.env, NO_COLOR: '1' };
delete env.FORCE_COLOR;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escape sequences
const ansi = /\x1b\[[0-9;?]*[A-Za-z]/g;
const stripAnsi = (chunk) => chunk.toString('utf8').replace(ansi, '');

function run(command, args) {
  return new Promise((done) => {
    let child;
    try {
      child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      // Stream the output as it comes, without colour codes (some tools ignore NO_COLOR).
      child.stdout.on('data', (chunk) => process.stdout.write(stripAnsi(chunk)));
      child.stderr.on('data', (chunk) => process.stderr.write(stripAnsi(chunk)));
    } catch (error) {
      console.error(`could not start ${command}: ${error?.message ?? error}`);
      done(127);
      return;
    }
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error?.message ?? error}`);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/** Counts vitest's tests from its JSON report; a crash or a failed file without a failed test counts as one failure. */
function vitestCounts(code) {
  let report = null;
  try {
    if (existsSync(vitestJson)) report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  } catch (error) {
    console.error(`could not read vitest's JSON report: ${error?.message ?? error}`);
  }
  if (!report) return { passed: 0, failed: 1, note: `no JSON report (exit ${code})` };
  const passed = Number(report.numPassedTests) || 0;
  let failed = Number(report.numFailedTests) || 0;
  // A file that failed to load or crashed outside a test has no failed test of its own.
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) failed++;
  }
  if (code !== 0 && failed === 0) failed = 1; // e.g. unhandled errors, a crash of the runner
  const total = Number(report.numTotalTests) || 0;
  const note = total === 0 && code === 0 ? 'no test files yet' : `exit ${code}`;
  return { passed, failed, note };
}

/** Counts pytest's tests from its JUnit report; a run without a report counts as one failure. */
function pytestCounts(code) {
  let xml = '';
  try {
    if (existsSync(pytestXml)) xml = readFileSync(pytestXml, 'utf8');
  } catch (error) {
    console.error(`could not read pytest's JUnit report: ${error?.message ?? error}`);
  }
  const suite = /<testsuite\b[^>]*>/.exec(xml)?.[0];
  if (!suite) return { passed: 0, failed: 1, note: `no JUnit report (exit ${code})` };
  const count = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(suite)?.[1] ?? 0);
  const failed = count('failures') + count('errors');
  const passed = count('tests') - failed - count('skipped');
  return { passed, failed: failed === 0 && code !== 0 ? 1 : failed, note: `exit ${code}` };
}

const steps = [
  { name: 'biome check', cmd: bin('biome'), args: ['check', '.'] },
  { name: 'tsc --noEmit', cmd: bin('tsc'), args: ['--noEmit'] },
  { name: 'tsc (playground)', cmd: bin('tsc'), args: ['--noEmit', '-p', 'playground'] },
  { name: 'tsup (build)', cmd: bin('tsup'), args: [] },
  {
    name: 'vitest',
    cmd: bin('vitest'),
    args: ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    counts: vitestCounts,
  },
  // The Python package (python/): installed with pip into a virtual environment, tested with pytest.
  {
    name: 'pytest (python/)',
    cmd: process.execPath,
    args: [join('scripts', 'python-tests.mjs'), '--junit', pytestXml],
    counts: pytestCounts,
  },
  { name: 'check-dist', cmd: process.execPath, args: [join('scripts', 'check-dist.mjs')] },
  { name: 'publint --strict', cmd: bin('publint'), args: ['--strict'] },
  // Every resolution mode (node10 through typesVersions, node16 CJS and ESM, bundler).
  { name: 'attw', cmd: bin('attw'), args: ['--pack', '.', '--profile', 'strict', '--format', 'ascii'] },
  // What the release workflow would publish, offline and without a token: no warning from npm.
  { name: 'npm publish --dry-run', cmd: process.execPath, args: [join('scripts', 'publish-dry-run.mjs')] },
  { name: 'site (typedoc + playground)', cmd: process.execPath, args: [join('scripts', 'site.mjs')] },
];

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const code = await run(step.cmd, step.args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts
    ? step.counts(code)
    : { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, note: `exit ${code}` };
  results.push({ name: step.name, seconds, ...counts });
}
rmSync(tmp, { recursive: true, force: true });

let passed = 0;
let failed = 0;
console.log('\n=== summary ===');
for (const r of results) {
  passed += r.passed;
  failed += r.failed;
  const mark = r.failed === 0 ? 'ok  ' : 'FAIL';
  console.log(`${mark} ${r.name.padEnd(28)} passed ${r.passed}, failed ${r.failed}  (${r.note}, ${r.seconds}s)`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
