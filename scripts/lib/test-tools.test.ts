import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const testTools = fileURLToPath(new URL('./test-tools.mjs', import.meta.url));

/** Runs ensureTestTools() in a child with the given environment; returns its status and stderr. */
function ensureIn(env: NodeJS.ProcessEnv): { status: number | null; stderr: string } {
  const script = `import(${JSON.stringify(testTools)}).then((m) => { m.ensureTestTools(); console.error('all found'); })`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

it('stops at once with the exact apt command when redis-server and Chromium are missing and it may not install', () => {
  const emptyPath = mkdtempSync(path.join(tmpdir(), 'sluice-no-tools-'));
  try {
    const result = ensureIn({ PATH: emptyPath, CHROMIUM_PATH: path.join(emptyPath, 'chromium'), SLUICE_NO_APT: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('redis-server is missing');
    expect(result.stderr).toContain('run: sudo apt-get install -y redis-server chromium');
    expect(result.stderr).not.toContain('all found');
  } finally {
    rmSync(emptyPath, { recursive: true, force: true });
  }
});

it('goes on without a word when everything is installed (the test command installs redis-server first)', () => {
  const result = ensureIn({ ...process.env, CHROMIUM_PATH: process.execPath, SLUICE_NO_APT: '1' });
  expect(result.status).toBe(0);
  expect(result.stderr.trim()).toBe('all found');
});
