import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', 'coverage', '.git']);
const TEST_FILE = /\.(test|spec)\.(ts|mts|cts|js|mjs|cjs|tsx|jsx)$/;

/**
 * The test files of a package that call `processorSuite(` (relative to `dir`, sorted): these are
 * the package's conformance tests.
 */
export async function findConformanceFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(current: string): Promise<void> {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) await walk(join(current, entry.name));
      } else if (TEST_FILE.test(entry.name)) {
        const path = join(current, entry.name);
        if ((await readFile(path, 'utf8')).includes('processorSuite(')) found.push(relative(dir, path));
      }
    }
  }
  await walk(dir);
  return found.sort();
}
