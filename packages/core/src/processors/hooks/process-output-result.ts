import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { FinishReason, StepResult, Usage } from '../../contract/step-result.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/** The resolved result `processOutputResult` inspects. */
export interface OutputResult {
  /** The accumulated text of every step. */
  text: string;
  usage: Usage;
  finishReason: FinishReason;
  steps: StepResult[];
  /** The structured output, when `structuredOutput` was requested. */
  object?: unknown;
}

/** Arguments of `processOutputResult`: runs once, after the last step. */
export interface ProcessOutputResultArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  /** The response messages generated in this run. */
  messages: StoredMessage[];
  messageList: MessageList;
  result: OutputResult;
}
