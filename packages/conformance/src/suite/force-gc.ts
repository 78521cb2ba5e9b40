type Gc = () => void;

/**
 * A function that forces a full garbage collection, when the runtime allows it: `globalThis.gc`
 * (node --expose-gc), else Node's `v8` + `vm` trick; undefined elsewhere (browsers, edge).
 * Loaded lazily so that importing the kit never pulls in `node:` modules.
 */
export async function loadGc(): Promise<Gc | undefined> {
  const global = globalThis as { gc?: Gc };
  if (typeof global.gc === 'function') return global.gc;
  try {
    const v8Name = 'node:v8';
    const vmName = 'node:vm';
    const v8 = (await import(/* @vite-ignore */ v8Name)) as { setFlagsFromString(flags: string): void };
    const vm = (await import(/* @vite-ignore */ vmName)) as { runInNewContext(code: string): unknown };
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as Gc | undefined;
    return typeof gc === 'function' ? gc : undefined;
  } catch {
    return undefined;
  }
}

/** The heap in use after a forced collection, in bytes, or undefined when unmeasurable. */
export function heapUsed(gc: Gc | undefined): number | undefined {
  const proc = (globalThis as { process?: { memoryUsage?: () => { heapUsed: number } } }).process;
  if (gc === undefined || proc?.memoryUsage === undefined) return undefined;
  gc();
  gc();
  return proc.memoryUsage().heapUsed;
}
