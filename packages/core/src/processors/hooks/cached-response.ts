import type { DataChunk, KnownChunk, KnownChunkTypeName } from '../../contract/chunk-type.js';

/** A step chunk without run bookkeeping (`runId`, `from`): `{ type, payload }`. */
export type CachedLLMStepChunk =
  | { [K in KnownChunkTypeName]: { type: K; payload: KnownChunk<K>['payload'] } }[KnownChunkTypeName]
  | Omit<DataChunk, 'runId' | 'from'>;

/**
 * A model response to replay instead of calling the provider: the step's model chunks (before
 * output processors, which run on the replay as on a live call).
 */
export interface CachedLLMResponse {
  chunks: CachedLLMStepChunk[];
  warnings?: unknown[];
  request?: unknown;
  rawResponse?: unknown;
}
