import { formatOptionIssue, ProcessorOptionsError } from '@sluice/core';
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
      return error.issues.map(formatOptionIssue);
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

  it('names an unknown key with the nearest valid one, at the top level and in nested groups', () => {
    let caught: unknown;
    try {
      resolveModerationOptions({ stratgy: 'warn', window: { maxChar: 100 }, check: { toolResult: false } });
    } catch (error) {
      caught = error;
    }
    expect(ModerationOptionsError.isInstance(caught)).toBe(true);
    expect(ProcessorOptionsError.isInstance(caught)).toBe(true);
    const error = caught as ModerationOptionsError;
    expect(error.processorName).toBe('ModerationProcessor');
    expect(error.issues.map((issue) => [issue.path, issue.key, issue.suggestion])).toEqual([
      ['stratgy', 'stratgy', 'strategy'],
      ['window.maxChar', 'maxChar', 'maxChars'],
      ['check.toolResult', 'toolResult', 'toolResults'],
    ]);
    expect(error.issues[1]?.allowed).toEqual(['mode', 'maxChars', 'minChars', 'overlap']);
  });

  it('lists the allowed values of an invalid strategy', () => {
    let caught: unknown;
    try {
      resolveModerationOptions({ strategy: 'warm' });
    } catch (error) {
      caught = error;
    }
    expect((caught as ModerationOptionsError).issues).toEqual([
      { path: 'strategy', message: 'invalid value', suggestion: 'warn', allowed: ['block', 'warn', 'filter'] },
    ]);
  });

  it('is validated by the constructor', () => {
    expect(() => new ModerationProcessor({ timeoutMs: -1 })).toThrow(ModerationOptionsError);
  });
});
