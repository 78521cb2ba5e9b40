import { createHookContext, makeChunk, runOutputStream, textStreamChunks, type TextSplits } from '@sluice/conformance';
import { MessageList, type ChunkType, type Processor, type StepResult, type StoredMessage } from '@sluice/core';

/** A stored user message with one text part. */
export function userMessage(id: string, text: string): StoredMessage {
  return { id, role: 'user', createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text }] } };
}

/** Hook context of `processorId` with its recorded violations and aborts. */
export function hook(processorId: string, name: 'processInput' | 'processToolResult' | 'processOutputStream' = 'processInput') {
  return createHookContext({ processorId, hook: name });
}

/** The fixed fields of a `processToolResult` call. */
export function toolResultArgs(result: unknown) {
  const messageList = new MessageList();
  const updates: unknown[] = [];
  const original = messageList.updateToolInvocation.bind(messageList);
  messageList.updateToolInvocation = (part) => {
    updates.push(part.toolInvocation.result);
    return original(part);
  };
  return {
    args: {
      stepNumber: 0,
      toolName: 'fetchPage',
      toolCallId: 'call-1',
      args: { url: 'https://example.com' },
      result,
      providerExecuted: undefined,
      systemMessages: [],
      steps: [] as StepResult[],
      messages: [],
      messageList,
    },
    updates,
  };
}

/** Streams `text` through `processor` in pieces of `splits`; returns the text and what left the chain. */
export async function streamText(processor: Processor, text: string, splits: TextSplits) {
  const result = await runOutputStream(processor, textStreamChunks(text, splits));
  return { ...result, text: joinText(result.chunks, 'text-delta') };
}

/** Joins the deltas of one channel. */
export function joinText(chunks: readonly ChunkType[], type: 'text-delta' | 'reasoning-delta'): string {
  let out = '';
  for (const chunk of chunks) if (chunk.type === type) out += (chunk.payload as { text: string }).text;
  return out;
}

/** A reasoning block of `pieces`, then a finish. */
export function reasoningChunks(pieces: readonly string[]): ChunkType[] {
  return [
    makeChunk('reasoning-start', { id: 'r0' }),
    ...pieces.map((text) => makeChunk('reasoning-delta', { id: 'r0', text })),
    makeChunk('reasoning-end', { id: 'r0' }),
  ];
}
