import { builtinModules } from 'node:module';
import type { Finding } from '../finding.js';
import { CODE_FILE, moduleSpecifiers, packageOf } from './module-specifiers.js';
import type { Rule } from './rule.js';
import { fileText } from './rule.js';

const BUILTINS = new Set(builtinModules);

/**
 * Every package a shipped `.js`/`.cjs`/`.d.ts`/`.d.cts` file imports is in `dependencies` or
 * `peerDependencies` (optional peers count): a type import of an undeclared package silently
 * becomes `any` under strict installs (pnpm `hoist=false`), a runtime one fails to load.
 */
export const declaredImportsRule: Rule = (pkg) => {
  const declared = new Set([
    pkg.name,
    ...Object.keys(pkg.manifest.dependencies ?? {}),
    ...Object.keys(pkg.manifest.peerDependencies ?? {}),
  ]);
  const devOnly = new Set(Object.keys(pkg.manifest.devDependencies ?? {}));
  const findings: Finding[] = [];
  for (const [path, bytes] of pkg.files) {
    if (!CODE_FILE.test(path)) continue;
    const missing = new Set<string>();
    for (const specifier of moduleSpecifiers(path, fileText(bytes))) {
      const name = packageOf(specifier);
      if (name === undefined || BUILTINS.has(name) || declared.has(name)) continue;
      missing.add(name);
    }
    for (const name of [...missing].sort()) {
      findings.push({
        package: pkg.name,
        rule: 'declared-imports',
        subject: path,
        message: `imports "${name}", which is not in dependencies or peerDependencies${
          devOnly.has(name) ? ' (only in devDependencies)' : ''
        }`,
      });
    }
  }
  return findings;
};
