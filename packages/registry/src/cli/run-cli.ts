import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PackageReport } from '../catalog/catalog-schema.js';
import { crawl } from '../crawl/crawl.js';
import { RegistryError } from '../registry-error.js';
import { verifyDirectory } from '../verify/verify-directory.js';
import { verifyInstalled } from '../verify/verify-installed.js';
import { verifyTarball } from '../verify/verify-tarball.js';

const USAGE = `usage:
  sluice-registry crawl --registry <url> --out <dir> [--keyword sluice-processor] [--concurrency 2] [--timeout 60]
  sluice-registry verify <tarball.tgz | package dir> [--registry <url>] [--timeout 60] [--installed]

  --registry <url>     the npm registry (crawl: to search; verify: to install dependencies from)
  --out <dir>          where catalog.json is written (an earlier one there is reused by integrity)
  --keyword <kw>       the keyword processor packages list (default sluice-processor)
  --concurrency <n>    packages verified at once (default 2)
  --timeout <s>        wall-clock limit per package, install and kit run each (default 60)
  --heap <mb>          the verifier child's heap cap (default 512)
  --json               verify: print the report as JSON
  --installed          verify: a built directory as it is, with its installed dependencies (no pack, no install)

Exit code: 0 when every package is verified, 1 when any failed or could not be verified, 2 on bad usage.`;

/** Where the CLI writes. */
export interface CliOutput {
  /** Results (a verify report). */
  out: (line: string) => void;
  /** Progress and errors. */
  err: (line: string) => void;
}

function positiveNumber(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new RegistryError('USAGE', `${flag} must be a positive number (got ${JSON.stringify(value)})`);
  return n;
}

function formatReport(report: PackageReport): string {
  const lines = [`${report.name}@${report.version}: ${report.status}${report.reason === undefined ? '' : ` (${report.reason})`}`];
  for (const processor of report.processors) {
    lines.push(`  ${processor.id}: ${processor.passed} passed, ${processor.failed} failed, ${processor.skipped} skipped${processor.usPerChunk === undefined ? '' : `, ${processor.usPerChunk} µs/chunk`}`);
    for (const failure of processor.failures) lines.push(`    ✗ ${failure.check}\n      ${failure.message.split('\n')[0] ?? ''}`);
  }
  return lines.join('\n');
}

/** Runs the `sluice-registry` CLI with `args`; resolves to its exit code. */
export async function runCli(args: readonly string[], output: CliOutput = { out: console.log, err: console.error }): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        registry: { type: 'string' },
        out: { type: 'string' },
        keyword: { type: 'string' },
        concurrency: { type: 'string' },
        timeout: { type: 'string' },
        heap: { type: 'string' },
        json: { type: 'boolean' },
        installed: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, target, ...extra] = positionals;
    if (values.help === true) {
      output.out(USAGE);
      return 0;
    }
    const timeoutMs = positiveNumber(values.timeout, '--timeout', 60) * 1000;
    const heapMb = positiveNumber(values.heap, '--heap', 512);
    if (command === 'crawl') {
      if (values.registry === undefined || values.out === undefined) throw new RegistryError('USAGE', 'crawl needs --registry <url> and --out <dir>');
      if (target !== undefined) throw new RegistryError('USAGE', `crawl takes no positional argument (got ${JSON.stringify(target)})`);
      const result = await crawl({
        registry: values.registry,
        outDir: path.resolve(values.out),
        ...(values.keyword === undefined ? {} : { keyword: values.keyword }),
        concurrency: Math.floor(positiveNumber(values.concurrency, '--concurrency', 2)),
        timeoutMs,
        heapMb,
        log: output.err,
      });
      const counts = ['verified', 'failed', 'error'].map((status) => `${result.catalog.packages.filter((p) => p.status === status).length} ${status}`).join(', ');
      output.err(`wrote ${result.file}: ${counts} (${result.reused} reused)`);
      return result.anyFailed ? 1 : 0;
    }
    if (command === 'verify') {
      if (target === undefined || extra.length > 0) throw new RegistryError('USAGE', 'verify takes one tarball or package directory');
      if (!existsSync(target)) throw new RegistryError('USAGE', `${target} does not exist`);
      const options = { timeoutMs, heapMb, ...(values.registry === undefined ? {} : { registryUrl: values.registry }) };
      output.err(`verifying ${target} with the conformance kit...`);
      const isDirectory = statSync(target).isDirectory();
      if (values.installed === true && !isDirectory) throw new RegistryError('USAGE', '--installed takes a package directory');
      const report = isDirectory
        ? values.installed === true
          ? await verifyInstalled(target, options)
          : await verifyDirectory(target, options)
        : await verifyTarball(readFileSync(target), options, path.basename(target));
      const { readme: _readme, ...shown } = report;
      output.out(values.json === true ? JSON.stringify(shown, null, 2) : formatReport(report));
      return report.status === 'verified' ? 0 : 1;
    }
    throw new RegistryError('USAGE', command === undefined ? 'name a command: crawl or verify' : `unknown command ${JSON.stringify(command)}`);
  } catch (error) {
    if (RegistryError.isInstance(error) && error.code === 'USAGE') {
      output.err(`sluice-registry: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof TypeError && (error as { code?: unknown }).code?.toString().startsWith('ERR_PARSE_ARGS') === true) {
      output.err(`sluice-registry: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    output.err(`sluice-registry: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
