export type {
  MemoryStorage,
  StorageThread,
  ListMessagesOptions,
  SaveRunInput,
  AgentMemoryOptions,
  MemoryCallOptions,
} from './memory-storage.js';
export { InMemoryStorage } from './in-memory-storage.js';
export { MemoryError, assertThreadResource, type MemoryErrorCode, type MemoryErrorDetails } from './memory-error.js';
export { messageToRow, messageFromRow, type MessageRow, type MessageRowInput } from './message-row.js';
export { toTextColumn, fromTextColumn } from './text-column.js';
export { threadToRow, threadFromRow, rowDate, type ThreadRow, type ThreadRowInput } from './thread-row.js';
