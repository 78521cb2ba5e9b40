import { describe, expect, it } from 'vitest';
import { deriveNames } from './names.js';

describe('deriveNames', () => {
  it('prefixes a bare name and derives id, class and file names', () => {
    expect(deriveNames('shout-louder')).toEqual({
      packageName: 'sluice-processor-shout-louder',
      directory: 'sluice-processor-shout-louder',
      id: 'shout-louder',
      displayName: 'Shout Louder',
      className: 'ShoutLouderProcessor',
      optionsName: 'ShoutLouderOptions',
      fileStem: 'shout-louder-processor',
    });
  });

  it('keeps scoped and already prefixed names', () => {
    expect(deriveNames('@acme/processor-pii-lite')).toMatchObject({ packageName: '@acme/processor-pii-lite', directory: 'processor-pii-lite', id: 'pii-lite' });
    expect(deriveNames('sluice-processor-x')).toMatchObject({ packageName: 'sluice-processor-x', id: 'x', className: 'XProcessor' });
    expect(deriveNames('42-guard')).toMatchObject({ className: 'P42GuardProcessor' });
  });

  it('rejects invalid names with a TypeError', () => {
    expect(() => deriveNames('Shout')).toThrow(TypeError);
    expect(() => deriveNames('has space')).toThrow(/not a valid package name/);
    expect(() => deriveNames('')).toThrow(TypeError);
  });
});
