// `npm run demo` / `pnpm demo`: sets up a bare machine (pnpm, the dependencies) and runs the demo.
// The demo runs the packages from their TypeScript sources (examples/demo/tsconfig.source.json),
// so it needs no build: type declarations are for `npm test`.
import { ensureDependencies, ensurePnpm, fail, run, say } from './lib/setup.mjs';

ensurePnpm();
ensureDependencies();
say('running the demo (packages loaded from source, no build needed)');
const status = run('pnpm', ['--filter', '@sluice/demo', 'run', 'demo']);
if (status !== 0) fail(`the demo exited with ${status}`);
