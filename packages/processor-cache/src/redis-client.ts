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
    disconnectTimeout: DISCONNECT_TIMEOUT_MS,
  };
}

/**
 * How long ioredis waits for a closing socket before destroying it (its default, 2 s, keeps a timer
 * that holds the process open for 2 s after `close()` when the socket was already gone).
 */
const DISCONNECT_TIMEOUT_MS = 50;

/**
 * The subscriber connection: a duplicate of `client`. A client the store created is already tuned;
 * a duplicate of the user's own client gets no offline queue and a short disconnect timeout, since
 * the store owns (and closes) it.
 */
export function duplicateForSubscriber(client: RedisClient, owned: boolean): RedisClient {
  if (owned) return client.duplicate();
  if (client instanceof Cluster) return client.duplicate([], { enableOfflineQueue: false, redisOptions: { ...client.options.redisOptions, enableOfflineQueue: false, disconnectTimeout: DISCONNECT_TIMEOUT_MS } });
  return client.duplicate({ enableOfflineQueue: false, maxRetriesPerRequest: 1, disconnectTimeout: DISCONNECT_TIMEOUT_MS });
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
