import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { storageSuite } from '@sluice/conformance';
import { afterAll, describe, inject, it } from 'vitest';
import { PGliteStorage } from './pglite-storage.js';
import { PostgresStorage } from './postgres-storage.js';
import { freshSchema } from './test/fresh-schema.js';

// PostgreSQL: the run's own server, a new schema per check.
storageSuite({
  describe,
  it,
  name: 'PostgresStorage',
  create: () => new PostgresStorage({ connectionString: inject('postgresUrl') }, { schema: freshSchema(), max: 4 }),
  supports: { atomicRuns: true, concurrentWriters: true },
});

// PGlite in memory: one database, a new schema per check. Opened before the checks are collected:
// starting PGlite blocks the event loop for seconds, which would otherwise land inside a check's time.
const memory = await PGlite.create();
afterAll(() => memory.close());
storageSuite({
  describe,
  it,
  name: 'PGliteStorage (in memory)',
  create: () => new PGliteStorage({ db: memory }, { schema: freshSchema() }),
  supports: { atomicRuns: true, concurrentWriters: true },
});

// PGlite on disk: one temp data dir, a new schema per check.
const dataDir = mkdtempSync(path.join(tmpdir(), 'sluice-pglite-suite-'));
const onDisk = await PGlite.create(dataDir);
afterAll(async () => {
  await onDisk.close();
  rmSync(dataDir, { recursive: true, force: true });
});
storageSuite({
  describe,
  it,
  name: 'PGliteStorage (dataDir)',
  create: () => new PGliteStorage({ db: onDisk }, { schema: freshSchema() }),
  supports: { atomicRuns: true, concurrentWriters: true },
});
