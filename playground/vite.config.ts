/**
 * Builds the playground (a static page) from playground/: `npm run playground` serves it for
 * development, `npm run site` builds it into site/playground/. The page imports the library by
 * its package names, resolved here to the entry points' sources (only their exports are used).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `npm run playground` (serve) says where the page is; builds stay quiet but for warnings.
export default defineConfig(({ command }) => ({
  root: here('.'),
  base: './',
  publicDir: false,
  resolve: {
    alias: [
      { find: /^shichinarabe\/bots$/, replacement: here('../src/bots/index.ts') },
      { find: /^shichinarabe\/seven-bridge$/, replacement: here('../src/seven-bridge/index.ts') },
      { find: /^shichinarabe\/seven-up$/, replacement: here('../src/seven-up/index.ts') },
      { find: /^shichinarabe$/, replacement: here('../src/index.ts') },
    ],
  },
  worker: { format: 'es' },
  build: {
    outDir: here('../site/playground'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  logLevel: command === 'serve' ? 'info' : 'warn',
}));
