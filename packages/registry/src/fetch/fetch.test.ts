import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIntegrity, sha512Integrity } from './integrity.js';
import { latestVersion, RegistryClient } from './registry-client.js';
import { unpackTarball } from './unpack-tarball.js';

/** One ustar header + body, enough to build hostile tarballs by hand. */
function tarEntry(name: string, body: string, type = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${Buffer.byteLength(body).toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write(type, 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const data = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  data.write(body);
  return Buffer.concat([header, data]);
}
const tarball = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));

describe('integrity', () => {
  const bytes = new TextEncoder().encode('package bytes');
  it('accepts the matching sha512 and refuses a mismatch or a missing/weak integrity', () => {
    expect(checkIntegrity(bytes, sha512Integrity(bytes), 'p')).toBe(sha512Integrity(bytes));
    expect(() => checkIntegrity(bytes, sha512Integrity(new Uint8Array([1])), 'p')).toThrow(expect.objectContaining({ code: 'INTEGRITY_MISMATCH' }));
    expect(() => checkIntegrity(bytes, undefined, 'p')).toThrow(expect.objectContaining({ code: 'INTEGRITY_MISMATCH' }));
    expect(() => checkIntegrity(bytes, 'sha1-abc', 'p')).toThrow(/no sha512/);
  });
});

describe('unpackTarball', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sluice-unpack-test-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('unpacks package/ entries and returns package.json', async () => {
    const into = path.join(dir, 'ok');
    const pkg = await unpackTarball(tarball(tarEntry('package/package.json', '{"name":"a","version":"1.0.0"}'), tarEntry('package/index.js', 'x')), into, 'a');
    expect(pkg).toEqual({ name: 'a', version: '1.0.0' });
    expect(readFileSync(path.join(into, 'index.js'), 'utf8')).toBe('x');
  });

  it('refuses entries that leave its directory (.. and absolute paths) and links, writing nothing outside', async () => {
    const pkg = tarEntry('package/package.json', '{"name":"a","version":"1.0.0"}');
    await expect(unpackTarball(tarball(pkg, tarEntry('package/../../escaped.txt', 'x')), path.join(dir, 'dots'), 'a')).rejects.toMatchObject({ code: 'TARBALL_INVALID' });
    // An absolute path loses its leading slash and lands inside the directory.
    await unpackTarball(tarball(pkg, tarEntry('/tmp/sluice-absolute-escape.txt', 'x')), path.join(dir, 'absolute'), 'a');
    expect(readdirSync(path.join(dir, 'absolute'), { recursive: true })).toContain(path.join('tmp', 'sluice-absolute-escape.txt'));
    expect(existsSync(path.join(dir, 'escaped.txt'))).toBe(false);
    expect(existsSync('/tmp/sluice-absolute-escape.txt')).toBe(false);
    await expect(unpackTarball(tarball(tarEntry('package/package.json', '{}'), tarEntry('package/link', '', '2')), path.join(dir, 'link'), 'a')).rejects.toMatchObject({ code: 'TARBALL_INVALID' });
  });

  it('garbage or a tarball without package.json is TARBALL_INVALID', async () => {
    await expect(unpackTarball(new Uint8Array([1, 2, 3]), path.join(dir, 'garbage'), 'a')).rejects.toMatchObject({ code: 'TARBALL_INVALID' });
    await expect(unpackTarball(tarball(tarEntry('package/index.js', 'x')), path.join(dir, 'nopkg'), 'a')).rejects.toMatchObject({ code: 'TARBALL_INVALID' });
  });
});

describe('RegistryClient', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url?.startsWith('/-/v1/search')) {
        response.end(JSON.stringify({ objects: [{ package: { name: 'found' } }] }));
      } else if (request.url === '/broken') {
        response.end('not json');
      } else if (request.url === '/down') {
        response.statusCode = 503;
        response.end();
      } else if (request.url === '/big.tgz') {
        response.end(Buffer.alloc(2048));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });
  afterAll(() => {
    server.close();
  });

  it('refuses a registry that is not an http(s) URL with a USAGE error', () => {
    expect(() => new RegistryClient('not a url')).toThrow(expect.objectContaining({ code: 'USAGE' }));
    expect(() => new RegistryClient('file:///etc')).toThrow(expect.objectContaining({ code: 'USAGE' }));
  });

  it('types each registry failure', async () => {
    const client = new RegistryClient(url, { maxTarballBytes: 1024 });
    expect(await client.search('sluice-processor')).toEqual(['found']);
    await expect(client.packument('missing')).rejects.toMatchObject({ code: 'PACKAGE_NOT_FOUND', transient: false });
    await expect(client.packument('broken')).rejects.toMatchObject({ code: 'REGISTRY_BAD_RESPONSE' });
    await expect(client.packument('down')).rejects.toMatchObject({ code: 'REGISTRY_BAD_RESPONSE', transient: true });
    await expect(client.tarball(`${url}/gone.tgz`, 'p')).rejects.toMatchObject({ code: 'TARBALL_NOT_FOUND' });
    await expect(client.tarball(`${url}/big.tgz`, 'p')).rejects.toMatchObject({ code: 'TARBALL_TOO_LARGE' });
  });

  it('picks the latest dist-tag, or the highest version', () => {
    const v = (version: string) => ({ name: 'p', version, dist: { tarball: '' } });
    expect(latestVersion({ name: 'p', 'dist-tags': { latest: '1.0.0' }, versions: { '1.0.0': v('1.0.0'), '2.0.0': v('2.0.0') } })?.version).toBe('1.0.0');
    expect(latestVersion({ name: 'p', versions: { '1.9.0': v('1.9.0'), '1.10.0': v('1.10.0') } })?.version).toBe('1.10.0');
  });
});
