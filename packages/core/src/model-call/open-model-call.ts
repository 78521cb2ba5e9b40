import type { CachedLLMResponse } from '../processors/hooks/cached-response.js';
import type { ModelPrompt } from '../contract/language-model.js';
import type { Processor } from '../processors/processor.js';
import type { ProcessorRunner } from '../processors/runner/processor-runner.js';
import type { LLMRequestPhaseOptions, LLMRequestPhaseResult } from '../processors/runner/model-phase.js';

/** What `openModelCall` opened: a cached response to replay, or the host's live source. */
export type ModelCallSource<Live> = { fromCache: true; response: CachedLLMResponse } | { fromCache: false; live: Live };

/** How a host opens one model call (see `openModelCall`). */
export interface OpenModelCallOptions<Live> {
  /** The call's runner. */
  runner: ProcessorRunner;
  /** The processors whose `processLLMRequest` runs. */
  processors: readonly Processor[];
  /** The `processLLMRequest` arguments, built again for each attempt (a retry may change the prompt). */
  request: () => LLMRequestPhaseOptions | Promise<LLMRequestPhaseOptions>;
  /** Called after `processLLMRequest`, before the replay or the provider call. */
  onRequest?: (result: LLMRequestPhaseResult) => void | Promise<void>;
  /** Calls the provider with the prompt the processors produced. */
  open: (prompt: ModelPrompt) => Promise<Live>;
  /** Asked after a failed `open`: true to run the whole request again, false to rethrow its error. */
  retryAfterError: (error: unknown) => Promise<boolean>;
}

/**
 * Opens one model call the same way in every host: runs `processLLMRequest`, returns the response
 * a processor answered from a cache, or opens the provider call; a failed call goes to the host's
 * `retryAfterError` (see `retryAfterAPIError`) and, when it asks for a retry, everything runs again
 * from `processLLMRequest`.
 */
export async function openModelCall<Live>(options: OpenModelCallOptions<Live>): Promise<ModelCallSource<Live>> {
  for (;;) {
    const result = await options.runner.processLLMRequest(options.processors, await options.request());
    await options.onRequest?.(result);
    if (result.response !== undefined) return { fromCache: true, response: result.response };
    try {
      return { fromCache: false, live: await options.open(result.prompt) };
    } catch (error) {
      if (!(await options.retryAfterError(error))) throw error;
    }
  }
}
