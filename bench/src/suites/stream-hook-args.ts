import type { ChunkType, HookContext, MessageList, ProcessOutputStreamArgs } from '@sluice/core';

/**
 * The arguments of one `processOutputStream` call, built field by field the way core's output
 * chain builds them. Not `{ ...ctx, part }`: on Node 20 a spread followed by more properties takes
 * about a microsecond (a hundred times Node 22's cost), which a per-chunk benchmark would measure
 * instead of the processor.
 */
export function streamHookArgs<TState extends object>(
  ctx: HookContext<TState>,
  part: ChunkType,
  streamParts: readonly ChunkType[],
  messageList: MessageList,
): ProcessOutputStreamArgs<TState> {
  return {
    part,
    streamParts,
    messageList,
    state: ctx.state,
    abort: ctx.abort,
    retryCount: ctx.retryCount,
    requestContext: ctx.requestContext,
    tracingContext: ctx.tracingContext,
    abortSignal: ctx.abortSignal,
    writer: ctx.writer,
    reportViolation: ctx.reportViolation,
  };
}

/** A text chunk of block `id` as a model stream makes it (a literal, for the same reason). */
export function textChunk(type: 'text-start' | 'text-end', id: string): ChunkType;
export function textChunk(type: 'text-delta', id: string, text: string): ChunkType;
export function textChunk(type: 'text-start' | 'text-delta' | 'text-end', id: string, text = ''): ChunkType {
  if (type === 'text-delta') return { runId: 'bench', from: 'AGENT', type, payload: { id, text } };
  return { runId: 'bench', from: 'AGENT', type, payload: { id } };
}
