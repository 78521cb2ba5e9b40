import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Temp dirs a test file makes, removed together (call `removeAll()` in `afterAll`). */
export interface TempDirs {
  /** A new empty dir under the OS temp dir, named `<prefix><random>`. */
  make(prefix: string): string;
  /** Removes every dir `make` returned. */
  removeAll(): void;
}

/**
 * Temp dirs for one test file, so that a run leaves nothing in /tmp:
 * `const temp = createTempDirs(); afterAll(() => { temp.removeAll(); });`.
 */
export function createTempDirs(): TempDirs {
  const made: string[] = [];
  return {
    make(prefix) {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
