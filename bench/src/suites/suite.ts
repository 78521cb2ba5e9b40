import type { BenchGroup } from '../harness.js';

/** A named set of benchmark groups, built lazily so unselected suites cost nothing. */
export interface BenchSuite {
  name: string;
  groups: () => BenchGroup[] | Promise<BenchGroup[]>;
}
