import { defineConfig } from 'vitest/config';

// Packing and analysing every publishable package takes a few seconds per package on 2 cores.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
