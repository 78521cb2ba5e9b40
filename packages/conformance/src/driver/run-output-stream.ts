import {
  RequestContext,
  type ChunkType,
  type DataChunk,
  type MessageList,
  type Processor,
  type ProcessorState,
  type ProcessorViolation,
  type ProcessorWarning,
} from '@sluice/core';
import { ProcessorRunner } from '@sluice/core/host';
import { TEST_RUN_ID, makeChunk } from '../chunks/make-chunk.js';
import { createMessageList } from './create-message-list.js';

/** Options of `runOutputStream`. */
export interface RunOutputStreamOptions {
  /** @default a fresh empty `MessageList` */
  messageList?: MessageList;
  /** @default an empty `RequestContext` */
  requestContext?: RequestContext;
  abortSignal?: AbortSignal;
  /** @default 0 */
  retryCount?: number;
  /** @default `run-test` */
  runId?: string;
  /**
   * After the last chunk, push core's internal `model-response-end` marker, as the `Agent` and the
   * AI SDK middleware do when a model response ends, so text a processor holds back across blocks
   * (`TextHoldBack`) is released. It is not pushed when the last chunk already ends the response
   * (`model-response-end`, `step-finish`, `finish`, `error`, `abort`, `tripwire`), and the marker
   * itself never appears in `chunks`, as hosts drop it before the client.
   * @default true
   */
  endResponse?: boolean;
}

/** Chunk types after which a host sends nothing more for the model response. */
const RESPONSE_ENDS: ReadonlySet<string> = new Set(['model-response-end', 'step-finish', 'finish', 'error', 'abort', 'tripwire']);

/** What the processors' `processOutputStream` made of a chunk sequence. */
export interface RunOutputStreamResult {
  /** The chunks that left the chain, in order. */
  chunks: ChunkType[];
  /** The state of the first processor after the run (its id's state in this request). */
  state: ProcessorState;
  /** Violations recorded by the runner (aborts and reported ones). */
  violations: ProcessorViolation[];
  /** Warnings recorded by the runner (fail-open throws). */
  warnings: ProcessorWarning[];
  /** Chunks written through `writer.custom()`, in order. */
  dataChunks: DataChunk[];
}

/**
 * Runs `processOutputStream` of one processor (or a chain) over `chunks` as one request, through
 * core's `ProcessorRunner`, the executor the `Agent` uses: one state per processor id, `data-*`
 * chunks only to processors with `processDataParts`, returned arrays emitted in order through the
 * rest of the chain, `null`/`undefined` dropped, wrong return shapes rejected with
 * `ProcessorContractError`, throws wrapped in `ProcessorError`. An `abort()` rejects with the
 * `TripWire`.
 *
 * @example
 * const { chunks } = await runOutputStream(new PIIDetector({ method: 'placeholder' }), textStreamChunks('call 415-555-0100', 3));
 * expect(collectText(chunks)).toBe('call <PHONE_1>');
 */
export async function runOutputStream(
  processors: Processor | readonly Processor[],
  chunks: Iterable<ChunkType>,
  options: RunOutputStreamOptions = {},
): Promise<RunOutputStreamResult> {
  const list: readonly Processor[] = Array.isArray(processors) ? processors : [processors as Processor];
  const dataChunks: DataChunk[] = [];
  const runner = new ProcessorRunner({
    runId: options.runId ?? TEST_RUN_ID,
    requestContext: options.requestContext ?? new RequestContext(),
    ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    onData: (chunk) => {
      dataChunks.push(chunk);
    },
  });
  runner.retryCount = options.retryCount ?? 0;
  runner.register(list);
  const out: ChunkType[] = [];
  const chain = runner.createOutputStream(list, {
    messageList: options.messageList ?? createMessageList(),
    sink: (chunk) => out.push(chunk),
  });
  let last: ChunkType | undefined;
  for (const chunk of chunks) {
    last = chunk;
    const pending = chain.push(chunk);
    if (pending !== undefined) await pending;
  }
  if (options.endResponse !== false && last !== undefined && !RESPONSE_ENDS.has(last.type)) {
    const before = out.length;
    const pending = chain.push(makeChunk('model-response-end', { stepNumber: 0 }, options.runId ?? TEST_RUN_ID));
    if (pending !== undefined) await pending;
    const released = out.splice(before).filter((chunk) => chunk.type !== 'model-response-end');
    out.push(...released);
  }
  const first = list[0];
  return {
    chunks: out,
    state: first === undefined ? {} : runner.stateOf(first.id),
    violations: runner.violations,
    warnings: runner.warnings,
    dataChunks,
  };
}
