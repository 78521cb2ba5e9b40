import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import { checkProcessors } from './hook-support.js';
import { ModelCall, type CallConfig } from './model-call.js';
import type { SluiceMiddlewareOptions } from './sluice-middleware-options.js';
import { generateThroughStream } from './generate-through-stream.js';

/**
 * An AI SDK `LanguageModelV3Middleware` that runs Sluice processors around every model call of a
 * plain `streamText` / `generateText`: `processLLMRequest` (prompt rewrite, cached `{ response }`),
 * `processOutputStream` per stream part (with hold-back), `processLLMResponse`, `processOutputStep`
 * (abort, retry with feedback) and `processAPIError` (error processors, retry). Loop-only hooks
 * (`processInput`, `processInputStep`, `processToolResult`, `processOutputResult`) do not run here:
 * a processor implementing only those is refused with `UnsupportedProcessorError`; one that also
 * implements supported hooks runs those, and each skipped hook is reported once to `onWarning`.
 * `processInputPerCall: true` also runs `processInput` on each call's prompt.
 * A blocked call finishes with reason `other` and `getSluiceTripwire(providerMetadata)` set.
 *
 * @throws UnsupportedProcessorError for a processor with nothing to run here (or any loop-only hook with `strict`).
 * @example
 * const model = wrapLanguageModel({ model: openai('gpt-5-mini'), middleware: sluiceMiddleware({ processors: [new PIIDetector()] }) });
 * const result = streamText({ model, prompt: 'My email is ada@example.com' });
 */
export function sluiceMiddleware(options: SluiceMiddlewareOptions = {}): LanguageModelV3Middleware {
  const strict = options.strict === true;
  const processors = [...new Set(options.processors ?? [])];
  // processAPIError runs wherever a processor is registered, as in the Agent: `processors` first.
  const errorProcessors = [...new Set([...processors.filter((p) => p.processAPIError !== undefined), ...(options.errorProcessors ?? [])])];
  const support = checkProcessors([...new Set([...processors, ...errorProcessors])], strict, options.processInputPerCall === true);
  for (const { processor, skipped } of support) {
    for (const hook of skipped) {
      options.onWarning?.({ processorId: processor.id, hook, message: `${hook} needs the agent loop and does not run in sluiceMiddleware()` });
    }
  }
  const config: CallConfig = {
    options,
    processors,
    errorProcessors,
    holdUntilStep: processors.some((p) => p.processOutputStep !== undefined),
    inputPerCall: options.processInputPerCall === true && processors.some((p) => p.processInput !== undefined),
  };
  return {
    specificationVersion: 'v3',
    wrapStream: ({ params, model }) => new ModelCall(config, params, model).stream(),
    wrapGenerate: ({ params, model }) => generateThroughStream(new ModelCall(config, params, model).stream()),
  };
}
