import { Agent, type Processor } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import { RedisCacheStore } from './redis-cache-store.js';
import { ResponseCache } from './response-cache.js';
import { RedisServer } from '@sluice/test-services';

const namespace = `sluice:test:${crypto.randomUUID()}:`;

describe('ResponseCache on Redis through agent.generate()', () => {
  let store: RedisCacheStore;

  beforeAll(() => {
    store = new RedisCacheStore({ url: inject('redisUrl'), namespace });
  });

  afterAll(async () => {
    const raw = new Redis(inject('redisUrl'));
    const keys = await raw.keys(`${namespace}*`);
    if (keys.length > 0) await raw.del(...keys);
    raw.disconnect();
    await store.close();
  });

  it('a second cache instance (another process) hits what the first stored', async () => {
    const model = new ScriptedModel([{ text: 'shared through redis' }], { loop: true });
    const writer = new ResponseCache({ store, scope: 'global' });
    const reader = new ResponseCache({ store, scope: 'global' });
    await new Agent({ id: 'a', model, inputProcessors: [writer] }).generate('question');
    await writer.idle();
    const result = await new Agent({ id: 'b', model, inputProcessors: [reader] }).generate('question');
    expect(result.text).toBe('shared through redis');
    expect(model.calls).toHaveLength(1);
  });
});

describe('ResponseCache when its Redis stops mid-run (private redis-server)', () => {
  let server: RedisServer;

  beforeAll(async () => {
    server = await RedisServer.start();
  });

  afterAll(async () => {
    await server.dispose();
  });

  it('the run completes, later runs miss while Redis is down, and caching resumes after a restart', async () => {
    const events: CacheEvent[] = [];
    const warn = vi.fn();
    const store = new RedisCacheStore({ url: server.url, namespace, operationTimeout: 300 });
    const cache = new ResponseCache({ store, scope: 'global', warn, onEvent: (e) => events.push(e) });
    const model = new ScriptedModel([{ text: 'still answered' }], { loop: true });
    let stopOnce = true;
    const killer: Processor = {
      id: 'redis-killer',
      processOutputStream: async ({ part }) => {
        if (stopOnce && part.type === 'text-delta') {
          stopOnce = false;
          await server.stop();
        }
        return part;
      },
    };
    const agent = new Agent({ id: 'a', model, inputProcessors: [cache], outputProcessors: [killer] });
    try {
      const during = await agent.generate('question');
      await cache.idle();
      expect(during.text).toBe('still answered');
      expect(events.map((e) => e.type)).toEqual(['miss', 'error']);

      const down = await agent.generate('question');
      await cache.idle();
      expect(down.text).toBe('still answered');
      expect(model.calls).toHaveLength(2);
      expect(warn).toHaveBeenCalledTimes(1);

      await server.restart();
      await vi.waitFor(async () => {
        await store.get('probe');
      }, { timeout: 5_000, interval: 100 });
      await agent.generate('question');
      await cache.idle();
      const hit = await agent.generate('question');
      expect(hit.text).toBe('still answered');
      expect(model.calls).toHaveLength(3);
      expect(events.at(-1)).toMatchObject({ type: 'hit' });
    } finally {
      await store.close();
    }
  });
});
