/**
 * Reads the next model part; each `tickMs` of model silence first calls `tick` (which pushes an
 * empty `text-delta` of the open text part through the output processors, so a processor holding
 * text can release it while the model is silent). The pending read is kept: nothing is lost or
 * reordered. After an abort the pending read itself is returned.
 */
export async function readOrTick<T>(
  reader: ReadableStreamDefaultReader<T>,
  tickMs: number,
  tick: () => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<ReadableStreamReadResult<T>> {
  const read = reader.read();
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idle = new Promise<typeof IDLE>((resolve) => {
      timer = setTimeout(() => {
        resolve(IDLE);
      }, tickMs);
    });
    const result = await Promise.race([read, idle]);
    clearTimeout(timer);
    if (result !== IDLE) return result;
    if (signal?.aborted === true) return read;
    await tick();
  }
}

const IDLE = Symbol('idle-tick');
