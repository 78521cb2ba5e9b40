import { fileURLToPath } from 'node:url';
import { strykerConfig } from '../../scripts/lib/stryker-config.mjs';

export default strykerConfig({
  mutate: ['src/processors/runner/**/*.ts', 'src/loop/**/*.ts', 'src/messages/**/*.ts', 'src/model-call/**/*.ts'],
  // An absolute path: Stryker runs vitest in a sandbox copy of this folder, where the config's
  // relative imports (../../scripts, ../conformance) would not resolve.
  vitestConfig: fileURLToPath(new URL('./vitest.mutation.config.ts', import.meta.url)),
});
