import { describe, expect, it } from 'vitest';
import { manifestJsonSchema } from './manifest-schema.js';
import { coreRangeOf, readManifest, repositoryUrlOf } from './read-manifest.js';

const processor = { id: 'shout', export: 'Shout', exampleOptions: { pattern: 'x' }, supports: { transformsText: true } };

describe('readManifest', () => {
  it('reads each processor with its export, example options and supports', () => {
    const manifest = readManifest({ sluice: { processors: [processor] } });
    expect(manifest.processors[0]).toMatchObject(processor);
  });

  it('defaults exampleOptions to {}', () => {
    expect(readManifest({ sluice: { processors: [{ id: 'a', export: 'A' }] } }).processors[0]?.exampleOptions).toEqual({});
  });

  it('a package without a manifest is MANIFEST_MISSING', () => {
    expect(() => readManifest({ name: 'x' })).toThrow(expect.objectContaining({ code: 'MANIFEST_MISSING' }));
  });

  it.each([
    [{ processors: [] }, 'processors'],
    [{ processors: [{ id: 'a' }] }, 'processors.0.export'],
    [{ processors: [{ id: 'a', export: 'not an identifier' }] }, 'processors.0.export'],
    [{ processors: [{ id: 'Bad Id', export: 'A' }] }, 'processors.0.id'],
    [{ processors: [{ id: 'a', export: 'A', exampleOptions: [] }] }, 'processors.0.exampleOptions'],
    [{ processors: [{ id: 'a', export: 'A', supports: { mutatesMesages: true } }] }, 'processors.0.supports'],
    ['nonsense', 'sluice.'],
  ])('an invalid manifest is MANIFEST_INVALID naming the field (%j)', (sluice, path) => {
    expect(() => readManifest({ sluice })).toThrow(expect.objectContaining({ code: 'MANIFEST_INVALID', message: expect.stringContaining(path) }));
  });

  it('reads the core peer range and a repository URL', () => {
    expect(coreRangeOf({ peerDependencies: { '@sluice/core': '^0.1.0' } })).toBe('^0.1.0');
    expect(coreRangeOf({})).toBeUndefined();
    expect(repositoryUrlOf({ repository: { url: 'git+https://github.com/a/b.git' } })).toBe('https://github.com/a/b');
    expect(repositoryUrlOf({ repository: 'javascript:alert(1)' })).toBeUndefined();
  });

  it('publishes a JSON Schema that requires processors with an export', () => {
    const schema = manifestJsonSchema() as { required?: string[]; properties: { processors: { items: { required: string[] } } } };
    expect(schema.required).toContain('processors');
    expect(schema.properties.processors.items.required).toEqual(expect.arrayContaining(['id', 'export']));
  });
});
