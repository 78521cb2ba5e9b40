import { parseProcessorOptions, type OptionsSchema } from '../../authoring/parse-processor-options.js';

/** What `withTimeout()` does when a hook does not settle in time. */
export type TimeoutBehaviour = 'fail-closed' | 'fail-open';

/** Options of `withTimeout()`. */
export interface WithTimeoutOptions {
  /** Time limit of each hook call, in milliseconds (a positive, finite number). */
  ms: number;
  /**
   * `'fail-closed'`: the run fails with a `ProcessorTimeoutError`. `'fail-open'`: the hook passes
   * (its result is skipped) and a warn violation is reported. @default 'fail-closed'
   */
  onTimeout?: TimeoutBehaviour;
}

const BEHAVIOURS: readonly TimeoutBehaviour[] = ['fail-closed', 'fail-open'];

type Issue = { path: PropertyKey[]; message: string; code?: string; values?: unknown[] };

/**
 * The options schema, written by hand because core does not depend on zod at run time. The
 * `_zod.def` shape is the part of a zod 4 object schema that the unknown-key walk reads (keys and
 * nothing deeper), so unknown keys get the same "did you mean" issues as processor options.
 */
const schema: OptionsSchema<Required<WithTimeoutOptions>> & { _zod: { def: { type: 'object'; shape: Record<string, object> } } } = {
  _zod: { def: { type: 'object', shape: { ms: {}, onTimeout: {} } } },
  safeParse(value: unknown) {
    const issues: Issue[] = [];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { success: false, error: { issues: [{ path: [], message: 'expected an object { ms, onTimeout }' }] } };
    }
    const { ms, onTimeout = 'fail-closed' } = value as { ms?: unknown; onTimeout?: unknown };
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) {
      issues.push({ path: ['ms'], message: 'expected a positive, finite number of milliseconds' });
    }
    if (!BEHAVIOURS.includes(onTimeout as TimeoutBehaviour)) {
      issues.push({ path: ['onTimeout'], message: 'invalid value', code: 'invalid_value', values: [...BEHAVIOURS] });
    }
    if (issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { ms: ms as number, onTimeout: onTimeout as TimeoutBehaviour } };
  },
};

/** Validates `withTimeout()` options. @throws ProcessorOptionsError naming each bad or unknown key. @internal */
export function parseWithTimeoutOptions(options: unknown): Required<WithTimeoutOptions> {
  return parseProcessorOptions(schema, options, 'withTimeout');
}
