import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Fixture packages are run by the CLI tests in their own vitest process.
    exclude: ['**/node_modules/**', 'src/cli/fixtures/**'],
    testTimeout: 60_000,
  },
});
