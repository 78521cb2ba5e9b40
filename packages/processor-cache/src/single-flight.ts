/** One in-progress model call that identical concurrent calls may wait for. */
export interface Flight {
  /** Identifies the run that leads it (its processor state object). */
  readonly owner: object;
  /** Resolves with the serialized entry when the leader's answer was accepted, else `undefined`. */
  readonly result: Promise<string | undefined>;
  /** Resolves `result` (first call wins) and forgets the flight. */
  settle(value: string | undefined): void;
}

/**
 * Deduplicates concurrent identical misses inside one process: the first caller of a key leads
 * (makes the model call); later callers wait for its settled result.
 */
export class SingleFlight {
  readonly #flights = new Map<string, Flight>();

  /** Number of flights in progress. */
  get size(): number {
    return this.#flights.size;
  }

  /** The flight in progress for `key`, if any. */
  get(key: string): Flight | undefined {
    return this.#flights.get(key);
  }

  /** Starts a flight for `key` led by `owner`; returns `undefined` when one is already running. */
  lead(key: string, owner: object): Flight | undefined {
    if (this.#flights.has(key)) return undefined;
    let resolve: (value: string | undefined) => void = () => undefined;
    const result = new Promise<string | undefined>((r) => {
      resolve = r;
    });
    let settled = false;
    const flights = this.#flights;
    const flight: Flight = {
      owner,
      result,
      settle(value) {
        if (settled) return;
        settled = true;
        if (flights.get(key) === flight) flights.delete(key);
        resolve(value);
      },
    };
    flights.set(key, flight);
    return flight;
  }
}

/**
 * Waits for a flight's result, giving up (with `undefined`) after `timeoutMs` or when `signal`
 * aborts.
 */
export function waitForFlight(
  flight: Flight,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const done = (value: string | undefined) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => {
      done(undefined);
    };
    const timer = setTimeout(onAbort, timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    void flight.result.then(done);
  });
}
