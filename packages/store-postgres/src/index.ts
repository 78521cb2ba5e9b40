export { PostgresStorage, type PostgresConnection, type PostgresStorageOptions, type SqlStorageOptions } from './postgres-storage.js';
export type { PgPoolLike, PgClientLike } from './pg-driver.js';
export { PostgresStorageError, type PostgresStorageErrorCode } from './postgres-storage-error.js';
