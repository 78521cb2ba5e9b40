/**
 * Where one cache key lives in Redis. Every name carries the cache key as a hash tag
 * (`<namespace>{<key>}…`), so the entry, its lease and its channel map to one Redis Cluster slot
 * and the Lua scripts touching several of them are valid on a cluster.
 */
export class RedisKeys {
  readonly #namespace: string;

  /** `namespace` has no `{` or `}` (it would break the hash tags): `RedisCacheStore`'s options check it. */
  constructor(namespace: string) {
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
