import type { ChunkType, Processor, ProcessorState } from '@sluice/core';
import { ProcessorRunner, type OutputStreamChain } from '@sluice/core/host';
import { createMessageList } from '../driver/create-message-list.js';

/**
 * One request's output stream through core's `ProcessorRunner`, pushed one chunk at a time so a
 * check can look at what each chunk produced, or interleave several sessions.
 */
export class StreamSession {
  /** Every chunk that left the chain, in order. */
  readonly output: ChunkType[] = [];
  readonly runner: ProcessorRunner;
  readonly #chain: OutputStreamChain;
  readonly #processor: Processor;

  constructor(processor: Processor, runId = 'run-conformance') {
    this.#processor = processor;
    this.runner = new ProcessorRunner({ runId });
    this.runner.register([processor]);
    this.#chain = this.runner.createOutputStream([processor], {
      messageList: createMessageList(),
      sink: (chunk) => this.output.push(chunk),
    });
  }

  /** The chunks that entered the chain (the `streamParts` processors see). */
  get streamParts(): readonly ChunkType[] {
    return this.#chain.streamParts;
  }

  /** This request's state of the processor. */
  get state(): ProcessorState {
    return this.runner.stateOf(this.#processor.id);
  }

  /** Pushes one chunk; returns the chunks it made leave the chain. */
  async push(chunk: ChunkType): Promise<ChunkType[]> {
    const before = this.output.length;
    const pending = this.#chain.push(chunk);
    if (pending !== undefined) await pending;
    return this.output.slice(before);
  }

  /** Pushes every chunk in order; returns the whole output. */
  async pushAll(chunks: Iterable<ChunkType>): Promise<ChunkType[]> {
    for (const chunk of chunks) await this.push(chunk);
    return this.output;
  }
}

/** The whole output of `chunks` through a fresh session of `processor`. */
export function runSession(processor: Processor, chunks: Iterable<ChunkType>, runId?: string): Promise<ChunkType[]> {
  return new StreamSession(processor, runId).pushAll(chunks);
}
