import { MessageList, type HookContext, type ProcessToolResultArgs } from '@sluice/core';

/** What `processToolResult` receives besides the hook context (spread a `createHookContext()` context in). */
export type ToolResultCallArgs = Omit<ProcessToolResultArgs, keyof HookContext>;

/** A `processToolResult` call to make, and the results the processor wrote back through its message list. */
export interface ToolResultCall {
  /** The hook's arguments, with a fresh `MessageList`. */
  args: ToolResultCallArgs;
  /** Every result the processor put in place with `messageList.updateToolInvocation` (or `replaceToolResult`), in order. */
  updates: unknown[];
}

/** Which call the result belongs to. */
export interface ToolResultCallOptions {
  /** @default 'fetchPage' */
  toolName?: string;
  /** @default 'call-1' */
  toolCallId?: string;
  /** The call's arguments. @default { url: 'https://example.com' } */
  args?: unknown;
  /**
   * Builds a failed call (`isError: true`): `result` is then the error's text (a thrown error's
   * message), as the `Agent` passes it.
   * @default false
   */
  isError?: boolean;
}

/**
 * Builds the arguments of one `processToolResult` call for `result`, recording the results the
 * processor writes back, so a test can check what replaced the tool's output. With
 * `{ isError: true }` it is a failed call and `result` the error's text.
 *
 * @example
 * const { args, updates } = toolResultCall({ owner: 'bob@corp.example' });
 * await processor.processToolResult({ ...createHookContext().context, ...args });
 * expect(updates).toEqual([{ owner: '[EMAIL]' }]);
 *
 * const failed = toolResultCall('no account for bob@corp.example', { isError: true });
 */
export function toolResultCall(result: unknown, options: ToolResultCallOptions = {}): ToolResultCall {
  const toolName = options.toolName ?? 'fetchPage';
  const toolCallId = options.toolCallId ?? 'call-1';
  const args = options.args ?? { url: 'https://example.com' };
  const isError = options.isError === true;
  const messageList = new MessageList();
  const updates: unknown[] = [];
  const update = messageList.updateToolInvocation.bind(messageList);
  messageList.updateToolInvocation = (part) => {
    updates.push(part.toolInvocation.result);
    return update(part);
  };
  return {
    args: {
      stepNumber: 0,
      toolName,
      toolCallId,
      args,
      result,
      isError,
      providerExecuted: undefined,
      systemMessages: [],
      steps: [],
      messages: [],
      messageList,
    },
    updates,
  };
}
