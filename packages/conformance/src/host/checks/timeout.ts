import { ProcessorTimeoutError, withTimeout, type Processor, type ProcessorViolation } from '@sluice/core';
import { ScriptedModel } from '../../model/scripted-model.js';
import { describeError } from '../../suite/stream-outcome.js';
import type { HostContext } from '../host-suite-context.js';

const LIMIT_MS = 30;

/**
 * A guard whose `processLLMRequest` never settles (a judge call that hangs); it keeps the abort
 * signal it received. `processLLMRequest` runs in every host, the agent loop and a middleware alike.
 */
function hungGuard(violations: ProcessorViolation[] = []): Processor & { signal: AbortSignal | undefined } {
  const guard = {
    id: 'hung-guard',
    readOnly: true as const,
    signal: undefined as AbortSignal | undefined,
    onViolation: (violation: ProcessorViolation) => { violations.push(violation); },
    processLLMRequest: ({ abortSignal }: { abortSignal: AbortSignal }) => {
      guard.signal = abortSignal;
      return new Promise<undefined>(() => undefined);
    },
  };
  return guard;
}

/** Registers the timeout checks: a hung processor wrapped in `withTimeout()` fails closed or passes open. */
export function registerTimeout(ctx: HostContext): void {
  const closed = 'a hung processor in withTimeout(fail-closed) fails the run with ProcessorTimeoutError and its abort signal fires';
  ctx.check(closed, async () => {
    const guard = hungGuard();
    const model = new ScriptedModel([{ text: 'should not be generated' }]);
    let error: unknown;
    try {
      await ctx.host.run({ model, input: 'hi', inputProcessors: [withTimeout(guard, { ms: LIMIT_MS, onTimeout: 'fail-closed' })] });
    } catch (caught) {
      error = caught;
    }
    if (!ProcessorTimeoutError.isInstance(error)) {
      ctx.fail(closed, `the run ${error === undefined ? 'completed' : `failed with ${describeError(error)}`}; expected a ProcessorTimeoutError`);
    }
    if (error.processorId !== 'hung-guard' || error.hook !== 'processLLMRequest' || error.ms !== LIMIT_MS) {
      ctx.fail(closed, `the ProcessorTimeoutError named ${error.processorId} ${error.hook} after ${String(error.ms)} ms; expected hung-guard processLLMRequest after ${String(LIMIT_MS)} ms`);
    }
    if (guard.signal?.aborted !== true) ctx.fail(closed, 'the hung hook\'s abort signal did not fire');
    if (model.calls.length !== 0) ctx.fail(closed, `the model was called ${String(model.calls.length)} time(s) after processLLMRequest timed out`);
  });

  const open = 'a hung processor in withTimeout(fail-open) passes with a warn violation and its abort signal fires';
  ctx.check(open, async () => {
    const violations: ProcessorViolation[] = [];
    const guard = hungGuard(violations);
    const model = new ScriptedModel([{ text: 'answered anyway' }]);
    const result = await ctx.host.run({ model, input: 'hi', inputProcessors: [withTimeout(guard, { ms: LIMIT_MS, onTimeout: 'fail-open' })] });
    if (result.text !== 'answered anyway') ctx.fail(open, `the run's text was ${JSON.stringify(result.text)}; the model should have answered after the guard timed out`);
    if (result.tripwire !== undefined) ctx.fail(open, `the run ended with a tripwire ${JSON.stringify(result.tripwire)}`);
    const warning = violations.find((v) => v.action === 'warn' && v.processorId === 'hung-guard' && v.hook === 'processLLMRequest');
    if (warning === undefined) ctx.fail(open, `no warn violation from hung-guard processLLMRequest was reported (got ${JSON.stringify(violations)})`);
    if (guard.signal?.aborted !== true) ctx.fail(open, 'the hung hook\'s abort signal did not fire');
  });
}
