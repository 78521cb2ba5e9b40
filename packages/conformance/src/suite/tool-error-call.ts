import { MessageList, TripWire } from '@sluice/core';
import { ProcessorRunner } from '@sluice/core/host';
import { preview } from '../compare/find-difference.js';
import { describeError } from './stream-outcome.js';
import type { SuiteContext } from './suite-context.js';

const HOOK = 'processToolResult';

/**
 * Registers the failed-call check: `processToolResult` runs for a tool that threw too, with
 * `isError: true` and the error's text (a string) as `result`, and must not throw on it (an
 * `abort()` is an accepted outcome). Each fixture text is used as an error message, run through
 * core's `ProcessorRunner` as the `Agent` runs it.
 */
export function registerToolErrorCall(ctx: SuiteContext): void {
  if (!ctx.mayImplement(HOOK)) return;
  const title = `${HOOK}() accepts a failed call (isError, the error's text as result)`;
  ctx.check(title, async () => {
    const probe = await ctx.create();
    ctx.requireHook(probe, HOOK);
    for (const text of ['', ...ctx.texts]) {
      const processor = await ctx.create();
      const runner = new ProcessorRunner({ runId: 'run-conformance' });
      runner.register([processor]);
      const messageList = new MessageList().add(
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'call-error', toolName: 'lookup', input: { q: 'x' } }] },
        'response',
      );
      const message = text === '' ? 'Error' : `lookup failed: ${text}`;
      try {
        await runner.processToolResult([processor], {
          messageList,
          stepNumber: 0,
          toolName: 'lookup',
          toolCallId: 'call-error',
          args: { q: 'x' },
          result: message,
          isError: true,
          providerExecuted: undefined,
          steps: [],
        });
      } catch (error) {
        if (TripWire.isInstance(error)) continue;
        ctx.fail(title, `threw on the error text ${preview(message)}: ${describeError(error)}`, error);
      }
    }
  });
}
