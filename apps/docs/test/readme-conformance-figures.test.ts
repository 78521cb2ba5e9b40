import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../scripts/lib/paths.js';

interface Summary {
  pass: number;
  fail: number;
  skip: number;
}

// READMEs should point at conformance.json rather than copy its figures (they drift when the
// report is regenerated). Any count a README still states must match the shipped report.
const claims: readonly { pattern: RegExp; key: keyof Summary }[] = [
  { pattern: /(\d+) (?:conformance )?checks? (?:passed|passing|pass)\b/g, key: 'pass' },
  { pattern: /(\d+) (?:checks? )?failed\b/g, key: 'fail' },
  { pattern: /(\d+) (?:checks? )?skipped\b/g, key: 'skip' },
  { pattern: /plus the (\d+) conformance checks/g, key: 'pass' },
];

it('no package README states conformance counts that disagree with its conformance.json', () => {
  const problems: string[] = [];
  const packagesDir = path.join(repoRoot, 'packages');
  for (const name of readdirSync(packagesDir)) {
    const report = path.join(packagesDir, name, 'conformance.json');
    const readme = path.join(packagesDir, name, 'README.md');
    if (!existsSync(report) || !existsSync(readme)) continue;
    const { summary } = JSON.parse(readFileSync(report, 'utf8')) as { summary: Summary };
    const text = readFileSync(readme, 'utf8');
    for (const { pattern, key } of claims) {
      for (const match of text.matchAll(pattern)) {
        if (Number(match[1]) !== summary[key]) problems.push(`packages/${name}/README.md: "${match[0]}" but conformance.json says ${key} ${String(summary[key])}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
