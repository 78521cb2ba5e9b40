import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { SystemMessage } from '../../messages/system-message.js';
import type {
  FinishReason,
  StepResult,
  ToolCallInfo,
  Usage,
} from '../../contract/step-result.js';
import type { ProviderMetadata } from '../../contract/language-model.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/** Arguments of `processOutputStep`: runs after each model response, before tools. */
export interface ProcessOutputStepArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  /** Every message, including this step's response. */
  messages: StoredMessage[];
  messageList: MessageList;
  stepNumber: number;
  finishReason: FinishReason;
  providerMetadata: ProviderMetadata | undefined;
  toolCalls: ToolCallInfo[];
  /** Text generated in this step. */
  text: string;
  usage: Usage;
  systemMessages: SystemMessage[];
  /** Every step so far, including this one. */
  steps: StepResult[];
}

/**
 * What message-phase hooks may return: the same `MessageList` (edited in place), messages to
 * upsert, or nothing.
 */
export type ProcessorMessageResult = MessageList | StoredMessage[] | void | undefined;
