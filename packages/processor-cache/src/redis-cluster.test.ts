import { Agent } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { startRedisCluster, type RedisCluster } from '@sluice/test-services';
import { Cluster } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CacheEvent } from './cache-event.js';
import { RedisCacheStore } from './redis-cache-store.js';
import { ResponseCache } from './response-cache.js';
import { CacheChild } from './test/cache-child.js';

const namespace = `sluice:test:${crypto.randomUUID()}:`;

describe('RedisCacheStore on a 3-master Redis Cluster (private redis-server nodes)', () => {
  let cluster: RedisCluster;
  let raw: Cluster;
  const children: CacheChild[] = [];

  beforeAll(async () => {
    cluster = await startRedisCluster({ masters: 3 });
    raw = new Cluster(cluster.startupNodes);
  }, 60_000);

  afterEach(async () => {
    await Promise.all(children.splice(0).map((child) => child.kill()));
  });

  afterAll(async () => {
    raw.disconnect();
    await cluster.dispose();
  });

  it('4 processes x 50 concurrent identical requests make exactly 1 provider call in total', async () => {
    const config = {
      clusterNodes: cluster.startupNodes,
      namespace,
      requests: 50,
      prompt: 'cluster stampede?',
      answer: 'one answer from the cluster',
      delayMs: 40,
    };
    children.push(...Array.from({ length: 4 }, () => new CacheChild(config)));
    await Promise.all(children.map((child) => child.printed('ready')));
    for (const child of children) child.go();
    const reports = await Promise.all(children.map((child) => child.report()));
    expect(reports.reduce((sum, report) => sum + report.calls, 0)).toBe(1);
    expect(reports.flatMap((report) => report.texts)).toEqual(Array.from({ length: 4 }, () => 'one answer from the cluster'));
  }, 60_000);

  it('a cached answer is replayed from the cluster, and keys of different prompts spread over the masters', async () => {
    const events: CacheEvent[] = [];
    const store = new RedisCacheStore({ clusterNodes: cluster.startupNodes, namespace });
    const model = new ScriptedModel([{ text: 'stored in a cluster slot' }], { loop: true });
    const writer = new ResponseCache({ store, scope: 'global', onEvent: (e) => events.push(e) });
    const reader = new ResponseCache({ store, scope: 'global', onEvent: (e) => events.push(e) });
    try {
      const prompts = Array.from({ length: 12 }, (_, i) => `question ${i}`);
      for (const prompt of prompts) await new Agent({ id: 'w', model, inputProcessors: [writer] }).generate(prompt);
      await writer.idle();
      const result = await new Agent({ id: 'r', model, inputProcessors: [reader] }).generate('question 0');
      expect(result.text).toBe('stored in a cluster slot');
      expect(model.calls).toHaveLength(prompts.length);
      expect(events.at(-1)).toMatchObject({ type: 'hit', source: 'store' });
      const keys = events.filter((e): e is Extract<CacheEvent, { type: 'store' }> => e.type === 'store').map((e) => e.key);
      const slots = await Promise.all(keys.map((key) => raw.cluster('KEYSLOT', `${namespace}{${key}}`)));
      const ranges = await raw.cluster('SLOTS');
      const ownerPort = (slot: number) => ranges.find(([from, to]) => slot >= from && slot <= to)?.[2]?.[1];
      const owners = new Set(slots.map((slot) => ownerPort(slot)));
      expect(owners.size).toBeGreaterThan(1);
      expect([...owners].every((port) => cluster.nodes.some((node) => node.port === port))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('the entry, its lease and its channel of one key map to one slot', async () => {
    const key = 'v1:0123abcd';
    const slots = await Promise.all(
      [`${namespace}{${key}}`, `${namespace}{${key}}:lease`, `${namespace}{${key}}:flight`].map((name) => raw.cluster('KEYSLOT', name)),
    );
    expect(new Set(slots).size).toBe(1);
  });
});
