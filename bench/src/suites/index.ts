import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchSuite } from './suite.js';

/**
 * Every benchmark suite `pnpm bench` runs: each `*.suite.ts` file in this folder default-exports a
 * `BenchSuite`. Add a suite by adding a file; nothing to register.
 */
export async function loadSuites(): Promise<BenchSuite[]> {
  const folder = dirname(fileURLToPath(import.meta.url));
  const files = (await readdir(folder)).filter((f) => f.endsWith('.suite.ts')).sort();
  const suites: BenchSuite[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${folder}/${file}`).href)) as { default: BenchSuite };
    suites.push(module.default);
  }
  return suites;
}
