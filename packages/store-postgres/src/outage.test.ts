import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Agent, MemoryError, type Processor } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { PostgresServer } from '@sluice/test-services';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresStorage } from './postgres-storage.js';
import { freshSchema } from './test/fresh-schema.js';

let server: PostgresServer;
beforeAll(async () => {
  // its own server: this test stops it
  server = await PostgresServer.start();
}, 60_000);
afterAll(async () => {
  await server.dispose();
});

it('a database that goes down mid-run fails the run with MEMORY_NOT_SAVED quickly, and the store works again after a restart', async () => {
  const storage = new PostgresStorage({ connectionString: server.url }, { schema: freshSchema(), connectionTimeoutMillis: 1000 });
  let stopDuringRun = false;
  const outage: Processor = {
    id: 'outage',
    async processOutputResult() {
      if (stopDuringRun) await server.stop();
    },
  };
  const agent = new Agent({
    id: 'a',
    model: new ScriptedModel([{ text: 'answer' }], { loop: true }),
    outputProcessors: [outage],
    memory: { storage },
  });
  try {
    await agent.generate('before', { memory: { thread: 't' } });
    stopDuringRun = true;

    const started = Date.now();
    const error: unknown = await agent.generate('during the outage', { memory: { thread: 't' } }).catch((e: unknown) => e);
    expect(MemoryError.isInstance(error) && error.code).toBe('MEMORY_NOT_SAVED');
    expect(Date.now() - started).toBeLessThan(10_000);

    stopDuringRun = false;
    await server.restart();
    await agent.generate('after', { memory: { thread: 't' } });
    const texts = (await storage.listMessages({ threadId: 't' })).map((m) =>
      m.content.parts.map((p) => (p.type === 'text' ? p.text : '')).join(''),
    );
    expect(texts).toEqual(['before', 'answer', 'after', 'answer']);
  } finally {
    await storage.close();
  }
}, 60_000);

it('calls on a store whose database is down fail within the connection timeout instead of hanging', async () => {
  const storage = new PostgresStorage({ connectionString: server.url }, { schema: freshSchema(), connectionTimeoutMillis: 500 });
  try {
    await server.stop();
    const started = Date.now();
    await expect(storage.listMessages({ threadId: 't' })).rejects.toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await server.restart();
    await storage.close();
  }
}, 60_000);

it('a server that accepts connections but never answers fails calls within connectionTimeoutMillis', async () => {
  const pid = Number(readFileSync(path.join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const storage = new PostgresStorage({ connectionString: server.url }, { schema: freshSchema(), connectionTimeoutMillis: 500 });
  process.kill(pid, 'SIGSTOP');
  try {
    const started = Date.now();
    await expect(storage.getThread('t')).rejects.toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    process.kill(pid, 'SIGCONT');
    await storage.close();
  }
}, 60_000);
