import { processorSuite } from './processor-suite.js';
import { SkipCheck } from './suite-context.js';
import type { ProcessorSuiteOptions, TestBody } from './suite-options.js';

/** The outcome of one check run by `runProcessorSuite`. */
export interface CheckResult {
  /** The check's title, e.g. `processOutputStream() releases held-back text by finish, ...`. */
  title: string;
  /** The concern (`hold-back`, `state isolation`, ...). */
  concern: string;
  status: 'pass' | 'fail' | 'skip';
  /** The failure message (what is wrong) or the skip reason. */
  message?: string;
  /** Figures the check reported (latency, memory). */
  meta?: Record<string, unknown>;
}

interface Registered {
  title: string;
  concern: string;
  body: TestBody | undefined;
}

/**
 * Runs the `processorSuite` battery without a test runner and returns every check's outcome, in
 * order. Use it to show a processor's conformance elsewhere (a playground, a report), or to assert
 * in the kit's own tests that a broken processor fails the right check.
 *
 * @example
 * const results = await runProcessorSuite({ create: () => new MyProcessor() });
 * const failed = results.filter((r) => r.status === 'fail');
 */
export async function runProcessorSuite(
  options: Omit<ProcessorSuiteOptions, 'describe' | 'it'>,
): Promise<CheckResult[]> {
  const registered: Registered[] = [];
  const path: string[] = [];
  const describe = (name: string, body: () => void): void => {
    path.push(name);
    try {
      body();
    } finally {
      path.pop();
    }
  };
  const it = Object.assign(
    (title: string, body: TestBody) => {
      registered.push({ title, concern: path.at(-1) ?? '', body });
    },
    {
      skip: (title: string) => {
        registered.push({ title, concern: path.at(-1) ?? '', body: undefined });
      },
    },
  );
  processorSuite({ ...options, describe, it });
  const results: CheckResult[] = [];
  for (const test of registered) {
    if (test.body === undefined) {
      const match = /\(skipped: (.*)\)$/.exec(test.title);
      results.push({ title: test.title.replace(/ \(skipped: .*\)$/, ''), concern: test.concern, status: 'skip', message: match?.[1] ?? '' });
      continue;
    }
    const meta: Record<string, unknown> = {};
    let skipped: string | undefined;
    const context = {
      task: { meta },
      skip: (note?: string) => {
        skipped = note ?? '';
        throw new SkipCheck(skipped);
      },
    };
    try {
      await test.body(context);
      results.push(
        skipped === undefined
          ? { title: test.title, concern: test.concern, status: 'pass', ...(meta.sluice === undefined ? {} : { meta: meta.sluice as Record<string, unknown> }) }
          : { title: test.title, concern: test.concern, status: 'skip', message: skipped },
      );
    } catch (error) {
      if (error instanceof SkipCheck || skipped !== undefined) {
        results.push({ title: test.title, concern: test.concern, status: 'skip', message: skipped ?? (error as SkipCheck).reason });
      } else {
        results.push({ title: test.title, concern: test.concern, status: 'fail', message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return results;
}
