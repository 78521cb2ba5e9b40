import type { TestProject } from 'vitest/node';
import { PostgresServer } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://sluice@127.0.0.1:<port>/postgres` of the PostgreSQL this test run started for itself. */
    postgresUrl: string;
  }
}

/**
 * A vitest `globalSetup`: starts one private PostgreSQL for the whole run, provides its URL as
 * `inject('postgresUrl')`, and stops it (removing its data dir) when the run ends. Re-export it as
 * the default export of a setup file named in `test.globalSetup`.
 */
export async function postgresGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  const server = await PostgresServer.start();
  project.provide('postgresUrl', server.url);
  return () => server.dispose();
}
