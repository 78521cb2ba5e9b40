import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headingSlugs } from './reference-pages.js';

/** A docs link found in a package's source (e.g. in an error message). */
export interface SourceDocsLink {
  file: string;
  link: string;
  page: string;
  anchor: string;
}

const docsLink = /\/((?:reference|guide|concepts|catalog)\/[a-z0-9-]+)(?:\.html|\.md)?#([a-z0-9-]+)/g;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every docs link (`/reference/hooks#processinput` and the like) in the given packages' `src`. */
export function findSourceDocsLinks(packageDirs: readonly string[]): SourceDocsLink[] {
  const links: SourceDocsLink[] = [];
  for (const dir of packageDirs) {
    for (const file of sourceFiles(path.join(dir, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(docsLink)) {
        links.push({ file, link: match[0], page: match[1] ?? '', anchor: match[2] ?? '' });
      }
    }
  }
  return links;
}

/**
 * The links whose page or anchor does not exist among the site's markdown pages (run after the
 * generated pages are written). Error messages that point users at the docs must never dangle.
 */
export function missingDocsAnchors(docsRoot: string, links: readonly SourceDocsLink[]): string[] {
  const problems: string[] = [];
  const cache = new Map<string, Set<string> | undefined>();
  for (const link of links) {
    if (!cache.has(link.page)) {
      const file = path.join(docsRoot, `${link.page}.md`);
      cache.set(link.page, existsSync(file) ? headingSlugs(readFileSync(file, 'utf8')) : undefined);
    }
    const slugs = cache.get(link.page);
    if (!slugs) problems.push(`${link.file}: ${link.link} points at a page the site does not have`);
    else if (!slugs.has(link.anchor)) problems.push(`${link.file}: ${link.link} points at an anchor /${link.page} does not have`);
  }
  return problems;
}
