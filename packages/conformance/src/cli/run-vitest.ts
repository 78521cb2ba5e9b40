import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { VitestJsonReport } from './build-report.js';

/** Where vitest's CLI script is, resolved from the package directory (installed at the root). */
export function resolveVitest(dir: string): string {
  const require = createRequire(join(dir, 'package.json'));
  const pkgPath = require.resolve('vitest/package.json');
  const pkg = require(pkgPath) as { bin?: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : (pkg.bin?.vitest ?? 'vitest.mjs');
  return join(dirname(pkgPath), bin);
}

/** What a vitest run produced. */
export interface VitestRun {
  exitCode: number;
  report: VitestJsonReport | undefined;
  output: string;
}

/** Runs `files` with vitest in `dir` with the JSON reporter; resolves with its report. */
export async function runVitest(dir: string, files: readonly string[]): Promise<VitestRun> {
  const outDir = await mkdtemp(join(tmpdir(), 'sluice-conformance-'));
  const outFile = join(outDir, 'vitest.json');
  try {
    const args = [resolveVitest(dir), 'run', ...files, '--reporter=json', `--outputFile=${outFile}`];
    const { exitCode, output } = await new Promise<{ exitCode: number; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' } });
      let text = '';
      child.stdout.on('data', (data: Buffer) => { text += data.toString(); });
      child.stderr.on('data', (data: Buffer) => { text += data.toString(); });
      child.on('error', reject);
      child.on('close', (code) => { resolve({ exitCode: code ?? 1, output: text }); });
    });
    let report: VitestJsonReport | undefined;
    try {
      report = JSON.parse(await readFile(outFile, 'utf8')) as VitestJsonReport;
    } catch {
      report = undefined;
    }
    return { exitCode, report, output };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
