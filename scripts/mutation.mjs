// `pnpm mutation`: StrykerJS over the code whose tests must prove behaviour (core's runner, loop and
// messages; the PII recognizers; the moderation lexicon). Each package has its own
// `stryker.config.mjs`; this runs them one after the other and prints each score and time.
// Too slow for CI on 2 cores (see the packages' READMEs for figures). `pnpm mutation core` runs one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mutationScore } from './lib/mutation-score.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** @type {Record<string, string>} */
const targets = { core: 'packages/core', pii: 'packages/processor-pii', moderation: 'packages/processor-moderation' };
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in targets));
if (unknown.length > 0) {
  process.stderr.write(`pnpm mutation: unknown target ${unknown.join(', ')} (use ${Object.keys(targets).join(', ')})\n`);
  process.exit(2);
}
const stryker = join(root, 'node_modules', '.bin', 'stryker');
let status = 0;
for (const name of asked.length > 0 ? asked : Object.keys(targets)) {
  const dir = targets[name] ?? name;
  const cwd = join(root, dir);
  const started = Date.now();
  process.stdout.write(`\n== mutation: ${dir}\n`);
  const run = spawnSync(stryker, ['run', 'stryker.config.mjs'], { cwd, stdio: 'inherit' });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (run.status !== 0) {
    process.stdout.write(`== ${dir}: stryker failed (exit ${String(run.status)}) after ${minutes} min\n`);
    status = 1;
    continue;
  }
  const report = JSON.parse(readFileSync(join(cwd, 'reports', 'mutation', 'mutation.json'), 'utf8'));
  const score = mutationScore(report);
  process.stdout.write(
    `== ${dir}: mutation score ${score.percent.toFixed(1)}% (${String(score.detected)} of ${String(score.valid)} mutants detected, ${String(score.survived)} survived, ${String(score.noCoverage)} without coverage) in ${minutes} min\n`,
  );
}
process.exit(status);
