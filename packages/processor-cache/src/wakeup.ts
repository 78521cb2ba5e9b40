/**
 * A wake-up call for one waiting loop: `wait(ms)` resolves after `ms`, at the next `fire()`, or
 * when `signal` aborts. A `fire()` while nobody waits makes the next `wait` return at once.
 */
export class Wakeup {
  #pending = false;
  #wake: (() => void) | undefined;

  /** Wakes the current or next `wait`. */
  fire(): void {
    if (this.#wake === undefined) this.#pending = true;
    else this.#wake();
  }

  /** Resolves after `ms` milliseconds, at a `fire()`, or when `signal` aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void> {
    if (this.#pending || signal.aborted) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      this.#wake = done;
    });
  }
}
