/** A `ReadableStream` that can also be read with `for await`. */
export type AsyncIterableStream<T> = ReadableStream<T> & AsyncIterable<T>;

/** Makes `stream` async-iterable where the runtime's streams are not (some browsers). */
export function asyncIterableStream<T>(stream: ReadableStream<T>): AsyncIterableStream<T> {
  const target = stream as AsyncIterableStream<T>;
  if (typeof (target as Partial<AsyncIterable<T>>)[Symbol.asyncIterator] === 'function') return target;
  Object.defineProperty(target, Symbol.asyncIterator, {
    value: async function* iterate(this: ReadableStream<T>): AsyncGenerator<T> {
      const reader = this.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          yield value;
        }
      } finally {
        reader.releaseLock();
      }
    },
  });
  return target;
}
