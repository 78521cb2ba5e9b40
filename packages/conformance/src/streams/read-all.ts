/**
 * Reads a stream to its end and returns every value in order; rejects if the stream errors.
 * Works with any Web `ReadableStream` (a model's `doStream()` stream, an agent's `fullStream`).
 *
 * @example
 * const parts = await readAll((await model.doStream({ prompt })).stream);
 */
export async function readAll<T>(stream: ReadableStream<T>): Promise<T[]> {
  const reader = stream.getReader();
  const values: T[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return values;
      values.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}
