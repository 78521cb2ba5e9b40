import type { FinishReason, StepResult, ToolCallInfo, ToolResultInfo, Usage } from '../contract/step-result.js';
import type { StoredMessage } from '../messages/stored-message.js';
import type { AgentResult, TripwireInfo } from './agent-result.js';
import type { ChunkBuffer } from './chunk-buffer.js';
import type { ChunkType } from '../contract/chunk-type.js';
import type { UIMessageChunk } from 'ai';
import { DelayedPromise } from './delayed-promise.js';
import {
  toUIMessageStream,
  toUIMessageStreamResponse,
  type UIMessageStreamOptions,
  type UIMessageStreamResponseOptions,
} from './to-ui-message-stream.js';
import { asyncIterableStream, type AsyncIterableStream } from './async-iterable-stream.js';

/**
 * What `agent.stream()` returns. `fullStream` and `textStream` may each be read any number of times
 * (every read replays from the first chunk); the promises settle when the run ends. On success and
 * on a tripwire they resolve (`finishReason: 'other'` and `tripwire` set on a tripwire); on an
 * error or an abort they reject with it, and the streams end with an `error` / `abort` chunk.
 * Promises nobody reads never cause unhandled rejections.
 */
export class AgentStreamResult<TObject = unknown> {
  /** Id of the run (also on every chunk). */
  readonly runId: string;
  readonly #buffer: ChunkBuffer;
  readonly #result = new DelayedPromise<AgentResult<TObject>>();

  /** @internal Created by the agent. */
  constructor(runId: string, buffer: ChunkBuffer) {
    this.runId = runId;
    this.#buffer = buffer;
  }

  /** Every chunk of the run: `{ type, runId, from: 'AGENT', payload }` (`data-*` chunks carry `data`). */
  get fullStream(): AsyncIterableStream<ChunkType> {
    return asyncIterableStream(this.#buffer.stream());
  }

  /** The text deltas only. */
  get textStream(): AsyncIterableStream<string> {
    return asyncIterableStream(this.#buffer.stream().pipeThrough(
      new TransformStream<ChunkType, string>({
        transform(chunk, controller) {
          if (chunk.type === 'text-delta') controller.enqueue(chunk.payload.text);
        },
      }),
    ));
  }

  /** The settled result (the same object `generate()` resolves with). */
  get result(): Promise<AgentResult<TObject>> {
    return this.#result.promise;
  }

  get text(): Promise<string> {
    return this.result.then((r) => r.text);
  }

  get finishReason(): Promise<FinishReason> {
    return this.result.then((r) => r.finishReason);
  }

  get usage(): Promise<Usage> {
    return this.result.then((r) => r.usage);
  }

  get steps(): Promise<StepResult[]> {
    return this.result.then((r) => r.steps);
  }

  get toolCalls(): Promise<ToolCallInfo[]> {
    return this.result.then((r) => r.toolCalls);
  }

  get toolResults(): Promise<ToolResultInfo[]> {
    return this.result.then((r) => r.toolResults);
  }

  /** Resolves with the tripwire when a processor blocked the run, else `undefined`. */
  get tripwire(): Promise<TripwireInfo | undefined> {
    return this.result.then((r) => r.tripwire);
  }

  /** The structured output (when `structuredOutput` was requested). */
  get object(): Promise<TObject | undefined> {
    return this.result.then((r) => r.object);
  }

  get response(): Promise<{ messages: StoredMessage[] }> {
    return this.result.then((r) => r.response);
  }

  /**
   * The run as an AI SDK 6 UI message stream (`useChat`'s protocol): text, reasoning, tool calls and
   * results, sources, files and `data-*` parts; a tripwire arrives as a `data-tripwire` part.
   */
  toUIMessageStream(options?: UIMessageStreamOptions): ReadableStream<UIMessageChunk> {
    return toUIMessageStream(this.fullStream, options);
  }

  /** A Server-Sent Events `Response` of `toUIMessageStream()`, for a `useChat` endpoint. */
  toUIMessageStreamResponse(options?: UIMessageStreamResponseOptions): Response {
    return toUIMessageStreamResponse(this.fullStream, options);
  }

  /** Waits for the run to end without reading the stream; never rejects. */
  async consumeStream(): Promise<void> {
    try {
      await this.#result.promise;
    } catch {
      // the outcome is available from the promises
    }
  }

  /** @internal Settles the promises; called once by the loop. */
  settle(outcome: { ok: true; result: AgentResult<TObject> } | { ok: false; error: unknown }): void {
    if (outcome.ok) this.#result.resolve(outcome.result);
    else this.#result.reject(outcome.error);
  }
}
