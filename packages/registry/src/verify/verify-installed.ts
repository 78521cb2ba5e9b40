import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PackageReport } from '../catalog/catalog-schema.js';
import { coreRangeOf, readManifest, repositoryUrlOf, type PackageJsonLike } from '../manifest/read-manifest.js';
import { RegistryError } from '../registry-error.js';
import { runVerifier } from './run-verifier.js';
import { errorReport, type VerifyOptions } from './verify-tarball.js';

/** The file an ESM import of the package's main entry loads (`exports['.']`, then `module`, `main`). */
export function resolveEntry(dir: string, packageJson: Record<string, unknown>): string {
  const pick = (target: unknown): string | undefined => {
    if (typeof target === 'string') return target;
    if (typeof target !== 'object' || target === null) return undefined;
    const conditions = target as Record<string, unknown>;
    for (const key of ['import', 'node', 'default']) {
      const found = pick(conditions[key]);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const exports = packageJson.exports;
  const main = typeof exports === 'object' && exports !== null && '.' in exports ? pick((exports as Record<string, unknown>)['.']) : pick(exports);
  const relative = main ?? (typeof packageJson.module === 'string' ? packageJson.module : undefined) ?? (typeof packageJson.main === 'string' ? packageJson.main : 'index.js');
  return path.resolve(dir, relative);
}

/**
 * A sha512 over an installed package's package.json and every file of its entry's folder (its
 * build): what "the same bytes" means for a package verified in place, as `dist.integrity` does for
 * a tarball. Key a cache of `verifyInstalled` reports with it.
 */
export function installedIntegrity(dir: string): string {
  const packageJson = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  return buildIntegrity(dir, resolveEntry(dir, packageJson));
}

function buildIntegrity(dir: string, entry: string): string {
  const hash = createHash('sha512').update(readFileSync(path.join(dir, 'package.json')));
  const folder = path.dirname(entry);
  for (const file of readdirSync(folder, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).map((f) => path.join(f.parentPath, f.name)).sort()) {
    hash.update(path.relative(folder, file)).update(readFileSync(file));
  }
  return `sha512-${hash.digest('base64')}`;
}

/**
 * Verifies a package that is already installed with its dependencies (a built workspace package)
 * with the same child-process harness as a published tarball, without packing or installing it:
 * how the built-in processors get the same kind of verdict as third-party ones.
 */
export async function verifyInstalled(dir: string, options: Omit<VerifyOptions, 'registryUrl'> = {}): Promise<PackageReport> {
  const started = Date.now();
  const packageJson = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJsonLike & Record<string, unknown>;
  const base = { name: String(packageJson.name), version: String(packageJson.version), integrity: '' };
  const tempDir = mkdtempSync(path.join(tmpdir(), 'sluice-verify-installed-'));
  try {
    const entry = resolveEntry(dir, packageJson);
    base.integrity = buildIntegrity(dir, entry);
    const coreRange = coreRangeOf(packageJson);
    const repository = repositoryUrlOf(packageJson);
    const extra = { ...(coreRange === undefined ? {} : { coreRange }), ...(repository === undefined ? {} : { repository }), ...(typeof packageJson.description === 'string' ? { description: packageJson.description } : {}) };
    const manifest = readManifest(packageJson);
    const entryFile = path.join(tempDir, 'entry.mjs');
    writeFileSync(entryFile, `export * from ${JSON.stringify(pathToFileURL(entry).href)};\n`);
    const verdict = await runVerifier({ entryFile, cwd: tempDir, packageJson, manifest, tempDir, timeoutMs: options.timeoutMs ?? 60_000, heapMb: options.heapMb ?? 512, hookTimeLimitMs: options.hookTimeLimitMs ?? 5_000 });
    return { ...base, ...extra, ...verdict, verifiedAt: new Date().toISOString(), durationMs: Date.now() - started };
  } catch (error) {
    return errorReport(base, RegistryError.isInstance(error) ? error : new RegistryError('TARBALL_INVALID', `${base.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error }), started);
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}
