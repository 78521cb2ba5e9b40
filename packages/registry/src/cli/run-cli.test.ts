import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('sluice-registry CLI', () => {
  it('prints usage with --help', async () => {
    const result = await cli('--help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('sluice-registry crawl --registry <url> --out <dir>');
  });

  it.each([
    [[], 'name a command'],
    [['publish'], 'unknown command'],
    [['crawl', '--registry', 'http://127.0.0.1:9'], 'needs --registry <url> and --out <dir>'],
    [['crawl', '--registry', 'x', '--out', 'o', '--timeout', 'soon'], '--timeout must be a positive number'],
    [['verify'], 'one tarball or package directory'],
    [['verify', '/no/such/file.tgz'], 'does not exist'],
    [['crawl', '--bogus'], 'bogus'],
    [['verify', '/etc/hostname', '--installed'], '--installed takes a package directory'],
  ])('exits 2 with a clear message on bad usage %j', async (args, message) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
  });

  it('exits 1 naming the registry when it cannot be reached', async () => {
    const result = await cli('crawl', '--registry', 'http://127.0.0.1:9', '--out', '/tmp/sluice-cli-unreachable');
    expect(result.code).toBe(1);
    expect(result.err).toContain('cannot reach http://127.0.0.1:9');
  });
});
