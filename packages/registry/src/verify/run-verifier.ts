import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PackageReport, ProcessorReport } from '../catalog/catalog-schema.js';
import type { SluiceManifest } from '../manifest/manifest-schema.js';
import type { PackageJsonLike } from '../manifest/read-manifest.js';
import { RegistryError } from '../registry-error.js';
import { kitLocation } from './kit-location.js';
import { runCommand } from './run-command.js';
import { scrubbedEnv } from './scrubbed-env.js';
import { EVENT_PREFIX, type VerifierEvent, type VerifierJob } from './verifier-protocol.js';

/** What one verifier run needs: a module re-exporting the package, and the limits. */
export interface VerifierInput {
  entryFile: string;
  /** The child's working directory. */
  cwd: string;
  packageJson: PackageJsonLike;
  manifest: SluiceManifest;
  /** A temp dir of this verification (job file, the child's home). */
  tempDir: string;
  timeoutMs: number;
  heapMb: number;
  hookTimeLimitMs: number;
}

/** The verdict part of a package report. */
export type Verdict = Pick<PackageReport, 'status' | 'reason' | 'code' | 'processors'>;

function childFailure(outcome: { timedOut: boolean; stderr: string; code: number | null; signal: string | null }, timeoutMs: number): RegistryError {
  if (outcome.timedOut) return new RegistryError('VERIFIER_TIMEOUT', `verification did not finish within ${Math.round(timeoutMs / 1000)} s and was killed (a hook that never settles, or a busy loop)`);
  if (/heap out of memory|Allocation failed/i.test(outcome.stderr)) return new RegistryError('VERIFIER_OUT_OF_MEMORY', 'the verifier ran out of memory (the heap cap was reached) and was killed');
  const last = outcome.stderr.trim().split('\n').filter(Boolean).slice(-3).join(' | ').slice(0, 400);
  return new RegistryError('VERIFIER_CRASHED', `the verifier exited early (${outcome.signal ?? `code ${outcome.code}`})${last === '' ? '' : `: ${last}`}`);
}

/**
 * Runs the kit on each declared processor in a child process (scrubbed environment, heap cap,
 * wall-clock timeout killing the whole process group) and turns its events into a verdict. The one
 * harness behind `verifyTarball` (published packages) and `verifyInstalled` (built-ins).
 */
export async function runVerifier(input: VerifierInput): Promise<Verdict> {
  const kit = kitLocation();
  const manifest = input.manifest;
  const job: VerifierJob = { entryFile: input.entryFile, packageJson: input.packageJson as Record<string, unknown>, processors: manifest.processors, hookTimeLimitMs: input.hookTimeLimitMs };
  const jobFile = path.join(input.tempDir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  const home = path.join(input.tempDir, 'child-home');
  const events: VerifierEvent[] = [];
  const outcome = await runCommand(process.execPath, [`--max-old-space-size=${input.heapMb}`, kit.childScript, jobFile], {
    cwd: input.cwd,
    env: scrubbedEnv(home),
    timeoutMs: input.timeoutMs,
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
  const verdict = { processors };
  if (!done) {
    const failure = childFailure(outcome, input.timeoutMs);
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
}
