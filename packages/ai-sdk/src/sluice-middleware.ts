import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamResult,
} from '@ai-sdk/provider';
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamResult,
} from '@sluice/core';
import { checkProcessors } from './hook-support.js';
import { ModelCall, type CallConfig } from './model-call.js';
import type { SluiceMiddlewareOptions } from './sluice-middleware-options.js';
import { generateThroughStream } from './generate-through-stream.js';
import { generateV4, streamV4 } from './v4-call.js';

/** What `wrapStream` / `wrapGenerate` receive from the AI SDK: V3 under ai 6, V4 under ai 7. */
interface WrapOptions<TParams, TModel> {
  params: TParams;
  model: TModel;
}

/**
 * The middleware `sluiceMiddleware()` returns: a `LanguageModelV3Middleware` for ai 6's
 * `wrapLanguageModel`, and a middleware ai 7's accepts too (ai 7 takes any `specificationVersion`
 * and calls the hooks with V4 params and model, which each hook converts at its edge).
 */
export interface SluiceMiddleware {
  readonly specificationVersion: 'v3';
  /** Runs the processors around one streamed call. */
  wrapStream: {
    (options: WrapOptions<LanguageModelV3CallOptions, LanguageModelV3>): PromiseLike<LanguageModelV3StreamResult>;
    (options: WrapOptions<LanguageModelV4CallOptions, LanguageModelV4>): PromiseLike<LanguageModelV4StreamResult>;
  };
  /** Runs the processors around one generate call, served from the model's stream. */
  wrapGenerate: {
    (options: WrapOptions<LanguageModelV3CallOptions, LanguageModelV3>): PromiseLike<LanguageModelV3GenerateResult>;
    (options: WrapOptions<LanguageModelV4CallOptions, LanguageModelV4>): PromiseLike<LanguageModelV4GenerateResult>;
  };
}

type AnyWrapOptions = WrapOptions<LanguageModelV3CallOptions, LanguageModelV3> | WrapOptions<LanguageModelV4CallOptions, LanguageModelV4>;

/**
 * An AI SDK middleware (for ai 6's and ai 7's `wrapLanguageModel`) that runs Sluice processors
 * around every model call of a plain `streamText` / `generateText`: `processLLMRequest` (prompt rewrite, cached `{ response }`),
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
export function sluiceMiddleware(options: SluiceMiddlewareOptions = {}): SluiceMiddleware {
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
  const wrapStream = (call: AnyWrapOptions): Promise<LanguageModelV3StreamResult | LanguageModelV4StreamResult> =>
    isV4(call) ? streamV4(config, call.params, call.model) : new ModelCall(config, call.params, call.model).stream();
  const wrapGenerate = (call: AnyWrapOptions): Promise<LanguageModelV3GenerateResult | LanguageModelV4GenerateResult> =>
    isV4(call) ? generateV4(config, call.params, call.model) : generateThroughStream(new ModelCall(config, call.params, call.model).stream());
  return {
    specificationVersion: 'v3',
    wrapStream: wrapStream as SluiceMiddleware['wrapStream'],
    wrapGenerate: wrapGenerate as SluiceMiddleware['wrapGenerate'],
  };
}

function isV4(call: AnyWrapOptions): call is WrapOptions<LanguageModelV4CallOptions, LanguageModelV4> {
  return call.model.specificationVersion === 'v4';
}
