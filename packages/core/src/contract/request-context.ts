/**
 * Request-scoped key/value context passed to every hook, tool and processor factory of one
 * `generate()` / `stream()` call. Use it for per-request settings (tenant, user, feature flags)
 * and cache controls; use processor `state` for data a processor keeps for itself.
 *
 * @example
 * const requestContext = new RequestContext([['tenant', 'acme']]);
 * await agent.generate('hi', { requestContext });
 */
export class RequestContext<TValues extends Record<string, unknown> = Record<string, unknown>> {
  readonly #values: Map<keyof TValues & string, unknown>;

  constructor(entries?: Iterable<readonly [keyof TValues & string, unknown]>) {
    this.#values = new Map(entries);
  }

  /** The value stored under `key`, or `undefined`. */
  get<K extends keyof TValues & string>(key: K): TValues[K] | undefined {
    return this.#values.get(key) as TValues[K] | undefined;
  }

  /** Stores `value` under `key` and returns this context. */
  set<K extends keyof TValues & string>(key: K, value: TValues[K]): this {
    this.#values.set(key, value);
    return this;
  }

  /** Whether a value is stored under `key`. */
  has(key: keyof TValues & string): boolean {
    return this.#values.has(key);
  }

  /** Removes `key`; returns whether it was present. */
  delete(key: keyof TValues & string): boolean {
    return this.#values.delete(key);
  }

  /** The stored keys, in insertion order. */
  keys(): IterableIterator<keyof TValues & string> {
    return this.#values.keys();
  }

  /** The stored entries, in insertion order. */
  entries(): IterableIterator<[keyof TValues & string, unknown]> {
    return this.#values.entries();
  }

  /** A plain-object copy of the context (for logs and traces). */
  toJSON(): Partial<TValues> {
    return Object.fromEntries(this.#values) as Partial<TValues>;
  }
}
