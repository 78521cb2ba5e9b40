import type { Processor } from '@sluice/core';
import { ScriptedModel } from '../../model/scripted-model.js';
import type { HostContext } from '../host-suite-context.js';

/** Registers the retry checks: processOutputStep retry with feedback, and processAPIError. */
export function registerRetry(ctx: HostContext): void {
  const skip = ctx.supports.retries ? false : 'the host does not support retries';
  const step = 'processOutputStep abort with retry re-runs the step with feedback';
  ctx.check(
    step,
    async () => {
      const seenRetryCounts: number[] = [];
      const judge: Processor = {
        id: 'politeness',
        processOutputStep: ({ text, retryCount, abort }) => {
          seenRetryCounts.push(retryCount);
          if (text.includes('rude')) abort('answer politely', { retry: true });
        },
      };
      const model = new ScriptedModel([{ text: 'a rude answer' }, { text: 'a polite answer' }]);
      const result = await ctx.host.run({ model, input: 'hi', outputProcessors: [judge], maxProcessorRetries: 2 });
      if (model.calls.length !== 2) ctx.fail(step, `the model was called ${model.calls.length} time(s); expected 2 (one retry)`);
      if (!JSON.stringify(model.prompts[1]).includes('answer politely')) ctx.fail(step, 'the retried prompt does not carry the abort reason as feedback');
      if (result.tripwire !== undefined) ctx.fail(step, `the retried run still reported a tripwire: ${JSON.stringify(result.tripwire)}`);
      if (!result.text.includes('a polite answer') || result.text.includes('rude')) {
        ctx.fail(step, `text was ${JSON.stringify(result.text)}; the rejected step must be rolled back`);
      }
      if (seenRetryCounts.join() !== '0,1') ctx.fail(step, `retryCount seen by the hook was [${seenRetryCounts.join(', ')}], expected [0, 1]`);
    },
    skip,
  );

  const none = 'without maxProcessorRetries a retry request ends the run with a tripwire';
  ctx.check(
    none,
    async () => {
      const judge: Processor = { id: 'politeness', processOutputStep: ({ abort }) => abort('answer politely', { retry: true }) };
      const model = new ScriptedModel([{ text: 'a rude answer' }, { text: 'unused' }]);
      const result = await ctx.host.run({ model, input: 'hi', outputProcessors: [judge] });
      if (model.calls.length !== 1) ctx.fail(none, `the model was called ${model.calls.length} times; retries are off by default`);
      if (result.tripwire === undefined) ctx.fail(none, 'no tripwire was reported');
    },
    skip,
  );

  const apiError = 'processAPIError can fix the request and retry after a provider rejection';
  ctx.check(
    apiError,
    async () => {
      const fixer: Processor = {
        id: 'fixer',
        processAPIError: ({ error, retryCount }) => ((error as { statusCode?: number }).statusCode === 400 && retryCount === 0 ? { retry: true } : undefined),
      };
      const model = new ScriptedModel([{ throws: { statusCode: 400, body: { error: { message: 'bad prefill' } } } }, { text: 'recovered' }]);
      const result = await ctx.host.run({ model, input: 'hi', errorProcessors: [fixer] });
      if (model.calls.length !== 2) ctx.fail(apiError, `the model was called ${model.calls.length} time(s); expected a retry after { retry: true }`);
      if (result.text !== 'recovered') ctx.fail(apiError, `text was ${JSON.stringify(result.text)}, expected "recovered"`);
    },
    skip,
  );
}
