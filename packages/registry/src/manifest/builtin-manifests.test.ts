import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readManifest, type PackageJsonLike } from './read-manifest.js';

// Every built-in processor package declares the manifest the crawler reads: an export to construct
// and example options, per processor.
const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const builtIns = readdirSync(packagesDir)
  .map((dir) => ({ dir, json: JSON.parse(readFileSync(path.join(packagesDir, dir, 'package.json'), 'utf8')) as PackageJsonLike }))
  .filter(({ json }) => json.sluice !== undefined);

describe('built-in manifests', () => {
  it('there are built-in processor packages to check', () => {
    expect(builtIns.length).toBeGreaterThan(8);
  });

  it.each(builtIns.map(({ dir, json }) => [dir, json] as const))('%s declares a valid manifest with an export per processor', (_dir, json) => {
    const manifest = readManifest(json);
    for (const processor of manifest.processors) expect(processor.export).toMatch(/^[A-Z]\w*$/);
  });
});
