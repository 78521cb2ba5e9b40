import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { SystemMessage } from '../../messages/system-message.js';
import type { StepResult } from '../../loop/step-result.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/**
 * Arguments of `processToolResult`: runs after each successful `tool.execute()`, before the result
 * joins the list. Replace the result with `messageList.updateToolInvocation`.
 */
export interface ProcessToolResultArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  messages: StoredMessage[];
  messageList: MessageList;
  stepNumber: number;
  toolName: string;
  toolCallId: string;
  /** The arguments the model passed. */
  args: unknown;
  /** What the tool returned (after earlier processors' replacements). */
  result: unknown;
  /** True for provider-executed tools (e.g. a provider's web search). */
  providerExecuted: boolean | undefined;
  systemMessages: SystemMessage[];
  steps: StepResult[];
}
