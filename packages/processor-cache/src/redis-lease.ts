import type { CacheSetOptions } from './cache-store.js';
import type { RedisClient } from './redis-client.js';
import type { RedisCommandRunner } from './redis-command-runner.js';
import { COMMIT_SCRIPT, RELEASE_SCRIPT, RENEW_SCRIPT } from './redis-scripts.js';
import type { SharedLease } from './shared-flight.js';

/** Where a lease lives and how long it lasts. */
export interface RedisLeaseTarget {
  entryKey: string;
  leaseKey: string;
  channel: string;
  /** The random fencing token this holder wrote into the lease key. */
  token: string;
  /** Lease time to live (ms); renewed every third of it while the holder runs. */
  leaseTtl: number;
  /** Renewal stops this long (ms) after the lease was taken, so a stuck holder cannot block forever. */
  maxHoldMs?: number;
}

/**
 * A held single-flight lease on Redis. While held it is renewed every `leaseTtl / 3` ms, so a live
 * holder keeps it through a long model call and a dead one (killed, partitioned) loses it within
 * `leaseTtl` (renewal also stops after `maxHoldMs`). `commit` is the fenced write; `abandon`
 * releases the waiters at once.
 */
export class RedisLease implements SharedLease {
  readonly #client: RedisClient;
  readonly #runner: RedisCommandRunner;
  readonly #target: RedisLeaseTarget;
  readonly #renewal: ReturnType<typeof setInterval>;
  readonly #renewUntil: number;
  #settled = false;

  constructor(client: RedisClient, runner: RedisCommandRunner, target: RedisLeaseTarget) {
    this.#client = client;
    this.#runner = runner;
    this.#target = target;
    this.#renewUntil = performance.now() + (target.maxHoldMs ?? Number.POSITIVE_INFINITY);
    this.#renewal = setInterval(() => {
      void this.#renew();
    }, Math.max(1, Math.floor(target.leaseTtl / 3)));
    // A pending renewal must not keep the process alive.
    this.#renewal.unref();
  }

  async commit(value: string, options: CacheSetOptions): Promise<boolean> {
    if (!this.#settle()) return false;
    const { entryKey, leaseKey, token, channel } = this.#target;
    const ttl = Math.max(1, Math.ceil(options.ttlMs));
    const written = await this.#runner.run('commit', () =>
      this.#client.eval(COMMIT_SCRIPT, 2, entryKey, leaseKey, token, value, ttl, channel),
    );
    return written === 1;
  }

  async abandon(): Promise<void> {
    if (!this.#settle()) return;
    const { leaseKey, token, channel } = this.#target;
    await this.#runner.run('release', () => this.#client.eval(RELEASE_SCRIPT, 1, leaseKey, token, channel));
  }

  /** Marks the lease settled and stops renewing; false when it already was. */
  #settle(): boolean {
    if (this.#settled) return false;
    this.#settled = true;
    clearInterval(this.#renewal);
    return true;
  }

  async #renew(): Promise<void> {
    const { leaseKey, token, leaseTtl } = this.#target;
    if (performance.now() >= this.#renewUntil) {
      clearInterval(this.#renewal);
      return;
    }
    try {
      const renewed = await this.#runner.run('lease', () => this.#client.eval(RENEW_SCRIPT, 1, leaseKey, token, leaseTtl));
      // Lost (expired and taken over): stop renewing; the commit will be refused by the fence.
      if (renewed !== 1) clearInterval(this.#renewal);
    } catch {
      // Redis is failing: keep trying; the lease expires by itself if it never comes back.
    }
  }
}
