import type { MessageList } from '../../messages/message-list.js';
import type { StepResult } from '../../contract/step-result.js';
import type { ModelPrompt, SluiceLanguageModel } from '../../contract/language-model.js';
import type { CachedLLMResponse } from './cached-response.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/** Arguments of `processLLMRequest`: runs after prompt conversion, before the provider call. */
export interface ProcessLLMRequestArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  /** The prompt about to be sent (after earlier processors' rewrites). V3 form for every model. */
  prompt: ModelPrompt;
  /** The resolved model that will receive it. */
  model: SluiceLanguageModel;
  stepNumber: number;
  steps: StepResult[];
  /** The run's message list (read it; edits here are not part of this hook's contract). */
  messageList: MessageList;
  /** Everything else the provider call will receive (tools, tool choice, settings, output schema). */
  callOptions: LLMRequestCallOptions;
}

/** The parts of the provider call besides the prompt, as processors may key on them. */
export interface LLMRequestCallOptions {
  tools: { name: string; description?: string; inputSchema: unknown }[];
  toolChoice: unknown;
  settings: Record<string, unknown>;
  responseFormat: unknown;
  providerOptions: unknown;
}

/**
 * What `processLLMRequest` may return: `{ prompt }` to replace the prompt for this call only (never
 * persisted), `{ response }` to skip the provider and replay cached chunks, or nothing.
 */
export type ProcessLLMRequestResult =
  | { prompt: ModelPrompt; response?: never }
  | { response: CachedLLMResponse; prompt?: never }
  | void
  | undefined;
