import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog, PackageReport } from '../catalog/catalog-schema.js';
import { readCatalog } from '../catalog/read-catalog.js';
import { checkIntegrity } from '../fetch/integrity.js';
import { latestVersion, RegistryClient } from '../fetch/registry-client.js';
import { kitLocation } from '../verify/kit-location.js';
import { errorReport, verifyTarball, type VerifyOptions } from '../verify/verify-tarball.js';
import { runPool } from './run-pool.js';

/** Options of `crawl`. */
export interface CrawlOptions extends Omit<VerifyOptions, 'registryUrl'> {
  /** The registry to crawl, e.g. `https://registry.npmjs.org`. */
  registry: string;
  /** Where `catalog.json` is written (and an earlier one read, for incremental crawls). */
  outDir: string;
  /** The keyword packages list. @default 'sluice-processor' */
  keyword?: string;
  /** Packages verified at once. @default 2 */
  concurrency?: number;
  /** Receives one progress line per package (the CLI writes them to stderr). */
  log?: (line: string) => void;
}

/** What a crawl did. */
export interface CrawlResult {
  catalog: Catalog;
  /** Where it was written. */
  file: string;
  /** Reports reused from the earlier catalog (same bytes, same kit and core). */
  reused: number;
  /** True when any package is `failed` or `error`. */
  anyFailed: boolean;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function listsKeyword(keywords: unknown, keyword: string): boolean {
  return Array.isArray(keywords) && keywords.includes(keyword);
}

/**
 * Crawls `registry` for packages with `keyword`, verifies the latest version of each with the kit
 * (reusing earlier verdicts for the same integrity, kit and core), and writes `<outDir>/catalog.json`
 * atomically. A bad package never aborts the crawl; only an unreachable registry at search time throws.
 */
export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const log = options.log ?? (() => undefined);
  const keyword = options.keyword ?? 'sluice-processor';
  const client = new RegistryClient(options.registry);
  const kit = kitLocation();
  const file = path.join(options.outDir, 'catalog.json');
  let previous: Catalog | undefined;
  try {
    previous = readCatalog(file);
  } catch (error) {
    log(`ignoring the earlier catalog: ${(error as Error).message}`);
  }
  const reusable = new Map<string, PackageReport>();
  if (previous !== undefined && previous.kit.version === kit.kitVersion && previous.core.version === kit.coreVersion) {
    for (const report of previous.packages) if (report.transient !== true) reusable.set(report.integrity, report);
  }

  const names = await client.search(keyword);
  log(`${names.length} candidate package(s) for keyword "${keyword}" on ${client.url}`);
  let reused = 0;
  let done = 0;
  const reports = await runPool(names, options.concurrency ?? 2, async (name): Promise<PackageReport | undefined> => {
    const started = Date.now();
    let report: PackageReport;
    let base = { name, version: '?', integrity: '' };
    try {
      const packument = await client.packument(name);
      const latest = latestVersion(packument);
      if (latest === undefined || !listsKeyword(latest.keywords, keyword)) {
        log(`[${++done}/${names.length}] ${name} skipped (its latest version does not list "${keyword}")`);
        return undefined;
      }
      base = { name, version: latest.version, integrity: latest.dist.integrity ?? '' };
      const earlier = latest.dist.integrity === undefined ? undefined : reusable.get(latest.dist.integrity);
      if (earlier !== undefined && earlier.name === name && earlier.version === latest.version) {
        reused++;
        log(`[${++done}/${names.length}] ${name}@${latest.version} ${earlier.status} (reused: same bytes, kit and core)`);
        return earlier;
      }
      const bytes = await client.tarball(latest.dist.tarball, `${name}@${latest.version}`);
      checkIntegrity(bytes, latest.dist.integrity, `${name}@${latest.version}`);
      report = await verifyTarball(bytes, { ...options, registryUrl: client.url }, name);
    } catch (error) {
      report = errorReport(base, error, started);
    }
    log(`[${++done}/${names.length}] ${report.name}@${report.version} ${report.status} in ${seconds(Date.now() - started)}${report.reason === undefined ? '' : `: ${report.reason}`}`);
    return report;
  });
  const packages = reports.filter((report): report is PackageReport => report !== undefined).sort((a, b) => a.name.localeCompare(b.name));
  const catalog: Catalog = { generatedAt: new Date().toISOString(), registry: client.url, kit: { version: kit.kitVersion }, core: { version: kit.coreVersion }, packages };
  mkdirSync(options.outDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(catalog, null, 2)}\n`);
  renameSync(temp, file);
  return { catalog, file, reused, anyFailed: packages.some((p) => p.status !== 'verified') };
}
