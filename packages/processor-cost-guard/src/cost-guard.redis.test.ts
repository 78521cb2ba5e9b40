import { ProcessorError } from '@sluice/core';
import { RedisServer } from '@sluice/test-services';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BudgetStoreError } from './budget-store-error.js';
import { CostGuard } from './cost-guard.js';
import type { CostGuardEvent } from './cost-guard-event.js';
import { CostGuardStoreError } from './cost-guard-store-error.js';
import { RedisBudgetStore } from './redis-budget-store.js';
import { agentWith, forUser, usageModel } from './test/harness.js';

const step = { inputTokens: 100, outputTokens: 50 };
const stores: RedisBudgetStore[] = [];

function redisStore(url: string, namespace: string, operationTimeout = 500): RedisBudgetStore {
  const store = new RedisBudgetStore({ url, namespace, operationTimeout });
  stores.push(store);
  return store;
}

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

describe('CostGuard on Redis through Agent', () => {
  it('two agents with their own guard and client share one budget through Redis', async () => {
    const namespace = `agents:${String(process.pid)}:`;
    const a = agentWith(usageModel(step), [new CostGuard({ maxTokens: 300, store: redisStore(inject('redisUrl'), namespace) })]);
    const b = agentWith(usageModel(step), [new CostGuard({ maxTokens: 300, store: redisStore(inject('redisUrl'), namespace) })]);
    const requestContext = forUser('shared');
    expect((await a.generate('hi', { requestContext })).tripwire).toBeUndefined();
    expect((await b.generate('hi', { requestContext })).tripwire).toBeUndefined();
    expect((await a.generate('hi', { requestContext })).tripwire?.processorId).toBe('cost-guard');
    expect((await b.generate('hi', { requestContext })).tripwire?.processorId).toBe('cost-guard');
  });

  describe('Redis stopped mid-run', () => {
    let server: RedisServer;
    beforeAll(async () => {
      server = await RedisServer.start();
    });
    afterAll(async () => {
      await server.dispose();
    });

    it("fails closed within the operation timeout, or lets calls through with onStoreError: 'allow'; picks Redis up again when it returns", async () => {
      const events: CostGuardEvent[] = [];
      const closed = agentWith(usageModel(step), [new CostGuard({ maxTokens: 10_000, store: redisStore(server.url, 'outage:', 300) })]);
      const open = agentWith(usageModel(step), [
        new CostGuard({ maxTokens: 10_000, store: redisStore(server.url, 'outage:', 300), onStoreError: 'allow', onEvent: (e) => events.push(e) }),
      ]);
      const requestContext = forUser('u1');
      expect((await closed.generate('hi', { requestContext })).text).toBe('An answer.');
      await server.stop();

      const started = Date.now();
      const error: unknown = await closed.generate('hi', { requestContext }).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(ProcessorError.isInstance(error)).toBe(true);
      const cause = (error as ProcessorError).cause;
      expect(CostGuardStoreError.isInstance(cause)).toBe(true);
      expect(BudgetStoreError.isInstance((cause as CostGuardStoreError).cause)).toBe(true);

      expect((await open.generate('hi', { requestContext })).text).toBe('An answer.');
      expect(events.some((e) => e.type === 'store-error')).toBe(true);

      await server.restart();
      let answered = false;
      for (let i = 0; i < 50 && !answered; i++) {
        answered = await closed.generate('hi', { requestContext }).then(() => true, () => false);
        if (!answered) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answered).toBe(true);
    });
  });
});
