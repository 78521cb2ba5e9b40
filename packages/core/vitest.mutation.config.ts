import { configDefaults, defineConfig } from 'vitest/config';
import { coreTestAliases } from './vitest.aliases.js';
import { LONG_INPUT_TESTS } from '../../scripts/lib/vitest-mutation.config.mjs';

// `pnpm mutation`: core's tests without type checking (a mutant is a runtime change), with the
// timeouts the `test` script passes on its command line. stryker.config.mjs passes this file's
// absolute path, so its imports resolve from here; the tests and the core they load are those
// of the folder vitest runs in (Stryker's sandbox copy of the package).
export default defineConfig({
  resolve: { alias: coreTestAliases(process.cwd()) },
  test: {
    root: process.cwd(),
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: false },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    exclude: [...configDefaults.exclude, ...LONG_INPUT_TESTS],
  },
});
