/** Runs tasks one at a time, in the order they were queued. */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  /** Queues `task`; its result (or error) is the returned promise's. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once everything queued so far has settled. */
  async idle(): Promise<void> {
    await this.#tail;
  }
}
