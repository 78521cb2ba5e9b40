import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { extractFencedBlocks } from '../scripts/lib/code-blocks.js';
import { docsRoot } from '../scripts/lib/paths.js';
import { loadThirdParty } from '../scripts/lib/third-party.js';

// The guide's entry is what authors copy into catalog/third-party.json: it must pass the same
// validation the docs build runs on that file.
it('the publishing guide\'s example third-party entry passes the catalog schema the build uses', () => {
  const guide = readFileSync(path.join(docsRoot, 'guide/publishing.md'), 'utf8');
  const entries = extractFencedBlocks(guide).filter((block) => block.info === 'json');
  expect(entries).toHaveLength(1);
  const entry: unknown = JSON.parse(entries[0]?.code ?? '');
  const dir = mkdtempSync(path.join(tmpdir(), 'sluice-guide-'));
  try {
    const file = path.join(dir, 'third-party.json');
    writeFileSync(file, JSON.stringify({ packages: [entry] }));
    expect(loadThirdParty(file, new Set())).toHaveLength(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
