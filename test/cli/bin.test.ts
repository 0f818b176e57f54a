/**
 * The package's `bin` is the built command: what `npx shichinarabe` runs once the package is built
 * (in a clone: `npm ci && npm run build`). The command answers from any directory.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI, ensureBuilt, ROOT } from './helpers.js';

beforeAll(() => {
  ensureBuilt();
});

describe('the bin', () => {
  it('is dist/cli.js, a node script that tells the package version from any directory', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
      bin: Record<string, string>;
    };
    expect(join(ROOT, pkg.bin.shichinarabe ?? '')).toBe(CLI);
    expect(readFileSync(CLI, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    const r = spawnSync(process.execPath, [CLI, '--version'], { cwd: tmpdir(), encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${pkg.version}\n`);
  });
});
