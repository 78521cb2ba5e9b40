import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';
import { LONG_INPUT_TESTS } from '../../scripts/lib/vitest-mutation.config.mjs';

// `pnpm mutation`: the same tests without type checking (a mutant is a runtime change), with the
// timeouts the `test` script passes on its command line.
export default mergeConfig(base, defineConfig({ test: { typecheck: { enabled: false }, testTimeout: 30_000, hookTimeout: 30_000, exclude: [...configDefaults.exclude, ...LONG_INPUT_TESTS] } }));
