export type {
  MemoryStorage,
  StorageThread,
  ListMessagesOptions,
  AgentMemoryOptions,
  MemoryCallOptions,
} from './memory-storage.js';
export { InMemoryStorage } from './in-memory-storage.js';
