// The Python side of the repository's tools: a virtual environment (python/.venv, gitignored, kept
// between runs; $SHICHINARABE_VENV to put it elsewhere) with the package installed from ./python as
// a user installs it (`pip install ./python`, which copies the learning driver the build wrote to
// dist/), and any extra packages asked for. Used by scripts/python-tests.mjs and the bench.
// Needs python3 (or $PYTHON) with venv, and a package index with numpy, gymnasium and pettingzoo.
// Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variables the Python tools run with. */
export const pythonEnv = { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1', PYTHONDONTWRITEBYTECODE: '1' };

function run(root, command, args, what) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env: pythonEnv, stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    throw new Error(`${what} failed${result.error ? `: ${result.error.message}` : ` (exit ${result.status})`}`);
  }
}

/**
 * Makes (or reuses) the virtual environment and installs the package from ./python into it, with
 * `extra` packages; returns the environment's folder.
 */
export function pythonVenv(root, extra = []) {
  if (!existsSync(join(root, 'dist', 'learning', 'driver.js'))) {
    throw new Error('dist/learning/driver.js is missing: build first (npm run build)');
  }
  const venv = process.env.SHICHINARABE_VENV ?? join(root, 'python', '.venv');
  const python = join(venv, 'bin', 'python');
  const works = existsSync(python) && spawnSync(python, ['-c', 'import sys'], { env: pythonEnv }).status === 0;
  if (!works) {
    const made = 'making the virtual environment (python3 -m venv; on Debian: apt-get install python3-venv)';
    run(root, process.env.PYTHON ?? 'python3', ['-m', 'venv', '--clear', venv], made);
  }
  // --retries 0: an index this machine cannot reach fails at once rather than after a minute of retries
  run(root, python, ['-m', 'pip', 'install', '-q', '--retries', '0', './python', ...extra], 'pip install ./python');
  return venv;
}
