import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BuildReport } from './lib/build-report.js';
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
import { loadRegistryCatalog, registryCatalogFile, RegistryCatalogError } from './lib/registry-catalog.js';
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

  for (const pkg of workspace.filter((p) => 'sluice' in p.manifest)) {
    const conformanceFile = readConformance(pkg, report);
    const declaredIds = sluiceEntrySchema.safeParse(pkg.manifest.sluice).data?.processors.map((p) => p.id) ?? [];
    const conformanceFor = (id?: string): ConformanceSummary =>
      'problem' in conformanceFile ? conformanceFile.problem : summarizeConformance(conformanceFile.json, id, declaredIds);
    const conformance = conformanceFor();
    if (conformance.status === 'unreadable' && !('problem' in conformanceFile)) {
      report.warning(pkg.name, `conformance.json: ${conformance.note ?? 'unreadable'}`);
    }
    const entry = builtEntry(pkg);
    const catalogPackage: CatalogPackage = {
      name: pkg.name,
      version: pkg.version,
      relativeDir: pkg.relativeDir,
      description: description(pkg),
      processorIds: [],
      conformance,
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
      // Added latency is measured per streamed chunk: it says nothing about a processor without
      // processOutputStream (a package-level figure would belong to its sibling).
      if (!e.hooks.includes('processOutputStream')) {
        delete p.conformance.p50Us;
        delete p.conformance.p95Us;
      }
      if (entries.length > 1 && p.conformance.checks.length > 0 && p.conformance.checks.every((c) => c.processorId === undefined)) {
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
