import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { ChunkType } from '../contract/chunk-type.js';
import type { Usage } from '../contract/step-result.js';
import type { CachedLLMStepChunk } from '../processors/hooks/cached-response.js';
import type { OutputStreamChain } from '../processors/runner/output-stream-chain.js';
import type { FinishPart } from '../stream/recorded-finish.js';

/** A V3 stream part of the given type. */
export type ModelPart<T extends LanguageModelV3StreamPart['type']> = Extract<LanguageModelV3StreamPart, { type: T }>;

/**
 * Where one model call's parts go, live or replayed (`pumpModelParts`, `replayModelParts`): the
 * output processors get every content part; the host gets the rest through its callbacks.
 */
export interface ModelPartSink {
  /** The run's id, stamped on each chunk. */
  runId: string;
  /** The output processors every content part goes through. */
  chain: OutputStreamChain;
  /** The step number of the closing `model-response-end` marker. */
  stepNumber: number;
  /** Its abort cancels the model's stream and ends the call with the signal's reason. */
  signal?: AbortSignal;
  /** Each part, recorded as a chunk for `processLLMResponse`; without it nothing is recorded. */
  record?: CachedLLMStepChunk[];
  /** The model's `stream-start` part (its warnings). */
  onStreamStart?: (part: ModelPart<'stream-start'>) => void;
  /** The model's `response-metadata` part. */
  onResponseMetadata?: (part: ModelPart<'response-metadata'>) => void;
  /** A `raw` part (sent only when the caller asked for raw chunks). */
  onRaw?: (part: ModelPart<'raw'>) => void;
  /**
   * A mid-stream `error` part: returns true when the host passed it on itself; otherwise (or
   * without this callback) the call ends with a `ModelStreamError` carrying the provider's error.
   */
  passError?: (part: ModelPart<'error'>) => boolean;
  /** The call's `finish` part, with its usage in Sluice's form (as recorded, for a replay). */
  onFinish?: (part: FinishPart, usage: Usage) => void;
  /**
   * Called with each content chunk but text deltas (the per-chunk hot path stays a bare push)
   * before the processors get it; returns the chunk to push. `part` is the model's part it came
   * from on a live call (a replay has only the recorded chunk).
   */
  prepare?: (chunk: ChunkType, part?: LanguageModelV3StreamPart) => ChunkType | Promise<ChunkType>;
  /**
   * The fast path: with no output stream processor and no `record`, a plain text delta goes here
   * straight from the model, skipping the chain.
   */
  sinkPlainDelta?: (chunk: ChunkType) => void;
  /** Whether the call produced tool calls: a replay without a known finish reason then ends with `tool-calls`. */
  hasToolCalls?: () => boolean;
}
