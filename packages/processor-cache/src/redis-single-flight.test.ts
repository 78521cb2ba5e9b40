import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { RedisCacheStore } from './redis-cache-store.js';
import type { SharedFlights, SharedLease } from './shared-flight.js';

const namespace = `sluice:test:${crypto.randomUUID()}:`;
const never = new AbortController().signal;

/** The lease of a `tryLead` that must have won. */
async function lead(flights: SharedFlights, key: string): Promise<SharedLease> {
  const result = await flights.tryLead(key);
  if (!('lease' in result)) throw new Error(`expected to lead ${key}, got ${JSON.stringify(result)}`);
  return result.lease;
}

describe('RedisSingleFlight (through RedisCacheStore, real Redis)', () => {
  let raw: Redis;
  // Two stores with their own connections: two processes as far as Redis can tell.
  let a: RedisCacheStore;
  let b: RedisCacheStore;
  let flightsA: SharedFlights;
  let flightsB: SharedFlights;

  beforeAll(() => {
    raw = new Redis(inject('redisUrl'));
    // Long poll and lease: anything faster than them comes from pub/sub or the fence.
    a = new RedisCacheStore({ url: inject('redisUrl'), namespace, leaseTtl: 10_000, pollInterval: 5_000 });
    b = new RedisCacheStore({ url: inject('redisUrl'), namespace, leaseTtl: 10_000, pollInterval: 5_000 });
    flightsA = a.sharedFlights!;
    flightsB = b.sharedFlights!;
  });

  afterAll(async () => {
    const keys = await raw.keys(`${namespace}*`);
    if (keys.length > 0) await raw.del(...keys);
    raw.disconnect();
    await Promise.all([a.close(), b.close()]);
  });

  it('tryLead(): the first takes the lease (SET NX PX with a token), the next is busy, after commit it gets the entry', async () => {
    const lease = await lead(flightsA, 'k-lead');
    expect(await raw.pttl(`${namespace}{k-lead}:lease`)).toBeGreaterThan(9_000);
    expect(await flightsB.tryLead('k-lead')).toEqual({ busy: true });
    expect(await lease.commit('entry', { ttlMs: 60_000 })).toBe(true);
    expect(await flightsB.tryLead('k-lead')).toEqual({ value: 'entry' });
    expect(await raw.exists(`${namespace}{k-lead}:lease`)).toBe(0);
  });

  it("awaitLeader(): the holder's commit wakes a waiter through pub/sub, long before any poll", async () => {
    const lease = await lead(flightsA, 'k-pubsub');
    const started = performance.now();
    const waiting = flightsB.awaitLeader('k-pubsub', { timeoutMs: 20_000, signal: never });
    setTimeout(() => void lease.commit('fresh', { ttlMs: 60_000 }), 100);
    expect(await waiting).toEqual({ value: 'fresh' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('a holder that fails (abandon) releases the waiters at once, and one of them takes over', async () => {
    const lease = await lead(flightsA, 'k-fail');
    const started = performance.now();
    const waiting = flightsB.awaitLeader('k-fail', { timeoutMs: 20_000, signal: never });
    setTimeout(() => void lease.abandon(), 100);
    expect(await waiting).toEqual({ released: true });
    expect(performance.now() - started).toBeLessThan(1_000);
    const takeover = await lead(flightsB, 'k-fail');
    await takeover.abandon();
  });

  it('fencing: a former holder whose lease expired cannot overwrite the newer entry, nor write before it', async () => {
    const former = await lead(flightsA, 'k-fence');
    // The former holder stalls (GC pause, partition) past its lease: simulated by expiring it now.
    await raw.pexpire(`${namespace}{k-fence}:lease`, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const current = await lead(flightsB, 'k-fence');
    expect(await former.commit('stale', { ttlMs: 60_000 })).toBe(false);
    expect(await raw.get(`${namespace}{k-fence}`)).toBeNull();
    expect(await current.commit('newer', { ttlMs: 60_000 })).toBe(true);
    expect(await raw.get(`${namespace}{k-fence}`)).toBe('newer');
    // Its abandon cannot release the new holder's lease either.
    const next = await lead(flightsA, 'k-fence-2');
    await raw.pexpire(`${namespace}{k-fence-2}:lease`, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const owner = await lead(flightsB, 'k-fence-2');
    await next.abandon();
    expect(await raw.exists(`${namespace}{k-fence-2}:lease`)).toBe(1);
    await owner.abandon();
  });

  it('a live holder keeps its lease past the TTL (renewed every third of it)', async () => {
    const store = new RedisCacheStore({ url: inject('redisUrl'), namespace, leaseTtl: 300 });
    try {
      const lease = await lead(store.sharedFlights!, 'k-renew');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await raw.pttl(`${namespace}{k-renew}:lease`)).toBeGreaterThan(0);
      expect(await lease.commit('late but ours', { ttlMs: 60_000 })).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('renewal stops after maxHoldMs: a stuck holder stops blocking once its lease then expires', async () => {
    const store = new RedisCacheStore({ url: inject('redisUrl'), namespace, leaseTtl: 300 });
    try {
      const result = await store.sharedFlights!.tryLead('k-stuck', { maxHoldMs: 400 });
      expect('lease' in result).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(await raw.exists(`${namespace}{k-stuck}:lease`)).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('polling finds an entry that arrived without a message (lost pub/sub)', async () => {
    const store = new RedisCacheStore({ url: inject('redisUrl'), namespace, pollInterval: 50 });
    try {
      const lease = await lead(flightsA, 'k-poll');
      const waiting = store.sharedFlights!.awaitLeader('k-poll', { timeoutMs: 20_000, signal: never });
      setTimeout(() => void raw.set(`${namespace}{k-poll}`, 'written silently'), 100);
      expect(await waiting).toEqual({ value: 'written silently' });
      await lease.abandon();
    } finally {
      await store.close();
    }
  });

  it('no waiter waits past its own deadline, nor after its signal aborts', async () => {
    const lease = await lead(flightsA, 'k-deadline');
    const started = performance.now();
    expect(await flightsB.awaitLeader('k-deadline', { timeoutMs: 200, signal: never })).toEqual({ timedOut: true });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(1_000);
    const controller = new AbortController();
    setTimeout(() => { controller.abort(); }, 50);
    expect(await flightsB.awaitLeader('k-deadline', { timeoutMs: 20_000, signal: controller.signal })).toEqual({ timedOut: true });
    await lease.abandon();
  });

  it('singleFlight: false leaves the store without shared flights', async () => {
    const store = new RedisCacheStore({ url: inject('redisUrl'), namespace, singleFlight: false });
    expect(store.sharedFlights).toBeUndefined();
    await store.close();
  });
});
