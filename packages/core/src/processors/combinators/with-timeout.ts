import { PROCESSOR_HOOKS, type ProcessorHookName } from '../hook-name.js';
import type { HookContext } from '../hooks/hook-context.js';
import type { Processor } from '../processor.js';
import type { ProcessorViolation } from '../violation.js';
import { WRAPPED_PROCESSOR } from './combinator-marker.js';
import { isPromiseLike, LinkedAbort } from './linked-abort.js';
import { passValue } from './pass-result.js';
import { ProcessorTimeoutError } from './processor-timeout-error.js';
import { parseWithTimeoutOptions, type WithTimeoutOptions } from './with-timeout-options.js';

type HookArgs = HookContext & Record<string, unknown>;

const TIMED_OUT = Symbol('timed out');

function timed(processor: Processor, hook: ProcessorHookName, options: Required<WithTimeoutOptions>, args: HookArgs): unknown {
  const cancel = new LinkedAbort(args.abortSignal);
  const fn = (processor as unknown as Record<string, (a: unknown) => unknown>)[hook] as (a: unknown) => unknown;
  const result = fn.call(processor, cancel.link(args));
  return isPromiseLike(result) ? race(processor, hook, options, args, cancel, result) : result;
}

async function race(
  processor: Processor,
  hook: ProcessorHookName,
  options: Required<WithTimeoutOptions>,
  args: HookArgs,
  cancel: LinkedAbort,
  pending: PromiseLike<unknown>,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => { resolve(TIMED_OUT); }, options.ms);
  });
  try {
    const winner = await Promise.race([pending, timeout]);
    if (winner !== TIMED_OUT) return winner;
  } finally {
    clearTimeout(timer);
  }
  const error = new ProcessorTimeoutError(processor.id, hook, options.ms);
  cancel.abort(error);
  if (options.onTimeout === 'fail-closed') throw error;
  await args.reportViolation({ message: error.message, detail: { hook, ms: options.ms }, action: 'warn' });
  return passValue(hook, args);
}

/**
 * Gives each hook of `processor` a time limit. A hook that has not settled after `ms` has its
 * abort signal fired (the `abortSignal` it received is linked to the run's), then:
 * `onTimeout: 'fail-closed'` (the default) fails the run with a {@link ProcessorTimeoutError}
 * naming the processor and the hook; `'fail-open'` passes (the hook's late result is ignored) and
 * reports a warn violation. Synchronous hooks are not timed.
 *
 * The wrapper is transparent: same `id` (so the same state, errors, traces and violations),
 * `readOnly`, `failOpen` and `processDataParts` as `processor`, the same hooks. Wrap a member of
 * `parallel()` to limit one slow guard, or wrap the group to limit them all.
 *
 * @throws ProcessorOptionsError for a bad `ms` or `onTimeout`, or an unknown key (with the nearest valid one).
 * @example
 * inputProcessors: [withTimeout(new JudgeGuard(), { ms: 2000, onTimeout: 'fail-open' })]
 */
export function withTimeout(processor: Processor, options: WithTimeoutOptions): Processor {
  const candidate: unknown = processor;
  if (typeof candidate !== 'object' || candidate === null || typeof (candidate as { id?: unknown }).id !== 'string') {
    throw new TypeError('withTimeout: the first argument must be a processor (an object with a string id)');
  }
  const resolved = parseWithTimeoutOptions(options);
  const wrapper: Record<string | symbol, unknown> = {
    id: processor.id,
    [WRAPPED_PROCESSOR]: processor,
    get name() { return processor.name; },
    get description() { return processor.description; },
    get readOnly() { return processor.readOnly; },
    get failOpen() { return processor.failOpen; },
    get processDataParts() { return processor.processDataParts; },
    onViolation: (violation: ProcessorViolation) => processor.onViolation?.(violation),
  };
  for (const hook of PROCESSOR_HOOKS) {
    if ((processor as unknown as Record<ProcessorHookName, unknown>)[hook] === undefined) continue;
    wrapper[hook] = (args: HookArgs) => timed(processor, hook, resolved, args);
  }
  return wrapper as unknown as Processor;
}
