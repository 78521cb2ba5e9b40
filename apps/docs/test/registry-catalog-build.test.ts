import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog } from '@sluice/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '@sluice/test-services';
import { docsRoot } from '../scripts/lib/paths.js';

// The docs build from a crawl output: third-party cards like built-in ones, failing packages shown as
// failing, and each README imported as untrusted input.

const temp = createTempDirs();

function generate(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: docsRoot, env, encoding: 'utf8' });
}

const hostileReadme = [
  '# sluice-processor-shout',
  '',
  'Shouts. <script>alert(1)</script> <img src=x onerror="alert(2)"> <details ontoggle="alert(3)" open>x</details>',
  '',
  '<iframe src="https://evil.example"></iframe>',
  '',
  '[click](javascript:alert(4)) and [docs](https://example.com/docs) {{ constructor.constructor("alert(5)")() }}',
  '',
  '[ref]: javascript:alert(6)',
].join('\n');

const processor = { passed: 40, failed: 0, skipped: 5, failures: [], hooks: ['processOutputStream'], category: 'guardrail', exampleOptions: { pattern: 'password' } };
const catalog: Catalog = {
  generatedAt: '2026-12-04T01:00:00.000Z',
  kit: { version: '0.1.0' },
  core: { version: '0.1.0' },
  packages: [
    { name: 'sluice-processor-shout', version: '1.2.3', integrity: 'sha512-a', status: 'verified', coreRange: '^0.1.0', description: 'Shouts.', repository: 'https://github.com/acme/shout', readme: hostileReadme, verifiedAt: '2026-12-04T01:00:00.000Z', processors: [{ ...processor, id: 'shout', name: 'Shout', export: 'Shout', usPerChunk: 3.5 }] },
    { name: 'sluice-fixture-mutates', version: '1.0.0', integrity: 'sha512-b', status: 'failed', reason: '1 kit check(s) failed, first: message hooks leave their inputs untouched', verifiedAt: '2026-12-04T01:00:00.000Z', processors: [{ ...processor, id: 'mutates', export: 'Mutates', passed: 30, failed: 1, failures: [{ check: 'message hooks leave their inputs untouched', message: 'processInput edited the messages in place' }] }] },
    { name: 'sluice-fixture-crashes', version: '1.0.0', integrity: 'sha512-c', status: 'error', code: 'VERIFIER_CRASHED', reason: 'the verifier exited early (code 1)', verifiedAt: '2026-12-04T01:00:00.000Z', processors: [] },
  ],
};

describe('docs build from a sluice-registry crawl', () => {
  let community = '';
  let shout = '';
  let mutates = '';
  beforeAll(() => {
    const file = path.join(temp.make('sluice-catalog-'), 'catalog.json');
    writeFileSync(file, JSON.stringify(catalog));
    const run = generate({ ...process.env, SLUICE_CATALOG: file });
    expect(run.status, run.stderr).toBe(0);
    community = readFileSync(path.join(docsRoot, 'catalog/community/index.md'), 'utf8');
    shout = readFileSync(path.join(docsRoot, 'catalog/community/shout.md'), 'utf8');
    mutates = readFileSync(path.join(docsRoot, 'catalog/community/mutates.md'), 'utf8');
  });
  afterAll(() => {
    temp.removeAll();
    generate(process.env); // put the generated pages back to the committed snapshot
  });

  it('renders a verified card: verdict with kit, core and date, latency, install range, usage from the manifest', () => {
    expect(shout).toContain('**Passes** the conformance battery: 40 passed, 0 failed, 5 skipped (kit 0.1.0, package 1.2.3)');
    expect(shout).toContain('| Verified | 2026-12-04 by `sluice-registry` on the published tarball (kit 0.1.0, core 0.1.0) |');
    expect(shout).toContain('pnpm add sluice-processor-shout @sluice/core@^0.1.0');
    expect(shout).toContain("import { Shout } from \"sluice-processor-shout\";");
    expect(shout).toContain('"pattern": "password"');
    expect(shout).toContain('<https://github.com/acme/shout>');
  });

  it('imports the README as untrusted: no tag, handler, javascript: link or Vue interpolation survives', () => {
    const card = shout.slice(shout.indexOf('## Processor card'));
    expect(card).toContain('Shouts.');
    expect(card).toContain('[docs](https://example.com/docs)');
    for (const bad of ['<script', '<img', '<iframe', '<details', 'javascript:', '{{']) expect(card, bad).not.toContain(bad);
  });

  it('shows a failing package as failing, with its failures', () => {
    expect(mutates).toContain('**Fails** the conformance battery');
    expect(mutates).toContain('::: danger Not verified');
    expect(mutates).toContain('processInput edited the messages in place');
  });

  it('lists every package with its verdict and reason on the community index', () => {
    expect(community).toMatch(/\| `sluice-processor-shout` \| 1\.2\.3 \| \*\*verified\*\* \| \[shout\]/);
    expect(community).toMatch(/\| `sluice-fixture-crashes` \| 1\.0\.0 \| \*\*error\*\* \| — \| the verifier exited early \(code 1\) \|/);
  });

  it('a crawl output that is not a catalog stops the build naming the field', () => {
    const file = path.join(temp.make('sluice-catalog-bad-'), 'catalog.json');
    writeFileSync(file, JSON.stringify({ ...catalog, packages: [{ name: 'x', status: 'passing' }] }));
    const run = generate({ ...process.env, SLUICE_CATALOG: file });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docs build failed: the registry catalog is broken');
    expect(run.stderr).toContain('packages.0');
  });
});
