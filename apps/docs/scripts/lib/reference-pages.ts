import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildReport } from './build-report.js';
import { importMarkdown } from './import-markdown.js';

/** A reference page pulled from the workspace, with the hand-written page used when it is absent. */
export interface ReferenceSource {
  /** Page path under apps/docs, e.g. `reference/hooks.md`. */
  page: string;
  /** The workspace file, relative to the repo root. */
  source: string;
  /** The fallback under apps/docs/fallback. */
  fallback: string;
}

/** The pages the site takes from the workspace. */
export const referenceSources: ReferenceSource[] = [
  { page: 'reference/hooks.md', source: 'packages/core/docs/hooks.md', fallback: 'hooks.md' },
  { page: 'reference/agent.md', source: 'packages/core/docs/agent.md', fallback: 'agent.md' },
  { page: 'reference/message-list.md', source: 'packages/core/docs/message-list.md', fallback: 'message-list.md' },
  { page: 'reference/chunks.md', source: 'packages/core/docs/chunks.md', fallback: 'chunks.md' },
  { page: 'reference/memory.md', source: 'packages/core/docs/memory.md', fallback: 'memory.md' },
  { page: 'reference/conformance.md', source: 'packages/conformance/README.md', fallback: 'conformance.md' },
  { page: 'reference/ai-sdk.md', source: 'packages/ai-sdk/README.md', fallback: 'ai-sdk.md' },
];

/** The nine hooks the hook reference must have a section (an anchor) for. */
const hookAnchors = [
  'processinput',
  'processinputstep',
  'processllmrequest',
  'processapierror',
  'processoutputstream',
  'processllmresponse',
  'processoutputstep',
  'processtoolresult',
  'processoutputresult',
];

/** VitePress's heading slug, for the characters hook headings use. */
export function slugify(heading: string): string {
  return heading
    .replace(/\{#([^}]+)\}\s*$/, '')
    .trim()
    .toLowerCase()
    .replace(/[`*_()[\]]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The anchors the headings of a markdown page get (custom `{#id}` anchors included). */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const text = match[1] ?? '';
    const custom = /\{#([^}]+)\}\s*$/.exec(text);
    slugs.add(custom?.[1] ?? slugify(text));
  }
  return slugs;
}

/**
 * Writes each reference page from its workspace source (links mapped to site pages) or, when the
 * source does not exist yet, from the hand-written fallback, and reports which were used.
 */
export function writeReferencePages(options: {
  docsRoot: string;
  repoRoot: string;
  report: BuildReport;
  resolveSiteLink: (absoluteTarget: string) => string | undefined;
}): void {
  const { docsRoot, repoRoot, report } = options;
  for (const ref of referenceSources) {
    const sourceFile = path.join(repoRoot, ref.source);
    let body: string;
    if (existsSync(sourceFile)) {
      const unresolved: string[] = [];
      body = importMarkdown(readFileSync(sourceFile, 'utf8'), {
        resolveLink: (target) => options.resolveSiteLink(path.resolve(path.dirname(sourceFile), target)),
        onUnresolved: (target) => unresolved.push(target),
      });
      if (unresolved.length > 0) {
        report.warning(ref.source, `links to files outside the site were unlinked: ${unresolved.join(', ')}`);
      }
      body += `\n---\n\n<p class="generated-from">Generated from <code>${ref.source}</code>.</p>\n`;
    } else {
      report.missing(ref.source, `not found; ${ref.page} uses the hand-written fallback (apps/docs/fallback/${ref.fallback})`);
      body = readFileSync(path.join(docsRoot, 'fallback', ref.fallback), 'utf8');
      body += `\n---\n\n<p class="generated-from">Written from DESIGN.md; <code>${ref.source}</code> does not exist yet.</p>\n`;
    }
    if (ref.page === 'reference/hooks.md') {
      const slugs = headingSlugs(body);
      const absent = hookAnchors.filter((anchor) => !slugs.has(anchor));
      if (absent.length > 0) {
        report.warning(ref.source, `the hook reference has no section for: ${absent.join(', ')} (the lifecycle diagram links to them)`);
      }
    }
    const target = path.join(docsRoot, ref.page);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
  }
}
