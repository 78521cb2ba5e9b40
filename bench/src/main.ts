import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable, measureGroup, type CaseResult } from './harness.js';
import { loadSuites } from './suites/index.js';

const suites = await loadSuites();
const only = process.argv.slice(2);
const selected = only.length === 0 ? suites : suites.filter((s) => only.includes(s.name));
if (suites.length === 0) {
  console.log('no benchmark suites yet');
  process.exit(0);
}
if (selected.length === 0) {
  console.log(`no benchmark suite matches ${only.join(', ')}; known: ${suites.map((s) => s.name).join(', ')}`);
  process.exit(1);
}

const results: CaseResult[] = [];
const notes: string[] = [];
for (const suite of selected) {
  for (const group of await suite.groups()) {
    process.stderr.write(`measuring ${suite.name} / ${group.name}...\n`);
    const groupResults = await measureGroup(group);
    results.push(...groupResults);
    notes.push(...(group.notes?.(groupResults) ?? []));
  }
}

console.log(formatTable(results));
if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
const over = results.filter((r) => r.withinBudget === false);
console.log(over.length === 0 ? '\nall budgets met' : `\n${over.length} case(s) over budget`);

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'latest.json');
await mkdir(dirname(out), { recursive: true });
await writeFile(
  out,
  JSON.stringify({ date: new Date().toISOString(), node: process.version, results, notes }, null, 2),
);
console.log(`results written to ${out}`);
