import type { ProviderMetadata } from './language-model.js';
import type { FinishReason, ToolCallInfo, ToolResultInfo, Usage } from './step-result.js';

/** The reason a step finished, as reported on `step-finish`; `retry` marks a step to discard. */
export type StepFinishReason = FinishReason | 'retry';

/** Payload of each known chunk type, keyed by the chunk's `type`. */
export interface ChunkPayloads {
  start: { messageId?: string };
  'step-start': { stepNumber: number; messageId?: string; request?: unknown; warnings?: unknown[] };
  'text-start': { id: string; providerMetadata?: ProviderMetadata };
  'text-delta': { id: string; text: string; providerMetadata?: ProviderMetadata };
  'text-end': { id: string; providerMetadata?: ProviderMetadata };
  'reasoning-start': { id: string; providerMetadata?: ProviderMetadata };
  'reasoning-delta': { id: string; text: string; providerMetadata?: ProviderMetadata };
  'reasoning-end': { id: string; providerMetadata?: ProviderMetadata };
  source: {
    id: string;
    sourceType: 'url' | 'document';
    url?: string;
    title?: string;
    mediaType?: string;
    filename?: string;
    providerMetadata?: ProviderMetadata;
  };
  file: { mediaType: string; /** Base64-encoded bytes. */ data: string };
  'tool-call-input-streaming-start': {
    toolCallId: string;
    toolName: string;
    providerExecuted?: boolean;
  };
  'tool-call-delta': { toolCallId: string; toolName?: string; argsTextDelta: string };
  'tool-call-input-streaming-end': { toolCallId: string };
  'tool-call': {
    toolCallId: string;
    toolName: string;
    args: unknown;
    providerExecuted?: boolean;
    providerMetadata?: ProviderMetadata;
  };
  'tool-result': ToolResultInfo;
  'tool-error': { toolCallId: string; toolName: string; args: unknown; error: unknown };
  'step-finish': {
    stepNumber: number;
    stepResult: { reason: StepFinishReason; isContinued: boolean; warnings?: unknown[] };
    output: { text: string; toolCalls: ToolCallInfo[]; usage: Usage };
    metadata?: { providerMetadata?: ProviderMetadata; request?: unknown; response?: unknown };
  };
  finish: {
    stepResult: { reason: FinishReason };
    output: { usage: Usage };
    metadata?: { providerMetadata?: ProviderMetadata };
  };
  error: { error: unknown };
  abort: { reason?: string };
  tripwire: { reason: string; retry?: boolean; metadata?: unknown; processorId: string };
  object: { object: unknown };
  /**
   * Internal: the model's response for step `stepNumber` ended (the provider stream closed, or a
   * cached response was replayed). Only output processors see it, so that text they hold back
   * (`TextHoldBack` joins consecutive blocks) is released before the step's content is taken; core
   * drops it before the client, the step result and memory. Pass it on; never emit one.
   */
  'model-response-end': { stepNumber: number };
}

/** Every known chunk type name (excluding `data-*`). */
export type KnownChunkTypeName = keyof ChunkPayloads;

/** A known chunk of type `T`: `{ type, runId, from: 'AGENT', payload }`. */
export type KnownChunk<T extends KnownChunkTypeName = KnownChunkTypeName> = {
  [K in T]: { type: K; runId: string; from: 'AGENT'; payload: ChunkPayloads[K] };
}[T];

/**
 * A custom `data-*` chunk, emitted by `writer.custom()` from processors and tools. It carries
 * `data` directly (no `payload`). Persisted as an assistant part unless `transient` is true.
 */
export interface DataChunk<TData = unknown> {
  type: `data-${string}`;
  data: TData;
  /** Stream it without persisting it to memory. */
  transient?: boolean;
  /** Optional id; a later chunk with the same type and id replaces the earlier part. */
  id?: string;
  runId?: string;
  from?: 'AGENT';
}

/**
 * One chunk of an agent's output stream. Narrow on `type`; chunks of types Sluice does not know
 * are passed through untouched at run time even though this union does not list them.
 */
export type ChunkType = KnownChunk | DataChunk;

/** True when `chunk` is a custom `data-*` chunk. */
export function isDataChunk(chunk: { type: string }): chunk is DataChunk {
  return chunk.type.startsWith('data-');
}

/**
 * True when a value handed to `writer.custom()` is a `data-*` chunk. Typed as one, but a tool or a
 * processor may pass anything (`null` included) at run time.
 * @internal
 */
export function isWrittenDataChunk(value: unknown): value is DataChunk {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' && isDataChunk(value as { type: string });
}
