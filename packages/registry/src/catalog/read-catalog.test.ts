import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RegistryError } from '../registry-error.js';
import { readCatalog } from './read-catalog.js';

const dir = mkdtempSync(join(tmpdir(), 'sluice-read-catalog-'));
afterAll(() => { rmSync(dir, { recursive: true, force: true }); });

function catalogFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('readCatalog()', () => {
  it('returns undefined when the file does not exist', () => {
    expect(readCatalog(join(dir, 'missing.json'))).toBeUndefined();
  });

  it('a file that is not JSON is a RegistryError CATALOG_INVALID naming the file', () => {
    const file = catalogFile('broken.json', '{"packages": [');
    const error = thrown(() => readCatalog(file));
    expect(RegistryError.isInstance(error)).toBe(true);
    expect((error as RegistryError).code).toBe('CATALOG_INVALID');
    expect((error as RegistryError).message).toContain(file);
  });

  it('JSON that is not a catalog is a RegistryError CATALOG_INVALID naming the field', () => {
    const file = catalogFile('wrong.json', JSON.stringify({ packages: 'none' }));
    const error = thrown(() => readCatalog(file));
    expect(RegistryError.isInstance(error)).toBe(true);
    expect((error as RegistryError).code).toBe('CATALOG_INVALID');
    expect((error as RegistryError).transient).toBe(false);
  });
});
