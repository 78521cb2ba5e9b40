import {
  isDataChunk,
  type ChunkType,
  type MessageList,
  type Processor,
  type ProcessorState,
} from '@sluice/core';
import { createHookContext, type HookContextOptions, type TestHookContext } from '../hooks/create-hook-context.js';
import { createMessageList } from './create-message-list.js';

/** Options of `runOutputStream`. */
export interface RunOutputStreamOptions extends HookContextOptions {
  /** @default a fresh empty `MessageList` */
  messageList?: MessageList;
}

/** What a processor's `processOutputStream` made of a chunk sequence. */
export interface RunOutputStreamResult extends Omit<TestHookContext, 'context'> {
  /** The chunks the processor emitted, in order (data chunks it does not see pass through). */
  chunks: ChunkType[];
  /** The state object after the run. */
  state: ProcessorState;
}

/**
 * Drives `processor.processOutputStream` over `chunks` as one request's stream: one state object,
 * `streamParts` growing with every input chunk, `data-*` chunks passed around the processor unless
 * it sets `processDataParts`, returned arrays flattened in order, `null`/`undefined` dropped. An
 * `abort()` or a throw propagates. A processor without the hook passes every chunk through.
 *
 * @example
 * const { chunks } = await runOutputStream(new MyRedactor(), textStreamChunks('call 555-0100', 3));
 * expect(collectText(chunks)).toBe('call [PHONE]');
 */
export async function runOutputStream(
  processor: Processor,
  chunks: Iterable<ChunkType>,
  options: RunOutputStreamOptions = {},
): Promise<RunOutputStreamResult> {
  const hc = createHookContext({ processorId: processor.id, hook: 'processOutputStream', ...options });
  const messageList = options.messageList ?? createMessageList();
  const streamParts: ChunkType[] = [];
  const out: ChunkType[] = [];
  for (const part of chunks) {
    streamParts.push(part);
    if (processor.processOutputStream === undefined || (isDataChunk(part) && processor.processDataParts !== true)) {
      out.push(part);
      continue;
    }
    const result = await processor.processOutputStream({ ...hc.context, part, streamParts, messageList });
    if (Array.isArray(result)) out.push(...result);
    else if (result !== null && result !== undefined) out.push(result);
  }
  return {
    chunks: out,
    state: hc.context.state,
    violations: hc.violations,
    dataChunks: hc.dataChunks,
    aborts: hc.aborts,
  };
}
