#!/usr/bin/env node
// A step of `npm test`: the Python package's tests (python/tests, pytest), in the virtual
// environment of scripts/python-venv.mjs (the package installed from ./python as a user installs
// it, and pytest); writes pytest's JUnit report where `--junit FILE` says, for scripts/test.mjs to
// count. Run it after the build (the package copies dist/learning/driver.js).
// Usage: node scripts/python-tests.mjs [--junit FILE] [-- PYTEST_ARGS...]
// Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonEnv, pythonVenv } from './python-venv.mjs';

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

let venv;
try {
  venv = pythonVenv(root, ['pytest']);
} catch (error) {
  console.error(`python-tests: ${error.message}`);
  process.exit(1);
}
const report = junit === null ? [] : [`--junitxml=${junit}`];
// pytest's own command, not `python -m pytest`, which would put python/ on the path and test the
// sources there instead of the package pip installed
const result = spawnSync(join(venv, 'bin', 'pytest'), ['-p', 'no:cacheprovider', ...report, ...pytestArgs], {
  cwd: join(root, 'python'),
  env: pythonEnv,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
