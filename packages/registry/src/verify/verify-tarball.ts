import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PackageReport } from '../catalog/catalog-schema.js';
import { sha512Integrity } from '../fetch/integrity.js';
import { unpackTarball } from '../fetch/unpack-tarball.js';
import { coreRangeOf, readManifest, repositoryUrlOf, type PackageJsonLike } from '../manifest/read-manifest.js';
import { RegistryError } from '../registry-error.js';
import { kitLocation } from './kit-location.js';
import { prepareWorkspace } from './prepare-workspace.js';
import { runVerifier } from './run-verifier.js';

/** Options of `verifyTarball` (and of the crawl, which passes them on). */
export interface VerifyOptions {
  /** Wall-clock limit for the install and for the kit run, each (ms, default 60,000). */
  timeoutMs?: number;
  /** The child's heap cap (MB, default 512). */
  heapMb?: number;
  /** Longest time one hook call may take inside a kit check (ms, default 5,000). */
  hookTimeLimitMs?: number;
  /** Registry the package's dependencies are installed from. */
  registryUrl?: string;
}

const MAX_README_CHARS = 64_000;

function readReadme(dir: string): string | undefined {
  for (const name of ['README.md', 'readme.md', 'Readme.md']) {
    try {
      return readFileSync(path.join(dir, name), 'utf8').slice(0, MAX_README_CHARS);
    } catch {
      // try the next spelling
    }
  }
  return undefined;
}

/** A report for a package that could not be verified at all. */
export function errorReport(base: Pick<PackageReport, 'name' | 'version' | 'integrity'>, error: unknown, started: number): PackageReport {
  const registryError = RegistryError.isInstance(error) ? error : undefined;
  return {
    ...base,
    status: 'error',
    reason: registryError?.message ?? `unexpected failure: ${error instanceof Error ? error.message : String(error)}`,
    code: registryError?.code ?? 'INTERNAL',
    ...(registryError?.transient === true ? { transient: true } : {}),
    processors: [],
    verifiedAt: new Date().toISOString(),
    durationMs: Date.now() - started,
  };
}


/**
 * Verifies one package tarball: unpacks it into a fresh temp dir, installs its dependencies with
 * scripts off, then runs the kit on each declared processor in a child process (scrubbed
 * environment, heap cap, wall-clock timeout). Never throws for a bad package: the report says why.
 */
export async function verifyTarball(bytes: Uint8Array, options: VerifyOptions = {}, label = 'package'): Promise<PackageReport> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 60_000;
  const integrity = sha512Integrity(bytes);
  const tempDir = mkdtempSync(path.join(tmpdir(), 'sluice-verify-'));
  let base = { name: label, version: '0.0.0', integrity };
  try {
    const packageJson: PackageJsonLike = await unpackTarball(bytes, path.join(tempDir, 'unpacked'), label);
    if (typeof packageJson.name !== 'string' || typeof packageJson.version !== 'string') throw new RegistryError('TARBALL_INVALID', `${label}: package.json has no name or version`);
    base = { name: packageJson.name, version: packageJson.version, integrity };
    const what = `${packageJson.name}@${packageJson.version}`;
    const coreRange = coreRangeOf(packageJson);
    const repository = repositoryUrlOf(packageJson);
    const description = typeof (packageJson as { description?: unknown }).description === 'string' ? ((packageJson as { description: string }).description) : undefined;
    const readme = readReadme(path.join(tempDir, 'unpacked'));
    const extra = { ...(coreRange === undefined ? {} : { coreRange }), ...(repository === undefined ? {} : { repository }), ...(description === undefined ? {} : { description }), ...(readme === undefined ? {} : { readme }) };
    let manifest;
    try {
      manifest = readManifest(packageJson);
    } catch (error) {
      return { ...errorReport(base, error, started), ...extra };
    }
    const kit = kitLocation();
    const workspace = await prepareWorkspace({ unpackedDir: path.join(tempDir, 'unpacked'), packageJson, tempDir, registryUrl: options.registryUrl, coreDir: kit.coreDir, timeoutMs, what });
    const verdict = await runVerifier({ entryFile: workspace.entryFile, cwd: workspace.root, packageJson, manifest, tempDir, timeoutMs, heapMb: options.heapMb ?? 512, hookTimeLimitMs: options.hookTimeLimitMs ?? 5_000 });
    return { ...base, ...extra, ...verdict, verifiedAt: new Date().toISOString(), durationMs: Date.now() - started };
  } catch (error) {
    return errorReport(base, error, started);
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}
