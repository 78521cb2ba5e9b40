import type { MessageList } from '../../messages/message-list.js';
import type { ChunkType } from '../../stream/chunk-type.js';
import type { Processor } from '../processor.js';
import type { ProcessorRunner, ProcessorSlot } from './processor-runner.js';
import { SKIPPED } from './skipped.js';
import { contractError } from './validate-result.js';

const STREAM_RETURNS = 'a chunk, an array of chunks, null or undefined';

/**
 * Runs `processOutputStream` over a stream, one chunk at a time: each chunk goes through the
 * processors in order; a returned chunk replaces it, an array emits each element (in order) through
 * the rest of the chain, `null`/`undefined` drops it. `data-*` chunks only reach processors with
 * `processDataParts: true`. What leaves the last processor goes to `sink`. Nothing reaches the sink
 * before every processor has passed it.
 */
export class OutputStreamChain {
  /** Every chunk that entered the chain, in order (what processors see as `streamParts`). */
  readonly streamParts: ChunkType[] = [];
  readonly #runner: ProcessorRunner;
  readonly #slots: ProcessorSlot[];
  readonly #messageList: MessageList;
  readonly #sink: (chunk: ChunkType) => void;

  constructor(
    runner: ProcessorRunner,
    processors: readonly Processor[],
    messageList: MessageList,
    sink: (chunk: ChunkType) => void,
  ) {
    this.#runner = runner;
    this.#slots = processors.filter((p) => p.processOutputStream !== undefined).map((p) => runner.slot(p));
    this.#messageList = messageList;
    this.#sink = sink;
  }

  /** Whether any processor implements `processOutputStream`. */
  get isEmpty(): boolean {
    return this.#slots.length === 0;
  }

  /**
   * Pushes one chunk through the chain. Returns `undefined` when it completed synchronously (no
   * processors), else a promise to await before pushing the next chunk.
   */
  push(chunk: ChunkType): Promise<void> | undefined {
    this.streamParts.push(chunk);
    if (this.#slots.length === 0) {
      this.#sink(chunk);
      return undefined;
    }
    return this.#run(chunk, 0, undefined);
  }

  /**
   * Pushes a `data-*` chunk emitted by `writer.custom()` through the processors that opted into
   * data parts, skipping the emitter itself.
   */
  pushData(chunk: ChunkType, emitter: Processor | undefined): Promise<void> {
    this.streamParts.push(chunk);
    return this.#run(chunk, 0, emitter);
  }

  async #run(chunk: ChunkType, from: number, skip: Processor | undefined): Promise<void> {
    const slots = this.#slots;
    const isData = chunk.type.startsWith('data-');
    let current = chunk;
    for (let i = from; i < slots.length; i++) {
      const slot = slots[i] as ProcessorSlot;
      const processor = slot.processor;
      if (processor === skip) continue;
      if (isData && processor.processDataParts !== true) continue;
      const runner = this.#runner;
      const result = await runner.execute(slot, 'processOutputStream', {
        part: current,
        streamParts: this.streamParts,
        messageList: this.#messageList,
        state: slot.state,
        abort: slot.abort,
        retryCount: runner.retryCount,
        requestContext: runner.requestContext,
        tracingContext: {},
        abortSignal: runner.abortSignal,
        writer: slot.writer,
        reportViolation: slot.reportViolation,
      });
      if (result === SKIPPED) continue;
      if (result === undefined || result === null) return;
      if (Array.isArray(result)) {
        for (const item of result as unknown[]) {
          if (!isChunk(item)) throw contractError(processor.id, 'processOutputStream', STREAM_RETURNS, item);
          await this.#run(item, i + 1, skip);
        }
        return;
      }
      if (!isChunk(result)) throw contractError(processor.id, 'processOutputStream', STREAM_RETURNS, result);
      current = result;
    }
    this.#sink(current);
  }
}

function isChunk(value: unknown): value is ChunkType {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
