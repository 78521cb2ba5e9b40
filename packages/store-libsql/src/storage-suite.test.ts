import { storageSuite } from '@sluice/conformance';
import { afterAll, describe, it } from 'vitest';
import { LibSQLStorage } from './libsql-storage.js';
import { tempDb, type TempDb } from './test/temp-db.js';

const dirs: TempDb[] = [];

afterAll(() => {
  for (const dir of dirs) dir.dispose();
});

storageSuite({
  describe,
  it,
  name: 'LibSQLStorage (file)',
  create: () => {
    const db = tempDb();
    dirs.push(db);
    return new LibSQLStorage({ url: db.url() });
  },
  supports: { atomicRuns: true, concurrentWriters: true, largeMessages: true },
});

storageSuite({
  describe,
  it,
  name: 'LibSQLStorage (:memory:)',
  create: () => new LibSQLStorage({ url: ':memory:' }),
  supports: { atomicRuns: true, concurrentWriters: true, largeMessages: true },
});
