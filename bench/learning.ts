/**
 * `npm run bench -- --learning`: decisions per second of the Python environments with random masked
 * actions — the PettingZoo AEC environment (one process) and BatchEnv at 64 games, for each game —
 * measured in one run side by side with the anchor: PettingZoo 1.26.1's gin_rummy_v4 (RLCard
 * underneath), the one rummy PettingZoo had, installed from its sources (`--anchor DIR`, a folder
 * with its install.sh and bench.py; by default the one beside the repository, if there is one).
 * The anchor runs before and after ours and its mean is the yardstick, so a machine that slows
 * down in between shows as two different anchor figures. Our side is bench/learning.py, run in the
 * virtual environment of scripts/python-venv.mjs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pythonEnv, pythonVenv } from '../scripts/python-venv.mjs';

interface Measure {
  interface: string;
  game: string;
  decisions_per_s: number;
  games: number;
  seconds: number;
}

/** The anchor's decisions per second, or an error message. */
function anchorRun(dir: string, venv: string, seconds: number): number | string {
  const run = spawnSync(join(venv, 'bin', 'python'), ['bench.py', 'gin_rummy_v4', String(seconds), '1'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.status !== 0) return `the anchor failed: ${run.stderr.trim().split('\n').at(-1)}`;
  return JSON.parse(run.stdout.trim().split('\n').at(-1) as string).act_steps_per_s as number;
}

export function benchLearning(root: string, seconds: number, anchorDir: string | undefined, json: string | null): void {
  const dir = anchorDir ?? resolve(root, '..', 'shared', 'anchors', 'gin-rummy');
  const anchor = existsSync(join(dir, 'bench.py')) ? dir : null;
  const anchorVenv = join(tmpdir(), 'shichinarabe-gin-rummy-anchor');
  if (anchor !== null && !existsSync(join(anchorVenv, 'bin', 'python'))) {
    console.error(`installing the anchor into ${anchorVenv} …`);
    const install = spawnSync('bash', [join(anchor, 'install.sh'), anchorVenv], { stdio: 'inherit' });
    if (install.status !== 0) throw new Error('installing the anchor failed');
  }
  const venv = pythonVenv(root);
  const anchors: number[] = [];
  const measureAnchor = (): void => {
    if (anchor === null) return;
    const r = anchorRun(anchor, anchorVenv, seconds);
    if (typeof r === 'string') throw new Error(r);
    anchors.push(r);
    console.error(`anchor gin_rummy_v4: ${Math.round(r).toLocaleString('en')} decisions/s`);
  };
  measureAnchor();
  const ours = spawnSync(
    join(venv, 'bin', 'python'),
    [join(root, 'bench', 'learning.py'), '--seconds', String(seconds), '--json'],
    { cwd: tmpdir(), env: pythonEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (ours.status !== 0) throw new Error('bench/learning.py failed');
  const results = ours.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Measure);
  measureAnchor();
  const yard = anchors.length > 0 ? anchors.reduce((a, b) => a + b, 0) / anchors.length : null;
  console.log(
    `decisions per second, random masked actions (${seconds} s each)${yard === null ? '' : `; anchor gin_rummy_v4 ${anchors.map((a) => Math.round(a).toLocaleString('en')).join(' then ')}, mean ${Math.round(yard).toLocaleString('en')}`}`,
  );
  console.log(
    `  ${'game'.padEnd(13)} ${'interface'.padEnd(13)} ${'decisions/s'.padStart(12)}  ${yard === null ? '' : '× anchor'}`,
  );
  for (const r of results) {
    const ratio = yard === null ? '' : `${(r.decisions_per_s / yard).toFixed(1).padStart(6)}×`;
    console.log(
      `  ${r.game.padEnd(13)} ${r.interface.padEnd(13)} ${Math.round(r.decisions_per_s).toLocaleString('en').padStart(12)}  ${ratio}`,
    );
  }
  if (json !== null) writeFileSync(json, `${JSON.stringify({ anchor: anchors, results }, null, 2)}\n`);
}
