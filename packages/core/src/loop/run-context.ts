import { MessageList, type ResponseMark } from '../messages/message-list.js';
import type { DataPart } from '../messages/stored-message.js';
import type { SystemMessagesSnapshot } from '../messages/system-message-store.js';
import type { StepOutcome } from '../processors/hooks/process-llm-response.js';
import type { Processor } from '../processors/processor.js';
import { ProcessorContractError } from '../processors/processor-contract-error.js';
import type { OutputStreamChain } from '../processors/runner/output-stream-chain.js';
import { ProcessorRunner } from '../processors/runner/processor-runner.js';
import type { StepSettings } from '../processors/runner/step-settings.js';
import { TripWire } from '../processors/trip-wire.js';
import { ProcessorError } from '../processors/processor-error.js';
import type { ProcessorHookName } from '../processors/hook-name.js';
import type { ProcessorStreamWriter } from '../contract/stream-writer.js';
import type { ChunkBuffer } from '../stream/chunk-buffer.js';
import { isDataChunk, isWrittenDataChunk, type ChunkPayloads, type ChunkType, type DataChunk, type KnownChunkTypeName } from '../contract/chunk-type.js';
import type { RunOptions } from './run-options.js';
import type { StepAccumulator } from './step-accumulator.js';
import type { StepResult, Usage } from '../contract/step-result.js';
import { emptyUsage } from '../model/model-usage.js';

/** The last accepted step of a run, kept so that a retry from the final `finish` can reject it. @internal */
export interface LastStep {
  stepNumber: number;
  /** Response position at the start of the step. */
  mark: ResponseMark;
  settle: (outcome: StepOutcome) => void;
  accumulator: StepAccumulator;
}

/** Where the run is, for the persistence rules. */
export type RunPhase = 'input' | 'step-input' | 'step-output' | 'result';

/** Tag of the system messages that carry retry feedback. */
export const RETRY_FEEDBACK_TAG = 'sluice:retry-feedback';

/** The mutable state of one run, shared by the loop's phases. @internal */
export class RunContext {
  readonly options: RunOptions;
  readonly runId: string;
  readonly runner: ProcessorRunner;
  readonly messageList: MessageList;
  readonly buffer: ChunkBuffer;
  readonly chain: OutputStreamChain;
  readonly signal: AbortSignal;
  readonly steps: StepResult[] = [];
  /**
   * The processors whose `processAPIError` runs on a provider failure: those of the input, output
   * and error arrays, in that order, each instance once (as Mastra runs it wherever it is registered).
   */
  readonly apiErrorProcessors: readonly Processor[];
  /** Whether any input processor implements `processLLMResponse` (then model chunks are recorded). */
  readonly recordChunks: boolean;
  readonly toolWriter: ProcessorStreamWriter;
  /** The accumulator of the step in progress; data chunks outside a step go to `looseData`. */
  step: StepAccumulator | undefined;
  readonly looseData: DataPart[] = [];
  /** When set, chunks leaving the output processors are held here (end of run). */
  held: ChunkType[] | undefined;
  usage: Usage = emptyUsage();
  phase: RunPhase = 'input';
  /** Response position at the start of the current step, and of the run. */
  stepMark: ResponseMark | undefined;
  runMark: ResponseMark | undefined;
  /** Number of accepted steps when the current step started. */
  stepStart = 0;
  /**
   * The hook running while an abort may retry the step (`processOutputStream` on the step's chunks,
   * `processOutputStep`, `processToolResult`), named in the warning when no retry is left;
   * `undefined` elsewhere (an abort blocks).
   */
  retryHook: ProcessorHookName | undefined;
  /** Ids of tool calls whose arguments were not valid JSON. */
  readonly invalidArgs = new Set<string>();
  /** The system messages at the start of the run (after processInput), restored at each step. */
  initialSystem: SystemMessagesSnapshot | undefined;
  /** The last accepted step, which a retry from the final `finish` chunk runs again. */
  lastStep: LastStep | undefined;
  /** The settings of the last step (for structured output). */
  lastSettings: StepSettings | undefined;
  /** Set by the tool phase: receives a processor's abort or failure on a chunk a tool wrote. */
  onToolWriterFailure: ((error: unknown) => void) | undefined;
  readonly #outcomes: ((outcome: StepOutcome) => void)[] = [];
  #queue: Promise<void> = Promise.resolve();
  readonly #stop: AbortController;

  constructor(options: RunOptions, buffer: ChunkBuffer) {
    this.options = options;
    this.runId = options.runId;
    this.buffer = buffer;
    this.#stop = new AbortController();
    this.signal =
      options.abortSignal === undefined ? this.#stop.signal : AbortSignal.any([options.abortSignal, this.#stop.signal]);
    this.runner = new ProcessorRunner({
      runId: options.runId,
      requestContext: options.requestContext,
      abortSignal: this.signal,
      ...(options.tracer === undefined ? {} : { tracer: options.tracer }),
      onData: (chunk, emitter) => this.emitData(chunk, emitter.processor),
    });
    this.runner.register([...options.inputProcessors, ...options.outputProcessors, ...options.errorProcessors]);
    this.apiErrorProcessors = apiErrorProcessors(options);
    this.recordChunks = options.inputProcessors.some((p) => p.processLLMResponse !== undefined);
    this.messageList = new MessageList({
      ...(options.memory === undefined ? {} : { threadId: options.memory.threadId }),
      ...(options.memory?.resourceId === undefined ? {} : { resourceId: options.memory.resourceId }),
    });
    this.chain = this.runner.createOutputStream(options.outputProcessors, {
      messageList: this.messageList,
      sink: this.#sink.bind(this),
    });
    this.toolWriter = {
      custom: (chunk) =>
        this.serial(() => this.emitData(chunk, undefined)).catch((error: unknown) => {
          // A processor's abort (or failure) on a tool's chunk ends the run, not just the tool's call.
          if (TripWire.isInstance(error) || ProcessorError.isInstance(error)) this.onToolWriterFailure?.(error);
          throw error;
        }),
    };
  }

  /** A chunk of this run. */
  chunk<T extends KnownChunkTypeName>(type: T, payload: ChunkPayloads[T]): ChunkType {
    return { type, runId: this.runId, from: 'AGENT', payload } as ChunkType;
  }

  /** Sends a chunk through the output processors. */
  async push(chunk: ChunkType): Promise<void> {
    const pending = this.chain.push(chunk);
    if (pending !== undefined) await pending;
  }

  /**
   * Runs `task` after every task queued before it: chunks from concurrent tool calls (their results
   * and their writers' data) enter the output processors one at a time.
   */
  serial(task: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(task);
    this.#queue = run.then(noop, noop);
    return run;
  }

  /** Sends a chunk straight to the client (run bookkeeping: errors, tripwires, retries). */
  emit(chunk: ChunkType): void {
    this.buffer.push(chunk);
  }

  /** A `writer.custom()` chunk from a processor (`emitter`) or a tool. */
  async emitData(chunk: DataChunk, emitter: Processor | undefined): Promise<void> {
    if (!isWrittenDataChunk(chunk)) {
      throw new ProcessorContractError({
        processorId: emitter?.id ?? 'tool',
        expected: 'writer.custom() with a chunk whose type starts with "data-"',
        received: (chunk as unknown) === null ? 'null' : typeof chunk,
      });
    }
    await this.chain.pushData({ ...chunk, runId: this.runId, from: 'AGENT' }, emitter);
  }

  /**
   * A plain text delta straight from the model, on a run with no output stream processors (the
   * per-chunk fast path: no chain, no field check in the buffer).
   */
  sinkPlainDelta(chunk: ChunkType): void {
    const step = this.step;
    if (step !== undefined) step.add(chunk);
    if (this.held !== undefined) this.held.push(chunk);
    else this.buffer.push(chunk, true);
  }

  #sink(chunk: ChunkType): void {
    // Internal: for the output processors only (see ChunkPayloads['model-response-end']).
    if (chunk.type === 'model-response-end') return;
    const step = this.step;
    if (step !== undefined) step.add(chunk);
    else if (isDataChunk(chunk) && chunk.transient !== true) {
      const part: DataPart = { type: chunk.type, data: chunk.data };
      if (chunk.id !== undefined) part.id = chunk.id;
      this.looseData.push(part);
    }
    if (this.held !== undefined) this.held.push(chunk);
    else this.buffer.push(chunk);
  }

  /** A promise of a step's outcome, resolved when the run settles (or at once on a retry). */
  stepOutcome(): { promise: Promise<StepOutcome>; settle: (outcome: StepOutcome) => void } {
    let resolve: (outcome: StepOutcome) => void = noop;
    const promise = new Promise<StepOutcome>((r) => {
      resolve = r;
    });
    let done = false;
    const settle = (outcome: StepOutcome) => {
      if (done) return;
      done = true;
      resolve(outcome);
    };
    this.#outcomes.push(settle);
    return { promise, settle };
  }

  /** Resolves every pending step outcome. */
  settleOutcomes(outcome: StepOutcome): void {
    for (const settle of this.#outcomes) settle(outcome);
  }

  /** Stops whatever is still running (after the run settled). */
  stop(): void {
    this.#stop.abort(settledReason());
  }

  /**
   * Counts a processor-requested retry of the step (`ProcessorRunner.takeRetry`), or, when
   * `maxProcessorRetries` is reached, throws `wire` (the run blocks; the runner recorded a warning).
   */
  takeRetry(wire: TripWire, hook: ProcessorHookName = 'processOutputStep'): void {
    if (!this.runner.takeRetry({ processorId: wire.processorId ?? 'unknown', hook, maxRetries: this.options.maxProcessorRetries })) throw wire;
  }

  /** Adds the step feedback system message for a retry. */
  addRetryFeedback(reason: string): void {
    this.messageList.addSystem(reason, RETRY_FEEDBACK_TAG);
  }
}

/** Every processor implementing `processAPIError`, input then output then error array, each instance once. */
export function apiErrorProcessors(lists: Pick<RunOptions, 'inputProcessors' | 'outputProcessors' | 'errorProcessors'>): Processor[] {
  const all = [...lists.inputProcessors, ...lists.outputProcessors, ...lists.errorProcessors];
  return [...new Set(all)].filter((p) => p.processAPIError !== undefined);
}

function noop(): void {
  // placeholder until the promise executor runs
}

/**
 * The reason a settled run's signal is aborted with. Its stack is formatted at once: an error's
 * unformatted stack keeps its frames' receivers (this run, its buffer and every chunk) alive for
 * as long as anything holds the signal, such as a model that records its calls or a long-lived
 * `abortSignal` the caller passed to every run.
 */
function settledReason(): DOMException {
  const reason = new DOMException('The run has settled.', 'AbortError');
  // The formatted text replaces the lazy stack, and with it the frames it kept.
  return Object.defineProperty(reason, 'stack', { value: reason.stack, writable: true, configurable: true });
}

