import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installedIntegrity, resolveEntry, verifyInstalled } from './verify-installed.js';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('resolveEntry', () => {
  it.each([
    [{ exports: { '.': { import: { types: './a.d.ts', default: './dist/a.js' }, require: './dist/a.cjs' } } }, 'dist/a.js'],
    [{ exports: { '.': './dist/b.js' } }, 'dist/b.js'],
    [{ exports: './dist/c.js' }, 'dist/c.js'],
    [{ module: './m.js', main: './n.cjs' }, 'm.js'],
    [{}, 'index.js'],
  ])('%j -> %s', (json, file) => {
    expect(resolveEntry('/pkg', json)).toBe(path.join('/pkg', file));
  });
});

describe('verifyInstalled', () => {
  it('verifies a built workspace package with the same child-process harness as a tarball', async () => {
    const report = await verifyInstalled(path.join(packages, 'processor-tool-filter'));
    expect(report.status, report.reason).toBe('verified');
    expect(report.name).toBe('@sluice/processor-tool-filter');
    expect(report.integrity).toMatch(/^sha512-/);
    expect(installedIntegrity(path.join(packages, 'processor-tool-filter'))).toBe(report.integrity);
    expect(report.processors[0]?.passed).toBeGreaterThan(5);
  });

  it('a directory without a manifest is an error verdict, not a throw', async () => {
    const report = await verifyInstalled(path.join(packages, 'test-services'));
    expect(report.status).toBe('error');
    expect(report.code).toBe('MANIFEST_MISSING');
  });
});
