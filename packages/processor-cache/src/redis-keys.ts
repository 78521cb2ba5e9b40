/**
 * Where one cache key lives in Redis. Every name carries the cache key as a hash tag
 * (`<namespace>{<key>}…`), so the entry, its lease and its channel map to one Redis Cluster slot
 * and the Lua scripts touching several of them are valid on a cluster.
 */
export class RedisKeys {
  readonly #namespace: string;

  /** @throws TypeError when `namespace` contains `{` or `}` (it would break the hash tags). */
  constructor(namespace: string) {
    if (/[{}]/.test(namespace)) {
      throw new TypeError('RedisCacheStore: `namespace` must not contain `{` or `}` (keys use them as Redis Cluster hash tags)');
    }
    this.#namespace = namespace;
  }

  /** The entry (a string value with a TTL). */
  entry(key: string): string {
    return `${this.#namespace}{${key}}`;
  }

  /** The single-flight lease: holds the leader's fencing token, expires after the lease TTL. */
  lease(key: string): string {
    return `${this.#namespace}{${key}}:lease`;
  }

  /** The pub/sub channel the leader announces `done` or `failed` on. */
  channel(key: string): string {
    return `${this.#namespace}{${key}}:flight`;
  }
}
