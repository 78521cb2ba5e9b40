import { Agent } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import { RedisCacheStore } from './redis-cache-store.js';
import { ResponseCache } from './response-cache.js';
import { CacheChild } from './test/cache-child.js';

const namespace = `sluice:test:${crypto.randomUUID()}:`;

describe('single-flight across processes (real Node processes, one Redis)', () => {
  const children: CacheChild[] = [];
  let raw: Redis;

  beforeAll(() => {
    raw = new Redis(inject('redisUrl'));
  });

  afterEach(async () => {
    await Promise.all(children.splice(0).map((child) => child.kill()));
  });

  afterAll(async () => {
    const keys = await raw.keys(`${namespace}*`);
    if (keys.length > 0) await raw.del(...keys);
    raw.disconnect();
  });

  it('4 processes x 50 concurrent identical requests make exactly 1 provider call in total', async () => {
    const config = { url: inject('redisUrl'), namespace, requests: 50, prompt: 'stampede?', answer: 'one answer for all', delayMs: 40 };
    children.push(...Array.from({ length: 4 }, () => new CacheChild(config)));
    await Promise.all(children.map((child) => child.printed('ready')));
    for (const child of children) child.go();
    const reports = await Promise.all(children.map((child) => child.report()));
    expect(reports.reduce((sum, report) => sum + report.calls, 0)).toBe(1);
    expect(reports.flatMap((report) => report.texts)).toEqual(Array.from({ length: 4 }, () => 'one answer for all'));
  }, 60_000);

  it('the lease holder is kill -9ed mid-call: a waiting process completes within lease TTL + 1 s', async () => {
    const leaseTtl = 1500;
    // The holder's provider call takes a minute: it is killed long before it could answer.
    const holder = new CacheChild({ url: inject('redisUrl'), namespace, leaseTtl, requests: 1, prompt: 'killed?', answer: 'never', delayMs: 60_000 });
    children.push(holder);
    await holder.printed('ready');
    holder.go();
    await holder.printed('lead');

    const events: CacheEvent[] = [];
    const store = new RedisCacheStore({ url: inject('redisUrl'), namespace });
    const model = new ScriptedModel([{ text: 'answered by the survivor' }], { loop: true });
    const cache = new ResponseCache({ store, scope: 'global', onEvent: (e) => events.push(e) });
    try {
      const waiter = new Agent({ id: 'survivor', model, inputProcessors: [cache] }).generate('killed?');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(events.map((e) => e.type)).toEqual(['wait']);
      const killedAt = performance.now();
      await holder.kill();
      const result = await waiter;
      const tookMs = performance.now() - killedAt;
      expect(result.text).toBe('answered by the survivor');
      expect(model.calls).toHaveLength(1);
      expect(tookMs).toBeLessThan(leaseTtl + 1000);
      // It took over the lease (a leader's miss after the wait) and stored the answer for everyone.
      expect(events.find((e) => e.type === 'miss')).toMatchObject({ leader: true });
      await cache.idle();
      expect(events.at(-1)).toMatchObject({ type: 'store' });
    } finally {
      await store.close();
    }
  }, 30_000);
});
