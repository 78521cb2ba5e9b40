import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { leftBehind, serviceProcesses } from './service-processes.mjs';

it('sees a redis-server started after the snapshot as left behind, and nothing once it has ended', async () => {
  const before = serviceProcesses();
  // No TCP port (--port 0): it listens on a unix socket in a temp dir, so this test needs no free port.
  const dir = mkdtempSync(path.join(tmpdir(), 'sluice-procs-'));
  const args = ['--port', '0', '--unixsocket', path.join(dir, 'redis.sock'), '--dir', dir, '--save', '', '--appendonly', 'no'];
  const server = spawn('redis-server', args, { stdio: 'ignore' });
  const ended = new Promise((resolve) => server.once('exit', resolve));
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const running = await leftBehind(before, 0);
    expect(running.map(([, name]) => name)).toEqual(['redis-server']);
  } finally {
    server.kill('SIGKILL');
    await ended;
    rmSync(dir, { recursive: true, force: true });
  }
  expect(await leftBehind(before)).toEqual([]);
});
