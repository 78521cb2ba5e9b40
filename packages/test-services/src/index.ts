export { findExecutable } from './find-executable.js';
export { freePort } from './free-port.js';
export { MissingServiceError } from './missing-service-error.js';
export { postgresBinaries, type PostgresBinaries } from './postgres-binaries.js';
export { postgresGlobalSetup } from './postgres-global-setup.js';
export { PostgresServer, type PostgresServerOptions } from './postgres-server.js';
export { redisGlobalSetup } from './redis-global-setup.js';
export { RedisServer, type RedisServerOptions } from './redis-server.js';
export { TiedProcess } from './tied-process.js';
