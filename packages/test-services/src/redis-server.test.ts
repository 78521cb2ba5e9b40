import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MissingServiceError } from './missing-service-error.js';
import { RedisServer } from './redis-server.js';
import { redisCommand } from './test/redis-command.js';

describe('RedisServer', () => {
  const started: RedisServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.dispose()));
  });

  it('starts on a free loopback port other than 6379 and answers commands', async () => {
    const server = await RedisServer.start();
    started.push(server);
    expect(server.port).not.toBe(6379);
    expect(server.url).toBe(`redis://127.0.0.1:${server.port}`);
    expect(await redisCommand(server.port, 'SET k v')).toBe('+OK');
    expect(await redisCommand(server.port, 'GET k')).toBe('$1');
  });

  it('two servers never share a port or data', async () => {
    const [a, b] = await Promise.all([RedisServer.start(), RedisServer.start()]);
    started.push(a, b);
    expect(a.port).not.toBe(b.port);
    await redisCommand(a.port, 'SET only-a 1');
    expect(await redisCommand(b.port, 'EXISTS only-a')).toBe(':0');
  });

  it('stop() refuses connections and restart() comes back on the same port', async () => {
    const server = await RedisServer.start();
    started.push(server);
    await server.stop();
    expect(server.running).toBe(false);
    await expect(redisCommand(server.port, 'PING')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await server.restart();
    expect(server.running).toBe(true);
    expect(await redisCommand(server.port, 'PING')).toBe('+PONG');
  });

  it('dispose() removes its temp data dir, which is the dir the server really uses', async () => {
    const server = await RedisServer.start();
    expect(server.dataDir).toMatch(/sluice-redis-/);
    expect(existsSync(server.dataDir)).toBe(true);
    await redisCommand(server.port, 'SET k v');
    expect(await redisCommand(server.port, 'SAVE')).toBe('+OK');
    expect(existsSync(path.join(server.dataDir, 'dump.rdb'))).toBe(true);
    await server.dispose();
    expect(existsSync(server.dataDir)).toBe(false);
  });

  it('a start on a port already taken fails clearly instead of trusting the other server', async () => {
    const server = await RedisServer.start();
    started.push(server);
    await expect(RedisServer.start({ port: server.port, startTimeoutMs: 3000 })).rejects.toThrow(/did not start on/);
    // the failed start removed its own data dir: only the running server's dir has this port's prefix
    const forPort = readdirSync(tmpdir()).filter((name) => name.startsWith(`sluice-redis-${server.port}-`));
    expect(forPort.map((name) => path.join(tmpdir(), name))).toEqual([server.dataDir]);
  });

  it('throws a MissingServiceError naming the install command when redis-server is not in PATH', async () => {
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const error: unknown = await RedisServer.start().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MissingServiceError);
      expect(error).toMatchObject({ code: 'TEST_SERVICE_MISSING', installCommand: 'apt-get install -y redis-server' });
    } finally {
      process.env.PATH = saved;
    }
  });
});
