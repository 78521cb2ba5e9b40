import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveFile } from './static-server.js';

/** A link in the built site whose target page or anchor does not exist. */
export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The ids defined in an HTML document. */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? '')));
}

/**
 * Checks every `<a href>` (HTML and inline SVG) of every page of a built site: internal targets must
 * exist, and so must their `#fragment` anchors. External links are not fetched.
 */
export function checkLinks(root: string): { pages: number; links: number; broken: BrokenLink[] } {
  const files = htmlFiles(root);
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string): Set<string> => {
    let set = idCache.get(file);
    if (!set) {
      set = idsOf(readFileSync(file, 'utf8'));
      idCache.set(file, set);
    }
    return set;
  };
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const file of files) {
    const page = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<a\b[^>]*?\s(?:xlink:)?href="([^"]*)"/g)) {
      const href = decodeEntities(match[1] ?? '');
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      links++;
      const url = new URL(href, `http://site${page}`);
      const target = url.pathname === page || href.startsWith('#') ? file : resolveFile(root, url.pathname);
      if (!target) {
        broken.push({ page, href, reason: 'no such page' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !ids(target).has(fragment)) {
        broken.push({ page, href, reason: `no element with id "${fragment}"` });
      }
    }
  }
  return { pages: files.length, links, broken };
}
