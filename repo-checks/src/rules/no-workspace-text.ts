import type { Finding } from '../finding.js';
import type { Rule } from './rule.js';
import { fileText } from './rule.js';

const NEEDLE = 'workspace:';

/**
 * No shipped file (the packed package.json included) contains `workspace:`: pnpm rewrites the
 * manifest's ranges, but a `workspace:^` left in a README or a bundle means nothing to a user.
 */
export const noWorkspaceTextRule: Rule = (pkg) => {
  const findings: Finding[] = [];
  for (const [path, bytes] of pkg.files) {
    const lines = fileText(bytes).split('\n');
    const hits = lines.flatMap((line, index) => (line.includes(NEEDLE) ? [index + 1] : []));
    if (hits.length === 0) continue;
    findings.push({
      package: pkg.name,
      rule: 'no-workspace-text',
      subject: path,
      message: `contains "${NEEDLE}" on line ${hits.join(', ')}`,
    });
  }
  return findings;
};
