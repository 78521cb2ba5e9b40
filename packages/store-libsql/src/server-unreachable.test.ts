import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LibSQLStorage } from './libsql-storage.js';
import { LibSQLStorageError } from './libsql-storage-error.js';

/** A TCP server on a free loopback port that accepts connections and never answers (a hung database). */
async function silentServer(): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, sockets };
}

describe('LibSQLStorage against a server that is down', () => {
  let cleanup: (() => void) | undefined;

  afterEach(() => {
    cleanup?.();
  });

  it('a server that never answers fails the call with REQUEST_TIMEOUT instead of hanging', async () => {
    const { server, port, sockets } = await silentServer();
    cleanup = () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    };
    const store = new LibSQLStorage({ url: `http://127.0.0.1:${String(port)}`, authToken: 'secret-token' }, { requestTimeoutMs: 300 });
    const started = Date.now();
    const error: unknown = await store.listMessages({ threadId: 't' }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(LibSQLStorageError.isInstance(error) && error.code).toBe('REQUEST_TIMEOUT');
    expect((error as Error).message).not.toContain('secret-token');
    await store.close();
  });

  it('a refused connection fails with OPEN_FAILED at once', async () => {
    const { server, port } = await silentServer();
    await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    const store = new LibSQLStorage({ url: `http://127.0.0.1:${String(port)}` });
    const started = Date.now();
    const error: unknown = await store.ready().catch((e: unknown) => e);
    expect(LibSQLStorageError.isInstance(error) && error.code).toBe('OPEN_FAILED');
    expect(Date.now() - started).toBeLessThan(5000);
    await store.close();
  });
});
