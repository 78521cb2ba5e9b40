import { isDeepStrictEqual } from 'node:util';
import type { Finding } from '../finding.js';
import { expectedMetadata, rootRepository } from './expected-metadata.js';
import type { Rule } from './rule.js';

/**
 * `repository` (type git, the root's url, `directory` = the package's folder), `homepage`, `bugs`
 * and `license` in the packed package.json, all derived from the root package.json.
 */
export const metadataRule: Rule = (pkg, { rootManifest }) => {
  const finding = (subject: string, message: string): Finding => ({
    package: pkg.name,
    rule: 'metadata',
    subject,
    message,
  });
  const repo = rootRepository(rootManifest);
  if (repo === undefined) {
    return [finding('package.json', 'the root package.json has no `repository: { type: "git", url }`')];
  }
  if (rootManifest.bugs === undefined || rootManifest.license === undefined) {
    return [finding('package.json', 'the root package.json must declare `bugs` and `license`')];
  }
  const expected = expectedMetadata(repo, rootManifest, pkg.folder);
  const findings: Finding[] = [];
  for (const field of ['repository', 'homepage', 'bugs', 'license'] as const) {
    const actual = pkg.manifest[field];
    if (!isDeepStrictEqual(actual, expected[field])) {
      findings.push(
        finding(
          `package.json#${field}`,
          `${actual === undefined ? 'is missing' : `is ${JSON.stringify(actual)}`}, expected ${JSON.stringify(expected[field])}`,
        ),
      );
    }
  }
  return findings;
};
