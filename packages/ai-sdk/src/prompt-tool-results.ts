import type { MessageList, Processor, ToolInvocationPart } from '@sluice/core';
import type { ProcessorRunner } from '@sluice/core/host';

/** The settled tool calls of a list, in prompt order. */
function settledToolCalls(list: MessageList): ToolInvocationPart[] {
  const calls: ToolInvocationPart[] = [];
  for (const message of list.get.all.db()) {
    for (const part of message.content.parts) {
      if (part.type === 'tool-invocation' && part.toolInvocation.state === 'result') calls.push(part);
    }
  }
  return calls;
}

/**
 * Runs `processToolResult` over every tool result (and tool error) already in a call's prompt, as
 * `processInputPerCall` asks: a plain AI SDK call carries the results of earlier steps in its
 * prompt, and no agent loop ran the hook when they were produced. Replacements are written into
 * `list` (the prompt is rebuilt from it), so a redacted result is what the provider gets. Calls
 * without a result, such as pending approvals, are left alone.
 */
export async function processPromptToolResults(
  runner: ProcessorRunner,
  processors: readonly Processor[],
  list: MessageList,
): Promise<void> {
  if (!processors.some((processor) => processor.processToolResult !== undefined)) return;
  for (const part of settledToolCalls(list)) {
    const { toolCallId, toolName, args, result, isError, step } = part.toolInvocation;
    await runner.processToolResult(processors, {
      messageList: list,
      stepNumber: step ?? 0,
      toolName,
      toolCallId,
      args,
      result,
      isError: isError === true,
      providerExecuted: part.providerExecuted,
      steps: [],
    });
  }
}
