import { RedisServer } from '@sluice/test-services';
import { ProcessorOptionsError } from '@sluice/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BudgetStoreError } from './budget-store-error.js';
import { budgetWindow } from './budget-window.js';
import { RedisBudgetStore } from './redis-budget-store.js';
import { budgetStoreContract } from './test/budget-store-contract.js';

const window = budgetWindow(60_000, 6);
let n = 0;
const stores: RedisBudgetStore[] = [];

function store(options: { namespace?: string } = {}): RedisBudgetStore {
  const created = new RedisBudgetStore({ url: inject('redisUrl'), namespace: `test:${String(process.pid)}:`, ...options });
  stores.push(created);
  return created;
}

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
});

describe('RedisBudgetStore', () => {
  budgetStoreContract(() => store(), () => `key-${String(++n)}`);

  it('two stores (two clients) share one budget, as two processes would', async () => {
    const a = store();
    const b = store();
    const key = `shared-${String(++n)}`;
    await a.charge({ key, window, now: 0, amounts: { tokens: 600, cost: 0 }, limits: { tokens: 1_000 } });
    const refused = await b.charge({ key, window, now: 0, amounts: { tokens: 600, cost: 0 }, limits: { tokens: 1_000 } });
    expect(refused).toMatchObject({ accepted: false, used: { tokens: 600 } });
  });

  it('keys live under the namespace with a hash tag, and expire with their newest bucket', async () => {
    const s = store({ namespace: `tag:${String(process.pid)}:` });
    const now = Date.now();
    await s.charge({ key: 'cost-guard:resource:u1', window, now, amounts: { tokens: 5, cost: 0.5 } });
    const client = new Redis(inject('redisUrl'));
    try {
      const redisKey = `tag:${String(process.pid)}:{cost-guard:resource:u1}`;
      expect(s.redisKey('cost-guard:resource:u1')).toBe(redisKey);
      const ttl = await client.pttl(redisKey);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      client.disconnect();
    }
  });

  it('treats foreign fields under its key as absent and removes them', async () => {
    const s = store();
    const key = `foreign-${String(++n)}`;
    const client = new Redis(inject('redisUrl'));
    try {
      await client.hset(s.redisKey(key), 'zzz', 'not a number', 't99999999999', 'x');
      const result = await s.charge({ key, window, now: 0, amounts: { tokens: 1, cost: 0 } });
      expect(result.used.tokens).toBe(1);
      expect(await client.hexists(s.redisKey(key), 'zzz')).toBe(0);
    } finally {
      client.disconnect();
    }
  });

  it('passes exactly one of client or url', () => {
    expect(() => new RedisBudgetStore({})).toThrow(ProcessorOptionsError);
    expect(() => new RedisBudgetStore({ url: 'redis://127.0.0.1:1', operationTimeout: 0 })).toThrow(/operationTimeout/);
  });

  describe('when Redis is down', () => {
    let server: RedisServer;
    beforeAll(async () => {
      server = await RedisServer.start();
    });
    afterAll(async () => {
      await server.dispose();
    });

    it('fails a charge with BudgetStoreError within the operation timeout, and recovers when Redis returns', async () => {
      const s = new RedisBudgetStore({ url: server.url, operationTimeout: 300 });
      stores.push(s);
      await s.charge({ key: 'k', window, now: 0, amounts: { tokens: 1, cost: 0 } });
      await server.stop();
      const started = Date.now();
      const error: unknown = await s.charge({ key: 'k', window, now: 0, amounts: { tokens: 1, cost: 0 } }).catch((e: unknown) => e);
      expect(BudgetStoreError.isInstance(error)).toBe(true);
      expect((error as BudgetStoreError).code).toBe('COST_GUARD_STORE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(1_500);
      await server.restart();
      let recovered = false;
      for (let i = 0; i < 50 && !recovered; i++) {
        recovered = await s.charge({ key: 'k', window, now: 0, amounts: { tokens: 1, cost: 0 } }).then(() => true, () => false);
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(recovered).toBe(true);
    });
  });
});
