import type { DataChunk } from '../../contract/chunk-type.js';
import type { ProcessorStreamWriter, StreamWriterOptions } from '../../contract/stream-writer.js';
import type { AbortFunction, ProcessorState, ViolationReport } from '../hooks/hook-context.js';
import type { ProcessorHookName } from '../hook-name.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { TripWire } from '../trip-wire.js';
import { describeValue } from './describe-value.js';

/** The runner's per-processor record for one request. */
export interface ProcessorSlot {
  readonly processor: Processor;
  /** Position in the request's combined processor list (first registration); never written onto the processor. */
  readonly index: number;
  readonly state: ProcessorState;
  readonly abort: AbortFunction;
  readonly writer: ProcessorStreamWriter;
  readonly reportViolation: (report: ViolationReport) => Promise<void>;
  /** The hook currently running (for `reportViolation` and the writer). */
  hook: ProcessorHookName;
}

/** What a slot's writer and `reportViolation` call back into. */
export interface SlotCallbacks {
  emitData(slot: ProcessorSlot, chunk: DataChunk, options?: StreamWriterOptions): Promise<void>;
  violation(processor: Processor, hook: ProcessorHookName, report: ViolationReport): Promise<void>;
}

interface StateEntry {
  state: ProcessorState;
  processor: Processor | undefined;
}

/**
 * Per-processor bookkeeping of one request: the state of each processor id, each processor's slot
 * and its position in the combined list. Kept here, never on the processor objects, so frozen
 * processors and instances shared by concurrent requests work.
 */
export class ProcessorSlots {
  readonly #states = new Map<string, StateEntry>();
  readonly #slots = new WeakMap<Processor, ProcessorSlot>();
  readonly #callbacks: SlotCallbacks;
  #nextIndex = 0;

  constructor(callbacks: SlotCallbacks) {
    this.#callbacks = callbacks;
  }

  /** Registers processors in order (positions of first occurrence), checking ids. */
  register(processors: readonly Processor[]): void {
    for (const processor of processors) {
      this.get(processor);
      this.#nextIndex++;
    }
  }

  /** The state object of the processor id (created on first use). */
  stateOf(processorId: string): ProcessorState {
    const entry = this.#states.get(processorId);
    if (entry !== undefined) return entry.state;
    const state: ProcessorState = {};
    this.#states.set(processorId, { state, processor: undefined });
    return state;
  }

  /**
   * The slot of a processor, created on first use.
   *
   * @throws ProcessorContractError for a missing id or two classes sharing an id.
   */
  get(processor: Processor): ProcessorSlot {
    const existing = this.#slots.get(processor);
    if (existing !== undefined) return existing;
    const id = (processor as { id?: unknown }).id;
    if (typeof id !== 'string' || id === '') {
      throw new ProcessorContractError({
        processorId: String(id),
        expected: 'a processor with a non-empty string id',
        received: describeValue(processor),
      });
    }
    let entry = this.#states.get(id);
    if (entry === undefined) {
      entry = { state: {}, processor };
      this.#states.set(id, entry);
    } else if (entry.processor === undefined) {
      entry.processor = processor;
    } else if (entry.processor.constructor !== processor.constructor) {
      throw new ProcessorContractError({
        processorId: id,
        expected: 'one processor class per id in a request (instances of one class share its state)',
        received: `${className(entry.processor)} and ${className(processor)}`,
      });
    }
    const callbacks = this.#callbacks;
    const slot: ProcessorSlot = {
      processor,
      index: this.#nextIndex,
      state: entry.state,
      hook: 'processInput',
      abort: (reason?: string, options?: { retry?: boolean; metadata?: unknown }): never => {
        throw new TripWire(reason ?? `aborted by processor ${id}`, options ?? {}, id);
      },
      writer: {
        custom: (chunk: DataChunk, options?: StreamWriterOptions) => callbacks.emitData(slot, chunk, options),
      },
      reportViolation: (report: ViolationReport) => callbacks.violation(processor, slot.hook, report),
    };
    this.#slots.set(processor, slot);
    return slot;
  }
}

function className(processor: Processor): string {
  const name = (processor.constructor as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name !== '' ? name : 'an anonymous class';
}
