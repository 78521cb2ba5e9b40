/**
 * The chunks of one run, kept in order, readable by any number of streams. Each stream replays
 * from the first chunk, so a consumer that subscribes late loses nothing. Pushing costs an array
 * append; a waiting reader is woken without allocating per chunk on the producer side.
 */
export class ChunkBuffer<T> {
  readonly #chunks: T[] = [];
  #done = false;
  #waiters: (() => void)[] = [];

  /** Chunks pushed so far. */
  get length(): number {
    return this.#chunks.length;
  }

  /** Whether `close()` was called. */
  get closed(): boolean {
    return this.#done;
  }

  /** Appends a chunk (ignored once closed). */
  push(chunk: T): void {
    if (this.#done) return;
    this.#chunks.push(chunk);
    if (this.#waiters.length > 0) this.#wake();
  }

  /** Ends every stream after the chunks already pushed. */
  close(): void {
    if (this.#done) return;
    this.#done = true;
    this.#wake();
  }

  /** A new stream over every chunk, from the first. */
  stream(): ReadableStream<T> {
    let index = 0;
    let cancelled = false;
    const chunks = this.#chunks;
    const drain = (controller: ReadableStreamDefaultController<T>): boolean => {
      if (cancelled) return true;
      while (index < chunks.length) controller.enqueue(chunks[index++]);
      if (this.#done) {
        controller.close();
        return true;
      }
      return false;
    };
    return new ReadableStream<T>(
      {
        pull: (controller) => {
          if (index < chunks.length || this.#done) {
            drain(controller);
            return undefined;
          }
          return new Promise<void>((resolve) => {
            this.#waiters.push(() => {
              drain(controller);
              resolve();
            });
          });
        },
        cancel: () => {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter();
  }
}
