import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { TiedProcess } from './tied-process.js';

const fixture = fileURLToPath(new URL('./fixtures/start-and-hang.ts', import.meta.url));

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => {
      resolve(true);
    });
  });
}

it('a test process killed with SIGKILL leaves no redis-server behind', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (line: string) => {
      resolve(Number(line.trim()));
    });
    child.once('exit', (code) => {
      reject(new Error(`fixture exited early with ${String(code)}`));
    });
  });
  expect(await refuses(port)).toBe(false);
  child.kill('SIGKILL');
  let gone = false;
  for (let attempt = 0; attempt < 100 && !gone; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone = await refuses(port);
  }
  expect(gone).toBe(true);
});

it('stop() ends the command and reports it exited', async () => {
  const sleeper = TiedProcess.spawn('sleep', ['60']);
  expect(sleeper.exited).toBe(false);
  await sleeper.stop();
  expect(sleeper.exited).toBe(true);
});
