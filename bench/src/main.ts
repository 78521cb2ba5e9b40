import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable, measureGroup, type CaseResult } from './harness.js';
import { loadSuite, suiteNames, suiteNode } from './suites/index.js';

/** What one suite's process hands back. */
interface SuiteOutput {
  results: CaseResult[];
  notes: string[];
}

/**
 * `pnpm bench [suite...]`: runs each selected suite in a Node process of its own, so that one
 * suite's imports (a Redis client, a tokenizer, a lexicon) and the garbage it leaves cannot change
 * another suite's figures, then prints one table and writes `results/latest.json`.
 * `--child <suite> <file>` is the per-suite process: it measures and writes its output to `file`.
 */
async function measureSuite(name: string): Promise<SuiteOutput> {
  const suite = await loadSuite(name);
  const results: CaseResult[] = [];
  const notes: string[] = [];
  for (const group of await suite.groups()) {
    process.stderr.write(`measuring ${suite.name} / ${group.name}...\n`);
    const groupResults = await measureGroup(group);
    results.push(...groupResults);
    notes.push(...(group.notes?.(groupResults) ?? []));
  }
  notes.push(`${suite.name}: measured on Node ${process.version}`);
  return { results, notes };
}

function runChild(name: string, file: string): Promise<void> {
  const script = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(suiteNode(name), [...process.execArgv, script, '--child', name, file], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`benchmark suite '${name}' failed (${signal ?? `exit code ${String(code)}`})`));
    });
  });
}

async function main(args: string[]): Promise<number> {
  if (args[0] === '--child') {
    const [, name, file] = args;
    if (name === undefined || file === undefined) throw new Error('usage: main.ts --child <suite> <output-file>');
    await writeFile(file, JSON.stringify(await measureSuite(name)));
    return 0;
  }
  const known = await suiteNames();
  if (known.length === 0) {
    console.log('no benchmark suites yet');
    return 0;
  }
  const unknown = args.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.log(`no benchmark suite named ${unknown.join(', ')}; known: ${known.join(', ')}`);
    return 1;
  }
  const selected = args.length === 0 ? known : args;
  const scratch = await mkdtemp(join(tmpdir(), 'sluice-bench-'));
  const results: CaseResult[] = [];
  const notes: string[] = [];
  try {
    for (const name of selected) {
      const file = join(scratch, `${name}.json`);
      await runChild(name, file);
      const output = JSON.parse(await readFile(file, 'utf8')) as SuiteOutput;
      results.push(...output.results);
      notes.push(...output.notes);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  console.log(formatTable(results));
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
  const over = results.filter((r) => r.withinBudget === false);
  console.log(over.length === 0 ? '\nall budgets met' : `\n${over.length} case(s) over budget`);

  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'latest.json');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(
    out,
    JSON.stringify({ date: new Date().toISOString(), suites: selected, results, notes }, null, 2),
  );
  console.log(`results written to ${out}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
