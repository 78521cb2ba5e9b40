import { toError } from '../errors/to-error.js';
/**
 * A promise created only when first read. Settling it before anyone reads it never causes an
 * unhandled rejection: a rejection is only turned into a promise when somebody asks for it.
 */
export class DelayedPromise<T> {
  #state: { kind: 'pending' } | { kind: 'resolved'; value: T } | { kind: 'rejected'; error: unknown } = {
    kind: 'pending',
  };
  #promise: Promise<T> | undefined;
  #resolve: ((value: T) => void) | undefined;
  #reject: ((error: unknown) => void) | undefined;

  /** The promise (created on first access). */
  get promise(): Promise<T> {
    if (this.#promise !== undefined) return this.#promise;
    const state = this.#state;
    if (state.kind === 'resolved') this.#promise = Promise.resolve(state.value);
    else if (state.kind === 'rejected') this.#promise = Promise.reject(toError(state.error));
    else {
      this.#promise = new Promise<T>((resolve, reject) => {
        this.#resolve = resolve;
        this.#reject = reject;
      });
    }
    return this.#promise;
  }

  /** Whether it has settled. */
  get settled(): boolean {
    return this.#state.kind !== 'pending';
  }

  resolve(value: T): void {
    if (this.#state.kind !== 'pending') return;
    this.#state = { kind: 'resolved', value };
    this.#resolve?.(value);
  }

  reject(error: unknown): void {
    if (this.#state.kind !== 'pending') return;
    this.#state = { kind: 'rejected', error };
    this.#reject?.(toError(error));
  }
}
