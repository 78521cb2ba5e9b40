import type { MessageList, ProcessToolResultArgs, ToolInvocationPart } from '@sluice/core';
import type { PIIState } from '../pii-state.js';
import { hookContext } from './hook-context.js';

/** A message list that records `updateToolInvocation` calls, for calling `processToolResult` directly. */
export function recordingList(): { list: MessageList; updates: ToolInvocationPart[] } {
  const updates: ToolInvocationPart[] = [];
  const list = { updateToolInvocation: (part: ToolInvocationPart) => (updates.push(part), true) } as unknown as MessageList;
  return { list, updates };
}

/** `processToolResult` arguments for `result`, with a recording list; `extra` adds fields (e.g. `isError`). */
export function toolResultArgs(result: unknown, state: PIIState = {}, extra: Record<string, unknown> = {}) {
  const { list, updates } = recordingList();
  const ctx = hookContext(state);
  const args: ProcessToolResultArgs<PIIState> = {
    ...ctx,
    messages: [],
    messageList: list,
    stepNumber: 0,
    toolName: 'lookup',
    toolCallId: 'call-1',
    args: {},
    result,
    providerExecuted: undefined,
    systemMessages: [],
    steps: [],
    ...extra,
  };
  return { args, updates, violations: ctx.violations };
}
