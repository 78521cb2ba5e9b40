import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatOptionIssue, parseProcessorOptions, type OptionIssue } from './parse-processor-options.js';

class TestOptionsError extends Error {
  constructor(readonly issues: OptionIssue[]) {
    super(issues.map(formatOptionIssue).join('; '));
  }
}

const schema = z
  .object({ limit: z.number().int().positive(), nested: z.object({ flag: z.boolean() }).default({ flag: false }) })
  .strict();
const toError = (issues: OptionIssue[]) => new TestOptionsError(issues);

describe('parseProcessorOptions()', () => {
  it('returns the parsed options with defaults applied', () => {
    expect(parseProcessorOptions(schema, { limit: 3 }, toError)).toEqual({ limit: 3, nested: { flag: false } });
  });

  it('validates absent options as {} so required options are reported', () => {
    const attempt = () => parseProcessorOptions(schema, undefined, toError);
    expect(attempt).toThrow(TestOptionsError);
    try {
      attempt();
    } catch (error) {
      expect((error as TestOptionsError).issues.map((issue) => issue.path)).toEqual(['limit']);
    }
  });

  it('collects every issue with a dotted path, and an empty path for the object itself', () => {
    try {
      parseProcessorOptions(schema, { limit: -1, nested: { flag: 'yes' }, extra: 1 }, toError);
      expect.unreachable();
    } catch (error) {
      const issues = (error as TestOptionsError).issues;
      expect(issues.map((issue) => issue.path).sort()).toEqual(['', 'limit', 'nested.flag']);
      expect(issues.every((issue) => issue.message.length > 0)).toBe(true);
    }
  });
});

describe('formatOptionIssue()', () => {
  it('prefixes the path, and leaves a root issue bare', () => {
    expect(formatOptionIssue({ path: 'a.0', message: 'too small' })).toBe('a.0: too small');
    expect(formatOptionIssue({ path: '', message: 'unrecognized key' })).toBe('unrecognized key');
  });
});
