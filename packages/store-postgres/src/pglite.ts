export { PGliteStorage, type PGliteConnection } from './pglite-storage.js';
export type { SqlStorageOptions } from './postgres-storage.js';
export { PostgresStorageError, type PostgresStorageErrorCode } from './postgres-storage-error.js';
