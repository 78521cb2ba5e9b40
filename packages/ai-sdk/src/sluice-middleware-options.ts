import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { DataChunk, Processor, ProcessorViolation, ProcessorWarning, RequestContext, TripwireInfo } from '@sluice/core';

/** Options of {@link sluiceMiddleware}. */
export interface SluiceMiddlewareOptions {
  /**
   * Processors run around every model call, in order, for every hook the middleware supports
   * (`processLLMRequest`, `processOutputStream`, `processLLMResponse`, `processOutputStep`).
   * A processor listed once runs each of its hooks once.
   */
  processors?: readonly Processor[];
  /**
   * Processors whose `processAPIError` runs when the provider rejects the call, after those in
   * `processors` that implement it (an instance in both runs once). @default []
   */
  errorProcessors?: readonly Processor[];
  /**
   * Processor-requested retries allowed per model call (`abort(reason, { retry: true })` in
   * `processOutputStep`, `{ retry: true }` from `processAPIError`).
   * @default 10 when any processor implements `processAPIError`, else 0
   */
  maxProcessorRetries?: number;
  /**
   * Refuse processors that also implement loop-only hooks (`processInput`, `processInputStep`,
   * `processToolResult`, `processOutputResult`) instead of running their other hooks.
   * @default false
   */
  strict?: boolean;
  /**
   * Also run `processInput` on each model call's prompt (its non-system messages as the input),
   * then `processToolResult` over each tool result and tool error in that prompt (results of earlier
   * steps, which no agent loop judged), then send the prompt rebuilt from the edited
   * `MessageList`. Opt-in because it runs once per
   * model call, not once per run: fine for idempotent rewrites such as PII redaction of the prompt,
   * wrong for processors that count or remember across a run. @default false
   */
  processInputPerCall?: boolean;
  /** The `requestContext` hooks receive: one object, or a function of the call's parameters. @default a new empty one per call */
  requestContext?: RequestContext | ((call: { params: LanguageModelV3CallOptions }) => RequestContext);
  /** Receives `writer.custom()` data chunks (AI SDK model streams have no data parts). */
  onData?: (chunk: DataChunk) => void;
  /** Called when a processor blocks a call; the stream also finishes with `getSluiceTripwire()` metadata. */
  onTripwire?: (tripwire: TripwireInfo) => void;
  /** Called for every violation processors report or abort with (errors swallowed). */
  onViolation?: (violation: ProcessorViolation) => void | Promise<void>;
  /** Called for warnings: fail-open throws, impossible retries, and loop-only hooks that will not run. */
  onWarning?: (warning: ProcessorWarning) => void;
}
