import { RedisServer } from '@sluice/test-services';
import { expect, it } from 'vitest';
import { leftBehind, serviceProcesses } from './service-processes.mjs';

it('sees a redis-server started after the snapshot as left behind, and nothing once it is stopped', async () => {
  const before = serviceProcesses();
  const server = await RedisServer.start();
  try {
    const running = await leftBehind(before, 0);
    expect(running.map(([, name]) => name)).toEqual(['redis-server']);
  } finally {
    await server.dispose();
  }
  expect(await leftBehind(before)).toEqual([]);
});
