#!/usr/bin/env node
// A step of `npm test`: the Python package's tests (python/tests, pytest). Makes a virtual
// environment (python/.venv, gitignored, kept between runs; $SHICHINARABE_VENV to put it elsewhere),
// installs the package from ./python into it as a user would (`pip install ./python`, which copies
// the learning driver the build wrote to dist/, so run it after the build) with pytest, runs pytest
// and writes its JUnit report where `--junit FILE` says, for scripts/test.mjs to count.
// Needs python3 (or $PYTHON) with venv, and a package index with numpy, gymnasium and pettingzoo.
// Usage: node scripts/python-tests.mjs [--junit FILE] [-- PYTEST_ARGS...]
// Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: node scripts/python-tests.mjs [--junit FILE] [-- PYTEST_ARGS...]');
  console.log(
    "Runs the Python package's tests in a virtual environment (python/.venv) after `pip install ./python pytest`.",
  );
  process.exit(0);
}
const split = args.indexOf('--');
const own = split < 0 ? args : args.slice(0, split);
const pytestArgs = split < 0 ? [] : args.slice(split + 1);
let junit = null;
for (let i = 0; i < own.length; i++) {
  if (own[i] === '--junit' && own[i + 1] !== undefined) junit = own[++i];
  else {
    console.error(`python-tests: unknown argument ${own[i]} (try --help)`);
    process.exit(2);
  }
}

const venv = process.env.SHICHINARABE_VENV ?? join(root, 'python', '.venv');
const python = join(venv, 'bin', 'python');
const env = { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PYTHONDONTWRITEBYTECODE: '1' };

function run(command, commandArgs, what) {
  console.log(`$ ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    console.error(
      `python-tests: ${what} failed${result.error ? `: ${result.error.message}` : ` (exit ${result.status})`}`,
    );
    process.exit(1);
  }
}

if (!existsSync(join(root, 'dist', 'learning', 'driver.js'))) {
  console.error('python-tests: dist/learning/driver.js is missing: build first (npm run build)');
  process.exit(1);
}
const works = existsSync(python) && spawnSync(python, ['-c', 'import sys'], { env }).status === 0;
if (!works)
  run(
    process.env.PYTHON ?? 'python3',
    ['-m', 'venv', '--clear', venv],
    'making the virtual environment (python3 -m venv; Debian: apt-get install python3-venv)',
  );
// --retries 0: an index this machine cannot reach fails at once rather than after a minute of retries
run(python, ['-m', 'pip', 'install', '-q', '--retries', '0', './python', 'pytest'], 'pip install ./python pytest');
const report = junit === null ? [] : [`--junitxml=${junit}`];
// pytest's own command, not `python -m pytest`, which would put python/ on the path and test the
// sources there instead of the package pip installed
const result = spawnSync(join(venv, 'bin', 'pytest'), ['-p', 'no:cacheprovider', ...report, ...pytestArgs], {
  cwd: join(root, 'python'),
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
