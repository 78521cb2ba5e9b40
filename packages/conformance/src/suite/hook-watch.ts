import { PROCESSOR_HOOKS, type Processor } from '@sluice/core';
import { HookTimeoutError } from './hook-timeout-error.js';

/** The suite's default `timeLimitMs`. */
export const DEFAULT_TIME_LIMIT_MS = 10_000;

const HOOKS: ReadonlySet<PropertyKey> = new Set(PROCESSOR_HOOKS);

interface InFlight {
  hook: string;
  processorId: string | undefined;
  deadline: number;
  reject: (error: HookTimeoutError) => void;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Holds one check's hook calls to a time limit. `guard(processor)` returns a view of the
 * processor whose hooks reject with a `HookTimeoutError` when their promise has not settled
 * within `limitMs`; once one has, every later hook call of the check fails at once, so a check
 * (or fast-check shrinking) never waits twice. One sweep timer per check, none per call, so the
 * latency figures stay the processor's own. Call `dispose()` when the check ends.
 */
export class HookWatch {
  readonly limitMs: number;
  readonly #inFlight = new Set<InFlight>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #timedOut: HookTimeoutError | undefined;

  constructor(limitMs: number) {
    this.limitMs = limitMs;
  }

  /** The first time-out of this check, if any. */
  get timedOut(): HookTimeoutError | undefined {
    return this.#timedOut;
  }

  /** `pending`, or a `HookTimeoutError` naming `hook` if it has not settled within the limit. */
  settle<T>(pending: PromiseLike<T>, hook: string, processorId: string | undefined): Promise<T> {
    if (this.#timedOut !== undefined) {
      Promise.resolve(pending).catch(() => undefined);
      return Promise.reject(this.#timedOut);
    }
    return new Promise<T>((resolve, reject) => {
      const entry: InFlight = { hook, processorId, deadline: Date.now() + this.limitMs, reject };
      this.#inFlight.add(entry);
      this.#sweepSoon();
      pending.then(
        (value) => {
          this.#inFlight.delete(entry);
          resolve(value);
        },
        (error: unknown) => {
          this.#inFlight.delete(entry);
          // The hook's own rejection passes through unchanged, whatever it is.
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          reject(error);
        },
      );
    });
  }

  /** A view of `processor` whose hook calls are held to the limit (everything else passes through). */
  guard<P extends Processor>(processor: P): P {
    // One wrapper per function (not per name), so a hook replaced on the processor is wrapped anew.
    const wrappers = new WeakMap<object, unknown>();
    return new Proxy(processor, {
      get: (target, property) => {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== 'function' || property === 'constructor') return value;
        const method = value as (...args: unknown[]) => unknown;
        let wrapper = wrappers.get(method);
        if (wrapper === undefined) {
          wrapper = HOOKS.has(property)
            ? (...args: unknown[]) => this.#call(target, String(property), method, args)
            : (...args: unknown[]) => method.apply(target, args);
          wrappers.set(method, wrapper);
        }
        return wrapper;
      },
    });
  }

  /** Stops the sweep timer. */
  dispose(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#inFlight.clear();
  }

  #call(target: Processor, hook: string, method: (...args: unknown[]) => unknown, args: unknown[]): unknown {
    if (this.#timedOut !== undefined) throw this.#timedOut;
    const result = method.apply(target, args);
    return isPromiseLike(result) ? this.settle(result, hook, target.id) : result;
  }

  #sweepSoon(): void {
    if (this.#timer !== undefined) return;
    this.#timer = setInterval(() => { this.#sweep(); }, Math.max(5, Math.min(250, Math.floor(this.limitMs / 10))));
  }

  #sweep(): void {
    const now = Date.now();
    for (const entry of this.#inFlight) {
      if (entry.deadline > now) continue;
      this.#inFlight.delete(entry);
      const error = new HookTimeoutError(entry.hook, entry.processorId, this.limitMs);
      this.#timedOut ??= error;
      entry.reject(error);
    }
  }
}
