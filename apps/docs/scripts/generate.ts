import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PackageReport } from '@sluice/registry';
import { BuildReport } from './lib/build-report.js';
import { verifyBuiltins } from './lib/builtin-verification.js';
import type { CatalogData, CatalogPackage, CatalogProcessor } from './lib/catalog-data.js';
import { sluiceEntrySchema, type ProcessorEntry } from './lib/catalog-schema.js';
import { summarizeConformance, type ConformanceSummary } from './lib/conformance-report.js';
import { findSourceDocsLinks, missingDocsAnchors } from './lib/docs-anchor-check.js';
import { importMarkdown } from './lib/import-markdown.js';
import { builtEntry } from './lib/package-entry.js';
import { readPackageExports, type PackageExports } from './lib/package-exports.js';
import { docsRoot, generatedDir, repoRoot } from './lib/paths.js';
import { renderPlaygroundRegistry, type PlaygroundModule } from './lib/playground-registry.js';
import { renderProcessorPage } from './lib/processor-page.js';
import { summarizeQuality } from './lib/quality-report.js';
import { referenceSources, writeReferencePages } from './lib/reference-pages.js';
import { loadRegistryCatalog, registryCatalogFile, RegistryCatalogError, verifiedConformance } from './lib/registry-catalog.js';
import { renderCommunityIndex } from './lib/community-index.js';
import { coreRange, listWorkspacePackages, type WorkspacePackage } from './lib/workspace-packages.js';

function readJson(file: string): unknown {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
}

/** The package's conformance.json, parsed, or a summary saying why it cannot be used. */
function readConformance(pkg: WorkspacePackage, report: BuildReport): { json: unknown } | { problem: ConformanceSummary } {
  const file = path.join(pkg.dir, 'conformance.json');
  if (!existsSync(file)) {
    report.missing(pkg.name, 'no conformance.json (run the sluice-conformance CLI in the package)');
    return { problem: { status: 'missing', passed: 0, failed: 0, skipped: 0, checks: [], note: 'This package has no conformance.json yet.' } };
  }
  try {
    return { json: readJson(file) };
  } catch (error) {
    report.warning(pkg.name, `conformance.json is not valid JSON: ${String(error)}`);
    return { problem: { status: 'unreadable', passed: 0, failed: 0, skipped: 0, checks: [], note: 'conformance.json is not valid JSON.' } };
  }
}

/** A package row's verdict from its verifier report: every processor's checks added up. */
function packageVerdict(verified: PackageReport, kitVersion: string): ConformanceSummary {
  const sum = (pick: (r: PackageReport['processors'][number]) => number) => verified.processors.reduce((total, r) => total + pick(r), 0);
  return {
    status: verified.status === 'verified' ? 'pass' : 'fail',
    passed: sum((r) => r.passed),
    failed: sum((r) => r.failed + (r.error === undefined ? 0 : 1)) + (verified.status !== 'verified' && verified.processors.length === 0 ? 1 : 0),
    skipped: sum((r) => r.skipped),
    checks: [],
    kitVersion,
    version: verified.version,
    generatedAt: verified.verifiedAt,
  };
}

function description(pkg: WorkspacePackage): string {
  return typeof pkg.manifest.description === 'string' ? pkg.manifest.description : '';
}

function cleanGenerated(): void {
  const catalogDir = path.join(docsRoot, 'catalog');
  for (const file of readdirSync(catalogDir)) {
    if (file.endsWith('.md') && file !== 'index.md') rmSync(path.join(catalogDir, file));
  }
  rmSync(path.join(catalogDir, 'community'), { recursive: true, force: true });
  mkdirSync(path.join(catalogDir, 'community'), { recursive: true });
  mkdirSync(generatedDir, { recursive: true });
}

async function main(): Promise<void> {
  const report = new BuildReport();
  const workspace = listWorkspacePackages(repoRoot);
  const core = workspace.find((p) => p.name === '@sluice/core');
  const coreVersion = core?.version ?? '0.0.0';
  const coreEntry = core ? builtEntry(core) : undefined;
  if (!coreEntry) report.missing('@sluice/core', 'dist not built: the playground cannot run (pnpm --filter @sluice/core build)');

  const processors: CatalogProcessor[] = [];
  const packages: CatalogPackage[] = [];
  const readmes = new Map<string, { pkg: WorkspacePackage; ids: string[] }>();
  const playgroundModules: PlaygroundModule[] = [];

  // Built-ins go through the registry's verifier, like every crawled package (cached by build).
  const withEntry = workspace.filter((p) => 'sluice' in p.manifest);
  const builtins = await verifyBuiltins(
    withEntry.filter((p) => builtEntry(p) !== undefined),
    { cacheDir: path.join(docsRoot, 'node_modules/.cache/sluice-builtin-verdicts') },
  );
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(path.join(generatedDir, 'builtins-verified.json'), `${JSON.stringify(builtins.catalog, null, 2)}\n`);

  for (const pkg of withEntry) {
    const conformanceFile = readConformance(pkg, report);
    const declaredIds = sluiceEntrySchema.safeParse(pkg.manifest.sluice).data?.processors.map((p) => p.id) ?? [];
    const conformanceFor = (id?: string): ConformanceSummary =>
      'problem' in conformanceFile ? conformanceFile.problem : summarizeConformance(conformanceFile.json, id, declaredIds);
    const conformance = conformanceFor();
    if (conformance.status === 'unreadable' && !('problem' in conformanceFile)) {
      report.warning(pkg.name, `conformance.json: ${conformance.note ?? 'unreadable'}`);
    }
    const entry = builtEntry(pkg);
    const verified = builtins.byName.get(pkg.name);
    if (verified === undefined) report.missing(pkg.name, 'dist not built: the verifier runs on the build, so its cards show only the package\'s own conformance.json');
    else if (verified.status !== 'verified') report.warning(pkg.name, `the registry's verifier does not pass it: ${verified.reason ?? verified.status}`);
    const catalogPackage: CatalogPackage = {
      name: pkg.name,
      version: pkg.version,
      relativeDir: pkg.relativeDir,
      description: description(pkg),
      processorIds: [],
      conformance: verified === undefined ? conformance : packageVerdict(verified, builtins.catalog.kit.version),
      built: entry !== undefined,
    };
    packages.push(catalogPackage);
    const parsed = sluiceEntrySchema.safeParse(pkg.manifest.sluice);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      report.warning(pkg.name, `invalid "sluice" entry in package.json (${problems}); no page generated`);
      catalogPackage.note = `invalid "sluice" entry: ${problems}`;
      continue;
    }
    const entries: ProcessorEntry[] = [];
    for (const e of parsed.data.processors) {
      if (processors.some((p) => p.id === e.id)) report.warning(pkg.name, `processor id "${e.id}" is already used by another package; skipped`);
      else entries.push(e);
    }
    if (entries.length === 0) {
      catalogPackage.note = 'declares no processors yet ("sluice": { "processors": [] })';
      report.missing(pkg.name, 'its "sluice" entry declares no processors yet');
      continue;
    }
    let exports: PackageExports | undefined;
    if (!entry) {
      report.missing(pkg.name, 'dist not built: no options table, not in the playground');
    } else {
      try {
        exports = await readPackageExports(entry, entries);
        if (exports.manifestProblems.length > 0) {
          console.error(`\ndocs build failed: the "sluice" entry of ${pkg.name} is wrong:\n${exports.manifestProblems.map((m) => `  - ${m}`).join('\n')}\n`);
          process.exit(1);
        }
        if (exports.unmatchedSchemas.length > 0) report.missing(pkg.name, `no options schema found for: ${exports.unmatchedSchemas.join(', ')}`);
        if (exports.classNames.size > 0) playgroundModules.push({ packageName: pkg.name, entryFile: entry });
      } catch (error) {
        report.warning(pkg.name, `importing ${path.relative(repoRoot, entry)} failed: ${String(error)}`);
      }
    }
    const qualityFile = path.join(pkg.dir, 'quality.json');
    const quality = existsSync(qualityFile) ? summarizeQuality(readJson(qualityFile)) : undefined;
    if (existsSync(qualityFile) && !quality) report.warning(pkg.name, 'quality.json holds no precision/recall figure the catalog can read');
    const range = coreRange(pkg, coreVersion);
    for (const e of entries) {
      const p: CatalogProcessor = {
        ...e,
        source: 'workspace',
        packageName: pkg.name,
        version: pkg.version,
        description: description(pkg),
        link: `/catalog/${e.id}`,
        conformance: conformanceFor(e.id),
      };
      const verdict = verified?.processors.find((r) => r.id === e.id);
      if (verified !== undefined) {
        p.packageSuite = p.conformance;
        p.conformance = verdict === undefined
          ? { status: 'fail', passed: 0, failed: 1, skipped: 0, checks: [{ name: 'the verifier constructs it from its manifest', status: 'failed', processorId: e.id, message: verified.reason ?? 'not verified' }], kitVersion: builtins.catalog.kit.version, version: verified.version, generatedAt: verified.verifiedAt }
          : verifiedConformance(verified, verdict, builtins.catalog);
        p.verifiedAt = verified.verifiedAt;
        p.coreVersion = builtins.catalog.core.version;
        if (verified.reason !== undefined) p.verdictReason = verified.reason;
      }
      // Added latency is measured per streamed chunk: it says nothing about a processor without
      // processOutputStream (a package-level figure would belong to its sibling).
      if (!e.hooks.includes('processOutputStream')) {
        for (const summary of [p.conformance, p.packageSuite]) {
          delete summary?.p50Us;
          delete summary?.p95Us;
        }
      }
      const ownReport = p.packageSuite ?? p.conformance;
      if (entries.length > 1 && ownReport.checks.length > 0 && ownReport.checks.every((c) => c.processorId === undefined)) {
        p.conformanceScope = `the whole package ${pkg.name} (${entries.map((x) => x.id).join(', ')}): its report does not tell the processors' checks apart`;
      }
      if (range) p.coreRange = range;
      if (quality) p.quality = quality;
      const schema = exports?.optionsSchemas.get(e.id);
      if (schema) p.optionsSchema = schema;
      const className = exports?.classNames.get(e.id);
      if (className) p.className = className;
      processors.push(p);
      catalogPackage.processorIds.push(e.id);
    }
    readmes.set(pkg.name, { pkg, ids: entries.map((e) => e.id) });
  }

  let listing;
  try {
    listing = loadRegistryCatalog(registryCatalogFile(), new Set(processors.map((p) => p.id)), { hideFailing: process.env.SLUICE_CATALOG_HIDE_FAILING === '1' });
  } catch (error) {
    if (error instanceof RegistryCatalogError) {
      console.error(`\ndocs build failed: the registry catalog is broken.\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  for (const skipped of listing.skipped) report.warning('registry catalog', skipped);
  processors.push(...listing.processors);

  // Site links for files the imported markdown may point at.
  const siteLinks = new Map<string, string>();
  for (const ref of referenceSources) siteLinks.set(path.join(repoRoot, ref.source), `/${ref.page}`);
  for (const { pkg, ids } of readmes.values()) siteLinks.set(path.join(pkg.dir, 'README.md'), `/catalog/${ids[0] ?? ''}.md`);
  const resolveSiteLink = (absolute: string): string | undefined => siteLinks.get(absolute);

  cleanGenerated();
  writeReferencePages({ docsRoot, repoRoot, report, resolveSiteLink });

  for (const p of processors) {
    let readme: string | undefined;
    const owner = readmes.get(p.packageName);
    if (owner) {
      const file = path.join(owner.pkg.dir, 'README.md');
      if (existsSync(file)) {
        const unresolved: string[] = [];
        readme = importMarkdown(readFileSync(file, 'utf8'), {
          dropTitle: true,
          demote: 1,
          resolveLink: (target) => resolveSiteLink(path.resolve(owner.pkg.dir, target)),
          onUnresolved: (target) => unresolved.push(target),
        });
        if (unresolved.length > 0) report.warning(p.packageName, `README links outside the site were unlinked: ${unresolved.join(', ')}`);
      } else if (p.id === owner.ids[0]) {
        report.missing(p.packageName, 'no README.md (the processor card)');
      }
    }
    const published = p.source === 'third-party' ? listing.readmes.get(p.id) : undefined;
    if (published !== undefined) {
      // A third-party README is untrusted: no raw HTML, no links but http(s), mailto and anchors.
      readme = importMarkdown(published, { dropTitle: true, demote: 1, untrusted: true, resolveLink: () => undefined });
    }
    const page = p.source === 'workspace' ? `catalog/${p.id}.md` : `catalog/community/${p.id}.md`;
    writeFileSync(path.join(docsRoot, page), renderProcessorPage(p, readme));
  }

  // Docs links in package sources (error messages) must point at pages and anchors that exist.
  const dangling = missingDocsAnchors(docsRoot, findSourceDocsLinks(workspace.filter((p) => p.relativeDir.startsWith('packages')).map((p) => p.dir)));
  if (dangling.length > 0) {
    console.error(`\ndocs build failed: package sources link to docs anchors that do not exist:\n${dangling.map((d) => `  - ${d}`).join('\n')}\n`);
    process.exit(1);
  }

  writeFileSync(path.join(docsRoot, 'catalog/community/index.md'), renderCommunityIndex(listing));
  const data: CatalogData = { processors, packages, notices: report.notices };
  writeFileSync(path.join(generatedDir, 'catalog.json'), `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(
    path.join(generatedDir, 'playground-registry.ts'),
    renderPlaygroundRegistry(generatedDir, core && coreEntry ? { packageName: core.name, entryFile: coreEntry } : undefined, playgroundModules),
  );
  console.log(`docs: catalog of ${processors.length} processor(s) from ${packages.length} package(s) and ${listing.packages.length} third-party package(s) from ${listing.file}.`);
  console.log(report.format());
}

await main();
