// `npm test` / `pnpm test`: every test. Makes sure of what the tests need (pnpm, the dependencies,
// redis-server and Chromium), runs build, lint, typecheck and test through turbo, prints one
// closing line over every package's vitest summary, and fails if a test left a service running.
// Extra arguments go to turbo: `pnpm test --filter=@sluice/core...`.
import { leftBehind, serviceProcesses } from './lib/service-processes.mjs';
import { ensureDependencies, ensurePnpm, runTee, say, turboEnv } from './lib/setup.mjs';
import { ensureTestTools } from './lib/test-tools.mjs';
import { addSummaryLine, emptyTally, formatTally } from './lib/vitest-tally.mjs';

ensurePnpm();
ensureDependencies();
ensureTestTools();

const before = serviceProcesses();
const tally = emptyTally();
const turbo = ['exec', 'turbo', 'run', 'build', 'lint', 'typecheck', 'test', '--continue', '--concurrency=2', ...process.argv.slice(2)];
say(`pnpm ${turbo.join(' ')}`);
let status = await runTee('pnpm', turbo, (line) => addSummaryLine(tally, line), turboEnv());

const leftovers = await leftBehind(before);
if (leftovers.length > 0) {
  say(`error: the tests left ${leftovers.length} service process(es) running: ${leftovers.map(([pid, name]) => `${name} (pid ${pid})`).join(', ')}`);
  status = status === 0 ? 1 : status;
}
// The one closing line CI reads: "tests: N passed, N failed, N skipped".
process.stdout.write(`${formatTally(tally)}\n`);
process.exit(status);
