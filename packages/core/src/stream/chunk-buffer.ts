/**
 * The chunks of one run, kept in order, readable by any number of streams. Each stream replays
 * from the first chunk, so a consumer that subscribes late loses nothing. A push appends to the
 * array and enqueues into each open stream directly: no promise or closure per chunk.
 */
export class ChunkBuffer<T> {
  readonly #chunks: T[] = [];
  #done = false;
  #controllers: ReadableStreamDefaultController<T>[] = [];

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
    const controllers = this.#controllers;
    for (let i = 0; i < controllers.length; i++) (controllers[i] as ReadableStreamDefaultController<T>).enqueue(chunk);
  }

  /** Ends every stream after the chunks already pushed. */
  close(): void {
    if (this.#done) return;
    this.#done = true;
    for (const controller of this.#controllers) controller.close();
    this.#controllers = [];
  }

  /** A new stream over every chunk, from the first. */
  stream(): ReadableStream<T> {
    let own: ReadableStreamDefaultController<T> | undefined;
    return new ReadableStream<T>(
      {
        start: (controller) => {
          for (const chunk of this.#chunks) controller.enqueue(chunk);
          if (this.#done) controller.close();
          else {
            own = controller;
            this.#controllers.push(controller);
          }
        },
        cancel: () => {
          this.#controllers = this.#controllers.filter((c) => c !== own);
        },
      },
      { highWaterMark: Number.POSITIVE_INFINITY },
    );
  }
}
