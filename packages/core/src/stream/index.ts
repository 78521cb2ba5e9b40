export {
  isDataChunk,
  type ChunkType,
  type ChunkPayloads,
  type KnownChunk,
  type KnownChunkTypeName,
  type DataChunk,
  type StepFinishReason,
} from '../contract/chunk-type.js';
export { AgentStreamResult } from './agent-stream-result.js';
export type { AgentResult, TripwireInfo } from './agent-result.js';
export type { AsyncIterableStream } from './async-iterable-stream.js';
export {
  chunkToUIMessageChunks,
  toUIMessageStream,
  toUIMessageStreamResponse,
  UI_MESSAGE_STREAM_HEADERS,
  type UIMessageStreamOptions,
  type UIMessageStreamResponseOptions,
} from './to-ui-message-stream.js';
export { modelPartToChunk, type ContentStreamPart } from './model-part-to-chunk.js';
