import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installedIntegrity, kitLocation, packageReportSchema, verifyInstalled, type Catalog, type PackageReport } from '@sluice/registry';
import type { WorkspacePackage } from './workspace-packages.js';

/** Options of `verifyBuiltins`. */
export interface VerifyBuiltinsOptions {
  /** Where reports are kept between builds, keyed by the bytes verified. */
  cacheDir: string;
  /** Progress, one line per package. @default writes to stderr */
  log?: (line: string) => void;
}

/** The built-in packages' verdicts, in the crawl's `catalog.json` format. */
export interface BuiltinVerification {
  catalog: Catalog;
  /** The report of each package, by name. */
  byName: Map<string, PackageReport>;
}

/**
 * What a report depends on: the package's build, and the kit and core the verifier runs (a new
 * kit check or a core change can change a verdict).
 */
function cacheKey(pkg: WorkspacePackage, kitDir: string, coreDir: string): string {
  return createHash('sha256')
    .update(installedIntegrity(pkg.dir))
    .update(installedIntegrity(kitDir))
    .update(installedIntegrity(coreDir))
    .digest('hex')
    .slice(0, 32);
}

function readCached(file: string): PackageReport | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = packageReportSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies each built-in processor package the way the registry crawler verifies a published one:
 * `verifyInstalled` from `@sluice/registry` constructs every processor from the package's manifest
 * (its `export` and `exampleOptions`) and runs the kit's `processorSuite` on it in a child process
 * with the crawler's time, heap and environment limits, on the package's built `dist`. A report is
 * reused while the package's build, the kit and core are byte for byte the same.
 */
export async function verifyBuiltins(packages: readonly WorkspacePackage[], options: VerifyBuiltinsOptions): Promise<BuiltinVerification> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const kit = kitLocation();
  mkdirSync(options.cacheDir, { recursive: true });
  const byName = new Map<string, PackageReport>();
  for (const pkg of packages) {
    const key = cacheKey(pkg, kit.kitDir, kit.coreDir);
    const file = path.join(options.cacheDir, `${pkg.name.replace(/[^\w.-]+/g, '_')}-${key}.json`);
    const cached = readCached(file);
    if (cached !== undefined) {
      byName.set(pkg.name, cached);
      log(`verify ${pkg.name}@${pkg.version}: ${cached.status} (kept: same build, kit and core)`);
      continue;
    }
    const started = Date.now();
    log(`verify ${pkg.name}@${pkg.version}: running the kit in a child process...`);
    const report = await verifyInstalled(pkg.dir);
    byName.set(pkg.name, report);
    log(`verify ${pkg.name}@${pkg.version}: ${report.status}${report.reason === undefined ? '' : ` (${report.reason})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(report, null, 2)}\n`);
    renameSync(temp, file);
  }
  const catalog: Catalog = {
    generatedAt: new Date().toISOString(),
    registry: 'workspace',
    kit: { version: kit.kitVersion },
    core: { version: kit.coreVersion },
    packages: packages.flatMap((pkg) => byName.get(pkg.name) ?? []),
  };
  return { catalog, byName };
}
