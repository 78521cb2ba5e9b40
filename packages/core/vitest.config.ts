import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { coreTestAliases } from './vitest.aliases.js';

export default defineConfig({
  resolve: { alias: coreTestAliases(fileURLToPath(new URL('.', import.meta.url))) },
  test: {
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
