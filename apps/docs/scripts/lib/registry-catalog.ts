import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROCESSOR_HOOKS } from '@sluice/core';
import { catalogSchema, type Catalog, type PackageReport, type ProcessorReport } from '@sluice/registry';
import type { CatalogProcessor } from './catalog-data.js';
import { categories } from './catalog-schema.js';
import type { ConformanceSummary } from './conformance-report.js';
import { docsRoot } from './paths.js';

/** The crawl output the site lists: `SLUICE_CATALOG`, else the committed snapshot. */
export function registryCatalogFile(): string {
  return process.env.SLUICE_CATALOG ?? path.join(docsRoot, 'catalog/registry-snapshot.json');
}

/** The crawl output is unreadable or invalid: the docs build stops with this message. */
export class RegistryCatalogError extends Error {
  override readonly name = 'RegistryCatalogError';
}

/** A third-party package as the site lists it, processors aside. */
export interface ListedPackage {
  name: string;
  version: string;
  status: PackageReport['status'];
  reason?: string;
  verifiedAt: string;
  /** Ids of its processor pages. */
  processorIds: string[];
}

/** What the site takes from one crawl. */
export interface RegistryListing {
  file: string;
  generatedAt: string;
  kitVersion: string;
  coreVersion: string;
  processors: CatalogProcessor[];
  /** One untrusted README per processor id, as published. */
  readmes: Map<string, string>;
  packages: ListedPackage[];
  /** Processors left out, and why (an id already taken, an unknown hook or category). */
  skipped: string[];
}

const knownHooks = new Set<string>(PROCESSOR_HOOKS);
const knownCategories = new Set<string>(categories);

/**
 * The card's conformance summary from a verifier report (a crawl's, or a built-in's): the package
 * must be verified and the processor free of failures and errors to pass.
 */
export function verifiedConformance(pkg: PackageReport, processor: ProcessorReport, catalog: Pick<Catalog, 'kit'>): ConformanceSummary {
  const summary: ConformanceSummary = {
    status: pkg.status === 'verified' && processor.failed === 0 && processor.error === undefined ? 'pass' : 'fail',
    passed: processor.passed,
    failed: processor.failed + (processor.error === undefined ? 0 : 1),
    skipped: processor.skipped,
    kitVersion: catalog.kit.version,
    version: pkg.version,
    generatedAt: pkg.verifiedAt,
    checks: [
      ...processor.failures.map((f) => ({ name: f.check, status: 'failed' as const, processorId: processor.id, message: f.message })),
      ...(processor.error === undefined ? [] : [{ name: 'the verifier constructs it from its manifest', status: 'failed' as const, processorId: processor.id, message: processor.error }]),
    ],
  };
  if (processor.usPerChunk !== undefined) summary.p50Us = processor.usPerChunk;
  return summary;
}

/**
 * Reads a `sluice-registry crawl` output and turns each listed processor into a catalog entry like
 * a built-in one: the verdict (failing packages shown as failing), kit and core versions, the date,
 * latency, install range, example options and the README (untrusted: the caller imports it with
 * `untrusted: true`). Ids already taken by built-ins are skipped with a reason.
 */
export function loadRegistryCatalog(file: string, takenIds: ReadonlySet<string>, options: { hideFailing?: boolean } = {}): RegistryListing {
  const shown = path.relative(process.cwd(), file) || file;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new RegistryCatalogError(`${shown} could not be read as JSON: ${String(cause)}`);
  }
  const parsed = catalogSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RegistryCatalogError(`${shown} is not a sluice-registry catalog: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const catalog = parsed.data;
  const listing: RegistryListing = { file: shown, generatedAt: catalog.generatedAt, kitVersion: catalog.kit.version, coreVersion: catalog.core.version, processors: [], readmes: new Map(), packages: [], skipped: [] };
  const seen = new Set(takenIds);
  for (const pkg of catalog.packages) {
    if (options.hideFailing === true && pkg.status !== 'verified') continue;
    const listed: ListedPackage = { name: pkg.name, version: pkg.version, status: pkg.status, verifiedAt: pkg.verifiedAt, processorIds: [], ...(pkg.reason === undefined ? {} : { reason: pkg.reason }) };
    listing.packages.push(listed);
    for (const processor of pkg.processors) {
      const hooks = (processor.hooks ?? []).filter((hook) => knownHooks.has(hook));
      const category = processor.category ?? '';
      if (seen.has(processor.id)) {
        listing.skipped.push(`${pkg.name}: processor id "${processor.id}" is already listed`);
        continue;
      }
      if (hooks.length === 0 || !knownCategories.has(category)) {
        listing.skipped.push(`${pkg.name}: processor "${processor.id}" declares no known hook or category`);
        continue;
      }
      seen.add(processor.id);
      listed.processorIds.push(processor.id);
      const entry: CatalogProcessor = {
        id: processor.id,
        name: processor.name ?? processor.id,
        hooks: hooks as CatalogProcessor['hooks'],
        category: category as CatalogProcessor['category'],
        ...(processor.export === undefined ? {} : { export: processor.export }),
        exampleOptions: processor.exampleOptions ?? {},
        source: 'third-party',
        packageName: pkg.name,
        version: pkg.version,
        description: pkg.description ?? '',
        link: `/catalog/community/${processor.id}`,
        conformance: verifiedConformance(pkg, processor, catalog),
        verifiedAt: pkg.verifiedAt,
        coreVersion: catalog.core.version,
        ...(pkg.reason === undefined ? {} : { verdictReason: pkg.reason }),
        ...(pkg.coreRange === undefined ? {} : { coreRange: pkg.coreRange }),
        ...(pkg.repository === undefined ? {} : { repository: pkg.repository }),
      };
      listing.processors.push(entry);
      if (pkg.readme !== undefined) listing.readmes.set(processor.id, pkg.readme);
    }
  }
  return listing;
}
