import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/**/*.test.ts', 'test/**/*.test.ts', '.vitepress/theme/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Browser tests share one server and one machine: run files one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
