import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PackageReport } from '../catalog/catalog-schema.js';
import { RegistryError } from '../registry-error.js';
import { runCommand } from './run-command.js';
import { verifyTarball, type VerifyOptions } from './verify-tarball.js';

/**
 * Verifies a package directory exactly as the crawl would verify its published tarball: packs it
 * with `npm pack --ignore-scripts` (so build it first), then runs `verifyTarball` on the bytes.
 */
export async function verifyDirectory(dir: string, options: VerifyOptions = {}): Promise<PackageReport> {
  const out = mkdtempSync(path.join(tmpdir(), 'sluice-pack-'));
  try {
    const outcome = await runCommand('npm', ['pack', '--ignore-scripts', '--pack-destination', out], { cwd: dir, env: process.env, timeoutMs: options.timeoutMs ?? 60_000 });
    const tarball = readdirSync(out).find((file) => file.endsWith('.tgz'));
    if (outcome.code !== 0 || tarball === undefined) {
      throw new RegistryError('USAGE', `npm pack failed in ${dir}: ${outcome.stderr.trim().split('\n').at(-1) ?? `exit ${outcome.code}`}`);
    }
    return await verifyTarball(readFileSync(path.join(out, tarball)), options, path.basename(dir));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
