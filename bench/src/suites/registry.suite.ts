import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crawl, RegistryClient } from '@sluice/registry';
import { VerdaccioServer } from '@sluice/test-services';
import type { BenchGroup } from '../harness.js';
import type { BenchSuite } from './suite.js';

/**
 * The registry crawler (issue #16): a crawl of 20 generated processor packages published to a
 * Verdaccio on loopback (each one fetched, integrity-checked, unpacked, its zod dependency installed
 * with scripts off, and the kit run on it in a child process), reported in seconds per package; and
 * a re-crawl with nothing changed, which must reuse every verdict in under 1 s in all. Floor: the
 * registry reads any crawl must make (search and 20 packuments).
 */
const PACKAGES = 20;
const run = promisify(execFile);

function processorSource(index: number): string {
  return [
    "import { parseProcessorOptions } from '@sluice/core';",
    "import { z } from 'zod';",
    '',
    'export class BenchProcessor {',
    `  id = 'bench-processor-${index}';`,
    "  constructor(options = {}) { parseProcessorOptions(z.object({}).strict(), options, 'BenchProcessor'); }",
    '  processOutputStream({ part }) { return part; }',
    '}',
    '',
  ].join('\n');
}

async function publish(server: VerdaccioServer, dir: string): Promise<void> {
  await run('npm', ['publish', '--ignore-scripts', '--registry', `${server.url}/`, '--userconfig', server.userconfig], { cwd: dir });
}

async function publishAll(server: VerdaccioServer, root: string): Promise<void> {
  const zod = path.join(root, 'zod');
  cpSync(path.dirname(createRequire(import.meta.url).resolve('zod/package.json')), zod, { recursive: true, dereference: true });
  await publish(server, zod);
  for (let i = 1; i <= PACKAGES; i++) {
    const dir = path.join(root, `p${i}`);
    mkdirSync(dir);
    const id = `bench-processor-${i}`;
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: `sluice-bench-processor-${i}`,
        version: '1.0.0',
        type: 'module',
        keywords: ['sluice-processor'],
        exports: './index.js',
        dependencies: { zod: '^4.1.8' },
        peerDependencies: { '@sluice/core': '^0.1.0' },
        sluice: { processors: [{ id, name: `Bench ${i}`, hooks: ['processOutputStream'], category: 'guardrail', export: 'BenchProcessor', exampleOptions: {} }] },
      }),
    );
    writeFileSync(path.join(dir, 'index.js'), processorSource(i));
    await publish(server, dir);
  }
}

const suite: BenchSuite = {
  name: 'registry',
  groups: async (): Promise<BenchGroup[]> => {
    const root = mkdtempSync(path.join(tmpdir(), 'sluice-bench-registry-'));
    const server = await VerdaccioServer.start();
    await publishAll(server, root);
    const warm = path.join(root, 'warm');
    await crawl({ registry: server.url, outDir: warm });
    const client = new RegistryClient(server.url);
    const readsOnly = async () => {
      const names = await client.search('sluice-processor');
      await Promise.all(names.map((name) => client.packument(name)));
    };
    let cold = 0;
    return [
      {
        name: `registry crawl, ${PACKAGES} packages on a loopback Verdaccio`,
        floor: { name: 'search + packuments only (no tarball, no verification)', units: PACKAGES, unit: 'package', run: readsOnly },
        cases: [
          {
            name: 'crawl, nothing verified yet (download, install, kit in a child)',
            units: PACKAGES,
            unit: 'package',
            run: () => crawl({ registry: server.url, outDir: path.join(root, `cold-${++cold}`) }),
          },
          {
            name: 're-crawl, nothing changed (every verdict reused)',
            units: PACKAGES,
            unit: 'package',
            budget: { maxMillis: 1000, description: '< 1 s in all' },
            run: () => crawl({ registry: server.url, outDir: warm }),
          },
        ],
        rounds: 2,
        warmup: 0,
        notes: () => {
          void server.dispose().finally(() => {
            rmSync(root, { recursive: true, force: true });
          });
          return [];
        },
      },
    ];
  },
};

export default suite;
