import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerdaccioServer } from './verdaccio-server.js';

const run = promisify(execFile);

describe('VerdaccioServer', () => {
  let server: VerdaccioServer;
  beforeAll(async () => {
    server = await VerdaccioServer.start();
  }, 60_000);
  afterAll(async () => {
    await server.dispose();
  });

  it('listens on a free loopback port, not 4873', () => {
    expect(server.port).not.toBe(4873);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('takes a real `npm publish` and serves the packument and tarball', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sluice-publish-'));
    try {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'verdaccio-probe', version: '1.0.0', keywords: ['probe'] }));
      writeFileSync(path.join(dir, 'index.js'), 'export const x = 1;\n');
      await run('npm', ['publish', '--registry', `${server.url}/`, '--userconfig', server.userconfig], { cwd: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const packument = (await (await fetch(`${server.url}/verdaccio-probe`)).json()) as {
      'dist-tags': { latest: string };
      versions: Record<string, { dist: { tarball: string; integrity: string } }>;
    };
    expect(packument['dist-tags'].latest).toBe('1.0.0');
    const dist = packument.versions['1.0.0']?.dist;
    expect(dist?.integrity).toMatch(/^sha512-/);
    const tarball = await fetch(dist?.tarball ?? '');
    expect(tarball.status).toBe(200);
  }, 60_000);

  it('stop() refuses connections; nothing answers on its port', async () => {
    const other = await VerdaccioServer.start();
    await other.dispose();
    await expect(fetch(`${other.url}/-/ping`)).rejects.toThrow();
  }, 60_000);
});
