import { MessageList } from '../messages/message-list.js';
import type { ChunkType, KnownChunk } from '../contract/chunk-type.js';
import type { RunContext } from './run-context.js';
import type { StepAccumulator } from './step-accumulator.js';

/** True for a `tool-result` chunk of a provider-executed tool (a result or an error). */
export function isProviderToolResult(chunk: ChunkType): chunk is KnownChunk<'tool-result'> {
  return chunk.type === 'tool-result' && chunk.payload.providerExecuted === true;
}

/**
 * Runs `processToolResult` over a provider-executed tool's result, or its error (`isError`), as the
 * model streams it, before its `tool-result` chunk enters the output processors: returns the chunk
 * carrying the value after the processors (so the client, the step's content, memory and the next
 * prompt get the replacement). The step's content only joins the list once the model call ends, so
 * the hooks get a copy of the list with the call added: a replacement made with
 * `messageList.updateToolInvocation` is read back from it, other edits to that copy are dropped.
 * Without a `processToolResult` in the output processors the chunk is returned as it is.
 */
export async function processProviderToolResult(
  ctx: RunContext,
  step: StepAccumulator,
  chunk: KnownChunk<'tool-result'>,
): Promise<ChunkType> {
  const processors = ctx.options.outputProcessors;
  if (!processors.some((processor) => processor.processToolResult !== undefined)) return chunk;
  const { toolCallId, toolName, result } = chunk.payload;
  const args = step.toolCalls.find((call) => call.toolCallId === toolCallId)?.args;
  const isError = chunk.payload.isError === true;
  const messageList = MessageList.deserialize(ctx.messageList.serialize());
  messageList.add(
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId, toolName, input: args, providerExecuted: true }] },
    'response',
  );
  const replaced = await ctx.runner.processToolResult(processors, {
    messageList,
    stepNumber: step.stepNumber,
    toolName,
    toolCallId,
    args,
    result,
    isError,
    providerExecuted: true,
    steps: ctx.steps,
  });
  return replaced === result ? chunk : { ...chunk, payload: { ...chunk.payload, result: replaced } };
}
