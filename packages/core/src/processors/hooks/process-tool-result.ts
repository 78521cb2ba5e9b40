import type { MessageList } from '../../messages/message-list.js';
import type { StoredMessage } from '../../messages/stored-message.js';
import type { SystemMessage } from '../../messages/system-message.js';
import type { StepResult } from '../../contract/step-result.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/**
 * Arguments of `processToolResult`: runs after each tool call settles (a result, or a failure:
 * see `isError`), before the outcome joins the list. Replace the result (or the error's text) with
 * `messageList.updateToolInvocation` (or `replaceToolResult`); the replacement is what the model,
 * the client's `tool-result` / `tool-error` chunk and memory get.
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
  /**
   * What the tool returned (after earlier processors' replacements). When `isError` is true, the
   * error's text instead: the thrown error's message string (or the tool error the provider
   * reported), to be judged and replaced like a result.
   */
  result: unknown;
  /**
   * True when the call failed (the tool threw, was unknown, got invalid arguments, or a
   * provider-executed tool reported an error): `result` is then the error's text, and a
   * replacement made with `messageList.updateToolInvocation` stays an error (the client gets it in
   * its `tool-error` chunk). The runner always sets it; optional only so that arguments built by
   * hand before it existed stay valid (absent means false).
   */
  isError?: boolean;
  /** True for provider-executed tools (e.g. a provider's web search). */
  providerExecuted: boolean | undefined;
  systemMessages: SystemMessage[];
  steps: StepResult[];
}
