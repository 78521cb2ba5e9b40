import { ConformanceError } from '../suite/conformance-error.js';
import type { DescribeFunction, ItFunction } from '../suite/suite-options.js';
import type { HostAdapter } from './host-adapter.js';

/** Options of `hostSuite`. */
export interface HostSuiteOptions {
  describe: DescribeFunction;
  it: ItFunction;
  /** The host under test. */
  host: HostAdapter;
}

/** What each host concern's register function receives. */
export interface HostContext {
  readonly host: HostAdapter;
  readonly supports: Required<NonNullable<HostAdapter['supports']>>;
  check(title: string, body: () => Promise<void>, skip?: string | false): void;
  fail(title: string, message: string): never;
}

/** Builds the context for `hostSuite`. */
export function createHostContext(options: HostSuiteOptions): HostContext {
  const { it, host } = options;
  return {
    host,
    supports: {
      retries: host.supports?.retries ?? true,
      persistence: host.supports?.persistence ?? false,
      streaming: host.supports?.streaming ?? false,
      toolLoop: host.supports?.toolLoop ?? false,
    },
    check(title, body, skip) {
      if (typeof skip === 'string' && skip !== '') {
        const skipped = `${title} (skipped: ${skip})`;
        if (it.skip !== undefined) it.skip(skipped, () => undefined);
        else it(skipped, () => undefined);
        return;
      }
      it(title, () => body(), 60_000);
    },
    fail(title, message) {
      throw new ConformanceError(title, `${host.name}: ${message}`);
    },
  };
}
