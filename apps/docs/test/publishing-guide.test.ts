import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { extractFencedBlocks } from '../scripts/lib/code-blocks.js';
import { docsRoot } from '../scripts/lib/paths.js';
import { loadThirdParty } from '../scripts/lib/third-party.js';

// The guide's entry is what authors copy into catalog/third-party.json: it must pass the same
// validation the docs build runs on that file, and give a complete community page.

let dir = '';
let file = '';

function generate(env: NodeJS.ProcessEnv): ReturnType<typeof spawnSync> {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: docsRoot, env, encoding: 'utf8' });
}

beforeAll(() => {
  const guide = readFileSync(path.join(docsRoot, 'guide/publishing.md'), 'utf8');
  const entries = extractFencedBlocks(guide).filter((block) => block.info === 'json');
  expect(entries).toHaveLength(1);
  dir = mkdtempSync(path.join(tmpdir(), 'sluice-guide-'));
  file = path.join(dir, 'third-party.json');
  writeFileSync(file, JSON.stringify({ packages: [JSON.parse(entries[0]?.code ?? '') as unknown] }));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  generate(process.env); // put the generated pages back to the real catalog
});

it('the publishing guide\'s example third-party entry passes the catalog schema the build uses', () => {
  expect(loadThirdParty(file, new Set())).toHaveLength(1);
});

it('the docs generator accepts the guide\'s entry and its page links the package\'s README', () => {
  const run = generate({ ...process.env, SLUICE_THIRD_PARTY: file });
  expect(run.status, String(run.stderr)).toBe(0);
  const page = readFileSync(path.join(docsRoot, 'catalog/community/competitor-filter.md'), 'utf8');
  expect(page).not.toContain('README missing');
  expect(page).toContain('[on npm](https://www.npmjs.com/package/sluice-processor-competitors)');
});
