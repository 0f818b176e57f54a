import { defineConfig } from 'tsup';
import { constBindings } from './scripts/const-bindings.js';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      'bots/index': 'src/bots/index.ts',
      'seven-bridge/index': 'src/seven-bridge/index.ts',
      'seven-up/index': 'src/seven-up/index.ts',
    },
    format: ['esm', 'cjs'],
    // src only, without @types/node: the core must not depend on Node built-ins.
    tsconfig: 'tsconfig.build.json',
    // TS 6 reports TS5101 (deprecated `baseUrl`, set by tsup's dts build) unless silenced.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    // Everything but the command's file, which the second build writes at the same time.
    clean: ['!cli.js', '!cli.js.map', '!learning'],
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    minify: false,
    treeshake: true,
    splitting: true, // the entries share chunks (one copy of the error classes and Random) in ESM and CJS
    outDir: 'dist',
    // package.json has "type": "module": esm -> .js / .d.ts, cjs -> .cjs / .d.cts
    outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
    // Top-level bindings never reassigned are written `const` again (esbuild writes them `var`),
    // which V8 folds into the code that uses them: see scripts/const-bindings.ts.
    plugins: [constBindings()],
  },
  {
    // The `shichinarabe` command (package.json "bin"): Node only, never imported by the library's entries.
    entry: { cli: 'src/cli/index.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node18',
    sourcemap: true,
    clean: false,
    dts: false,
    splitting: false,
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
    // The command uses the library through its public entries: imported by the package's own name
    // (a self-reference), so dist/cli.js runs on the very dist/index.js, dist/bots/index.js,
    // dist/seven-bridge/index.js and dist/seven-up/index.js users get.
    esbuildPlugins: [
      {
        name: 'library-by-name',
        setup(build) {
          const entries: Record<string, string> = {
            '../index.js': 'shichinarabe',
            '../bots/index.js': 'shichinarabe/bots',
            '../seven-bridge/index.js': 'shichinarabe/seven-bridge',
            '../seven-up/index.js': 'shichinarabe/seven-up',
          };
          build.onResolve({ filter: /^\.\.\/((bots|seven-bridge|seven-up)\/)?index\.js$/ }, (args) => {
            const entry = entries[args.path];
            return entry !== undefined && /[\\/]src[\\/]cli[\\/]/.test(args.importer)
              ? { path: entry, external: true }
              : undefined;
          });
        },
      },
    ],
  },
  {
    // The learning driver behind the Python package (python/): Node only, one self-contained file
    // that `pip install ./python` copies into the Python package. It plays the library's own
    // engines from their sources, bundled here with the same build step as the entries.
    entry: { 'learning/driver': 'src/learning/driver.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node18',
    sourcemap: false,
    clean: false,
    dts: false,
    splitting: false,
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
    plugins: [constBindings()],
  },
]);
