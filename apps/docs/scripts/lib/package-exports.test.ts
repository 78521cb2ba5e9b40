import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProcessorEntry } from './catalog-schema.js';
import { readPackageExports } from './package-exports.js';

const dir = mkdtempSync(path.join(tmpdir(), 'sluice-exports-'));
const entryFile = path.join(dir, 'index.mjs');
writeFileSync(
  entryFile,
  `export class Guard {
     constructor(options = {}) {
       if (!Array.isArray(options.models) || options.models.length === 0) throw new Error('models: expected a non-empty array');
       this.id = 'guard';
     }
   }
   export class Other { constructor() { this.id = 'other'; } }
   export const helper = () => 1;`,
);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const entry = (extra: Partial<ProcessorEntry>): ProcessorEntry => ({ id: 'guard', name: 'Guard', hooks: ['processLLMRequest'], category: 'recovery', ...extra });

describe('readPackageExports with a declared export and example options', () => {
  it('uses the declared export when its example options construct an instance with the entry id', async () => {
    const found = await readPackageExports(entryFile, [entry({ export: 'Guard', exampleOptions: { models: ['playground'] } })]);
    expect(found.classNames.get('guard')).toBe('Guard');
    expect(found.manifestProblems).toEqual([]);
  });

  it('reports example options that make the constructor throw, naming the processor and the error', async () => {
    const found = await readPackageExports(entryFile, [entry({ export: 'Guard' })]);
    expect(found.classNames.has('guard')).toBe(false);
    expect(found.manifestProblems).toEqual(['guard: new Guard({}) throws: models: expected a non-empty array']);
  });

  it('reports a declared export that is not a class, or builds an instance with another id', async () => {
    const found = await readPackageExports(entryFile, [entry({ export: 'helper' }), entry({ id: 'x', export: 'Other' })]);
    expect(found.manifestProblems).toEqual([
      'guard: the declared export helper is not a class the package exports',
      'x: new Other(...) reports another id',
    ]);
  });

  it('without a declared export, guesses the class from the example options', async () => {
    const found = await readPackageExports(entryFile, [entry({ exampleOptions: { models: ['m'] } })]);
    expect(found.classNames.get('guard')).toBe('Guard');
  });
});
