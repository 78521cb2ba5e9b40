import type { MessageList } from '../../messages/message-list.js';
import type { ChunkType } from '../../contract/chunk-type.js';
import type { HookContext, ProcessorState } from './hook-context.js';

/** Arguments of `processOutputStream`: runs for each chunk, in order. */
export interface ProcessOutputStreamArgs<TState extends object = ProcessorState>
  extends HookContext<TState> {
  /** The current chunk. */
  part: ChunkType;
  /** Every chunk seen so far in this stream (read-only). */
  streamParts: readonly ChunkType[];
  messageList: MessageList;
}

/**
 * A chunk to emit, an array of chunks (emitted in order, each through the rest of the chain), or
 * `null` / `undefined` to drop the chunk.
 */
export type ProcessOutputStreamResult = ChunkType | ChunkType[] | null | undefined | void;
