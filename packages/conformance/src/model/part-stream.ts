/**
 * A ReadableStream of `parts`, waiting `delayMs` before each one and erroring promptly with the
 * signal's reason when `abortSignal` fires.
 */
export function partStream<T>(
  parts: readonly T[],
  delayMs: number,
  abortSignal: AbortSignal | undefined,
): ReadableStream<T> {
  let index = 0;
  return new ReadableStream<T>({
    async pull(controller) {
      if (isAborted(abortSignal)) {
        controller.error(abortSignal?.reason);
        return;
      }
      if (delayMs > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, delayMs);
          function done(): void {
            clearTimeout(timer);
            abortSignal?.removeEventListener('abort', done);
            resolve();
          }
          abortSignal?.addEventListener('abort', done, { once: true });
        });
        if (isAborted(abortSignal)) {
          controller.error(abortSignal?.reason);
          return;
        }
      }
      const part = parts[index];
      index += 1;
      if (part === undefined) controller.close();
      else controller.enqueue(part);
    },
  });
}

function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
