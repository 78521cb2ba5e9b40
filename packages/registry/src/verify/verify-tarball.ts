import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PackageReport, ProcessorReport } from '../catalog/catalog-schema.js';
import { sha512Integrity } from '../fetch/integrity.js';
import { unpackTarball } from '../fetch/unpack-tarball.js';
import { coreRangeOf, readManifest, repositoryUrlOf, type PackageJsonLike } from '../manifest/read-manifest.js';
import { RegistryError } from '../registry-error.js';
import { kitLocation } from './kit-location.js';
import { prepareWorkspace } from './prepare-workspace.js';
import { runCommand } from './run-command.js';
import { scrubbedEnv } from './scrubbed-env.js';
import { EVENT_PREFIX, type VerifierEvent, type VerifierJob } from './verifier-protocol.js';

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

function childFailure(outcome: { timedOut: boolean; stderr: string; code: number | null; signal: string | null }, timeoutMs: number): RegistryError {
  if (outcome.timedOut) return new RegistryError('VERIFIER_TIMEOUT', `verification did not finish within ${Math.round(timeoutMs / 1000)} s and was killed (a hook that never settles, or a busy loop)`);
  if (/heap out of memory|Allocation failed/i.test(outcome.stderr)) return new RegistryError('VERIFIER_OUT_OF_MEMORY', 'the verifier ran out of memory (the heap cap was reached) and was killed');
  const last = outcome.stderr.trim().split('\n').filter(Boolean).slice(-3).join(' | ').slice(0, 400);
  return new RegistryError('VERIFIER_CRASHED', `the verifier exited early (${outcome.signal ?? `code ${outcome.code}`})${last === '' ? '' : `: ${last}`}`);
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
    const job: VerifierJob = { entryFile: workspace.entryFile, packageJson: packageJson as Record<string, unknown>, processors: manifest.processors, hookTimeLimitMs: options.hookTimeLimitMs ?? 5_000 };
    const jobFile = path.join(tempDir, 'job.json');
    writeFileSync(jobFile, JSON.stringify(job));
    const home = path.join(tempDir, 'child-home');
    const events: VerifierEvent[] = [];
    const outcome = await runCommand(process.execPath, [`--max-old-space-size=${options.heapMb ?? 512}`, kit.childScript, jobFile], {
      cwd: workspace.root,
      env: scrubbedEnv(home),
      timeoutMs,
      onLine: (line) => {
        if (!line.startsWith(EVENT_PREFIX)) return;
        try {
          events.push(JSON.parse(line.slice(EVENT_PREFIX.length)) as VerifierEvent);
        } catch {
          // a line the package forged or cut: ignored
        }
      },
    });
    const processors: ProcessorReport[] = [];
    const problems: string[] = [];
    let code: string | undefined;
    for (const event of events) {
      if (event.type === 'processor') processors.push(event.report);
      else if (event.type === 'processor-error') {
        const declared = manifest.processors.find((p) => p.id === event.id);
        processors.push({ id: event.id, passed: 0, failed: 0, skipped: 0, failures: [], error: event.message, ...(declared === undefined ? {} : { export: declared.export, exampleOptions: declared.exampleOptions, ...(declared.name === undefined ? {} : { name: declared.name }), ...(declared.category === undefined ? {} : { category: declared.category }), ...(declared.hooks === undefined ? {} : { hooks: declared.hooks }) }) });
        problems.push(`${event.id}: ${event.message}`);
        code ??= event.code;
      }
    }
    const done = events.some((event) => event.type === 'done');
    const verdict = { ...base, ...extra, processors, verifiedAt: new Date().toISOString(), durationMs: Date.now() - started };
    if (!done) {
      const failure = childFailure(outcome, timeoutMs);
      return { ...verdict, status: 'error', code: failure.code, reason: failure.message };
    }
    if (problems.length > 0) return { ...verdict, status: 'error', code: code ?? 'VERIFIER_CRASHED', reason: problems.join('; ') };
    const failed = processors.filter((p) => p.failed > 0);
    if (failed.length > 0) {
      const first = failed[0]?.failures[0];
      const count = failed.reduce((n, p) => n + p.failed, 0);
      return { ...verdict, status: 'failed', reason: `${count} kit check(s) failed${first === undefined ? '' : `, first: ${first.check}: ${first.message.split('\n')[0] ?? ''}`}` };
    }
    return { ...verdict, status: 'verified' };
  } catch (error) {
    return errorReport(base, error, started);
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}
