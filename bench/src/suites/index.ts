import type { BenchSuite } from './suite.js';

/** Every benchmark suite `pnpm bench` runs, in order. Add new suites here. */
export const suites: BenchSuite[] = [];
