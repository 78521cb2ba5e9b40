export {
  isDataChunk,
  type ChunkType,
  type ChunkPayloads,
  type KnownChunk,
  type KnownChunkTypeName,
  type DataChunk,
  type StepFinishReason,
} from './chunk-type.js';
