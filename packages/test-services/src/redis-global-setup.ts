import type { TestProject } from 'vitest/node';
import { RedisServer } from './redis-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `redis://127.0.0.1:<port>` of the redis-server this test run started for itself. */
    redisUrl: string;
  }
}

/**
 * A vitest `globalSetup`: starts one private redis-server for the whole run, provides its URL as
 * `inject('redisUrl')`, and stops it (removing its data dir) when the run ends. Re-export it as the
 * default export of a setup file named in `test.globalSetup`.
 */
export async function redisGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  const server = await RedisServer.start();
  project.provide('redisUrl', server.url);
  return () => server.dispose();
}
