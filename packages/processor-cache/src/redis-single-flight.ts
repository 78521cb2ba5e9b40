import type { RedisChannels } from './redis-channels.js';
import type { RedisClient } from './redis-client.js';
import type { RedisCommandRunner } from './redis-command-runner.js';
import type { RedisKeys } from './redis-keys.js';
import { RedisLease } from './redis-lease.js';
import { ACQUIRE_SCRIPT, STATUS_SCRIPT } from './redis-scripts.js';
import type { SharedFlights, SharedLeadResult, SharedWaitResult } from './shared-flight.js';
import { Wakeup } from './wakeup.js';

/** Timing of the Redis single-flight. */
export interface RedisSingleFlightOptions {
  /** Lease time to live (ms): how long a dead holder can keep waiters waiting. */
  leaseTtl: number;
  /** Longest pause between two status checks of a waiter (ms), the fallback when pub/sub is lost. */
  pollInterval: number;
}

/**
 * Single-flight across processes on Redis. `tryLead` takes a lease (`SET NX PX`, with a random
 * fencing token) unless the entry exists or another holder has it; `awaitLeader` subscribes to the
 * key's channel and checks the entry and lease atomically, again at each `done`/`failed` message
 * and at least every `pollInterval` (or when the lease is due to expire), until the entry appears
 * (`value`), the lease is gone without one (`released`), or its deadline (`timedOut`).
 */
export class RedisSingleFlight implements SharedFlights {
  readonly #client: RedisClient;
  readonly #runner: RedisCommandRunner;
  readonly #keys: RedisKeys;
  readonly #channels: RedisChannels;
  readonly #options: RedisSingleFlightOptions;

  constructor(
    client: RedisClient,
    runner: RedisCommandRunner,
    keys: RedisKeys,
    channels: RedisChannels,
    options: RedisSingleFlightOptions,
  ) {
    this.#client = client;
    this.#runner = runner;
    this.#keys = keys;
    this.#channels = channels;
    this.#options = options;
  }

  async tryLead(key: string, options: { maxHoldMs?: number } = {}): Promise<SharedLeadResult> {
    const entryKey = this.#keys.entry(key);
    const leaseKey = this.#keys.lease(key);
    const token = crypto.randomUUID();
    const { leaseTtl } = this.#options;
    const reply = await this.#runner.run('lease', () =>
      this.#client.eval(ACQUIRE_SCRIPT, 2, entryKey, leaseKey, token, leaseTtl),
    );
    const [code, value] = reply as [number, string?];
    if (code === 1) return { value: value ?? '' };
    if (code !== 2) return { busy: true };
    const lease = new RedisLease(this.#client, this.#runner, {
      entryKey,
      leaseKey,
      channel: this.#keys.channel(key),
      token,
      leaseTtl,
      ...(options.maxHoldMs === undefined ? {} : { maxHoldMs: options.maxHoldMs }),
    });
    return { lease };
  }

  async awaitLeader(key: string, options: { timeoutMs: number; signal: AbortSignal }): Promise<SharedWaitResult> {
    const deadline = performance.now() + options.timeoutMs;
    const wakeup = new Wakeup();
    let stopListening = () => undefined as void;
    try {
      stopListening = await this.#channels.listen(this.#keys.channel(key), () => {
        wakeup.fire();
      });
    } catch {
      // No pub/sub (the subscriber connection failed): polling alone still finds the entry.
    }
    try {
      for (;;) {
        const reply = await this.#runner.run('wait', () =>
          this.#client.eval(STATUS_SCRIPT, 2, this.#keys.entry(key), this.#keys.lease(key)),
        );
        const [code, detail] = reply as [number, string | number];
        if (code === 1) return { value: String(detail) };
        const leaseMs = Number(detail);
        // -2: no lease (released, expired). -1 (a lease without expiry) is not ours: poll it.
        if (leaseMs === -2) return { released: true };
        const remaining = deadline - performance.now();
        if (remaining <= 0 || options.signal.aborted) return { timedOut: true };
        const untilExpiry = leaseMs > 0 ? leaseMs + 1 : this.#options.pollInterval;
        await wakeup.wait(Math.min(this.#options.pollInterval, untilExpiry, remaining), options.signal);
      }
    } finally {
      stopListening();
    }
  }
}
