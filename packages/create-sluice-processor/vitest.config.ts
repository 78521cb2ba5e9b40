import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '.scaffold-test-*/**'],
    testTimeout: 180_000,
  },
});
