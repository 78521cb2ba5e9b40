import { safeValidateTypes, type ModelMessage, type Tool } from '@ai-sdk/provider-utils';
import type { RequestContext } from '../contract/request-context.js';
import type { ProcessorStreamWriter } from '../contract/stream-writer.js';
import type { SluiceToolRuntime } from './create-tool.js';

/** The outcome of one tool call: a result, or an error the model will see. */
export type ToolCallOutcome =
  | { kind: 'result'; result: unknown }
  | { kind: 'error'; error: string }
  /** The tool has no `execute` (client-side): the loop stops and leaves the call to the client. */
  | { kind: 'no-execute' };

/** Options of `executeToolCall`. */
export interface ExecuteToolCallOptions {
  tool: Tool | undefined;
  toolName: string;
  toolCallId: string;
  /** Parsed arguments, or the raw text when it was not valid JSON. */
  args: unknown;
  /** False when the model's argument text was not valid JSON. */
  argsParsed: boolean;
  abortSignal: AbortSignal | undefined;
  requestContext: RequestContext;
  writer: ProcessorStreamWriter;
  messages: ModelMessage[];
}

/**
 * Validates a tool call's arguments against the tool's input schema and executes it. Unknown tools,
 * invalid arguments and throwing tools become `{ kind: 'error' }` outcomes (the model sees them as a
 * tool error); only cancellation propagates.
 */
export async function executeToolCall(options: ExecuteToolCallOptions): Promise<ToolCallOutcome> {
  const { tool } = options;
  if (tool === undefined) return { kind: 'error', error: `Unknown tool "${options.toolName}".` };
  if (!options.argsParsed) {
    return { kind: 'error', error: `Invalid arguments for tool "${options.toolName}": not valid JSON.` };
  }
  const validated = await safeValidateTypes({ value: options.args, schema: tool.inputSchema });
  if (!validated.success) {
    return {
      kind: 'error',
      error: `Invalid arguments for tool "${options.toolName}": ${validated.error.message}`,
    };
  }
  const execute = tool.execute as
    | ((input: unknown, opts: Record<string, unknown>) => unknown)
    | undefined;
  if (execute === undefined) return { kind: 'no-execute' };
  const runtime: SluiceToolRuntime = { requestContext: options.requestContext, writer: options.writer };
  try {
    let output = execute.call(tool, validated.value, {
      toolCallId: options.toolCallId,
      messages: options.messages,
      abortSignal: options.abortSignal,
      experimental_context: runtime,
    });
    if (isAsyncIterable(output)) {
      let last: unknown;
      for await (const value of output) last = value;
      output = last;
    } else {
      output = await output;
    }
    return { kind: 'result', result: output };
  } catch (error) {
    if (options.abortSignal?.aborted === true) throw error;
    return { kind: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
