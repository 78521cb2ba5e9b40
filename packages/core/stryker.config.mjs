import { strykerConfig } from '../../scripts/lib/stryker-config.mjs';

export default strykerConfig({
  mutate: ['src/processors/runner/**/*.ts', 'src/loop/**/*.ts', 'src/messages/**/*.ts'],
  vitestConfig: 'vitest.mutation.config.ts',
});
