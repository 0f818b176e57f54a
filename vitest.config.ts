import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Property-based tests (fast-check) can run long.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
