import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Core's tests use the kit's ScriptedModel from its source (src/test-utils/scripted-model.ts):
  // the kit's own `@sluice/core` import must be this source too, so that there is one core.
  resolve: {
    alias: [{ find: /^@sluice\/core$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
