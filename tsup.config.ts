import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'bots/index': 'src/bots/index.ts' },
  format: ['esm', 'cjs'],
  // src only, without @types/node: the core must not depend on Node built-ins.
  tsconfig: 'tsconfig.build.json',
  // TS 6 reports TS5101 (deprecated `baseUrl`, set by tsup's dts build) unless silenced.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  minify: false,
  treeshake: true,
  splitting: true, // the bots entry shares the core chunk (one copy of the error classes) in ESM and CJS
  outDir: 'dist',
  // package.json has "type": "module": esm -> .js / .d.ts, cjs -> .cjs / .d.cts
  outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
});
