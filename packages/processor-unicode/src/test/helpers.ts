import { collectText, createHookContext, reasoningChunks as kitReasoningChunks, runOutputStream, textStreamChunks, toolResultCall, type TextSplits } from '@sluice/conformance';
import type { ChunkType, Processor, StoredMessage } from '@sluice/core';

/** A stored user message with one text part. */
export function userMessage(id: string, text: string): StoredMessage {
  return { id, role: 'user', createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text }] } };
}

/** Hook context of `processorId` with its recorded violations and aborts. */
export function hook(processorId: string, name: 'processInput' | 'processToolResult' | 'processOutputStream' = 'processInput') {
  return createHookContext({ processorId, hook: name });
}

/** The fixed fields of a `processToolResult` call (the kit's `toolResultCall`). */
export const toolResultArgs = (result: unknown) => toolResultCall(result);

/** Streams `text` through `processor` in pieces of `splits`; returns the text and what left the chain. */
export async function streamText(processor: Processor, text: string, splits: TextSplits) {
  const result = await runOutputStream(processor, textStreamChunks(text, splits));
  return { ...result, text: collectText(result.chunks) };
}

/** Joins the deltas of one channel (the kit's `collectText`). */
export const joinText = (chunks: readonly ChunkType[], type: 'text-delta' | 'reasoning-delta'): string => collectText(chunks, type);

/** A reasoning block of `pieces`. */
export const reasoningChunks = (pieces: readonly string[]): ChunkType[] => kitReasoningChunks(pieces, { id: 'r0' });
