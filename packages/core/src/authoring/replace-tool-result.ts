import type { ProcessToolResultArgs } from '../processors/hooks/process-tool-result.js';

/**
 * Replaces the result of the tool call a `processToolResult` hook is looking at (a redacted copy, a
 * quarantine notice), keeping the call/result pair valid. The streamed `tool-result` chunk and
 * memory carry the replacement. For a failed call (`args.isError`), `result` replaces the error's
 * text and stays an error (the client's `tool-error` chunk carries it). Returns false when the call
 * is not in the list.
 *
 * @example
 * processToolResult(args) {
 *   replaceToolResult(args, '[removed by policy]');
 *   return args.messageList;
 * }
 */
export function replaceToolResult(
  args: Pick<ProcessToolResultArgs, 'messageList' | 'toolCallId' | 'toolName' | 'args' | 'isError'>,
  result: unknown,
): boolean {
  return args.messageList.updateToolInvocation({
    type: 'tool-invocation',
    toolInvocation: {
      state: 'result',
      toolCallId: args.toolCallId,
      toolName: args.toolName,
      args: args.args,
      result,
      ...(args.isError === true ? { isError: true } : {}),
    },
  });
}
