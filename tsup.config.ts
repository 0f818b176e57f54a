import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'bots/index': 'src/bots/index.ts' },
  format: ['esm', 'cjs'],
  // TS 6 reports TS5101 (deprecated `baseUrl`, set by tsup's dts build) unless silenced.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  minify: false,
  treeshake: true,
  splitting: false,
  outDir: 'dist',
  // package.json has "type": "module": esm -> .js / .d.ts, cjs -> .cjs / .d.cts
  outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
});
