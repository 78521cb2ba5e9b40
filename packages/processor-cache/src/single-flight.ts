/**
 * One in-progress model call that identical concurrent calls may wait for. The object is the
 * flight's owner handle: whoever leads it must settle it on every exit path (`settle` with the
 * accepted entry, `release` otherwise); a flight also releases itself when its leader's abort
 * signal fires and at its deadline, so a leader that never reports back cannot block a key.
 */
export interface Flight {
  /** Identifies the run that leads it (its processor state object). */
  readonly owner: object;
  /** Resolves with the serialized entry when the leader's answer was accepted, else `undefined`. */
  readonly result: Promise<string | undefined>;
  /** `performance.now()` time after which the flight releases itself and waiters stop waiting. */
  readonly deadline: number;
  /** True once settled or released (the flight is then out of its `SingleFlight`). */
  readonly settled: boolean;
  /** Resolves `result` (first call wins) and forgets the flight. */
  settle(value: string | undefined): void;
  /** Settles with `undefined` (no answer): waiters make their own calls. */
  release(): void;
  /**
   * Stops releasing the flight when the leader's signal aborts (from `processLLMResponse` on the
   * step outcome decides; the run's signal is also aborted as cleanup after the run settled).
   */
  detachSignal(): void;
}

/** Options of `SingleFlight.lead`. */
export interface LeadOptions {
  /** Longest the flight may stay in progress (ms); then it releases itself. */
  maxHoldMs: number;
  /** The leader's abort signal: when it fires the flight is released at once. */
  signal?: AbortSignal | undefined;
}

/**
 * Deduplicates concurrent identical misses inside one process: the first caller of a key leads
 * (makes the model call); later callers wait for its settled result. A flight leaves the map on
 * every exit path: settled, released, its leader's signal aborted, or its deadline reached.
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
  lead(key: string, owner: object, options: LeadOptions = { maxHoldMs: 30_000 }): Flight | undefined {
    if (this.#flights.has(key)) return undefined;
    let resolve: (value: string | undefined) => void = () => undefined;
    const result = new Promise<string | undefined>((r) => {
      resolve = r;
    });
    let settled = false;
    const flights = this.#flights;
    const { signal } = options;
    const onAbort = (): void => {
      flight.release();
    };
    const timer = setTimeout(onAbort, options.maxHoldMs);
    // A flight must never keep the process alive.
    (timer as { unref?: () => void }).unref?.();
    const flight: Flight = {
      owner,
      result,
      deadline: performance.now() + options.maxHoldMs,
      get settled() {
        return settled;
      },
      settle(value) {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (flights.get(key) === flight) flights.delete(key);
        resolve(value);
      },
      release() {
        flight.settle(undefined);
      },
      detachSignal() {
        signal?.removeEventListener('abort', onAbort);
      },
    };
    flights.set(key, flight);
    if (signal?.aborted === true) flight.release();
    else signal?.addEventListener('abort', onAbort, { once: true });
    return flight;
  }
}

/**
 * Waits for a flight's result, giving up (with `undefined`) after `timeoutMs`, at the flight's own
 * deadline, or when `signal` aborts.
 */
export function waitForFlight(
  flight: Flight,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  const waitMs = Math.max(0, Math.min(timeoutMs, flight.deadline - performance.now()));
  return new Promise((resolve) => {
    const done = (value: string | undefined) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => {
      done(undefined);
    };
    const timer = setTimeout(onAbort, waitMs);
    signal.addEventListener('abort', onAbort, { once: true });
    void flight.result.then(done);
  });
}
