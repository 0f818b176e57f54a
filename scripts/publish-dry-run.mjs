#!/usr/bin/env node
// A step of `npm test`: `npm publish --dry-run` must be clean — what a maintainer's first real
// `npm publish` (the release workflow's `changeset publish`) would send, with no warning about
// the package. Offline and without a token: `--offline` keeps npm from asking the registry
// (without it, an unreachable registry costs a minute of retries), and the one warning a dry
// run without a login always gives ("requires you to be logged in") is expected.
// `--ignore-scripts`: `npm test` has just built dist/ (a real publish builds it in the `prepare` script).
// Fails on a non-zero exit, on any other `npm warn` line (for example npm "auto-correcting"
// package.json, which it does to the published manifest only) or on a tarball without dist/.
// Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = ['publish', '--dry-run', '--offline', '--ignore-scripts'];
const env = { ...process.env, NO_COLOR: '1', npm_config_color: 'false', npm_config_loglevel: 'notice' };
delete env.FORCE_COLOR;
// `npm test` runs this under npm, which says where its own CLI is; else the npm on PATH.
const npmCli = process.env.npm_execpath;
const result = npmCli?.endsWith('npm-cli.js')
  ? spawnSync(process.execPath, [npmCli, ...args], { cwd: root, env, encoding: 'utf8' })
  : spawnSync('npm', args, { cwd: root, env, encoding: 'utf8' });
if (result.error) {
  console.error(`publish-dry-run: could not run npm: ${result.error.message}`);
  process.exit(1);
}
const output = `${result.stdout}${result.stderr}`;
process.stdout.write(output);

const expected = /requires you to be logged in/;
const warnings = output.split('\n').filter((line) => /^npm warn/i.test(line) && !expected.test(line));
const problems = [];
if (result.status !== 0) problems.push(`npm exited with ${result.status}`);
if (warnings.length > 0) problems.push(`${warnings.length} warning(s):\n  ${warnings.join('\n  ')}`);
if (/npm pkg fix/.test(output)) {
  problems.push('`npm pkg fix` writes package.json as npm would publish it (e.g. a bin path without "./")');
}
if (!/npm notice [\d.]+\s*[kMG]?B\s+dist\/index\.js\n/.test(output)) problems.push('the tarball has no dist/index.js');
if (problems.length > 0) {
  console.error(`publish-dry-run: not clean: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('publish-dry-run: clean');
