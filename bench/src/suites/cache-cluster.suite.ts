import { ResponseCache, type ResponseCacheState, type SharedFlightStore, type SharedFlights } from '@sluice/processor-cache';
import { RedisCacheStore } from '@sluice/processor-cache/redis';
import { RedisServer, startRedisCluster, type RedisCluster } from '@sluice/test-services';
import { percentile, type BenchCase, type BenchGroup } from '../harness.js';
import { acceptedResponse, CHUNKS, drainFloor, hitCase, requestArgs, warm } from './cache-bench-fixtures.js';
import type { BenchSuite } from './suite.js';

/**
 * The owner's store, recording when each fenced write (lease commit) resolved at the owner, so the
 * waiter's added latency is measured from the moment the owner's write is done.
 */
function timedOwnerStore(store: RedisCacheStore, committedAt: number[]): SharedFlightStore {
  const shared: SharedFlights | undefined = store.sharedFlights;
  if (shared === undefined) throw new Error('cache-cluster: the store has no shared flights');
  return {
    get: (key) => store.get(key),
    set: (key, value, options) => store.set(key, value, options),
    delete: (key) => store.delete(key),
    sharedFlights: {
      awaitLeader: (key, options) => shared.awaitLeader(key, options),
      tryLead: async (key, options) => {
        const led = await shared.tryLead(key, options);
        if (!('lease' in led)) return led;
        const { lease } = led;
        return {
          lease: {
            abandon: () => lease.abandon(),
            commit: async (value, options) => {
              const written = await lease.commit(value, options);
              committedAt.push(performance.now());
              return written;
            },
          },
        };
      },
    },
  };
}

/** One owner/waiter pair on two connections (two processes as far as Redis can tell). */
function waiterCase(name: string, connect: () => RedisCacheStore, added: number[]): BenchCase & { close: () => Promise<void> } {
  const ownerStore = connect();
  const waiterStore = connect();
  const committedAt: number[] = [];
  const owner = new ResponseCache({ store: timedOwnerStore(ownerStore, committedAt), ttl: 600_000, storedOutput: 'model' });
  let waiting = 0;
  const waiter = new ResponseCache({
    store: waiterStore,
    ttl: 600_000,
    onEvent: (event) => {
      if (event.type === 'wait') waiting++;
    },
  });
  let round = 0;
  return {
    name,
    units: CHUNKS,
    unit: 'chunk',
    run: async () => {
      const question = `${name} round ${round++}`;
      const ownerState: ResponseCacheState = {};
      await owner.processLLMRequest(requestArgs(ownerState, question));
      const before = waiting;
      const replay = waiter.processLLMRequest(requestArgs({}, question));
      while (waiting === before) await new Promise((resolve) => setImmediate(resolve));
      // Let the waiter subscribe and check once before the owner writes.
      await new Promise((resolve) => setTimeout(resolve, 3));
      owner.processLLMResponse(acceptedResponse(ownerState));
      const result = await replay;
      const replayedAt = performance.now();
      await owner.idle();
      if (result?.response?.chunks.length !== CHUNKS) throw new Error(`${name}: the waiter did not replay the owner's answer`);
      const written = committedAt.at(-1) ?? replayedAt;
      added.push(Math.max(0, replayedAt - written));
    },
    close: () => Promise.all([ownerStore.close(), waiterStore.close()]).then(() => undefined),
  };
}

function addedLatencyNote(label: string, samples: number[]): string {
  if (samples.length === 0) return `cache-cluster: ${label}: no samples`;
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const verdict = p95 < 5 ? 'ok' : 'OVER';
  return `cache-cluster: ${label}: waiter's added latency after the owner's write p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${samples.length} rounds (${verdict}, budget < 5 ms p95)`;
}

/**
 * Redis Cluster and cross-process single-flight (issue #25): a hit through `processLLMRequest` for
 * a 2,000-chunk response on one redis-server and on a private 3-master cluster (budget < 3 ms,
 * next to draining the zero-latency model: the floor), and the latency a waiting process adds
 * after the owner's fenced write (pub/sub message, entry read, decode and copy of the replay;
 * budget < 5 ms p95, reported in the notes).
 */
const suite: BenchSuite = {
  name: 'cache-cluster',
  groups: async (): Promise<BenchGroup[]> => {
    let server: RedisServer;
    let cluster: RedisCluster;
    try {
      server = await RedisServer.start();
      cluster = await startRedisCluster({ masters: 3 });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return [{
        name: 'cache-cluster (not measured)',
        floor: drainFloor,
        cases: [],
        rounds: 1,
        notes: () => [`cache-cluster: not measured: ${reason}`],
      }];
    }
    const single = () => new RedisCacheStore({ url: server.url, namespace: 'sluice:bench:' });
    const clustered = () => new RedisCacheStore({ clusterNodes: cluster.startupNodes, namespace: 'sluice:bench:' });
    const hitStores = [single(), clustered()] as const;
    const singleCache = new ResponseCache({ store: hitStores[0], ttl: 600_000, storedOutput: 'model' });
    const clusterCache = new ResponseCache({ store: hitStores[1], ttl: 600_000, storedOutput: 'model' });
    await warm(singleCache);
    await warm(clusterCache);
    const singleAdded: number[] = [];
    const clusterAdded: number[] = [];
    const singleWaiter = waiterCase('waiter replays owner, one node', single, singleAdded);
    const clusterWaiter = waiterCase('waiter replays owner, cluster', clustered, clusterAdded);
    let closed = false;
    const closeAll = async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...hitStores.map((store) => store.close()), singleWaiter.close(), clusterWaiter.close()]);
      await Promise.all([server.dispose(), cluster.dispose()]);
    };
    return [
      {
        name: `redis hit, ${CHUNKS}-chunk response, one node and cluster`,
        floor: drainFloor,
        cases: [
          hitCase('redis hit, one node, loopback', singleCache, 3),
          hitCase('redis hit, 3-master cluster, loopback', clusterCache, 3),
        ],
        rounds: 40,
      },
      {
        name: `cross-process single-flight, ${CHUNKS}-chunk response`,
        floor: drainFloor,
        cases: [singleWaiter, clusterWaiter],
        rounds: 40,
        notes: () => {
          // The warm-up rounds are not part of the figures.
          const notes = [
            addedLatencyNote('one node', singleAdded.slice(3)),
            addedLatencyNote('3-master cluster', clusterAdded.slice(3)),
          ];
          void closeAll();
          return notes;
        },
      },
    ];
  },
};

export default suite;
