import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Manifest {
  name: string;
  private?: boolean;
  peerDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
}

const published = readdirSync(packages)
  .map((dir) => JSON.parse(readFileSync(path.join(packages, dir, 'package.json'), 'utf8')) as Manifest)
  .filter((manifest) => manifest.private !== true);

describe('every published package installs into an ai 6 or an ai 7 app', () => {
  it.each(published.map((m) => [m.name, m] as const))('%s', (_name, manifest) => {
    const peer = manifest.peerDependencies?.ai;
    if (peer !== undefined) {
      expect(semver.satisfies('7.0.173', peer), `peer ai ${peer} takes ai 7`).toBe(true);
      expect(semver.satisfies('6.0.326', peer), `peer ai ${peer} takes ai 6`).toBe(true);
    }
    // Pinning ai or the AI SDK 7 provider spec as a dependency would bring a second AI SDK, or Node 22, into ai 6 apps.
    expect(manifest.dependencies?.ai).toBeUndefined();
    expect(manifest.dependencies?.['@ai-sdk/provider'] ?? '3.x').toMatch(/^3\./);
  });
});
