import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTempDirs } from '@sluice/test-services';
import { docsRoot } from '../scripts/lib/paths.js';

const temp = createTempDirs();
afterAll(() => {
  temp.removeAll();
});

it('a broken third-party catalog entry fails the docs build with a message naming the entry and field', () => {
  const file = path.join(temp.make('sluice-tp-build-'), 'third-party.json');
  writeFileSync(file, JSON.stringify({ packages: [{ package: 'sluice-processor-broken', description: 'short' }] }));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], {
    cwd: docsRoot,
    env: { ...process.env, SLUICE_THIRD_PARTY: file },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('docs build failed: the reviewed third-party catalog is broken');
  expect(run.stderr).toContain('packages[0] (sluice-processor-broken).description');
  expect(run.stderr).toContain('packages[0] (sluice-processor-broken).repository');
});
