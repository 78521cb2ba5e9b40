import { describe, expect, it } from 'vitest';
import { MODERATION_CATEGORIES } from './categories.js';
import { ModerationOptionsError } from './errors/moderation-options-error.js';
import { ModerationProcessor } from './moderation-processor.js';
import { resolveModerationOptions } from './options.js';

function issues(options: unknown): readonly string[] {
  try {
    resolveModerationOptions(options);
  } catch (error) {
    if (ModerationOptionsError.isInstance(error)) {
      expect(error.code).toBe('MODERATION_INVALID_OPTIONS');
      return error.issues;
    }
    throw error;
  }
  return [];
}

describe('moderation options', () => {
  it('has safe defaults: every category, 0.5, block, fail-closed, sentence windows', () => {
    const resolved = resolveModerationOptions({});
    expect(resolved).toMatchObject({
      id: 'moderation',
      categories: [...MODERATION_CATEGORIES],
      threshold: 0.5,
      strategy: 'block',
      errorStrategy: 'fail-closed',
      timeoutMs: 10_000,
      check: { input: true, outputStream: true, outputResult: false, toolResults: true },
      window: { mode: 'sentence', maxChars: 400, minChars: 0, overlap: 48 },
    });
  });

  it('lists every problem with its path', () => {
    expect(issues({ threshold: 2, strategy: 'nope', window: { maxChars: 4 } })).toEqual([
      expect.stringMatching(/^threshold: /),
      expect.stringMatching(/^strategy: /),
      expect.stringMatching(/^window\.maxChars: /),
    ]);
  });

  it('rejects thresholds for unchecked categories, duplicate customs, unknown keys and bad windows', () => {
    expect(issues({ categories: ['hate'], thresholds: { violence: 0.3 } })).toEqual(['thresholds.violence: not a checked category']);
    expect(issues({ customCategories: [{ name: 'hate', description: 'x' }] })).toEqual(['customCategories.0.name: duplicate category "hate"']);
    expect(issues({ stratgy: 'block' })[0]).toMatch(/stratgy/);
    expect(issues({ window: { overlap: 50, maxChars: 40 } })).toEqual(['window.overlap: must be below maxChars']);
    expect(issues({ categories: [] })).toEqual(['categories: no category to check']);
    expect(issues({ classifier: { classify: 1 } })[0]).toMatch(/^classifier: expected a classifier/);
  });

  it('accepts custom categories with their own thresholds', () => {
    const resolved = resolveModerationOptions({
      categories: [],
      customCategories: [{ name: 'competitors', description: 'competitor products', threshold: 0.8 }],
    });
    expect(resolved.customCategories[0]?.threshold).toBe(0.8);
  });

  it('is validated by the constructor', () => {
    expect(() => new ModerationProcessor({ timeoutMs: -1 })).toThrow(ModerationOptionsError);
  });
});
