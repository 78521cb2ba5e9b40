/**
 * An abort signal linked to an outer one, built only when a hook reads it (most hooks never do,
 * so the per-chunk path creates nothing). `abort(reason)` fires it, whether or not it was read yet.
 * @internal
 */
export class LinkedAbort {
  readonly #outer: AbortSignal;
  #controller: AbortController | undefined;
  #signal: AbortSignal | undefined;

  constructor(outer: AbortSignal) {
    this.#outer = outer;
  }

  /** The linked signal: aborted when the outer signal is, or when `abort()` is called. */
  get signal(): AbortSignal {
    if (this.#signal === undefined) {
      this.#controller ??= new AbortController();
      this.#signal = AbortSignal.any([this.#outer, this.#controller.signal]);
    }
    return this.#signal;
  }

  /** Fires the linked signal with `reason` (a no-op when it already fired). */
  abort(reason: unknown): void {
    this.#controller ??= new AbortController();
    if (!this.#controller.signal.aborted) this.#controller.abort(reason);
  }

  /** A shallow copy of `args` whose `abortSignal` is this linked signal (read lazily). */
  link<T extends object>(args: T): T {
    const copy = { ...args };
    Object.defineProperty(copy, 'abortSignal', {
      get: () => this.signal,
      enumerable: true,
      configurable: true,
    });
    return copy;
  }
}

/** True for a promise or any thenable. @internal */
export function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
