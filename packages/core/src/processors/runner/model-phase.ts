import type { StepResult } from '../../contract/step-result.js';
import type { MessageList } from '../../messages/message-list.js';
import type { ModelPrompt, SluiceLanguageModel } from '../../contract/language-model.js';
import type { CachedLLMResponse } from '../hooks/cached-response.js';
import type { LLMRequestCallOptions } from '../hooks/process-llm-request.js';
import type { HookContext } from '../hooks/hook-context.js';
import type { ProcessLLMResponseArgs } from '../hooks/process-llm-response.js';
import type { Processor } from '../processor.js';
import type { HookExecutor } from './hook-executor.js';
import { runPhase, STOP } from './run-phase.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { cachedChunkProblem } from './chunk-contract.js';
import { contractError } from './validate-result.js';

/** Arguments of `ProcessorRunner.processLLMRequest`. */
export interface LLMRequestPhaseOptions {
  prompt: ModelPrompt;
  model: SluiceLanguageModel;
  stepNumber: number;
  steps: StepResult[];
  messageList: MessageList;
  callOptions: LLMRequestCallOptions;
}

/** The outcome of the `processLLMRequest` chain: the prompt to send, or a response to replay. */
export interface LLMRequestPhaseResult {
  prompt: ModelPrompt;
  /** Set when a processor answered from a cache; the provider is not called. */
  response?: CachedLLMResponse;
  /** Id of the processor that supplied `response`. */
  respondedBy?: string;
}

const REQUEST_RETURNS = '{ prompt: LanguageModelV3Prompt }, { response: { chunks } } or undefined';

/**
 * Runs `processLLMRequest` in order. `{ prompt }` replaces the prompt for this call only (later
 * processors see it); the first `{ response }` ends the chain: the loop replays its chunks instead
 * of calling the provider.
 */
export async function runProcessLLMRequest(
  executor: HookExecutor,
  processors: readonly Processor[],
  options: LLMRequestPhaseOptions,
): Promise<LLMRequestPhaseResult> {
  let outcome: LLMRequestPhaseResult = { prompt: options.prompt };
  const args = () => ({
    prompt: outcome.prompt,
    model: options.model,
    stepNumber: options.stepNumber,
    steps: options.steps,
    messageList: options.messageList,
    callOptions: options.callOptions,
  });
  await runPhase(executor, processors, 'processLLMRequest', args, (processor, result) => {
    if (result === undefined) return;
    if (typeof result !== 'object' || result === null) {
      throw contractError(processor.id, 'processLLMRequest', REQUEST_RETURNS, result);
    }
    const { prompt: newPrompt, response } = result as { prompt?: unknown; response?: unknown };
    if (response !== undefined) {
      checkCachedResponse(processor.id, response);
      outcome = { prompt: outcome.prompt, response, respondedBy: processor.id };
      return STOP;
    }
    if (!Array.isArray(newPrompt)) {
      throw contractError(processor.id, 'processLLMRequest', REQUEST_RETURNS, result);
    }
    outcome = { prompt: newPrompt as ModelPrompt };
  });
  return outcome;
}

/**
 * Throws unless `value` is `{ chunks }` of a model step: content and `data-*` chunks whose payloads
 * match their types, and the step's `finish`; never a chunk only core emits (`tripwire`, `error`...).
 */
function checkCachedResponse(processorId: string, value: unknown): asserts value is CachedLLMResponse {
  const chunks = typeof value === 'object' && value !== null ? (value as { chunks?: unknown }).chunks : undefined;
  if (!Array.isArray(chunks)) {
    throw contractError(processorId, 'processLLMRequest', 'response as { chunks: { type, payload }[] }', value);
  }
  for (let i = 0; i < chunks.length; i++) {
    const problem = cachedChunkProblem(chunks[i], i);
    if (problem !== undefined) {
      throw new ProcessorContractError({ processorId, hook: 'processLLMRequest', expected: problem.expected, received: problem.received });
    }
  }
}

/** Arguments of `ProcessorRunner.processLLMResponse`. */
export type LLMResponsePhaseOptions = Omit<ProcessLLMResponseArgs, keyof HookContext>;

/** Runs `processLLMResponse` in order; the hook must return nothing. */
export async function runProcessLLMResponse(
  executor: HookExecutor,
  processors: readonly Processor[],
  options: LLMResponsePhaseOptions,
): Promise<void> {
  await runPhase(executor, processors, 'processLLMResponse', () => options, (processor, result) => {
    if (result !== undefined) {
      throw contractError(processor.id, 'processLLMResponse', 'undefined (the return value is reserved)', result);
    }
  });
}

/** Arguments of `ProcessorRunner.processAPIError`. */
export interface APIErrorPhaseOptions {
  error: unknown;
  messageList: MessageList;
  stepNumber: number;
  steps: StepResult[];
  model: SluiceLanguageModel;
}

/**
 * Runs `processAPIError` in order until one returns `{ retry: true }`; returns whether a retry was
 * requested.
 */
export async function runProcessAPIError(
  executor: HookExecutor,
  processors: readonly Processor[],
  options: APIErrorPhaseOptions,
): Promise<boolean> {
  let retry = false;
  const args = () => ({ ...options, messages: options.messageList.get.all.db() });
  await runPhase(executor, processors, 'processAPIError', args, (processor, result) => {
    if (result === undefined) return;
    if (typeof result !== 'object' || result === null || typeof (result as { retry?: unknown }).retry !== 'boolean') {
      throw contractError(processor.id, 'processAPIError', '{ retry: boolean } or undefined', result);
    }
    if (!(result as { retry: boolean }).retry) return;
    retry = true;
    return STOP;
  });
  return retry;
}
