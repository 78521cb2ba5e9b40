export { LibSQLStorage, type LibSQLStorageOptions } from './libsql-storage.js';
export type { LibSQLConnection } from './open-client.js';
export { LibSQLStorageError, type LibSQLStorageErrorCode } from './libsql-storage-error.js';
