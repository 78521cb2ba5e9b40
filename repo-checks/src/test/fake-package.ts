import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseManifest } from '../manifest.js';
import type { PackedPackage } from '../packed-package.js';

/** A packed package built in memory from `files` (which must include `package.json`), with a real tarball. */
export function fakePackage(folder: string, files: Record<string, string>): PackedPackage {
  const manifestText = files['package.json'];
  if (manifestText === undefined) throw new Error('fakePackage needs a package.json');
  const manifest = parseManifest(manifestText, 'fake package.json');
  const dir = mkdtempSync(join(tmpdir(), 'sluice-fake-pkg-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      const absolute = join(dir, 'package', path);
      mkdirSync(dirname(absolute), { recursive: true });
      writeFileSync(absolute, text);
    }
    execFileSync('tar', ['-czf', join(dir, 'fake.tgz'), '-C', dir, 'package']);
    return {
      name: manifest.name,
      folder,
      manifest,
      files: new Map(Object.entries(files).map(([path, text]) => [path, Buffer.from(text)])),
      tarball: new Uint8Array(readFileSync(join(dir, 'fake.tgz'))),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A package.json text: `name`, `version` and `fields`. */
export function manifestText(name: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ name, version: '1.0.0', ...fields }, null, 2);
}
