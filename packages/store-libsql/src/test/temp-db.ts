import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh directory for one test's database files, removed by `dispose()`. */
export interface TempDb {
  dir: string;
  /** `file:` URL of `name` inside the directory. */
  url(name?: string): string;
  dispose(): void;
}

/** Creates a temp directory for database files. */
export function tempDb(): TempDb {
  const dir = mkdtempSync(join(tmpdir(), 'sluice-libsql-'));
  return {
    dir,
    url: (name = 'memory.db') => `file:${join(dir, name)}`,
    dispose: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
