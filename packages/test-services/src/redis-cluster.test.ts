import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisCluster, type RedisCluster } from './redis-cluster.js';
import { redisCommand } from './test/redis-command.js';

describe('startRedisCluster()', () => {
  let cluster: RedisCluster;

  beforeAll(async () => {
    cluster = await startRedisCluster({ masters: 3 });
  }, 60_000);

  afterAll(async () => {
    await cluster.dispose();
  });

  it('starts 3 masters on distinct free loopback ports, all reporting cluster_state:ok', async () => {
    const ports = cluster.nodes.map((node) => node.port);
    expect(new Set(ports).size).toBe(3);
    expect(ports).not.toContain(6379);
    expect(cluster.startupNodes).toEqual(ports.map((port) => ({ host: '127.0.0.1', port })));
    for (const port of ports) {
      expect(await redisCommand(port, 'CLUSTER INFO')).toMatch(/^\$\d+$/);
    }
  });

  it('spreads the slots: a key is served by exactly one node, the others redirect (MOVED)', async () => {
    const replies = await Promise.all(cluster.nodes.map((node) => redisCommand(node.port, 'SET some-key 1')));
    expect(replies.filter((reply) => reply === '+OK')).toHaveLength(1);
    expect(replies.filter((reply) => reply.startsWith('-MOVED'))).toHaveLength(2);
  });

  it('dispose() stops every node and removes their dirs', async () => {
    const extra = await startRedisCluster();
    const dirs = extra.nodes.map((node) => node.dataDir);
    await extra.dispose();
    expect(extra.nodes.every((node) => !node.running)).toBe(true);
    expect(dirs.some((dir) => existsSync(dir))).toBe(false);
  }, 60_000);
});
