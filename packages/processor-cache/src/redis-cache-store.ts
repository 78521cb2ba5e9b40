import type { ClusterNode } from 'ioredis';
import type { CacheSetOptions, CacheStore } from './cache-store.js';
import { RedisCacheStoreOptionsError } from './redis-cache-store-options-error.js';
import { RedisChannels } from './redis-channels.js';
import { createClusterClient, createRedisClient, type RedisClient } from './redis-client.js';
import { RedisCommandRunner } from './redis-command-runner.js';
import { RedisKeys } from './redis-keys.js';
import { RedisSingleFlight } from './redis-single-flight.js';
import type { SharedFlightStore, SharedFlights } from './shared-flight.js';

/** Options of `RedisCacheStore`: give exactly one of `client`, `url` or `clusterNodes`. */
export interface RedisCacheStoreOptions {
  /** An ioredis client (`Redis` or `Cluster`) you own (not closed by `close()`). */
  client?: RedisClient;
  /** A Redis URL (`redis://host:port/db`); the store creates, tunes and owns its client. */
  url?: string;
  /** Startup nodes of a Redis Cluster; the store creates, tunes and owns a `Cluster` client. */
  clusterNodes?: ClusterNode[];
  /** Prefix of every key, so the cache can share a database; no `{` or `}`. @default 'sluice:cache:' */
  namespace?: string;
  /** Longest a Redis command may take before it counts as a failure (a miss), in ms. @default 500 */
  operationTimeout?: number;
  /** Identical misses in several processes make one model call (lease + wait). @default true */
  singleFlight?: boolean;
  /** Lease time to live in ms (renewed while its holder runs): how long a dead holder blocks waiters. @default 5000 */
  leaseTtl?: number;
  /** Longest pause between two checks of a waiter in ms (the fallback when a pub/sub message is lost). @default 250 */
  pollInterval?: number;
}

/** The settings of `new RedisCacheStore(client, settings)`: every option but the connection source. */
export type RedisCacheStoreSettings = Omit<RedisCacheStoreOptions, 'client' | 'url' | 'clusterNodes'>;

const SETTING_KEYS: ReadonlySet<string> = new Set(['namespace', 'operationTimeout', 'singleFlight', 'leaseTtl', 'pollInterval']);
const SOURCE_KEYS: ReadonlySet<string> = new Set(['client', 'url', 'clusterNodes']);

/** Reads a positive integer option; throws a `RedisCacheStoreOptionsError` naming it otherwise. */
function positiveInteger(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new RedisCacheStoreOptionsError(`\`${name}\` must be a positive integer (ms), got ${describe(value)}`, name);
  }
  return value;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}

/** True for an ioredis client (`Redis` or `Cluster`): what the first argument of the two-argument form must be. */
function isRedisClient(value: unknown): value is RedisClient {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'string' &&
    typeof (value as { get?: unknown }).get === 'function' &&
    typeof (value as { duplicate?: unknown }).duplicate === 'function'
  );
}

/** Merges and checks the constructor's arguments (one options object, or a client and its settings). */
function resolveOptions(first: unknown, second: unknown): RedisCacheStoreOptions {
  if (isRedisClient(first)) {
    if (second === undefined) return { client: first };
    if (typeof second !== 'object' || second === null || Array.isArray(second)) {
      throw new RedisCacheStoreOptionsError(`the second argument of new RedisCacheStore(client, settings) must be a settings object, got ${describe(second)}`);
    }
    for (const key of Object.keys(second)) {
      if (SOURCE_KEYS.has(key)) {
        throw new RedisCacheStoreOptionsError(`\`${key}\` cannot be a setting: the client is the first argument`, key);
      }
    }
    return { ...(second as RedisCacheStoreSettings), client: first };
  }
  if (typeof first !== 'object' || first === null || Array.isArray(first)) {
    throw new RedisCacheStoreOptionsError(`expected an options object or an ioredis client, got ${describe(first)}`);
  }
  if (second !== undefined) {
    throw new RedisCacheStoreOptionsError('a second argument is only accepted after an ioredis client: new RedisCacheStore(client, settings)');
  }
  return first;
}

function checkKeys(options: RedisCacheStoreOptions): void {
  for (const key of Object.keys(options)) {
    if (!SETTING_KEYS.has(key) && !SOURCE_KEYS.has(key)) {
      throw new RedisCacheStoreOptionsError(`unknown option \`${key}\``, key);
    }
  }
  if (options.singleFlight !== undefined && typeof options.singleFlight !== 'boolean') {
    throw new RedisCacheStoreOptionsError('`singleFlight` must be a boolean', 'singleFlight');
  }
  if (options.namespace !== undefined && (typeof options.namespace !== 'string' || /[{}]/.test(options.namespace))) {
    throw new RedisCacheStoreOptionsError('`namespace` must be a string without `{` or `}` (keys use them as Redis Cluster hash tags)', 'namespace');
  }
}

/**
 * A `CacheStore` on Redis or Redis Cluster (ioredis), to share cached responses between processes,
 * with single-flight across them: the first miss on a key takes a fenced lease and the other
 * processes wait for its entry (see `RedisSingleFlight`). Keys are namespaced and hash-tagged per
 * cache key; expiry is Redis's own (`SET … PX`). While Redis is down or slower than
 * `operationTimeout`, operations fail fast with a `CacheStoreError` (no command queueing), which
 * `ResponseCache` turns into misses and one warning per outage: a Redis outage or restart never
 * fails a run, and the client reconnects by itself. Node only: import it from
 * `@sluice/processor-cache/redis`.
 *
 * Pass your own client either way: `new RedisCacheStore({ client, ...settings })` or
 * `new RedisCacheStore(client, settings)`. A command is never queued while the client is not
 * connected (it fails fast with a `CacheStoreError`, also for your own client whose offline queue
 * is on), and the clients the store creates have no offline queue.
 *
 * @throws RedisCacheStoreOptionsError (code `CACHE_STORE_OPTIONS_INVALID`) on invalid options.
 *
 * @example
 * import { RedisCacheStore } from '@sluice/processor-cache/redis';
 * const store = new RedisCacheStore({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
 * const cache = new ResponseCache({ store });
 */
export class RedisCacheStore implements CacheStore, SharedFlightStore {
  readonly #client: RedisClient;
  readonly #owned: boolean;
  readonly #keys: RedisKeys;
  readonly #runner: RedisCommandRunner;
  readonly #channels: RedisChannels;
  readonly #flights: RedisSingleFlight | undefined;

  /** A store on a Redis the options name (exactly one of `client`, `url` or `clusterNodes`). */
  constructor(options: RedisCacheStoreOptions);
  /** A store on your own ioredis client (not closed by `close()`), with settings. */
  constructor(client: RedisClient, settings?: RedisCacheStoreSettings);
  constructor(first: RedisCacheStoreOptions | RedisClient, second?: RedisCacheStoreSettings) {
    const options = resolveOptions(first, second);
    checkKeys(options);
    const sources = [options.client, options.url, options.clusterNodes].filter((source) => source !== undefined);
    if (sources.length !== 1) {
      throw new RedisCacheStoreOptionsError('pass exactly one of `client`, `url` or `clusterNodes`');
    }
    if (options.client !== undefined && !isRedisClient(options.client)) {
      throw new RedisCacheStoreOptionsError('`client` must be an ioredis Redis or Cluster client', 'client');
    }
    const timeout = positiveInteger('operationTimeout', options.operationTimeout, 500);
    const leaseTtl = positiveInteger('leaseTtl', options.leaseTtl, 5000);
    const pollInterval = positiveInteger('pollInterval', options.pollInterval, 250);
    this.#keys = new RedisKeys(options.namespace ?? 'sluice:cache:');
    this.#owned = options.client === undefined;
    this.#client =
      options.client ??
      (options.clusterNodes === undefined
        ? createRedisClient(options.url ?? '', timeout)
        : createClusterClient(options.clusterNodes, timeout));
    this.#runner = new RedisCommandRunner(this.#client, timeout);
    this.#channels = new RedisChannels(this.#client, timeout, this.#owned);
    this.#flights =
      options.singleFlight === false
        ? undefined
        : new RedisSingleFlight(this.#client, this.#runner, this.#keys, this.#channels, { leaseTtl, pollInterval });
  }

  /** The ioredis client in use. */
  get client(): RedisClient {
    return this.#client;
  }

  /** False while Redis is failing (since the last failed command). */
  get available(): boolean {
    return this.#runner.available;
  }

  /** The cross-process single-flight (`undefined` with `singleFlight: false`). */
  get sharedFlights(): SharedFlights | undefined {
    return this.#flights;
  }

  /** The stored string; a value of another Redis type under the key reads as `''` (never an entry). */
  async get(key: string): Promise<string | undefined> {
    const value = await this.#runner.run('get', () => this.#client.get(this.#keys.entry(key)).catch(foreignAsEmpty));
    return value ?? undefined;
  }

  async set(key: string, value: string, options: CacheSetOptions): Promise<void> {
    const ttl = Math.max(1, Math.ceil(options.ttlMs));
    await this.#runner.run('set', () => this.#client.set(this.#keys.entry(key), value, 'PX', ttl));
  }

  async delete(key: string): Promise<void> {
    await this.#runner.run('delete', () => this.#client.del(this.#keys.entry(key)));
  }

  /** Closes the pub/sub connection, and the client when the store created it (`url`, `clusterNodes`). */
  async close(): Promise<void> {
    this.#channels.close();
    if (!this.#owned) return;
    try {
      await this.#client.quit();
    } catch {
      this.#client.disconnect();
    }
  }
}

/** `GET` of a key holding a hash, list…: reads as `''` (decodes as malformed), other errors rethrown. */
function foreignAsEmpty(error: unknown): string {
  if (error instanceof Error && error.message.startsWith('WRONGTYPE')) return '';
  throw error;
}
