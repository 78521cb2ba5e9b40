import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../finding.js';
import type { Rule } from './rule.js';
import { fileText } from './rule.js';

/**
 * The package folder has its own `LICENSE`, identical to the repository root's, and the tarball
 * ships it. (`pnpm pack` falls back to the root LICENSE when a package has none; `npm publish`
 * and other publishers do not, so the folder's own copy is checked too.)
 */
export const licenseFileRule: Rule = (pkg, { root, rootLicense }) => {
  const finding = (subject: string, message: string): Finding => ({
    package: pkg.name,
    rule: 'license-file',
    subject,
    message,
  });
  const findings: Finding[] = [];
  const ownPath = join(root, pkg.folder, 'LICENSE');
  if (!existsSync(ownPath)) {
    findings.push(finding(`${pkg.folder}/LICENSE`, 'missing (copy the root LICENSE)'));
  } else if (readFileSync(ownPath, 'utf8') !== rootLicense) {
    findings.push(finding(`${pkg.folder}/LICENSE`, 'differs from the root LICENSE (copy the root one)'));
  }
  const packed = pkg.files.get('LICENSE');
  if (packed === undefined) {
    findings.push(finding('LICENSE', 'not in the tarball (add it to `files`)'));
  } else if (fileText(packed) !== rootLicense) {
    findings.push(finding('LICENSE', 'the packed LICENSE differs from the root LICENSE'));
  }
  return findings;
};
