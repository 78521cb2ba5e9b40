import { fileURLToPath } from 'node:url';

/** An absolute path: Stryker runs the tests in a sandbox copy of the package. */
const DEFAULT_VITEST_CONFIG = fileURLToPath(new URL('./vitest-mutation.config.mjs', import.meta.url));

/**
 * The StrykerJS options every mutation target shares; a package's `stryker.config.mjs` adds what
 * to mutate. Tests run without type checking, only the tests related to a mutated file, per-test coverage, and
 * an incremental file so that a second run only tests what changed.
 * @param {{ mutate: string[], vitestConfig?: string }} target `vitestConfig`: a config without type
 * checking, for a package whose own config type-checks; by default `vitest-mutation.config.mjs`
 * beside this file (the 30 s timeouts of the packages' `test` scripts).
 */
export function strykerConfig({ mutate, vitestConfig = DEFAULT_VITEST_CONFIG }) {
  return {
    packageManager: 'pnpm',
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: vitestConfig, related: true },
    mutate: [...mutate, '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/test/**', '!src/**/test-*.ts'],
    coverageAnalysis: 'perTest',
    ignoreStatic: true,
    concurrency: 2,
    timeoutMS: 10_000,
    reporters: ['progress', 'clear-text', 'json'],
    jsonReporter: { fileName: 'reports/mutation/mutation.json' },
    incremental: true,
    incrementalFile: 'reports/mutation/stryker-incremental.json',
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    thresholds: { high: 80, low: 60, break: null },
  };
}
