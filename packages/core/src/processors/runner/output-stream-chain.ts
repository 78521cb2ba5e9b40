import type { MessageList } from '../../messages/message-list.js';
import type { ChunkType } from '../../contract/chunk-type.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { needsPassThroughRecord, returnedChunkProblem } from './chunk-contract.js';
import type { HookExecutor } from './hook-executor.js';
import type { ProcessorSlot } from './processor-slots.js';
import { SKIPPED } from './skipped.js';
import { contractError } from './validate-result.js';

const STREAM_RETURNS = 'a chunk, an array of chunks, null or undefined';

/**
 * Mastra's way for a `processOutputStream` to emit a second part for one chunk: it returns the
 * first and leaves the second in `state[REPROCESS_PART_KEY]`; the runner sends the parked part
 * through the whole chain right after (BatchParts parks the `text-end` that made it flush).
 */
export const REPROCESS_PART_KEY = '__mastraReprocessPart';

/** Parked parts re-sent for one chunk before the chain calls it a loop. */
const MAX_REPROCESSED = 1000;

/**
 * Runs `processOutputStream` over a stream, one chunk at a time: each chunk goes through the
 * processors in order; a returned chunk replaces it, an array emits each element (in order) through
 * the rest of the chain, `null`/`undefined` drops it. A part parked Mastra's way in
 * `state[REPROCESS_PART_KEY]` goes through the whole chain once the chunk is done (parks taken in
 * processor order). `data-*` chunks only reach processors with `processDataParts: true`. What
 * leaves the last processor goes to `sink`. Nothing reaches the sink before every processor has
 * passed it.
 */
export class OutputStreamChain {
  /** Every chunk that entered the chain, in order (what processors see as `streamParts`; empty without processors). */
  readonly streamParts: ChunkType[] = [];
  /** The smallest `streamIdleTickMs` of the chain's processors (undefined: no idle ticks). */
  readonly idleTickMs: number | undefined;
  readonly #executor: HookExecutor;
  readonly #slots: ProcessorSlot[];
  readonly #messageList: MessageList;
  readonly #sink: (chunk: ChunkType) => void;
  /** Chunks that entered the chain whose shape core cannot check (control and unknown types): a processor may pass them on. */
  readonly #entered = new WeakSet<object>();

  constructor(
    executor: HookExecutor,
    processors: readonly Processor[],
    messageList: MessageList,
    sink: (chunk: ChunkType) => void,
  ) {
    this.#executor = executor;
    this.#slots = processors.filter((p) => p.processOutputStream !== undefined).map((p) => executor.slot(p));
    let tick: number | undefined;
    for (const slot of this.#slots) {
      const ms = slot.processor.streamIdleTickMs;
      if (typeof ms === 'number' && ms > 0 && (tick === undefined || ms < tick)) tick = ms;
    }
    this.idleTickMs = tick;
    this.#messageList = messageList;
    this.#sink = sink;
  }

  /** Whether any processor implements `processOutputStream`. */
  get isEmpty(): boolean {
    return this.#slots.length === 0;
  }

  /**
   * Pushes one chunk through the chain. Returns `undefined` when it completed synchronously (every
   * hook was synchronous), else a promise to await before pushing the next chunk. Call it from an
   * async function: a synchronous hook's `TripWire` or error is thrown synchronously.
   */
  push(chunk: ChunkType): Promise<void> | undefined {
    if (this.#slots.length === 0) {
      // No processor reads streamParts: do not retain the chunk.
      this.#sink(chunk);
      return undefined;
    }
    this.#enter(chunk);
    return this.#runAndReprocess(chunk, undefined);
  }

  /** Records a chunk entering the chain: `streamParts`, and the chunks processors may pass on unchecked. */
  #enter(chunk: ChunkType): void {
    this.streamParts.push(chunk);
    const type = chunk.type;
    if (type !== 'text-delta' && needsPassThroughRecord(type)) this.#entered.add(chunk);
  }

  /**
   * Pushes a `data-*` chunk emitted by `writer.custom()` through the processors that opted into
   * data parts, skipping the emitter itself.
   */
  async pushData(chunk: ChunkType, emitter: Processor | undefined): Promise<void> {
    this.streamParts.push(chunk);
    await this.#runAndReprocess(chunk, emitter);
  }

  /**
   * Runs `chunk` through the chain, then every part the processors parked meanwhile. When the chunk
   * ends in an abort or an error, parked parts are dropped with it (a retried step starts clean).
   */
  #runAndReprocess(chunk: ChunkType, skip: Processor | undefined): Promise<void> | undefined {
    try {
      const pending = this.#run(chunk, 0, skip);
      const rest = pending === undefined ? this.#reprocess(skip, 0) : pending.then(() => this.#reprocess(skip, 0));
      return rest?.catch((error: unknown) => {
        this.#dropParked();
        throw error;
      });
    } catch (error) {
      this.#dropParked();
      throw error;
    }
  }

  #dropParked(): void {
    for (const slot of this.#slots) Reflect.deleteProperty(slot.state, REPROCESS_PART_KEY);
  }

  /** Sends parked parts through the whole chain, in processor order, until none is left. */
  #reprocess(skip: Processor | undefined, done: number): Promise<void> | undefined {
    for (let count = done; ; count++) {
      const parked = this.#takeParked();
      if (parked === undefined) return undefined;
      if (count >= MAX_REPROCESSED) {
        throw contractError(parked.processor.id, 'processOutputStream', `at most ${MAX_REPROCESSED} parts parked in state.${REPROCESS_PART_KEY} per chunk`, 'more');
      }
      const pending = this.#run(parked.part, 0, skip);
      if (pending !== undefined) return pending.then(() => this.#reprocess(skip, count + 1));
    }
  }

  /** The first part parked in a processor's state (removed from it), if any. */
  #takeParked(): { part: ChunkType; processor: Processor } | undefined {
    for (const slot of this.#slots) {
      const state = slot.state;
      const part = state[REPROCESS_PART_KEY];
      if (part === undefined || part === null) continue;
      Reflect.deleteProperty(state, REPROCESS_PART_KEY);
      this.#check(slot.processor, part, undefined);
      return { part: part as ChunkType, processor: slot.processor };
    }
    return undefined;
  }

  /**
   * Runs `chunk` through processors `from`..end. Synchronous while the hooks are (the common case,
   * no promise per chunk); switches to `#resume` at the first hook that returns a promise.
   */
  #run(chunk: ChunkType, from: number, skip: Processor | undefined): Promise<void> | undefined {
    const slots = this.#slots;
    const isData = chunk.type.startsWith('data-');
    let current = chunk;
    for (let i = from; i < slots.length; i++) {
      const slot = slots[i] as ProcessorSlot;
      const processor = slot.processor;
      if (processor === skip) continue;
      if (isData && processor.processDataParts !== true) continue;
      const result = this.#invoke(slot, current);
      if (result instanceof Promise) return this.#resume(result, current, i, skip);
      if (result === SKIPPED) continue;
      if (result === undefined || result === null) return undefined;
      if (Array.isArray(result)) return this.#release(processor, result as unknown[], 0, i, skip);
      if (result !== current) this.#check(processor, result, current);
      current = result as ChunkType;
    }
    this.#sink(current);
    return undefined;
  }

  async #resume(pending: Promise<unknown>, input: ChunkType, index: number, skip: Processor | undefined): Promise<void> {
    const processor = (this.#slots[index] as ProcessorSlot).processor;
    const result = await pending;
    let next: ChunkType;
    if (result === SKIPPED) next = input;
    else if (result === undefined || result === null) return;
    else if (Array.isArray(result)) {
      await this.#release(processor, result as unknown[], 0, index, skip);
      return;
    } else {
      if (result !== input) this.#check(processor, result, input);
      next = result as ChunkType;
    }
    await this.#run(next, index + 1, skip);
  }

  /** Emits released chunks `from`.. in order, each through the processors after `index`. */
  #release(processor: Processor, items: unknown[], from: number, index: number, skip: Processor | undefined): Promise<void> | undefined {
    for (let k = from; k < items.length; k++) {
      const item = items[k];
      this.#check(processor, item, undefined);
      const pending = this.#run(item as ChunkType, index + 1, skip);
      if (pending !== undefined) return this.#releaseRest(processor, items, k + 1, index, skip, pending);
    }
    return undefined;
  }

  async #releaseRest(
    processor: Processor,
    items: unknown[],
    from: number,
    index: number,
    skip: Processor | undefined,
    pending: Promise<void>,
  ): Promise<void> {
    await pending;
    await this.#release(processor, items, from, index, skip);
  }

  /**
   * Throws a {@link ProcessorContractError} unless `value` is an acceptable chunk for `processor`
   * to return: see `returnedChunkProblem` (its payload matches its type; control and unknown
   * chunks only as received). `received` is the chunk the processor was given, always acceptable.
   */
  #check(processor: Processor, value: unknown, received: ChunkType | undefined): void {
    if (value === received) return;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw contractError(processor.id, 'processOutputStream', STREAM_RETURNS, value);
    }
    const problem = returnedChunkProblem(value, this.#entered);
    if (problem === undefined) return;
    throw new ProcessorContractError({ processorId: processor.id, hook: 'processOutputStream', ...problem });
  }

  #invoke(slot: ProcessorSlot, part: ChunkType): unknown {
    const executor = this.#executor;
    return executor.execute(slot, 'processOutputStream', {
      part,
      streamParts: this.streamParts,
      messageList: this.#messageList,
      state: slot.state,
      abort: slot.abort,
      retryCount: executor.retryCount,
      requestContext: executor.requestContext,
      tracingContext: {},
      abortSignal: executor.abortSignal,
      writer: slot.writer,
      reportViolation: slot.reportViolation,
    });
  }
}
