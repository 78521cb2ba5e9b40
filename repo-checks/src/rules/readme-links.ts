import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Finding } from '../finding.js';
import { DEFAULT_BRANCH, rootRepository } from './expected-metadata.js';
import { markdownLinks } from './markdown-links.js';
import type { Rule, RuleContext } from './rule.js';
import { fileText } from './rule.js';

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** Why `target` (linked from the tarball file `from`) is broken, or undefined when it resolves. */
function brokenBecause(
  target: string,
  from: string,
  files: ReadonlySet<string>,
  context: RuleContext,
): string | undefined {
  if (target === '') return 'empty link target';
  if (target.startsWith('#')) return undefined;
  if (ABSOLUTE.test(target)) return brokenRepoUrl(target, context);
  const path = decodeURI(target.replace(/[?#].*$/, ''));
  const resolved = posix.normalize(posix.join(posix.dirname(from), path)).replace(/\/$/, '');
  if (resolved.startsWith('../') || resolved === '..') {
    return 'points outside the package: use an absolute URL';
  }
  const isFile = files.has(resolved);
  const isFolder = [...files].some((file) => file.startsWith(`${resolved}/`));
  return isFile || isFolder ? undefined : `"${resolved}" is not in the tarball (see \`files\`)`;
}

/** An absolute link into this repository must name a path that exists in it. */
function brokenRepoUrl(target: string, context: RuleContext): string | undefined {
  const repo = rootRepository(context.rootManifest);
  if (repo === undefined) return undefined;
  const prefix = `${repo.webUrl}/`;
  if (!target.startsWith(prefix)) return undefined;
  const match = /^(?:blob|tree)\/([^/]+)\/([^?#]*)/.exec(target.slice(prefix.length));
  if (match === null) return undefined;
  const [, branch, path] = match;
  if (branch !== DEFAULT_BRANCH) return `links to branch "${branch ?? ''}", not "${DEFAULT_BRANCH}"`;
  return existsSync(join(context.root, decodeURI(path ?? ''))) ? undefined : `"${path ?? ''}" is not in the repository`;
}

/** Links in every shipped markdown file resolve inside the tarball or are absolute URLs. */
export const readmeLinksRule: Rule = (pkg, context) => {
  const files = new Set(pkg.files.keys());
  const findings: Finding[] = [];
  for (const [path, bytes] of pkg.files) {
    if (!path.endsWith('.md')) continue;
    for (const link of markdownLinks(fileText(bytes))) {
      const reason = brokenBecause(link.target, path, files, context);
      if (reason === undefined) continue;
      findings.push({
        package: pkg.name,
        rule: 'readme-links',
        subject: `${path}:${link.line}`,
        message: `link "${link.target}": ${reason}`,
      });
    }
  }
  return findings;
};
