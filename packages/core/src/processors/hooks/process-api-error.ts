import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { StepResult } from '../../contract/step-result.js';
import type { SluiceLanguageModel } from '../../contract/language-model.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/**
 * Arguments of `processAPIError` (error processors): runs when the provider rejects the call with
 * a non-retryable error, or a retryable one after its own retries ran out, or fails mid-stream.
 */
export interface ProcessAPIErrorArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  /** The provider's error (usually an `APICallError`). */
  error: unknown;
  messages: StoredMessage[];
  /** Edit it to change the request before asking for a retry. */
  messageList: MessageList;
  stepNumber: number;
  steps: StepResult[];
  /** The model that rejected the call. */
  model: SluiceLanguageModel;
}

/** Return `{ retry: true }` (after fixing the request) to call the model again. */
export type ProcessAPIErrorResult = { retry: boolean } | void | undefined;
