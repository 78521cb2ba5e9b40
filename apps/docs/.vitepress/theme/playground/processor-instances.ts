/**
 * The processor instances of the playground, kept from one Run to the next while a processor's
 * options stay the same, as an app keeps its processors for its lifetime. State that lives in the
 * instance (the response cache's store, a limiter's counters) therefore carries over: the cache's
 * second identical Run is a hit. Changing the options builds a new instance.
 */
export class ProcessorInstances {
  readonly #instances = new Map<string, { key: string; instance: object }>();

  /** The instance for `id` built with `options`: the kept one when the options are unchanged. */
  get(id: string, options: Record<string, unknown>, build: (options: Record<string, unknown>) => object): object {
    const key = JSON.stringify(options);
    const kept = this.#instances.get(id);
    if (kept?.key === key) return kept.instance;
    const instance = build(options);
    this.#instances.set(id, { key, instance });
    return instance;
  }

  /** Forgets every instance (the "Reset" button): the next Run starts fresh. */
  clear(): void {
    this.#instances.clear();
  }
}
