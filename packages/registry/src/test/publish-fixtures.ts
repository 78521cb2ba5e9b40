// Test helpers: publish packages to a private Verdaccio the way an author would (`npm publish`).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { VerdaccioServer } from '@sluice/test-services';
import { transform } from 'esbuild';
import { scaffold } from 'create-sluice-processor';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** `examples/third-party` at the repo root. */
export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../examples/third-party');

/** Runs `npm publish` (scripts off) in package directory `dir`, to `server`. */
export async function publish(server: VerdaccioServer, dir: string): Promise<void> {
  await run('npm', ['publish', '--ignore-scripts', '--registry', `${server.url}/`, '--userconfig', server.userconfig], { cwd: dir });
}

/** Publishes the repo's own copy of `zod` (what scaffolded packages depend on), so installs stay offline. */
export async function publishZod(server: VerdaccioServer): Promise<void> {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'sluice-zod-')), 'zod');
  cpSync(path.dirname(require.resolve('zod/package.json')), copy, { recursive: true, dereference: true });
  await publish(server, copy);
}

/**
 * Scaffolds a processor with `create-sluice-processor`, builds it (its TypeScript transpiled to
 * `dist/` with esbuild) and returns its directory, ready for `npm publish`.
 */
export async function scaffoldAndBuild(name: string): Promise<string> {
  const directory = path.join(mkdtempSync(path.join(tmpdir(), 'sluice-scaffold-')), name);
  await scaffold({ name, directory, description: 'Flags streamed text matching a pattern.' });
  mkdirSync(path.join(directory, 'dist'));
  for (const file of readdirSync(path.join(directory, 'src'))) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(directory, 'src', file), 'utf8');
    const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'node20' });
    writeFileSync(path.join(directory, 'dist', file.replace(/\.ts$/, '.js')), code);
  }
  return directory;
}
