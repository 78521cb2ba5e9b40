import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { machineNode } from './machine-node.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

async function fakeNode(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = join(folder, 'node');
  await writeFile(file, '#!/bin/sh\n');
  await chmod(file, 0o755);
  return file;
}

it('skips the node that a package installs into node_modules/.bin (pnpm puts it first on PATH)', async () => {
  dir = await mkdtemp(join(tmpdir(), 'machine-node-'));
  await fakeNode(join(dir, 'bench', 'node_modules', '.bin'));
  const system = await fakeNode(join(dir, 'usr', 'bin'));
  const path = [join(dir, 'bench', 'node_modules', '.bin'), join(dir, 'usr', 'bin')].join(delimiter);
  expect(machineNode(path, '/fallback/node')).toBe(system);
});

it('takes the first node on PATH outside node_modules, and falls back when there is none', async () => {
  dir = await mkdtemp(join(tmpdir(), 'machine-node-'));
  const first = await fakeNode(join(dir, 'a'));
  await fakeNode(join(dir, 'b'));
  expect(machineNode([join(dir, 'empty'), join(dir, 'a'), join(dir, 'b')].join(delimiter), '/fallback/node')).toBe(first);
  expect(machineNode(join(dir, 'empty'), '/fallback/node')).toBe('/fallback/node');
  expect(machineNode('', '/fallback/node')).toBe('/fallback/node');
});
