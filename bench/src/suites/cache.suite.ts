import { Agent, RequestContext } from '@sluice/core';
import { ResponseCache, type CacheStore } from '@sluice/processor-cache';
import { RedisCacheStore } from '@sluice/processor-cache/redis';
import { RedisServer } from '@sluice/test-services';
import type { BenchGroup } from '../harness.js';
import { CHUNKS, drainFloor, hitCase, model, warm } from './cache-bench-fixtures.js';
import type { BenchSuite } from './suite.js';

/** The bench's own redis-server on a free loopback port, or the reason there is none. */
async function redisStore(): Promise<{ store: RedisCacheStore; server: RedisServer } | { missing: string }> {
  let server: RedisServer;
  try {
    server = await RedisServer.start();
  } catch (error) {
    return { missing: error instanceof Error ? error.message : String(error) };
  }
  const store = new RedisCacheStore({ url: server.url, namespace: 'sluice:bench:' });
  return { store, server };
}

/**
 * Cache hit latency (DESIGN.md section 7): a hit through `processLLMRequest` (key hashing, store
 * read, entry decoding) for a 2,000-chunk response, next to the model call it replaces: draining a
 * zero-latency scripted model's `doStream()` of the same 2,000 chunks (the floor). Budgets: memory
 * hit < 1 ms, Redis hit on loopback < 3 ms. Cluster and cross-process figures: cache-cluster.suite.ts.
 */
const suite: BenchSuite = {
  name: 'cache',
  groups: async (): Promise<BenchGroup[]> => {
    // The bench drives the hooks itself, with no output processors: store the model's answer.
    const memory = new ResponseCache({ ttl: 3_600_000, storedOutput: 'model' });
    await warm(memory);
    const cases = [hitCase('memory hit (processLLMRequest)', memory, 1)];
    const redis = await redisStore();
    let redisCache: ResponseCache | undefined;
    if ('store' in redis) {
      redisCache = new ResponseCache({ store: redis.store satisfies CacheStore, ttl: 600_000, storedOutput: 'model' });
      await warm(redisCache);
      cases.push(hitCase('redis hit, loopback (processLLMRequest)', redisCache, 3));
    }
    const plain = new Agent({ id: 'bench-plain', model });
    const cachedAgent = new Agent({ id: 'bench-cached', model, inputProcessors: [memory] });
    const requestContext = () => new RequestContext([['resourceId', 'bench-user']]);
    const agentInput = 'Write two thousand words.';
    await cachedAgent.generate(agentInput, { requestContext: requestContext() });
    await memory.idle();
    return [
      {
        name: `cache hit, ${CHUNKS}-chunk response`,
        floor: drainFloor,
        cases,
        rounds: 40,
        notes: () => {
          if (!('store' in redis)) return [`cache: the Redis case was not measured: ${redis.missing}`];
          void redis.store.close().finally(() => redis.server.dispose());
          return [];
        },
      },
      {
        name: `agent.generate(), ${CHUNKS}-chunk response`,
        floor: {
          name: 'no cache, zero-latency model',
          units: CHUNKS,
          unit: 'chunk',
          run: () => plain.generate(agentInput, { requestContext: requestContext() }),
        },
        cases: [
          {
            name: 'memory cache hit (replay through the loop)',
            units: CHUNKS,
            unit: 'chunk',
            // A replay skips the provider: it should cost no more than the live call it replaces (1.5x: noise).
            budget: { maxRatio: 1.5, description: '< 1.5x a live call' },
            run: () => cachedAgent.generate(agentInput, { requestContext: requestContext() }),
          },
        ],
        rounds: 20,
      },
    ];
  },
};

export default suite;
