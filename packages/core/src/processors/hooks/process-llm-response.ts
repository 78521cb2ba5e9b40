import type { MessageList } from '../../messages/message-list.js';
import type { StepResult } from '../../contract/step-result.js';
import type { SluiceLanguageModel } from '../../contract/language-model.js';
import type { CachedLLMStepChunk } from './cached-response.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/**
 * How a step ended, known once the run settles: `accepted` means the step's response became part of
 * a successful result; anything else means it must not be reused (e.g. cached).
 */
export type StepOutcome = 'accepted' | 'retried' | 'tripwire' | 'error' | 'aborted';

/** Arguments of `processLLMResponse`: runs once the step's chunks are collected, or after a replay. */
export interface ProcessLLMResponseArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  /** The step's model chunks (before output processors), live or replayed. */
  chunks: CachedLLMStepChunk[];
  model: SluiceLanguageModel;
  stepNumber: number;
  /** Every step so far, including this one. */
  steps: StepResult[];
  /** True when `processLLMRequest` returned `{ response }` and these chunks are a replay. */
  fromCache: boolean;
  warnings: unknown[];
  request: unknown;
  rawResponse: unknown;
  messageList: MessageList;
  /**
   * Resolves (never rejects) when the run has settled, with this step's outcome. Caches should
   * store only on `accepted`, so errors, tripwires and retried steps are never cached.
   * Do not `await` it inside the hook: the run waits for the hook, so it would never settle. Attach
   * a callback instead: `void stepOutcome.then((o) => { if (o === 'accepted') store(...) })`.
   */
  stepOutcome: Promise<StepOutcome>;
}

/** `processLLMResponse` returns nothing; the return value is reserved. */
export type ProcessLLMResponseResult = void | undefined;
