/**
 * What the browser tests need: the playground built with Vite, a static server on 127.0.0.1,
 * and Debian's Chromium driven by playwright-core (never a downloaded browser).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Where screenshots and downloads are kept after a run (git-ignored). */
export const OUTPUT = join(ROOT, 'test-results', 'browser');

/** The Chromium binary: `CHROMIUM_PATH`, else Debian's. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags for this machine's closed network (see TOOLING.md). */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Builds the playground into a fresh temporary folder and returns it. */
export async function buildPlayground(): Promise<string> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'shichinarabe-playground-'));
  await build({
    configFile: join(ROOT, 'playground', 'vite.config.ts'),
    build: { outDir, emptyOutDir: true, sourcemap: false },
    logLevel: 'error',
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `dir` on 127.0.0.1 (a free port); resolves to the server and its base URL. */
export async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/` };
}

/** Launches Chromium headless with a fresh profile; `close()` also removes the profile. */
export async function launch(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  // playwright-core passes the profile folder as --user-data-dir.
  const profile = mkdtempSync(join(tmpdir(), 'shichinarabe-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The playground as a test file uses it: its build folder, its base URL and the browser. */
export interface Playground {
  /** The folder Vite built the playground into. */
  built: string;
  /** The URL it is served at (ends with `/`). */
  base: string;
  /** Chromium's context (a fresh profile). */
  context: BrowserContext;
}

/**
 * Registers, for the calling test file, the playground built, served and open in Chromium before
 * its tests (with `folder`, where the file keeps its screenshots and downloads, emptied), and all
 * of it gone after them. The fields are filled when the tests run.
 */
export function usePlayground(folder: string): Playground {
  const playground: Playground = { built: '', base: '', context: undefined as unknown as BrowserContext };
  let server: Server | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    playground.built = await buildPlayground();
    ({ server, url: playground.base } = await serve(playground.built));
    ({ context: playground.context, close } = await launch());
  }, 120_000);
  afterAll(async () => {
    await close?.();
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    if (playground.built !== '') rmSync(playground.built, { recursive: true, force: true });
  });
  return playground;
}
