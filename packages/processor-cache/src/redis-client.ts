import { Cluster, Redis, type ClusterNode } from 'ioredis';

/** The ioredis clients the Redis store works with: one server, or a Redis Cluster. */
export type RedisClient = Redis | Cluster;

/** ioredis options that fail fast while disconnected instead of queueing commands until Redis returns. */
function failFastOptions(timeout: number) {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: timeout,
    connectTimeout: Math.max(timeout, 1000),
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 2000),
  };
}

/** A client for one Redis server at `url`, tuned to fail fast. */
export function createRedisClient(url: string, timeout: number): Redis {
  return new Redis(url, failFastOptions(timeout));
}

/** A Redis Cluster client started from `nodes`, tuned to fail fast. */
export function createClusterClient(nodes: ClusterNode[], timeout: number): Cluster {
  return new Cluster(nodes, {
    enableOfflineQueue: false,
    redisOptions: failFastOptions(timeout),
    clusterRetryStrategy: (attempt: number) => Math.min(attempt * 100, 2000),
    slotsRefreshTimeout: Math.max(timeout, 1000),
  });
}
