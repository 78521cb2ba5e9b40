import { readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestJsonSchema, readManifest } from '@sluice/registry';
import { expect, it } from 'vitest';
import { extractFencedBlocks } from '../scripts/lib/code-blocks.js';
import { docsRoot } from '../scripts/lib/paths.js';

// The guide's manifest is what authors copy into package.json: it must pass the schema the
// registry crawler validates with.

const guide = readFileSync(path.join(docsRoot, 'guide/publishing.md'), 'utf8');
const manifests = extractFencedBlocks(guide).filter((block) => block.info === 'json');

it('the publishing guide shows one "sluice" manifest, and it passes the registry\'s schema', () => {
  expect(manifests).toHaveLength(1);
  const manifest = readManifest({ sluice: JSON.parse(manifests[0]?.code ?? '') as unknown });
  expect(manifest.processors[0]).toMatchObject({ id: 'competitor-filter', export: 'CompetitorFilter' });
});

it('every manifest field the guide names is in the published JSON Schema', () => {
  const schema = JSON.stringify(manifestJsonSchema());
  for (const field of ['export', 'exampleOptions', 'supports', 'fixtures', 'modelOption']) {
    expect(guide).toContain(`"${field}"`);
    expect(schema).toContain(`"${field}"`);
  }
});
