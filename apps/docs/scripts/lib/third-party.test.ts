import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '@sluice/test-services';
import { loadThirdParty, ThirdPartyCatalogError } from './third-party.js';

const temp = createTempDirs();
afterAll(() => {
  temp.removeAll();
});

const valid = {
  package: 'sluice-processor-example',
  description: 'Does one useful thing to streamed text.',
  repository: 'https://github.com/example/sluice-processor-example',
  coreRange: '^0.1.0',
  processors: [{ id: 'example', name: 'Example', hooks: ['processOutputStream'], category: 'guardrail' }],
  reviewedAt: '2026-12-01',
  reviewer: 'docs-team',
};

function write(data: unknown): string {
  const file = path.join(temp.make('sluice-tp-'), 'third-party.json');
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
}

function failure(file: string, taken = new Set<string>()): ThirdPartyCatalogError {
  try {
    loadThirdParty(file, taken);
  } catch (error) {
    if (error instanceof ThirdPartyCatalogError) return error;
    throw error;
  }
  throw new Error('expected a ThirdPartyCatalogError');
}

describe('loadThirdParty()', () => {
  it('accepts a valid entry', () => {
    expect(loadThirdParty(write({ packages: [valid] }), new Set())).toHaveLength(1);
  });

  it('names the entry and the field of every problem', () => {
    const broken = { ...valid, repository: 'http://insecure.example', processors: [{ ...valid.processors[0], hooks: ['processEverything'] }] };
    const error = failure(write({ packages: [broken] }));
    expect(error.message).toContain('packages[0] (sluice-processor-example).repository');
    expect(error.message).toContain('packages[0] (sluice-processor-example).processors[0].hooks[0]');
  });

  it('rejects unknown keys, invalid JSON, duplicate packages and taken processor ids', () => {
    expect(failure(write({ packages: [{ ...valid, stars: 5 }] })).message).toContain('stars');
    expect(failure(write('{ not json')).message).toContain('could not be read as JSON');
    expect(failure(write({ packages: [valid, valid] })).message).toContain('listed twice');
    expect(failure(write({ packages: [valid] }), new Set(['example'])).message).toContain('already used');
  });
});
