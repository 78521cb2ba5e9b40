import { configDefaults } from 'vitest/config';

/**
 * Tests that only prove linear time or a deadline on megabytes of input. Under Stryker's instrumentation they
 * take minutes, and they cover every line, so each mutant would run them; they assert bounds on
 * time and stack, not behaviour, so mutation runs leave them out.
 */
export const LONG_INPUT_TESTS = ['**/*long-input.test.ts', '**/*adversarial.test.ts', '**/*.timeout.test.ts'];

// `pnpm mutation` for a package without a vitest config of its own: the timeouts its `test`
// script passes on the command line (Stryker starts vitest itself, without them). Tests run from
// the package's folder, where Stryker starts.
export default {
  test: {
    root: process.cwd(),
    testTimeout: 30_000,
    hookTimeout: 30_000,
    exclude: [...configDefaults.exclude, ...LONG_INPUT_TESTS],
  },
};
