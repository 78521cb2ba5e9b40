import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaffold, type ScaffoldResult } from './scaffold.js';
import { PROCESSOR_CARD_HEADINGS } from './templates/readme.js';

// Generated inside the workspace so the package resolves @sluice/core, @sluice/conformance, zod,
// vitest and typescript the way an installed package would; removed afterwards.
const packageRoot = dirname(import.meta.dirname);
const require = createRequire(join(packageRoot, 'package.json'));
let base: string;
let result: ScaffoldResult;

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex -- ANSI colour codes
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

function run(args: string[], cwd: string) {
  return spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, timeout: 170_000 });
}

beforeAll(async () => {
  base = await mkdtemp(join(packageRoot, '.scaffold-test-'));
  result = await scaffold({ name: 'shout-check', directory: join(base, 'shout-check'), workspace: true, description: 'Flags shouting in model output.' });
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('scaffold', () => {
  it('writes the conventional files', () => {
    expect(result.packageName).toBe('sluice-processor-shout-check');
    expect(result.files).toEqual([
      '.changeset/shout-check-initial-release.md',
      '.gitignore',
      'LICENSE',
      'README.md',
      'package.json',
      'src/conformance.test.ts',
      'src/index.ts',
      'src/options.ts',
      'src/shout-check-processor.test.ts',
      'src/shout-check-processor.ts',
      'tsconfig.json',
    ]);
  });

  it('declares the peer range, keyword and catalog entry', async () => {
    const pkg = JSON.parse(await readFile(join(result.directory, 'package.json'), 'utf8')) as {
      exports: Record<string, object>;
      sluice: { processors: object[] };
      peerDependencies: unknown;
      keywords: unknown;
    };
    expect(pkg.peerDependencies).toEqual({ '@sluice/core': 'workspace:^' });
    expect(pkg.keywords).toEqual(['sluice', 'sluice-processor', 'guardrail']);
    expect(pkg.sluice.processors[0]).toMatchObject({ id: 'shout-check', name: 'Shout Check', hooks: ['processOutputStream'], category: 'guardrail', export: 'ShoutCheckProcessor', exampleOptions: {} });
    // ESM and CJS consumers each get their own types (publint and attw check this on our packages).
    expect(pkg.exports['.']).toEqual({
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
    });
  });

  it('writes a processor-card README with the standard headings in order', async () => {
    const readme = await readFile(join(result.directory, 'README.md'), 'utf8');
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([...PROCESSOR_CARD_HEADINGS]);
  });

  it('the generated processor refuses an unknown option key with core\'s ProcessorOptionsError naming the nearest key', async () => {
    const source = await readFile(join(result.directory, 'src/shout-check-processor.ts'), 'utf8');
    expect(source).toContain("parseProcessorOptions(ShoutCheckOptionsSchema, options, 'ShoutCheckProcessor')");
    const conformance = await readFile(join(result.directory, 'src/conformance.test.ts'), 'utf8');
    expect(conformance).toContain('createWithOptions');
  });

  it('refuses a non-empty directory', async () => {
    await expect(scaffold({ name: 'again', directory: result.directory })).rejects.toThrow(/not empty/);
  });

  it('generates a package whose typecheck, tests and conformance run pass as generated', () => {
    const tsc = run([require.resolve('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], result.directory);
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);

    const vitestPkg = require.resolve('vitest/package.json');
    const vitest = run([join(dirname(vitestPkg), 'vitest.mjs'), 'run'], result.directory);
    expect(vitest.status, vitest.stdout + vitest.stderr).toBe(0);
    expect(stripAnsi(vitest.stdout)).toMatch(/Tests\s+\d+ passed/);

    const kitCli = join(dirname(require.resolve('@sluice/conformance/package.json')), 'dist', 'cli.js');
    const conformance = run([kitCli, result.directory], result.directory);
    expect(conformance.status, conformance.stdout + conformance.stderr).toBe(0);
    expect(stripAnsi(conformance.stdout)).toContain('PASS');
  });
});
